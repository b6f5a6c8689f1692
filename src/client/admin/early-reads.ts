import { reportKeysFor } from './reports/report-keys';

/**
 * Reads a screen needs, started by this module as soon as it runs on an admin address, beside the
 * admin's code rather than after it (issue 32): the reports screen opened by its address waited about half a
 * second for the admin's modules to load and its router to match before asking for its five reports. The
 * admin's query function takes the response of a read started here for the same path, once, and reads it
 * as it reads any other (lib/api.ts getJson; admin/lib/query-client.ts).
 *
 * It imports nothing that needs React or the API helpers' chunk, so that it loads and runs at once: the
 * token is read as lib/api.ts reads it (TOKEN_KEY; early-reads.test.ts holds the two together).
 */
export const EARLY_TOKEN_KEY = 'admin_token';

const started = new Map<string, Promise<Response>>();

/** How long an unclaimed read is kept: the screen claims its reads within a second or two of the start. */
const KEEP_MS = 10_000;

/** The paths the screen at this address reads first, if it is one that benefits. */
export function firstReadsOf(pathname: string, search: URLSearchParams): string[] {
  if (pathname === '/admin/reports') return reportKeysFor(search).map(([path]) => path);
  return [];
}

function startEarlyReads({ pathname, search }: { pathname: string; search: string }) {
  let token: string | null = null;
  try {
    token = window.localStorage.getItem(EARLY_TOKEN_KEY);
  } catch {}
  // Without a token the admin sends the visitor to log in; nothing to read.
  if (!token) return;
  for (const path of firstReadsOf(pathname, new URLSearchParams(search))) {
    const read = fetch(path, { headers: { Authorization: `Bearer ${token}` }, credentials: 'include' });
    // A failure is the screen's to show, when it claims the read; unclaimed, it is nobody's.
    read.catch(() => {});
    started.set(path, read);
    setTimeout(() => started.delete(path), KEEP_MS);
  }
}

// Run by its own script tag in the admin's shell (plugins/web.ts), as soon as it arrives; otherwise when the
// entry imports it. Either way once: a module runs once per page.
if (typeof window !== 'undefined') startEarlyReads(window.location);

/** The response of the read started early for this path, if any, handed out once: later asks fetch afresh. */
export function claimEarlyRead(path: string): Promise<Response> | undefined {
  const read = started.get(path);
  started.delete(path);
  return read;
}
