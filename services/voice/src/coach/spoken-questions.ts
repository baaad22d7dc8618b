import type { CoachIntent } from './coach-phrases.js';

/**
 * The questions the offline recogniser listens for (pocketsphinx with Debian's English model hears a
 * small grammar, not free speech): the usual way to ask each intent, every one of them also a
 * phrasing the coach is trained on (coach-grammar.spec checks it). How an exercise is done is heard
 * as "cómo se hace" and the exercise's title, for every exercise of the technique data.
 */
export const SPOKEN_QUESTIONS: Record<CoachIntent, readonly string[]> = {
  'routine.today': ['cuál es mi rutina de hoy', 'qué me toca hoy', 'qué entreno hoy', 'rutina de hoy'],
  'routine.tomorrow': ['qué rutina toca mañana', 'qué me toca mañana', 'rutina de mañana'],
  'rest.days': ['cuándo descanso', 'cuáles son mis días de descanso', 'cuándo es el próximo descanso'],
  'challenge.how': ['cómo funciona el reto', 'cuánto dura el reto', 'qué incluye el reto'],
  'edition.next': ['cuándo empieza la próxima edición', 'cuándo empieza el reto'],
  'price.guarantee': ['cuánto cuesta el reto', 'cuál es el precio', 'hay garantía'],
  cardio: ['cómo hago el cardio', 'cuánto cardio debo hacer'],
  nutrition: ['cuántas calorías debo comer', 'cuáles son mis macros', 'cuál es mi plan de nutrición'],
  progress: ['cuál es mi racha', 'cuál es mi progreso', 'cómo voy'],
  timezone: ['cómo cambio mi zona horaria', 'zona horaria'],
  greeting: ['hola', 'hola emilio', 'buenos días', 'gracias'],
  'cancel.refund': ['quiero cancelar mi suscripción', 'quiero que me devuelvan el dinero', 'puedo pedir un reembolso'],
  account: ['olvidé mi contraseña', 'cómo cambio mi contraseña', 'quiero cambiar mi correo'],
  'payment.methods': ['cómo puedo pagar', 'qué formas de pago hay'],
  invoices: ['dónde veo mis facturas', 'necesito una factura'],
  human: ['quiero hablar con una persona', 'cómo contacto con soporte'],
  'app.trouble': ['la app no funciona', 'el video no carga'],
  'exercise.technique': [],
  'about.emilio': ['quién eres', 'quién es emilio'],
  'challenge.day': ['en qué día del reto estoy', 'cuántos días me quedan del reto'],
  'edition.current': ['cuándo acaba mi reto', 'cuándo finaliza mi edición actual'],
  'skip.day': ['si no entreno un día qué pasa', 'me salté un entrenamiento'],
  'exercise.done': ['cómo marco un ejercicio como completado'],
  'payment.declined': ['me rechazan la tarjeta', 'mi pago fue rechazado'],
  renewal: ['se renueva solo el reto', 'es automática la renovación'],
  safety: [
    'me duele la rodilla',
    'me duele la espalda al entrenar',
    'me lesioné',
    'me mareo al hacer ejercicio',
    'estoy embarazada puedo entrenar',
    'tengo diabetes',
    'tomo medicamentos',
    'estoy enfermo',
  ],
};

/** How the recogniser hears a question about an exercise: this, then the exercise's title. */
export const SPOKEN_TECHNIQUE_QUESTION = 'cómo se hace';
