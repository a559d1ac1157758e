import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The origins Stripe.js needs (Stripe's CSP guide): its script, the iframes it opens for fraud
 * signals and 3-D Secure, and its API. Only present when Stripe takes the payments.
 */
export const STRIPE_CSP = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
} as const;

/**
 * Security headers. The CSP allows only our own assets: no inline or third-party scripts,
 * except Stripe.js when `stripe` is on. Inline style attributes stay allowed because Radix
 * positions popovers with them.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { stripe: boolean }): void {
  const stripe = (directive: keyof typeof STRIPE_CSP) => (options.stripe ? STRIPE_CSP[directive] : []);
  // One helmet middleware built at start-up: the headers are the same for every response, and
  // building it per request (as the Fastify wrapper does) re-parsed the CSP on each one.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe('scriptSrc')],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...stripe('connectSrc')],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", ...stripe('frameSrc')],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only makes sense over TLS; set below when the request arrived over https.
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
