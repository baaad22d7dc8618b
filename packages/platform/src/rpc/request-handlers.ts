import { Controller, Inject, type Type } from '@nestjs/common';
import { Ctx, MessagePattern, Payload, type NatsContext } from '@nestjs/microservices';
import type { z } from 'zod';
import { requestIdOf } from './request-id.js';
import { validatePayload } from './validate.js';

/**
 * What a subject is answered with: the use case called with the payload as the contract's schema
 * parsed it, and the id of the request (for its audit entries and the requests it makes in turn).
 */
type Answer<U, I> = (useCase: U, input: I, requestId: string) => unknown;

/** One subject of a handler's table: the contract its payload must pass (none: it is not read) and the answer. */
export interface RequestRoute<U> {
  readonly schema?: z.ZodType;
  readonly answer: Answer<U, never>;
}

/** The table's builder, typed for the handler's use case `U`. */
export interface RouteOf<U> {
  /** A request whose payload must pass `schema` (refused with a 400 otherwise) before `answer` sees it. */
  <S extends z.ZodType>(schema: S, answer: Answer<U, z.output<S>>): RequestRoute<U>;
  /** A request without a payload: whatever is sent is not read. */
  (answer: Answer<U, undefined>): RequestRoute<U>;
}

const route = (schemaOrAnswer: unknown, answer?: unknown) =>
  typeof schemaOrAnswer === 'function' ? { answer: schemaOrAnswer } : { schema: schemaOrAnswer, answer };

/**
 * A service's NATS adapter as a table: each request subject, the contract schema its payload must
 * pass, and the one use case it calls.
 *
 * ```ts
 * export const MemberHandler = requestHandlers(MemberService, (handle) => ({
 *   [ChallengeSubjects.units]: handle(MemberRequestSchema, (members, { member }) => members.units(member)),
 *   [ChallengeSubjects.grant]: handle(GrantSchema, (members, grant, requestId) => members.grant(requestId, grant)),
 * }));
 * ```
 *
 * It is a Nest controller like a hand-written one (a `@MessagePattern` method per subject, the use
 * case injected), so the service kit's interceptor and error filter serve it as they serve any.
 */
export function requestHandlers<U>(
  useCase: Type<U> | (abstract new (...args: never[]) => U),
  table: (handle: RouteOf<U>) => Record<string, RequestRoute<U>>,
): Type<unknown> {
  class RequestHandlers {
    constructor(readonly useCase: U) {}
  }
  Inject(useCase)(RequestHandlers, undefined, 0);
  Controller()(RequestHandlers);
  const prototype = RequestHandlers.prototype as unknown as Record<string, unknown>;
  for (const [subject, { schema, answer }] of Object.entries(table(route as unknown as RouteOf<U>))) {
    const descriptor: TypedPropertyDescriptor<(payload: unknown, nats: NatsContext) => unknown> = {
      value(this: RequestHandlers, payload: unknown, nats: NatsContext) {
        const input = schema ? validatePayload(schema, payload) : undefined;
        return (answer as Answer<U, unknown>)(this.useCase, input, requestIdOf(nats));
      },
      writable: true,
      configurable: true,
    };
    Object.defineProperty(prototype, subject, descriptor);
    MessagePattern(subject)(prototype, subject, descriptor);
    Payload()(prototype, subject, 0);
    Ctx()(prototype, subject, 1);
  }
  Object.defineProperty(RequestHandlers, 'name', { value: `${useCase.name.replace(/Service$/, '')}Handler` });
  return RequestHandlers;
}
