import { expectNoAxeViolations, holdRequests } from '../browser';
import { ADMIN, expect, test } from '../fixtures';

test.describe('admin login', () => {
  test('both fields are required', async ({ seeded, page }) => {
    await page.goto(`${seeded.url}/admin/login`);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Username').fill('admin');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username is required')).toBeHidden();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("a refused login shows 'Logging in...' and then the server's message in a red alert", async ({
    seeded,
    page,
  }) => {
    await page.goto(`${seeded.url}/admin/login`);
    // Hold the answer back a moment so the pending state can be seen.
    const release = await holdRequests(page, '**/api/auth/login');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill('not-the-password');
    const answer = page.waitForResponse('**/api/auth/login');
    await page.getByRole('button', { name: 'Login' }).click();
    const pending = page.getByRole('button', { name: 'Logging in...' });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    release();
    const response = await answer;
    expect(response.status()).toBe(401);
    const { message } = (await response.json()) as { message: string };
    const alert = page.getByRole('alert').filter({ hasText: message });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveText(message);
    await expect(alert).toHaveClass(/red/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("without a server message the alert says 'Login failed'", async ({ seeded, page }) => {
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
    await page.goto(`${seeded.url}/admin/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('whatever');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed');
  });

  test('a successful login opens the dashboard with the welcome line', async ({ seeded, page }) => {
    await page.goto(`${seeded.url}/admin/login`);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`${seeded.url}/admin`);
    await expect(page.getByText(`Welcome, ${ADMIN.username}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('admin_token'))).toBeTruthy();
  });

  test('logout revokes the token and goes to /admin/login', async ({ seeded, page }) => {
    await page.goto(`${seeded.url}/admin/login`);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(`Welcome, ${ADMIN.username}`)).toBeVisible();
    const token = await page.evaluate(() => window.localStorage.getItem('admin_token'));
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${seeded.url}/admin/login`);
    expect(await page.evaluate(() => window.localStorage.getItem('admin_token'))).toBeNull();
    const me = await fetch(`${seeded.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);

    // Back to the dashboard without a token: the login screen again.
    await page.goto(`${seeded.url}/admin`);
    await expect(page).toHaveURL(`${seeded.url}/admin/login`);
  });

  test('admin screens redirect to /admin/login without a user; the media screen with a full page load', async ({
    seeded,
    page,
  }) => {
    for (const path of ['/admin', '/admin/dashboard', '/admin/cars', '/admin/settings']) {
      await page.goto(`${seeded.url}${path}`);
      await expect(page).toHaveURL(`${seeded.url}/admin/login`);
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    }
    const documentLoad = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/admin/login',
    );
    await page.goto(`${seeded.url}/admin/media`);
    await documentLoad;
    await expect(page).toHaveURL(`${seeded.url}/admin/login`);
  });

  test('an invalid stored token is removed silently', async ({ seeded, page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${seeded.url}/admin/login`);
    await page.evaluate(() => window.localStorage.setItem('admin_token', 'no-longer-valid'));
    await page.goto(`${seeded.url}/admin`);
    await expect(page).toHaveURL(`${seeded.url}/admin/login`);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('admin_token'))).toBeNull();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('the login screen is not indexed and has no accessibility violations', async ({ seeded, page }) => {
    const response = await page.goto(`${seeded.url}/admin/login`);
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);
  });
});
