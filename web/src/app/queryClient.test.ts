import { describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from './queryClient';

describe('createQueryClient', () => {
  it('refetches after a write even when the first fetch of the query is still in flight', async () => {
    const client = createQueryClient();
    let rows = ['a', 'b'];
    const answers: ((v: string[]) => void)[] = [];
    // Each fetch reads the rows when the server answers it; the test decides when that is.
    const queryFn = () => new Promise<string[]>((resolve) => answers.push(() => resolve([...rows])));
    const observer = new QueryObserver(client, { queryKey: ['pictures', { albumId: 3 }], queryFn });
    const unsubscribe = observer.subscribe(() => {});

    // The page's first fetch is in flight (read before the write) when the write lands.
    await vi.waitUntil(() => answers.length === 1);
    const stale = [...rows];
    rows = [...rows, 'c'];
    const invalidated = client.invalidateQueries({ queryKey: ['pictures'] });
    answers[0](stale);
    await vi.waitUntil(() => answers.length === 2);
    answers[1](rows);
    await invalidated;

    expect(observer.getCurrentResult().data).toEqual(['a', 'b', 'c']);
    unsubscribe();
    client.clear();
  });
});
