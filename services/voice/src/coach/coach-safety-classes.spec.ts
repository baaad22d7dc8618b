import fc from 'fast-check';
import { CoachNlu } from './coach-nlu.js';
import type { CoachIntent } from './coach-phrases.js';
import { safetyConcepts } from '@reto/contracts/safety/safety-concepts';
import { normalizeText } from '@reto/contracts/safety/spanish';

/**
 * Classes of safety, negation and keyword-bait question, each shown by examples generated from its
 * parts (never a listed sentence): the urge to throw up by any region's verb, a diet of drinks told
 * as a plan, a reading told out of range, a medicine by its brand or its class's ending; a symptom
 * denied by being, taking or "none of"; a coach word whose thing is a currency, a holiday, a club,
 * a pet, another chat app, another shop, a workplace or something lacking that is not time.
 */
const asked = fc.constantFrom('', ', que me toca hoy?', ', cuanto cuesta el reto?', ', puedo seguir?');

const SAFETY_CLASSES: Record<string, fc.Arbitrary<string>> = {
  'the urge to throw up, by any region’s verb': fc
    .tuple(
      fc.constantFrom('me dan ganas de', 'tengo ganas de', 'estuve a punto de', 'me da la sensacion de'),
      fc.constantFrom('devolver', 'potar', 'guacarear', 'echar la papa', 'lanzar', 'buitrear'),
      fc.constantFrom(' con los abdominales', ' cuando salto', ''),
    )
    .map((said) => said.join(' ').trim()),
  'a diet of drinks told as a plan': fc
    .tuple(
      fc.constantFrom('solo voy a', 'solo pienso', 'solamente quiero', 'unicamente voy a', 'solo planeo'),
      fc.constantFrom('tomar', 'beber'),
      fc.constantFrom('agua y cafe', 'jugos', 'te', 'licuados'),
      fc.constantFrom('hasta el viernes', 'esta semana', 'para bajar rapido'),
    )
    .map((said) => said.join(' ')),
  'a reading told out of range, plainly or colloquially': fc
    .tuple(
      fc.constantFrom('tengo la tension', 'ando con la presion', 'me dijeron que el azucar esta', 'traigo la tension'),
      fc.constantFrom('por los suelos', 'en el piso', 'por el techo', 'altisima', 'bajisima', 'a tope', 'loca'),
    )
    .map((said) => said.join(' ')),
  'a medicine named by its brand or its class’s ending': fc
    .tuple(
      fc.constantFrom('me tomo un', 'mi papa toma', 'estoy con', 'mi medico me dio'),
      fc.constantFrom(
        'rivotril',
        'xanax',
        'tylenol',
        'nolotil',
        'plavix',
        'xarelto',
        'glucophage',
        'lexapro',
        'nitroglicerina',
        'amlodipino',
        'furosemida',
        'zolpidem',
        'loratadina',
        'rivaroxaban',
        'alendronato',
        'sumatriptan',
        'enoxaparina',
        'quetiapina',
        'olanzapina',
        'carbamazepina',
        'lamotrigina',
        'pregabalina',
        'risperidona',
        'pastis para adelgazar',
        'benzos',
      ),
      fc.constantFrom('', ' antes de dormir', ' desde marzo'),
    )
    .map(([who, medicine, when]) => `${who} ${medicine}${when}`),
  'the sight that goes or goes dark': fc
    .tuple(
      fc.constantFrom('se me fue', 'se me va', 'se me apago', 'se le oscurecio', 'se me corto'),
      fc.constantFrom('la vista', 'la vision'),
      fc.constantFrom('al pararme', 'en los burpees', 'un segundo'),
    )
    .map((said) => said.join(' ')),
  'eating once every few days, one small food for the whole challenge, a water fast': fc.oneof(
    fc
      .tuple(
        fc.constantFrom('como', 'ceno', 'voy a comer'),
        fc.constantFrom('una vez', 'una sola vez'),
        fc.constantFrom('cada dos dias', 'a la semana', 'dia por medio', 'cada tres dias'),
      )
      .map((said) => said.join(' ')),
    fc
      .tuple(
        fc.constantFrom('voy a cenar', 'pienso desayunar', 'voy a comer'),
        fc.constantFrom(
          'solo una manzana',
          'solamente una gelatina',
          'nada mas una sopa',
          'solo lechuga',
          'nada mas ensalada',
        ),
        fc.constantFrom('todo el reto', 'toda la semana', 'todos los dias', 'un mes', 'dos semanas', 'hasta la boda'),
      )
      .map((said) => said.join(' ')),
    fc
      .tuple(
        fc.constantFrom('voy a hacer', 'estoy haciendo', 'empiezo'),
        fc.constantFrom('ayuno de agua', 'ayuno a base de jugos', 'ayuno con liquidos'),
      )
      .map((said) => said.join(' ')),
  ),
  'a school year with its level, shortened as pupils say it': fc
    .tuple(
      fc.constantFrom('voy en', 'estoy en', 'curso'),
      fc.constantFrom('3ro', 'segundo', '1ro', 'cuarto'),
      fc.constantFrom('de secu', 'de la prepa', 'del cole', 'de media', 'de la secundaria'),
    )
    .map((said) => said.join(' ')),
  'a vaccine, whichever it is': fc
    .tuple(
      fc.constantFrom('me pusieron', 'me toca', 'ayer me dieron'),
      fc.constantFrom('la vacuna de la gripe', 'una vacuna', 'el refuerzo de la vacuna'),
    )
    .map((said) => said.join(' ')),
  'the defences down, an illness of the lungs or the immune system': fc
    .tuple(
      fc.constantFrom('tengo', 'ando con', 'me dijeron que tengo'),
      fc.constantFrom('las defensas bajas', 'neumonia', 'algo autoinmune', 'las defensas por los suelos'),
    )
    .map((said) => said.join(' ')),
  'a specialist’s orders': fc
    .tuple(
      fc.constantFrom('el traumatologo', 'mi neurologo', 'la reumatologa', 'el ortopedista', 'mi psiquiatra'),
      fc.constantFrom('me dijo que no corra', 'me prohibio saltar', 'me mando descansar'),
    )
    .map((said) => said.join(' ')),
  'moving with help, a limb lost or shorter': fc.constantFrom(
    'estoy en silla de ruedas',
    'uso andador',
    'tengo una pierna mas corta que la otra',
    'soy paraplejica',
    'tengo un brazo amputado',
  ),
  'a low weight aimed at, said with "pesar"': fc
    .tuple(
      fc.constantFrom('quiero llegar a pesar', 'mi meta es pesar', 'quiero pesar'),
      fc.constantFrom('45', '42', '39'),
      fc.constantFrom('kilos', 'kg'),
    )
    .map((said) => said.join(' ')),
  'a minor’s age said in English': fc
    .tuple(fc.constantFrom('im', 'i am', "i'm", '@ years old'), fc.constantFrom('15', '13', '16'))
    .map(([said, age]) => (said.startsWith('@') ? said.replace('@', age) : `${said} ${age}`)),
  'a condition told with the verbs one is told with': fc
    .tuple(fc.constantFrom('tengo', 'padezco', 'sufro de', 'me dio un ataque de'), fc.constantFrom('gota'))
    .map((said) => said.join(' ')),
};

