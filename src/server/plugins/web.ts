import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RenderResult } from '../../client/entry-server';
import type { FormOutcome } from '../../shared/form-outcome';
import type { Db } from '../db/client';
import { adminScreenModules } from '../lib/admin-screens';
import { CLASS_ALIASES_FILE, type ClassAliasesFile } from '../lib/class-aliases';
import { createPageStyles } from '../lib/page-css';
import { type PublicRead, readInProcess, type SitemapVehicle } from '../lib/public-reads';
import { renderHead } from '../lib/render-head';
import { createRoutePreloads, type Manifest } from '../lib/route-preloads';
import { isPersonalPath } from './cache';
import { type FormPage, registerFormPages } from './form-pages';
import { registerSeoRoutes } from './seo';

type RenderFn = (
  url: string,
  origin: string,
  fetcher: (path: string) => Promise<unknown>,
  outcome?: FormOutcome | null,
) => Promise<RenderResult>;

const escapeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">\s*/g;

/**
 * A public page carries the part of the stylesheet its first screen uses in its HTML (issue 33,
 * lib/page-css.ts): on a phone a separate file costs a connection and a round trip before anything can
 * paint. The whole file follows in the body, where the first screen ends, and stays cached for the visit.
 * The page's classes are written as the short aliases the build planned (lib/class-aliases.ts), and its
 * inlined rules with them. The admin keeps the file as it is.
 */
function siteStylesheet(html: string, clientDir: string) {
  const planned = existsSync(path.join(clientDir, CLASS_ALIASES_FILE))
    ? (JSON.parse(readFileSync(path.join(clientDir, CLASS_ALIASES_FILE), 'utf8')) as ClassAliasesFile)
    : undefined;
  let css = '';
  let href = '';
  let aliases = new Map<string, string>();
  const template = html.replace(STYLESHEET, (_, file: string) => {
    if (planned?.stylesheet === file) {
      css += planned.original;
      aliases = new Map(planned.aliases);
    } else css += readFileSync(path.join(clientDir, file), 'utf8');
    href = `/${file}`;
    return '';
  });
  return { template, split: createPageStyles(css, href, aliases) };
}

/**
 * The page is complete without its scripts (they hydrate what the server rendered), so they load at low
 * priority: on a slow connection the hero image and the font go first and the page is seen sooner.
 */
const lowPriorityScripts = (html: string) =>
  html
    .replace(
      /<script type="module" crossorigin src=/g,
      '<script type="module" crossorigin fetchpriority="low" src=',
    )
    .replace(
      /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
      '<link rel="modulepreload" crossorigin href="$1" fetchpriority="low">',
    );

/**
 * The built page template without what only its readers need: comments (but the `<!--app-…-->` slots) and
 * the indentation between its tags, which every page would otherwise carry.
 */
const compactTemplate = (html: string) =>
  html.replace(/<!--(?!app-)[\s\S]*?-->/g, '').replace(/>\s+</g, '><');

type PageParts = { head: string; headEnd: string; html: string; state: string };
/** A page template cut at its slots, in document order: <!--app-head-->, </head>, <!--app-html-->, <!--app-state-->. */
const cuts = new Map<string, string[]>();
function cutTemplate(html: string): string[] {
  const pieces: string[] = [];
  let rest = html;
  for (const slot of ['<!--app-head-->', '</head>', '<!--app-html-->', '<!--app-state-->']) {
    const at = rest.indexOf(slot);
    if (at < 0) throw new Error(`The page template has no ${slot}`);
    pieces.push(rest.slice(0, at));
    // </head> stays in the page; the other slots are replaced.
    rest = slot === '</head>' ? rest.slice(at) : rest.slice(at + slot.length);
  }
  pieces.push(rest);
  return pieces;
}

/**
 * The page around a render. The template is cut at its slots once and each page joins the pieces: four
 * searches and copies of a 170 KB page (its stylesheet is inline) cost about a millisecond of the first
 * render after a save (issue 18). Slots are found in the template, never in what fills them, so staff-written
 * text cannot be mistaken for one, and "$&" in it is not a replacement pattern.
 */
function fillPage(template: string, parts: PageParts) {
  let pieces = cuts.get(template);
  if (!pieces) {
    // Development transforms the template per request: keep the map from growing.
    if (cuts.size > 8) cuts.clear();
    pieces = cutTemplate(template);
    cuts.set(template, pieces);
  }
  const [beforeHead, beforeHeadEnd, beforeHtml, beforeState, end] = pieces;
  return (
    beforeHead +
    parts.head +
    beforeHeadEnd +
    parts.headEnd +
    beforeHtml +
    parts.html +
    beforeState +
    parts.state +
    end
  );
}

