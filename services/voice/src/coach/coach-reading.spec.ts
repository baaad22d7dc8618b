import fc from 'fast-check';
import { CoachReader, FAR_PLACES } from './coach-reading.js';

describe("the coach's reading", () => {
  const reader = new CoachReader(['cuando empieza la proxima camada']);

  it('reads a form of a coach word written by its sound as that word', () => {
    // Known by its stem only: the phrases hold other forms of the same verbs.
    const known = new CoachReader(['cobrar', 'cancelar', 'llegar', 'ayudar', 'renovar', 'verificar', 'cambiar']);
    // Each misspelling writes a letter as another of the same sound (c/k/qu, v/b, z/s, ll/y, h).
    const bySound: ReadonlyArray<readonly [RegExp, string]> = [
      [/c(?=[aou])/, 'k'],
      [/qu(?=[ei])/, 'k'],
      [/v/, 'b'],
      [/b/, 'v'],
      [/c(?=[ei])/, 's'],
      [/ll/, 'y'],
      [/y/, 'll'],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(
          'cobraron',
          'cobrado',
          'cancelaron',
          'llegaron',
          'ayudaron',
          'renovaron',
          'verificaron',
          'cambiaron',
        ),
        fc.subarray([...bySound], { minLength: 1, maxLength: 2 }),
        (word, swaps) => {
          const written = swaps.reduce<string>((spelling, [letter, sound]) => spelling.replace(letter, sound), word);
          fc.pre(written !== word);
          expect(known.read(`me dices si ${written}`).text).toBe(`me dices si ${word}`);
        },
      ),
    );
  });

  it('reads a verb of the dictionary with its pronouns joined as itself, never as a coach word it sounds like', () => {
    // "hecho" known: "echarse" without an h would sound like a form of it.
    const known = new CoachReader(['ya esta hecho', 'la rutina hecha', 'me quede acostado en la cama']);
    fc.assert(
      fc.property(
        fc.constantFrom(
          'echar',
          'acostar',
          'quedar',
          'tumbar',
          'tirar',
          'levantar',
          'estirar',
          'sentar',
          'poner',
          'mover',
        ),
        fc.constantFrom('me', 'te', 'se', 'nos', 'lo', 'la'),
        (verb, pronoun) => {
          expect(known.read(`puedo ${verb}${pronoun} hoy`).text).toBe(`puedo ${verb}${pronoun} hoy`);
        },
      ),
    );
  });

  it('reads a far place as itself, never as a typo of a coach word, and outside its world', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FAR_PLACES),
        fc.constantFrom('me mude a', 'vivo en', 'estoy en'),
        (place, before) => {
          const reading = reader.read(`${before} ${place}`);
          expect({ text: reading.text, foreign: reading.foreign.includes(place) }).toEqual({
            text: `${before} ${place}`,
            foreign: true,
          });
        },
      ),
    );
  });
});