/** Topic questions that deny a symptom or a condition first: the denial is no safety concern. */
const DENIED = fc.constantFrom(
  'no soy diabetico',
  'no soy asmatica ni nada',
  'no soy hipertenso',
  'no tomo ningun medicamento',
  'no tomo pastillas',
  'no uso insulina',
  'no tengo problemas del corazon ni nada',
  'no tengo problemas de espalda',
  'ninguna molestia',
  'ningun dolor',
  'nada de dolor',
  'cero mareos',
);
const TOPIC_CLASSES: Record<string, readonly [fc.Arbitrary<string>, CoachIntent]> = {
  'a symptom denied by being, taking, having trouble or "none of", then today’s routine': [
    fc.tuple(DENIED, fc.constantFrom('que toca hoy?', 'que rutina hay hoy')).map((said) => said.join(', ')),
    'routine.today',
  ],
  'something lacking that is not time, denied, then today’s routine': [
    fc
      .tuple(
        fc.constantFrom('no me falta', 'ya no me falta'),
        fc.constantFrom('el aire', 'la fuerza', 'el animo', 'la energia'),
        fc.constantFrom('que ejercicios hay hoy', 'que toca hoy'),
      )
      .map(([lack, what, question]) => `${lack} ${what} para nada, ${question}`),
    'routine.today',
  ],
  'a walk with one’s dog as cardio': [
    fc
      .tuple(
        fc.constantFrom('saco a caminar a mi perro', 'salgo a trotar con mi perra'),
        fc.constantFrom('una hora', 'cada mañana'),
      )
      .map(([walk, time]) => `${walk} ${time}, cuenta como cardio?`),
    'cardio',
  ],
};

