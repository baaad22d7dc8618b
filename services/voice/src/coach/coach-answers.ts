import { priceTerms } from '@reto/contracts';
import type { CoachFacts, UnitFacts } from '../facts/coach-facts.js';
import { CHALLENGE_DAYS, REST_DAYS } from '../voice.constants.js';
import type { CoachIntent } from './coach-phrases.js';

const SUGGESTIONS =
  'Puedes preguntarme, por ejemplo: "¿cuál es mi rutina de hoy?", "¿cuándo empieza la próxima edición?", ' +
  '"¿cuánto cuesta el reto?" o "¿cómo hago el cardio?".';
const UNAVAILABLE = 'Ahora mismo no puedo consultar ese dato. Inténtalo de nuevo en unos segundos.';
const SIGN_IN = 'Inicia sesión con tu cuenta del reto y te lo digo con tus propios datos.';

const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('es', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

const listExercises = (unit: UnitFacts) => {
  const names = unit.exercises.map((exercise) => exercise.title);
  if (names.length === 0) return '';
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
  return ` Son ${names.length} ejercicios: ${list}.`;
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

function routine(facts: CoachFacts, which: 'today' | 'tomorrow'): string {
  const blocked = withoutRunningEdition(facts);
  if (blocked) return blocked;
  const day = facts.day! + (which === 'tomorrow' ? 1 : 0);
  if (day > CHALLENGE_DAYS)
    return `Mañana ya habrás terminado tus ${CHALLENGE_DAYS} días. ${nextEditionSentence(facts)}`;
  const unit = which === 'today' ? facts.today : facts.tomorrow;
  const when = which === 'today' ? 'Hoy' : 'Mañana';
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

const ANSWERS: Record<CoachIntent, (facts: CoachFacts) => string> = {
  'routine.today': (facts) => routine(facts, 'today'),
  'routine.tomorrow': (facts) => routine(facts, 'tomorrow'),
  'rest.days': restDays,
  'challenge.how': () =>
    'El reto dura 28 días, en 4 semanas. Cada semana tiene 6 rutinas con vídeos para hombre y mujer y un día de descanso. ' +
    'Cada día se desbloquea la rutina de ese día: marca cada ejercicio como completado para sumar a tu racha y a tu progreso.',
  'edition.next': nextEditionSentence,
  'price.guarantee': price,
  cardio: () =>
    'Haz 35 minutos de caminata en cinta con una inclinación de 7 a 10 y una velocidad de 3 a 4. ' +
    'Mantén un ritmo en el que puedas hablar, sin apoyarte en las barras.',
  nutrition,
  progress,
  timezone: (facts) =>
    `Ve a Configuración y elige tu zona horaria en la lista; tu día del reto cambia a la medianoche de esa hora.${facts.timezone ? ` Ahora tienes ${facts.timezone}.` : ''}`,
  greeting: () => `¡Hola! Soy Emilio, tu entrenador. ${SUGGESTIONS}`,
};

/** The built-in coach's answer in Spanish: the intent's, from the asker's facts, or a polite fallback. */
export function coachAnswer(intent: CoachIntent | null, facts: CoachFacts): string {
  return intent ? ANSWERS[intent](facts) : `Perdona, no tengo respuesta para eso todavía. ${SUGGESTIONS}`;
}

/** The facts as the chat provider reads them (the system prompt's second half). */
export function factsForPrompt(facts: CoachFacts): string {
  const lines = [
    `Quién pregunta: ${facts.isMember ? 'un miembro con sesión iniciada' : 'un visitante sin sesión (solo datos públicos)'}.`,
    `Días de descanso del reto: ${REST_DAYS.join(', ')}.`,
    'Cardio recomendado: 35 minutos en cinta, inclinación 7-10, velocidad 3-4.',
  ];
  if (facts.access) lines.push(`Estado de su acceso: ${facts.access}.`);
  if (facts.day !== null) lines.push(`Día del reto: ${facts.day} de ${CHALLENGE_DAYS}.`);
  if (facts.today) lines.push(`Rutina de hoy: ${facts.today.title}.${listExercises(facts.today)}`);
  if (facts.tomorrow) lines.push(`Rutina de mañana: ${facts.tomorrow.title}.${listExercises(facts.tomorrow)}`);
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
