import { landingHero } from '@reto/contracts/shared-copy';
import { counted } from '../../lib/plural';

/**
 * The Spanish copy of the public sales side: the landing (spec 1 "Landing page" and "Reviews
 * block"), the legal pages and the AI companion's page. Wording changes happen only here.
 */
export const landingCopy = {
  ...landingHero,
  newTab: '(se abre en una pestaña nueva)',
  /** A member signed in here: the buy buttons lead to the panel (never pay twice). */
  toMyPanel: 'Ir a mi panel',

  includedTitle: 'Qué incluye el reto',
  included: [
    {
      title: 'Rutina estructurada',
      text: 'Un plan de entrenamiento que cambia de intensidad cada semana para que tu cuerpo siga avanzando.',
    },
    {
      title: 'Nutrición personalizada',
      text: 'Un plan de alimentación con porciones claras, calculado a partir de tus datos y tu objetivo.',
    },
    {
      title: 'Contacto directo y grupo privado',
      /** Who answers and when: Emilio himself, within the support hours (the SUPPORT_HOURS setting). */
      text: (hours: string): string =>
        `Escríbele a Emilio desde la app: él mismo responde tus dudas ${hours}. Y comparte el camino en el grupo privado de tu edición, solo con quienes hacen el reto contigo.`,
    },
  ],

  beforeAfterTitle: 'Antes y después',
  /** Said of the pictures as they are: drawings are labelled as drawings (content.ts says which). */
  beforeAfterLead: (illustrated: boolean): string =>
    illustrated
      ? 'Desliza para comparar. Ilustraciones de referencia, no fotos de participantes.'
      : 'Desliza para comparar. Fotos de participantes tras cuatro semanas de constancia.',
  before: 'Antes',
  after: 'Después',
  sliderLabel: (name: string): string => `Comparar antes y después de ${name}`,

  testimonialsTitle: 'Lo que dicen quienes ya lo hicieron',
  readMore: 'Leer más',
  readLess: 'Leer menos',

  galleryTitle: 'Transformaciones',
  galleryLead: (illustrated: boolean): string =>
    illustrated
      ? 'Doce historias de cuatro semanas, en ilustraciones de referencia. Toca una imagen para verla en grande.'
      : 'Doce historias de cuatro semanas. Toca una imagen para verla en grande.',
  /** The gallery button's name: it contains the visible caption, as WCAG's "label in name" asks. */
  openImage: (alt: string, caption?: string): string => (caption ? `Ampliar: ${alt}. ${caption}` : `Ampliar: ${alt}`),
  lightboxLabel: 'Imagen ampliada',
  closeLightbox: 'Cerrar imagen',

  disclaimerTitle: 'Aviso legal',
  disclaimer:
    'Los resultados varían de una persona a otra y dependen de la constancia, la alimentación y el punto de partida de cada quien. Las imágenes y testimonios no garantizan resultados. Este sitio no forma parte de Facebook, Instagram, TikTok ni de ninguna red social, ni está respaldado o patrocinado por ellas.',

  companionTitle: 'Tu compañero de fitness con IA',
  companionText: 'Habla con Emilio cuando quieras: tu rutina de hoy, tus macros y consejos al instante.',
  companionLink: 'Conocer el coach con IA',
  supportTitle: 'Soporte',
  /** The support hours setting as a sentence: "De lunes a viernes, de 9:00 a 18:00, …". */
  supportHours: (hours: string): string => hours.charAt(0).toUpperCase() + hours.slice(1),
  guaranteeBadge: (days: number): string => `Garantía de ${String(days)} días`,
  guaranteeText: (days: number): string =>
    `Si no estás satisfecho, te devolvemos tu dinero dentro de los primeros ${String(days)} días.`,
  paymentsTitle: 'Pagos seguros',
  // Only what the checkout's card form takes: a badge for a method it refuses would be a false promise.
  paymentMethods: ['Visa', 'Mastercard', 'American Express'],
  legalNav: 'Información legal',
  terms: 'Términos y condiciones',
  privacy: 'Aviso de privacidad',
  rights: (brand: string, year: number): string => `© ${String(year)} ${brand}. Todos los derechos reservados.`,
  coachButton: 'Habla con el coach',
} as const;

