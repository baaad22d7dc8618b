import type { OutgoingMail } from '@reto/platform';

const spanishDate = (date: Date): string =>
  new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

/** The e-mail that confirms the renewal turned off or back on: what changed, until when, and where to change it again. */
export function renewalMail(renews: boolean, periodEnd: Date | null, publicUrl: string): Omit<OutgoingMail, 'to'> {
  const profile = new URL('/profile', publicUrl).toString();
  const date = periodEnd ? spanishDate(periodEnd) : null;
  if (renews) {
    return {
      subject: 'Tu renovación del Reto está activa de nuevo',
      text: [
        'Hola:',
        '',
        `Reactivaste la renovación automática de tu suscripción al Reto de 28 días: se renueva cada 28 días${date ? `, la próxima vez el ${date}` : ''}.`,
        `Puedes cancelarla cuando quieras, en dos toques, desde tu perfil: ${profile}`,
        '',
        'Emilio',
      ].join('\n'),
    };
  }
  return {
    subject: 'Cancelaste la renovación de tu Reto',
    text: [
      'Hola:',
      '',
      'Cancelaste la renovación automática de tu suscripción al Reto de 28 días: no te cobraremos de nuevo.',
      date ? `Tu acceso sigue hasta el ${date}.` : 'Tu acceso sigue hasta el final del periodo pagado.',
      `Si cambias de opinión, reactívala en un toque desde tu perfil: ${profile}`,
      '',
      'Emilio',
    ].join('\n'),
  };
}
