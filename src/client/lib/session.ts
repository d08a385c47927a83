/**
 * The admin's session, one store for the page: every island that shows something to a signed-in
 * admin reads it (useSession), and the session is checked once, when the first of them hydrates.
 * The server renders as signed out, and so does hydration: what only the admin sees follows.
 */
import { useSyncExternalStore } from 'react';
import type { SessionResponse } from '#shared/schemas/auth.ts';
import { apiFetch } from './api-client.ts';

const LOGGED_IN_FLAG = 'loggedIn';

export interface SessionState {
  loggedIn: boolean;
  /** True once the one check has answered (or failed). */
  checked: boolean;
  sessionError: boolean;
}

const signedOut: SessionState = { loggedIn: false, checked: false, sessionError: false };
let state = signedOut;
let checking = false;
/** A check answered after resetSession is for a page gone by. */
let generation = 0;
const listeners = new Set<() => void>();

function update(next: Partial<SessionState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function storeFlag(loggedIn: boolean) {
  try {
    if (loggedIn) localStorage.setItem(LOGGED_IN_FLAG, 'true');
    else localStorage.removeItem(LOGGED_IN_FLAG);
  } catch {
    // Storage can be unavailable (private mode); the server session is what counts.
  }
}

/** Signed in or out, as the page has just learnt (a sign-in, a sign-out). */
export function setLoggedIn(loggedIn: boolean): void {
  storeFlag(loggedIn);
  update({ loggedIn });
}

function check() {
  if (checking) return;
  checking = true;
  const asked = generation;
  const current = () => asked === generation;
  apiFetch<SessionResponse>('/api/check-session')
    .then((session) => current() && setLoggedIn(session.loggedIn === true))
    .catch((error: unknown) => {
      if (!current()) return;
      console.error('Session check failed', error);
      setLoggedIn(false);
      update({ sessionError: true });
    })
    .finally(() => current() && update({ checked: true }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  check();
  return () => listeners.delete(listener);
}

const current = () => state;
const serverState = () => signedOut;

/** The session, and setLoggedIn to change it. */
export function useSession(): SessionState & { setLoggedIn: typeof setLoggedIn } {
  const session = useSyncExternalStore(subscribe, current, serverState);
  return { ...session, setLoggedIn };
}

/** Signs the admin out; the session stays when the server could not be reached or refused. */
export async function logout(): Promise<void> {
  await apiFetch('/api/logout', { method: 'POST' });
  setLoggedIn(false);
}

/** Forgets what the store knows, as a new page would (the tests). */
export function resetSession(): void {
  state = signedOut;
  checking = false;
  generation++;
}