/** The reviews block and its form (spec 1 "Reviews block", section 4 "Review form", section 5). */
export const reviewsCopy = {
  title: 'Opiniones de nuestros clientes',
  average: (score: string): string => `${score} de 5`,
  count: (count: number): string =>
    counted(count, 'reseña', 'reseñas', (n) => new Intl.NumberFormat('es-MX').format(n)),
  starsOf: (rating: number): string => `${String(rating)} de 5 estrellas`,
  bar: (stars: number, count: number): string =>
    `${String(stars)} ${stars === 1 ? 'estrella' : 'estrellas'}: ${String(count)} ${count === 1 ? 'reseña' : 'reseñas'}`,
  showAll: 'Ver todas las reseñas',
  showFewer: 'Ver menos reseñas',
  loading: 'Cargando reseñas...',
  loadError: 'No pudimos cargar las reseñas en este momento.',
  empty: 'Todavía no hay reseñas. ¡Sé la primera persona en opinar!',
  verified: 'Compra verificada',
  reviewPhoto: (name: string): string => `Foto de la reseña de ${name}`,
  write: 'Escribir una reseña',
  formTitle: 'Comparte tu experiencia',
  rating: 'Calificación',
  ratingRequired: 'Elige de 1 a 5 estrellas.',
  ratingOption: (stars: number): string => (stars === 1 ? '1 estrella' : `${String(stars)} estrellas`),
  reviewTitle: 'Título (opcional)',
  body: 'Tu experiencia',
  name: 'Nombre',
  /** Reviews are published under the first name and initial (publicNameOf in the contracts). */
  nameHint: 'Se publica tu nombre y la inicial de tu apellido.',
  email: 'Email',
  emailHint: 'No se publica.',
  photo: 'Foto (opcional)',
  choosePhoto: 'Elegir imagen',
  photoHint: 'JPEG, PNG o WebP, hasta 5 MB.',
  photoPreview: 'Vista previa de tu foto',
  removePhoto: 'Quitar foto',
  submit: 'Enviar reseña',
  submitting: 'Enviando...',
  cancel: 'Cancelar',
  thanksTitle: '¡Gracias por tu reseña!',
  thanksPublished: 'Tu opinión ya está publicada.',
  thanksPending: 'La publicaremos en cuanto nuestro equipo la revise.',
  thanksReceivedTitle: 'Revisa tu email',
  thanksReceived:
    'Si compraste el reto con este email, te enviamos un enlace para publicar tu reseña con la insignia de compra verificada. Si no, la publicaremos en cuanto Emilio la revise.',
  thanksClose: 'Entendido',
  memberTitle: 'Deja tu reseña',
  memberIntro:
    'Cuéntale a quien está pensando en unirse cómo te fue. Como miembro, tu reseña se publica con la insignia de compra verificada.',
  memberWrite: 'Escribir mi reseña',
  memberReplaces: 'Si ya escribiste una, la nueva la reemplaza.',
  confirmTitle: 'Tu reseña',
  confirming: 'Confirmando tu reseña...',
  confirmMissing: 'Falta el código del enlace. Ábrelo tal como llegó a tu email.',
  confirmFailed: 'No pudimos confirmar tu reseña. Intenta abrir el enlace de nuevo.',
  seeReviews: 'Ver las reseñas',
  error: 'Error al enviar la reseña. Por favor, intenta de nuevo.',
  nameRequired: 'El nombre es obligatorio.',
  emailRequired: 'El email es obligatorio.',
  emailInvalid: 'Ingresa un email válido.',
  bodyRequired: 'Cuéntanos tu experiencia.',
  photoNotImage: 'Elige un archivo de imagen.',
  photoTooLarge: 'La imagen no puede pesar más de 5 MB.',
} as const;
