import { EXERCISE_TECHNIQUES } from '@reto/contracts';
import type { CoachIntent } from './coach-phrases.js';
import { ENGLISH_EXERCISE_NAMES } from './exercise-names.js';
import { CONNECTION_WORDS, DEVICE_WORDS, normalizeText } from '@reto/contracts/safety/spanish';

/**
 * The concepts each topic needs before the coach answers with it: the price topic needs a question
 * about what the challenge costs, not any "precio"; the rest days need resting in the challenge,
 * not a holiday. Patterns run over the coach's reading of a question (`coach-reading.ts`); a topic
 * whose evidence is missing is never answered, however close the models put it.
 */
const words = (source: string) => new RegExp(`(?:^| )(?:${source})(?= |$)`);

/** Doing the challenge's work: training, a routine, exercises. */
const TRAINING =
  'rutina\\w*|entren\\w*|ejercicio\\w*|sesion\\w*|workout|tabla|toca|tocan|hago|hacemos|hacer|trabajo|clase|lo de hoy|' +
  // What a session works, named by the body.
  'piernas|brazos|gluteos|abdominales|abdomen|core|tren superior|tren inferior|full body|cuerpo completo';
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
const ASKING_HOW =
  'que es|que son|cuanto tiempo|cuantas|cuantos|aguant\\w*|manten\\w*|sosten\\w*|' +
  // Where the body goes in it: "¿las rodillas pasan la punta del pie?", "¿dónde apoyo las manos?".
  'debo|deben|debe|hay que|tienen que|tengo que|pasan?|coloc\\w*|apoy\\w*|respir\\w*|pongo|van|va|' +
  'como|tecnica\\w*|explica\\w*|ensena\\w*|enseña\\w*|forma correcta|postura|correctamente|bien';

