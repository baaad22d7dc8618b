import fc from 'fast-check';
import { CoachReader, FAR_PLACES } from './coach-reading.js';

describe("the coach's reading", () => {
  const reader = new CoachReader(['cuando empieza la proxima camada']);

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
