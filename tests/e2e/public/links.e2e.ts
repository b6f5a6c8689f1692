import { expect, test } from '../fixtures';

/** What a page's raw HTML links to: pages (`<a href>`) and the files it loads (styles, scripts, images, icons). */
function linksOf(html: string) {
  const pages: string[] = [];
  const files: string[] = [];
  const decode = (value: string) =>
    value.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
  for (const [tag, name] of html.matchAll(/<(a|link|img|script|source)\b[^>]*>/g)) {
    const attr = (key: string) => new RegExp(`\\s${key}="([^"]*)"`).exec(tag)?.[1];
    const href = attr('href');
    if (name === 'a' && href !== undefined) pages.push(decode(href));
    else if (name === 'link' && href !== undefined) files.push(decode(href));
    const src = attr('src');
    if (src) files.push(decode(src));
    for (const candidate of (attr('srcset') ?? '').split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) files.push(decode(url));
    }
  }
  return { pages, files };
}

/** The path and query of a link on this site, or null for another site, a fragment, mail, phone or data. */
function ownPath(link: string, base: string, from: string) {
  if (/^(#|mailto:|tel:|sms:|data:|javascript:)/i.test(link)) return null;
  const url = new URL(link, `${base}${from}`);
  return url.origin === base ? `${url.pathname}${url.search}` : null;
}

// A site run for years gathers links; one renamed route or a deleted photo must not leave a dead end.
test('every link and file on the public site answers, as a crawler without JavaScript finds them', async ({
  seeded,
}) => {
  test.setTimeout(180_000);
  const pages = new Map<string, string[]>([['/', []]]);
  const files = new Map<string, string>();
  const queue = ['/'];
  // What the sitemap promises search engines is crawled too, with the photos it names.
  const sitemap = await (await fetch(`${seeded.url}/sitemap.xml`)).text();
  for (const [, loc] of sitemap.matchAll(/<(?:loc|image:loc)>([^<]+)<\//g)) {
    const target = ownPath(loc.replaceAll('&amp;', '&'), seeded.url, '/');
    if (target === null || pages.has(target) || files.has(target)) continue;
    if (/\.(avif|webp|jpe?g|png)$/.test(target)) files.set(target, '/sitemap.xml');
    else {
      pages.set(target, ['/sitemap.xml']);
      queue.push(target);
    }
  }
  const problems: string[] = [];
  while (queue.length > 0 && pages.size <= 400) {
    const path = queue.shift() as string;
    const res = await fetch(`${seeded.url}${path}`, { redirect: 'manual' });
    const linkedFrom = pages.get(path)?.slice(0, 2).join(', ') || 'the start';
    if (res.status >= 300 && res.status < 400) {
      // A redirect (an old address kept alive) must lead somewhere that answers.
      const target = ownPath(res.headers.get('location') ?? '', seeded.url, path);
      if (target && !pages.has(target)) {
        pages.set(target, [path]);
        queue.push(target);
      }
      continue;
    }
    if (res.status !== 200) {
      problems.push(`${path} answers ${res.status} (linked from ${linkedFrom})`);
      continue;
    }
    // The admin is a screen of its own (it needs JavaScript); its links are not the public site's.
    if (!res.headers.get('content-type')?.startsWith('text/html') || path.startsWith('/admin')) continue;
    const links = linksOf(await res.text());
    for (const link of links.pages) {
      const target = ownPath(link, seeded.url, path);
      if (target === null) continue;
      if (!pages.has(target)) queue.push(target);
      pages.set(target, [...(pages.get(target) ?? []), path]);
    }
    for (const link of links.files) {
      const target = ownPath(link, seeded.url, path);
      if (target !== null && !files.has(target)) files.set(target, path);
    }
  }
  expect(queue, 'the crawl reached its end').toEqual([]);
  for (const [file, page] of files) {
    const res = await fetch(`${seeded.url}${file}`);
    await res.arrayBuffer();
    if (res.status !== 200) problems.push(`${file} answers ${res.status} (on ${page})`);
  }
  expect(problems).toEqual([]);
  // The demo site's pages: home, listings, every car, hire car and service, the forms and the legal pages.
  expect(pages.size).toBeGreaterThan(40);
  expect([...pages.keys()].filter((p) => p.startsWith('/cars/')).length).toBeGreaterThan(5);
  expect([...files.keys()].some((f) => /\.(avif|webp|jpe?g|png)$/.test(f))).toBe(true);
});
