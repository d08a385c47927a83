import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { currentAsOf } from './page-data.ts';

describe('currentAsOf', () => {
  test('dates every served query now, keeping its data and the render time', () => {
    const client = new QueryClient();
    client.setQueryData(['news'], [{ id: 1 }], { updatedAt: 1_000 });
    client.setQueryData(['gallery'], { photos: [] }, { updatedAt: 2_000 });
    const served = { state: dehydrate(client), renderedAt: 2_000 };

    const current = currentAsOf(served, 90_000);

    expect(current.renderedAt).toBe(2_000);
    expect(current.state.queries.map((query) => query.state.dataUpdatedAt)).toEqual([
      90_000, 90_000,
    ]);
    expect(current.state.queries.map((query) => query.state.data)).toEqual([
      [{ id: 1 }],
      { photos: [] },
    ]);
    expect(served.state.queries[0]?.state.dataUpdatedAt).toBe(1_000);
  });
});
