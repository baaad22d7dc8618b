/** A shimmering block standing in for content that is loading (hidden from assistive technology). */
export function Skeleton({ height, width = '100%' }: { height: string; width?: string }) {
  return <span className="skeleton" aria-hidden="true" style={{ height, width }} />;
}
