/** The voice coach's Spanish strings (spec 2 sections 2.11, 2.12 and 8). */
export const voiceCopy = {
  title: 'Habla con Emilio',
  subtitle: 'Tu entrenador responde por voz sobre tu rutina, tu progreso y el reto.',
  eyebrow: 'Asistente de voz',
  status: {
    idle: 'Toca para comenzar',
    recording: 'Te escucho...',
    processing: 'Procesando consulta...',
    speaking: 'Emilio responde...',
  },
  circle: {
    idle: 'Empezar a hablar con Emilio',
    recording: 'Terminar y enviar la pregunta',
    processing: 'Procesando tu consulta',
    speaking: 'Interrumpir la respuesta de Emilio',
  },
  micDenied:
    'Necesitamos permiso para usar tu micrófono. Actívalo en la configuración del navegador o escribe tu pregunta.',
  recordingError: 'Error iniciando grabación. Intenta nuevamente.',
  processingError: 'Error procesando el audio. Intenta nuevamente.',
  noMatch: 'No entendí tu pregunta. Prueba con otra frase o escríbela abajo.',
  /** The offline recogniser could not place the recording (it answers nothing rather than guess). */
  unplaced: 'No reconocí esa frase con seguridad, así que no respondo a ciegas. Escríbela abajo y te contesto.',
  unplacedWithBrowser:
    'No reconocí esa frase con seguridad, así que no respondo a ciegas. Escríbela abajo o vuelve a tocar el círculo para dictarla con el reconocimiento de voz de tu navegador.',
  suggestionsLabel: 'Temas con los que puedo ayudarte',
  voiceUnavailable: 'La voz de Emilio no está disponible ahora; usamos la voz de tu navegador.',
  askLabel: 'Escribe tu pregunta',
  askPlaceholder: 'Ej.: ¿Cuál es mi rutina de hoy?',
  askSubmit: 'Preguntar',
  youAsked: 'Tu pregunta',
  answerTitle: 'Emilio',
  suggestionsTitle: 'Prueba a preguntar',
  suggestions: ['¿Cuál es mi rutina de hoy?', '¿Cuándo empieza la próxima edición?', '¿Cómo hago el cardio?'],
  accessChallenge: 'Acceder al Reto',
  call: {
    brand: 'EMILIO.BORN.AI',
    subtitle: 'Llamada con tu entrenador',
    timerLabel: 'Duración de la llamada',
    mute: 'Silenciar',
    endCall: 'Finalizar llamada',
    listening: 'Escuchando',
  },
} as const;
