import { expect, test } from '../fixtures';

test('an unknown route answers 404 with the not-found page, server-rendered', async ({
  empty,
  page,
  consoleProblems,
}) => {
  const raw = await fetch(`${empty.url}/no-such-page`);
  expect(raw.status).toBe(404);
  expect(await raw.text()).toContain('404 Page Not Found');
  await page.goto(`${empty.url}/no-such-page`);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  expect(consoleProblems).toEqual([]);
});
