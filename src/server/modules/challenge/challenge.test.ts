import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';
import { CHALLENGE_LIFETIME_MS, createChallengeService } from './service.ts';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function solve(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return solution;
}

describe.each(testDialects)('the proof-of-work challenge on %s', (dialect) => {
  let t: TestApp;
  const hmacKey = 'k'.repeat(40);
  const service = () => createChallengeService({ db: t.db, clock: t.clock, hmacKey });
  const fetchChallenge = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/challenge' });
    expect(response.statusCode).toBe(200);
    return response.json<Challenge>();
  };

  beforeEach(async () => {
    t = await createTestApp({ dialect, env: { CHALLENGE_HMAC_KEY: hmacKey } });
  });
  afterEach(() => t.close());

  it('GET /api/challenge hands out a fresh, signed, uncached SHA-256 challenge', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/challenge' });
    expect(response.headers['cache-control']).toBe('no-store');
    const first = response.json<Challenge>();
    const second = await fetchChallenge();
    expect(first.parameters.algorithm).toBe('SHA-256');
    expect(first.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(first.parameters.nonce).not.toBe(second.parameters.nonce);
    expect(first.parameters.data?.expires).toBe(t.clock.now().getTime() + CHALLENGE_LIFETIME_MS);
  });

  it('is modest: the solution needs at most 8,000 hashes', async () => {
    for (let i = 0; i < 5; i++) {
      const solution = await solve(await fetchChallenge());
      expect(solution.counter).toBeGreaterThanOrEqual(2_000);
      expect(solution.counter).toBeLessThanOrEqual(8_000);
    }
  });

  it('accepts a solution once, and refuses it when replayed', async () => {
    const challenge = await fetchChallenge();
    const payload = encode({ challenge, solution: await solve(challenge) });
    expect(await t.app.verifyChallengeSolution(payload)).toBe(true);
    expect(await t.app.verifyChallengeSolution(payload)).toBe(false);
  });

  it('refuses a replay on another instance sharing the database', async () => {
    const challenge = await fetchChallenge();
    const payload = encode({ challenge, solution: await solve(challenge) });
    expect(await service().verify(payload)).toBe(true);
    expect(await service().verify(payload)).toBe(false);
  });

  it('refuses an expired challenge, by the app clock', async () => {
    const challenge = await fetchChallenge();
    const payload = encode({ challenge, solution: await solve(challenge) });
    t.clock.advance(CHALLENGE_LIFETIME_MS + 1);
    expect(await t.app.verifyChallengeSolution(payload)).toBe(false);
  });

  it('forgets used challenges once they have expired', async () => {
    const challenge = await fetchChallenge();
    expect(await service().verify(encode({ challenge, solution: await solve(challenge) }))).toBe(
      true,
    );
    t.clock.advance(CHALLENGE_LIFETIME_MS + 1);
    const next = await fetchChallenge();
    expect(await service().verify(encode({ challenge: next, solution: await solve(next) }))).toBe(
      true,
    );
    const used = await t.db.selectFrom('used_challenges').select('nonce').execute();
    expect(used.map((row) => row.nonce)).toEqual([next.parameters.nonce]);
  });

  it('refuses a wrong solution, a changed challenge and a foreign signature', async () => {
    const challenge = await fetchChallenge();
    const solution = await solve(challenge);
    const verify = (value: unknown) => t.app.verifyChallengeSolution(encode(value));

    expect(
      await verify({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } }),
    ).toBe(false);
    const longerLife = {
      ...challenge,
      parameters: { ...challenge.parameters, data: { expires: Date.now() * 2 } },
    };
    expect(await verify({ challenge: longerLife, solution })).toBe(false);
    const otherKey = createChallengeService({ db: t.db, clock: t.clock, hmacKey: 'x'.repeat(40) });
    const foreign = await otherKey.create();
    expect(await verify({ challenge: foreign, solution: await solve(foreign) })).toBe(false);
    const { signature: _, ...unsigned } = challenge;
    expect(await verify({ challenge: unsigned, solution })).toBe(false);
    // The genuine one still works: none of the attempts used it up.
    expect(await verify({ challenge, solution })).toBe(true);
  });

  it('refuses anything that is not a payload, without throwing', async () => {
    const challenge = await fetchChallenge();
    const solution = await solve(challenge);
    const junk: unknown[] = [
      undefined,
      null,
      42,
      { challenge, solution },
      '',
      'not base64 at all!',
      encode('a string'),
      encode({ challenge }),
      encode({ challenge, solution: { counter: '12', derivedKey: solution.derivedKey } }),
      encode({
        challenge: { ...challenge, parameters: { ...challenge.parameters, algorithm: 'SHA-1' } },
        solution,
      }),
      encode({ challenge, solution, padding: 'x'.repeat(5_000) }),
    ];
    for (const payload of junk) expect(await t.app.verifyChallengeSolution(payload)).toBe(false);
  });
});

describe('without CHALLENGE_HMAC_KEY', () => {
  it('signs with a random key of its own, so its challenges still verify', async () => {
    const t = await createTestApp();
    try {
      expect(t.config.challengeHmacKey).toBeUndefined();
      const challenge = (await t.app.inject({ method: 'GET', url: '/api/challenge' })).json();
      const payload = encode({ challenge, solution: await solve(challenge) });
      expect(await t.app.verifyChallengeSolution(payload)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
