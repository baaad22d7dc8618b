import type { LandingSatisfaction } from '../landing.js';
import { priceTerms } from './price.js';

/** The landing's hero, as the gateway's server-rendered /landing and the web client both write it. */
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
