import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { SiteSetting } from '../../shared/schemas/settings';
import type { Env } from '../env';
import { listSiteSettings } from '../modules/settings/settings.service';

/** Hotjar's hosts (its documented CSP), allowed only while staff have configured a Hotjar site id. */
const HOTJAR = {
  script: ['https://static.hotjar.com', 'https://script.hotjar.com'],
  connect: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
  font: ['https://*.hotjar.com'],
};

const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/**
 * For the few answers written before any hook runs (see answerFrameworkError): a JSON error needs no
 * content at all, so the policy forbids everything.
 */
export const bareSecurityHeaders = (env: Pick<Env, 'TRUST_PROXY'>): Record<string, string> => ({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  ...(env.TRUST_PROXY ? { 'strict-transport-security': `max-age=${HSTS.maxAge}; includeSubDomains` } : {}),
});

/**
 * The site settings in memory: the CSP of every response depends on them and must not cost a query.
 * Reloaded whenever content changes (here or, through NOTIFY, on another instance); a request that
 * arrives during a reload waits for it, so a saved setting applies from the very next response.
 */
async function liveSiteSettings(app: FastifyInstance) {
  let current: SiteSetting[] = await listSiteSettings(app.db);
  let reloading: Promise<void> | undefined;
  const reload = () => {
    // Chained, so overlapping changes finish in order and the last one read wins.
    const run: Promise<void> = (reloading ?? Promise.resolve()).then(async () => {
      try {
        current = await listSiteSettings(app.db);
      } catch (error) {
        app.log.error({ err: error }, 'could not reload site settings');
      }
      if (reloading === run) reloading = undefined;
    });
    reloading = run;
  };
  const stop = app.contentVersion.onChange(reload);
  app.addHook('onClose', async () => {
    stop();
    await reloading;
  });
  app.addHook('onRequest', async () => {
    if (reloading) await reloading;
  });
  return { get: (key: string) => current.find((s) => s.key === key)?.value ?? '' };
}

/** Helmet's headers on every response with a CSP that allows only what the pages use. */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const dev = app.env.NODE_ENV === 'development';
  // Registered before helmet so its onRequest hook runs first and helmet reads fresh settings.
  const settings = await liveSiteSettings(app);
  const sources =
    (always: string[], whenHotjar: string[] = [], extra: string[] = []) =>
    () =>
      [...always, ...(settings.get('hotjar_id') ? whenHotjar : []), ...extra].join(' ');

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Vite's dev client injects inline scripts; a production page runs only its own files.
        scriptSrc: [sources(["'self'"], HOTJAR.script, dev ? ["'unsafe-inline'"] : [])],
        // Server-rendered style attributes (sizes, colours from settings) need inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: [sources(["'self'", 'data:'], HOTJAR.font)],
        connectSrc: [sources(["'self'"], HOTJAR.connect, dev ? ['ws:'] : [])],
        // The hero slides' video-sharing embeds.
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only makes sense when we know the site is served over HTTPS (behind a TLS-terminating proxy).
    hsts: app.env.TRUST_PROXY ? HSTS : false,
  });
}
