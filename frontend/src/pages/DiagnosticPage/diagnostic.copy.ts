export const diagnosticCopy = {
  title: 'Diagnóstico y reparación',
  running: 'Limpiando datos guardados, caché y service workers...',
  done: 'Listo. Te llevamos al inicio de sesión.',
  description: 'Esto resuelve la mayoría de problemas de carga. Tendrás que iniciar sesión de nuevo.',
  login: 'Ir al Login',
} as const;
