/** An edition's start date in Spanish: "lunes, 7 de diciembre de 2026". */
export const formatEditionStart = (isoDate: string): string =>
  new Intl.DateTimeFormat('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
