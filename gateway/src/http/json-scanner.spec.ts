import fc from 'fast-check';
import { JsonScanner } from './json-scanner.js';

/** The tokens the scanner counts, counted the slow way: strings and `{ } [ ] , :` outside them. */
function tokensOf(text: string): number {
  let tokens = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
      tokens += 1;
    } else if ('{}[],:'.includes(char!)) {
      tokens += 1;
    }
  }
  return tokens;
}

const SEED = Number(process.env.FC_SEED ?? 50);

describe('JsonScanner: a JSON text read chunk by chunk, never parsed', () => {
  it('counts the tokens of any JSON text however it is cut into chunks, and ends outside any string', () => {
    fc.assert(
      fc.property(fc.json(), fc.array(fc.nat(), { maxLength: 8 }), (text, cuts) => {
        const bytes = Buffer.from(text, 'utf8');
        const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
        const scanner = new JsonScanner();
        let from = 0;
        for (const point of [...points, bytes.length]) {
          expect(scanner.read(bytes.subarray(from, point), Infinity)).toBe(true);
          from = point;
        }
        expect(scanner.tokens).toBe(tokensOf(text));
        expect(scanner.inString).toBe(false);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('stops as soon as the tokens pass the limit, and knows the string it is in and how it began', () => {
    const many = new JsonScanner();
    expect(many.read(Buffer.from(`[${'1,'.repeat(1_000)}1]`), 100)).toBe(false);
    expect(many.tokens).toBe(101);
    const photo = new JsonScanner();
    expect(photo.read(Buffer.from('{"query":"mutation","variables":{"photo":"data:image/png;base64,'), 100)).toBe(true);
    expect(photo.read(Buffer.from('A'.repeat(100_000)), 100)).toBe(true);
    expect([photo.inString, photo.stringHead.startsWith('data:image/')]).toEqual([true, true]);
    const escaped = new JsonScanner();
    expect(escaped.read(Buffer.from('{"q":"a\\'), 100)).toBe(true);
    expect(escaped.read(Buffer.from('"b"}'), 100)).toBe(true);
    expect([escaped.tokens, escaped.inString]).toEqual([5, false]);
  });

  it('keeps the first value of one key of the top-level object, and counts its bytes as sent, however the text is cut, and only that one', () => {
    const keptFrom = (text: string, cuts: number[], maxBytes = 1_000) => {
      const bytes = Buffer.from(text, 'utf8');
      const scanner = new JsonScanner({ key: 'query', maxBytes });
      let from = 0;
      for (const point of [...cuts.filter((cut) => cut < bytes.length), bytes.length]) {
        scanner.read(bytes.subarray(from, point), Infinity);
        from = point;
      }
      return { value: scanner.keptValue(), ...scanner.kept };
    };
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })),
        fc.array(fc.nat(400), { maxLength: 6 }),
        (query, others, cuts) => {
          const text = JSON.stringify({ ...others, query, variables: { query: 'not this one' } });
          expect(
            keptFrom(
              text,
              [...cuts].sort((a, b) => a - b),
            ),
          ).toEqual({
            value: JSON.parse(text).query,
            whole: true,
            overflow: false,
            // its bytes between the quotes, escapes as sent
            bytes: Buffer.byteLength(JSON.stringify(query)) - 2,
          });
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
    expect(keptFrom('{"variables":{"query":"x"},"a":["query","y"]}', [])).toEqual({
      value: undefined,
      whole: false,
      overflow: false,
      bytes: 0,
    });
    // Past its bytes it is not kept, and still counted.
    expect(keptFrom(`{"query":"${'a'.repeat(2_000)}","b":"${'b'.repeat(500)}"}`, [100])).toEqual({
      value: undefined,
      whole: false,
      overflow: true,
      bytes: 2_000,
    });
    expect(keptFrom('[{"query":"x"}]', [])).toMatchObject({ value: undefined, whole: false });
  });
});
