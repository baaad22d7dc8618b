/**
 * The landing's pictures and stories: the ONE file to edit to replace the shipped illustrations
 * (original silhouettes in `public/illustrations/`, made by `scripts/generate-illustrations.mjs`) with
 * real photos. Put the photos in `public/illustrations/` (or any same-origin path), set `src`, the real
 * `width`/`height` (they reserve the space so nothing shifts) and, for photos, `sources` with the
 * AVIF/WebP versions the browser picks first.
 */
export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** A short line shown over the picture in the gallery. */
  caption?: string;
  /** Modern formats offered before `src`, e.g. `{ srcSet: '/illustrations/ana.avif', type: 'image/avif' }`. */
  sources?: ReadonlyArray<{ srcSet: string; type: string }>;
  /** A drawing, not a photo of a participant: the page says so (set to false for real photos). */
  illustration: boolean;
}

export interface BeforeAfter {
  name: string;
  result: string;
  before: Picture;
  after: Picture;
}

export interface Testimonial {
  name: string;
  detail: string;
  summary: string;
  story: string;
}

const ILLUSTRATION = { width: 600, height: 750, illustration: true } as const;

const sliderPicture = (n: number, phase: 'before' | 'after', alt: string): Picture => ({
  src: `/illustrations/slider-${String(n)}-${phase}.svg`,
  alt,
  ...ILLUSTRATION,
});

export const beforeAfter: readonly BeforeAfter[] = [
  {
    name: 'Mariana',
    result: '-6 kg y 9 cm menos de cintura',
    before: sliderPicture(1, 'before', 'Mariana antes del reto'),
    after: sliderPicture(1, 'after', 'Mariana después de 4 semanas'),
  },
  {
    name: 'Jorge',
    result: '-8 kg y más fuerza en cada rutina',
    before: sliderPicture(2, 'before', 'Jorge antes del reto'),
    after: sliderPicture(2, 'after', 'Jorge después de 4 semanas'),
  },
  {
    name: 'Lucía',
    result: '-5 kg y energía para todo el día',
    before: sliderPicture(3, 'before', 'Lucía antes del reto'),
    after: sliderPicture(3, 'after', 'Lucía después de 4 semanas'),
  },
];

const TRANSFORMATIONS = [
  ['Valeria', '−5 kg'],
  ['Andrés', '−7 kg'],
  ['Camila', '−6 cm de cintura'],
  ['Diego', '−9 kg'],
  ['Fernanda', '−4 kg'],
  ['Ricardo', '−8 kg'],
  ['Paola', '−7 cm de cadera'],
  ['Sergio', '−6 kg'],
  ['Daniela', '−5 kg'],
  ['Héctor', '−10 kg'],
  ['Gabriela', '−6 kg'],
  ['Tomás', '−7 kg'],
] as const;

export const transformations: readonly Picture[] = TRANSFORMATIONS.map(([name, result], index) => ({
  src: `/illustrations/transformation-${String(index + 1).padStart(2, '0')}.svg`,
  alt: `Transformación de ${name}: antes y después de 4 semanas`,
  caption: `${name}: ${result}`,
  ...ILLUSTRATION,
}));

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Carolina M.',
    detail: 'Guadalajara, México · edición 70',
    summary: 'Llegué sin poder hacer diez sentadillas seguidas y terminé la cuarta semana completando cada rutina.',
    story:
      'Lo que más me sirvió fue saber exactamente qué hacer cada día. La intensidad sube poco a poco, así que nunca sentí que fuera imposible. El plan de comidas no me quitó nada que me guste: solo aprendí a medir porciones. Bajé 5 kilos, pero lo mejor es que ahora entreno por gusto y el grupo privado me mantuvo constante en los días difíciles.',
  },
  {
    name: 'Luis F.',
    detail: 'Bogotá, Colombia · edición 72',
    summary: 'Había empezado y dejado el gimnasio cinco veces. Este es el primer plan que terminé completo.',
    story:
      'Trabajo muchas horas y pensaba que no tendría tiempo. Las rutinas duran lo justo y los días de descanso están pensados para recuperarse de verdad. Cuando tuve dudas con la técnica, Emilio me respondió el mismo día. Terminé con 7 kilos menos, mejor postura y, sobre todo, con el hábito de entrenar cuatro o cinco veces por semana.',
  },
];

/** Whether any of these pictures is a drawing rather than a participant's photo. */
export const anyIllustration = (pictures: readonly Picture[]): boolean =>
  pictures.some((picture) => picture.illustration);
