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

/**
 * The route decorators of one kind of caller: each REST path and GraphQL field behind `guard`, so a
 * route says who may call it in one word (`@Member.Get('daily-goal')`, `@Admin.Mutation(() => …)`)
 * and no route of that kind can lose its guard or, for a command, its status.
 */
export function guardedRoutes(guard: Type<CanActivate>) {
  const behindGuard = (...decorators: Array<MethodDecorator>) => applyDecorators(...decorators, UseGuards(guard));
  return {
    Get: (path: string) => behindGuard(Get(path)),
    /** A command: answers 200 (the legacy clients' status), not Nest's 201 for a POST. */
    Post: (path: string) => behindGuard(Post(path), HttpCode(200)),
    Put: (path: string) => behindGuard(Put(path)),
    Delete: (path: string) => behindGuard(Delete(path)),
    Query: (type: ReturnTypeFunc, options?: QueryOptions) => behindGuard(Query(type, options)),
    Mutation: (type: ReturnTypeFunc, options?: MutationOptions) => behindGuard(Mutation(type, options)),
  };
}
