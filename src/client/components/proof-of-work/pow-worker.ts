import type { Challenge } from 'altcha-lib';
import { solveToPayload } from './solve.ts';

export type WorkerReply = { payload: string } | { error: string };

// The DOM typings describe a window; in a dedicated worker postMessage takes one argument.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Challenge>) => void) | null;
  postMessage(reply: WorkerReply): void;
};

scope.onmessage = async (event) => {
  try {
    scope.postMessage({ payload: await solveToPayload(event.data) });
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
