import { EXERCISE_TECHNIQUES } from '@reto/contracts';
import type { CoachIntent } from './coach-phrases.js';
import { ENGLISH_EXERCISE_NAMES } from './exercise-names.js';
import { normalizeText } from '@reto/contracts/safety/spanish';

/**
 * The concepts each topic needs before the coach answers with it: the price topic needs a question
 * about what the challenge costs, not any "precio"; the rest days need resting in the challenge,
 * not a holiday. Patterns run over the coach's reading of a question (`coach-reading.ts`); a topic
 * whose evidence is missing is never answered, however close the models put it.
 */
const words = (source: string) => new RegExp(`(?:^| )(?:${source})(?= |$)`);

/** Doing the challenge's work: training, a routine, exercises. */
const TRAINING =
  'rutina\\w*|entren\\w*|ejercicio\\w*|sesion\\w*|workout|tabla|toca|tocan|hago|hacemos|hacer|trabajo|clase';
/** Exercise titles of the technique data and their common English names. */
const EXERCISE_WORDS = [
  ...new Set(
    [...Object.values(EXERCISE_TECHNIQUES).map(({ title }) => title), ...Object.keys(ENGLISH_EXERCISE_NAMES)]
      .flatMap((title) => normalizeText(title).split(' '))
      .filter((word) => word.length > 3 && !['peso', 'corporal', 'con', 'bajo', 'mesa', 'silla'].includes(word))
      .map((word) => word.replace(/(es|s)$/, '')),
  ),
]
  .map((word) => `${word}\\w*`)
  .join('|');
const ASKING_HOW = 'como|tecnica\\w*|explica\\w*|ensena\\w*|enseña\\w*|forma correcta|postura|correctamente|bien';

