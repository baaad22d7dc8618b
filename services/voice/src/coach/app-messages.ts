import type { CoachIntent } from './coach-phrases.js';
import {
  BillingMessages,
  CommunityMessages,
  IdentityMessages,
  PhotoMessages,
  ReminderMessages,
  ReviewsMessages,
} from '@reto/contracts';
import { safetyConcepts } from '@reto/contracts/safety/safety-concepts';
import { normalizeText } from '@reto/contracts/safety/spanish';

/**
 * The messages a service's answers show on screen, as members quote them: each one's first sentence
 * ("Estás publicando muy seguido" of "Estás publicando muy seguido. Espera un minuto…"), when it says
 * enough to be told apart (three words or more). A message about health (the group's note under a
 * post that speaks of pain) is the safety answer's, not a topic's.
 */
const shownMessages = (...tables: ReadonlyArray<Record<string, unknown>>): string[] =>
  tables
    .flatMap((table) => Object.values(table))
    .filter((message): message is string => typeof message === 'string')
    .map((message) => message.split(/[.:]\s/)[0]!.replace(/[.:]$/, ''))
    .filter((message) => message.split(' ').length >= 3 && safetyConcepts(normalizeText(message)).length === 0);

/** The account service's messages but its time zone's, which is the time zone's answer. */
const { timezoneInvalid, ...accountMessages } = IdentityMessages;

/**
 * What the app's screens say when something stands in the member's way (`frontend/src/copy.ts`, and
 * the product spec's wording of the same screens), by the topic whose answer helps: members quote
 * them as they read them, often with their capitals ("me sale Conexión lenta detectada"). A question
 * that quotes one is about that topic, and the message's words are the coach's own, not a name of
 * another world.
 */
export const APP_MESSAGES: Readonly<Partial<Record<CoachIntent, readonly string[]>>> = {
  account: [
    'Cargando tu cuenta',
    'Verificando estado de acceso',
    'Verificando tu email',
    'Verificando credenciales',
    'Error de inicio de sesión',
    'Error de autenticación',
    'Autenticación expirada',
    'Credenciales incorrectas',
    'verifica tu usuario y contraseña',
    'Optimizando para móvil',
    'Limpiando datos automáticamente',
    'Problema de conectividad móvil',
    'Error en el registro',
    'Error de registro',
    'No se pudo crear la cuenta',
    'Tu sesión ha expirado',
    'sesión expirada',
    'Token de autenticación inválido',
    'Token inválido',
    'token no es válido',
    'Acceso no autorizado',
    'Acceso denegado',
    'Acceso restringido',
    'Acceso de emergencia',
    'Email requerido',
    'ingresa tu email registrado',
    'Necesitas una suscripción',
    'No Challenge Access',
    'No access to the current challenge',
    'Get Challenge Access',
    'Could not retrieve access information',
    'Solicitar un nuevo enlace',
    'enlace no es válido',
    'enlace inválido',
    'Redirigiendo',
    'No se encontró un token de recuperación en la URL',
    'No se encontró un enlace de verificación en la URL',
    'El enlace de verificación no es válido',
    'Error al validar el token',
    'Validando enlace',
    'Este enlace está incompleto',
    'Error al actualizar la contraseña',
    'No pudimos cambiar tu email',
    'No pudimos enviar el enlace',
    'No se pudo obtener la información de acceso',
    'No encontramos tu plan nutricional',
    // The spec's notice to an unverified address.
    'Verifica tu correo electrónico',
    'Reenviar enlace',
    // The same messages as the product spec words them, the address called "correo electrónico".
    ...shownMessages(accountMessages).flatMap((message) => [
      message,
      message.replace(/\bemail\b/g, 'correo electrónico'),
    ]),
  ],
  'app.trouble': [
    'Error de Carga',
    'Conexión lenta detectada',
    'Video no disponible',
    'Toca para reproducir',
    'Rutina no encontrada',
    'Faltan datos para completar el ejercicio',
    'Error al obtener',
    'Página no encontrada',
    'Esto está tardando más de lo normal',
    'Ocurrió un problema al cargar la aplicación',
    'Esto no se guardó para verlo sin internet',
    'No pudimos guardar tus preferencias',
    'No pudimos guardar la versión de los videos',
    'No diste permiso para las notificaciones',
    // The group and the messages, photos, reviews and reminders: what to do is the app's help and the team's.
    ...shownMessages(CommunityMessages, PhotoMessages, ReviewsMessages, ReminderMessages),
  ],
  'payment.declined': [
    'Preparando formulario de pago',
    'Finalizar Pago',
    'Error en el pago',
    'Pago fallido',
    'Error al procesar el pago',
    'No se pudo actualizar el estado de pago',
    // The checkout's own refusals of a card.
    ...shownMessages({
      declined: BillingMessages.cardDeclined,
      invalid: BillingMessages.cardInvalid,
      expiry: BillingMessages.cardExpiryInvalid,
      cvc: BillingMessages.cardCvcInvalid,
      unavailable: BillingMessages.paymentsNotConfigured,
    }),
  ],
  renewal: ['No pudimos cambiar la renovación', ...shownMessages({ ending: BillingMessages.subscriptionEnding })],
  timezone: [
    'Error actualizando la zona horaria',
    'Zona horaria actualizada correctamente',
    'Las rutinas diarias se ajustarán a tu horario local',
    ...shownMessages({ timezoneInvalid }),
  ],
  // The daily reminder of a rest day.
  'rest.days': ['Hoy descansas'],
};

