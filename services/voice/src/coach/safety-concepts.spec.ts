import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { CoachNlu } from './coach-nlu.js';
import { safetyConcepts } from '@reto/contracts/safety/safety-concepts';
import { mentionsSafety } from '@reto/contracts/safety/safety-phrases';

// A fixed seed in CI; elsewhere a fresh one, printed so a failure can be replayed with PROPERTY_SEED.
const SEED = process.env.PROPERTY_SEED
  ? Number(process.env.PROPERTY_SEED)
  : process.env.CI
    ? 20261128
    : randomInt(2 ** 31);
// eslint-disable-next-line no-console
console.log(`safety-concepts properties: PROPERTY_SEED=${SEED}`);

/** Body parts with their article, so the adjectives agree ("la rodilla hinchada", "el hombro hinchado"). */
const PARTS: ReadonlyArray<readonly [article: 'el' | 'la' | 'los' | 'las', part: string]> = [
  ['la', 'espalda'],
  ['la', 'rodilla'],
  ['el', 'hombro'],
  ['el', 'tobillo'],
  ['la', 'muñeca'],
  ['el', 'codo'],
  ['el', 'cuello'],
  ['la', 'cadera'],
  ['la', 'pierna'],
  ['el', 'brazo'],
  ['la', 'mano'],
  ['el', 'pie'],
  ['los', 'dedos'],
  ['las', 'rodillas'],
  ['los', 'gemelos'],
  ['el', 'abdomen'],
  ['la', 'panza'],
];
const agree = (article: string, stem: string) =>
  `${stem}${{ el: 'o', la: 'a', los: 'os', las: 'as' }[article as 'el']}`;
const part = fc.constantFrom(...PARTS);
/** Something a member asks next to the health remark: nothing, a routine, the price, the diet. */
const question = fc.constantFrom(
  '',
  ' que rutina me toca hoy',
  ' puedo hacer el reto',
  ' cuanto cuesta el reto',
  ' que como hoy',
);
const number = fc.integer({ min: 1, max: 17 });
const AGE_WORDS = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'];
const TEEN_WORDS = ['trece', 'catorce', 'quince', 'dieciseis', 'diecisiete'];

