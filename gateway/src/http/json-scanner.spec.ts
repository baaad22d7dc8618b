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
});
