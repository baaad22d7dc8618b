import {
  applyDecorators,
  Delete,
  Get,
  HttpCode,
  Post,
  Put,
  UseGuards,
  type CanActivate,
  type Type,
} from '@nestjs/common';
import { Mutation, Query, type MutationOptions, type QueryOptions, type ReturnTypeFunc } from '@nestjs/graphql';
import { RouteConfig } from '@nestjs/platform-fastify';

/**
 * The Fastify route config of a REST route behind one of these guards: each refuses a request
 * without a session (401) before anything else, so the edge answers that 401 at the request's
 * arrival, before its body is read or parsed (`refuseWithoutSession`, auth/signed-in.guard.ts).
 */
export const SESSION_REQUIRED = { sessionRequired: true } as const;

/**
 * The route decorators of one kind of caller: each REST path and GraphQL field behind `guard`, so a
 * route says who may call it in one word (`@Member.Get('daily-goal')`, `@Admin.Mutation(() => …)`)
 * and no route of that kind can lose its guard or, for a command, its status. `guard` refuses a
 * request without a session first (401): its REST routes say so to the edge (SESSION_REQUIRED).
 */
export function guardedRoutes(guard: Type<CanActivate>) {
  const behindGuard = (...decorators: Array<MethodDecorator>) => applyDecorators(...decorators, UseGuards(guard));
  const route = (...decorators: Array<MethodDecorator>) => behindGuard(...decorators, RouteConfig(SESSION_REQUIRED));
  return {
    Get: (path: string) => route(Get(path)),
    /** A command: answers 200 (the legacy clients' status), not Nest's 201 for a POST. */
    Post: (path: string) => route(Post(path), HttpCode(200)),
    Put: (path: string) => route(Put(path)),
    Delete: (path: string) => route(Delete(path)),
    Query: (type: ReturnTypeFunc, options?: QueryOptions) => behindGuard(Query(type, options)),
    Mutation: (type: ReturnTypeFunc, options?: MutationOptions) => behindGuard(Mutation(type, options)),
  };
}
