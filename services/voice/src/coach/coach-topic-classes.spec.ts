import fc from 'fast-check';
import type { CoachIntent } from './coach-phrases.js';
import { CoachNlu } from './coach-nlu.js';

/**
 * In-scope and support topics asked the ways members type them that the topics' evidence must
 * read: each class generated from its parts (who asks, how, about which day), never a listed
 * sentence. Beside them, questions of other worlds that borrow the same words stay turned away.
 */
const oneOf = (...options: string[]) => fc.constantFrom(...options);
const sentence = (...parts: Array<fc.Arbitrary<string>>) =>
  fc.tuple(...parts).map((words) => words.filter(Boolean).join(' ').replace(/ ,/g, ','));

const TOPIC_CLASSES: Record<string, [fc.Arbitrary<string>, CoachIntent]> = {
  'the rest days asked in English': [
    sentence(
      oneOf('rest day', 'rest days', 'day off', 'days off'),
      oneOf('cuando es', 'when?', 'cuales son', 'which days?', 'que dia'),
    ),
    'rest.days',
  ],
  'the next edition asked in English': [
    sentence(
      oneOf('next challenge', 'the next challenge', 'next edition'),
      oneOf('when?', 'cuando', 'cuando empieza', 'date?'),
    ),
    'edition.next',
  ],
  'the streak asked in English': [
    sentence(oneOf('', 'hey', 'emilio'), oneOf('my streak?', 'como va my streak', 'my progress?', 'how am i doing?')),
    'progress',
  ],
  'a missed day asked in English': [
    sentence(
      oneOf('skip a day', 'if i skip a day', 'skipped a workout', 'if i miss a day'),
      oneOf('what happens', 'que pasa', '?'),
    ),
    'skip.day',
  ],
  'a person asked for in English': [
    sentence(
      oneOf('talk to', 'can i talk to', 'i want to speak with', 'speak to'),
      oneOf('a human', 'a real person', 'customer service', 'support team'),
      oneOf('', 'please', 'porfa'),
    ),
    'human',
  ],
  'the morning of a day, not tomorrow, around a meal': [
    sentence(
      oneOf('entreno', 'hago la rutina', 'hago el entreno', 'me toca entrenar'),
      oneOf(
        'a las 6 de la mañana,',
        'a las 7 de la mañana,',
        'en la mañana,',
        'por la mañana,',
        'temprano en la mañana,',
      ),
      oneOf('desayuno antes o despues?', 'que desayuno?', 'como algo antes?', 'que como antes de entrenar?'),
    ),
    'nutrition',
  ],
  'resting asked of a day': [
    sentence(
      oneOf('mañana', 'el domingo', 'el sabado', 'hoy', 'el jueves'),
      oneOf('me toca descansar?', 'toca descanso?', 'es mi dia de descanso?', 'descanso o entreno?'),
    ),
    'rest.days',
  ],
  'whom the challenge is for, from someone who never trained': [
    sentence(
      oneOf(
        'nunca he hecho ejercicio,',
        'jamas he hecho deporte,',
        'no he hecho ejercicio en años,',
        'soy super sedentaria,',
      ),
      oneOf(
        'esto es para mi?',
        'el reto es para mi?',
        'sirve para mi?',
        'funciona para mi?',
        'es apto para principiantes?',
      ),
    ),
    'challenge.how',
  ],
  'how the routines arrive': [
    sentence(
      oneOf('', 'como es la dinamica,'),
      oneOf('me mandan', 'me envian', 'me llega', 'nos mandan'),
      oneOf('una rutina', 'un video', 'los ejercicios', 'un entreno'),
      oneOf('cada dia?', 'por dia?', 'todos los dias?'),
    ),
    'challenge.how',
  ],
  'the last day of the edition asked, not counted': [
    sentence(
      oneOf('el ultimo dia', 'cual es el ultimo dia', 'el dia final'),
      oneOf('del reto', 'de mi reto', 'del programa'),
      oneOf('cual es?', 'cuando es?', '?'),
    ),
    'edition.current',
  ],
  'access lost after the last day': [
    sentence(
      oneOf('despues del dia 28', 'cuando termine', 'al final del reto'),
      oneOf('pierdo el acceso?', 'me quedo sin acceso?', 'pierdo mi acceso a los videos?'),
    ),
    'edition.current',
  ],
  'the days left until it ends, said with a reflexive verb': [
    sentence(
      oneOf('cuantos dias faltan', 'cuantos dias me quedan', 'cuanto falta'),
      oneOf('para que se acabe', 'para que se termine', 'hasta que se acabe'),
      oneOf('', 'el reto', 'el programa'),
    ),
    'challenge.day',
  ],
  'the day asked by someone who feels lost': [
    sentence(
      oneOf('estoy perdida,', 'ando perdido,', 'me siento re perdida,', 'estoy medio perdido,'),
      oneOf('en que dia del reto voy?', 'en que dia del programa estoy?', 'que dia del reto es hoy para mi?'),
    ),
    'challenge.day',
  ],
  'the hour the app goes by': [
    sentence(
      oneOf('que hora', 'cual hora'),
      oneOf('usa', 'toma', 'sigue', 'maneja'),
      oneOf('la app', 'el reto', 'la aplicacion'),
      oneOf('para el dia del reto', 'para cambiar de dia', ''),
    ),
    'timezone',
  ],
  'signing in asked as an act': [
    sentence(
      oneOf('como', 'donde', 'oye como'),
      oneOf('inicio', 'abro', 'hago'),
      oneOf('sesion', 'la sesion', 'mi sesion'),
      oneOf('', 'en la app', 'desde el celu'),
    ),
    'account',
  ],
  'a video without sound, said with "tener"': [
    sentence(
      oneOf('el video', 'los videos', 'la rutina'),
      oneOf('no tiene sonido', 'no tiene audio', 'no tiene volumen'),
      oneOf('', 'en mi celular', 'desde ayer'),
    ),
    'app.trouble',
  ],
  'whom the challenge is for, by who they are': [
    sentence(
      oneOf('el reto', 'el programa', 'esto'),
      oneOf('es para', 'sirve para'),
      oneOf('hombres y mujeres?', 'mujeres?', 'adultos mayores?', 'cualquier edad?', 'hombres tambien?'),
    ),
    'challenge.how',
  ],
  'the fee asked by name': [
    sentence(
      oneOf('cuanto es', 'a cuanto esta', 'cuanto sale', 'a como esta'),
      oneOf('la inscripcion', 'el reto', 'la mensualidad', 'la cuota'),
      oneOf('', 'en argentina', 'en mexico', 'para colombia'),
    ),
    'price.guarantee',
  ],
  'the guarantee of being satisfied': [
    sentence(
      oneOf('tienen', 'hay', 'el reto tiene', 'ofrecen'),
      oneOf('garantia de satisfaccion?', 'garantia si no quedo satisfecha?', 'garantia si no quedo satisfecho?'),
    ),
    'price.guarantee',
  ],
  'charges to come not wanted, said of the automatic renewal': [
    sentence(
      oneOf('no quiero que me cobren', 'no quiero que me sigan cobrando', 'que no me cobren'),
      oneOf('el proximo mes', 'la siguiente edicion', 'el otro mes', ''),
      oneOf('automaticamente', 'con la renovacion automatica', 'en automatico'),
    ),
    'renewal',
  ],
  'what comes next today': [
    sentence(oneOf('oiga', 'oye', 'emilio', 'y'), oneOf('hoy que sigue?', 'que sigue hoy?', 'q sigue hoy')),
    'routine.today',
  ],
  'the next edition asked as the month to come': [
    sentence(
      oneOf('hay reto', 'abren otro reto', 'empieza un reto nuevo', 'hay otra edicion del reto'),
      oneOf('el mes que viene?', 'el proximo mes?', 'el siguiente mes?'),
    ),
    'edition.next',
  ],
  'the videos after the edition ends, said with a subjunctive': [
    sentence(
      oneOf('puedo seguir viendo los videos', 'tengo acceso', 'puedo entrar'),
      oneOf('cuando acabe el reto?', 'cuando termine el reto?', 'cuando finalice la edicion?'),
    ),
    'edition.current',
  ],
  'walking or running for a while besides the routine': [
    sentence(
      oneOf('despues de entrenar', 'aparte de la rutina', 'ademas del reto'),
      oneOf('camino 30 min,', 'corro media hora,', 'troto un rato,', 'camino una hora,'),
      oneOf('esta bien?', 'sirve?', 'es mucho?'),
    ),
    'cardio',
  ],
  "the kind of today's session asked open": [
    sentence(
      oneOf('hoy es dia de que?', 'y hoy es dia de que', 'hoy que es, dia de que?'),
      oneOf('', 'emilio', 'jefe'),
    ),
    'routine.today',
  ],
};

