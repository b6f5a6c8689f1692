import { expect } from 'vitest';
import type { Page } from '../../src/shared/schemas/paging';
import type { TestApp } from './app';

/** GET of an admin list with the admin token, asserting 200; the JSON answer. */
export async function adminGet<T>(t: TestApp, url: string): Promise<T> {
  const res = await t.admin({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

/** GETs an admin list with each query string, asserting a 400 for every one; their messages, in order. */
export async function refusedQueries(t: TestApp, path: string, queries: string[]): Promise<string[]> {
  const messages: string[] = [];
  for (const query of queries) {
    const res = await t.admin({ method: 'GET', url: `${path}?${query}` });
    expect(res.statusCode, query).toBe(400);
    messages.push(res.json().message);
  }
  return messages;
}

/**
 * Reads a paged admin list to its end, following `nextCursor`. `between` runs after each page (to insert
 * rows while "staff scroll"). Returns every item in the order read and the first page's total.
 */
export async function readAllPages<T>(
  t: TestApp,
  url: string,
  limit: number,
  between?: (pageIndex: number) => Promise<void>,
): Promise<{ items: T[]; total: number; pages: number }> {
  const items: T[] = [];
  const join = url.includes('?') ? '&' : '?';
  let cursor: string | null = null;
  let total = -1;
  let pages = 0;
  do {
    const page: Page<T> = await adminGet<Page<T>>(
      t,
      `${url}${join}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(page.items.length).toBeLessThanOrEqual(limit);
    if (total < 0) total = page.total;
    items.push(...page.items);
    cursor = page.nextCursor;
    await between?.(pages);
    pages += 1;
  } while (cursor && pages < 1000);
  return { items, total, pages };
}

/** Ids in newest-first order: createdAt descending, then id descending. */
export const newestFirst = (rows: { id: number; createdAt: string }[]) =>
  [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id).map((r) => r.id);
