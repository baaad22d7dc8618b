import type { ArgumentsHost } from '@nestjs/common';
import { DomainError } from '@reto/platform';
import fc from 'fast-check';
import { GraphQLError } from 'graphql';
import { pino } from 'pino';
import { GatewayErrors } from '../gateway.errors.js';
import { ApiExceptionFilter } from './api-exception.filter.js';

const filter = new ApiExceptionFilter(pino({ level: 'silent' }));
/** A resolver's context, as Nest hands it to the filter. */
const graphqlHost = { getType: () => 'graphql' } as unknown as ArgumentsHost;
const fieldError = (exception: unknown) => filter.catch(exception, graphqlHost) as GraphQLError;

describe("a resolver's refusal over GraphQL", () => {
  it('says when to try again, as REST says it in Retry-After (a rate limit, a busy password line)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 86_400 }), (seconds) => {
        const error = fieldError(GatewayErrors.tooManyRequests(seconds));
        expect(error.extensions).toEqual({ code: 'rate_limited', status: 429, retryAfter: seconds });
      }),
    );
  });

  it('names no retry when the refusal has none', () => {
    const error = fieldError(new DomainError({ status: 409, code: 'email_taken', message: 'Ya existe.' }));
    expect(error.extensions).toEqual({ code: 'email_taken', status: 409 });
  });
});
