import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Asserts a 201 (showing the body when it is not) and returns the created record. */
export function created<T = any>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
  return res.json() as T;
}

/** Asserts a 200 (showing the body when it is not) and returns the JSON answer: `created` for reads and updates. */
export function ok<T = any>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as T;
}

/**
 * Sends each payload and expects a 400 whose message names the field at fault, so a schema change that
 * stops checking a field, or names the wrong one, fails here.
 */
export async function expectFieldsRefused(
  send: (payload: object) => Promise<LightMyRequestResponse>,
  cases: [payload: unknown, field: string][],
) {
  for (const [payload, field] of cases) {
    const res = await send(payload as object);
    expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
    expect(res.json().message).toContain(field);
  }
}

/** Cases for expectFieldsRefused: `valid` with one field at a time set to its wrong value. */
export const oneFieldWrong = (valid: object, wrong: Record<string, unknown>): [object, string][] =>
  Object.entries(wrong).map(([field, value]) => [{ ...valid, [field]: value }, field]);
