import { BRAND_NAME, SUPPORT_EMAIL, SUPPORT_HOURS } from '../../config';
import { legalCopy, type LegalSection, type LegalSettings } from '../../features/landing/legal.copy';
import { PublicPage } from './PublicPage';

interface LegalDocumentProps {
  title: string;
  intro: (settings: LegalSettings) => string;
  sections: (settings: LegalSettings) => readonly LegalSection[];
}

/** A legal text with the brand, the support e-mail, billing's price and guarantee filled in. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <PublicPage title={title}>
      {(offer) => {
        const settings: LegalSettings = { brand: BRAND_NAME, email: SUPPORT_EMAIL, hours: SUPPORT_HOURS, ...offer };
        return (
          <main className="legal">
            <h1 className="legal__title">{title}</h1>
            <p className="legal__updated muted">{legalCopy.updated}</p>
            <p className="legal__intro">{intro(settings)}</p>
            {sections(settings).map((section) => (
              <section key={section.heading} className="legal__section">
                <h2>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))}
          </main>
        );
      }}
    </PublicPage>
  );
}
