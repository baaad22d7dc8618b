import type { CoachSuggestion } from '@reto/contracts';
import { priceTerms } from '@reto/contracts/shared-copy';
import { safetyConcepts, type SafetyConcept } from '@reto/contracts/safety/safety-concepts';
import { normalizeText } from '@reto/contracts/safety/spanish';
import { EXERCISE_TECHNIQUES } from '../techniques/exercise-techniques.js';
import type { CoachFacts, ExerciseFacts, UnitFacts } from '../facts/coach-facts.js';
import { CHALLENGE_DAYS, REST_DAYS } from '../voice.constants.js';
import type { CoachIntent } from './coach-phrases.js';
import { exercisesNamedIn } from './exercise-names.js';
import { SPOKEN_QUESTIONS } from './spoken-questions.js';

/** Who answers when the coach cannot: the support contact, from configuration (SUPPORT_EMAIL, SUPPORT_HOURS). */
export interface SupportContact {
  email: string;
  hours: string;
}

/** What an answer may use: the asker's facts, the question's own words and the support contact. */
export interface AnswerContext {
  facts: CoachFacts;
  message: string;
  support: SupportContact;
  /** The safety concepts the coach read in the message (typos corrected), beside those of the text as written. */
  concepts?: readonly SafetyConcept[];
}

const SUGGESTIONS =
  'Puedes preguntarme, por ejemplo: "¿cuál es mi rutina de hoy?", "¿cuándo empieza la próxima edición?", ' +
  '"¿cuánto cuesta el reto?", "¿cómo se hace la sentadilla sumo?" o "¿cómo hago el cardio?".';
const UNAVAILABLE = 'Ahora mismo no puedo consultar ese dato. Inténtalo de nuevo en unos segundos.';
const SIGN_IN = 'Inicia sesión con tu cuenta del reto y te lo digo con tus propios datos.';

