import 'reflect-metadata';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  ConfigError,
  createLogger,
  REDIS,
  initMetrics,
  LOGGER,
  PinoNestLogger,
  serveMetrics,
  shutdownGraceMs,
  stopDeadlineMs,
  stopOnSignals,
} from '@reto/platform';
import { REQUEST_ID_HEADER } from '@reto/contracts';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { refuseWithoutSession } from './auth/signed-in.guard.js';
import { gatewayConfig, type GatewayConfig } from './gateway.config.js';
import {
  AUTH_TOKEN_HEADER,
  COMPRESS_INLINE_BYTES,
  GRAPHQL_PATH,
  JSON_BODY_LIMIT_BYTES,
  LIVE_MAX_MESSAGE_BYTES,
} from './gateway.constants.js';
import { AuthService } from './auth/auth.service.js';
import { ExerciseAnswersCache } from './challenge/exercise-answers.cache.js';
import { answerKeptPollsFirst, headersOfAGraphQL304, registerConditionalPolls } from './graphql/conditional-poll.js';
import { graphqlOnlyPost } from './graphql/graphql-request.js';
import { answerErrorsBeforeHandlers, ApiExceptionFilter, restErrorHandler } from './http/api-exception.filter.js';
import { apiPolicy } from './http/api-policy.js';
import { registerIdempotency } from './http/idempotency.js';
import { registerJsonBody } from './http/json-body.js';
import { registerRequestContext, requestIdFor, requestLogLevel } from './http/request-context.js';
import { httpRequestDuration } from './metrics/http-metrics.js';
import { answerHeaders, applySecurity } from './http/security.js';
import { registerSlowDown } from './http/slow-down.js';
import { serveSpa } from './http/spa.js';
import { LANDING_PATH, LandingPageService } from './landing/landing-page.service.js';

