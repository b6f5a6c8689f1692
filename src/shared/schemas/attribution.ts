import { z } from 'zod';
import { text } from './common';

/**
 * Where a visit came from, as the public page's script records it on landing (entry-client.tsx): the
 * campaign parameters, the ad click ids, the referrer's host when it is another site, and the landing
 * path. Every field is short and optional; an unknown field is dropped, so the extra `attribution` of a
 * lead form stays small whatever a client sends.
 */
export const touch = z.object({
  utm_source: text(100).optional(),
  utm_medium: text(100).optional(),
  utm_campaign: text(150).optional(),
  utm_term: text(150).optional(),
  utm_content: text(150).optional(),
  gclid: text(200).optional(),
  fbclid: text(200).optional(),
  /** The referring site's host name, never its full URL. */
  referrer: text(253).optional(),
  landing: text(300).optional(),
  /** When the touch happened (ms since the epoch). */
  at: z.number().int().min(0).max(8_640_000_000_000_000).optional(),
});
export type Touch = z.infer<typeof touch>;

/** First and last touch of the last 90 days; the optional extra field of every public lead form. */
export const attribution = z.object({ first: touch.optional(), last: touch.optional() });
export type Attribution = z.infer<typeof attribution>;

/** The extra field every lead input schema spreads in: optional, and SPEC's calls pass without it. */
export const attributionField = { attribution: attribution.nullable().optional() };

/**
 * The channel a lead is counted under: the last touch's utm_source, else the referrer's host, else
 * `direct`; a lead from a marketplace (ADF in) is counted under that provider's name instead.
 */
export function sourceOf(attribution: Attribution | null | undefined): string {
  const last = attribution?.last ?? attribution?.first;
  const label = last?.utm_source?.trim() || last?.referrer?.trim() || 'direct';
  return label.toLowerCase().slice(0, 100);
}

const TOUCH_LABELS: [keyof Touch, string][] = [
  ['utm_source', 'source'],
  ['utm_medium', 'medium'],
  ['utm_campaign', 'campaign'],
  ['utm_term', 'term'],
  ['utm_content', 'content'],
  ['gclid', 'gclid'],
  ['fbclid', 'fbclid'],
  ['referrer', 'referrer'],
  ['landing', 'landing'],
];

/** A touch on one line ("source google; medium cpc; landing /cars"), for the CSV export and the lead page. */
export const touchText = (touch: Touch | null | undefined): string =>
  touch
    ? TOUCH_LABELS.flatMap(([key, label]) => (touch[key] ? [`${label} ${touch[key]}`] : [])).join('; ')
    : '';
export const touchLabels = TOUCH_LABELS;

/**
 * A source as staff read it: a channel name capitalised ("google" → "Google"), a referrer's host as it
 * is ("news.example.com"), and "Not recorded" for leads from before sources were kept.
 */
export const sourceLabel = (source: string | null): string =>
  source === null
    ? 'Not recorded'
    : source.includes('.')
      ? source
      : source.charAt(0).toUpperCase() + source.slice(1);
