import { lazy, Suspense } from 'react';
import { PanelState } from './PanelState';

/**
 * Resultados and its chart library (visx) load the first time the tab opens, from a chunk of their
 * own: the rest of the panel, and the member and landing pages, never carry them.
 */
const ResultsTab = lazy(async () => ({ default: (await import('./ResultsTab')).ResultsTab }));

export function LazyResultsTab(props: { onOpenMember: (userId: number) => void }) {
  return (
    <Suspense fallback={<PanelState loading error={null} />}>
      <ResultsTab onOpenMember={props.onOpenMember} />
    </Suspense>
  );
}