export type WebAppOptions = {
  /** The API reads the render makes without a request (the modules' own, handed over by app.ts). */
  publicReads: readonly PublicRead[];
  /** Pages whose form posts back to them without JavaScript (the modules' own, handed over by app.ts). */
  formPages?: readonly FormPage[];
  /** Every car as the sitemap lists it, read without the full listing (the cars module's own). */
  sitemapCars?: (db: Db) => Promise<SitemapVehicle[]>;
};

/**
 * Static files (built assets; uploads are plugins/uploads.ts), the admin shell, and the server render of every public page.
 * In development Vite serves and transforms the client instead of the build.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  const dev = app.env.NODE_ENV === 'development';
  /** The page around a render: the public site's, or the admin's (which keeps its stylesheet a file). */
  let template: (kind: 'site' | 'admin') => Promise<string>;
  let loadRender: () => Promise<RenderFn>;
  // Vite's development server serves each source file as it is imported; there are no chunks to preload.
  let routePreloads: ReturnType<typeof createRoutePreloads> = () => '';
  // Development: Vite injects the stylesheet itself.
  let pageStyles: (pageHtml: string) => { styles: string; html: string } = (html) => ({ styles: '', html });

  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    await app.register((await import('@fastify/middie')).default);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    const raw = () => readFileSync(path.resolve('index.html'), 'utf8');
    template = () => vite.transformIndexHtml('/', raw());
    loadRender = async () => (await vite.ssrLoadModule('/src/client/entry-server.tsx')).render as RenderFn;
  } else {
    const clientDir = path.join(app.env.DIST_DIR, 'client');
    const serverEntry = path.join(app.env.DIST_DIR, 'server', 'entry-server.js');
    if (!existsSync(serverEntry))
      throw new Error(`No client build in ${app.env.DIST_DIR}: run "npm run build" first`);
    await app.register(fastifyStatic, {
      root: path.join(clientDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      // The build writes .br and .gz beside each asset.
      preCompressed: true,
    });
    // The font's common characters (site-theme.css, scripts/subset-font.mjs) are needed by every page:
    // preloading them lets them arrive with the stylesheet instead of after it.
    const font = readdirSync(path.join(clientDir, 'assets')).find((f) =>
      /^inter-latin-core-wght-.*\.woff2$/.test(f),
    );
    const fontPreload = font
      ? `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>`
      : '';
    const html = compactTemplate(readFileSync(path.join(clientDir, 'index.html'), 'utf8')).replace(
      '<!--app-head-->',
      `${fontPreload}<!--app-head-->`,
    );
    const site = siteStylesheet(lowPriorityScripts(html), clientDir);
    pageStyles = site.split;
    // The admin's complete stylesheet comes with its layout's chunk (adminModules below); the public one, a
    // subset of it, would only be loaded and overridden.
    const adminHtml = html.replace(STYLESHEET, '');
    template = async (kind) => (kind === 'site' ? site.template : adminHtml);
    const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
    routePreloads = createRoutePreloads(manifest as Manifest);
    const mod = (await import(serverEntry)) as { render: RenderFn };
    loadRender = async () => mod.render;
  }

  // Public pages read their data in-process, as the same answers (and caches) a browser would get. What the
  // cache already holds is read from it directly: most of a page's reads after a save are answers the save
  // did not change. The car reads a save does change are the routes' own service calls; any other read goes
  // through Fastify (issue 18: the first visitor after a save).
  const fetcher = async (apiPath: string) => {
    const cached = app.publicCache.read(apiPath);
    if (cached !== undefined) return JSON.parse(cached);
    const version = app.contentVersion.current;
    // A read that fails goes through Fastify after all, for the very status and logging a client would get.
    const body = await readInProcess(options.publicReads, app.db, apiPath).catch(() => undefined);
    if (body !== undefined) {
      app.publicCache.storeRead(apiPath, body, version);
      return JSON.parse(body);
    }
    const res = await app.inject({ method: 'GET', url: apiPath });
    if (res.statusCode >= 400) throw new Error(`${res.statusCode}: ${res.body}`);
    return res.json();
  };

  registerSeoRoutes(app, fetcher, options.sitemapCars);

  // The screen's first reads start from a small chunk that runs as soon as it arrives (admin/early-reads.ts),
  // before the entry and the admin's code: these wait for the document and thirty modules.
  const EARLY_READS = 'admin/early-reads.ts';
  /**
   * The admin is rendered in the browser, so nothing tells the browser its chunks until the entry has run
   * and the router has matched: the shell names the layout's and the screen's chunks up front instead.
   */
  const adminModules = (url: string) => [EARLY_READS, 'admin/admin-app.tsx', ...adminScreenModules(url)];

  const sendShell = async (reply: FastifyReply, url: string) => {
    const page = (await template('admin'))
      .replace('</head>', () => `${routePreloads(adminModules(url), { run: [EARLY_READS] })}</head>`)
      .replace('<!--app-head-->', '<title>Admin</title><meta name="robots" content="noindex, nofollow">')
      .replace('<!--app-html-->', '')
      .replace('<!--app-state-->', '');
    return reply
      .header('x-robots-tag', 'noindex, nofollow')
      .header('cache-control', 'no-store')
      .type('text/html')
      .send(page);
  };

  app.get('/*', async (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url === '/api') {
      return reply.status(404).send({ message: `Route GET ${url.split('?')[0]} not found` });
    }
    if (url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?'))
      return sendShell(reply, url);
    const personal = isPersonalPath(url);
    reply.header('cache-control', personal ? 'no-store' : 'no-cache');
    if (personal) reply.header('x-robots-tag', 'noindex, nofollow');
    const cached = personal ? undefined : app.publicCache.lookup(request);
    if (cached) return app.publicCache.send(request, reply, cached);
    const result = await renderPage(url, fetcher);
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    // Rendered pages are cached per content version like the API; development always renders fresh code.
    if (dev || personal) return reply.status(result.status).type('text/html').send(result.page);
    const entry = app.publicCache.store(request, result.page, 'text/html; charset=utf-8', result.status);
    return app.publicCache.send(request, reply, entry);
  });

  const renderPage = async (url: string, fetch: typeof fetcher, outcome: FormOutcome | null = null) => {
    const result = await (await loadRender())(url, app.env.PUBLIC_URL, fetch, outcome);
    if (result.kind === 'redirect') return result;
    // No page chunk is preloaded: the browser runs only the islands, each fetched when wanted (decision 0020).
    const { styles, html } = pageStyles(result.html);
    const page = fillPage(await template('site'), {
      head: renderHead(result.head, result.state) + styles,
      headEnd: '',
      html,
      state: `<script type="application/json" id="__ssr_state">${escapeJson(result.state)}</script>`,
    });
    return { kind: 'page' as const, status: result.status, page };
  };

  await registerFormPages(app, options.formPages ?? [], async (url, outcome) => {
    const result = await renderPage(url, fetcher, outcome);
    if (result.kind === 'redirect') throw new Error(`The form page ${url} redirects to ${result.location}`);
    return result.page;
  });

  /**
   * A freshly started server renders its first pages up to two or three times slower than one that has
   * rendered for a while: V8 has not yet compiled the render's code (its components, the car reads, the
   * page's assembly) with its optimising compiler. Staff save soon after a deploy as at any other time, so
   * once listening the server renders its busiest pages a few times in the background, reading the cars from
   * the database as the first render after a save does, and yielding to requests between renders (issue 18:
   * the first visitor after a save; about half a second of one core at start). No page and no car answer is
   * cached by it; the other answers a page reads are, as the first visitor's request would have them.
   */
  const warmFetcher = async (apiPath: string) => {
    const body = await readInProcess(options.publicReads, app.db, apiPath);
    return body === undefined ? fetcher(apiPath) : JSON.parse(body);
  };
  const warmUp = async () => {
    for (let round = 0; round < WARM_ROUNDS; round++)
      for (const url of WARM_PAGES) {
        await new Promise((resolve) => setImmediate(resolve));
        if (!app.server.listening) return;
        await renderPage(url, warmFetcher);
      }
  };
  if (app.env.NODE_ENV === 'production')
    app.addHook('onListen', () => {
      warmUp().catch((err: unknown) => {
        // A server stopped while warming is no failure.
        if (app.server.listening) app.log.warn({ err }, 'could not warm the page render');
      });
    });
}

/** The pages a car save changes that visitors open most, and how many times each is rendered at start. */
const WARM_PAGES = ['/', '/cars'];
const WARM_ROUNDS = 20;
