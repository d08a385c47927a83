import { renderHook } from '@testing-library/react';
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/mock-api.ts';
import { solveToPayload } from './solve.ts';
import { useProofOfWork } from './use-proof-of-work.ts';

const SECRET = 'test-secret-of-the-server';

/** A real challenge as the server makes it (deterministic mode, a small counter). */
const newChallenge = () =>
  createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 500,
    deriveKey,
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: `${SECRET}:key`,
  });

async function verifies(payload: string) {
  const { challenge, solution } = JSON.parse(atob(payload));
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: `${SECRET}:key`,
  });
  return result.verified;
}

function serveChallenges() {
  const handed: Challenge[] = [];
  const api = mockApi({
    'GET /api/challenge': async () => {
      const challenge = await newChallenge();
      handed.push(challenge);
      return challenge;
    },
  });
  return { api, handed };
}

describe('useProofOfWork', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('fetches a challenge and solves it with Web Crypto into a payload the server accepts', async () => {
    const { api, handed } = serveChallenges();
    const { result } = renderHook(() => useProofOfWork());
    const payload = await result.current.solve();
    expect(api.calls()).toEqual(['GET /api/challenge']);
    expect(await verifies(payload)).toBe(true);
    expect(JSON.parse(atob(payload)).challenge).toEqual(handed[0]);
    expect(JSON.parse(atob(payload)).solution.counter).toBe(500);
  });

  it('solves ahead of time once prepared, and hands each solution out once', async () => {
    const { api } = serveChallenges();
    const { result } = renderHook(() => useProofOfWork());
    result.current.prepare();
    result.current.prepare();
    const first = await result.current.solve();
    expect(api.calls()).toHaveLength(1);
    const second = await result.current.solve();
    expect(api.calls()).toHaveLength(2);
    expect(second).not.toBe(first);
  });

  it('does not use a solution prepared too long ago', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { api } = serveChallenges();
    const { result } = renderHook(() => useProofOfWork());
    result.current.prepare();
    vi.setSystemTime(Date.now() + 9 * 60_000);
    await result.current.solve();
    expect(api.calls()).toHaveLength(2);
  });

  it('fails when the challenge cannot be fetched, and tries again next time', async () => {
    let up = false;
    mockApi({
      'GET /api/challenge': async () =>
        up ? newChallenge() : jsonResponse({ error: 'down' }, 503),
    });
    const { result } = renderHook(() => useProofOfWork());
    result.current.prepare();
    await expect(result.current.solve()).rejects.toThrow('down');
    up = true;
    expect(await verifies(await result.current.solve())).toBe(true);
  });

  describe('with Web Workers', () => {
    const created: string[] = [];

    /** Stands in for the browser's Worker: runs the same solver, answers like pow-worker.ts. */
    class FakeWorker {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      onerror: ((event: { message: string }) => void) | null = null;
      terminated = false;
      constructor(url: URL) {
        created.push(url.pathname);
      }
      postMessage(challenge: Challenge) {
        solveToPayload(challenge).then((payload) => this.onmessage?.({ data: { payload } }));
      }
      terminate() {
        this.terminated = true;
      }
    }

    beforeEach(() => {
      created.length = 0;
    });

    it('solves in a worker', async () => {
      vi.stubGlobal('Worker', FakeWorker);
      serveChallenges();
      const { result } = renderHook(() => useProofOfWork());
      expect(await verifies(await result.current.solve())).toBe(true);
      expect(created).toEqual([expect.stringMatching(/pow-worker\.ts$/)]);
    });

    it('falls back to this page when the worker fails', async () => {
      class BrokenWorker extends FakeWorker {
        override postMessage() {
          queueMicrotask(() => this.onerror?.({ message: 'blocked' }));
        }
      }
      vi.stubGlobal('Worker', BrokenWorker);
      serveChallenges();
      const { result } = renderHook(() => useProofOfWork());
      expect(await verifies(await result.current.solve())).toBe(true);
      expect(created).toHaveLength(1);
    });
  });
});