const BAIT_CLASSES: Record<string, fc.Arbitrary<string>> = {
  'a currency’s price, asked any way': fc
    .tuple(
      fc.constantFrom('a que precio esta el', 'a que precio anda el', 'que precio tiene el', 'cual es el valor del'),
      fc.constantFrom('dolar blue', 'euro', 'dolar en colombia', 'peso chileno'),
    )
    .map((said) => said.join(' ')),
  'going away on a holiday to rest': fc
    .tuple(
      fc.constantFrom('a donde me voy de descanso', 'a donde ir de descanso', 'nos vamos de descanso'),
      fc.constantFrom('en semana santa', 'en navidad', 'el puente de mayo', 'en carnaval'),
    )
    .map((said) => said.join(' ')),
  'a club’s streak of results': fc
    .tuple(
      fc.constantFrom('el barca', 'mi equipo', 'el america', 'boca'),
      fc.constantFrom('lleva una racha de 5 victorias', 'tiene una racha de derrotas', 'va en racha de goles'),
    )
    .map((said) => said.join(' ')),
  'a pet as the one a topic is for': fc
    .tuple(
      fc.constantFrom('cuanto cardio necesita', 'cuanto ejercicio necesita', 'cuantas calorias necesita'),
      fc.constantFrom('un border collie', 'mi perro', 'un husky', 'mi gato'),
      fc.constantFrom('al dia', 'por semana'),
    )
    .map((said) => said.join(' ')),
  'another chat app’s own things': fc
    .tuple(
      fc.constantFrom('whatsapp', 'telegram', 'messenger', 'instagram'),
      fc.constantFrom(
        'como me salgo de un grupo de',
        'como borro un mensaje de',
        '@ no me manda los mensajes',
        '@ no me deja entrar',
      ),
    )
    .map(([app, template]) => (template.startsWith('@') ? template.replace('@', app) : `${template} ${app}`)),
  'a card refused at another shop': fc
    .tuple(
      fc.constantFrom('me rechazaron la tarjeta en', 'no me paso la tarjeta en', 'me declinaron el pago en'),
      fc.constantFrom('el super', 'la farmacia', 'el cine', 'la gasolinera', 'amazon'),
      fc.constantFrom('', ', que hago'),
    )
    .map(([refused, place, question]) => `${refused} ${place}${question}`),
  'paying off one’s own card or loan': fc
    .tuple(
      fc.constantFrom('como pago', 'donde pago', 'puedo pagar'),
      fc.constantFrom('la tarjeta de credito', 'mi prestamo', 'la hipoteca', 'mis deudas'),
      fc.constantFrom('', ' del banco', ' a tiempo'),
    )
    .map(([pay, debt, where]) => `${pay} ${debt}${where}`),
  'an app for another task than training': fc
    .tuple(
      fc.constantFrom('app para', 'una aplicacion para', 'apps de'),
      fc.constantFrom('editar fotos', 'aprender idiomas', 'meditar', 'recetas', 'finanzas'),
    )
    .map((said) => said.join(' ')),
  'a text to write for someone': fc.oneof(
    fc
      .tuple(
        fc.constantFrom('mensajes bonitos', 'una frase', 'un poema', 'una carta'),
        fc.constantFrom('novia', 'mama', 'jefe'),
      )
      .map(([text, who]) => `${text} para mi ${who}`),
    fc.constantFrom('buenos dias', 'cumpleaños', 'animo').map((kind) => `mensajes de ${kind}`),
  ),
  'the price of another thing, asked in English': fc
    .tuple(
      fc.constantFrom('how much is a', 'how much is the', 'price of a'),
      fc.constantFrom('ticket to madrid', 'flight to cancun', 'pizza', 'hotel room'),
    )
    .map((said) => said.join(' ')),
  'a loan refused or granted': fc
    .tuple(
      fc.constantFrom('me rechazaron', 'me negaron', 'me aprobaron'),
      fc.constantFrom('el credito hipotecario', 'el prestamo', 'la hipoteca', 'un credito personal'),
    )
    .map((said) => said.join(' ')),
  'a day missed at work': fc
    .tuple(
      fc.constantFrom('si falto un dia al', 'ayer falte al', 'si me salto un dia en el'),
      fc.constantFrom('trabajo', 'curro', 'turno', 'laburo'),
      fc.constantFrom('me lo descuentan?', 'pierdo el bono?'),
    )
    .map((said) => said.join(' ')),
};

