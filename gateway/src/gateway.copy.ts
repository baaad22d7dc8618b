/**
 * Every Spanish sentence the gateway itself answers with (the services carry their domain's, in
 * `@reto/contracts`): the HTTP layer's refusals, the GraphQL limits and the member area's notices.
 */
export const GatewayCopy = {
  http: {
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
  },
  idempotency: {
    invalidKey: 'La clave de idempotencia (`Idempotency-Key`) debe tener entre 1 y 200 caracteres visibles.',
    inFlight: 'Esta solicitud ya está en curso. Espera un momento y vuelve a intentarlo.',
    otherBody: 'Esta clave de idempotencia ya se usó con otra solicitud distinta. Usa una clave nueva.',
  },
  graphql: {
    notOneOperation: 'La solicitud GraphQL debe ser un objeto JSON con una sola operación.',
    missingQuery: 'Falta la consulta GraphQL: `query` debe ser un texto.',
    variablesNotObject: 'Las variables (`variables`) deben ser un objeto.',
    operationNameNotText: 'El nombre de la operación (`operationName`) debe ser un texto.',
    operationNameRequired: 'La consulta tiene varias operaciones: indica cuál en `operationName`.',
    unknownOperation: (name: string) => `La consulta no tiene ninguna operación llamada «${name}».`,
    nestedTooDeep: 'La consulta está anidada a demasiada profundidad.',
    tooManyTokens: (max: number) =>
      `La consulta es demasiado larga (máximo ${String(max)} elementos). Pide menos campos o divídela.`,
    documentTooLong: (maxKb: number) =>
      `La consulta es demasiado larga (máximo ${String(maxKb)} KB). Pide menos campos o divídela.`,
    onlyQueriesAndMutations: 'Solo se admiten consultas y mutaciones.',
    onlyPost: 'GraphQL solo acepta solicitudes POST con un cuerpo JSON.',
    variableMayBeNull: (name: string, type: string) =>
      `La variable «$${name}» puede ser nula, pero se usa donde hace falta un valor: declárala como ${type}.`,
  },
  queryLimits: {
    tooDeep: (max: number) => `La consulta es demasiado profunda (máximo ${String(max)} niveles).`,
    tooComplex: (max: number) => `La consulta es demasiado compleja (máximo ${String(max)} campos).`,
    tooCostly: (max: number) =>
      `La consulta pide demasiados datos de una vez (máximo ${String(max)} campos en la respuesta). Pide menos elementos o divídela.`,
  },
  billing: {
    hasPaidNotBoolean: 'hasPaid debe ser verdadero o falso',
  },
  member: {
    /** Spec 1, section 8. */
    timezoneUpdated: 'Zona horaria actualizada correctamente. Las rutinas diarias se ajustarán a tu horario local.',
    videoVersionUpdated: 'Versión de los videos actualizada. Tus rutinas ya la muestran.',
  },
} as const;
