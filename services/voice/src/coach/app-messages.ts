import type { CoachIntent } from './coach-phrases.js';
import { normalizeText } from '@reto/contracts/safety/spanish';

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
  ],
  'payment.declined': [
    'Preparando formulario de pago',
    'Finalizar Pago',
    'Error en el pago',
    'Pago fallido',
    'Error al procesar el pago',
    'No se pudo actualizar el estado de pago',
  ],
  renewal: ['No pudimos cambiar la renovación'],
  timezone: ['Error actualizando la zona horaria'],
};

const QUOTED = (Object.entries(APP_MESSAGES) as Array<[CoachIntent, readonly string[]]>).flatMap(([topic, messages]) =>
  messages.map((message) => [topic, ` ${normalizeText(message)} `] as const),
);

/** The words of the app's messages: the coach's world, as members read them on screen. */
export const APP_MESSAGE_WORDS: readonly string[] = QUOTED.flatMap(([, message]) => message.trim().split(' '));

/** The topics of the app's messages a question quotes. */
export const quotedTopics = (question: string): CoachIntent[] => {
  const said = ` ${normalizeText(question)} `;
  return [...new Set(QUOTED.filter(([, message]) => said.includes(message)).map(([topic]) => topic))];
};
