import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../shared/schemas/activity';
import { activitySearch } from '../search';
import { actionLabel, recordLink, sydneyTime } from './activity-entry';
import { readActivityFilters as readSearch } from './activity-filters';

/** An address's query as the screen reads it: validated by the route's schema first. */
const readActivityFilters = (params: URLSearchParams) =>
  readSearch(activitySearch.parse(Object.fromEntries(params)));

const entry = (over: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  userId: 1,
  username: 'admin',
  action: 'update',
  entity: 'cars',
  entityId: '12',
  summary: '',
  ip: null,
  createdAt: '2026-01-10T02:00:00.000Z',
  ...over,
});

describe('the activity screen', () => {
  it('keeps only filters the server accepts from the address', () => {
    const params = new URLSearchParams(
      'user=7&entity=cars&action=reset-password&from=2026-01-01&to=2026-02-30&q=%20price%20&cursor=x',
    );
    expect(readActivityFilters(params)).toEqual({
      user: '7',
      entity: 'cars',
      action: 'reset-password',
      from: '2026-01-01',
      q: 'price',
    });
    expect(readActivityFilters(new URLSearchParams('user=0&entity=Cars!&action=%3Cb%3E'))).toEqual({});
  });

  it('links an entry to the record it is about, never to a deleted one', () => {
    expect(recordLink(entry({ entity: 'contact-submissions', entityId: '5' }))?.to).toBe(
      '/admin/leads/contact/5',
    );
    expect(recordLink(entry({ entity: 'sell-your-car-submissions', entityId: '6' }))?.to).toBe(
      '/admin/leads/sell/6',
    );
    expect(recordLink(entry({ entity: 'cars', entityId: '12' }))?.to).toBe('/cars/12');
    expect(recordLink(entry({ entity: 'pages', entityId: '3' }))?.to).toBe('/admin/pages/3');
    expect(recordLink(entry({ entity: 'site-settings', entityId: 'hotjar_id' }))?.to).toBe('/admin/settings');
    expect(recordLink(entry({ entity: 'cars', action: 'delete' }))).toBeNull();
    expect(recordLink(entry({ entity: 'auth', action: 'login' }))).toBeNull();
  });

  it('writes times in Sydney and actions as words', () => {
    // 02:00 UTC on 10 January is 1 pm in Sydney (daylight saving, UTC+11).
    expect(sydneyTime('2026-01-10T02:00:00.000Z')).toMatch(/^10 Jan 2026, 1:00:00\s?pm$/);
    expect(actionLabel('reset-password')).toBe('Reset password');
    expect(actionLabel('2fa-enabled')).toBe('2FA enabled');
  });
});
