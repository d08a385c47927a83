import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ApiError } from '#client/lib/api-client.ts';
import type { MyGiftsResponse } from '#shared/schemas/my-gifts.ts';
import { loadDonorSession, loadMyGifts, signInWithToken, signOut } from './api.ts';
import { LinkSignIn } from './link-sign-in.tsx';
import styles from './my-gifts.module.css';
import { MyGiftsView } from './my-gifts-view.tsx';
import { SignInForm } from './sign-in-form.tsx';

type State =
  | { step: 'loading' }
  | { step: 'link'; token: string }
  | { step: 'signed-out'; notice?: string }
  | { step: 'signed-in'; data: MyGiftsResponse };

/** The link's token, taken out of the address so it is neither bookmarked nor shared. */
function takeToken(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token) {
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  return token;
}

/** The donor's gifts when a session is open, else the sign-in form. */
async function currentSession(): Promise<State> {
  try {
    const { email } = await loadDonorSession();
    return email ? { step: 'signed-in', data: await loadMyGifts() } : { step: 'signed-out' };
  } catch {
    return { step: 'signed-out' };
  }
}

/**
 * "My gifts": an e-mailed link opens a page whose button signs in; without one, the page asks
 * for a link. The page is drawn with the sign-in form, which most visitors come for, so that it
 * shows (and can be filled in) at the first paint; a donor who is signed in sees their gifts
 * once the session is known.
 */
export function MyGifts() {
  const { t } = useLingui();
  const [state, setState] = useState<State>({ step: 'signed-out' });

  useEffect(() => {
    const token = takeToken();
    if (token) setState({ step: 'link', token });
    else currentSession().then(setState);
  }, []);

  async function signIn(token: string) {
    setState({ step: 'loading' });
    try {
      await signInWithToken(token);
    } catch (error) {
      const notice = error instanceof ApiError ? error.message : undefined;
      setState({ step: 'signed-out', notice });
      return;
    }
    setState(await currentSession());
  }

  if (state.step === 'link') return <LinkSignIn onSignIn={() => signIn(state.token)} />;
  if (state.step === 'loading') {
    return (
      <p role="status" className={`${styles.status} ${styles.formHeight}`}>
        {t`Loading…`}
      </p>
    );
  }
  if (state.step === 'signed-out') return <SignInForm notice={state.notice} />;
  return (
    <MyGiftsView
      initial={state.data}
      onSignOut={async () => {
        await signOut();
        setState({ step: 'signed-out', notice: t`You have signed out.` });
      }}
    />
  );
}