describe('the safety check beside the words it widened', () => {
  it('does not take a battery, a nationality, half an hour or a drop for a safety concern', () => {
    for (const said of [
      'la bateria de litio del celular se calienta',
      'soy chapina, cuanto cuesta el reto',
      'hago 1 media hora de cardio',
      'me cae una gota de sudor en el ojo',
      'le devolvi el dinero a mi hermana',
      'me voy de puente con la familia',
      'cojo el bus para ir al trabajo',
    ])
      expect({ said, concepts: safetyConcepts(normalizeText(said)) }).toEqual({ said, concepts: [] });
  });
});

describe('the coach on classes of safety, negation and keyword-bait question', () => {
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

  it.each(Object.entries(TOPIC_CLASSES))('answers %s with its topic', async (_, [said, topic]) => {
    await fc.assert(
      fc.asyncProperty(said, async (text) => {
        expect({ text, got: await nlu.classify(text) }).toEqual({ text, got: topic });
      }),
      { numRuns: 30 },
    );
  });

  it.each(Object.entries(BAIT_CLASSES))('does not answer %s as a topic', async (_, said) => {
    await fc.assert(
      fc.asyncProperty(said, async (text) => {
        const got = await nlu.classify(text);
        // The cautious safety answer is no topic's answer either.
        expect({ text, topic: got === 'safety' ? null : got }).toEqual({ text, topic: null });
      }),
      { numRuns: 30 },
    );
  });

  it.each([
    // The channels and the challenge's own card stay the support's.
    ['me pueden escribir por whatsapp?', 'human'],
    ['me rechazaron la tarjeta al pagar el reto', 'payment.declined'],
    ['si falto un dia al reto pierdo la racha?', 'skip.day'],
    ['cuantos dias de descanso tiene el reto', 'rest.days'],
    ['puedo pagar con la tarjeta de credito?', 'payment.methods'],
    ['me sale un mensaje de error en la app', 'app.trouble'],
    ['how much is the challenge?', 'price.guarantee'],
  ] as const)('still answers "%s" with %s', async (question, topic) => {
    await expect(nlu.classify(question)).resolves.toBe(topic);
  });
});
