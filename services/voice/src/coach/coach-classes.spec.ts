import fc from 'fast-check';
import { CoachNlu } from './coach-nlu.js';
import { itAnswersSafetyClasses, itAnswersTopicClasses } from './class-cases.js';
import { safetyConcepts } from '@reto/contracts/safety/safety-concepts';
import { normalizeText } from '@reto/contracts/safety/spanish';

/**
 * Classes of question as members type them on a phone, each shown by examples generated from its
 * parts (not a listed sentence): safety told as a sensation, a crisis, a drug's name or a year of
 * birth; support told with a device's nickname, an English word or a screen's message; a coach
 * word whose thing is another world's.
 */
const concepts = (said: string) => safetyConcepts(normalizeText(said));

const PARTS = ['las piernas', 'los brazos', 'la rodilla', 'el cuello', 'la espalda', 'el hombro', 'los pies'];
const part = fc.constantFrom(...PARTS);

const SAFETY_CLASSES: Record<string, fc.Arbitrary<string>> = {
  'breath that leaves, runs out, is cut or does not reach': fc
    .tuple(
      fc.constantFrom(
        'se me va',
        'se me acaba',
        'se me corta',
        'se le fue',
        'se me agota',
        'no me alcanza',
        'no me llega',
      ),
      fc.constantFrom('el aire', 'el aliento', 'la respiracion'),
    )
    .map(([verb, breath]) => `${verb} ${breath} cuando salto`),
  'a part that feels made of jelly or rags, stiff, out of its joint': part.chain((name) =>
    fc.constantFrom(
      `tengo ${name} como de gelatina`,
      `siento ${name} de trapo`,
      `traigo ${name} bien cargad${name.startsWith('la') ? 'a' : 'o'}`,
      `tengo ${name} ties${name.startsWith('las') ? 'as' : name.startsWith('los') ? 'os' : name.startsWith('la') ? 'a' : 'o'}`,
      `se me salio ${name.replace(/^(?:las|los) /, 'el ')}`,
    ),
  ),
  'feeling strange, seeing sparks, turning blue, having to sit down': fc.constantFrom(
    'me empece a sentir rara y me tuve que sentar',
    'me senti muy extraño en el cardio',
    'veo chispitas cuando me levanto',
    'veo moscas volantes al agacharme',
    'me pongo morado con los burpees',
    'se me puso azul la boca',
  ),
  'a reading that rises or drops, the gut, burning when passing water, the skin reacting': fc.constantFrom(
    'se me sube la presion cuando entreno',
    'se le baja el azucar en ayunas',
    'me dan agruras despues de entrenar',
    'tengo diarrea desde ayer',
    'me arde al orinar',
    'me pica todo el cuerpo cuando corro',
    'me salen ronchas con el ejercicio',
    'tengo gripa',
    'estoy malo del estomago',
  ),
  'a crisis, heat and thirst taken too far, a heavy period, a sport injury, wounds': fc.constantFrom(
    'me dio un ataque de panico',
    'tuve una crisis de ansiedad en la rutina',
    'me dio un golpe de calor',
    'me deshidrate corriendo',
    'tengo la regla muy fuerte',
    'tengo la rodilla de corredor',
    'tengo codo de tenista',
    'estoy en rehabilitacion',
    'tengo una ampolla en el talon',
    'me corte la mano con un vidrio',
  ),
  'drugs by name or class, slimming products of any kind': fc
    .tuple(
      fc.constantFrom('tomo', 'estoy tomando', 'me dieron', 'uso'),
      fc.constantFrom(
        'prednisona',
        'dexametasona',
        'tramadol',
        'efedrina',
        'diclofenaco',
        'acido folico',
        'un te detox para bajar',
        'gotas para adelgazar',
        'unos polvos para quemar grasa',
      ),
    )
    .map(([verb, drug]) => `${verb} ${drug}`),
  'exercise to make up for food, living on one food, purging told as getting it out, counting as an obsession':
    fc.constantFrom(
      'quemo en cardio todo lo que como',
      'hago ejercicio extra cada que me como algo dulce para quemarlo',
      'me comi una pizza y corri el doble para compensarla',
      'solo tomo licuados todo el dia',
      'solo como ensalada',
      'como y luego lo saco',
      'cuento las calorias obsesivamente',
      'ayuno de 20 horas todos los dias',
    ),
  'symptoms in colloquial Mexican and Spanish: a stab, numb or cramped in any tense, a faint, retching, a fall':
    fc.constantFrom(
      'me da un piquete en la panza',
      'se me entumen las manos',
      'se me engarrotan los dedos',
      'se me bota la rotula',
      'siento que me da el patatus',
      'me dio el soponcio',
      'me dio la palida',
      'me dan arcadas',
      'me falsee el tobillo',
      'me fui de boca y me pegue en la rodilla',
      'me pegue con la pesa en el pie',
      'me siento aguadito',
      'ando bien malito',
      'tengo el cuerpo cortado',
      'tengo temperatura',
      'me dan ataques',
    ),
  'conditions, drugs and eating in colloquial words: pregnancy, sugar, pills, starving, living on liquids, regret':
    fc.constantFrom(
      'estoy panzona',
      'estoy manchando',
      'tengo azucar',
      'tomo chochos para la presion',
      'me mato de hambre para bajar',
      'llevo tres dias a puro liquido',
      'solo me como una manzana en todo el dia',
      'me arrepiento cada que como',
      'el reto es para mayores de 18?',
    ),
  'a young person with an age under 18, or a year of birth less than 18 years ago': fc
    .tuple(
      fc.constantFrom('soy un chavo', 'mi morra', 'un chaval', 'mi chamaco', 'una muchacha', 'un pibe', 'una joven'),
      fc.integer({ min: 10, max: 17 }),
    )
    .map(([who, age]) => `${who} de ${age} quiere hacer el reto`)
    .chain((said) =>
      fc.constantFrom(
        said,
        `naci en ${new Date().getUTCFullYear() - 14}`,
        `soy del ${new Date().getUTCFullYear() - 16}`,
        'estoy en la secu',
      ),
    ),
  // Classes of the seventh development set (typed in a chat box, told in passing).
  'the ears ringing, whistling or blocked': fc
    .tuple(
      fc.constantFrom('zumbido', 'pitido', 'silbido', 'ruido raro'),
      fc.constantFrom('en el oido', 'en los oidos', 'en mi oido', 'de oidos'),
    )
    .map(([noise, where]) => `tengo un ${noise} ${where} despues de saltar`)
    .chain((said) => fc.constantFrom(said, 'se me tapan los oidos con los burpees', 'me pitan los oidos')),
  'urine dark or scant, a thirst that does not go': fc
    .tuple(
      fc.constantFrom('orino', 'la orina me sale', 'hago pis'),
      fc.constantFrom('oscuro', 'muy oscura', 'marron', 'casi nada', 'con espuma'),
    )
    .map(([verb, how]) => `${verb} ${how} desde que entreno`)
    .chain((said) => fc.constantFrom(said, 'tengo muchisima sed todo el tiempo', 'tengo la boca muy seca')),
  'an operation told in any person and tense': fc
    .tuple(
      fc.constantFrom(
        'me voy a operar',
        'me van a operar',
        'tengo que operarme',
        'me tienen que operar',
        'acaban de operarme',
        'se opero mi esposa',
        'me opere',
        'me operan',
      ),
      fc.constantFrom('de la nariz', 'de la rodilla', 'del hombro', 'de los ojos', 'de la vesicula'),
    )
    .map(([verb, what]) => `${verb} ${what}`),
  'cosmetic surgery by its short name or any surgery by its medical ending': fc
    .tuple(
      fc.constantFrom(
        'me hice una lipo',
        'me hice la rinoplastia',
        'tuve una abdominoplastia',
        'me hicieron una vasectomia',
        'me puse implantes de gluteos',
        'me hice un aumento de busto',
        'me hice la bichectomia',
      ),
      fc.constantFrom('hace 3 semanas', 'el mes pasado', ''),
    )
    .map(([what, when]) => `${what} ${when}`.trim()),
  'one food a day told as the time spent living on it, a weight lost in days': fc
    .tuple(
      fc.constantFrom('llevo una semana', 'llevo 5 dias', 'paso los dias', 'sigo'),
      fc.constantFrom('comiendo', 'cenando', 'desayunando'),
      fc.constantFrom('una manzana', 'un yogur', 'una ensalada', 'una fruta'),
      fc.constantFrom('al dia', 'por dia'),
    )
    .map((said) => said.join(' '))
    .chain((said) =>
      fc.constantFrom(said, 'quiero bajar 5 kilos en 5 dias', 'como hago para perder diez kilos en dos semanas'),
    ),
  'a test and its result, the hospital, an accident': fc
    .tuple(
      fc.constantFrom('los analisis', 'los estudios', 'el electro', 'la resonancia', 'los trigliceridos'),
      fc.constantFrom('salieron altos', 'salio raro', 'salieron mal', 'dieron alterados'),
    )
    .map(([test, result]) => `me hicieron ${test} y ${result}`)
    .chain((said) =>
      fc.constantFrom(
        said,
        'me dieron de alta del hospital ayer',
        'anoche estuve en el hospital',
        'estuve dos dias en el hospital',
        'tengo turno con el cardiologo en el hospital',
        'estuve internada una semana',
        'me llevaron a urgencias el domingo',
        'tuve un accidente en moto',
        'me atropellaron en bici hace un mes',
      ),
    ),
  'a part bandaged, clicking or swelling by itself, that kills, that could not be moved': fc
    .tuple(
      fc.constantFrom(['la rodilla', 'a'], ['el tobillo', 'o'], ['la muñeca', 'a'], ['el hombro', 'o']),
      fc.integer({ min: 0, max: 3 }),
    )
    .map(
      ([[name, ending], form]) =>
        [
          `tengo ${name} vendad${ending}`,
          `${name} me hace clic y se hincha`,
          `tengo ${name} que me mata`,
          `me quede sin poder mover ${name}`,
        ][form]!,
    ),
  'the skin changing colour, the world turning, a weight already low, fertility treatment': fc.constantFrom(
    'se me pone la piel amarilla',
    'se me ponen los labios morados',
    'es normal que me de vueltas todo',
    'peso 45 kilos y quiero bajar mas',
    'quiero llegar a 42 kilos',
    'me estoy haciendo una fiv',
    'estoy en un tratamiento de fertilidad',
  ),
  'a reading told as a figure': fc
    .tuple(
      fc.constantFrom('la presion', 'la glucosa', 'el azucar', 'el pulso'),
      fc.constantFrom('en', 'a'),
      fc.integer({ min: 150, max: 320 }),
    )
    .map(([reading, at, figure]) => `tengo ${reading} ${at} ${figure} hoy`),
};