/** Each widened concept, generated from its parts: every inflection and common variant of it. */
const CONCEPTS: Record<string, fc.Arbitrary<string>> = {
  'post-partum': fc
    .tuple(
      fc.constantFrom(
        'acabo de tener a mi',
        'hace poco tuve a mi',
        'hace un mes tuve a mi',
        'tuve a mi',
        'ya nacio mi',
        'acaba de nacer mi',
        'despues del nacimiento de mi',
      ),
      fc.constantFrom('bebe', 'bebito', 'bebita', 'hijo', 'hija', 'nena', 'nene'),
    )
    .map(([said, baby]) => `${said} ${baby}`)
    .chain((said) =>
      fc.constantFrom(
        said,
        'acabo de dar a luz',
        'di a luz hace dos semanas',
        'estoy recien parida',
        'hace poco que pari',
        'tengo diastasis abdominal',
        'tuve una cesarea',
        'estoy en el posparto',
        'mi bebe tiene 3 semanas',
      ),
    ),
  surgery: fc
    .tuple(part, fc.boolean())
    .chain(([[article, name], own]) =>
      fc.constantFrom(
        `me hicieron una operacion en ${own ? (article.endsWith('s') ? 'mis' : 'mi') : article} ${name}`,
        `me operaron ${article === 'el' ? 'del' : `de ${article}`} ${name}`,
        `tuve una cirugia en ${article} ${name}`,
        `me acaban de operar`,
        `estoy recien ${agree(article, 'operad').replace(/s$/, '')}`,
        `tengo puntos en ${article} ${name}`,
        `me quitaron los puntos`,
        `despues de la operacion`,
        `estoy en el postoperatorio`,
        `me van a hacer una laparoscopia`,
      ),
    ),
  swelling: part.chain(([article, name]) =>
    fc.constantFrom(
      `se me hincho ${article} ${name}`,
      `tengo ${article} ${name} ${agree(article, 'hinchad')}`,
      `tengo ${agree(article, 'hinchad')} ${article} ${name}`,
      `se me inflamo ${article} ${name}`,
      `tengo ${article} ${name} ${agree(article, 'inflamad')}`,
      `me salio un moreton en ${article} ${name}`,
      `tengo ${article} ${name} ${agree(article, 'morad')}`,
      `me di un golpe en ${article} ${name}`,
      `tengo un bulto en ${article} ${name}`,
    ),
  ),
  'a stated age under 18': fc.tuple(number, fc.boolean()).chain(([age, inWords]) => {
    const said = inWords ? [...AGE_WORDS, ...TEEN_WORDS][age - 1]! : String(age);
    const anyAge = [
      `tengo ${said} años`,
      `con ${said} años puedo`,
      `mi hijo de ${said} años`,
      `mi sobrina de ${said}`,
      `a los ${said} años se puede`,
      `cumplo ${said} años`,
      `${said} años tengo`,
    ];
    const teen = [`tengo ${said}`, `vos crees que a los ${said}`, `cumpli ${said} la semana pasada`];
    return fc.constantFrom(...anyAge, ...(age >= 10 ? teen : []), 'soy menor', 'soy menor de edad', 'soy adolescente');
  }),
  'a broken or damaged body part, said colloquially': fc
    .tuple(
      part,
      fc.constantFrom('jodid', 'fastidiad', 'reventad', 'destrozad', 'rot', 'tocad', 'pillad', 'resentid', 'machacad'),
      fc.constantFrom('ando con', 'tengo', 'llevo'),
    )
    .chain(([[article, name], stem, verb]) =>
      fc.constantFrom(
        `${verb} ${article} ${name} ${agree(article, stem)}`,
        `${verb} ${article} ${name} ${agree(article, 'hech')} polvo`,
        `me jodi ${article} ${name}`,
        `me fastidie ${article} ${name}`,
        `me he reventado ${article} ${name}`,
      ),
    ),
  'meal skipping, one meal a day, fasting for days': fc.constantFrom(
    'comer una vez al dia',
    'como una sola vez al dia',
    'hago una sola comida al dia',
    'solo una comida al dia',
    'me salto el desayuno y la cena',
    'me salteo las comidas',
    'saltearme la cena',
    'ayunar 3 dias',
    'hacer un ayuno de cinco dias',
    'estuve dos dias sin comer',
    'no comer en todo el dia',
    'tres dias a solo agua',
    'ayuno prolongado',
  ),
  'shortness of breath, every way of lacking it': fc
    .tuple(
      fc.constantFrom(
        'me falta',
        'me faltaba',
        'me quedo sin',
        'me quede sin',
        'me cuesta',
        'no me entra',
        'casi no puedo',
        'tengo dificultad para',
        'sin',
      ),
      fc.constantFrom('el aire', 'la respiracion', 'el aliento', 'respirar', 'aire', 'aliento'),
      fc.constantFrom('', ' cuando salto', ' al subir escaleras', ' en el cardio'),
    )
    .map(([lacking, breath, when]) => `${lacking} ${breath}${when}`),
  'a drug by its class or the stem of its international name': fc
    .tuple(
      fc.constantFrom('tomo', 'estoy tomando', 'me recetaron', 'uso', 'me dieron'),
      fc.constantFrom(
        'anticoagulantes',
        'antihistaminicos',
        'antipsicoticos',
        'antihipertensivos',
        'betabloqueantes',
        'estatinas',
        'enalapril',
        'losartan',
        'atenolol',
        'atorvastatina',
        'omeprazol',
        'lorazepam',
        'escitalopram',
        'amoxicilina',
        'semaglutida',
        'empagliflozina',
        'hidroclorotiazida',
        'sintrom',
        'hormonas',
      ),
    )
    .map(([verb, drug]) => `${verb} ${drug}`),
  'a pregnancy told by its weeks or months': fc
    .tuple(fc.integer({ min: 4, max: 40 }), fc.constantFrom('semanas', 'meses'), fc.boolean())
    .map(
      ([count, unit, inWords]) =>
        `estoy de ${inWords && count <= 10 ? ['cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'][count - 4] : count} ${unit}`,
    ),
  'numbness or tingling of a limb': fc
    .tuple(
      part,
      fc.constantFrom('dormid', 'entumecid', 'adormecid', 'acorchad'),
      fc.constantFrom('siento', 'tengo', 'noto'),
    )
    .chain(([[article, name], stem, verb]) =>
      fc.constantFrom(
        `${verb} ${article} ${name} ${agree(article, stem)}`,
        `se me durmio ${article} ${name}`,
        `se me duerme ${article} ${name}`,
        `tengo hormigueo en ${article} ${name}`,
        `no siento ${article} ${name}`,
        `perdi sensibilidad en ${article} ${name}`,
      ),
    ),
  'any part of the body with any hurting verb, either order': fc
    .tuple(
      fc.constantFrom(...PARTS, ['el', 'pecho'] as const, ['el', 'costado'] as const, ['la', 'garganta'] as const),
      fc.constantFrom('arde', 'quema', 'pincha', 'tira', 'molesta', 'punza', 'cruje', 'truena', 'aprieta', 'falla'),
      fc.constantFrom('', ' izquierda', ' derecha'),
    )
    .chain(([[article, name], verb, side]) => {
      const plural = article.endsWith('s');
      const hurts = plural ? `${verb}n` : verb;
      const sided = side && !plural ? agree(article, side.trim().slice(0, -1)) : '';
      return fc.constantFrom(
        `me ${hurts} ${article} ${name}${sided ? ` ${sided}` : ''}`,
        `${article} ${name} me ${hurts} cuando entreno`,
        `tengo ${article} ${name} fatal`,
        `tengo ${article} ${name} muy mal`,
      );
    }),
  'pins and needles, a limb "como dormido"': fc
    .tuple(part, fc.constantFrom('agujas', 'alfileres', 'hormigas', 'corriente'))
    .chain(([[article, name], what]) =>
      fc.constantFrom(
        `siento como ${what} en ${article} ${name}`,
        `siento ${article} ${name} como ${agree(article, 'dormid')}`,
        `tengo ${article} ${name} medio ${agree(article, 'dormid')}`,
      ),
    ),
  'giving up meals, living on drinks, purging told plainly': fc.constantFrom(
    'quiero dejar de cenar para bajar mas rapido',
    'deje de desayunar',
    'solo tomo batidos y nada mas en todo el dia',
    'tomo solo cafe hasta la noche',
    'despues de comer me meto los dedos',
    'llevo dos dias sin probar nada',
    'hago ayunos de 72 horas',
    'me da miedo engordar si como',
  ),
  'an illness named by its medical ending or a diagnosis': fc.constantFrom(
    'tengo gastritis',
    'tengo colon irritable',
    'sufro de artrosis',
    'tengo neuralgia',
    'tengo neuropatia',
    'me diagnosticaron algo en la tiroides',
    'tengo la tension por las nubes',
    'soy hipertensa',
    'me dio un bajon de azucar',
  ),
  'the sight going dark, the pressure dropping, legs giving way': fc.constantFrom(
    'se me nubla la vista al agacharme',
    'veo lucecitas cuando me levanto',
    'se me pone todo negro',
    'me baja la presion',
    'todo me da vueltas',
    'me flaquean las piernas',
    'me fallan las piernas',
  ),
  'told indirectly or regionally (the pulse, the breath one cannot take, a school year, appetite pills)':
    fc.constantFrom(
      'se me va la olla cuando hago burpees',
      'el pulso se me dispara',
      'me cuesta tomar aire',
      'no tengo fuerza ni para levantar la botella',
      'uso un inhalador',
      'mi hermanito de 11 quiere entrenar',
      'mi primo de 15 puede hacer el reto',
      'voy en tercero de la eso',
      'estoy en noveno grado',
      'tomo pastillas para no tener hambre',
      'quiero estar en los huesos',
      'me siento flojo',
      'perdí el sentido en la ducha',
      'noto un chasquido en la rodilla',
      'tomo suplementos para adelgazar',
    ),
  'a side stitch, soreness, a limb gone limp, the floor giving way, a cold, a positive test, slimming drugs by name':
    fc.constantFrom(
      'me da flato cuando corro',
      'siento una puntada en el costado',
      'tengo agujetas horribles',
      'siento el brazo flojo',
      'no siento bien los dedos de la mano',
      'mi rodilla no esta bien',
      'tengo mal el hombro',
      'me hice mal la espalda',
      'se me va el piso',
      'me pongo palida y veo puntitos',
      'estoy resfriada',
      'me hice la prueba y salio positiva',
      'tomo orlistat',
      'estoy con fentermina',
    ),
  'a hurting verb in any tense, said of oneself or of someone else': fc
    .tuple(
      fc.constantFrom('me', 'le', 'te', 'nos', 'se me', 'se le'),
      fc.constantFrom(
        'duele',
        'dolio',
        'dolia',
        'arde',
        'ardio',
        'ardia',
        'crujio',
        'crujia',
        'trono',
        'truena',
        'pincho',
        'pinchaba',
        'tiraba',
        'punzaba',
        'molesto',
        'quemaba',
        'fallo',
        'resintio',
        'torcio',
        'hincho',
        'durmio',
      ),
      part.filter(([article]) => !article.endsWith('s')),
    )
    .map(([who, verb, [article, name]]) => `${who} ${verb} ${article} ${name}`),
  'a part not felt, in any tense': fc
    .tuple(
      fc.constantFrom(
        'no senti',
        'no sintio',
        'no note',
        'no notaba',
        'no he sentido',
        'no podia mover',
        'no pude mover',
      ),
      part,
    )
    .map(([said, [article, name]]) => `${said} ${article} ${name} un buen rato`),
  'a swollen part told plainly': fc
    .tuple(part, fc.constantFrom('inflad', 'abultad', 'amoratad'))
    .chain(([[article, name], look]) =>
      fc.constantFrom(
        `${article} ${name} se me puso ${agree(article, look)}`,
        `tengo ${article} ${name} como una pelota`,
        `${article} ${name} ${article === 'el' ? 'lo' : article} tengo ${agree(article, look)}`,
        `${article} ${name} se me puso ${agree(article, 'gord')}`,
      ),
    ),
  'the pulse or the heart, the verb first': fc
    .tuple(
      fc.constantFrom('se me', 'se le', 'me', 'le'),
      fc.constantFrom('acelera', 'aceleraba', 'dispara', 'disparo', 'desboca', 'sube'),
      fc.constantFrom('el pulso', 'el corazon', 'las pulsaciones', 'el ritmo'),
    )
    .map(([who, verb, what]) => `${who} ${verb} ${what} con los saltos`),
  'breath lacking, to oneself or to someone else': fc
    .tuple(
      fc.constantFrom('me', 'le', 'te', 'nos', 'les'),
      fc.constantFrom('falta', 'faltaba', 'cuesta', 'costaba', 'costo'),
      fc.constantFrom('el aire', 'respirar', 'el aliento'),
    )
    .map(([who, verb, breath]) => `${who} ${verb} ${breath}`),
  'strength leaving, eating very little, the period gone, sugar told plainly': fc.constantFrom(
    'se me van las fuerzas a mitad de la rutina',
    'se le fueron las fuerzas',
    'pierdo fuerza de golpe',
    'casi me voy al suelo',
    'no tengo nada de energia',
    'como tan poquito',
    'estoy comiendo poquisimo',
    'como muy poco para bajar',
    'no me baja la regla',
    'se me fue la regla',
    'me quede sin menstruacion',
    'tengo el azucar alto',
    'mis niveles de azucar',
  ),
  'a hurting verb with how much between it and the part, something lodged in a part': fc
    .tuple(
      fc.constantFrom('me tira', 'me duele', 'le arde', 'me molesta'),
      fc.constantFrom('mucho', 'muchisimo', 'horrible', 'un poco', 'otra vez'),
      part.filter(([article]) => !article.endsWith('s')),
    )
    .chain(([verb, much, [article, name]]) =>
      fc.constantFrom(
        `${verb} ${much} ${article} ${name}`,
        `tengo como un nudo en ${article} ${name}`,
        `siento una punzada en ${article} ${name}`,
      ),
    ),
  'the sight clouding, the pulse sky-high, the chest closing, guilt or disgust at eating': fc.constantFrom(
    'se me nublo la vista',
    'se le nubla todo',
    'mi pulso esta por las nubes',
    'el pulso va a mil',
    'se me cierra el pecho al correr',
    'me siento culpable cada vez que como',
    'me da asco comer',
  ),
  'a minor asked about without an age, or a child who would take part': fc.constantFrom(
    'puede participar un menor',
    'hay edad minima para el reto',
    'mi hijo quiere hacer el reto conmigo',
    'los niños pueden hacer los ejercicios',
    'es apto para niños',
  ),
};

