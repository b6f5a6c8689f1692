import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Helmet's headers on every response with a CSP that allows only what the pages use. */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const dev = app.env.NODE_ENV === 'development';
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: [
          "'self'",
          'https://static.hotjar.com',
          'https://script.hotjar.com',
          ...(dev ? ["'unsafe-inline'"] : []),
        ],
        // Server-rendered style attributes (sizes, colours from settings) need inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://*.hotjar.com', 'wss://*.hotjar.com', ...(dev ? ['ws:'] : [])],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only makes sense when we know the site is served over HTTPS (behind a TLS-terminating proxy).
    hsts: app.env.TRUST_PROXY ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
