import { describe, expect, it } from 'vitest';
import { buildFinanceApplication } from '../../../../tests/factories/leads';
import { sharedTestApp } from '../../../../tests/helpers/app';
import { ok } from '../../../../tests/helpers/responses';
import { publicPoster } from '../../../../tests/helpers/visitors';
import type { LeadDetail, LeadSourceCount, LeadSummary } from '../../../shared/schemas/lead-desk';
import type { Page } from '../../../shared/schemas/paging';

const t = sharedTestApp();
const post = publicPoster(t, 32);
const get = async <T>(url: string) => ok<T>(await t.admin({ method: 'GET', url }));
const enquiry = (email: string, extra: object = {}) => ({
  firstName: 'Ada',
  email,
  message: 'Hello',
  ...extra,
});

describe('lead sources (issue 30)', () => {
  it('keeps the first and last touch on the lead and counts it under the last utm_source', async () => {
    const attribution = {
      first: {
        utm_source: 'google',
        utm_medium: 'cpc',
        gclid: 'abc123',
        landing: '/cars',
        at: 1_700_000_000_000,
      },
      last: {
        utm_source: 'Newsletter',
        utm_campaign: 'spring',
        landing: '/cars/1',
        referrer: 'mail.example',
      },
      unknown: 'dropped',
    };
    const res = await post('/api/contact-submissions', enquiry('touched@example.com', { attribution }));
    expect(res.statusCode, res.body).toBe(201);
    // The SPEC answer keeps its shape: the attribution is not echoed.
    expect(res.json()).not.toHaveProperty('attribution');
    const { id } = res.json();
    const detail = await get<LeadDetail>(`/api/admin/leads/contact/${id}`);
    expect(detail.summary.source).toBe('newsletter');
    expect(detail.attribution).toEqual({ first: attribution.first, last: attribution.last });
  });

  it('falls back to the referrer host, then direct, for every kind of lead', async () => {
    const byReferrer = await post(
      '/api/finance-applications',
      buildFinanceApplication({
        email: 'ref@example.com',
        attribution: { last: { referrer: 'www.whichcar.com.au' } },
      }),
    );
    expect(byReferrer.statusCode, byReferrer.body).toBe(201);
    const plain = await post('/api/contact-submissions', enquiry('plain@example.com'));
    const finance = await get<LeadDetail>(`/api/admin/leads/finance/${byReferrer.json().id}`);
    expect(finance.summary.source).toBe('www.whichcar.com.au');
    const direct = await get<LeadDetail>(`/api/admin/leads/contact/${plain.json().id}`);
    expect([direct.summary.source, direct.attribution]).toEqual(['direct', null]);
  });

  it('filters and counts the lead desk by source', async () => {
    for (const email of ['fb1@example.com', 'fb2@example.com'])
      await post(
        '/api/contact-submissions',
        enquiry(email, { attribution: { last: { utm_source: 'facebook' } } }),
      );
    const page = await get<Page<LeadSummary>>('/api/admin/leads?source=Facebook');
    expect(page.items.map((l) => l.email).sort()).toEqual(['fb1@example.com', 'fb2@example.com']);
    expect(page.total).toBe(2);
    const counts = await get<LeadSourceCount[]>('/api/admin/leads/sources');
    expect(counts).toContainEqual({ source: 'facebook', count: 2 });
    expect(counts[0].count).toBeGreaterThanOrEqual(counts.at(-1)?.count ?? 0);
  });

  it('refuses an attribution that is too large or not text', async () => {
    for (const attribution of [
      { last: { utm_source: 'x'.repeat(101) } },
      { first: { landing: 42 } },
      { last: { gclid: 'a\u0000b' } },
    ]) {
      const res = await post('/api/contact-submissions', enquiry('big@example.com', { attribution }));
      expect(res.statusCode, JSON.stringify(attribution)).toBe(400);
      expect(res.json().message).toMatch(/^attribution\./);
    }
  });
});
