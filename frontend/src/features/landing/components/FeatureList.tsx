import type { LucideIcon } from 'lucide-react';

export interface Feature {
  Icon: LucideIcon;
  title: string;
  text: string;
}

/** Cards of an icon, a title and a line: what the challenge includes, what the coach does. */
export function FeatureList({ items, className = '' }: { items: readonly Feature[]; className?: string }) {
  return (
    <ul className={`included ${className}`.trim()}>
      {items.map(({ Icon, title, text }) => (
        <li key={title} className="included__item">
          <Icon size={28} aria-hidden="true" className="accent" />
          <h3>{title}</h3>
          <p className="muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}
