/**
 * The legal pages (/terms, /privacy) and the AI companion's page (/vision), in Spanish. The brand,
 * the support e-mail, the price and the guarantee come from settings (billing's offer).
 */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalSettings {
  brand: string;
  email: string;
  /** When support answers (the SUPPORT_HOURS setting). */
  hours: string;
  guaranteeDays: number;
  /** Billing's price of one period, in USD. */
  priceUsd: number;
}

export const legalCopy = {
  updated: 'Última actualización: noviembre de 2026',
  contents: 'Contenido',
  backToLanding: 'Volver al reto',
  terms: {
    title: 'Términos y condiciones de venta',
    intro: ({ brand }: LegalSettings): string =>
      `Estos términos regulan la compra y el uso de ${brand}, un programa de entrenamiento y nutrición de 28 días en línea. Al comprar aceptas lo que sigue.`,
    sections: ({ brand, email, hours, guaranteeDays, priceUsd }: LegalSettings): readonly LegalSection[] => [
      {
        heading: '1. Qué compras',
        paragraphs: [
          `El acceso a una edición de ${brand}: 28 días (cuatro semanas) de rutinas en video con versión para hombre y para mujer, un plan de nutrición calculado con tus datos, seguimiento de tu progreso y acceso al grupo privado.`,
          `El grupo privado reúne solo a quienes hacen tu misma edición, que te ven por tu nombre y la inicial de tu apellido, nunca por tu email; lo modera Emilio, tu entrenador. En Mensajes le escribes directamente y te responde él mismo ${hours}. El acceso al grupo termina cuando termina el de tu edición, también si pides el reembolso.`,
          'Cada edición comienza en una fecha fija que se anuncia en la página del reto. Si compras cuando una edición ya está en curso, te inscribimos en la siguiente, salvo en los primeros días de la edición en curso, cuando todavía puedes unirte a ella.',
        ],
      },
      {
        heading: '2. Precio y pago',
        paragraphs: [
          `El precio es de ${String(priceUsd)} USD por cada periodo de 28 días. Te mostramos el importe aproximado en la moneda de tu país solo como referencia; el cargo lo decide siempre nuestro servidor y se realiza en USD a través de nuestro proveedor de pagos.`,
          'No guardamos los datos de tu tarjeta: los procesa directamente el proveedor de pagos con sus propias medidas de seguridad.',
        ],
      },
      {
        heading: '3. Renovación cada 28 días',
        paragraphs: [
          'La suscripción se renueva automáticamente cada 28 días, al inicio de cada nuevo periodo, por el mismo importe, hasta que la canceles.',
          `Puedes cancelar la renovación en cualquier momento desde tu cuenta o escribiendo a ${email}. La cancelación detiene los cobros futuros y conservas el acceso hasta el final del periodo ya pagado.`,
        ],
      },
      {
        heading: `4. Garantía de ${String(guaranteeDays)} días`,
        paragraphs: [
          `Si el reto no es para ti, escríbenos a ${email} dentro de los ${String(guaranteeDays)} días siguientes a tu pago y te devolvemos el importe completo, sin preguntas. El reembolso se hace al mismo medio de pago y, una vez emitido, el acceso de ese periodo termina.`,
        ],
      },
      {
        heading: '5. Salud y resultados',
        paragraphs: [
          'El programa no sustituye el consejo médico. Consulta a un profesional de la salud antes de empezar, sobre todo si tienes una lesión, una enfermedad o estás embarazada. Detén el ejercicio si sientes dolor o malestar.',
          'Los resultados varían de una persona a otra. Las imágenes y testimonios muestran experiencias individuales y no garantizan un resultado concreto.',
        ],
      },
      {
        heading: '6. Tu cuenta y el contenido',
        paragraphs: [
          'Tu acceso es personal: no compartas tu cuenta. Los videos, rutinas y planes son para tu uso personal y no pueden copiarse ni revenderse.',
          'Podemos suspender una cuenta que incumpla estos términos, después de avisarte por email.',
        ],
      },
      {
        heading: '7. Contacto',
        paragraphs: [`Para cualquier duda sobre tu compra escríbenos a ${email}. Atendemos ${hours}.`],
      },
    ],
  },
  privacy: {
    title: 'Aviso de privacidad',
    intro: ({ brand }: LegalSettings): string =>
      `En ${brand} tratamos solo los datos que necesitamos para venderte el reto, darte acceso y acompañarte. Aquí te explicamos cuáles son y para qué los usamos.`,
    sections: ({ email, guaranteeDays }: LegalSettings): readonly LegalSection[] => [
      {
        heading: 'Qué datos guardamos y por qué',
        paragraphs: [
          'Cuenta: tu nombre, usuario, email, género y zona horaria, para que puedas iniciar sesión, ver la versión correcta de cada video y desbloquear tu rutina a la medianoche de tu hora local. Tu contraseña se guarda solo como un hash irreversible.',
          'Progreso: los ejercicios que marcas como completados, tu racha y tu porcentaje de avance, para mostrarte tu progreso.',
          'Nutrición: la edad, el peso, la estatura, el nivel de actividad y el objetivo que nos das al suscribirte, para calcular tu plan de alimentación.',
          `Pagos: el email de la compra, el importe, la fecha y el identificador que nos da el proveedor de pagos, para darte acceso, gestionar la renovación y atender la garantía de ${String(guaranteeDays)} días. Nunca vemos ni guardamos el número de tu tarjeta.`,
          'Reseñas: la calificación, el texto, la foto opcional (sin sus metadatos), tu nombre y tu país. Tu email se usa solo para saber si eres cliente verificado y nunca se publica.',
          'Coach de voz: las preguntas que le haces al coach se procesan para responderte; no se usan para otros fines.',
          'Seguridad: la dirección IP y el país aproximado de cada visita, para mostrarte el precio en tu moneda y para limitar abusos (por ejemplo, demasiados intentos de inicio de sesión).',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'Usamos una sola cookie técnica para mantener tu sesión abierta. No usamos cookies de publicidad ni de seguimiento de terceros.',
        ],
      },
      {
        heading: 'Con quién los compartimos',
        paragraphs: [
          'Solo con los proveedores que necesitamos para operar: el procesador de pagos y, si usas la tienda externa, la tienda. No vendemos tus datos.',
        ],
      },
      {
        heading: 'Cuánto tiempo los conservamos',
        paragraphs: [
          'Mientras tengas una cuenta y después el tiempo que exija la ley para los registros de pago. Los datos de tu plan de nutrición que quedan en tu navegador se borran solos a los pocos segundos de mostrarse.',
        ],
      },
      {
        heading: 'Tus derechos',
        paragraphs: [
          `Puedes pedir acceso, corrección o eliminación de tus datos, u oponerte a su uso, escribiendo a ${email}. Te respondemos en un máximo de 30 días.`,
        ],
      },
    ],
  },
  vision: {
    title: 'Emilio, tu compañero de fitness con IA',
    lead: 'Un coach que te escucha a cualquier hora: pregúntale en voz alta por tu rutina de hoy, tus macros o cómo recuperarte, y te responde en español con tus propios datos.',
    talk: 'Hablar con el coach',
    join: 'Unirme al reto',
    featuresTitle: 'Qué puede hacer por ti',
    features: [
      {
        title: 'Tu rutina de hoy',
        text: 'Te dice qué toca hoy, cuántos ejercicios son y si es día de descanso.',
      },
      {
        title: 'Tus macros',
        text: 'Te recuerda tus calorías, proteínas, carbohidratos y grasas del plan de nutrición.',
      },
      {
        title: 'Cardio y recuperación',
        text: 'Consejos de cardio, descanso y técnica cuando los necesitas, sin buscar en ningún lado.',
      },
      {
        title: 'Siempre en español',
        text: 'Háblale o escríbele. Si tu navegador no tiene micrófono, puedes escribir tus preguntas.',
      },
    ],
    howTitle: 'Cómo funciona',
    steps: [
      'Toca "Hablar con el coach" y permite el micrófono (o escribe tu pregunta).',
      'Pregunta, por ejemplo: "¿Qué rutina me toca hoy?"',
      'Emilio te responde en voz alta con tus datos del reto.',
    ],
    privacy: 'Tus preguntas se usan solo para responderte. Más detalles en el aviso de privacidad.',
  },
} as const;