/** Per topic, the evidence it needs: every pattern of the list must match. */
export const TOPIC_EVIDENCE: Readonly<Record<Exclude<CoachIntent, 'safety'>, readonly RegExp[]>> = {
  'routine.today': [
    words(TRAINING),
    words('hoy|del dia|de hoy|ahora|ahorita|ya|ahora mismo|en este momento|este dia|toca|tocan|mi rutina|mi entreno'),
  ],
  'routine.tomorrow': [
    words(TRAINING + '|que viene|sigue|siguiente|programad\\w*|que tengo|me espera|vienen?'),
    words(
      '(?<!esta |por la )mañana|pasado hoy|proxima rutina|siguiente rutina|(?:el |del )?(?:dia siguiente|siguiente dia|proximo dia)|despues de (?:la|el) de hoy',
    ),
  ],
  'rest.days': [
    words('descans\\w*|reposo|dia libre|dias libres|dia off|no se entrena|recuperacion|recupero|libra|librar|libras'),
    // Resting in the challenge's calendar, not sleeping well or a holiday.
    words(
      'dia|dias|toca|tocan|cuando|cuantos|cuantas|cada cuanto|que dia|semana\\w*|programa|reto|hoy|mañana|' +
        'lunes|martes|miercoles|jueves|viernes|sabado\\w*|domingo\\w*|finde|fin de semana|libre|libres|off|entre|rutina\\w*|entreno\\w*|puedo|se puede|hay',
    ),
  ],
  'challenge.how': [
    words(
      'funciona\\w*|consiste|de que (?:va|trata|se trata)|como va (?:esto|el reto|este reto|el programa)|dinamica|estructura\\w*|organiza\\w*|incluye|dura|duracion|' +
        'semanas|explica\\w*|metodo|trae|como es|que es (?:el|este) (?:reto|programa)',
    ),
    words('reto|programa|challenge|esto|el plan|consiste'),
  ],
  'edition.next': [
    words(
      'proxim\\w*|siguiente\\w*|nuev[oa]s?|otra|otro|abren|abre|empieza\\w*|empiezo|empezaria|arranca\\w*|arranco|comienza\\w*|comienzo|inicia\\w*',
    ),
    words('edicion\\w*|reto|ronda|grupo|convocatoria|inscripcion\\w*|inscrib\\w*|apunt\\w*|fecha|proxima|proximo'),
  ],
  'edition.current': [
    words('termina\\w*|acaba\\w*|finaliza\\w*|fin|final|hasta cuando|hasta que fecha|se acaba|vence|caduca\\w*|cierra'),
    words(
      'mi|actual|esta edicion|este reto|en la que estoy|en el que estoy|que estoy haciendo|estoy haciendo|que hago|inscrit\\w*|acceso',
    ),
  ],
  'price.guarantee': [
    words(
      'cuesta\\w*|costo|coste|precio\\w*|vale|valor|cobra\\w*|pag[ao]r?|pago|cuanto (?:me |nos |te )?salen?|en cuanto sale|' +
        // Money as it is called across the Spanish-speaking world.
        'plata|dinero|lana|pasta|guita|varo|varos|luca|lucas|billete|pesos|euros|dolares|' +
        'moneda|tarifa|garantia|devuelven|devolucion|reembolso|barato|caro|inversion|suscripcion',
    ),
    words(
      'reto|programa|inscri\\w*|apuntar\\w*|unirme|entrar|plan|garantia|moneda|pesos|euros|dolares|devuelven|cuanto|' +
        // Asked alone, the price is the challenge's: another world's price names it (and is turned away).
        'precio\\w*|costo|coste|tarifa\\w*',
    ),
  ],
  cardio: [
    words(
      'cardio\\w*|caminadora|cinta\\w*|treadmill|caminata\\w*|caminar|inclinacion|velocidad|aerobic\\w*|correr|trotar|' +
        'hiit|bici|bicicleta|estatica|eliptica|spinning|nadar|natacion|remo|saltar la cuerda|comba',
    ),
  ],
  nutrition: [
    words(
      'caloria\\w*|kilocaloria\\w*|kcal|proteina\\w*|carbohidrat\\w*|carbos|hidratos|grasa\\w*|macro\\w*|dieta|alimenta\\w*|nutrici\\w*|' +
        'comer|comida\\w*|como|desayun\\w*|ceno|cena|menu|plan de comidas|agua|hidrat\\w*|litros',
    ),
    words(
      'caloria\\w*|kilocaloria\\w*|kcal|proteina\\w*|carbohidrat\\w*|carbos|hidratos|grasa\\w*|macro\\w*|dieta|alimenta\\w*|nutrici\\w*|' +
        'debo comer|tengo que comer|puedo comer|que como|comidas del reto|plan|agua|hidrat\\w*|litros|' +
        'que (?:ceno|desayuno|almuerzo|meriendo|ceno)|cen[oa]r?|desayun\\w*|almorz\\w*|merend\\w*|consum\\w*|ingier\\w*|ingerir',
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
        '(?:la )?hora (?:esta|sale|aparece|me sale) mal|hora de (?:mi|tu|su) pais|con (?:la|mi) hora|' +
        'cambi\\w* (?:la|mi) hora|hora de (?:mexico|españa|argentina|colombia|chile|peru|otro pais)',
    ),
  ],
  greeting: [
    words(
      'hola\\w*|ola|olas|buenas|buenos dias|buen dia|que tal|que onda|que hubo|quiubo|que mas|hey|ey|saludos|holi|wenas|gracias|muchas gracias|muchisimas gracias|mil gracias',
    ),
  ],
  'exercise.technique': [words(ASKING_HOW + '|se hace|se hacen|hacer'), words(EXERCISE_WORDS)],
  'about.emilio': [
    words(
      'quien eres|quien sos|quien es emilio|eres|sos|bot|robot|asistente|que puedes|en que me|que sabes|que haces|' +
        'ayudar\\w*|entrenador (?:virtual|artificial)|entrenador (?:del|de este|de la) (?:reto|programa|app)',
    ),
  ],
  'challenge.day': [
    words(
      'que dia|en que dia|cual dia|dia del|dia estoy|dia voy|dia numero|numero de dia|voy en el dia|estoy en el dia|' +
        'dias (?:me |le )?(?:faltan|quedan|restan)|dias restantes|me falta|me quedan|faltan|quedan|restantes|' +
        'que semana|en que semana|semana (?:voy|estoy)|cuanto (?:me |le )?(?:falta|queda)|falta para|por la mitad|a la mitad|voy por',
    ),
    words('reto|programa|voy|estoy|encuentro|llevo|quedan|faltan|restantes|restan|falta|mi|me|le|acabar|terminar'),
  ],
  'skip.day': [
    words(
      'salt\\w*|falto|falte|faltar|faltado|perd\\w*|pierd\\w*|no entren\\w*|no pude|no puedo entrenar|dejo de entrenar|' +
        'recuperar|no hice|no hago|dos rutinas|dos entrenos',
    ),
    words('dia|dias|entreno\\w*|entrenamiento\\w*|rutina\\w*|ayer|hoy|mañana|sesion'),
  ],
  'exercise.done': [
    // Marking is the act asked about: "he completado" alone asks for progress.
    words(
      'marc\\w*|tach\\w*|registr\\w*|poner|pongo|pone|dar por|doy por|guard\\w*|le doy|doy a|boton|chulit\\w*|palomit\\w*|check',
    ),
    words('hecho|hice|complet\\w*|terminad[oa]|termine|ejercicio\\w*|rutina|entreno|realizad[oa]|listo'),
  ],
  'cancel.refund': [
    words(
      'cancel\\w*|anul\\w*|reembols\\w*|devoluci\\w*|devuelv\\w*|devolver|de vuelta|de baja|darme de baja|dar de baja|desuscrib\\w*|no quiero renovar|no renovar|quitar la renovacion|parar la renovacion|' +
        'cobr\\w* (?:dos veces|doble|de mas|dos)|cobro (?:doble|duplicado)|cargo (?:doble|duplicado)|quiero mi (?:plata|dinero)',
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
        'no tengo|sin|sigo sin|todavia no|aun no|no me deja|no consigo|no logro|incorrect\\w*|pague|pagado|compre|comprado|' +
        'error|volver a entrar|cerre|no se como|no entra|no veo|no me aparece|no aparece',
    ),
  ],
  'payment.methods': [
    words(
      'formas? de pago|metodos? de pago|medios? de pago|como (?:puedo )?pag\\w*|paypal|tarjeta\\w*|efectivo|transferencia|oxxo|mercado pago|bizum|aceptan|se puede pagar|puedo pagar|pagar con|' +
        'cuotas|a plazos|en plazos|meses sin intereses|msi|fraccionar|fraccionado',
    ),
  ],
  'payment.declined': [
    words(
      'rechaz\\w*|declin\\w*|denegad\\w*|error|fallo|falla|fallido|' +
        'no (?:me |la |lo |se )?(?:pasa|acepta|deja|funciona|procesa|toma|reconoce|entra)\\w*',
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
      'hablar|habla|hablo|hable|hablamos|contact\\w*|pasame|paseme|comunic\\w*|queja\\w*|quejarme|reclam\\w*|atencion al cliente|servicio al cliente|soporte|' +
        'numero de telefono|telefono|whatsapp|agente|asesor\\w*|escrib\\w*|llamar|pasas con|pasa con|alguien real|persona real',
    ),
  ],
  'app.trouble': [
    words(
      'no (?:me |se |le )?(?:carga|abre|funciona|reproduc|ve|escucha|oye|anda|sirve|suena)\\w*|no (?:me )?carga\\w*|no (?:me )?abre|no se abre|no (?:me )?funciona|no puedo ver|se queda (?:en )?negro|queda en negro|pantalla negra|en blanco|se cuelga|colgad\\w*|se traba|lenta|lento|error|' +
        'no se reproduce|no se ve|no se escucha|no anda|se cierra|bug|pantalla|falla|no va',
    ),
    words(
      'app|aplicacion|pagina|web|video\\w*|audio|sonido|rutina|carga\\w*|pantalla|sitio|reproduc\\w*|plataforma|anda|cuelga|lenta',
    ),
  ],
};