describe('the coach on the topics as members type them', () => {
  let nlu: CoachNlu;
  beforeAll(async () => {
    nlu = await CoachNlu.train();
  }, 120_000);

  it.each(Object.entries(TOPIC_CLASSES))('answers %s with its topic', async (_, [said, topic]) => {
    await fc.assert(
      fc.asyncProperty(said, async (text) => {
        expect({ text, got: await nlu.classify(text) }).toEqual({ text, got: topic });
      }),
      { numRuns: 25 },
    );
  });

  it.each([
    // The same words of another world: another app's streak, a series' next season, a holiday, a
    // lost phone, the hour of a shop.
    'my streak en duolingo',
    'next season de la serie cuando',
    'mañana en la mañana me toca descansar del trabajo en el hotel',
    'perdi el celular en el taxi',
    'a que hora abre el banco',
    'cuantos dias faltan para que se acabe el mundial',
    // Sums, clothes and another place's fee stay theirs.
    'cuanto es 25 por 4',
    'cuanto cuesta la ropa deportiva en zara',
    'como limpiar la plancha de ropa',
    // A fair next month.
    'hay feria el mes que viene?',
    'a cuanto esta la cuota del gimnasio',
  ])('turns "%s" away with what it can help with', async (question) => {
    await expect(nlu.classify(question)).resolves.toBeNull();
  });
});
