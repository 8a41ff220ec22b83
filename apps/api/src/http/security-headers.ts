import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Content-Security-Policy for everything served: scripts and styles only from this origin, and the inline scripts
 * the built pages carry, by their hashes (`inlineScripts`).
 */
const contentSecurityPolicy = (inlineScripts: string[]) => ({
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inlineScripts],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  },
});

/**
 * Helmet's security headers on every answer. The middleware is built once: `@fastify/helmet` builds it again
 * for every request, about 3 % of the server's CPU on the busiest reads.
 */
export function registerSecurityHeaders(app: FastifyInstance, inlineScripts: string[] = []) {
  const setHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(inlineScripts),
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  // Helmet throws its errors rather than passing them on, so `next` is only ever called without one.
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
