import type { Challenge } from 'altcha-lib';
import { useCallback, useMemo, useRef } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import type { WorkerReply } from './pow-worker.ts';

/** Challenges live 10 minutes on the server; one solved earlier than this is not used. */
const FRESH_FOR_MS = 8 * 60_000;

function solveInWorker(challenge: Challenge): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pow-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      worker.terminate();
      if ('payload' in event.data) resolve(event.data.payload);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The proof-of-work worker failed.'));
    };
    worker.postMessage(challenge);
  });
}

/** On this page's thread: the hashing is asynchronous and yields, so the page stays usable. */
async function solveHere(challenge: Challenge): Promise<string> {
  const { solveToPayload } = await import('./solve.ts');
  return solveToPayload(challenge);
}

/** Fetches a fresh challenge and solves it, in a Web Worker when the browser has them. */
export async function fetchAndSolveChallenge(): Promise<string> {
  const challenge = await apiFetch<Challenge>('/api/challenge', { cache: 'no-store' });
  if (typeof Worker !== 'function') return solveHere(challenge);
  return solveInWorker(challenge).catch(() => solveHere(challenge));
}

export interface ProofOfWork {
  /** Starts solving ahead of time: call it when the visitor starts on the form. */
  prepare(): void;
  /** A solved challenge (the `altcha` field) for one submission; each call gives a new one. */
  solve(): Promise<string>;
}

interface Pending {
  promise: Promise<string>;
  startedAt: number;
}

const isFresh = (entry: Pending | null): entry is Pending =>
  entry !== null && Date.now() - entry.startedAt <= FRESH_FOR_MS;

/**
 * The invisible spam check of the public forms: the browser does a little work (a fraction of
 * a second) that costs a robot sending thousands of forms dearly. No puzzle, no third party.
 */
export function useProofOfWork(): ProofOfWork {
  const pending = useRef<Pending | null>(null);

  const start = useCallback((): Pending => {
    const entry = { promise: fetchAndSolveChallenge(), startedAt: Date.now() };
    pending.current = entry;
    // A failed attempt is forgotten, so the next call tries again.
    entry.promise.catch(() => {
      if (pending.current === entry) pending.current = null;
    });
    return entry;
  }, []);

  const prepare = useCallback(() => {
    if (!isFresh(pending.current)) start();
  }, [start]);

  const solve = useCallback(() => {
    const entry = isFresh(pending.current) ? pending.current : start();
    pending.current = null;
    return entry.promise;
  }, [start]);

  return useMemo(() => ({ prepare, solve }), [prepare, solve]);
}
