/** The HTTP layer's own Spanish messages (the services carry the domain's). */
export const HttpMessages = {
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido.',
  badRequest: 'La solicitud no es válida.',
  csrfRefused: 'Solicitud rechazada: origen no permitido.',
  byStatus: {
    401: 'No has iniciado sesión',
    403: 'No tienes permiso para realizar esta acción.',
    404: 'Ruta no encontrada.',
    405: 'Método no permitido.',
    413: 'La solicitud es demasiado grande.',
    415: 'Tipo de contenido no soportado.',
    429: 'Demasiadas solicitudes. Por favor, espera un momento e inténtalo de nuevo.',
  } as Record<number, string>,
  frontendMissing: 'La aplicación web no está compilada. Ejecuta `npm run build`.',
} as const;
