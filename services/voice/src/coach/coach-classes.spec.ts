import fc from 'fast-check';
import { CoachNlu } from './coach-nlu.js';
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
/** A question a member asks beside the remark: nothing, today's routine, the price. */
const asked = fc.constantFrom('', ', que me toca hoy?', ', cuanto cuesta el reto?', ', puedo seguir?');

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
};

describe('the coach on classes of question typed on a phone', () => {
  let nlu: CoachNlu;
  beforeAll(async () => {
    nlu = await CoachNlu.train();
  }, 120_000);

  it.each(Object.entries(SAFETY_CLASSES))(
    'answers %s with the safety answer, alone or with a question',
    async (_, said) => {
      await fc.assert(
        fc.asyncProperty(said, asked, async (remark, question) => {
          const text = remark + question;
          expect({ text, got: await nlu.classify(text) }).toEqual({ text, got: 'safety' });
        }),
        { numRuns: 40 },
      );
    },
  );

  it('does not take a code or a mail that was sent, a haircut, an ordinary fast or a birth long ago for a safety concern', () => {
    for (const said of [
      'el codigo que me mandaron no funciona',
      'me mandaron un correo para verificar',
      'me corte el pelo ayer',
      'ayuno de 12 horas en la noche',
      'naci en 1990',
      'te sirve para bajar?',
      'puedo tomar batidos de proteina para bajar de peso',
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
  ])('turns "%s" away with what it can help with', async (question) => {
    await expect(nlu.classify(question)).resolves.toBeNull();
  });
});