/** Support and in-scope classes of the seventh set, each with the topic that helps. */
const TOPIC_CLASSES: Record<string, readonly [fc.Arbitrary<string>, string]> = {
  'a card named by its brand or kind': [
    fc
      .tuple(
        fc.constantFrom('no me acepta', 'me rechaza', 'no me pasa', 'me rechazaron'),
        fc.constantFrom('la visa', 'la master', 'mi mastercard', 'la amex', 'la de debito'),
      )
      .map(([verb, card]) => `${verb} ${card}, ya probe dos veces`),
    'payment.declined',
  ],
  'renovar conjugated, and charging again in any person': [
    fc.constantFrom(
      'quiero que se renueve sola, esta activado?',
      'se renuevo solo el plan?',
      'cuando se vuelve a cobrar la suscripcion',
      'me van a volver a cobrar el mes que viene?',
      'la suscripcion se renovo sin avisar',
    ),
    'renewal',
  ],
  'being asked for the password again, by any form of pedir': [
    fc
      .constantFrom('me pide', 'me piden', 'me vuelve a pedir', 'me sigue pidiendo', 'me esta pidiendo', 'me pidio')
      .map((verb) => `cada vez que abro la app ${verb} la contraseña`),
    'account',
  ],
  'a screen shown cut or odd, the app stuck where it was': [
    fc
      .tuple(
        fc.constantFrom('en la tablet', 'en el celu', 'en la compu'),
        fc.constantFrom('se ve todo cortado', 'sale medio cortado', 'se ve toda rara', 'se ve incompleta la app'),
      )
      .map((said) => said.join(' '))
      .chain((said) =>
        fc.constantFrom(
          said,
          'la app no cambia de dia',
          'la app sigue en el dia 3 desde el lunes',
          'la app se quedo pegada',
          'la app no guarda lo que hago',
        ),
      ),
    'app.trouble',
  ],
  "the app's reminders as its own": [
    fc
      .tuple(
        fc.constantFrom('no me llegan', 'no me salen'),
        fc.constantFrom('las notificaciones de recordatorio', 'las notificaciones de aviso'),
      )
      .map((said) => said.join(' ')),
    'app.trouble',
  ],
  'a group of members who start together, by the names regions give it': [
    fc
      .tuple(
        fc.constantFrom('cuando empieza', 'cuando arranca', 'para cuando'),
        fc.constantFrom('la siguiente tanda', 'la proxima camada', 'la nueva generacion', 'la proxima promocion'),
      )
      .map((said) => said.join(' ')),
    'edition.next',
  ],
  'an invoice asked for the taxes, the tax return its setting': [
    fc
      .constantFrom('la declaracion', 'hacienda', 'el SAT', 'mi contador', 'deducir impuestos')
      .map((what) => `me hace falta una factura para ${what}`),
    'invoices',
  ],
  'a receipt for a refund someone else makes': [
    fc
      .tuple(
        fc.constantFrom('un comprobante', 'un recibo', 'la factura'),
        fc.constantFrom('la empresa', 'mi trabajo', 'el seguro'),
      )
      .map(([paper, who]) => `me das ${paper} para que me lo reembolse ${who}`),
    'invoices',
  ],
  'the routine asked as a fragment': [
    fc.constantFrom('rutina?', 'y la rutina?', 'entreno?', 'ejercicios?'),
    'routine.today',
  ],
  'a real person asked of the coach': [
    fc.constantFrom('eres una persona real?', 'eres alguien real o un bot?', 'sos una persona real o que'),
    'about.emilio',
  ],
  'a clause opened by a conjunction around a story, for members who type without commas': [
    fc
      .tuple(
        fc.constantFrom('mi perro no me deja en paz jaja', 'ando con mil cosas', 'hoy fue un dia pesado en el laburo'),
        fc.constantFrom('pero bueno', 'asi que', 'pero'),
        fc.constantFrom('que toca hoy', 'que rutina me toca hoy'),
      )
      .map((said) => said.join(' ')),
    'routine.today',
  ],
  'a vocative at either end, the mood one trains in': [
    fc
      .tuple(
        fc.constantFrom('que hay para hoy', 'que toca hoy', 'que entreno hoy'),
        fc.constantFrom('jefe', 'maestro', 'carnal', 'parce', 'que ando con flojera', 'que tengo pereza'),
      )
      .map((said) => said.join(' ')),
    'routine.today',
  ],
  'a city members live in, as the setting of the time zone': [
    fc
      .constantFrom('tijuana', 'medellin', 'cusco', 'montevideo', 'valparaiso', 'bilbao')
      .map((city) => `vivo en ${city} y la rutina me aparece a otra hora`),
    'timezone',
  ],
  'how one is coming along': [
    fc.constantFrom('como vengo este mes', 'que tal vengo', 'como ando con el reto', 'como llevo el reto'),
    'progress',
  ],
  'the days gone of the challenge': [
    fc.constantFrom('cuantos dias van del reto', 'cuantos dias lleva el reto'),
    'challenge.day',
  ],
  'a muscle named': [
    fc.constantFrom('los fondos de triceps como van', 'como hago las sentadillas para gluteos y cuadriceps'),
    'exercise.technique',
  ],
  'the part of the body a session works': [
    fc.constantFrom('hoy que parte del cuerpo se trabaja', 'que grupo muscular toca hoy'),
    'routine.today',
  ],
  'whom the challenge is for and how it arrives': [
    fc.constantFrom(
      'es para principiantes?',
      'sirve para novatos el reto?',
      'como es la cosa, me mandan videos cada dia?',
      'nunca hice ejercicio, como funciona el reto',
    ),
    'challenge.how',
  ],
  'a crash told with whom it happens to between, sound out of step, the battery': [
    fc
      .tuple(fc.constantFrom('se me', 'se le', 'se nos'), fc.constantFrom('cierra', 'cuelga', 'traba', 'congela'))
      .map(([who, verb]) => `${who} ${verb} la app cuando le doy play al video`)
      .chain((said) =>
        fc.constantFrom(
          said,
          'el sonido del video va atrasado',
          'el audio va adelantado',
          'la app consume mucha bateria',
          'la app no me deja avanzar al siguiente video',
        ),
      ),
    'app.trouble',
  ],
  'the kind of day asked, or the routine asked in English': [
    fc
      .tuple(fc.constantFrom('hoy es', 'hoy toca'), fc.constantFrom('cardio', 'fuerza', 'pierna', 'brazos', 'gluteos'))
      .map(([day, kind]) => `${day} dia de ${kind}?`)
      .chain((said) => fc.constantFrom(said, "what's today's workout", 'what is the workout today')),
    'routine.today',
  ],
  'what the challenge needs, the time it takes a day, live or recorded': [
    fc.constantFrom(
      'que necesito para empezar, tengo que ir al gimnasio?',
      'se hace todo en casa?',
      'cuanto tiempo al dia le tengo que dedicar',
      'cuanto tiempo por dia hay que dedicarle al reto',
      'es en vivo o son videos grabados',
      'las clases son en directo?',
    ),
    'challenge.how',
  ],
  'starting in any mood': [
    fc
      .tuple(
        fc.constantFrom('empiece', 'comience', 'arranque', 'inicie'),
        fc.constantFrom('en enero', 'el mes que viene', 'pronto'),
      )
      .map(([verb, when]) => `hay alguna edicion que ${verb} ${when}`),
    'edition.next',
  ],
  'how many days a week one trains': [
    fc
      .tuple(
        fc.constantFrom('cuantos dias', 'cuantas veces'),
        fc.constantFrom('a la semana', 'por semana'),
        fc.constantFrom('se entrena', 'hay rutina', 'entrenamos'),
      )
      .map((said) => said.join(' ')),
    'rest.days',
  ],
  "the people of a member's life in a story": [
    fc
      .constantFrom('ex', 'suegra', 'cuñado', 'vieja', 'roomie')
      .map((who) => `como cierro la sesion en el celu de mi ${who}`),
    'account',
  ],
};

