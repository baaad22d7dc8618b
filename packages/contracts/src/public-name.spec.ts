import fc from 'fast-check';
import { publicNameOf } from './public-name.js';

describe('a name as others see it', () => {
  it('is the first name and the initial of the next word', () => {
    expect(publicNameOf('Ana Pérez García')).toBe('Ana P.');
    expect(publicNameOf('  rocío   díaz ')).toBe('Rocío D.');
    expect(publicNameOf('Lucía M.')).toBe('Lucía M.');
    expect(publicNameOf('Bruno')).toBe('Bruno');
    expect(publicNameOf('ana.perez@example.com')).toBe('Ana P.');
    expect(publicNameOf('   ')).toBe('Miembro');
  });

  it('never shows a second word whole, an address or more than 40 characters, whatever was typed', () => {
    const word = fc.stringMatching(/^[A-Za-zÁÉÍÓÚáéíóúÑñ]{2,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 5 }), fc.boolean(), (words, asEmail) => {
        const typed = asEmail ? `${words.join('.')}@correo.example` : words.join(' ');
        const shown = publicNameOf(typed);
        expect(shown).not.toContain('@');
        expect(shown.length).toBeLessThanOrEqual(40);
        const [first, initial, ...rest] = shown.split(' ');
        expect(rest).toEqual([]);
        expect(first!.toLocaleLowerCase('es')).toBe(words[0]!.slice(0, 40).toLocaleLowerCase('es'));
        expect(initial).toMatch(/^\p{Lu}\.$/u);
      }),
    );
  });
});
