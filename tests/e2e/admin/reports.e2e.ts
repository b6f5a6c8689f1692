import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { sourceLabel } from '../../../src/shared/schemas/attribution';
import type { Car } from '../../../src/shared/schemas/car';
import { type LeadReport, NO_SOURCE, OTHER_SOURCES } from '../../../src/shared/schemas/reports';
import { buildCar } from '../../factories/cars';
import { buildContact, buildFinanceApplication } from '../../factories/leads';
import { expectNoAxeViolations } from '../browser';
import { test } from '../fixtures';
import { REPORT_CHART_TITLES } from './report-titles';
import { expect, loginAs, screenshots } from './screens-support';

/** Downloads a chart's CSV by its button, checks the file's name, and returns its lines. */
async function downloadCsv(figure: Locator, title: string, fileBase: string) {
  const [download] = await Promise.all([
    figure.page().waitForEvent('download'),
    figure.getByRole('button', { name: `Download CSV: ${title}` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${fileBase}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  return (await readFile(await download.path())).toString('utf8').trim().split(/\r?\n/);
}

test('the Reports screen draws every report with its table and CSV, reached from the Overview', async ({
  empty: server,
  page,
  consoleProblems,
}) => {
  // Nine charts drawn twice (per week, per day) and an axe scan: longer than one screen's test.
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  // The worker's server may hold other tests' leads: what this test sends is counted on top of them.
  const before = await server.api<LeadReport>('GET', '/api/admin/reports/leads');
  const thisWeek = before.rows.at(-1);
  const had = (series: string) => Number(thisWeek?.values[series] ?? 0);
  // The enquiries came from a campaign of this run's own (issue 30), the finance application directly.
  const source = `rep${stamp}`;
  for (const n of [1, 2, 3])
    await server.api(
      'POST',
      '/api/contact-submissions',
      buildContact({ email: `r${n}-${stamp}@example.com`, attribution: { last: { utm_source: source } } }),
    );
  await server.api(
    'POST',
    '/api/finance-applications',
    buildFinanceApplication({ email: `f-${stamp}@example.com` }),
  );
  const car = await server.api<Car>(
    'POST',
    '/api/admin/cars',
    buildCar({ make: 'Bentley', model: 'Continental GT', price: 420_000 }),
  );
  await server.api('PATCH', `/api/admin/cars/${car.id}`, { price: 399_000 });

  await loginAs(page, server);
  await page.goto(`${server.url}/admin`);
  const aged = page.getByRole('region', { name: 'Aged stock' });
  await expect(aged.getByRole('link', { name: /cars? over 60 days/ })).toBeVisible();
  await page.getByRole('link', { name: /^Reports/ }).click();
  await expect(page).toHaveURL(`${server.url}/admin/reports`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  for (const title of REPORT_CHART_TITLES)
    await expect(page.getByRole('figure', { name: title })).toBeVisible();
  // Every chart is a picture with a sentence for screen readers; it has drawn its SVG.
  const leads = page.getByRole('figure', { name: 'Leads per week by kind' });
  await expect(leads.getByRole('img', { name: new RegExp(`^${before.total + 4} leads from`) })).toBeVisible();
  await expect(leads.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await expect(leads.locator('.recharts-bar-rectangle').first()).toBeVisible();

  // The table alternative, by keyboard: this week's row counts the leads sent above.
  const showTable = leads.getByRole('button', { name: 'Show table' });
  await showTable.focus();
  await page.keyboard.press('Enter');
  await expect(leads.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  const table = leads.getByRole('table', { name: 'Leads per week by kind' });
  const lastRow = table.getByRole('row').last();
  const counts = before.series.map(
    (series) => had(series) + (series === 'contact' ? 3 : series === 'finance' ? 1 : 0),
  );
  await expect(lastRow.getByRole('cell')).toHaveText([
    /to/,
    ...counts.map(String),
    String(counts.reduce((a, b) => a + b, 0)),
  ]);
  await expect(table.getByRole('row')).toHaveCount(13);

  // The CSV is exactly the table.
  const csv = await downloadCsv(leads, 'Leads per week by kind', 'leads-by-kind');
  expect(csv).toHaveLength(13);
  expect(csv[0]).toBe(
    'Week (Sydney),Contact enquiry,Sell / consign,Acquisition request,Finance application,Subscriber,Total',
  );
  expect(csv.at(-1)).toMatch(new RegExp(`,${counts.join(',')},${counts.reduce((a, b) => a + b, 0)}$`));

  // By source: the switch keeps `by=source` in the address, and the table and CSV are what is drawn.
  const bySource = await server.api<LeadReport>('GET', '/api/admin/reports/leads?by=source');
  expect(bySource.total).toBe(before.total + 4);
  const sourceNames = bySource.series.map((s) =>
    s === OTHER_SOURCES ? 'Other sources' : sourceLabel(s === NO_SOURCE ? null : s),
  );
  const sourceCounts = bySource.series.map((s) => bySource.rows.at(-1)?.values[s] ?? 0);
  // This run's source is drawn as its own series, with exactly its three enquiries this week.
  expect(sourceCounts[bySource.series.indexOf(source)]).toBe(3);
  await leads
    .getByRole('group', { name: 'Split leads by' })
    .getByRole('button', { name: 'By source' })
    .click();
  await expect(page).toHaveURL(/[?&]by=source/);
  const sources = page.getByRole('figure', { name: 'Leads per week by source' });
  await expect(sources.getByRole('button', { name: 'By source', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(sources.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await sources.getByRole('button', { name: 'Show table' }).click();
  const sourceTable = sources.getByRole('table', { name: 'Leads per week by source' });
  await expect(sourceTable.getByRole('columnheader')).toHaveText(['Week (Sydney)', ...sourceNames, 'Total']);
  await expect(sourceTable.getByRole('row').last().getByRole('cell')).toHaveText([
    /to/,
    ...sourceCounts.map(String),
    String(sourceCounts.reduce((a, b) => a + b, 0)),
  ]);
  const sourceCsv = await downloadCsv(sources, 'Leads per week by source', 'leads-by-source');
  expect(sourceCsv).toHaveLength(13);
  expect(sourceCsv[0]).toBe(['Week (Sydney)', ...sourceNames, 'Total'].join(','));
  expect(sourceCsv.at(-1)).toMatch(
    new RegExp(`,${sourceCounts.join(',')},${sourceCounts.reduce((a, b) => a + b, 0)}$`),
  );
  await page.reload();
  await expect(page.getByRole('figure', { name: 'Leads per week by source' })).toBeVisible();
  await page.getByRole('button', { name: 'By kind', exact: true }).click();
  await expect(page).not.toHaveURL(/by=source/);
  await expect(page.getByRole('figure', { name: 'Leads per week by kind' })).toBeVisible();

  // The price change shows in the stock section, with who made it.
  // Other tests on this worker's server change prices too: this car's change is the one from $420,000.
  const change = page.getByRole('listitem').filter({ hasText: '$420,000 →' }).first();
  await expect(change).toBeVisible();
  await expect(change).toContainText('Continental GT');
  await expect(change).toContainText('admin');

  // Per day over a chosen range: the address keeps it.
  await page.getByRole('combobox', { name: 'Per' }).selectOption('day');
  await expect(page).toHaveURL(/bucket=day/);
  await expect(page.getByRole('figure', { name: 'Leads per day by kind' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Per' }).selectOption('week');

  await expectNoAxeViolations(page);
  await screenshots(page, 'admin-reports');
  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole('region', { name: 'Aged stock' })).toBeVisible();
  await screenshots(page, 'admin-overview-aged-stock');
  expect(consoleProblems).toEqual([]);
});

test('opened by its address, the Reports screen asks for each report once, before the admin has started', async ({
  empty: server,
  page,
  consoleProblems,
}) => {
  await loginAs(page, server);
  const reports: { path: string; at: number }[] = [];
  const session: number[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/admin/reports/')) reports.push({ path: pathname + search, at: Date.now() });
    // The admin's own first call, once its code runs: who is signed in.
    if (pathname === '/api/auth/me') session.push(Date.now());
  });
  await page.goto(`${server.url}/admin/reports?bucket=day&by=source`);
  for (const title of REPORT_CHART_TITLES.map((t) =>
    t.replace('per week', 'per day').replace('by kind', 'by source'),
  ))
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(page.locator('.recharts-wrapper > svg.recharts-surface')).toHaveCount(
    REPORT_CHART_TITLES.length,
  );
  // Started by the page's script (admin/early-reads.ts) and claimed by the screen: no report twice.
  expect(reports.map((r) => r.path).sort()).toEqual(
    [
      '/api/admin/reports/hire?bucket=day',
      '/api/admin/reports/leads?bucket=day&by=source',
      '/api/admin/reports/response-times?bucket=day',
      '/api/admin/reports/stock?bucket=day',
      '/api/admin/reports/waitlist?bucket=day',
    ].sort(),
  );
  // Asked for before the admin's code had run.
  expect(session.length).toBeGreaterThan(0);
  for (const report of reports) expect(report.at).toBeLessThanOrEqual(session[0]);
  expect(consoleProblems).toEqual([]);
});

test('a range with nothing in it says so over each chart instead of an empty grid', async ({
  empty: server,
  page,
  consoleProblems,
}) => {
  await loginAs(page, server);
  // Years before the dealer's first lead, sale or booking: every count of the range is zero.
  await page.goto(`${server.url}/admin/reports?from=2020-01-06&to=2020-03-01`);
  const chart = (title: string) => page.getByRole('figure', { name: title });
  await expect(chart('Leads per week by kind').getByText('No leads in this range.')).toBeVisible();
  await expect(chart('First response time').getByText('No leads answered in this range.')).toBeVisible();
  await expect(chart('Cars sold per week').getByText('No cars sold in this range.')).toBeVisible();
  await expect(chart('Price changes per week').getByText('No price changes in this range.')).toBeVisible();
  await expect(
    chart('Confirmed bookings per week').getByText('No hire bookings confirmed in this range.'),
  ).toBeVisible();
  await expect(
    chart('Waitlist and alerts per week').getByText('No requests, matches or subscriptions in this range.'),
  ).toBeVisible();
  // The charts are still drawn (axes and grid), with the line over them.
  await expect(page.locator('.recharts-wrapper > svg.recharts-surface')).toHaveCount(
    REPORT_CHART_TITLES.length,
  );
  await screenshots(page, 'admin-reports-empty-range');
  expect(consoleProblems).toEqual([]);
});
