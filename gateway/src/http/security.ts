import helmet from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { GatewayConfig } from '../gateway.config.js';
import { ADMIN_AUTH_HEADER, AUTH_TOKEN_HEADER, DEVICE_ID_HEADER } from '../gateway.constants.js';
import { csrfProtection } from './csrf.js';
import { IDEMPOTENCY_HEADER } from './idempotency.js';

/**
 * Security headers (a CSP that allows the YouTube no-cookie embeds and Stripe Elements), strict
 * CORS with credentials for an allow-list only (@fastify/cors through Nest), and CSRF prevention
 * for cookie sessions. The headers are helmet's, built once and applied by an `onRequest` hook:
 * @fastify/helmet 13 builds helmet's middleware again for every request (the CSP's directives
 * parsed anew), about 8 % of the gateway's CPU under the bench.
 */
export function applySecurity(app: NestFastifyApplication, config: GatewayConfig): void {
  const fastify = app.getHttpAdapter().getInstance();
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: [
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          // Stripe Elements (the card form when Stripe keys are set)
          'https://js.stripe.com',
          'https://hooks.stripe.com',
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  fastify.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  app.enableCors({
    origin: (origin, callback) => callback(null, origin !== undefined && config.CORS_ORIGINS.includes(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'content-type',
      'authorization',
      'x-request-id',
      'apollo-require-preflight',
      // The SPA's and REST clients' key for safe retries (idempotency.ts).
      IDEMPOTENCY_HEADER,
      AUTH_TOKEN_HEADER,
      DEVICE_ID_HEADER,
      ADMIN_AUTH_HEADER,
    ],
    maxAge: 600,
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', csrfProtection([config.PUBLIC_URL, ...config.CORS_ORIGINS]));
}