let config: GatewayConfig;
try {
  config = gatewayConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
initMetrics('gateway');

try {
  const adapter = new FastifyAdapter({
    // Express's `trust proxy` of a number of hops: the addresses that many proxies added are trusted.
    trustProxy: config.TRUST_PROXY_HOPS > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS : false,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    // A request that takes longer to arrive whole is cut off (408): a stalled or trickled body holds
    // no connection. A socket silent that long is closed (after the keep-alive, which ends first).
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    // A request's id: the caller's x-request-id when well-formed, else a new one (req.id).
    genReqId: requestIdFor,
    // Fastify logs nothing itself: request-context.ts logs one line per request through pino.
    logger: false,
    // The gateway has no Express-style middleware: no @fastify/middie hook on every request.
    skipMiddie: true,
    // A URL Fastify's router cannot decode (`/%E0%A4%A`): 400 in Spanish like the other refusals.
    frameworkErrors: restErrorHandler(createLogger('gateway', config.LOG_LEVEL)),
  });
  // The route table as Fastify holds it (GraphQL's too, added as Nest creates the app), logged once
  // at the start: the routes the edge's policies judge by.
  const routes: Array<{ method: string | string[]; url: string }> = [];
  adapter.getInstance().addHook('onRoute', ({ method, url }) => void routes.push({ method, url }));
  // Nest's own lines wait for the app's logger (CoreModule's), so the whole gateway logs through one.
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, adapter, {
    bufferLogs: true,
    bodyParser: false,
  });
  const logger = app.get<Logger>(LOGGER);
  app.useLogger(new PinoNestLogger(logger));
  app.useGlobalFilters(new ApiExceptionFilter(logger));
  const fastify = app.getHttpAdapter().getInstance();
  answerErrorsBeforeHandlers(fastify, logger);
  registerRequestContext(fastify, logger);
  // The cookies are read first, so the poll's 304 below finds its session.
  await fastify.register(cookie);
  // The polled queries' conditional GETs (ETag, 304): an unchanged poll is answered as it arrives,
  // before every hook below; and before compression, which then sees the body left.
  const auth = app.get(AuthService);
  // the headers security.ts's onSend hook gives a 304, which the 304 answered as the poll arrives is written with
  const pollHeaders = answerHeaders(config);
  registerConditionalPolls(fastify, {
    userOf: (req) => auth.userOf(req),
    keptUserOf: (req) => auth.keptUserOf(req),
    validators: app.get(ExerciseAnswersCache),
    answerHeaders: (req, reply) => void pollHeaders.call(fastify, req, reply, undefined, () => undefined),
  });
  // The same 304 (the same headers, metric and log line) before Fastify sees the request, when it
  // names its session by its cookie alone: the poll's common case.
  const polls304 = httpRequestDuration.labels({ method: 'GET', route: GRAPHQL_PATH, status: '304' });
  const pollLogLevel = requestLogLevel(304);
  answerKeptPollsFirst(fastify, {
    keptUserOf: (req) =>
      req.headers.authorization === undefined && req.headers[AUTH_TOKEN_HEADER] === undefined
        ? auth.keptUserOfCookies(fastify.parseCookie(req.headers.cookie ?? ''))
        : undefined,
    validators: app.get(ExerciseAnswersCache),
    requestHeadersOf: (req) => ({ [REQUEST_ID_HEADER]: requestIdFor(req) }),
    answerHeaders: headersOfAGraphQL304(pollHeaders),
    answered: (_req, headers, ms) => {
      polls304.observe(ms / 1000);
      if (logger.isLevelEnabled(pollLogLevel))
        logger[pollLogLevel](
          { reqId: headers[REQUEST_ID_HEADER], method: 'GET', path: GRAPHQL_PATH, status: 304, ms: Math.round(ms) },
          'http request',
        );
    },
  });
  // A flood from one client address is held back before any other work (http/slow-down.ts).
  await registerSlowDown(fastify, logger, {
    after: config.SLOW_DOWN_AFTER_REQUESTS,
    windowSeconds: config.SLOW_DOWN_WINDOW_SECONDS,
  });
  applySecurity(app, config);
  // Text answers (the SPA's scripts and styles above all) travel compressed: the landing's budget is gzip bytes.
  // Plugins are loaded (awaited) before Nest adds its routes at listen: some equip each route as it is added.
  await fastify.register(compress, { syncThreshold: COMPRESS_INLINE_BYTES });
  fastify.addHook('onRequest', apiPolicy());
  // A member's or an administrator's route without any session: its 401 before the body is read.
  fastify.addHook('onRequest', refuseWithoutSession);
  registerJsonBody(fastify);
  await fastify.register(multipart);
  // The one form the API takes: a mail client's one-click unsubscribe (the API policy admits it on its path only).
  await fastify.register(formbody, { bodyLimit: 1024 });
  // The live subscriptions' WebSocket (Mercurius uses the one registered here, loaded with the rest
  // before Nest starts, rather than loading it itself while Nest initialises the modules).
  await fastify.register(websocket, { options: { maxPayload: LIVE_MAX_MESSAGE_BYTES } });
  // Retries of a state-changing request with the same Idempotency-Key get its first outcome.
  registerIdempotency(fastify, app.get<Redis>(REDIS), logger);
  // GraphQL is POST only: Mercurius's GET route answers 405 itself (graphql-request.ts), these too.
  fastify.route({
    method: ['PUT', 'DELETE', 'PATCH'],
    url: GRAPHQL_PATH,
    handler: (_req, reply) =>
      reply.code(graphqlOnlyPost.status).headers(graphqlOnlyPost.headers).send(graphqlOnlyPost.body),
  });
  const landing = app.get(LandingPageService);
  await serveSpa(fastify, config.FRONTEND_DIST, {
    index: () => landing.plainPage(),
    rendered: { [LANDING_PATH]: (req) => landing.render(req) },
  });
  // SIGTERM: the HTTP server answers what it holds (for as long as the gateway waits on a service)
  // and closes before the modules let go of anything.
  const longestWaitMs = Math.max(
    config.NATS_REQUEST_TIMEOUT_MS,
    config.REVIEW_SUBMIT_TIMEOUT_MS,
    config.VOICE_REQUEST_TIMEOUT_MS,
  );
  stopOnSignals(app, logger, () => app.getHttpAdapter().close(), stopDeadlineMs(shutdownGraceMs(longestWaitMs)));
  await app.listen(config.PORT, config.HOST);
  // The headers' limit above the keep-alive, the pairing the load balancers' guides give: a header
  // timer that ends first can cut a proxy's request on a connection that was idle a long time.
  app.getHttpServer().headersTimeout = config.HTTP_KEEP_ALIVE_TIMEOUT_MS + 1_000;
  // Prometheus on a port of its own (the cluster's network only): the public /metrics then needs the token.
  if (config.METRICS_PORT > 0) serveMetrics(config.METRICS_PORT, config.METRICS_HOST, logger);
  logger.info({ event: 'gateway.routes', routes }, `${routes.length} routes`);
  logger.info({ event: 'gateway.ready', port: config.PORT }, `gateway listening on ${config.PUBLIC_URL}`);
} catch (error) {
  createLogger('gateway', config.LOG_LEVEL).fatal({ err: error }, 'gateway could not start');
  process.exit(1);
}
