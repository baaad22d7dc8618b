import type { z } from 'zod';
import { ErrorCodes, type ServiceErrorBody } from './errors.js';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: ServiceErrorBody };

/** Deeper than any payload of the API (personal data, a store order): refused before any schema. */
export const MAX_PAYLOAD_DEPTH = 32;

export const PayloadMessages = {
  forbiddenCharacter: 'La solicitud contiene caracteres no permitidos.',
  tooDeep: 'La solicitud tiene demasiados niveles anidados.',
} as const;

const refusal = (message: string): ParseResult<never> => ({
  ok: false,
  error: { status: 400, code: ErrorCodes.validation, message },
});

/** Half of a UTF-16 surrogate pair without its other half: not Unicode at all. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * A NUL character (PostgreSQL stores it nowhere), or a lone surrogate (PostgreSQL's json refuses
 * it; a text column would keep U+FFFD instead).
 */
const hasForbiddenCharacter = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * Refuses what no schema should ever see: a forbidden character (hasForbiddenCharacter) in any key or
 * string, and nesting deeper than MAX_PAYLOAD_DEPTH (recursive code, JSON.stringify included, would
 * overflow the stack). Walks without recursion, so the deepest payload is safe to inspect.
 */
export function unsafePayloadMessage(payload: unknown): string | null {
  const stack: Array<[unknown, number]> = [[payload, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (hasForbiddenCharacter(value)) return PayloadMessages.forbiddenCharacter;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_PAYLOAD_DEPTH) return PayloadMessages.tooDeep;
    for (const [key, child] of Object.entries(value)) {
      if (hasForbiddenCharacter(key)) return PayloadMessages.forbiddenCharacter;
      stack.push([child, depth + 1]);
    }
  }
  return null;
}

/** Validates a payload with a contract schema; the first problem becomes a 400 with its Spanish message. */
export function parseWith<S extends z.ZodType>(schema: S, payload: unknown): ParseResult<z.output<S>> {
  const unsafe = unsafePayloadMessage(payload);
  if (unsafe) return refusal(unsafe);
  const result = schema.safeParse(payload ?? {});
  if (result.success) return { ok: true, value: result.data };
  return refusal(result.error.issues[0]?.message ?? 'Datos inválidos');
}
