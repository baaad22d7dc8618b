import type { ReactNode } from 'react';

/** One block of the Resultados tab: its title, what it shows, an action (the CSV) and the content. */
export function ResultsCard(props: {
  title: string;
  description?: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`admin-card admin-results__card ${props.className ?? ''}`} aria-label={props.title}>
      <header className="admin-results__head">
        <div>
          <h3 className="admin-results__title">{props.title}</h3>
          {props.description ? <p className="muted admin-results__description">{props.description}</p> : null}
        </div>
        {props.action}
      </header>
      {props.children}
    </section>
  );
}
