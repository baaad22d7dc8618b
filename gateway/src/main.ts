import 'reflect-metadata';
import type { Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { AbstractGraphQLDriver } from '@nestjs/graphql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ConfigError, createLogger, initMetrics, LOGGER, PinoNestLogger } from '@reto/platform';
import type { Logger } from 'pino';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { AppModule } from './app.module.js';
import { gatewayConfig, type GatewayConfig } from './gateway.config.js';
import { GRAPHQL_PATH, JSON_BODY_LIMIT, WEBHOOKS_PATH } from './gateway.constants.js';
import type { GraphQLHttpDriver } from './graphql/graphql-http.driver.js';
import { ApiExceptionFilter } from './http/api-exception.filter.js';
import { apiPolicy } from './http/api-policy.js';
import { requestContext } from './http/request-context.middleware.js';
import { applySecurity } from './http/security.js';
import { serveSpa } from './http/spa.js';
import { LANDING_PATH, LandingPageService } from './landing/landing-page.service.js';
import { graphqlPhotoBody } from './reviews/graphql-photo-body.js';

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
  // Nest's own lines wait for the app's logger (CoreModule's), so the whole gateway logs through one.
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bufferLogs: true,
    bodyParser: false,
    rawBody: true,
  });
  const logger = app.get<Logger>(LOGGER);
  app.useLogger(new PinoNestLogger(logger));
  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  app.disable('x-powered-by');
  app.use(requestContext(logger));
  applySecurity(app, config);
  // Text answers (the SPA's scripts and styles above all) travel compressed: the landing's budget is gzip bytes.
  app.use(compression());
  app.use(apiPolicy());
  app.use(cookieParser());
  // Webhooks are read raw whatever they carry: a signed body that is not JSON is kept, not refused here.
  app.useBodyParser('raw', {
    limit: JSON_BODY_LIMIT,
    type: (req: { url?: string }) => req.url?.startsWith(WEBHOOKS_PATH) ?? false,
  });
  app.use(GRAPHQL_PATH, graphqlPhotoBody());
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  // Before the REST routes: Express tries them in order, and GraphQL's would come after all of them.
  app.use(GRAPHQL_PATH, app.get<AbstractGraphQLDriver, GraphQLHttpDriver>(AbstractGraphQLDriver).handle);
  app.useGlobalFilters(new ApiExceptionFilter(logger));
  const landing = app.get(LandingPageService);
  serveSpa(app, config.FRONTEND_DIST, { [LANDING_PATH]: (req) => landing.render(req) });
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = config.HTTP_KEEP_ALIVE_TIMEOUT_MS;
  // The headers' limit above the keep-alive, the pairing the load balancers' guides give: a header
  // timer that ends first can cut a proxy's request on a connection that was idle a long time.
  server.headersTimeout = config.HTTP_KEEP_ALIVE_TIMEOUT_MS + 1_000;
  await app.listen(config.PORT, config.HOST);
  logger.info({ event: 'gateway.ready', port: config.PORT }, `gateway listening on ${config.PUBLIC_URL}`);
} catch (error) {
  createLogger('gateway', config.LOG_LEVEL).fatal({ err: error }, 'gateway could not start');
  process.exit(1);
}