/** Per topic, the evidence it needs: every pattern of the list must match. */
export const TOPIC_EVIDENCE: Readonly<Record<Exclude<CoachIntent, 'safety'>, readonly RegExp[]>> = {
  'routine.today': [
    words(TRAINING),
    words('hoy|del dia|de hoy|ahora|ahorita|este dia|toca|tocan|mi rutina|mi entreno'),
  ],
  'routine.tomorrow': [
    words(TRAINING + '|que viene|sigue|siguiente'),
    words('mañana|pasado hoy|proxima rutina|siguiente rutina'),
  ],
  'rest.days': [
    words('descans\\w*|reposo|dia libre|dias libres|dia off|no se entrena|recuperacion|recupero|libra|librar|libras'),
  ],
  'challenge.how': [
    words(
      'funciona\\w*|consiste|de que (?:va|trata|se trata)|dinamica|estructura\\w*|organiza\\w*|incluye|dura|duracion|' +
        'semanas|explica\\w*|metodo|trae|como es|que es (?:el|este) (?:reto|programa)',
    ),
    words('reto|programa|challenge|esto|el plan|consiste'),
  ],
  'edition.next': [
    words('proxim\\w*|siguiente\\w*|nuev[oa]s?|otra|otro|abren|abre|empieza|arranca|comienza|inicia'),
    words('edicion\\w*|reto|ronda|grupo|convocatoria|inscripcion\\w*|fecha|proxima|proximo'),
  ],
  'edition.current': [
    words('termina\\w*|acaba\\w*|finaliza\\w*|fin|final|hasta cuando|hasta que fecha|se acaba|vence|caduca\\w*|cierra'),
    words('mi|actual|esta edicion|este reto|en la que estoy|en el que estoy|inscrit\\w*|acceso'),
  ],
  'price.guarantee': [
    words(
      'cuesta\\w*|costo|coste|precio\\w*|vale|valor|cobra\\w*|pag[ao]r?|pago|sale|salen|plata|dinero|pesos|euros|dolares|' +
        'moneda|tarifa|garantia|devuelven|devolucion|reembolso|barato|caro|inversion|suscripcion',
    ),
    words(
      'reto|programa|inscri\\w*|apuntar\\w*|unirme|entrar|plan|garantia|moneda|pesos|euros|dolares|devuelven|cuanto',
    ),
  ],
  cardio: [
    words(
      'cardio\\w*|caminadora|cinta\\w*|treadmill|caminata\\w*|caminar|inclinacion|velocidad|aerobic\\w*|correr|trotar',
    ),
  ],
  nutrition: [
    words(
      'caloria\\w*|kilocaloria\\w*|kcal|proteina\\w*|carbohidrat\\w*|carbos|hidratos|grasa\\w*|macro\\w*|dieta|alimenta\\w*|nutrici\\w*|' +
        'comer|comida\\w*|como|desayun\\w*|ceno|cena|menu|plan de comidas',
    ),
    words(
      'caloria\\w*|kilocaloria\\w*|kcal|proteina\\w*|carbohidrat\\w*|carbos|hidratos|grasa\\w*|macro\\w*|dieta|alimenta\\w*|nutrici\\w*|' +
        'debo comer|tengo que comer|puedo comer|que como|comidas del reto|plan',
    ),
  ],
  progress: [
    words(
      'como voy|que tal voy|como vamos|progreso\\w*|avance\\w*|avanzo|racha\\w*|porcentaje|completad[oa]s?|llevo|voy bien|resultado\\w*|estadistica\\w*|' +
        'seguidos|cumplid[oa]s?',
    ),
  ],
  timezone: [
    words(
      'zona horaria|huso\\w*|hora local|horario|mi hora|a que hora|medianoche|zona|hora del reto|hora de la app|' +
        '(?:la )?hora (?:esta|sale|aparece|me sale) mal|cambi\\w* (?:la|mi) hora|hora de (?:mexico|españa|argentina|colombia|chile|peru|otro pais)',
    ),
  ],
  greeting: [
    words(
      'hola\\w*|buenas|buenos dias|buen dia|que tal|hey|ey|saludos|holi|wenas|gracias|muchas gracias|muchisimas gracias|mil gracias',
    ),
  ],
  'exercise.technique': [words(ASKING_HOW + '|se hace|se hacen|hacer'), words(EXERCISE_WORDS)],
  'about.emilio': [
    words(
      'quien eres|quien sos|quien es|eres|sos|bot|robot|asistente|que puedes|en que me|que sabes|que haces|' +
        'ayudar\\w*|entrenador',
    ),
  ],
  'challenge.day': [
    words(
      'que dia|en que dia|cual dia|dia del|dia estoy|dia voy|dia numero|numero de dia|voy en el dia|estoy en el dia|' +
        'dias (?:me |le )?(?:faltan|quedan|restan)|dias restantes|me falta|me quedan|faltan|quedan|restantes',
    ),
    words('reto|programa|voy|estoy|encuentro|llevo|quedan|faltan|restantes|restan|falta|mi|me|le'),
  ],
  'skip.day': [
    words(
      'salt\\w*|falto|falte|faltar|me pierdo|perder\\w*|pierdo|no entren\\w*|no pude|no puedo entrenar|dejo de entrenar|' +
        'recuperar|no hice|no hago|dos rutinas|dos entrenos',
    ),
    words('dia|dias|entreno\\w*|entrenamiento\\w*|rutina\\w*|racha|ayer|hoy|mañana|sesion'),
  ],
  'exercise.done': [
    // Marking is the act asked about: "he completado" alone asks for progress.
    words(
      'marc\\w*|tach\\w*|registr\\w*|poner que|pongo que|guard\\w*|le doy|doy a|boton|chulit\\w*|palomit\\w*|check',
    ),
    words('hecho|hice|complet\\w*|terminad[oa]|termine|ejercicio\\w*|rutina|entreno|realizad[oa]|listo'),
  ],
  'cancel.refund': [
    words(
      'cancel\\w*|anul\\w*|reembols\\w*|devoluci\\w*|devuelv\\w*|devolver|de vuelta|de baja|darme de baja|dar de baja|desuscrib\\w*|no quiero renovar|no renovar|quitar la renovacion|parar la renovacion',
    ),
  ],
  account: [
    words(
      'contraseña\\w*|password|clave|correo|email|mail|cuenta|usuario|iniciar sesion|entrar|login|acceder|' +
        'acceso|ingres\\w*|loguea\\w*|logue\\w*|sesion',
    ),
    // Locked out after paying is an account question too ("pagué y no tengo acceso").
    words(
      'olvid\\w*|cambi\\w*|recuper\\w*|no puedo|no recuerdo|no me acuerdo|restable\\w*|resete\\w*|perdi|mi cuenta|nueva|' +
        'no tengo|sin|sigo sin|todavia no|aun no|no me deja|no consigo|no logro|incorrect\\w*|pague|pagado|compre|comprado',
    ),
  ],
  'payment.methods': [
    words(
      'formas? de pago|metodos? de pago|medios? de pago|como (?:puedo )?pag\\w*|paypal|tarjeta\\w*|efectivo|transferencia|oxxo|mercado pago|bizum|aceptan|se puede pagar|puedo pagar|pagar con',
    ),
  ],
  'payment.declined': [
    words(
      'rechaz\\w*|declin\\w*|denegad\\w*|no pasa|no pasó|error|no funciona|fallo|falla|no me deja pagar|no se procesa|no acepta',
    ),
    words('tarjeta\\w*|pago\\w*|pagar|cobro|compra'),
  ],
  renewal: [
    words('renueva\\w*|renov\\w*|automatic\\w*|otra vez|de nuevo|cada mes|solo|sola|recurrente|suscripcion'),
    words('renueva\\w*|renov\\w*|cobr\\w*|pag\\w*|suscripcion|plan|reto'),
  ],
  invoices: [words('factura\\w*|recibo\\w*|comprobante\\w*|ticket|boleta|cfdi|datos fiscales')],
  human: [
    words(
      'hablar|habla|contact\\w*|pasame|paseme|comunicar\\w*|atencion al cliente|servicio al cliente|soporte|' +
        'numero de telefono|telefono|whatsapp|agente|asesor\\w*|escrib\\w*|llamar|pasas con|pasa con|alguien real|persona real',
    ),
  ],
  'app.trouble': [
    words(
      'no (?:me )?carga\\w*|no (?:me )?abre|no se abre|no (?:me )?funciona|no puedo ver|se queda (?:en )?negro|queda en negro|pantalla negra|en blanco|se cuelga|colgad\\w*|se traba|lenta|lento|error|' +
        'no se reproduce|no se ve|no se escucha|no anda|se cierra|bug|pantalla|falla|no va',
    ),
    words('app|aplicacion|pagina|web|video\\w*|rutina|carga\\w*|pantalla|sitio|reproduce|plataforma|anda|cuelga|lenta'),
  ],
};

