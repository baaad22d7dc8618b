import { priceTerms } from '@reto/contracts/shared-copy';
import type { OutgoingMail } from '@reto/platform';

const spanishDate = (date: Date): string =>
  new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

/** A charge as the mails state it: "$78 USD". */
export const chargeLabel = (amountCents: number, currency: string): string => {
  const amount = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 }).format(amountCents / 100);
  return currency.toLowerCase() === 'usd' ? `$${amount} USD` : `${amount} ${currency.toUpperCase()}`;
};

/** The day before `instant` (a period ends as the next edition starts: its last day is the one before). */
const lastDayBefore = (instant: Date): Date => new Date(instant.getTime() - 24 * 60 * 60 * 1000);

/** Where a member cancels or turns the renewal back on. */
const profileUrl = (publicUrl: string): string => new URL('/profile', publicUrl).toString();

/** What the simulated provider's mails add: nothing was or will be charged. */
const TEST_MODE_NOTE = 'Modo de prueba: no se realiza ningún cobro real.';

const letter = (lines: ReadonlyArray<string | null>): string =>
  ['Hola:', '', ...lines.filter((line): line is string => line !== null), '', 'Emilio'].join('\n');

export interface ReceiptFacts {
  amountCents: number;
  currency: string;
  paidAt: Date;
  guaranteeDays: number;
  testMode: boolean;
}

/** The receipt of a payment: what was paid, that it renews every 28 days until cancelled, how to cancel, the guarantee. */
export function receiptMail(facts: ReceiptFacts, publicUrl: string): Omit<OutgoingMail, 'to'> {
  const charge = chargeLabel(facts.amountCents, facts.currency);
  return {
    subject: `Tu recibo del Reto: ${charge}`,
    text: letter([
      `Recibimos tu pago de ${charge} el ${spanishDate(facts.paidAt)}. ¡Gracias por unirte al Reto!`,
      facts.testMode ? TEST_MODE_NOTE : null,
      '',
      `Tu suscripción: ${priceTerms.withPrice(charge)}.`,
      priceTerms.renewal,
      priceTerms.howToCancel,
      `Cancelar o revisar la renovación: ${profileUrl(publicUrl)}`,
      priceTerms.guarantee(facts.guaranteeDays),
    ]),
  };
}

export interface RenewalFacts {
  amountCents: number;
  currency: string;
  renewsAt: Date;
  testMode: boolean;
}

/** The reminder 3 days before a renewal: when, how much, and how to cancel before it. */
export function renewalReminderMail(facts: RenewalFacts, publicUrl: string): Omit<OutgoingMail, 'to'> {
  const charge = chargeLabel(facts.amountCents, facts.currency);
  const date = spanishDate(facts.renewsAt);
  return {
    subject: `Tu Reto se renueva el ${date}`,
    text: letter([
      `El ${date} empieza la próxima edición del Reto: ese día se renueva tu suscripción y te cobraremos ${charge} (${priceTerms.period}).`,
      facts.testMode ? TEST_MODE_NOTE : null,
      `Si no quieres continuar, cancela la renovación antes de esa fecha desde tu perfil, en dos toques: ${profileUrl(publicUrl)}`,
      `Si cancelas, conservas el acceso hasta el ${spanishDate(lastDayBefore(facts.renewsAt))}, el último día de tu edición.`,
    ]),
  };
}

/** The e-mail that confirms the renewal turned off or back on: what changed, until when, and where to change it again. */
export function renewalMail(renews: boolean, periodEnd: Date | null, publicUrl: string): Omit<OutgoingMail, 'to'> {
  const date = periodEnd ? spanishDate(periodEnd) : null;
  if (renews) {
    return {
      subject: 'Tu renovación del Reto está activa de nuevo',
      text: letter([
        `Reactivaste la renovación automática de tu suscripción al Reto de 28 días: se renueva cada 28 días${date ? `, la próxima vez el ${date}` : ''}.`,
        `Puedes cancelarla cuando quieras, en dos toques, desde tu perfil: ${profileUrl(publicUrl)}`,
      ]),
    };
  }
  return {
    subject: 'Cancelaste la renovación de tu Reto',
    text: letter([
      'Cancelaste la renovación automática de tu suscripción al Reto de 28 días: no te cobraremos de nuevo.',
      periodEnd
        ? `Tu acceso sigue hasta el ${spanishDate(lastDayBefore(periodEnd))}, el último día de la edición que pagaste.`
        : 'Tu acceso sigue hasta el final del periodo pagado.',
      `Si cambias de opinión, reactívala en un toque desde tu perfil: ${profileUrl(publicUrl)}`,
    ]),
  };
}
