import { parseWith } from '@reto/contracts';
import type { z } from 'zod';
import { DomainError } from '../errors.js';

/** Validates what a handler received against its contract schema, or refuses with a 400. */
export function validatePayload<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const result = parseWith(schema, payload);
  if (!result.ok) throw new DomainError(result.error);
  return result.value;
}
