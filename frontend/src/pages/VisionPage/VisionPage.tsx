import { Activity, Apple, CalendarCheck, Mic } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FeatureList } from '../../features/landing/components/FeatureList';
import { legalCopy } from '../../features/landing/legal.copy';
import { ROUTES } from '../../routes';
import { PublicPage } from '../LegalPage/PublicPage';

const FEATURES = [
  { Icon: CalendarCheck, ...legalCopy.vision.features[0] },
  { Icon: Apple, ...legalCopy.vision.features[1] },
  { Icon: Activity, ...legalCopy.vision.features[2] },
  { Icon: Mic, ...legalCopy.vision.features[3] },
];

/** /vision: the AI fitness companion promoted in the landing's footer, with a way in to /voice. */
export function VisionPage() {
  const copy = legalCopy.vision;
  return (
    <PublicPage title={copy.title}>
      {() => (
        <main className="vision">
          <section className="vision__hero">
            <span className="vision__orb" aria-hidden="true">
              <Mic size={40} />
            </span>
            <h1 className="legal__title">{copy.title}</h1>
            <p className="hero__lead">{copy.lead}</p>
            <div className="vision__actions">
              <Link className="btn btn--primary" to={ROUTES.voice}>
                {copy.talk}
              </Link>
              <Link className="btn btn--ghost" to={ROUTES.landing}>
                {copy.join}
              </Link>
            </div>
          </section>
          <section className="landing-section" aria-labelledby="vision-features">
            <h2 id="vision-features" className="landing-section__title">
              {copy.featuresTitle}
            </h2>
            <FeatureList items={FEATURES} />
          </section>
          <section className="landing-section" aria-labelledby="vision-how">
            <h2 id="vision-how" className="landing-section__title">
              {copy.howTitle}
            </h2>
            <ol className="vision__steps">
              {copy.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="muted">
              {copy.privacy} <Link to={ROUTES.privacy}>{legalCopy.privacy.title}</Link>
            </p>
          </section>
        </main>
      )}
    </PublicPage>
  );
}
