import { z } from 'zod';
import { MAX_PAYLOAD_DEPTH, parseWith, PayloadMessages, unsafePayloadMessage } from './validation.js';

const nestedOf = (depth: number) => {
  let value: unknown = 'fondo';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

describe('unsafePayloadMessage', () => {
  it('finds a NUL character in a nested string, an array item or a key', () => {
    expect(unsafePayloadMessage({ a: { b: ['ok', 'x\u0000'] } })).toBe(PayloadMessages.forbiddenCharacter);
    expect(unsafePayloadMessage({ ['clave\u0000']: 1 })).toBe(PayloadMessages.forbiddenCharacter);
    expect(unsafePayloadMessage('\u0000')).toBe(PayloadMessages.forbiddenCharacter);
  });

  it('finds half a surrogate pair without its other half (not Unicode: PostgreSQL json refuses it), in a string or a key', () => {
    expect(unsafePayloadMessage({ orderDetails: '\ud800' })).toBe(PayloadMessages.forbiddenCharacter);
    expect(unsafePayloadMessage(['pedido \udc00 roto'])).toBe(PayloadMessages.forbiddenCharacter);
    expect(unsafePayloadMessage({ a: 'fin\ud83d' })).toBe(PayloadMessages.forbiddenCharacter);
    expect(unsafePayloadMessage({ ['\ude00clave']: 1 })).toBe(PayloadMessages.forbiddenCharacter);
    expect(unsafePayloadMessage({ a: 'un reto 💪 de 28 días 🔥' })).toBeNull();
  });

  it('allows the deepest legitimate nesting and refuses one level more, even 100,000 levels deep', () => {
    expect(unsafePayloadMessage(nestedOf(MAX_PAYLOAD_DEPTH))).toBeNull();
    expect(unsafePayloadMessage(nestedOf(MAX_PAYLOAD_DEPTH + 1))).toBe(PayloadMessages.tooDeep);
    expect(unsafePayloadMessage(nestedOf(100_000))).toBe(PayloadMessages.tooDeep);
  });

  it('accepts ordinary payloads with accents, emoji and null values', () => {
    expect(unsafePayloadMessage({ nombre: 'Ánxela Núñez 💪', extra: null, n: [1, 2, { x: true }] })).toBeNull();
  });
});

describe('parseWith', () => {
  it('refuses an unsafe payload with a 400 before the schema runs', () => {
    const schema = z.object({ name: z.string() }).transform(() => {
      throw new Error('the schema must not run');
    });
    expect(parseWith(schema, { name: 'a\u0000' })).toEqual({
      ok: false,
      error: { status: 400, code: 'validation_failed', message: PayloadMessages.forbiddenCharacter },
    });
  });
});
