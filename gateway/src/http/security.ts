import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest, onSendHookHandler } from 'fastify';
import type { GatewayConfig } from '../gateway.config.js';
import { ADMIN_AUTH_HEADER, AUTH_TOKEN_HEADER, DEVICE_ID_HEADER, GRAPHQL_PATH } from '../gateway.constants.js';
import { csrfProtection } from './csrf.js';
import { IDEMPOTENCY_HEADER } from './idempotency.js';

/**
 * Security headers (a CSP that allows the YouTube no-cookie embeds and Stripe Elements), strict
 * CORS with credentials for an allow-list only (@fastify/cors through Nest), and CSRF prevention
 * for cookie sessions. The headers: see answerHeaders.
 */
export function applySecurity(app: NestFastifyApplication, config: GatewayConfig): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', answerHeaders(config));
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

/** The headers helmet sets with `options`, read once from its middleware (it sets the same ones on every answer). */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers at once');
  return headers;
}

/**
 * The security headers of an answer, by what it is. A page, a script or any other file the browser
 * renders or runs gets helmet's whole set (the CSP that allows the YouTube embeds and Stripe
 * Elements, framing refused, no referrer…). A JSON answer (the REST API's, GraphQL's, every
 * refusal's) is data no browser renders: it gets what applies to data (OWASP's REST cheat sheet):
 * `nosniff`, a CSP that allows nothing and no framing, HSTS and a same-origin resource policy. A
 * third of the bytes of helmet's set, and headers set once from a table (helmet's middleware
 * chain set each on every request): hostile traffic is mostly JSON refusals. A header the route set
 * itself is kept. An `onSend` hook, when the answer's type is known.
 */
export function answerHeaders(config: Pick<GatewayConfig, 'NODE_ENV'>): onSendHookHandler {
  const documents = helmetHeaders({
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
  const data: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'strict-transport-security': documents['strict-transport-security']!,
    'cross-origin-resource-policy': 'same-origin',
  };
  const setOf = { documents: Object.entries(documents), data: Object.entries(data) };
  // GraphQL answers nothing but data: a poll's 304 (no body, no type) is a JSON answer's, and carries
  // its set, as the 304 made after the query does (a browser keeps a 304's headers as the answer's).
  const isData = (req: FastifyRequest, type: unknown) =>
    (typeof type === 'string' && type.includes('json')) || (!req.is404 && req.routeOptions.url === GRAPHQL_PATH);
  return (req, reply, payload, done) => {
    for (const [name, value] of isData(req, reply.getHeader('content-type')) ? setOf.data : setOf.documents)
      if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  };
}
