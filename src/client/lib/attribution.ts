/**
 * Where a visit came from, kept in this browser only (first-party localStorage, no third-party script) for
 * 90 days: the first touch, and the last touch that brought campaign parameters, an ad click id or an
 * outside referrer. Every public lead form sends it as its optional `attribution` (shared/schemas/attribution.ts).
 */
const KEY = 'lead-touch';
const KEEP_MS = 90 * 864e5;
const PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid'];
type Touch = Record<string, string | number>;
type Saved = { first: Touch; last: Touch };

/** The kept touches, or null when there are none or the first is over 90 days old. */
export function readAttribution(): Saved | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) || 'null') as Saved | null;
    return saved && Date.now() - Number(saved.first?.at) < KEEP_MS ? saved : null;
  } catch {
    return null;
  }
}

/** Records this page view as a touch when it is the first, or brings a source of its own. */
export function recordTouch(url: URL, referrer: string): void {
  const touch: Touch = {};
  for (const name of PARAMS) {
    const value = url.searchParams.get(name);
    if (value) touch[name] = value.slice(0, 100);
  }
  try {
    const host = referrer && new URL(referrer).host;
    if (host && host !== url.host) touch.referrer = host.slice(0, 253);
  } catch {}
  const saved = readAttribution();
  if (saved && Object.keys(touch).length === 0) return;
  touch.landing = url.pathname.slice(0, 300);
  touch.at = Date.now();
  try {
    localStorage.setItem(KEY, JSON.stringify({ first: saved?.first ?? touch, last: touch }));
  } catch {}
}

/** The public lead forms' endpoints: a POST to one carries the kept touches. */
const LEAD_FORMS =
  /^\/api\/(contact-submissions|subscribers|sell-your-car-submissions|acquisitions|finance-applications)$/;

/** A lead form's body with `attribution` added when there is any; every other body unchanged. */
export function withAttribution(method: string, url: string, body: unknown): unknown {
  if (method !== 'POST' || !LEAD_FORMS.test(url) || typeof body !== 'object' || body === null) return body;
  if (typeof FormData !== 'undefined' && body instanceof FormData) return body;
  const attribution = readAttribution();
  return attribution ? { ...body, attribution } : body;
}
