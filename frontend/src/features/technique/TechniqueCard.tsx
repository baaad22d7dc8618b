import { techniqueCardFor } from './technique-cards';
import { Pictogram } from './Pictogram';
import './technique.css';

const TITLE = 'Técnica paso a paso';

/**
 * The exercise's original technique card under the player (or in its place without a video): the
 * pictogram of its technique key beside the steps the challenge service answers with it.
 */
export function TechniqueCard({ techniqueKey, steps }: { techniqueKey: string | null; steps: readonly string[] }) {
  const card = techniqueCardFor(techniqueKey);
  if (!card || !steps.length) return null;
  return (
    <section className="technique" aria-labelledby="technique-title" data-testid="technique-card">
      <div className="technique__art">
        <Pictogram kind={card.pictogram} className="technique__pictogram" />
      </div>
      <div className="technique__body">
        <h3 id="technique-title" className="technique__title">
          {TITLE}
        </h3>
        <ol className="technique__steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </section>
  );
}
