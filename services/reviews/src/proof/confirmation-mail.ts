import type { OutgoingMail } from '@reto/platform';

/** The mail that proves a review's writer owns a buyer's address. */
export const confirmationMail = (to: string, link: string, hours: number): OutgoingMail => ({
  to,
  subject: 'Confirma tu reseña del Reto',
  text: [
    '¡Gracias por contarnos tu experiencia con el Reto!',
    '',
    'Este email compró el reto. Abre este enlace para publicar tu reseña con la insignia de compra verificada:',
    link,
    '',
    `El enlace funciona una sola vez y caduca en ${String(hours)} horas. Si no escribiste una reseña, ignora este email: no se publicará nada.`,
  ].join('\n'),
});
