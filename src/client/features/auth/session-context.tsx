import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { SessionResponse } from '#shared/schemas/auth.ts';
import { apiFetch } from '../../lib/api-client.ts';

const LOGGED_IN_FLAG = 'loggedIn';

interface SessionState {
  loggedIn: boolean;
  /** True once the one check at start-up has answered (or failed). */
  checked: boolean;
  sessionError: boolean;
  setLoggedIn(loggedIn: boolean): void;
}

const SessionContext = createContext<SessionState | null>(null);

function storeFlag(loggedIn: boolean) {
  try {
    if (loggedIn) localStorage.setItem(LOGGED_IN_FLAG, 'true');
    else localStorage.removeItem(LOGGED_IN_FLAG);
  } catch {
    // Storage can be unavailable (private mode); the server session is what counts.
  }
}

/** Checks the admin session once when the app starts; a failed check counts as signed out. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [loggedIn, setLoggedInState] = useState(false);
  const [checked, setChecked] = useState(false);
  const [sessionError, setSessionError] = useState(false);

  const setLoggedIn = useCallback((value: boolean) => {
    setLoggedInState(value);
    storeFlag(value);
  }, []);

  useEffect(() => {
    apiFetch<SessionResponse>('/api/check-session')
      .then((session) => setLoggedIn(session.loggedIn === true))
      .catch((error: unknown) => {
        console.error('Session check failed', error);
        setLoggedIn(false);
        setSessionError(true);
      })
      .finally(() => setChecked(true));
  }, [setLoggedIn]);

  const value = useMemo(
    () => ({ loggedIn, checked, sessionError, setLoggedIn }),
    [loggedIn, checked, sessionError, setLoggedIn],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