const QUOTED = (Object.entries(APP_MESSAGES) as Array<[CoachIntent, readonly string[]]>).flatMap(([topic, messages]) =>
  messages.map((message) => [topic, ` ${normalizeText(message)} `] as const),
);

/**
 * What the app's screens show whatever the member's case, in the app's words (`frontend/src/copy.ts`)
 * and the product spec's for the same screens: the profile's access card, the plan shown after
 * signing up, the sales page's button. Quoted, they say which screen the member looks at, not what is
 * asked of it ("en el perfil dice Challenge Access Active, ¿la última fecha es cuando acaba?"), so
 * they name no topic; their words are the coach's own.
 */
const SCREEN_LABELS = [
  'Acceso al reto activo',
  'Tu acceso es válido durante las 4 semanas completas del reto',
  'Sin acceso al reto',
  'Tu plan nutricional',
  'Challenge Access Active',
  'Your access is valid for the complete 4-week challenge duration',
  'Each challenge requires a unique payment',
  'Cuenta Creada Exitosamente',
  'Cargando tu plan nutricional',
  'Comenzar el Reto Ahora',
];

/** The words of the app's messages and screens: the coach's world, as members read them on screen. */
export const APP_MESSAGE_WORDS: readonly string[] = [
  ...QUOTED.flatMap(([, message]) => message.trim().split(' ')),
  ...SCREEN_LABELS.flatMap((label) => normalizeText(label).split(' ')),
];

/**
 * The message shown while signing in as well (the spec's slow loading, after 8 s of authentication):
 * quoted beside a sign-in that does not go through, the account's answer is what helps.
 */
const SHOWN_SIGNING_IN = ` ${normalizeText('Conexión lenta detectada')} `;
const SIGN_IN_FAILS =
  / no (?:logro|puedo|me deja|consigo|pude) (?:iniciar sesion|entrar|ingresar|loguearme|acceder)(?= )/;

/** The topics of the app's messages a question quotes. */
export const quotedTopics = (question: string): CoachIntent[] => {
  const said = ` ${normalizeText(question)} `;
  const signingIn = said.includes(SHOWN_SIGNING_IN) && SIGN_IN_FAILS.test(said);
  return [
    ...new Set(
      QUOTED.filter(([, message]) => said.includes(message)).map(([topic, message]) =>
        signingIn && message === SHOWN_SIGNING_IN ? 'account' : topic,
      ),
    ),
  ];
};
