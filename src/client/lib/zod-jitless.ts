/**
 * Zod compiles a faster object parser with `new Function()` where it may, and first probes whether it may.
 * Our CSP forbids eval, so the probe was reported as a violation on every page with a form (Lighthouse's
 * best-practices audit counts it). The interpreted parser applies the same rules and is fast enough for a
 * form. Zod keeps its settings on this global and adopts one set before it loads, which lets the entry set
 * it without importing Zod (about 10 KB) into every page: Zod itself loads with the first form.
 * `zod-jitless.test.ts` fails if Zod stops reading it.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
