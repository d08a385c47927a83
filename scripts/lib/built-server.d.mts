import type { ChildProcess } from 'node:child_process';

export const SERVER_ENTRY: string;
/** How long startBuiltServer waits for the server to answer. */
export const START_TIMEOUT_MS: number;
export function freePort(): Promise<number>;
export function startBuiltServer(options: {
  env: Record<string, string>;
  stdio?: 'inherit' | 'ignore';
  /** Another build's server (a bench's comparison); dist/server/main.js unless told. */
  entry?: string;
}): Promise<{ baseUrl: string; port: number; pid: number | undefined; stop(): Promise<void> }>;
export function waitUntilAnswering(url: string, child: ChildProcess): Promise<void>;
export function stopProcess(child: ChildProcess): Promise<void>;
