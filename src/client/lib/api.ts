/**
 * The request helper of SPEC §7: cookies are sent, JSON content type only when there is a body, and a
 * non-OK response raises an Error whose message is "status: body text" (or the status text).
 */
import { withAttribution } from './attribution';

export const TOKEN_KEY = 'admin_token';

export function getToken(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
  /** The server's `{message}` if the body was JSON, for showing to a person. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body);
      return typeof parsed?.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(res: Response) {
  if (!res.ok) {
    const body = await res.text().catch(() => '');
    throw new ApiError(res.status, body, res.statusText);
  }
}

const needsToken = (method: string, url: string) =>
  method !== 'GET' || url.startsWith('/api/admin') || url.startsWith('/api/auth');

function headersFor(method: string, url: string, hasJsonBody: boolean): HeadersInit {
  const headers: Record<string, string> = {};
  if (hasJsonBody) headers['Content-Type'] = 'application/json';
  const token = needsToken(method, url) ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Sends a request; the bearer token goes on admin calls and every write. Returns the Response. */
export async function apiRequest(method: string, url: string, sent?: unknown): Promise<Response> {
  // A public lead form also says where the visit came from (lib/attribution.ts); SPEC's shape is unchanged.
  const body = withAttribution(method, url, sent);
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const res = await fetch(url, {
    method,
    headers: headersFor(method, url, body !== undefined && !isForm),
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

/** JSON of a write call, or null for 204 responses. */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  if (res.status === 204) return null as T;
  return (await res.json()) as T;
}

/**
 * Default GET for queries: a 401 throws unless `on401: 'returnNull'`. `started` is the same request already
 * sent (the admin's early reads), read here as if this call had sent it.
 */
export async function getJson<T>(
  url: string,
  options: { on401?: 'throw' | 'returnNull'; started?: Promise<Response> } = {},
): Promise<T> {
  const res = await (options.started ??
    fetch(url, { headers: headersFor('GET', url, false), credentials: 'include' }));
  if (options.on401 === 'returnNull' && res.status === 401) return null as T;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}
