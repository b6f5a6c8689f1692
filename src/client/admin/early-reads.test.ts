import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../lib/api';
import { EARLY_TOKEN_KEY, firstReadsOf } from './early-reads';

describe('the admin reads started before its code', () => {
  it('reads the token where the API helpers keep it', () => {
    expect(EARLY_TOKEN_KEY).toBe(TOKEN_KEY);
  });

  it('asks, for the reports screen, for the paths the screen queries (report-keys.ts), range and split included', () => {
    const search = new URLSearchParams('from=2026-01-05&to=2026-03-29&bucket=day&by=source');
    const paths = firstReadsOf('/admin/reports', search);
    expect(paths).toEqual([
      '/api/admin/reports/leads?from=2026-01-05&to=2026-03-29&bucket=day&by=source',
      '/api/admin/reports/response-times?from=2026-01-05&to=2026-03-29&bucket=day',
      '/api/admin/reports/stock?from=2026-01-05&to=2026-03-29&bucket=day',
      '/api/admin/reports/hire?from=2026-01-05&to=2026-03-29&bucket=day',
      '/api/admin/reports/waitlist?from=2026-01-05&to=2026-03-29&bucket=day',
    ]);
    expect(firstReadsOf('/admin/reports', new URLSearchParams())[0]).toBe('/api/admin/reports/leads');
  });

  it('starts nothing for other screens', () => {
    expect(firstReadsOf('/admin/dashboard', new URLSearchParams('tab=inbox'))).toEqual([]);
  });
});
