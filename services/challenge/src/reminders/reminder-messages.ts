import { STREAK_NUDGE_MIN_DAYS, type ReminderKind, type ReminderPushPayload } from '@reto/contracts';
import { UNSUBSCRIBE_PAGE, UNSUBSCRIBE_PATH } from '../challenge.constants.js';
import type { MemberToday } from '../member/member.service.js';

/** The reminders' Spanish copy. */
export const ReminderCopy = {
  dailyTitle: (day: number) => `Día ${day} del reto`,
  training: (title: string, exercises: number) =>
    `Hoy toca ${title}: ${exercises} ${exercises === 1 ? 'ejercicio' : 'ejercicios'}. ¡Vamos!`,
  rest: 'Hoy descansas: recupera, camina un poco y bebe agua. Mañana seguimos.',
  nudgeTitle: (streak: number) => `No pierdas tu racha de ${streak} días`,
  nudge: (title: string) => `Aún no has completado ${title}. Tienes hasta medianoche para mantener tu racha.`,
  open: 'Ábrelo aquí',
  unsubscribe: (what: string) => `¿No quieres recibir ${what}? Date de baja con un clic:`,
  what: { daily: 'el recordatorio diario', nudge: 'el aviso de tu racha' } satisfies Record<ReminderKind, string>,
  signature: '— Emilio',
  /** The answer to a one-click unsubscribe, shown on the page the link opens. */
  unsubscribed: {
    daily: 'Listo: ya no recibirás el recordatorio diario. Puedes volver a activarlo en Configuración.',
    nudge: 'Listo: ya no recibirás el aviso de tu racha. Puedes volver a activarlo en Configuración.',
  } satisfies Record<ReminderKind, string>,
};

/** A reminder as both channels send it: the push payload, and the e-mail's subject and body around it. */
export type ReminderMessage = ReminderPushPayload;

/**
 * What the member's `kind` reminder says today, or null when it must not be sent: no running
 * edition for them (not started, ended, no access), or a nudge with nothing to save (today done or
 * a rest day, or a streak under two days).
 */
export function reminderFor(
  kind: ReminderKind,
  today: MemberToday,
  workoutPath: string | null,
): ReminderMessage | null {
  if (today.status !== 'active') return null;
  const { goal } = today;
  const url = workoutPath ?? '/dashboard';
  if (kind === 'daily') {
    return {
      tag: kind,
      title: ReminderCopy.dailyTitle(goal.day),
      body: goal.isRestDay ? ReminderCopy.rest : ReminderCopy.training(goal.title, goal.totalExercises),
      url: goal.isRestDay ? '/dashboard' : url,
    };
  }
  if (goal.completed || today.streak < STREAK_NUDGE_MIN_DAYS) return null;
  return { tag: kind, title: ReminderCopy.nudgeTitle(today.streak), body: ReminderCopy.nudge(goal.title), url };
}

/** The unsubscribe line a reminder's e-mail ends with, and the headers of its one-click unsubscribe. */
export interface UnsubscribeLinks {
  line: string;
  headers: Record<string, string>;
}

/**
 * The one-click unsubscribe of the member's `kind` reminder, as every mail that rides on it carries
 * it: the page the body links to, and RFC 8058's headers.
 */
export function unsubscribeLinks(kind: ReminderKind, publicUrl: string, unsubscribeToken: string): UnsubscribeLinks {
  const query = `?token=${encodeURIComponent(unsubscribeToken)}`;
  // Opening the page turns the reminder off (the page posts the token: a link scanner's GET changes nothing).
  const page = new URL(`${UNSUBSCRIBE_PAGE}${query}`, publicUrl).href;
  // RFC 8058: the mail client's own "unsubscribe" button POSTs here, without opening anything.
  const oneClick = new URL(`${UNSUBSCRIBE_PATH}${query}`, publicUrl).href;
  return {
    line: `${ReminderCopy.unsubscribe(ReminderCopy.what[kind])} ${page}`,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** An e-mail that rides on a reminder: its lines, the signature and the unsubscribe line, with RFC 8058's headers. */
export function reminderFamilyMail(subject: string, lines: string[], unsubscribe: UnsubscribeLinks) {
  return {
    subject,
    text: [...lines, '', ReminderCopy.signature, '', unsubscribe.line].join('\n'),
    headers: unsubscribe.headers,
  };
}

/** The e-mail of a reminder: its text, the link that opens the app, and the one-click unsubscribe links. */
export function reminderMail(message: ReminderMessage, publicUrl: string, unsubscribeToken: string) {
  return reminderFamilyMail(
    message.title,
    [message.body, '', `${ReminderCopy.open}: ${new URL(message.url, publicUrl).href}`],
    unsubscribeLinks(message.tag, publicUrl, unsubscribeToken),
  );
}
