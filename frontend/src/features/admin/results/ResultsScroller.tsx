import { useEffect, useRef, useState, type ReactNode } from 'react';
import { adminCopy } from '../admin.copy';

const text = adminCopy.results.scroller;

/** Whether the element is wider inside than it shows (kept as the window or its content resizes). */
function useOverflowsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

/**
 * A block that may be wider than a phone (the map, a table): it scrolls sideways inside itself,
 * never the page, as a labelled region reachable with Tab (the arrow keys scroll it), and says so
 * in sight while it is wider than the screen.
 */
export function ResultsScroller(props: { label: string; className?: string; children: ReactNode }) {
  const { ref, overflows } = useOverflowsSideways();
  return (
    <div className="admin-results__scroller">
      {overflows ? (
        <p className="admin-results__scroll-hint muted" aria-hidden="true">
          {text.hint}
        </p>
      ) : null}
      <div
        ref={ref}
        className={props.className ?? 'admin-results__scroll'}
        role="region"
        aria-label={text.label(props.label)}
        tabIndex={0}
      >
        {props.children}
      </div>
    </div>
  );
}