/**
 * When a question shows the evidence of both, the first is what it asks about and the second only
 * its setting: cardio on a rest day is a cardio question, marking today's routine done is about
 * marking, a renewal that charges the next edition is about the renewal.
 */
const PRECEDENCE: ReadonlyArray<readonly [CoachIntent, CoachIntent]> = [
  ['cardio', 'rest.days'],
  ['exercise.done', 'routine.today'],
  ['exercise.done', 'routine.tomorrow'],
  ['exercise.done', 'progress'],
  ['exercise.technique', 'routine.today'],
  ['skip.day', 'routine.today'],
  ['skip.day', 'routine.tomorrow'],
  ['skip.day', 'progress'],
  ['renewal', 'edition.next'],
  ['routine.tomorrow', 'edition.next'],
  ['renewal', 'price.guarantee'],
  ['challenge.day', 'progress'],
  ['challenge.day', 'routine.today'],
  ['payment.declined', 'payment.methods'],
  ['payment.declined', 'price.guarantee'],
  ['timezone', 'routine.today'],
  ['timezone', 'routine.tomorrow'],
  ['edition.current', 'edition.next'],
  ['cancel.refund', 'price.guarantee'],
  ['cancel.refund', 'renewal'],
];

/** The topics whose evidence a reading shows, less those another one shown takes precedence over. */
export function evidencedTopics(reading: string): Array<Exclude<CoachIntent, 'safety'>> {
  const shown = (Object.entries(TOPIC_EVIDENCE) as Array<[Exclude<CoachIntent, 'safety'>, readonly RegExp[]]>)
    .filter(([, patterns]) => patterns.every((pattern) => pattern.test(reading)))
    .map(([topic]) => topic);
  return shown.filter(
    (topic) => !PRECEDENCE.some(([winner, loser]) => loser === topic && shown.includes(winner as never)),
  );
}