/** Concepts whose remark a negation cancels, with the denial generated from the same parts. */
const DENIED: Record<string, fc.Arbitrary<string>> = {
  swelling: part.map(([article, name]) => `no tengo ${article} ${name} ${agree(article, 'hinchad')}`),
  surgery: part.map(([article, name]) => `nunca me operaron ${article === 'el' ? 'del' : `de ${article}`} ${name}`),
  'a broken or damaged body part': part.map(
    ([article, name]) => `ya no tengo ${article} ${name} ${agree(article, 'jodid')}`,
  ),
  numbness: part.map(([article, name]) => `no tengo ${article} ${name} ${agree(article, 'dormid')}`),
  'a hurting verb in the past': part.map(
    ([article, name]) => `no me ${article.endsWith('s') ? 'dolieron' : 'dolio'} ${article} ${name}`,
  ),
  'a hurting verb': part.map(
    ([article, name]) => `no me ${article.endsWith('s') ? 'arden' : 'arde'} ${article} ${name}`,
  ),
};

describe('the safety concepts, widened to every variant of their class', () => {
  let nlu: CoachNlu;
  beforeAll(async () => {
    nlu = await CoachNlu.train();
  }, 120_000);

  it.each(Object.entries(CONCEPTS))(
    'answers %s with the safety answer, alone or with any question',
    async (_, said) => {
      await fc.assert(
        fc.asyncProperty(said, question, async (remark, asked) => {
          expect({ remark: remark + asked, got: await nlu.classify(remark + asked) }).toEqual({
            remark: remark + asked,
            got: 'safety',
          });
          expect(mentionsSafety(remark + asked)).toBe(true);
        }),
        { seed: SEED, numRuns: 120 },
      );
    },
  );

  it.each(Object.entries(DENIED))('reads a denied %s as no safety concern', (_, said) => {
    fc.assert(
      fc.property(said, (remark) => {
        expect({ remark, concepts: safetyConcepts(remark) }).toEqual({ remark, concepts: [] });
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  it('reads a "no" that starts another clause as no denial of the symptom after it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'no termine',
          'no puedo entrenar',
          'no tengo ganas',
          'no hice la rutina',
          'nunca entreno de noche',
        ),
        fc.constantFrom('', ' y', ' porque', ' pero'),
        fc.constantFrom(
          'me duele la rodilla',
          'me falta el aire',
          'me mareo al saltar',
          'siento el brazo dormido',
          'estoy embarazada',
          'me sangra la nariz',
        ),
        (clause, joiner, symptom) => {
          const remark = `${clause}${joiner} ${symptom}`;
          expect({ remark, concepts: safetyConcepts(remark).length > 0 }).toEqual({ remark, concepts: true });
        },
      ),
      { seed: SEED, numRuns: 120 },
    );
  });

  it('reads children only around the member (watching, playing, taken to school) as no minor taking part', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'entreno con mi hijo mirando',
          'mis hijos me distraen',
          'hago la rutina con los niños jugando alrededor',
          'dejo a los niños en el cole',
          'tengo que cuidar a mi hija',
        ),
        fc.constantFrom('', ' que rutina toca hoy', ' a que hora entreno'),
        (around, asked) => {
          expect(safetyConcepts(around + asked)).not.toContain('minor');
        },
      ),
      { seed: SEED, numRuns: 60 },
    );
  });

  it('does not take will, a step-by-step pace or little time for a symptom', () => {
    for (const said of [
      'no tengo fuerza de voluntad para seguir',
      'no tengo fuerzas para empezar el lunes',
      'como poco a poco mejoro mi racha',
      'tengo poco tiempo para entrenar',
    ])
      expect({ said, concepts: safetyConcepts(said) }).toEqual({ said, concepts: [] });
  });

  it('does not take a number of minutes, days or repetitions for an age', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 17 }),
        fc.constantFrom('minutos', 'dias', 'semanas', 'repeticiones', 'kilos', 'series', 'puntos'),
        fc.constantFrom('tengo', 'a los', 'cumplo'),
        (count, unit, verb) => {
          expect(safetyConcepts(`${verb} ${count} ${unit}`)).not.toContain('minor');
        },
      ),
      { seed: SEED, numRuns: 100 },
    );
  });
});
