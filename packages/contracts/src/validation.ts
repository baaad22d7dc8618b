import type { z } from 'zod';
import { ErrorCodes, type ServiceErrorBody } from './errors.js';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: ServiceErrorBody };

/** Validates a payload with a contract schema; the first problem becomes a 400 with its Spanish message. */
export function parseWith<S extends z.ZodType>(schema: S, payload: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(payload ?? {});
  if (result.success) return { ok: true, value: result.data };
  const first = result.error.issues[0];
  return {
    ok: false,
    error: { status: 400, code: ErrorCodes.validation, message: first?.message ?? 'Datos inválidos' },
  };
}
