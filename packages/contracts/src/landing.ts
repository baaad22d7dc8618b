/**
 * What the gateway's server-rendered /landing and the web client share: the hero's Spanish text
 * (so the HTML carries the same words the page then shows) and the JSON the gateway writes into
 * the page for the client to start from. Dependency-free: the web client reads it from source.
 */

/** The id of `<script type="application/json">` holding {@link LandingPageData} in the landing's HTML. */
export const LANDING_DATA_ELEMENT_ID = 'landing-data';

/** The review aggregate in the legacy REST shape (`GET /api/reviews`). */
export interface LandingAggregate {
  average_score: number;
  reviews_count: number;
  rating_distribution: Record<string, number>;
}

export interface LandingPageData {
  /** The next edition to start; null when the challenge service did not answer. */
  edition: { number: number; startDate: string } | null;
  /**
   * The visitor's localised price, billing's charge in USD and its guarantee; null when it could
   * not be asked (the client asks again).
   */
  price: { symbol: string; amount: number; currency: string; baseAmountUsd: number; guaranteeDays: number } | null;
  /** The stored reviews' aggregate; null when the reviews service did not answer. */
  aggregate: LandingAggregate | null;
  /**
   * The measured share of satisfied answers (4 or 5) over the last ended editions, with its count;
   * null (the figure left out) with fewer than SATISFACTION_MIN_ANSWERS answers or the admin service away.
   */
  satisfaction?: LandingSatisfaction | null;
}

export interface LandingSatisfaction {
  percent: number;
  answers: number;
}

/**
 * When support answers, as every page, e-mail and the coach say it: the default of the one setting
 * (SUPPORT_HOURS for the services, VITE_SUPPORT_HOURS for the web client, kept equal).
 */
export const DEFAULT_SUPPORT_HOURS = 'de lunes a viernes, de 9:00 a 18:00, hora de Ciudad de México';

/** The landing shows a satisfaction figure only from this many answers. */
export const SATISFACTION_MIN_ANSWERS = 30;

/** The landing's figure from the check-in's counts: null below SATISFACTION_MIN_ANSWERS answers. */
export const landingSatisfaction = (counts: { answers: number; satisfied: number }): LandingSatisfaction | null =>
  counts.answers < SATISFACTION_MIN_ANSWERS
    ? null
    : { percent: Math.round((100 * counts.satisfied) / counts.answers), answers: counts.answers };

/**
 * How the product states its price, the same on every page, e-mail and coach answer (DECISIONS.md,
 * "Price and renewal"): one 28-day edition at a time that renews into the next until cancelled.
 */
export const priceTerms = {
  /** Beside an amount: "$78 · cada 28 días · cancela cuando quieras". */
  period: 'cada 28 días · cancela cuando quieras',
  /** "$78 USD cada 28 días · cancela cuando quieras" */
  withPrice: (price: string): string => `${price} cada 28 días · cancela cuando quieras`,
  renewal: 'Se renueva automáticamente al empezar cada nueva edición, hasta que la canceles.',
  howToCancel:
    'Cancélala cuando quieras desde tu perfil, en dos toques: no te cobramos de nuevo y conservas el acceso hasta el final del periodo pagado.',
  guarantee: (days: number): string =>
    `Garantía de ${String(days)} días: si el reto no es para ti, te devolvemos tu dinero.`,
} as const;

export const landingHero = {
  title: (brand: string, edition: number | null): string =>
    edition === null ? `${brand}: 4 Semanas` : `${brand} ${String(edition)}: 4 Semanas`,
  eyebrow: 'Reto de transformación de 28 días',
  lead: 'Entrena con Emilio cuatro semanas con una rutina que sube de intensidad cada semana, nutrición a tu medida, el grupo privado de tu edición y mensajes directos que responde él mismo.',
  description:
    'Reto de 28 días con Emilio: rutina que cambia de intensidad cada semana, nutrición personalizada con porciones claras, contacto directo con Emilio, que responde él mismo, y el grupo privado de tu edición.',
  startsOn: (date: string): string => `Comienza el ${date}`,
  startsSoon: 'Próxima edición: fecha por anunciar',
  priceLabel: 'Acceso completo',
  pricePeriod: priceTerms.period,
  buy: 'Únete al reto',
  /** For returning members, beside the buy button in the top bar. */
  signIn: 'Iniciar sesión',
  buyNow: (price: string): string => `Comenzar ahora - ${price}`,
  // Facts of the product only: a satisfaction share appears once measured from enough answers.
  stats: [
    { value: '28', label: 'días guiados' },
    { value: '4', label: 'semanas de progreso' },
  ],
  /** The measured figure beside the facts: "96 % de 412 personas que terminaron". */
  satisfactionStat: ({ percent, answers }: LandingSatisfaction) => ({
    value: `${String(percent)} %`,
    label: `de ${new Intl.NumberFormat('es-MX').format(answers)} personas que terminaron`,
  }),
} as const;

/** An edition's start date in Spanish: "lunes, 7 de diciembre de 2026". */
export const formatEditionStart = (isoDate: string): string =>
  new Intl.DateTimeFormat('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

/**
 * A price as every page shows it: "$78" in dollars, "≈ $1,443 MXN" elsewhere. The card is charged
 * in dollars, so a local amount is a conversion and says so.
 */
export const formatDisplayPrice = (price: { symbol: string; amount: number; currency: string }): string => {
  const amount = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 }).format(price.amount);
  return price.currency === 'USD' ? `${price.symbol}${amount}` : `≈ ${price.symbol}${amount} ${price.currency}`;
};
