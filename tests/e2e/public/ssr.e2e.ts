import { expect, test } from '../fixtures';
import { gotoHydrated, renderedHtml } from './listings-support';

test('an unknown route answers 404 with the not-found page, server-rendered', async ({
  empty,
  page,
  consoleProblems,
}) => {
  await page.goto(`${empty.url}/no-such-page`);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  // The same page without JavaScript: the status and the message come with the server's HTML.
  const raw = await renderedHtml(empty, '/no-such-page');
  expect(raw.status).toBe(404);
  expect(raw.body).toContain('404 Page Not Found');
  expect(consoleProblems).toEqual([]);
});

test("a page's own chunks are preloaded with its HTML, so hydration does not wait for the entry to ask", async ({
  empty,
  page,
  consoleProblems,
}) => {
  const preloaded = async (path: string) => {
    const { head } = await renderedHtml(empty, path);
    return [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"([^>]*)>/g)].map((m) => ({
      href: m[1],
      low: m[2].includes('fetchpriority="low"'),
    }));
  };
  // Every script comes after the hero image and the font: the entry's and the page's chunks are all asked
  // for at low priority (the page is complete without them).
  const route = (tags: { href: string; low: boolean }[]) => tags.filter((t) => t.low).map((t) => t.href);
  const home = route(await preloaded('/'));
  const cars = route(await preloaded('/cars'));
  expect(home.some((href) => /^\/assets\/home-page-[\w-]+\.js$/.test(href))).toBe(true);
  expect(cars.some((href) => /^\/assets\/cars-page-[\w-]+\.js$/.test(href))).toBe(true);
  expect(home.some((href) => href.includes('cars-page'))).toBe(false);
  expect([...home, ...cars].some((href) => /admin/.test(href))).toBe(false);
  for (const href of home) expect((await fetch(`${empty.url}${href}`)).status, href).toBe(200);

  // The browser uses the preloaded chunk rather than fetching the page's code a second time.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await gotoHydrated(page, `${empty.url}/`);
  const homeChunk = home.find((href) => href.includes('home-page'))!;
  expect(requested.filter((p) => p === homeChunk)).toHaveLength(1);
  expect(consoleProblems).toEqual([]);
});

test('a public page carries its styles in its HTML and asks for its scripts last; the admin links its stylesheet', async ({
  empty,
  page,
  consoleProblems,
}) => {
  const { head } = await renderedHtml(empty, '/services');
  expect(head).not.toContain('rel="stylesheet"');
  const style = head.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
  // The whole built stylesheet: the theme, the utilities and the font faces it points at.
  expect(style).toContain('--color-accent');
  expect(style).toMatch(/@font-face\{[^}]*url\(\/assets\/inter-latin-wght-normal-[\w-]+\.woff2\)/);
  // The preloaded font is the cut of its common characters (scripts/subset-font.mjs), declared last.
  const core = style.match(/url\((\/assets\/inter-latin-core-wght-[\w-]+\.woff2)\)/)?.[1];
  expect(head).toContain(`<link rel="preload" href="${core}" as="font" type="font/woff2" crossorigin>`);
  const faces = [...style.matchAll(/@font-face\{font-family:Inter Variable;[^}]*\}/g)].map((m) => m[0]);
  expect(faces.length).toBeGreaterThan(1);
  expect(faces.at(-1)).toContain(core);
  // The page's own chunks wait, inert in a template, until the first screen is painted; outside it the
  // head asks only for the small entry and its one dependency.
  const template = head.match(/<template id="page-chunks">([\s\S]*?)<\/template>/)?.[1] ?? '';
  expect(template).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/services-page-[\w-]+\.js"/);
  const outside = head.replace(template, '').match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(outside.length).toBeLessThanOrEqual(1);
  const entry = head.match(/<script type="module"[^>]*>/)?.[0] ?? '';
  expect(entry).toContain('fetchpriority="low"');
  for (const tag of head.match(/<link rel="modulepreload"[^>]*>/g) ?? [])
    expect(tag).toContain('fetchpriority="low"');

  // Styled before any script runs: the accent colour and the self-hosted font apply without JavaScript.
  const noScript = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(`${empty.url}/services`);
  expect(await bare.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Inter');
  // Its texts need that cut and no other face.
  const fonts = await bare.evaluate(async () => {
    await document.fonts.ready;
    return performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.woff2'));
  });
  expect(fonts.map((url) => new URL(url).pathname)).toEqual([core]);
  expect(await bare.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(10, 10, 10)');
  await noScript.close();

  const admin = await fetch(`${empty.url}/admin/login`);
  const adminHead = (await admin.text()).split('</head>')[0];
  const adminCss = [
    ...adminHead.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[\w-]+\.css)">/g),
  ];
  expect(adminCss).toHaveLength(1);
  expect(adminHead).not.toContain('<style>');
  // The public stylesheet leaves out what only the admin's screens use; the admin's has every rule of it.
  const adminStyle = await (await fetch(`${empty.url}${adminCss[0][1]}`)).text();
  expect(style.length).toBeLessThan(adminStyle.length * 0.9);
  const rules = style.match(/\.[\w-]+\{[^}]*\}/g) ?? [];
  expect(rules.length).toBeGreaterThan(200);
  for (const rule of rules) expect(adminStyle).toContain(rule);
  await gotoHydrated(page, `${empty.url}/services`);
  expect(consoleProblems).toEqual([]);
});

test('text with dollar signs reaches the server HTML as written', async ({
  empty,
  page,
  consoleProblems,
}) => {
  // "$$", "$&" and "$`" are patterns to String.replace; staff text containing them must not be rewritten.
  const text = 'Fees from $$5, $` and $& apply';
  const slug = `fees-${Date.now()}`;
  await empty.api('POST', '/api/admin/pages', { title: `Fees $$ ${slug}`, slug, body: text });
  const { head, body } = await renderedHtml(empty, `/pages/${slug}`);
  expect(head).toContain(`<title>Fees $$ ${slug}`);
  expect(body).toContain('Fees from $$5, $` and $&amp; apply');
  await gotoHydrated(page, `${empty.url}/pages/${slug}`);
  await expect(page.getByText(text)).toBeVisible();
  expect(consoleProblems).toEqual([]);
});
