import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readAgain } from './admin-api';

/**
 * A list on a "server" whose reads can be held: each read takes the rows as they are when it starts and
 * answers when released, as a GET that reached the database before a DELETE but arrives after it.
 */
function heldServer(rows: string[]) {
  const held: (() => void)[] = [];
  let holdNext = false;
  return {
    rows,
    holdNextRead: () => {
      holdNext = true;
    },
    releaseAll: () => {
      for (const release of held.splice(0)) release();
    },
    read: () => {
      const snapshot = [...rows];
      if (!holdNext) return Promise.resolve(snapshot);
      holdNext = false;
      return new Promise<string[]>((resolve) => held.push(() => resolve(snapshot)));
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('readAgain', () => {
  it('reads again a list first fetched under new filters while the write was under way', async () => {
    const server = heldServer(['kept', 'deleted']);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The list opened under a new filter: no data of its own yet, its read held after it reached the rows.
    server.holdNextRead();
    const list = new QueryObserver(queryClient, {
      queryKey: ['/leads', '?status=new'],
      queryFn: server.read,
    });
    const seen: (string[] | undefined)[] = [];
    const stop = list.subscribe((result) => seen.push(result.data));
    await tick();
    expect(list.getCurrentResult().isFetching).toBe(true);

    // The delete commits, then the lists are read again; the held answer arrives meanwhile.
    server.rows.splice(server.rows.indexOf('deleted'), 1);
    const refreshed = readAgain(queryClient, { queryKey: ['/leads'] });
    server.releaseAll();
    await refreshed;

    expect(list.getCurrentResult().data).toEqual(['kept']);
    // The answer read before the delete was never shown.
    expect(seen.filter(Boolean)).toEqual([['kept']]);
    stop();
  });

  it('reads again a list that has data, and leaves lists under other keys alone', async () => {
    const server = heldServer(['a', 'b']);
    const other = heldServer(['x']);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const list = new QueryObserver(queryClient, { queryKey: ['/leads'], queryFn: server.read });
    const elsewhere = new QueryObserver(queryClient, { queryKey: ['/cars'], queryFn: other.read });
    const stops = [list.subscribe(() => {}), elsewhere.subscribe(() => {})];
    await tick();
    expect(list.getCurrentResult().data).toEqual(['a', 'b']);

    server.rows.push('c');
    other.rows.push('y');
    await readAgain(queryClient, { queryKey: ['/leads'] });
    expect(list.getCurrentResult().data).toEqual(['a', 'b', 'c']);
    expect(elsewhere.getCurrentResult().data).toEqual(['x']);
    for (const stop of stops) stop();
  });
});