/**
 * Words of another world that are part of a topic's own: a device or a connection is the setting of
 * a problem with the app or the account, and only there (a phone's price is not the challenge's).
 */
const BANK_WORDS = /^(?:banco|bancos|bancari\w*)$/;

export const TOPIC_WORDS: Readonly<Partial<Record<CoachIntent, RegExp>>> = {
  'app.trouble': new RegExp(`${DEVICE_WORDS.source}|${CONNECTION_WORDS.source}`),
  account: DEVICE_WORDS,
  // A bank is where a card is declined or a transfer is made.
  'payment.declined': new RegExp(`${BANK_WORDS.source}|${DEVICE_WORDS.source}`),
  'payment.methods': BANK_WORDS,
};

/** The content words from another world that a topic's answer would leave unexplained. */
export const foreignTo = (topic: CoachIntent, foreign: readonly string[]) =>
  foreign.filter((word) => !TOPIC_WORDS[topic]?.test(word));

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
  ['rest.days', 'edition.next'],
  ['skip.day', 'rest.days'],
  ['skip.day', 'challenge.day'],
  ['edition.current', 'challenge.how'],
  ['price.guarantee', 'challenge.how'],
  ['payment.methods', 'price.guarantee'],
  ['payment.declined', 'app.trouble'],
  ['account', 'routine.today'],
  ['account', 'price.guarantee'],
  ['timezone', 'human'],
  ['routine.tomorrow', 'routine.today'],
];

/**
 * What a topic's own words must be about when the question names it: the price of the challenge
 * (or of nothing named), never of a phone, a currency or a flight.
 */
const PRICE_OF =
  /(?:^| )(?:precio|precios|costo|coste|valor|cuesta|cuestan|vale|valen|sale|salen) (?:del|de la|de los|de las|de un|de una|de|un|una|el|la|los|las) (\w+)/;
const PRICED =
  /^(?:reto|retos|programa|challenge|plan|planes|edicion|inscripcion|acceso|suscripcion|mes|entrada|tuyo|emilio|curso)$/;

const aboutSomethingElse = (topic: CoachIntent, reading: string) => {
  if (topic !== 'price.guarantee') return false;
  const object = PRICE_OF.exec(reading)?.[1];
  return object !== undefined && !PRICED.test(object);
};

/** The topics whose evidence a reading shows, less those another one shown takes precedence over. */
export function evidencedTopics(reading: string): Array<Exclude<CoachIntent, 'safety'>> {
  const shown = (Object.entries(TOPIC_EVIDENCE) as Array<[Exclude<CoachIntent, 'safety'>, readonly RegExp[]]>)
    .filter(
      ([topic, patterns]) => patterns.every((pattern) => pattern.test(reading)) && !aboutSomethingElse(topic, reading),
    )
    .map(([topic]) => topic);
  return shown.filter(
    (topic) => !PRECEDENCE.some(([winner, loser]) => loser === topic && shown.includes(winner as never)),
  );
}
