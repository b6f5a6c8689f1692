import type { Page } from '@playwright/test';
import type { FinanceApplication } from '../../../src/shared/schemas/leads';
import { holdRequests } from '../browser';
import {
  expect,
  expectFailedRequests,
  expectNothingSent,
  gotoHydrated,
  leadAfterAlert,
  test,
  uniqueEmail,
} from './forms-support';
import { scrollToHydrated } from './listings-support';

const FINANCE = {
  list: 'finance-applications',
  success: "Finance application submitted! We'll contact you shortly.",
};
const FAILURE = 'Sorry, there was an error submitting your application. Please try again.';

const slider = (page: Page, label: string) => page.getByRole('slider', { name: label });
const monthly = (page: Page) => page.getByTestId('monthly-payment');
/** The value beside a term of the repayment summary. */
const summary = (page: Page, term: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: term }) })
    .getByRole('definition');
const submit = (page: Page) => page.getByRole('button', { name: 'Submit Application' });

/** The applicant's answers (besides the e-mail), as typed into the form and as stored. */
const APPLICANT = {
  fullName: 'Juan Manuel Fangio',
  phone: '0422 555 000',
  employmentStatus: 'company',
  annualIncome: '$350,000',
};

async function fillApplication(page: Page, email: string) {
  await page.getByLabel('Full name').fill(APPLICANT.fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill(APPLICANT.phone);
  await page.getByLabel('Employment status').selectOption(APPLICANT.employmentStatus);
  await page.getByLabel('Annual income').fill(APPLICANT.annualIncome);
}

test.describe('finance calculator', () => {
  test('starts from the SPEC defaults: 1,603.04 a month', async ({ empty, page }) => {
    await gotoHydrated(page, `${empty.url}/finance`);
    await expect(page.getByRole('heading', { level: 1, name: 'Finance Application' })).toBeVisible();
    await expect(monthly(page)).toHaveText('$1,603.04');
    await expect(summary(page, 'Amount financed')).toHaveText('$80,000');
    await expect(summary(page, 'Total payable')).toHaveText('$96,182');
    await expect(summary(page, 'Total interest')).toHaveText('$16,182');
    await expect(summary(page, 'Deposit')).toHaveText('$20,000');
    await expect(page.getByText('20% of price')).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Balloon payment' })).toHaveCount(0);
    await expect(page.getByText('Most applications processed within 24-48 hours')).toBeVisible();
    await expect(page.getByText(/terms 1-7 years/)).toBeVisible();

    const ranges: [string, string, string, string, string, string][] = [
      ['Vehicle price', '20000', '500000', '5000', '100000', '$100,000'],
      ['Deposit', '0', '100000', '1000', '20000', '$20,000 (20%)'],
      ['Loan term', '12', '84', '12', '60', '60 months (5 years)'],
      ['Interest rate', '3', '15', '0.1', '7.5', '7.5% p.a.'],
      ['Balloon payment', '0', '80000', '1000', '0', '$0 (0%)'],
    ];
    for (const [label, min, max, step, value, text] of ranges) {
      const input = slider(page, label);
      await expect(input, label).toHaveAttribute('type', 'range');
      await expect(input, label).toHaveAttribute('min', min);
      await expect(input, label).toHaveAttribute('max', max);
      await expect(input, label).toHaveAttribute('step', step);
      await expect(input, label).toHaveValue(value);
      await expect(input, label).toHaveAttribute('aria-valuetext', text);
      await expect(page.locator(`output[for="${await input.getAttribute('id')}"]`), label).toHaveText(text);
    }
  });

  test('its code is asked for only once the first screen has been painted', async ({ empty, page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, `${empty.url}/finance`);
    await expect(page.locator('[data-island="finance-calculator"]')).toHaveAttribute('data-hydrated', '');
    // The browser's own reports: when the first content was painted, and when each chunk was asked for.
    // The calculator is on a phone's first screen; its code (React's chunk with it) must not come before
    // that screen's paint, where it would share the phone's bandwidth with what the paint needs.
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      chunks: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(react|finance-calculator)-[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.chunks).toHaveLength(2);
    for (const start of timing.chunks) expect(start).toBeGreaterThanOrEqual(timing.paint);
  });

  test('recalculates live, shows the balloon, and reduces it when it no longer fits', async ({
    empty,
    page,
  }) => {
    await gotoHydrated(page, `${empty.url}/finance`);
    await slider(page, 'Balloon payment').fill('30000');
    // (80000 − 30000 / 1.00625^60) · 0.00625 / (1 − 1.00625^−60) = 1189.40
    await expect(monthly(page)).toHaveText('$1,189.40');
    await expect(summary(page, 'Balloon payment')).toHaveText('$30,000');
    await expect(page.getByText('30% of price')).toBeVisible();
    await expect(summary(page, 'Total payable')).toHaveText('$101,364');

    await slider(page, 'Balloon payment').fill('80000');
    await slider(page, 'Deposit').fill('50000');
    await expect(slider(page, 'Balloon payment')).toHaveValue('50000');
    await expect(slider(page, 'Balloon payment')).toHaveAttribute('max', '50000');
    await expect(summary(page, 'Balloon payment')).toHaveText('$50,000');

    await slider(page, 'Vehicle price').fill('80000');
    await expect(slider(page, 'Balloon payment')).toHaveValue('30000');
    await expect(slider(page, 'Deposit')).toHaveAttribute('max', '80000');

    // The price below the deposit clamps the deposit, and then there is nothing left to balloon.
    await slider(page, 'Vehicle price').fill('40000');
    await expect(slider(page, 'Deposit')).toHaveValue('40000');
    await expect(slider(page, 'Balloon payment')).toHaveValue('0');
    await expect(monthly(page)).toHaveText('$0.00');
    await expect(page.getByRole('term').filter({ hasText: 'Balloon payment' })).toHaveCount(0);

    await slider(page, 'Vehicle price').fill('100000');
    await slider(page, 'Deposit').fill('20000');
    await slider(page, 'Loan term').fill('12');
    await expect(page.locator('output').filter({ hasText: '12 months (1 year)' })).toBeVisible();
    await slider(page, 'Interest rate').fill('3');
    // 80000 · 0.0025 / (1 − 1.0025^−12) = 6775.50
    await expect(monthly(page)).toHaveText('$6,775.50');
  });
});

test.describe('finance application', () => {
  test('is stored as a lead and the visitor sees the SPEC alert', async ({ empty, page, alerts }) => {
    const email = uniqueEmail('fangio');
    await gotoHydrated(page, `${empty.url}/finance`);
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');
    await expect(page.getByLabel('Employment status').getByRole('option', { disabled: false })).toHaveText([
      'Company',
      'Personal',
    ]);
    await fillApplication(page, email);
    await submit(page).dblclick();
    const stored = await leadAfterAlert<FinanceApplication>(empty, FINANCE, alerts, email);
    expect(stored).toMatchObject({ ...APPLICANT, status: 'new' });
    await expect(page.getByLabel('Full name')).toHaveValue('');
    await expect(page.getByLabel('Employment status')).toHaveValue('');
  });

  test('requires all five fields', async ({ empty, page }) => {
    await expectNothingSent(page, async () => {
      await gotoHydrated(page, `${empty.url}/finance`);
      await submit(page).click();
      await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Required');
      await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');
      await expect(page.getByLabel('Phone')).toHaveAccessibleDescription('Required');
      await expect(page.getByLabel('Employment status')).toHaveAccessibleDescription(
        'Please select an option',
      );
      await expect(page.getByLabel('Annual income')).toHaveAccessibleDescription('Required');
      await expect(page.getByLabel('Full name')).toBeFocused();
    });
  });

  test("a failure alerts, keeps the data and reads 'Submitting...' while pending", async ({
    empty,
    page,
    alerts,
  }) => {
    expectFailedRequests();
    const release = await holdRequests(page, '**/api/finance-applications', 'abort');
    await gotoHydrated(page, `${empty.url}/finance`);
    // The form is an island that hydrates as it comes into view (decision 0020): a person reaches it first.
    await scrollToHydrated(page, 'finance-form');
    await fillApplication(page, 'keep@example.com');
    await submit(page).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    await expect.poll(() => alerts).toEqual([FAILURE]);
    await expect(page.getByLabel('Full name')).toHaveValue(APPLICANT.fullName);
    await expect(page.getByLabel('Employment status')).toHaveValue(APPLICANT.employmentStatus);
    await expect(submit(page)).toBeEnabled();
  });
});
