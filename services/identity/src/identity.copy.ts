/** The Spanish text of identity's e-mails. */
export const MailCopy = {
  reset: {
    subject: 'Restablece tu contraseña',
    text: (link: string) =>
      `Hola,\n\nRecibimos una solicitud para restablecer tu contraseña. Abre este enlace (válido durante 1 hora, un solo uso):\n\n${link}\n\nSi no lo solicitaste, ignora este correo: tu contraseña no cambiará.\n`,
  },
  emergency: {
    subject: 'Tu enlace de acceso',
    text: (link: string) =>
      `Hola,\n\nAbre este enlace para entrar a tu cuenta (válido durante 15 minutos, un solo uso):\n\n${link}\n\nSi no lo solicitaste, ignora este correo.\n`,
  },
} as const;