describe('the coach on classes of question typed on a phone', () => {
  let nlu: CoachNlu;
  beforeAll(async () => {
    nlu = await CoachNlu.train();
  }, 120_000);

  itAnswersSafetyClasses(() => nlu, SAFETY_CLASSES);
  itAnswersTopicClasses(() => nlu, TOPIC_CLASSES, 20);

  it('does not take a code or a mail that was sent, a haircut, an ordinary fast or a birth long ago for a safety concern', () => {
    for (const said of [
      'el codigo que me mandaron no funciona',
      'me mandaron un correo para verificar',
      'me corte el pelo ayer',
      'ayuno de 12 horas en la noche',
      'naci en 1990',
      'te sirve para bajar?',
      'la app me bota de la sesion',
      'me pegue un buen entreno hoy',
      'me muero de hambre, que ceno',
      'tengo azucar en casa, la puedo usar?',
      'me arrepiento de no haber empezado antes',
    ])
      expect({ said, concepts: concepts(said) }).toEqual({ said, concepts: [] });
  });

  it.each([
    // A device by its nickname is the setting of an account or app problem.
    ['cambie de cel y ahora no me reconoce la cuenta', 'account'],
    ['puedo entrar con la misma cuenta en mi compu y en el cel?', 'account'],
    ['no se escucha nada en los videos, el sonido de mi cel si sirve', 'app.trouble'],
    // "Por error" is by mistake, not an error of the app.
    ['como cierro sesion en el celular de mi hermana, entre ahi por error', 'account'],
    // An address typed wrong, one already in use, a password someone saw (a short irregular verb).
    ['registre mal mi mail, le falto una letra', 'account'],
    ['me dice que el correo ya existe', 'account'],
    ['quiero cambiar mi contraseña porque creo que alguien la vio', 'account'],
    // The app slow, down, out of sync, laid out wrong, in another language, its notifications missing.
    ['la aplicacion va lentisima, tarda un monton en abrir', 'app.trouble'],
    ['la pagina esta caidisima', 'app.trouble'],
    ['el audio va desfasado del video', 'app.trouble'],
    ['se ve todo chueco en mi celular, los botones se enciman', 'app.trouble'],
    ['la app esta en ingles, como la pongo en español', 'app.trouble'],
    ['no me salen las notificaciones del reto', 'app.trouble'],
    // The app's own messages, quoted.
    ['me sale No se encontró un token de recuperación en la URL', 'account'],
    ['dice Esto está tardando más de lo normal y no avanza', 'app.trouble'],
    // Money given back however it is said; a payment that could not go through; a card typed wrong.
    ['me pueden regresar mi dinero? no me gusto', 'cancel.refund'],
    ['quiero que me devuelvan la lana', 'cancel.refund'],
    ['intente pagar y me dice que no se pudo, pero el banco si me cobro', 'payment.declined'],
    ['puse mal los datos de la tarjeta', 'payment.declined'],
    // Support asked in English.
    ['what payment methods do you accept?', 'payment.methods'],
    ['my card got declined', 'payment.declined'],
    ['payment failed', 'payment.declined'],
    ['where is my receipt', 'invoices'],
    ['how much is it?', 'price.guarantee'],
    ['a donde mando un correo', 'human'],
    // (Asking whether there is one stays the support's channel.)
    ['tienen whatsapp?', 'human'],
    // A user not found, leaving told negatively, a charge without one's say, who answers for the
    // service, a health fund's receipt.
    ['me dice usuario no encontrado', 'account'],
    ['como hago para no seguir en el reto', 'cancel.refund'],
    ['me cobraron sin que yo lo autorizara', 'cancel.refund'],
    ['quiero hablar con el encargado', 'human'],
    ['necesito comprobante de pago para mi obra social', 'invoices'],
    // Naming the guarantee asks about it; claiming it is a refund.
    ['si no bajo nada me devuelven? como es la garantia', 'price.guarantee'],
    ['como pido la devolucion de la garantia', 'cancel.refund'],
    // A payment that hangs is the payment's trouble; tomorrow's plan asked as "lo de mañana"; the weekends.
    ['el pago se queda cargando y no termina', 'payment.declined'],
    ['dime lo de mañana asi me organizo', 'routine.tomorrow'],
    ['los findes se entrena?', 'rest.days'],
    // After the last day, a meal named, a missed day made up, one's data, a payment left pending,
    // a charge not recognised, paying from abroad, worth the price.
    ['despues del dia 30 que pasa, se cierra todo?', 'edition.current'],
    ['que merienda me recomiendas', 'nutrition'],
    ['si un dia no puedo, lo recupero el domingo?', 'skip.day'],
    ['como veo mis datos personales', 'account'],
    ['pague pero me dice que el pago esta pendiente', 'payment.declined'],
    ['no reconozco este cobro en mi tarjeta', 'cancel.refund'],
    ['aceptan pagos desde el extranjero', 'payment.methods'],
    ['vale la pena? cuanto cuesta', 'price.guarantee'],
    // What an account's mail is for, an address not verified, a video that does not turn, the
    // subscription's due date.
    ['me llega el correo de recuperar contraseña pero el enlace no abre', 'account'],
    ['me aparece que el email no esta verificado', 'account'],
    ['cuando giro el celular el video no se pone en horizontal', 'app.trouble'],
    ['cuando vence mi suscripcion', 'renewal'],
    // Hunger is the diet's word.
    ['me muero de hambre, que ceno', 'nutrition'],
    // The weekend asked day first.
    ['el domingo se entrena?', 'rest.days'],
  ])('answers "%s" with %s', async (question, topic) => {
    await expect(nlu.classify(question)).resolves.toBe(topic);
  });

  it.each([
    // A coach word whose thing is another world's: an exchange rate in English, a streak of not
    // smoking, another service's plan or a bank's card cancelled, a pet's diet, a chat app.
    'how much is the dollar today in pesos',
    'mi racha de dias sin fumar',
    'quiero cancelar mi plan de celular',
    'como cancelo mi tarjeta de credito',
    'dame una dieta para mi perro',
    'como marco como leido un mensaje en whatsapp',
    // A visa to travel is not a card, an invoice made at the tax office is one's own business, and
    // English is not a part of the body.
    'me rechazaron la visa americana',
    'me negaron la visa de estudiante',
    'como hago una factura en el SAT para mi negocio',
    'como se dice hola en ingles',
  ])('turns "%s" away with what it can help with', async (question) => {
    await expect(nlu.classify(question)).resolves.toBeNull();
  });
});

describe('the reading of a plus sign', () => {
  const word = fc.stringMatching(/^[a-zñ]{1,8}$/);

  it('reads a plus standing alone as the word, as an icon is named ("la burbujita con un +")', () => {
    fc.assert(
      fc.property(word, word, fc.constantFrom('', '?', '.', ','), (before, after, mark) => {
        expect(normalizeText(`${before} + ${after}`)).toBe(`${before} mas ${after}`);
        expect(normalizeText(`${before} +${mark}`)).toBe(`${before} mas`);
      }),
    );
  });

  it('leaves a plus inside a figure or a word a separator ("40+", "a+b")', () => {
    fc.assert(
      fc.property(word, fc.integer({ min: 0, max: 99 }), (name, age) => {
        expect(normalizeText(`${age}+ años`)).toBe(`${age} años`);
        expect(normalizeText(`${name}+${name}`)).toBe(`${name} ${name}`);
      }),
    );
  });
});
