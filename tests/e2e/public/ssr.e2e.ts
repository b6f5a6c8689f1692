import { expect, siteTest as test } from '../fixtures';
import { gotoHydrated, renderedHtml } from './listings-support';

test('an unknown route answers 404 with the not-found page, server-rendered', async ({ empty, page }) => {
  await page.goto(`${empty.url}/no-such-page`);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  // The same page without JavaScript: the status and the message come with the server's HTML.
  const raw = await renderedHtml(empty, '/no-such-page');
  expect(raw.status).toBe(404);
  expect(raw.body).toContain('404 Page Not Found');
});

test('a page asks for one small script and no chunk up front; an island fetches its own code when wanted', async ({
  empty,
  page,
}) => {
  const { head } = await renderedHtml(empty, '/services');
  // The script's own two dependencies may be preloaded beside it, at low priority; no page or island chunk.
  const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)];
  expect(preloads.length).toBeLessThanOrEqual(2);
  for (const [tag, href] of preloads) {
    expect(href).toMatch(/^\/assets\/(page-script|preload-helper)-[\w-]+\.js$/);
    expect(tag).toContain('fetchpriority="low"');
  }
  expect(head.match(/<script type="module"[^>]*>/g)).toHaveLength(1);
  expect(head.match(/<script type="module"[^>]*>/)?.[0]).toContain('fetchpriority="low"');

  // /services has no island on its first screen beyond the bar's Menu: read, it runs nothing but the script.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${empty.url}/services`, { waitUntil: 'networkidle' });
  expect(scripts.length).toBeLessThanOrEqual(3);
  for (const path of scripts)
    expect(path).toMatch(/^\/assets\/(index|page-script|preload-helper)-[\w-]+\.js$/);
  // Reaching for the menu brings React and the menu's island, which then opens.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(scripts.some((path) => /^\/assets\/react-[\w-]+\.js$/.test(path))).toBe(true);
  expect(scripts.some((path) => /^\/assets\/top-bar-[\w-]+\.js$/.test(path))).toBe(true);
  expect(scripts.some((path) => /-page-[\w-]+\.js$/.test(path))).toBe(false);
});

test('a public page carries the styles its first screen uses in its HTML, the whole stylesheet at the fold; the admin links its own', async ({
  empty,
  page,
}) => {
  const { head, body } = await renderedHtml(empty, '/services');
  const style = head.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
  // The base, the font faces and the utilities this page's HTML uses (decision 0020), the theme's values
  // written in the rules themselves (the accent colour; decision 0029).
  expect(style).toMatch(/\{color:#c9a96e\}/);
  expect(style).not.toContain('@property');
  // The preloaded font is the cut of its common characters (scripts/subset-font.mjs), declared last; another
  // face comes only for a character outside it on the first screen (lib/page-css.test.ts), and the whole
  // file declares them all.
  const core = style.match(/url\((\/assets\/inter-latin-core-wght-[\w-]+\.woff2)\)/)?.[1];
  expect(head).toContain(`<link rel="preload" href="${core}" as="font" type="font/woff2" crossorigin>`);
  const faces = [...style.matchAll(/@font-face\{font-family:Inter Variable;[^}]*\}/g)].map((m) => m[0]);
  expect(faces.at(-1)).toContain(core);
  // The whole stylesheet is linked in the body where the first screen ends (before the footer): what comes
  // before it paints with the inlined rules, what follows waits for the file. It is in the page once.
  const whole = body.match(/<link rel="stylesheet" href="(\/assets\/index-[\w-]+\.css)" id="site-css">/);
  expect(whole).not.toBeNull();
  expect(head).not.toContain('id="site-css"');
  expect(body.split('id="site-css"')).toHaveLength(2);
  expect(body.slice(body.indexOf('id="site-css"'))).toContain('<footer');
  expect(body.slice(0, body.indexOf('id="site-css"'))).not.toContain('<footer');
  expect(body).not.toContain('data-fold');
  const wholeCss = await (await fetch(`${empty.url}${whole![1]}`)).text();
  expect(wholeCss).toMatch(/@font-face\{[^}]*url\(\/assets\/inter-latin-wght-normal-[\w-]+\.woff2\)/);
  expect(style.length).toBeLessThan(wholeCss.length * 0.6);
  // What the page inlines is the whole file's rules, in its order: a utility the page's HTML uses is there,
  // one it does not use (the admin's and the dialogs') is not. The file names each utility by Tailwind's
  // name and by a short alias (decision 0029); the page's HTML and its inlined rules use the alias only.
  const upper = /\.uppercase,\.([A-Z][\w-]*)\{text-transform:uppercase\}/.exec(wholeCss)?.[1];
  expect(upper).toBeTruthy();
  expect(style).toContain(`.${upper}{text-transform:uppercase}`);
  expect(style).not.toMatch(/\.uppercase\{/);
  expect(body).toMatch(new RegExp(`class="([^"]* )?${upper}( [^"]*)?"`));
  expect(body).not.toMatch(/class="([^"]* )?uppercase( [^"]*)?"/);
  expect(wholeCss).toMatch(/\.data-\\\[state\\=open\\\]/);
  expect(style).not.toMatch(/\.data-\\\[state\\=open\\\]/);
  // The footer's own background is below the fold: in the file, not inlined.
  expect(wholeCss).toContain('.bg-\\[radial-gradient\\(120\\%_140\\%');
  expect(style).not.toContain('.bg-\\[radial-gradient\\(120\\%_140\\%');

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

  // With JavaScript, the first island waits for the whole stylesheet before it draws.
  await page.goto(`${empty.url}/services`);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await page.locator('#site-css').getAttribute('media')).toBe('all');

  const admin = await fetch(`${empty.url}/admin/login`);
  const adminHead = (await admin.text()).split('</head>')[0];
  expect([
    ...adminHead.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[\w-]+\.css)">/g),
  ]).toHaveLength(1);
  expect(adminHead).not.toContain('<style>');
});

test('text with dollar signs reaches the server HTML as written', async ({ empty, page }) => {
  // "$$", "$&" and "$`" are patterns to String.replace; staff text containing them must not be rewritten.
  const text = 'Fees from $$5, $` and $& apply';
  const slug = `fees-${Date.now()}`;
  await empty.api('POST', '/api/admin/pages', { title: `Fees $$ ${slug}`, slug, body: text });
  const { head, body } = await renderedHtml(empty, `/pages/${slug}`);
  expect(head).toContain(`<title>Fees $$ ${slug}`);
  expect(body).toContain('Fees from $$5, $` and $&amp; apply');
  await gotoHydrated(page, `${empty.url}/pages/${slug}`);
  await expect(page.getByText(text)).toBeVisible();
});
