import { techniqueCardFor } from './technique-cards';
import { Pictogram } from './Pictogram';
import './technique.css';

const TITLE = 'Técnica paso a paso';

/** The exercise's original technique card under the player (or in its place without a video), by its technique key. */
export function TechniqueCard({ techniqueKey }: { techniqueKey: string | null }) {
  const card = techniqueCardFor(techniqueKey);
  if (!card) return null;
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
          {card.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </section>
  );
}
