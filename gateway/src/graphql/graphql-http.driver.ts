import { Injectable } from '@nestjs/common';
import { AbstractGraphQLDriver, type GqlModuleOptions } from '@nestjs/graphql';
import type { NextFunction, Request, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import { GatewayCopy } from '../gateway.copy.js';
import type { GraphQLContext } from './graphql-context.js';
import { GraphQLEndpoint, type GraphQLAnswer, type GraphQLEndpointOptions } from './graphql-endpoint.js';

export interface GraphQLHttpDriverOptions
  extends GqlModuleOptions, Pick<GraphQLEndpointOptions, 'validationRules' | 'onUnexpectedError'> {
  introspection: boolean;
  context: (http: GraphQLContext) => object;
}

const send = (res: Response, { status, body }: GraphQLAnswer) => {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
};

const onlyPost: GraphQLAnswer = {
  status: 405,
  body: { errors: [{ message: GatewayCopy.graphql.onlyPost, extensions: { code: 'BAD_REQUEST', status: 405 } }] },
};

/**
 * Nest's GraphQL module (code-first schema, resolvers with their guards and the exception filter)
 * answered by the gateway's own GraphQLEndpoint instead of Apollo Server, whose request pipeline
 * cost the gateway more per dashboard request than the REST call it wraps (issue 14, README
 * "Performance"). `handle` is an Express handler that main.ts mounts at /graphql ahead of the REST
 * routes, so a GraphQL request does not walk past every one of them first.
 */
@Injectable()
export class GraphQLHttpDriver extends AbstractGraphQLDriver<GraphQLHttpDriverOptions> {
  private served?: { endpoint: GraphQLEndpoint; context: GraphQLHttpDriverOptions['context'] };

  start(options: GraphQLHttpDriverOptions): Promise<void> {
    this.served = {
      endpoint: new GraphQLEndpoint({ ...options, schema: options.schema as GraphQLSchema }),
      context: options.context,
    };
    return Promise.resolve();
  }

  stop(): Promise<void> {
    return Promise.resolve();
  }

  readonly handle = (req: Request, res: Response, next: NextFunction): void => {
    // Mounted at /graphql: anything under it (/graphql/x) is not GraphQL's.
    if (req.path !== '/' || !this.served) return next();
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      return send(res, onlyPost);
    }
    const { endpoint, context } = this.served;
    endpoint.answer(req.body, context({ req, res })).then((answer) => send(res, answer), next);
  };
}
