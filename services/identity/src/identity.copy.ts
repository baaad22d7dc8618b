/** The Spanish text of identity's e-mails. */
export const MailCopy = {
  reset: {
    subject: 'Restablece tu contraseña',
    text: (link: string) =>
      `Hola,\n\nRecibimos una solicitud para restablecer tu contraseña. Abre este enlace (válido durante 1 hora, un solo uso):\n\n${link}\n\nSi no lo solicitaste, ignora este email: tu contraseña no cambiará.\n`,
  },
  verify: {
    subject: 'Verifica tu email',
    text: (link: string) =>
      `Hola,\n\nGracias por registrarte en el Reto. Abre este enlace para verificar tu email (válido durante 7 días, un solo uso):\n\n${link}\n\nLo que pagaste o te aprobaron con este email llega a tu cuenta en cuanto lo verifiques. Si no creaste esta cuenta, ignora este email.\n`,
  },
  emergency: {
    subject: 'Tu enlace de acceso',
    text: (link: string) =>
      `Hola,\n\nAbre este enlace para entrar a tu cuenta (válido durante 15 minutos, un solo uso):\n\n${link}\n\nSi no lo solicitaste, ignora este email.\n`,
  },
} as const;
