/**
 * Original stick-figure pictograms of the programme's movement types, drawn for this product and
 * shipped in the repo (no image host). Each is a head and a few limbs on a floor line.
 */
const FIGURES = {
  squat: { head: [50, 18], limbs: 'M54 26 L64 46 L80 48 L76 72 M56 30 L82 32' },
  lunge: { head: [60, 12], limbs: 'M60 20 L60 42 L78 52 L78 72 M60 42 L46 66 L30 70 M60 26 L54 40' },
  bridge: { head: [18, 64], limbs: 'M26 66 L58 50 L78 46 L82 72 M26 68 L46 72' },
  pushup: { head: [22, 36], limbs: 'M30 42 L104 66 M38 46 L38 72' },
  plank: { head: [20, 46], limbs: 'M28 52 L106 68 M34 56 L34 72 L50 72' },
  dip: { head: [58, 14], limbs: 'M58 22 L58 48 L84 50 L88 72 M58 28 L46 40 L40 50 M16 50 H44 M20 50 V72 M40 50 V72' },
  row: { head: [30, 22], limbs: 'M38 26 L70 40 L72 56 L70 72 M70 40 L64 72 M46 30 L50 48 L48 56 M42 56 H56 V64 H42 Z' },
  prone: { head: [30, 58], limbs: 'M36 62 L84 64 L106 56 M36 60 L14 50' },
  curl: { head: [60, 12], limbs: 'M60 20 L60 46 L52 72 M60 46 L68 72 M60 24 L64 40 L76 28 M76 24 V32' },
  press: { head: [60, 14], limbs: 'M60 22 L60 46 L52 72 M60 46 L68 72 M58 26 L46 16 L46 2 M62 26 L74 16 L74 2' },
  raise: { head: [60, 12], limbs: 'M60 20 L60 46 L52 72 M60 46 L68 72 M60 24 L34 28 M60 24 L86 28' },
  calf: { head: [60, 10], limbs: 'M60 18 L60 44 L58 66 L62 72 M60 44 L64 66 L68 72 M60 24 L52 42 M60 24 L68 42' },
  crunch: { head: [24, 52], limbs: 'M32 58 L58 68 L80 40 L100 40 M32 56 L40 46' },
  jump: { head: [60, 12], limbs: 'M60 20 L60 42 L44 64 M60 42 L76 64 M60 24 L40 6 M60 24 L80 6' },
  run: { head: [62, 10], limbs: 'M62 18 L58 42 L76 44 L74 60 M58 42 L54 72 M60 24 L48 36 M62 24 L74 18' },
  quadruped: { head: [22, 34], limbs: 'M30 40 L72 40 L92 32 L94 14 M34 42 L34 72 M72 40 L72 72' },
  side: { head: [22, 34], limbs: 'M30 40 L106 68 M30 44 L30 72 L46 72 M30 40 L40 22' },
} as const;

export type PictogramKind = keyof typeof FIGURES;

export function Pictogram({ kind, className }: { kind: PictogramKind; className?: string }) {
  const { head, limbs } = FIGURES[kind];
  return (
    <svg
      className={className}
      viewBox="0 0 120 80"
      width="120"
      height="80"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="4"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 74 H116" strokeWidth="2" opacity="0.4" />
      <circle cx={head[0]} cy={head[1]} r="6" fill="currentColor" stroke="none" />
      <path d={limbs} />
    </svg>
  );
}