const DAY_MS = 24 * 60 * 60 * 1000;
const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('es', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the player asks of an exercise: its sets, of repetitions or of seconds held. */
const setsOf = ({ sets, reps, workSeconds }: ExerciseFacts) =>
  counted(sets, 'serie', 'series') +
  (reps !== null
    ? ` de ${counted(reps, 'repetición', 'repeticiones')}`
    : workSeconds !== null
      ? ` de ${counted(workSeconds, 'segundo', 'segundos')}`
      : '');
const restOf = ({ restSeconds }: ExerciseFacts) =>
  restSeconds === 0
    ? 'sin descanso entre series'
    : `con ${counted(restSeconds, 'segundo', 'segundos')} de descanso entre series`;

/** The exercise's prescription, as the player will follow it. */
const prescriptionOf = (exercise: ExerciseFacts) => `${setsOf(exercise)}, ${restOf(exercise)}`;

/**
 * The unit's exercises and what the player prescribes of each (a member asks it mid-workout: "¿cuántas
 * series de sentadilla son hoy?"): said once when every exercise shares it, else beside each.
 */
const listExercises = (unit: UnitFacts) => {
  const { exercises } = unit;
  if (exercises.length === 0) return '';
  const alike = (part: (exercise: ExerciseFacts) => string) => new Set(exercises.map(part)).size === 1;
  const shared = alike(setsOf) && alike(restOf);
  const names = exercises.map((exercise) =>
    shared ? exercise.title : `${exercise.title} (${alike(restOf) ? setsOf(exercise) : prescriptionOf(exercise)})`,
  );
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
  const each = shared
    ? ` ${names.length === 1 ? 'Son' : 'De cada uno,'} ${prescriptionOf(exercises[0]!)}.`
    : alike(restOf)
      ? ` Todos ${restOf(exercises[0]!)}.`
      : '';
  return ` ${names.length === 1 ? 'Es 1 ejercicio' : `Son ${names.length} ejercicios`}: ${list}.${each}`;
};

function nextEditionSentence(facts: CoachFacts): string {
  if (!facts.nextEdition) return UNAVAILABLE;
  return `La próxima edición, la ${facts.nextEdition.number}, empieza el ${longDate(facts.nextEdition.startDate)}.`;
}

/** Why a member's own workout cannot be told: not signed in, not started yet, no access, or a fact missing. */
function withoutRunningEdition(facts: CoachFacts): string | null {
  if (!facts.isMember) return SIGN_IN;
  if (facts.access === 'not_started' && facts.edition) {
    const days = facts.daysUntilStart ?? 0;
    return `Tu edición empieza el ${longDate(facts.edition.startDate)}${days > 0 ? `, dentro de ${days} ${days === 1 ? 'día' : 'días'}` : ''}. Ese día se desbloquea tu primera rutina.`;
  }
  if (facts.access === 'none' || facts.access === 'ended') {
    return `Ahora no tienes una edición activa. ${nextEditionSentence(facts)} Puedes inscribirte desde "Acceder al Reto".`;
  }
  return facts.day === null ? UNAVAILABLE : null;
}

/** The days of the week, Sunday first (as `Date.getUTCDay` counts them). */
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;

/** A day's name as members type it (with or without its ñ), not followed by "pasado" (a day gone). */
const named = (word: string) => new RegExp(`(?:^| )${normalizeText(word).replace(/ñ/g, '[ñn]')}(?= |$)(?! pasad[oa])`);

/**
 * The day a routine question asks about, in days after today: "pasado mañana"; the one weekday it
 * names ("¿qué toca el sábado?", today's too), or the one beside today's ("hoy es jueves, ¿y el
 * sábado?"); else the day its intent says (0 or 1).
 */
function daysAfterTodayAsked({ facts, message }: AnswerContext, byIntent: number): number {
  const text = normalizeText(message);
  if (named('pasado mañana').test(text)) return 2;
  if (facts.weekday === null) return byIntent;
  const asked = WEEKDAYS.flatMap((day, weekday) => (named(day).test(text) ? [(weekday - facts.weekday! + 7) % 7] : []));
  const besideToday = asked.filter((after) => after !== 0);
  return asked.length === 1 ? asked[0]! : besideToday.length === 1 ? besideToday[0]! : byIntent;
}

/** How an answer names the day that many days after today. */
function dayCalled(facts: CoachFacts, after: number): string {
  if (after < 2) return after === 0 ? 'Hoy' : 'Mañana';
  return facts.weekday === null ? 'Pasado mañana' : `El ${WEEKDAYS[(facts.weekday + after) % 7]}`;
}

function routine(context: AnswerContext, byIntent: number): string {
  const { facts } = context;
  const blocked = withoutRunningEdition(facts);
  if (blocked) return blocked;
  const after = daysAfterTodayAsked(context, byIntent);
  const when = dayCalled(facts, after);
  const day = facts.day! + after;
  if (day > CHALLENGE_DAYS)
    return `${when} ya habrás terminado tus ${CHALLENGE_DAYS} días. ${nextEditionSentence(facts)}`;
  const unit = after === 0 ? facts.today : facts.ahead[after - 1];
  if (!unit) return UNAVAILABLE;
  if (unit.isRestDay) return `${when} es el día ${day}: descanso. Recupérate, hidrátate y, si quieres, camina suave.`;
  return `${when} es el día ${day} del reto y te toca ${unit.title}.${listExercises(unit)}`;
}

function restDays(facts: CoachFacts): string {
  const base = `Descansas los días ${REST_DAYS.slice(0, -1).join(', ')} y ${REST_DAYS.at(-1)} del reto, uno al final de cada semana.`;
  if (facts.day === null) return base;
  const next = REST_DAYS.find((day) => day >= facts.day!);
  if (next === facts.day) return `${base} Hoy, el día ${facts.day}, es descanso.`;
  return next ? `${base} Estás en el día ${facts.day}; tu próximo descanso es el día ${next}.` : base;
}

function price(facts: CoachFacts): string {
  if (!facts.price) return UNAVAILABLE;
  const { amount, currency, symbol, guaranteeDays } = facts.price;
  return `El reto cuesta ${priceTerms.withPrice(`${symbol}${amount} ${currency}`)}. ${priceTerms.renewal} ${priceTerms.guarantee(guaranteeDays)}`;
}

function nutrition(facts: CoachFacts): string {
  if (!facts.isMember) return `${SIGN_IN} Tu plan de nutrición se calcula con tus datos al inscribirte.`;
  if (!facts.nutrition) {
    return 'Aún no tengo tu plan de nutrición. Se calcula con los datos del formulario de inscripción; como guía, reparte tus macros en 30 % proteína, 45 % carbohidratos y 25 % grasa.';
  }
  const { dailyCalories, protein, carbs, fat } = facts.nutrition;
  return `Tu plan es de ${dailyCalories} calorías al día: ${protein} gramos de proteína, ${carbs} de carbohidratos y ${fat} de grasa.`;
}

function progress(facts: CoachFacts): string {
  const blocked = withoutRunningEdition(facts);
  if (blocked) return blocked;
  if (facts.streak === null || facts.progress === null) return UNAVAILABLE;
  const streak =
    facts.streak >= 2 ? `${facts.streak} días seguidos` : `${facts.streak} ${facts.streak === 1 ? 'día' : 'días'}`;
  return `Vas por el día ${facts.day} de ${CHALLENGE_DAYS}. Tu racha es de ${streak} y llevas un ${facts.progress} % del reto completado. ¡Sigue así!`;
}

function challengeDay(facts: CoachFacts): string {
  const blocked = withoutRunningEdition(facts);
  if (blocked) return blocked;
  const left = CHALLENGE_DAYS - facts.day!;
  const end = facts.edition ? ` Tu edición termina el ${longDate(facts.edition.endDate)}.` : '';
  const rest =
    left === 0
      ? 'Es tu último día: ¡a cerrarlo con todo!'
      : `Te ${left === 1 ? 'queda 1 día' : `quedan ${left} días`}.`;
  return `Hoy es tu día ${facts.day} de ${CHALLENGE_DAYS}. ${rest}${end}`;
}

function currentEdition(facts: CoachFacts): string {
  if (!facts.isMember) return SIGN_IN;
  if (!facts.edition || facts.access === 'none' || facts.access === 'ended')
    return `Ahora no tienes una edición activa. ${nextEditionSentence(facts)}`;
  const { number, startDate, endDate } = facts.edition;
  const verb = facts.access === 'not_started' ? 'empieza' : 'empezó';
  return `Tu edición, la ${number}, ${verb} el ${longDate(startDate)} y termina el ${longDate(endDate)}; hasta ese día tienes acceso a todas sus rutinas.`;
}

function skipDay(facts: CoachFacts): string {
  const streak =
    facts.isMember && facts.streak !== null
      ? ` Ahora tu racha es de ${facts.streak} ${facts.streak === 1 ? 'día' : 'días'}.`
      : '';
  return (
    'Si un día no completas tu rutina, ese día se cierra a medianoche y no se puede recuperar después: tu racha vuelve a empezar con el siguiente día que completes (los días de descanso cuentan solos). ' +
    `No hace falta hacer dos rutinas al día siguiente: sigue con la que te toque.${streak}`
  );
}

function renewal({ facts, support }: AnswerContext): string {
  const how = 'Puedes cancelarla o reactivarla en tu Perfil, en dos toques.';
  if (!facts.isMember)
    return `${SIGN_IN} El reto se renueva solo al final de cada periodo hasta que canceles la renovación. ${how}`;
  const state = facts.renewal;
  if (!state) return UNAVAILABLE;
  if (!state.hasSubscription)
    return `No tienes una suscripción con renovación automática, así que no te cobraremos de nuevo. Si crees que es un error, escribe a ${support.email}.`;
  // The period is the edition: it renews on the next edition's first day; the access paid for lasts
  // until the day before, the last day of the edition paid for.
  const renews = state.periodEnd ? ` el ${longDate(state.periodEnd.slice(0, 10))}` : ' al final de tu periodo';
  const lastDay = state.periodEnd
    ? ` el ${longDate(new Date(Date.parse(state.periodEnd) - DAY_MS).toISOString().slice(0, 10))}`
    : ' al final de tu periodo';
  return state.cancelAtPeriodEnd
    ? `Tu renovación está cancelada: no te cobraremos de nuevo y conservas el acceso hasta${lastDay}. Si cambias de idea, la reactivas en tu Perfil.`
    : `Sí, tu suscripción se renueva sola${renews}, cuando empieza la próxima edición, con el mismo precio. ${how}`;
}

const writeTo = ({ email, hours }: SupportContact) => `${email} (atendemos ${hours})`;

function cancelOrRefund({ facts, support }: AnswerContext): string {
  const days = facts.price?.guaranteeDays;
  const guarantee = days
    ? `Si pagaste hace menos de ${days} días, tienes la garantía de devolución: escribe a ${support.email} desde el email con el que pagaste y pide el reembolso.`
    : `Para pedir un reembolso con la garantía, escribe a ${support.email} desde el email con el que pagaste.`;
  return `Para cancelar la renovación ve a tu Perfil: se cancela en dos toques, no te cobramos de nuevo y conservas el acceso hasta el final del periodo pagado. ${guarantee}`;
}

function technique({ message, facts }: AnswerContext): string {
  const keys = exercisesNamedIn(message);
  if (keys.length === 1) {
    const { title, steps } = EXERCISE_TECHNIQUES[keys[0]!]!;
    // Where today's routine has it, what the player asks of it today too.
    const todays = facts.today?.exercises.find(({ techniqueKey }) => techniqueKey === keys[0]);
    const dose = todays ? ` Hoy te tocan ${prescriptionOf(todays)}.` : '';
    return `${title}: ${steps.join(' ')}${dose} Si algo te duele, para.`;
  }
  const titles = (keys.length > 1 ? keys : []).map((key) => EXERCISE_TECHNIQUES[key]!.title.toLowerCase());
  if (titles.length > 1) return `¿Cuál de ellos? ${titles.slice(0, -1).join(', ')} o ${titles.at(-1)}.`;
  // None named: today's exercises and what the player asks of each ("¿cuántas repeticiones hago de cada
  // ejercicio?"), and one of them offered.
  const today = facts.today && !facts.today.isRestDay && facts.today.exercises.length > 0 ? facts.today : null;
  const example = today?.exercises[0]!.title ?? 'la sentadilla sumo';
  const todays = today ? `Hoy te toca ${today.title}.${listExercises(today)} ` : '';
  return `${todays}Dime qué ejercicio quieres repasar, por ejemplo: "¿cómo se hace ${example.toLowerCase()}?", y te explico la técnica paso a paso.`;
}

/** Every answer of the built-in coach, by intent. */
const ANSWERS: Record<CoachIntent, (context: AnswerContext) => string> = {
  'routine.today': (context) => routine(context, 0),
  'routine.tomorrow': (context) => routine(context, 1),
  'rest.days': ({ facts }) => restDays(facts),
  'challenge.how': () =>
    'El reto dura 28 días, en 4 semanas. Cada semana tiene 6 rutinas con vídeos para hombre y mujer y un día de descanso. ' +
    'Cada día se desbloquea la rutina de ese día: marca cada ejercicio como completado para sumar a tu racha y a tu progreso.',
  'edition.next': ({ facts }) => nextEditionSentence(facts),
  'price.guarantee': ({ facts }) => price(facts),
  cardio: () =>
    'Haz 35 minutos de caminata en cinta con una inclinación de 7 a 10 y una velocidad de 3 a 4. ' +
    'Mantén un ritmo en el que puedas hablar, sin apoyarte en las barras.',
  nutrition: ({ facts }) => nutrition(facts),
  progress: ({ facts }) => progress(facts),
  timezone: ({ facts }) =>
    `Ve a Configuración y elige tu zona horaria en la lista; tu día del reto cambia a la medianoche de esa hora.${facts.timezone ? ` Ahora tienes ${facts.timezone}.` : ''}`,
  greeting: () => `¡Hola! Soy Emilio, tu entrenador. ${SUGGESTIONS}`,
  'cancel.refund': cancelOrRefund,
  account: ({ support }) =>
    'Si olvidaste tu contraseña, en el inicio de sesión toca "¿Olvidaste tu contraseña?" (o abre /recuperar-contrasena) y te enviamos un enlace a tu email para crear una nueva. ' +
    `Para cambiar el email de tu cuenta, escríbenos a ${support.email}.`,
  'payment.methods': () =>
    'El reto se paga con tarjeta de crédito o débito en la página de inscripción, a través de un proveedor de pagos seguro; no guardamos los datos de tu tarjeta.',
  invoices: ({ support }) =>
    `Después de cada pago te enviamos un recibo por email con el asunto "Tu recibo del Reto". Si no lo encuentras o necesitas una factura con tus datos, escribe a ${support.email}.`,
  human: ({ support }) => `Para hablar con una persona del equipo, escribe a ${writeTo(support)}.`,
  'app.trouble': ({ support }) =>
    'Abre la página /diagnostic: borra los datos guardados, la caché y los service workers de la app en este dispositivo y te lleva a iniciar sesión de nuevo; resuelve la mayoría de problemas de carga. ' +
    `Si un vídeo sigue sin verse, debajo de cada ejercicio tienes su ficha de técnica; y si el problema sigue, escribe a ${support.email}.`,
  'exercise.technique': technique,
  'about.emilio': () =>
    `Soy Emilio, el entrenador que creó este reto de 28 días. Aquí te respondo sobre tu rutina, tus descansos, el cardio, tu nutrición, tu progreso y el reto. ${SUGGESTIONS}`,
  'challenge.day': ({ facts }) => challengeDay(facts),
  'edition.current': ({ facts }) => currentEdition(facts),
  'skip.day': ({ facts }) => skipDay(facts),
  'exercise.done': () =>
    'Al terminar cada ejercicio toca el botón "Marcar como completado" debajo de su vídeo; cuando completas todos, la rutina del día queda completada y suma a tu racha y a tu progreso. Solo se puede marcar la rutina del día de hoy.',
  'payment.declined': ({ support }) =>
    'Si tu tarjeta fue rechazada, no se te cobró nada. Revisa que los datos estén bien escritos, que tenga fondos y las compras en línea o internacionales activadas (tu banco puede bloquearlas), o prueba con otra tarjeta. ' +
    `Si sigue sin pasar, escribe a ${writeTo(support)}.`,
  renewal,
  safety: ({ support, message, concepts = [] }) =>
    urgentHelp(message, concepts) +
    'Tu salud va primero. Si algo te duele, para el ejercicio. Antes de seguir con el reto, consulta a tu médico o fisioterapeuta, sobre todo si estás embarazada, tienes una lesión, una enfermedad o tomas medicación o suplementos. ' +
    `Si necesitas ayuda con tu cuenta o tu plan, escribe a ${support.email}.`,
};

/**
 * What the safety answer adds for a concept that cannot wait for a doctor's appointment. No country's
 * number is named: the coach does not know where the member is.
 */
export const URGENT_HELP: Readonly<Partial<Record<SafetyConcept, string>>> = {
  'self-harm':
    'Si estás pensando en hacerte daño o en quitarte la vida, no estás solo ni sola: llama ahora al número de emergencias de tu país o a una línea de ayuda en crisis, y busca a alguien de confianza que pueda estar contigo.',
};

/**
 * The urgent sentences for the concepts a question names, as the coach read it (a typo corrected:
 * "me kiero matar") and as written, each once, first: before the doctor's visit.
 */
function urgentHelp(message: string, read: readonly SafetyConcept[]): string {
  const sentences = [...read, ...safetyConcepts(normalizeText(message))].flatMap(
    (concept) => URGENT_HELP[concept] ?? [],
  );
  return [...new Set(sentences)].map((sentence) => `${sentence} `).join('');
}

/**
 * What members ask for that the programme does not have, and the sentence that says so, so that the
 * coach neither answers a neighbouring topic nor leaves it unsaid. Neither the spec nor the exercise
 * data name a warm-up or a stretching routine.
 */
export const NOT_IN_THE_PROGRAMME: ReadonlyArray<{ asked: RegExp; sentence: string }> = [
  {
    // Warming up or stretching one's body, not the planet, an engine or a meal.
    asked:
      /^(?!.*(?:^| )(?:global|motor|coche|carro|auto|comida|agua|horno|micro|microondas)(?: |$)).*(?:^| )(?:calentamiento\w*|calentar(?:me|se|nos)?|caliento|calentamos|estiramiento\w*|estirar(?:me|se|nos)?|estiro|estiramos|elongacion\w*|elongar|warm ?ups?|stretch\w*)(?: |$)/,
    sentence:
      'El reto no incluye una rutina de calentamiento ni de estiramientos: no tengo ese contenido, así que no te lo voy a inventar.',
  },
];

/**
 * The honest answer to a question the coach cannot place: what the programme does not have when that
 * is what was asked, what it can help with, the closest topics (shown as buttons too) and, for a
 * member, the support contact.
 */
function fallback({ facts, support, message }: AnswerContext, closest: readonly CoachSuggestion[]): string {
  const asked = normalizeText(message);
  const missing = NOT_IN_THE_PROGRAMME.filter((thing) => thing.asked.test(asked)).map(({ sentence }) => `${sentence} `);
  const contact = facts.isMember ? ` Para cualquier otra cosa, escribe a ${writeTo(support)}.` : '';
  const offer =
    closest.length > 0
      ? ` ¿Quizá preguntabas por ${closest.map(({ label }) => label.toLowerCase()).join(' o por ')}?`
      : ` ${SUGGESTIONS}`;
  return `${missing.join('')}Solo puedo ayudarte con el reto y tu cuenta: tu rutina, los descansos, el cardio, tu nutrición, tu progreso, las ediciones, el precio y los pagos.${offer}${contact}`;
}

/**
 * The topics the coach offers as buttons, each with the question a tap asks (one the coach is
 * trained on and the recogniser hears, so the tap is always understood).
 */
export const TOPIC_SUGGESTIONS: Readonly<Record<Exclude<CoachIntent, 'safety'>, CoachSuggestion>> = {
  'routine.today': { label: 'Tu rutina de hoy', question: SPOKEN_QUESTIONS['routine.today'][0]! },
  'routine.tomorrow': { label: 'Tu rutina de mañana', question: SPOKEN_QUESTIONS['routine.tomorrow'][0]! },
  'rest.days': { label: 'Los días de descanso', question: SPOKEN_QUESTIONS['rest.days'][1]! },
  'challenge.how': { label: 'Cómo funciona el reto', question: SPOKEN_QUESTIONS['challenge.how'][0]! },
  'edition.next': { label: 'La próxima edición', question: SPOKEN_QUESTIONS['edition.next'][0]! },
  'edition.current': { label: 'El final de tu edición', question: SPOKEN_QUESTIONS['edition.current'][0]! },
  'price.guarantee': { label: 'El precio del reto', question: SPOKEN_QUESTIONS['price.guarantee'][0]! },
  cardio: { label: 'El cardio', question: SPOKEN_QUESTIONS.cardio[0]! },
  nutrition: { label: 'Tu nutrición', question: SPOKEN_QUESTIONS.nutrition[2]! },
  progress: { label: 'Tu progreso', question: SPOKEN_QUESTIONS.progress[1]! },
  'challenge.day': { label: 'Tu día del reto', question: SPOKEN_QUESTIONS['challenge.day'][0]! },
  'skip.day': { label: 'Saltarte un día', question: SPOKEN_QUESTIONS['skip.day'][0]! },
  'exercise.done': { label: 'Marcar un ejercicio', question: SPOKEN_QUESTIONS['exercise.done'][0]! },
  'exercise.technique': { label: 'La técnica de un ejercicio', question: 'cómo se hace la sentadilla sumo' },
  timezone: { label: 'Tu zona horaria', question: SPOKEN_QUESTIONS.timezone[0]! },
  greeting: { label: 'Qué puedes preguntarme', question: SPOKEN_QUESTIONS['about.emilio'][0]! },
  'about.emilio': { label: 'Qué puedes preguntarme', question: SPOKEN_QUESTIONS['about.emilio'][0]! },
  'cancel.refund': { label: 'Cancelar o pedir un reembolso', question: SPOKEN_QUESTIONS['cancel.refund'][0]! },
  renewal: { label: 'La renovación', question: SPOKEN_QUESTIONS.renewal[0]! },
  account: { label: 'Tu cuenta y tu contraseña', question: SPOKEN_QUESTIONS.account[0]! },
  'payment.methods': { label: 'Las formas de pago', question: SPOKEN_QUESTIONS['payment.methods'][0]! },
  'payment.declined': { label: 'Una tarjeta rechazada', question: SPOKEN_QUESTIONS['payment.declined'][0]! },
  invoices: { label: 'Tus recibos y facturas', question: SPOKEN_QUESTIONS.invoices[0]! },
  human: { label: 'Hablar con una persona', question: SPOKEN_QUESTIONS.human[0]! },
  'app.trouble': { label: 'Problemas con la app', question: SPOKEN_QUESTIONS['app.trouble'][0]! },
};

/** The built-in coach's reply in Spanish: the intent's answer from the asker's facts, or the honest fallback and its two topics. */
export function coachReply(
  {
    intent,
    closest,
    concepts,
  }: { intent: CoachIntent | null; closest: readonly CoachIntent[]; concepts?: readonly SafetyConcept[] },
  context: AnswerContext,
): { response: string; suggestions: CoachSuggestion[] } {
  if (intent)
    return { response: ANSWERS[intent]({ ...context, concepts: concepts ?? context.concepts }), suggestions: [] };
  const suggestions = closest
    .filter((topic): topic is Exclude<CoachIntent, 'safety'> => topic !== 'safety')
    .map((topic) => TOPIC_SUGGESTIONS[topic]);
  return { response: fallback(context, suggestions), suggestions };
}

/** The built-in coach's answer in Spanish: the intent's, from the asker's facts, or the honest fallback. */
export function coachAnswer(intent: CoachIntent | null, context: AnswerContext): string {
  return coachReply({ intent, closest: [] }, context).response;
}

/** The rule every answer follows, the chat provider's included (DECISIONS.md "The coach's scope"). */
export const SAFETY_RULE =
  'Regla de seguridad, por encima de todo: si la persona menciona dolor, una lesión, mareos, embarazo, una enfermedad, ' +
  'medicación, un trastorno de la alimentación o cualquier condición médica, no le des rutina, progreso ni precio: ' +
  'dile que pare si algo le duele, que consulte a su médico o fisioterapeuta antes de seguir y cómo contactar con soporte.';

/** The facts as the chat provider reads them (the system prompt's second half). */
export function factsForPrompt(facts: CoachFacts, support: SupportContact): string {
  const lines = [
    `Soporte: ${writeTo(support)}.`,
    `Quién pregunta: ${facts.isMember ? 'un miembro con sesión iniciada' : 'un visitante sin sesión (solo datos públicos)'}.`,
    `Días de descanso del reto: ${REST_DAYS.join(', ')}.`,
    'Cardio recomendado: 35 minutos en cinta, inclinación 7-10, velocidad 3-4.',
  ];
  if (facts.access) lines.push(`Estado de su acceso: ${facts.access}.`);
  if (facts.day !== null) lines.push(`Día del reto: ${facts.day} de ${CHALLENGE_DAYS}.`);
  if (facts.today) lines.push(`Rutina de hoy: ${facts.today.title}.${listExercises(facts.today)}`);
  if (facts.ahead[0]) lines.push(`Rutina de mañana: ${facts.ahead[0].title}.${listExercises(facts.ahead[0])}`);
  if (facts.streak !== null) lines.push(`Racha: ${facts.streak} días. Progreso: ${facts.progress ?? 0} %.`);
  if (facts.nutrition) {
    const n = facts.nutrition;
    lines.push(
      `Plan de nutrición: ${n.dailyCalories} kcal; proteína ${n.protein} g, carbohidratos ${n.carbs} g, grasa ${n.fat} g.`,
    );
  }
  if (facts.nextEdition) lines.push(nextEditionSentence(facts));
  if (facts.price) lines.push(price(facts));
  if (facts.timezone) lines.push(`Zona horaria: ${facts.timezone} (se cambia en Configuración).`);
  return lines.join('\n');
}
