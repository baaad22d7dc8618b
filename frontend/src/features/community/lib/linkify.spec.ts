import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps the whole text, in order, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        expect(
          linkify(text)
            .map((part) => part.text)
            .join(''),
        ).toBe(text);
      }),
    );
  });

  it('links only http and https addresses, without the sentence’s final punctuation', () => {
    expect(linkify('Mira https://example.com/a. Y javascript:alert(1) <b>no</b>')).toEqual([
      { kind: 'text', text: 'Mira ' },
      { kind: 'link', text: 'https://example.com/a', href: 'https://example.com/a' },
      { kind: 'text', text: '. Y javascript:alert(1) <b>no</b>' },
    ]);
  });
});
