interface SpinnerProps {
  size?: 'sm' | 'lg';
  className?: string;
}

/** A decorative spinning ring; the surrounding element carries the accessible state (aria-busy, text). */
export function Spinner({ size = 'sm', className }: SpinnerProps) {
  return <span className={['spinner', `spinner--${size}`, className].filter(Boolean).join(' ')} aria-hidden="true" />;
}
