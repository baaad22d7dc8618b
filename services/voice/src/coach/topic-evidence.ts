import { EXERCISE_TECHNIQUES } from '../techniques/exercise-techniques.js';
import type { CoachIntent } from './coach-phrases.js';
import { FAR_PLACES, LAUGHTER_WORD } from './coach-reading.js';
import { ENGLISH_EXERCISE_NAMES } from './exercise-names.js';
import {
  CONNECTION_WORDS,
  DEVICE_WORDS,
  FUNCTION_WORDS,
  NUMBER_WORD,
  isNumberWord,
  normalizeText,
} from '@reto/contracts/safety/spanish';

/**
 * The concepts each topic needs before the coach answers with it: the price topic needs a question
 * about what the challenge costs, not any "precio"; the rest days need resting in the challenge,
 * not a holiday. Patterns run over the coach's reading of a question (`coach-reading.ts`); a topic
 * whose evidence is missing is never answered, however close the models put it.
 */
const words = (source: string) => new RegExp(`(?:^| )(?:${source})(?= |$)`);

/** The trainer, however a member names him: by name, as the teacher, as the one in the videos. */
const THE_TRAINER =
  'emilio|el emilio|(?:el|la) profe|(?:el|la) entrenador|la entrenadora|el coach|' +
  '(?:el|la) (?:tipo|chico|señor|senor|man|pibe|muchacho|chavo|tio) de los videos|(?:el|la) de los videos|' +
  '(?:el|la) (?:(?:coach|profe|entrenador|entrenadora|tipo|chico|señor|man|pibe|muchacho|chavo) )?(?:que|q) (?:sale|aparece|habla) en los videos|' +
  // Who leads it, however the person is named ("el señor que dirige el reto").
  '(?:el|la) (?:(?:persona|señor|señora|senor|senora|hombre|mujer|tipo|chico|muchacho) )?que (?:dirige|lleva|guia|da|hace|creo) (?:el programa|el reto|este reto|este programa|los videos|las clases)';

/**
 * Not another's trainer: "el entrenador del Real Madrid", "el profe de mi hijo" (the videos' and the
 * challenge's are his, "el coach de esto" too).
 */
/** Left on record as done: "para que quede registrado", "que quede anotado". */
const LEFT_ON_RECORD = '(?:quede|quedar|queda|conste) (?:[\\wñ]+ ){0,2}(?:registrad|anotad|guardad|marcad)[oa]s?';
/** Whether what was done counts all the same: "¿se cuenta igual?", "¿vale igual?". */
const COUNTS_ALL_THE_SAME = '(?:se )?(?:cuenta|cuentan|vale|valen) igual';

/** A profession asked of the trainer or of who made the challenge ("¿Emilio es nutricionista?"). */
const TRAINER_PROFESSION =
  '(?:emilio|el coach|el entrenador|el profe|(?:el |la )?(?:creador|creadora|dueño|dueña) del (?:reto|programa)) (?:es|sera) (?:[\\wñ]+ )?(?:nutricionista|medico|doctor|fisioterapeuta|fisio|licenciado|kinesiologo|dietista|certificado)';
const NOT_ANOTHERS =
  '(?! (?:del|de) (?!(?:los |este |el |la )?(?:videos|reto|programa|app|challenge)(?: |$)|esto(?: |$)|donde(?: |$)))';

/**
 * Training done that the app does not show done: "terminé la rutina pero no me aparece completada",
 * "hice todo y el día sigue en gris", "hice los cinco videos y me dice 3 de 5", "la rutina de ayer
 * sale sin completar y la hice".
 */
const DONE_NOT_SHOWN =
  '(?:termine|hice|acabe|complete|realice)(?: [^ ]+){0,5} (?:[^ ]+ ){0,4}(?:no (?:me |se |lo |la )?(?:aparece|aparecen|sale|salen|cuenta|cuentan|marca|marcan|registra|registran|guarda|guardan|refleja|figura|actualiza)|sigue (?:en gris|igual|sin marcar|vacio|vacia)|(?:dice|pone|marca) que no|(?:dice|marca|pone) \\d+ de \\d+)|' +
  '(?:sale|aparece|figura|esta) (?:como )?sin (?:completar|marcar|hacer)(?: [^ ]+){0,4} (?:la|lo|los|las) (?:hice|termine|complete)|' +
  'no (?:me )?(?:cuenta|cuentan|aparece|aparecen|marca|registra|refleja)(?: [^ ]+){0,2} lo que hice|' +
  // Done, and asked how it may count ("hice todo el video, ¿cómo hago para que cuente?").
  '(?:termine|hice|acabe|complete|realice)(?: [^ ]+){0,16} (?:como|que) (?:hago|tengo que hacer|hay que hacer) para que (?:me |se |lo |la )?(?:cuente|cuenten|registre|marque|aparezca|quede)';

/** The challenge's end by its date or its last part: "la fecha de fin", "el cierre", "después del último video". */
const THE_END =
  'cierre|fecha (?:de )?(?:fin|cierre|termino|final)|fecha final|despues del ultimo (?:video|dia|entreno|rutina)|' +
  'despues del dia (?:28|veintiocho)|(?:cuando|al) (?:se )?(?:terminen|acaben|terminar|acabar) (?:las|los) (?:4|cuatro) semanas';

/** After the challenge's last day: "después del día 28", "cuando se terminen las 4 semanas". */
const AFTER_THE_END =
  /(?:^| )(?:despues del (?:dia (?:28|veintiocho)|ultimo)|(?:cuando|al) (?:se )?(?:terminen|acaben|termine|acabe|terminar|acabar) (?:las|los) (?:4|cuatro) semanas)(?= |$)/;

/** A number said in words, as the day's or the week's: "dieciocho", "tres". */

/** A notice that no longer rings or comes late: "ya no me vibra", "me llegan tarde", "salta cuando ya terminé". */
const NOTICE_NONE_OR_LATE =
  '(?:no|ya no) (?:me |le |nos )?(?:vibra|vibran|suena|suenan|llega|llegan)|' +
  '(?:llega|llegan|salta|saltan|suena|suenan|viene|vienen) (?:[\\wñ]+ ){0,3}(?:tarde|a deshora|a destiempo|cuando ya)';

/** The subscription charged again by itself, asked or refused ahead. */
const CHARGED_AGAIN =
  '(?:cargo|cobro|pago|descuento) se (?:repetira|repite|va a repetir)|(?:volver|vuelven|volveran) a (?:cobrar|descontar|cargar)|' +
  '(?:me |le |nos )?(?:cobran|descuentan|cargan) (?:el|la) (?:siguiente|proxim[oa])|' +
  '(?:pase|pasa|pasen|meta|metan) (?:a la|al) (?:siguiente|proxim[oa]) (?:sol[oa]|automaticamente)|' +
  '(?:sigo|quedo|me quedo) (?:inscrit[oa] )?en la (?:siguiente|proxima) (?:edicion )?y (?:me )?(?:descuentan|cobran)|auto ?renew[\\wñ]*|' +
  // Kept in the next by itself: "¿quedo inscrita automáticamente en la siguiente?".
  '(?:sigo|quedo|me quedo|paso) (?:[\\wñ]+ )?automaticamente (?:en|a) (?:la|el) (?:siguiente|proxim[oa])|' +
  // Going on by itself to the next one, asked beside doing something ("¿debo hacer algo o continúa solo?").
  '(?:hacer algo|hago algo) o (?:continua|sigue|se pasa|pasa|se renueva) sol[oa]';

/** When to breathe in or out, asked of an exercise: "¿cuándo respiro en el abdominal?", "¿cuándo cojo aire?". */
const BREATHING_ASKED =
  '(?:cuando|como|en que momento) (?:respiro|se respira|hay que respirar|(?:cojo|tomo|agarro|meto) (?:el )?aire|inhalo|exhalo|(?:suelto|boto|echo|saco) (?:el )?aire)';

/** What goes on one's plate, or a snack, asked: "¿qué pongo en el plato por la noche?", "¿qué pico?". */
const PLATE_ASKED = '(?:que|q) (?:pongo|pondria|meto|sirvo) en el plato|(?:que|q) (?:pico|picoteo)$';

/** What a member asks of the trainer himself: who he is, where from, how long, his studies, his networks. */
/** The one who answers asked whether he is the trainer of the videos ("¿ese es el mismo entrenador de los videos?"). */
const SAME_TRAINER =
  '(?:es|sera) el mismo (?:entrenador|coach|profe|emilio|señor|tipo) (?:de|que (?:sale|aparece) en) los videos';
const ASKED_OF_THE_TRAINER =
  'quien es|de donde es|cuantos años (?:tiene|lleva)|cuanto tiempo lleva|(?:que|cuanta) experiencia|estudio|estudio algo|' +
  // Whom he has trained: "¿Emilio entrenó a famosos?".
  '(?:ha )?(?:entreno|entrenado|trabajo|trabajado) (?:con |a )(?:famos[oa]s|gente famosa|deportistas|atletas|celebridades|futbolistas|actores|actrices)|' +
  'certificad[oa]|titulad[oa]|formacion|influencer|' +
  // Known, or seen on a network or on television: "¿Emilio es famoso en TikTok?", "¿sale en YouTube?".
  'es (?:famos[oa]|conocid[oa]|popular)|(?:sale|esta|aparece) en (?:insta|instagram|tiktok|youtube|facebook|redes|la tele|television)|' +
  'tiene (?:insta|instagram|tiktok|redes)|es (?:real|de verdad|una persona)|es emilio|el mismo que (?:me )?(?:responde|contesta|escribe)|' +
  'lleva entrenando|ha trabajado con|trabaja con|ha entrenado a|' +
  // Whether he made the programme: "¿Emilio es el que ha diseñado las rutinas?".
  '(?:es|fue) (?:el|quien) (?:que )?(?:ha )?(?:diseñ|cre|arm|prepar|hizo|hecho|invent)[\\wñ]* (?:las |los |el |este |estos |estas )?(?:rutinas|videos|ejercicios|programa|reto|entrenamientos|entrenos)';

/**
 * Ready to start, asked what with, the question's last words: "¿con qué le doy ahora?", "¿con qué
 * empiezo?", "decime qué hago", "me puse las zapatillas y ahora qué".
 */
const READY_TO_START =
  '(?:con|a) (?:que|q) (?:le (?:doy|damos|meto)|empiezo|arranco|comienzo|empezamos|arrancamos)(?: (?:ahora|hoy|primero|ya))?$|' +
  '(?:decime|dime|digame) (?:que|q) (?:hago|hacemos)(?: (?:ahora|hoy|primero|ya))?$|y ahora (?:que|q)$';

/** Doing the challenge's work: training, a routine, exercises. */
const TRAINING =
  'rutina[\\wñ]*|entren[\\wñ]*|ejercicio[\\wñ]*|sesion[\\wñ]*|workout|tabla|toca|tocan|hago|hacemos|hacer|trabajo|trabajamos|clase|lo de hoy|(?:la|el) de(?= hoy)|' +
  // What one has been given: "¿qué tengo asignado hoy?"; the day's challenge ("¿cuál es el reto de hoy?").
  'asignad[oa]s?|(?:el|la) (?:reto|desafio) (?:de hoy|del dia)|' +
  // What is done today, asked of no one ("¿qué se hace hoy?", typed "k ase oy").
  '^(?:que|q) (?:se )?hace hoy|' +
  // What the day holds, asked without naming training: "¿qué hay hoy?", "el plan de hoy", "¿qué me tienes preparado?".
  '(?:que|q) hay (?:para |pa )?(?:hoy|este dia)|hoy (?:que|q) hay|' +
  // Ready to start, asked what with: "¿con qué le doy ahora?", "¿con qué empiezo?", "decime qué hago",
  // "me puse las zapatillas y ahora qué".
  `${READY_TO_START}|` +
  '(?:que|q) sigue|(?:el|mi) plan (?:de|para) hoy|preparad[oa]|program[\\wñ]*|pusiste|tienes para|tenes para|' +
  // The day's thing by a region's word for anything, and what falls to one ("parce, ¿cuál es la
  // vuelta de hoy?", "lo que me corresponde mañana").
  '(?:la|el) (?:vuelta|movida|vaina|onda|rollo|asunto) (?:de|del|pa|para) (?:hoy|mañana|este dia)|(?:lo que|que) (?:me |nos )?(?:corresponde|corresponden|correspondera|tocara|tocaria)|' +
  // What a session works, named by the body.
  'piernas|brazos|gluteos|abdominales|abdomen|core|tren superior|tren inferior|full body|cuerpo completo|' +
  // Working a part, in any person: "¿qué se trabaja hoy?", "¿qué parte del cuerpo trabajamos?".
  'se trabaja|se trabajan|vamos a trabajar|trabajaremos|parte del cuerpo|grupo muscular|zona del cuerpo|' +
  // The kind of day asked: "¿hoy es día de cardio o de fuerza?", "¿toca pierna?".
  'dia de (?:cardio|fuerza|pierna|piernas|brazo|brazos|gluteo|gluteos|abdomen|core|hiit|movilidad|resistencia|que|q)|' +
  // Or by the part alone: "mañana es pierna?", "¿hoy toca brazo?".
  '(?:es|sera|toca|tocaba|hay) (?:de )?(?:pierna|brazo|gluteo|espalda|pecho|hombro|hombros)(?= o |$)|' +
  // The body given work by a verb of giving or putting: "¿hoy le damos a pierna?", "¿qué le meto al cuerpo?".
  '(?:le )?(?:damos|doy|dar|darle|darles|demos|metemos|meto|meterle|meter|hacemos) (?:duro |caña |candela )?(?:a |al )(?:la |el |los |las |mi |mis )?' +
  '(?:pierna|piernas|brazo|brazos|gluteo|gluteos|espalda|pecho|hombro|hombros|abdomen|abdominales|abs|core|cuerpo|tren superior|tren inferior)|' +
  // The day's work asked by what it burns or by an order to give it ("¿qué vamos a quemar hoy?", "dame chamba pa hoy").
  '(?:vamos a|voy a|a) (?:quemar|sudar|reventar|romper)|(?:dame|dime|danos|pasame|pasanos|mandame|tirame) (?:[\\wñ]+ )?(?:chamba|jale|camello|curro|trabajo|tarea|ejercicio[\\wñ]*|rutina)|' +
  // How hard the day's work is, asked of it: "¿mañana es pesado o suave?", "¿hoy toca algo ligero?".
  '(?:es|sera|va a ser|viene|toca|esta|son) (?:algo |muy |mas |un dia )?(?:pesad[oa]s?|suaves?|liger[oa]s?|intens[oa]s?|exigentes?|livian[oa]s?|tranqui|tranquil[oa]s?|cañer[oa]s?|leves?|light|heavy)(?: o (?:[\\wñ]+ )?[\\wñ]+)?';
/** The routine named alone, as a fragment typed in a chat ("rutina?", "y el entreno?"): today's is asked. */
const ROUTINE_ALONE =
  /^(?:(?:y|oye|emilio|hey|ey) )*(?:(?:la|el|los|mi|mis) )?(?:rutina|entreno|entrenamiento|ejercicios|sesion|workout)(?: (?:emilio|porfa|por favor|pls|plis))?$/;

/**
 * Exercises of a gym that the programme does not hold, named by members who know them ("¿el peso
 * muerto se hace con la espalda recta?"): how they are done is still the technique's question.
 */
const OTHER_EXERCISES = [
  'peso muerto',
  'dominada[\\wñ]*',
  'press de banca',
  'sentadilla bulgara',
  'sentadillas bulgaras',
  // And a family by its common name ("¿dónde miro cuando hago abdominales?").
  'abdominal[\\wñ]*',
];

/** Exercise titles of the technique data, their common English names, and a gym's others. */
const EXERCISE_WORDS = [
  ...new Set(
    [...Object.values(EXERCISE_TECHNIQUES).map(({ title }) => title), ...Object.keys(ENGLISH_EXERCISE_NAMES)]
      .flatMap((title) => normalizeText(title).split(' '))
      .filter((word) => word.length > 3 && !['peso', 'corporal', 'con', 'bajo', 'mesa', 'silla'].includes(word))
      .map((word) => word.replace(/(es|s)$/, '')),
  ),
]
  .map((word) => `${word}[\\wñ]*`)
  .concat(OTHER_EXERCISES)
  .join('|');
/** A machine refused, a person asked for ("no quiero hablar con un bot", "prefiero una persona"). */
const BOT_REFUSED = words(
  'no (?:quiero|deseo|me gusta) (?:hablar|chatear|escribir|escribirle|tratar) con (?:un|una|el|la|este|esta) (?:bot|robot|maquina|ia|asistente|contestador[\\wñ]*)|prefiero (?:hablar con )?(?:una persona|un humano|alguien)',
);

/**
 * One day's routine opening at a time, asked ("¿cada día se abre un ejercicio nuevo o están todos de
 * una vez?", "¿por qué se desbloquea una rutina al día y no puedo verlas todas?"): how it works.
 */
const OPENED = '(?:se )?(?:abre|abren|desbloquea|desbloquean|libera|liberan|habilita|habilitan)';
const OPENED_THING =
  '(?:(?:un|una|el|la|los|las|otro|otra) )?(?:rutina|rutinas|ejercicio|ejercicios|entreno|entrenos|video|videos|sesion|sesiones)(?: nuev[oa]s?)?';
const DAILY_OPENING =
  `${OPENED} ${OPENED_THING} (?:cada dia|al dia|por dia|diariamente|dia a dia)|(?:cada dia|al dia) ${OPENED} ${OPENED_THING}|` +
  '(?:estan|vienen|salen|se ven) todos de una vez|no (?:puedo|se pueden|me deja) ver(?:las|los)? todas?(?: ya| de una vez| desde el principio)?';

/** What the challenge asks of one, day after day ("¿qué hay que hacer cada día?", "…en este reto?"). */
const WHAT_IT_ASKS =
  '(?:que|q) (?:es lo que )?(?:hay que|tengo que|se tiene que) hacer (?:cada dia|todos los dias|en (?:este|el) (?:reto|programa)|en esto)';

/** What the figure pays for, the whole or a month ("¿los 78 son por todo el reto o por mes?"). */
const PRICE_PERIOD =
  '(?:por|para) (?:todo el reto|el reto completo|el reto entero) o (?:por|al|cada) mes|(?:por|al|cada) mes o (?:por|para) (?:todo el reto|el reto completo|el reto entero)';

/** How a share is counted ("¿está bien calculado?", "¿cómo se calcula?"). */
const COUNT_ASKED = '(?:bien |mal )?calculad[oa]s?|se calcula|calcula|calculan|como cuenta|como se cuenta';

/** A count of the workout asked: its sets, repetitions, seconds or rest ("¿cuántas series son?"). */
const DOSE_COUNTED =
  '(?:cuantas|cuantos|cuanto|cuanta) (?:[\\wñ]+ ){0,2}(?:series|serie|repeticiones|reps|segundos|seg|descanso (?:[\\wñ]+ )?entre (?:series|serie|ejercicios|ejercicio))';
const DOSE_ASKED = words(DOSE_COUNTED);
/**
 * The sets and rests of a workout asked without naming an exercise ("¿cuánto descanso entre
 * series?", "¿cuántas repeticiones y series hago en cada ejercicio?"): how each exercise is done,
 * whose answer lists today's (asked of today, they are today's routine: `DOSE_ASKED_OF_TODAY`).
 */
const SETS_ASKED =
  '(?:descanso|descansar|descansos|pausa|pausas) (?:[\\wñ]+ )?entre (?:series|serie|ejercicios|ejercicio|repeticiones)|' +
  '(?:repeticiones|reps) (?:y|e|o) (?:series|serie)|(?:series|serie) (?:y|e|o) (?:repeticiones|reps)|' +
  '(?:series|serie|repeticiones|reps)(?: hago| se hacen| son| van)? (?:de|por|en) (?:cada )?ejercicio|' +
  '(?:series|serie|repeticiones|reps)(?: [\\wñ]+){1,4} (?:de|por|en) (?:cada )?ejercicio';
/**
 * The order of the day's exercises asked ("no me acuerdo si después de los jumping jacks venían las
 * lunges o la plancha", "¿qué va después de las zancadas?"): today's routine lists them in order.
 */
const EXERCISE_ORDER_ASKED = words(
  'despues (?:de|del) (?:los |las |el |la )?(?:(?!que )[\\wñ]+ ){1,2}(?:venian|viene|vienen|venia|va|van|iba|iban|sigue|siguen|seguia|seguian|toca|tocan|tocaba|tocaban)|(?:que|cual|cuales) (?:ejercicio |ejercicios )?(?:viene|vienen|va|van|sigue|siguen|toca|tocan) (?:despues|luego) (?:de|del)',
);
/** …asked of today ("¿cuántos segundos de jumping jacks hoy?"; `PRECEDENCE_WHEN`). */
const DOSE_ASKED_OF_TODAY = new RegExp(`^(?=.*(?:^| )(?:hoy|de hoy)(?= |$))(?=.*${DOSE_ASKED.source})`);
/**
 * The day the app shows, questioned ("el dashboard dice día ocho pero yo siento que empecé hace
 * diez", "en el panel me sale día 15, ¿está bien?").
 */
const DAY_SHOWN_QUESTIONED = `(?:dice|sale|me sale|pone|me pone|marca|me marca|aparece|me aparece) (?:el )?dia (?:\\d+|${NUMBER_WORD}) (?:pero|esta bien|y yo|o se me|o me|eso es correcto|es correcto|esta correcto)`;
/** The week checked, alone ("¿semana 3 ya?", "¿ya es la semana 2?"; the day's number, `challenge.day`). */
const WEEK_CHECKED = '^(?:ya )?(?:es )?(?:la )?semana (?:[1-4]|uno|una|dos|tres|cuatro)(?: ya)?$';
/** The parts the sales page lists, named side by side in a question of what it includes (`PRECEDENCE_WHEN`). */
const PARTS =
  'rutina|rutinas|dieta|nutricion|alimentacion|grupo|video|videos|cardio|comunidad|recetas|plan|seguimiento|chat|asesoria';
const CONTENTS_LISTED = new RegExp(
  `^(?=.*${words('(?:que|q) (?:incluye|incluyen|trae|traen|ofrece|ofrecen|me dan|te dan|nos dan|viene con)').source})(?=.*${words(`(?:${PARTS})(?: (?:y|e|o|con|mas))? (?:${PARTS})`).source})`,
);
/** A diet one keeps, told ("soy vegetariana y todo lo que sale trae pollo", "¿sirve para veganos?"). */
const DIET_KEPT = '(?:soy|somos|es) (?:vegetarian|vegan)[oa]s?|(?:para|pa) (?:vegetarian|vegan)[oa]s?';
/** The breath let out or taken in a movement, however said ("suelto el aire", "boto el aire", "tomo aire"). */
const BREATH_LET_OUT =
  '(?:suelto|soltar|boto|botar|echo|echar|saco|sacar|tomo|tomar|cojo|coger|agarro|agarrar|meto|meter|bota|suelta|toma) (?:el )?aire';
const ASKING_HOW =
  'que es|que son|que significa|que significan|que quiere decir|cuanto tiempo|cuantas|cuantos|aguant[\\wñ]*|manten[\\wñ]*|sosten[\\wñ]*|' +
  // What it includes: "¿el burpee lleva salto?", "¿la plancha incluye flexión?", "¿squats con peso o sin?".
  'lleva|llevan|incluye|incluyen|con salto|sin salto|(?:con|sin) (?:peso|pesas|carga|mancuernas?|botellas)|con o sin|' +
  // How the body is held in it: "¿la espalda se pone recta en el push up?".
  'se pone|se ponen|rect[oa]s?|alinead[oa]s?|arquead[oa]s?|curvad[oa]s?|doblad[oa]s?|estirad[oa]s?|flexionad[oa]s?|' +
  // Where the body goes in it: "¿las rodillas pasan la punta del pie?", "¿dónde apoyo las manos?".
  'debo|deben|debe|hay que|tienen que|tiene que|tengo que|pasan?|pasar|posicion[\\wñ]*|coloc[\\wñ]*|apoy[\\wñ]*|respir[\\wñ]*|pongo|van|va|' +
  'como|valen|vale|sirven|sirve|cuentan|son validas|diferencia|diferencias|estan bien|tecnica[\\wñ]*|explica[\\wñ]*|ensena[\\wñ]*|enseña[\\wñ]*|forma correcta|postura|correctamente|bien|' +
  // Whether one does it wrong: "¿estoy haciendo mal el hip thrust?", "¿lo hago mal?".
  '(?:estoy haciendo|estare haciendo|hago|hice|hacia|haciendo|haga) (?:[\\wñ]+ )?mal|' +
  // Trouble with an exercise, what it works, an easier or other version of it.
  // Asked in English, as the exercise's name often is: "how do I do a push up?", "proper form".
  'how (?:do|to|can|should)|what is|proper form|form|technique|' +
  // Which way the body moves: "¿el lunge hacia atrás o adelante?".
  'hacia (?:atras|adelante|abajo|arriba|afuera|adentro)|atras o adelante|adelante o atras|arriba o abajo|' +
  // Where one looks and how fast one goes: "¿dónde miro?", "¿rápido o lento?".
  'donde miro|donde mirar|hacia donde miro|la mirada|rapido o lento|lento o rapido|que ritmo|a que ritmo|a que velocidad|tempo|' +
  'de cuanto|cuanto peso|que peso|cuantos kilos|tips?|trucos?|consejo[\\wñ]*|salen?|me cuesta[\\wñ]*|musculo[\\wñ]*|alternativa[\\wñ]*|variante[\\wñ]*|version|mas facil|mas dificil|de rodillas|sustitu[\\wñ]*|reemplaz[\\wñ]*|cambiar|hasta donde|baj[\\wñ]*|profund[\\wñ]*';

/**
 * The dashboard's day bubbles, as members call them: each shows its week's number, and a rest day's a
 * plus and DESCANSO (spec 1, the dashboard).
 */
const DAY_BUBBLE =
  '(?:burbuja|burbujas|burbujita|burbujitas|bolita|bolitas|circulito|circulitos|circulo|circulos|globito|globitos|calendario|calendarito)';

/** Whether there are versions for women and men: "¿hay versión para mujeres?". */
/** The other version of the videos asked whether one may see or use it (not that it fails to play). */
const OTHER_VERSION_CHOSEN =
  '(?:se puede|puedo|podria|hay forma de|es posible) (?:ver|mirar|usar|elegir|escoger|poner|cambiar a|pasarme a) (?:la )?(?:otra )?version (?:de|para) (?:mujer|mujeres|hombre|hombres|chica|chicas|chico|chicos)';
const VERSIONS_ASKED =
  '(?:hay|habra|tiene|tienen|existe|existen|trae|viene con) (?:una |alguna |unas )?(?:version|versiones) (?:para|de) (?:mujer|mujeres|hombre|hombres|chicas|chicos)|' +
  // The videos told apart or alike by who does them: "¿los videos son distintos para hombre y para mujer?".
  '(?:videos?|ejercicios|rutinas|entrenos) (?:[\\wñ]+ ){0,2}(?:distint|diferent|igual|mism)[\\wñ]* (?:para|entre|de|en) (?:hombres?|mujeres?|chicos|chicas)|' +
  // The other version asked to be seen or used: "¿se puede ver la versión de mujer aunque me registré como hombre?".
  OTHER_VERSION_CHOSEN;

/** The challenge taken again ("repetir el reto", "lo repito el mes que viene", "hacerlo otra vez desde el día 1"). */
const REPEATED =
  '(?:repetir|repito|repetirlo|repetiria|repetire|repetimos|volver a hacer|vuelvo a hacer) (?:el |este )?(?:reto|programa|challenge)|' +
  '(?:lo )?(?:repito|repetirlo|repetiria|repetire|vuelvo a hacer|hacerlo) (?:[\\wñ]+ ){0,2}(?:el mes que viene|(?:el )?proximo mes|la proxima edicion|otra vez desde|de nuevo desde|desde (?:el )?(?:dia 1|principio|cero))';

/** Put down as done by any verb: "¿cómo la pongo como completada?", "la dejo como hecha", "¿cómo la marco como hecha?". */
const MARKED_AS_DONE =
  '(?:pongo|poner|ponerla|ponerlo|dejo|dejar|marco|marcar|marcarla|marcarlo) (?:[\\wñ]+ )?como (?:completad|hech|terminad|realizad|cumplid)[oa]s?';

/** The devices members name, to tell two of them apart ("en el celular y en la compu"). */
const DEVICES_NAMED =
  'celular|celu|movil|telefono|tablet|ipad|compu|computadora|ordenador|laptop|portatil|pc|tele|television|smart tv';

/**
 * Acts on the account that need nothing else to be about it: signing out, being thrown out, signing
 * in on the app or on several devices, a welcome message that never came.
 */
const ACCOUNT_ACTS =
  'cerr[\\wñ]* (?:la )?sesion|cierr[\\wñ]* (?:la )?sesion|salir(?:me)? de (?:la |mi )?(?:cuenta|sesion|app)|me (?:saca|echa|desloguea|desconecta)[\\wñ]*|' +
  // Thrown out of it, however it is said ("me echa" read as its sound-alike "hecha").
  'me (?:hecha|bota|boto|expulsa|expulso|patea|pateo|corta|corto) (?:de|del) (?:la |mi )?(?:cuenta|sesion|app|aplicacion|pagina|plataforma|web)|' +
  // Asked in English, as the screens of other apps say it.
  'sign in|log in|signin|login|username|account|forgot (?:my )?password|reset (?:my )?password|change my (?:email|password)|' +
  'entr[\\wñ]* (?:a|en) la (?:app|aplicacion)|como (?:entro|ingreso|accedo)|(?:como|donde) (?:inicio|inicie|abro|hago) (?:la |mi )?sesion|(?:como|donde) (?:me logueo|hago (?:el )?login)|no (?:esta|estoy) registrad[\\wñ]*|no me reconoce|' +
  '(?:la )?misma cuenta|(?:varios|dos|otro|otros) (?:celulares|dispositivos|telefonos|moviles|celular|dispositivo|telefono|movil)|(?:mail|correo|email) de bienvenida|' +
  '(?:me )?cobraron (?:y|pero) (?:no|aun no|todavia no|sigo sin)|' +
  // Paid, yet still told to buy: "ya pagué pero la app me sigue diciendo que compre el reto".
  '(?:pague|he pagado|ya pague|compre|ya compre|me cobraron)(?: el reto| el programa)? (?:y|pero) (?:[\\wñ]+ ){0,4}(?:sigue|siguen) (?:diciendo|pidiendo|saliendo|apareciendo|mostrando)|' +
  // The emergency sign-in link, and not knowing which address one signed up with.
  '(?:enlace|link) de acceso|(?:enlace|link) (?:[\\wñ]+ ){0,3}minutos|no se (?:si|con (?:que|cual)(?: [\\wñ]+)?) (?:me )?(?:registr|inscrib|entr)[\\wñ]*|' +
  // Refused as the web says it when signed out or without rights.
  '(?:error|codigo) 40[13]|unauthorized|forbidden|no autorizad[oa]|' +
  // Signing in as the product does it: a username, a failed authentication, emergency access, a
  // pre-approved address, a purchase in the store, the profile's gender, the password's rules.
  'autentica[\\wñ]*|acceso (?:de )?emergencia|pre aprobad[oa]s?|preaprobad[oa]s?|aprobad[oa]s? (?:mi|el) (?:email|correo|mail)|' +
  '(?:compr|pag)[\\wñ]* (?:en|por) (?:la tienda|shopify)|shopify|genero|(?:me puse|puse|elegi|marque|sale|aparece) (?:como )?(?:hombre|mujer)|' +
  'no coinciden|caracteres|como me registro|como registrarme|donde me registro|crear (?:una |mi )?cuenta|hacer(?:me)? (?:una )?cuenta|' +
  // Who sees what is one's own: "¿quién puede ver mi progreso?", "¿los demás ven mis fotos?".
  'quien(?:es)? (?:(?:puede|pueden) )?(?:ver|ve|ven|mira|miran|mirar) (?:mi|mis)|(?:los demas|otras personas|todos) (?:[\\wñ]+ )?(?:ven|pueden ver|miran) (?:mi|mis)|(?:mi|mis) (?:[\\wñ]+ ){1,2}(?:las|los|la|lo) (?:ve|ven|mira|miran)|' +
  // A social sign-in linked or unlinked: "¿cómo desvinculo mi cuenta de facebook del reto?".
  '(?:des)?vincul[\\wñ]*|' +
  // Two devices at once: "¿puedo tenerlo abierto en el celular y en la compu al mismo tiempo?".
  `(?:en|desde) (?:el |la |mi |un |una )?(?:${DEVICES_NAMED}) y (?:en|desde) (?:el |la |mi |un |una )?(?:${DEVICES_NAMED})|` +
  '(?:cual|no se cual) (?:era|es) mi (?:usuario|nombre de usuario|contraseña|clave|password|email|correo|mail)';

/** What one must put in, asked ("¿cuánto tendría que poner para inscribirme?"). */
const PUT_IN = 'cuanto (?:tengo|tendria|hay|habria|debo|deberia) que (?:poner|pagar|soltar|abonar|dar|invertir)';

/** A session told expired, or a sign-in sent back to its own screen. */
const SESSION_LOST =
  'sesion (?:caducada|caduco|expirada|expiro|vencida|vencio|cerrada sola)|(?:me |nos )?(?:rebota|rebotan|regresa|regresan|devuelve|devuelven|saca|sacan|manda|mandan) (?:otra vez )?a (?:la )?(?:pantalla|pagina) (?:de )?(?:entrar|inicio|login|iniciar sesion|ingreso|acceso)';

/** A failure the screen tells in general words, wherever one was ("me sale algo salió mal cuando entro a mi progreso"). */
const ERROR_TOLD =
  '(?:sale|salio|aparece|aparecio|dice|dijo|pone|salta) (?:un |el |que )?(?:algo salio mal|intentalo (?:de nuevo|otra vez|mas tarde)|ha ocurrido un error|ocurrio un error|hubo un error|se produjo un error)';

/** The store searched for the app, not one bought in: "busqué Reto en la tienda y no sale nada". */
const STORE_SEARCHED = '(?:busque|busco|buscando) (?:[\\wñ]+ ){0,2}en (?:la )?tienda';

/** Getting and installing the app, on which devices, and its notifications, asked without a fault. */
const APP_ACTS =
  // The app named masculine too, as the Caribbean and Spanglish say it ("¿cómo bajo el app?").
  '(?:descarg|instal|baj)[\\wñ]* (?:la |tu |su |el )?(?:app|aplicacion|los videos|el video|las rutinas)|(?:como|donde) la (?:descargo|instalo|bajo)|' +
  '(?:app|aplicacion) (?:no )?(?:se )?(?:descarg|instal)[\\wñ]*|(?:hay|tienen|existe|tienes) (?:una )?(?:app|aplicacion)|(?:app|aplicacion) (?:para|en)|' +
  '(?:en|a) (?:la|mi) (?:tele|television|tv|smart tv|smart)|(?:en|a) (?:el|mi) (?:televisor|smart tv|tv|smart)|chromecast|' +
  // Watching or using it on another device: "¿puedo ver los videos en el reloj?", "usarla desde la consola".
  '(?:ver|verlos|verlas|verlo|usar|usarla|usarlo|abrir|abrirla|poner|ponerlos|reproducir)(?: [\\wñ]+){0,3} (?:en|desde) (?:el |la |mi |un |una )?(?:reloj|smartwatch|watch|apple watch|consola|kindle|tablet|ipad|compu|computadora|laptop|portatil|ordenador|pc|macbook|chromebook|televisor|tele|tv)|' +
  // Kept on the phone's home screen, however said ("ponerlo en el escritorio del teléfono", "dejarlo
  // fijo en el celu", "agregar a inicio", "tenerlo en la pantalla del cel con su dibujito").
  '(?:agreg|añad)[\\wñ]* (?:[\\wñ]+ ){0,2}a (?:la pantalla de )?inicio|dejar(?:lo|la)? fij[oa]|' +
  `(?:pon|pong|pus|dej|ten|ancl|fij)[\\wñ]* (?:[\\wñ]+ ){0,3}en (?:la pantalla (?:de inicio|principal|del (?:${DEVICES_NAMED}))|el escritorio(?: del (?:${DEVICES_NAMED}))?)|` +
  // The spinner that turns and turns: "se queda la ruedita dando vueltas", named after its turning
  // ("se queda dando vueltas el circulito") or not named ("el video sigue girando").
  '(?:ruedita|rueda|rueditas|circulito|circulo|bolita|rueda de carga) (?:[\\wñ]+ ){0,2}(?:dando vueltas|girando|gira|da vueltas|da y da vueltas)|' +
  '(?:se queda|se quedo|se quedan|sigue|siguen|queda|esta) (?:[\\wñ]+ ){0,2}(?:dando vueltas|girando)|' +
  // Whether it works on another device: "¿en la tablet también sirve?".
  `(?:sirve|funciona|anda|se puede usar|se usa) (?:tambien |igual )?(?:en|con|desde) (?:la |el |mi |un |una )?(?:${DEVICES_NAMED})|(?:en|con|desde) (?:la |el |mi )?(?:${DEVICES_NAMED}) (?:tambien |igual )?(?:sirve|funciona|anda|se puede usar)|` +
  // Notices allowed or refused: "le di que no a lo de permitir notificaciones".
  '(?:permitir|permiti|acepte|acepto|rechace|denegue|bloquee|le di que no)(?: [\\wñ]+){0,4} (?:notificacion[\\wñ]*|notis?|avisos?|alertas?)|' +
  `${STORE_SEARCHED}|` +
  // Installed or put on a device, and the store asked of: "cómo la pongo en el móvil", "¿está en play store?".
  `(?:instal|descarg|baj|pon|pong)[\\wñ]* (?:[\\wñ]+ ){0,3}(?:en|a) (?:el |la |mi |un |una )?(?:${DEVICES_NAMED})|` +
  '(?:esta|la hay|hay|existe|aparece|sale|encuentro|encontre|encuentra|veo|busco|busque) (?:[\\wñ]+ )?en (?:la |el )?(?:play store|playstore|app store|appstore|google play|tienda de (?:apps|aplicaciones))|' +
  'funciona en|usar(?:la|lo)? (?:en|desde)|se puede usar|se corta[\\wñ]*|pixelad[\\wñ]*|sin (?:audio|sonido|imagen)|no hay (?:audio|sonido|imagen|video)|crashea[\\wñ]*|' +
  '(?:activ|desactiv|quit|silenci|configur|program|cambi|apag|pas|eleg|elij|redirig)[\\wñ]* (?:(?:las|los|el|la|todas|todos|esas|esos|estas|estos|mis|sus|tus)(?: |$))*(?:hora (?:del|de la|de los|de las) )?(?:notificacion[\\wñ]*|notis?|aviso[\\wñ]*|recordatorio[\\wñ]*|alarma[\\wñ]*|alertas?)|' +
  // Or named first, then what one would do with them: "las alertas suenan mil veces, ¿se pueden silenciar?".
  '(?:notificacion[\\wñ]*|notis?|avisos?|alertas?|recordatorios?)(?: [\\wñ]+){0,8} (?:silenci|apag|quit|desactiv)[\\wñ]*|' +
  // A reminder asked for at an hour: "quiero que me recuerde en la mañana, ¿se puede?".
  '(?:quiero|quisiera|me gustaria|se puede|puede|pueden|podrian?) (?:que )?me (?:recuerde|recuerdes|recuerden|avise|avises|avisen) ' +
  '(?:en la mañana|en las mañanas|por la mañana|cada mañana|cada dia|todos los dias|temprano|a las \\d+|para (?:entrenar|no olvidarme|que no se me olvide))|' +
  // The app sending them, asked to or not: "que la app no me mande notificaciones de noche".
  '(?:mand|envi|sal)[\\wñ]* (?:(?:las|los|tantas|tantos|mas|muchas|muchos|esas|esos)(?: |$))*(?:notificacion[\\wñ]*|notis?|avisos?|recordatorios?|alertas?)|' +
  // A failure the screen tells in general words ("me sale algo salió mal, inténtalo de nuevo").
  `${ERROR_TOLD}|` +
  // A shortcut on the phone's screen ("¿cómo pongo un acceso directo en el teléfono?").
  'accesos? directos?|' +
  // A reminder asked for, to train at an hour: "quiero que me recuerde entrenar a las 7", "avísame para la rutina".
  '(?:recuerde|recuerdes|recuerden|recuerdame|recordarme|(?:puedes|puede|podes|podrias|podria) recordar|avise|avises|avisen|avisame|avisarme)(?: [\\wñ]+){0,2} (?:(?:de |a |para )?entrenar|(?:de |a |para )?hacer (?:la|mi) rutina|(?:la|mi) rutina|el entreno|a las (?:\\d+|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce))|' +
  // The app deleted and installed again: "se me borró la app", "si la vuelvo a descargar".
  '(?:borr|desinstal|elimin)[\\wñ]* (?:la |tu |su |mi )?(?:app|aplicacion)|reinstal[\\wñ]*|(?:vuelvo|volver|vuelva|vuelves) a (?:descargar|instalar|bajar)(?:la|lo)?|(?:la |lo )?(?:bajo|descargo|instalo|bajar|descargar|instalar)(?:la|lo)? (?:(?:la|tu|mi) )?(?:(?:app|aplicacion) )?(?:de nuevo|otra vez|nuevamente)|' +
  '(?:notificacion[\\wñ]*|aviso[\\wñ]*|recordatorio[\\wñ]*|alarma[\\wñ]*) (?:me )?(?:llegan|llega) (?:tarde|a destiempo|a cualquier hora|de madrugada)|' +
  'demasiad[\\wñ]* (?:notificacion|aviso|recordatorio)[\\wñ]*|' +
  // The same notice many times: "me llegan cinco notificaciones iguales al día".
  '(?:notificacion|aviso|recordatorio)[\\wñ]* (?:iguales|repetid[\\wñ]*|duplicad[\\wñ]*)|' +
  // Notifications named by what they are of, which one wants or not: "las notis del grupo", "los avisos de la racha".
  '(?:notificacion[\\wñ]*|notis?|avisos?|alertas?|recordatorios?) (?:del|de la|de los|de las|de mi|de mis) (?:grupo|comunidad|mensajes?|racha|reto|entreno|entrenamiento|rutina|app|aplicacion|coach|emilio|publicacion[\\wñ]*)|no recibo|no me llegan?|no (?:me )?suenan?|' +
  // The video as the product shows it: unavailable, waiting for a tap, in the other gender's version.
  'no disponible|toca para reproducir|no hace nada|no pasa nada|video[\\wñ]* (?:de|del|de la|para|para el|para la) (?:hombre|mujer|hombres|mujeres|chico|chica|chicos|chicas)|' +
  'version (?:de |para )?(?:hombre|mujer|hombres|mujeres|chico|chica|femenin[oa]|masculin[oa])|' +
  // Which of the two versions one sees, asked as a choice or by who shows the exercises.
  '(?:chico|chica|hombre|mujer|entrenador|entrenadora) o (?:a |al |el |la |a la )?(?:chico|chica|hombre|mujer|entrenador|entrenadora)|' +
  '(?:verlos|verlo|videos?|ejercicios?|los quiero|lo quiero|los prefiero|los pongo)(?: [\\wñ]+){0,2} con (?:el |la |un |una )?(?:hombre|mujer|chico|chica|entrenador|entrenadora)|sonido raro|ruido raro|se (?:trancan?|traban?|pegan?|frenan?|detienen?|paran?|cortan?)|' +
  // Putting it on the phone's home screen, and choosing its reminders.
  '(?:agreg|añad|anad|pon|pong|instal|guard)[\\wñ]* (?:[\\wñ]+ )?(?:al|a la|en la|en el) (?:inicio|pantalla de inicio|escritorio)|pantalla de inicio|' +
  '(?:bajar|descargar|instalar)(?:la|lo)? como (?:app|aplicacion)|recibir (?:un |una |los |las )?(?:notificacion|aviso|recordatorio|alerta)[\\wñ]*|' +
  '(?:aviso|notificacion|recordatorio|alerta)[\\wñ]* (?:[\\wñ]+ ){0,2}a las|navegador[\\wñ]*|(?:funciona|anda|va) mejor|' +
  // The reminders by mail, or any of them still coming: "dejar de recibir los correos de recordatorio".
  '(?:dej[\\wñ]* de|no quiero|ya no quiero) recibir|(?:correo|correos|mail|mails|email|emails) (?:de|del) (?:recordatorio|aviso|racha)[\\wñ]*|' +
  '(?:me )?(?:siguen? llegando|llegan?) (?:[\\wñ]+ )?(?:recordatorio|notificacion|aviso|alerta)[\\wñ]*|' +
  // Whether it can be installed at all, on a phone without the usual store: "¿hay forma de instalarla?".
  '(?:hay forma|hay manera|se puede|puedo|como puedo) (?:de )?(?:instalar|descargar|bajar)(?:la|lo)|' +
  // The app's icon gone from the phone, and a crash said in English.
  '(?:borr|desaparec|perd|quit|fue)[\\wñ]* (?:el )?(?:icono|acceso directo)|crash[\\wñ]*|keeps? (?:crashing|closing|freezing)|not working|' +
  '(?:consume|consumen|gasta|gastan|chupa|chupan|come|comen) (?:muchos |muchas |mucha |mucho |demasiad[oa]s? |toda la |todos los )?(?:bateria|datos|memoria|megas|gigas)';

/**
 * The product's features the coach has no topic of, as a member meets them: the edition's group and
 * its posts, the direct messages with the coach, the reviews and their badge, the satisfaction
 * check-in. How they work, and what to do when they fail, is the team's to answer.
 */
const FEATURES =
  '(?:el|mi|al|del|en el|nuestro|tu|su|ese|este) grupo(?! muscular)|grupo (?:del reto|de (?:la|mi) edicion)|comunidad|publicacion[\\wñ]*|publicar|publiqu[\\wñ]*|comentario[\\wñ]*|like|likes|' +
  'reseña[\\wñ]*|resena[\\wñ]*|opinion|compra verificada|insignia|encuesta[\\wñ]*|dos preguntas|' +
  'mensaje[\\wñ]* (?:privado|directo)[\\wñ]*|mensajes? (?:al|con el|con|para el|para|a|del) (?:coach|entrenador|emilio)|' +
  // Anything sent to the coach to be answered: "mandarle una pregunta al entrenador", "un audio para el coach".
  '(?:pregunta|preguntas|duda|dudas|consulta|consultas|audio|audios|nota de voz|notas de voz)(?: [\\wñ]+){0,2} (?:al|a|para el|para|con el) (?:coach|entrenador|entrenadora|emilio)|' +
  '(?:chat|chats) (?:del|con el|de) (?:coach|entrenador|emilio)|' +
  '(?:escrib|respond|contest)[\\wñ]* (?:[\\wñ]+ )?(?:al|a|con el) (?:coach|entrenador|emilio)|(?:coach|entrenador|emilio) (?:me |no me )?(?:respond|contest|escrib)[\\wñ]*';

/** The months, by which members name an edition ("el reto de enero"). */
const MONTHS = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';

/**
 * A journey told, then the day or the hour it may shift ("viajo a Chile la semana que viene, ¿se me
 * va a descuadrar el día del reto?"): the hour the challenge goes by, wherever one is.
 */
const TRAVEL_SHIFT =
  /(?:^| )(?:viaj[\wñ]*|vuelo|me (?:voy|mudo|mude|mudare|cambio) (?:a|de|para)|me voy a vivir|cambio de pais)(?= ).*(?:^| )(?:(?:se (?:me |nos |le |te )?)?(?:va a |van a |puede |podria |podra )?(?:descuadr|desajust|desfas|desacomod|desconfigur)[\wñ]*|se (?:me |nos |le |te )?(?:va a |van a |puede |podria |podra )?(?:cambi|mov|muev|corr)[\wñ]*|(?:afecta|afectara|afectaria|cambia|cambiara|cambiaria|mueve|movera|moveria))(?: [\wñ]+){0,3} (?:el |la |los |las |mi |mis )?(?:dia|dias|hora|horas|horario|calendario|reto|rutina|rutinas|racha)(?= |$)/;

/** Money, by the names regions give it, as what is recovered ("¿recupero la plata?"). */
const MONEY_RECOVERED =
  '(?:mi |el |la |lo |los |mis |todo el |todo mi )?(?:dinero|plata|lana|pasta|guita|varo|feria|pisto|pago|importe|inversion|money|que pague)';
/** What one paid, asked whether it is lost ("si veo que no es para mí, ¿pierdo lo que pagué?"). */
const MONEY_LOST = `pierd[\\wñ]* (?:todo )?${MONEY_RECOVERED}`;

/** What one may train with at home. */
const EQUIPMENT =
  'pesas|mancuernas|bandas|ligas|barra|kettlebells?|esterilla|colchoneta|tapete|equipo|aparatos|maquinas';

/** Foods and drinks by name: eating them is a nutrition question, cooking them is not. */
const FOODS =
  '(?:(?:arroz|pan|frijoles|porotos|tortillas?|huevos?|pollo|carne|pescado|atun|frutas?|verduras?|ensaladas?|avena|leche|yogur|queso|papas?|patatas?|' +
  'platanos?|bananas?|manzanas?|aguacates?|palta|chocolate|dulces?|pizza|hamburguesas?|tacos?|empanadas?|arepas?|nueces|almendras|mani|cacahuates?|' +
  'galletas?|cereal|jugos?|zumos?|refrescos?|gaseosas?|legumbres|lentejas|garbanzos|quinoa|quinua|pasta|harinas?|azucar|sal|postres?|helados?|snacks?|' +
  // The River Plate's own ("¿puedo comer un alfajor el finde?").
  'alfajor|alfajores|medialunas?|milanesas?|asado|choripan|chipa|churros?|' +
  'habichuelas|gandules|mangu|tostones|croquetas?|pastelitos?|pupusas?|tamal|tamales|yuca|mofongo|tequeños|chilaquiles|enchiladas|congri|tinto|' +
  'malanga|ñame|boniato|camote|batata|casabe|choclo|chuño|guineos?|patacon|patacones|yautia|cervezas?|cervecitas?|chelas?|birras?|vino|vinito|' +
  'salami|jamon|chorizos?|salchichas?|mortadela|gallopinto|palomitas|pochoclos?|cotufas|crispetas|canchita)' +
  // Said small as well: "el pancito de la tarde con cafecito".
  '(?:c?it[oa]s?)?)';
/**
 * A dish the member already eats, asked whether it can go on ("¿puedo seguir comiendo gallo pinto en
 * las mañanas?", "¿la empanada de la mañana la puedo seguir comiendo?"), named or not.
 */
/** Whether the routines go in order: "¿tengo que seguir las rutinas en orden?". */
const IN_ORDER =
  '(?:seguir|hacer|ver|seguirlas|hacerlas|verlos) (?:las rutinas |los entrenos |los ejercicios |los videos )?en (?:el )?orden|' +
  // Or skipped between at will: "¿puedo brincar entre ejercicios?", "¿me salto de un video a otro?".
  '(?:saltar|brincar|pasar|cambiar)(?:me)? (?:entre|de un[oa]? (?:ejercicio|video|rutina) a otr[oa]) (?:los )?(?:ejercicios|videos|rutinas)?';

/**
 * A morning's drink asked about as the member drinks it or whether it is allowed ("¿puedo seguir
 * tomando mi cafecito?", "¿el mate está prohibido?"); one told as drunk already ("ya me tomé el café,
 * ¿qué toca?") is the story around another question.
 */
const DRINKS = '(?:cafe|mate)(?:c?it[oa]s?)?';
const DRINK_ASKED = `(?:tomar|tomo|tomando|beber|bebo|bebiendo) (?:mi |el |un |una )?${DRINKS}|${DRINKS} (?:antes|despues|durante) (?:de )?(?:entrenar|la rutina|el entreno|hacer ejercicio)|${DRINKS}(?: [\\wñ]+){0,5} (?:esta|estan) (?:permitid|prohibid)[oa]s?`;
const KEPT_EATING = '(?:sigo|seguir|seguire|sigue) (?:comiendo|desayunando|cenando|almorzando|merendando)';
/** A food swapped for another ("¿puedo cambiar el arroz por quinua?", "¿cambio el pan por tortilla?"). */
const FOOD_SWAPPED = `(?:cambiar|cambio|cambiarle|reemplazar|reemplazo|sustituir|sustituyo|intercambiar|cambiamos) (?:el |la |los |las )?${FOODS} por`;
/** A food asked whether it counts or is allowed: "¿el arroz está permitido?", "¿las tortillas cuentan?". */
const FOOD_ALLOWED = `${FOODS}(?: [\\wñ]+){0,5} (?:cuenta|cuentan|vale|valen|esta (?:permitid|prohibid)[oa]|estan (?:permitid|prohibid)[oa]s|se permite|se permiten|se puede|se pueden|entra|entran)|${DRINK_ASKED}`;
const EATING =
  // (Buying is not eating: "¿dónde compro pollo barato?".)
  '(?:com(?!o (?:hago|hacer|se hace|se hacen|preparo|preparar|se prepara|cocino|cocinar|se cocina))(?!pr)[\\wñ]*|cen[\\wñ]*|desayun[\\wñ]*|almorz[\\wñ]*|almuerz[\\wñ]*|meriend[\\wñ]*|merend[\\wñ]*|tom[\\wñ]*|beb[\\wñ]*)';

/** Where cash is paid in by a code: a corner shop, a chain of them, a payment agent. */
const CASH_POINTS =
  'tienda|tiendas|tiendita|tienditas|esquina|kiosco|kiosko|abarrotes|seven|eleven|rapipago|pagofacil|efecty|baloto|corresponsal|' +
  'walmart|soriana|servipag|pagoefectivo|farmacia|farmacias';
/**
 * The wallets and local ways to pay of the Spanish-speaking world and its US members, by their
 * names ("¿se puede pagar con Webpay o con la CuentaRUT?", "do you take Zelle o Cash App?").
 */
const WALLETS =
  'yape|plin|nequi|daviplata|zelle|venmo|cash app|cashapp|webpay|cuentarut|cuenta rut|khipu|mach|bizum|oxxo|mercado pago|mercadopago|uala|codi';

/** A card named by its brand or its kind: "la visa", "mi master", "la de débito", Argentina's "Naranja". */
const CARD_NAMES =
  'visa|mastercard|master|amex|american express|maestro|debito|credito|plastico|naranja|naranja x|cabal|diners|carnet';

/** The subscription or the sign-up cancelled, by name: "cancelar la suscripción de mi cuenta". */
const SUBSCRIPTION_CANCELLED =
  '(?:(?:cancel|anul|desactiv)[\\wñ]*|parar|paro|pare|detener|detengo|frenar|freno|quitar|quito|suspender|suspendo) ' +
  '(?:la |mi |el |una )?(?:suscripcion|membresia|inscripcion|matricula|renovacion|plan)';

/** How to cancel, asked: "¿cómo lo anulo?", "¿dónde me doy de baja?", "quiero cancelarlo". */
const CANCELLING_ASKED =
  '(?:como|donde|quiero|puedo|necesito) (?:lo |la |me )?(?:anulo|cancelo|doy de baja|anular(?:lo|la)?|cancelar(?:lo|la)?|dar(?:lo|la|me)? de baja)';

/** Charges stopped: "¿cómo paro mis pagos?", "que me quiten el cobro mensual". */
const CHARGES_STOPPED =
  '(?:paro|parar|paren|pare|detengo|detener|detengan|frenar|freno|corto|cortar|corten|quiten|quitar|quito|' +
  'quitame|quitenme|suspender|suspendan)(?: [\\wñ]+)? (?:el|los|mi|mis|ese|esos|este|estos) ' +
  '(?:cobro|cargo|pago|debito|descuento)s?';

/** A charge one did not make: "un cargo del reto que yo no hice", "un pago que no reconozco". */
const CHARGE_NOT_MADE =
  '(?:cargo|cobro|compra|pago|movimiento|debito)s? (?:[\\wñ]+ ){0,4}que (?:yo )?no (?:hice|realice|reconozco|autorice|pedi)|' +
  // Told by its participle, as a bank lists it: "cobro no reconocido", "cargo no solicitado".
  // ("No autorizado" is a payment refused: the bank did not authorise it.)
  '(?:cargo|cobro|compra|pago|movimiento|debito)s? (?:[\\wñ]+ ){0,2}no (?:reconocid|solicitad)[oa]s?|' +
  // Charged, told before what one did not do: "me cobraron y yo no compré nada".
  'me (?:cobraron|cargaron|debitaron|descontaron|cobran|cargan)(?: [\\wñ]+){0,3} (?:y|pero) (?:yo )?no (?:compre|pedi|autorice|hice|contrate|solicite)';

/** A purchase or a payment that falls by itself ("se cancela la compra"): no one cancelled it. */
const SELF_CANCELLED =
  'se (?:me |le |nos )?(?:cancela|cancelo|cancelaba|anula|anulo|anulaba|cae|cayo|caia) (?:sola |solo )?(?:la|el|mi) (?:compra|pago|transaccion|operacion)';

/** Shown as if one had not paid: "en la app me sale como si no hubiera comprado nada". */
const AS_IF_NOT_PAID =
  '(?:sale|salgo|aparece|aparezco|figura|figuro|muestra|dice|trata|tratan) (?:[\\wñ]+ ){0,2}como si no (?:hubiera|hubiese|hubieramos|hubieran|he|hubiesemos) (?:pagado|comprado)';

/** The access made longer, by any verb: "¿cómo extiendo mi acceso?", "¿puedo alargar la suscripción?". */
const MADE_LONGER =
  '(?:extiendo|extender|extenderlo|extenderla|alargo|alargar|alargarlo|amplio|ampliar|ampliarlo|prolongo|prolongar) (?:mi |el |la |el tiempo de |el tiempo del )?(?:acceso|suscripcion|membresia)';

/** Sent to the page that sells what one holds: "me manda a la página de compra". */
const SENT_TO_BUY =
  '(?:me |nos )?(?:manda|mandan|mando|mandando|mandar|lleva|llevan|llevo|llevando|llevar|redirige|redirigen|redirigiendo|redirigir|redirecciona|redireccionando|envia|envian|enviando|enviar|saca|sacan|sacando|regresa|regresan|regresando|regresar|devuelve|devuelven|devolviendo)' +
  ' (?:(?:otra vez|de nuevo|de vuelta|siempre|directo) )?(?:a|al) (?:la |el )?(?:pagina|pantalla|boton|seccion|ventana|parte)? ?(?:de )?(?:compra|comprar|pago|pagar|checkout|suscripcion|suscribirme|suscribirse|planes|precios)(?= |$)';

/**
 * Sent to buy, or told by a screen that a subscription is needed ("dice que necesito suscripción y
 * estoy en el día 13"): the access, whatever day the member tells beside it.
 */
const TOLD_TO_SUBSCRIBE =
  `${SENT_TO_BUY}|` +
  '(?:dice|dicen|sale|aparece|pide|piden) (?:[\\wñ]+ ){0,2}(?:que )?(?:necesito|debo|tengo que|hay que) (?:una |la )?(?:suscripcion|suscribirme|suscribirse)(?= |$)';

/** A part of the body that touches the floor in a movement, asked ("¿la rodilla de atrás toca el piso?"). */
const FLOOR_TOUCHED =
  '(?:rodilla|rodillas|pie|pies|talon|talones|cadera|pecho|espalda|manos|codos?) (?:[\\wñ]+ ){0,2}(?:toca|tocan|tocar|debe tocar|tiene que tocar) (?:el )?(?:piso|suelo)';

/** One's address mistyped: "puse mal mi email al pagar", "escribí mal el correo". */
const ADDRESS_MISTYPED = '(?:puse|escribi|meti|ingrese|tecle[\\wñ]*) mal (?:mi |el )?(?:correo|mail|email|e mail)';

/** The challenge received as a gift: "me compraron el reto de regalo", "me lo regalaron". */
const GIFT_RECEIVED =
  '(?:me|nos) (?:lo |la )?(?:regalaron|regalo|han regalado|compraron|pagaron|pago|dieron)(?: [\\wñ]+){0,3} (?:de|como|por|para) regalo|(?:me|nos) (?:lo |la )?(?:regalaron|han regalado|ha regalado|habia regalado)';

/** Paid, whatever is said between, and nothing given or still asked to buy. */
const PAID_NOT_GIVEN =
  // Paid however it is told: "pagué", "me cobraron", "se me descontó", "hice la transferencia".
  // (The bank as who took it too: "el banco ya me descontó el dinero pero…".)
  '(?:pague|compre|he pagado|ya pague|pagado|comprado|adquiri|aboné|abone|me cobraron|me descontaron|se me desconto|me debitaron|se me debito|me desconto|me cobro|me debito|hice (?:la transferencia|el pago|el deposito))(?: [\\wñ]+){0,12} (?:y|pero) (?:[\\wñ]+ ){0,2}' +
  // Whatever the tense of what did not happen: "no se activó", "no me apareció", "no me dejaba";
  // and when it will be: "¿cuándo me activan?".
  '(?:no (?:me |se |lo |la )?(?:aparec|sal|dej|veo|vi|teng|tuve|lleg|carg|activ|habilit|desbloque|abr)[\\wñ]*|no (?:puedo|pude|podia|consigo|logro) (?:ver|entrar|acceder|abrir)|aun no|todavia no|sigo sin|sigo viendo|' +
  '(?:me )?(?:sigue|siguen) (?:pidiendo|saliendo|apareciendo|diciendo|mandando)|(?:cuando|cuanto (?:tarda|tardan|demora|demoran) en) (?:me |lo |la )?activ[\\wñ]*)';

/**
 * Money taken from one, by any verb of taking or as money that left: "me quitaron la plata", "me
 * descontaron el dinero", "el dinero ya salió de mi cuenta".
 */
const MONEY_TAKEN =
  '(?:(?:quit|sac|descont|debit|retuv|retir|cobr|carg)[\\wñ]* (?:[\\wñ]+ ){0,3}(?:plata|dinero|lana|varo|guita|pasta|pisto|importe|monto|pago)|' +
  '(?:plata|dinero|lana|importe|monto|pago|cobro|cargo) (?:ya )?(?:me )?(?:salio|se desconto|se debito|se fue|se cobro|se reflejo))';

/** The app's day ahead or behind the member's (the time zone's, not a day skipped). */
const DAY_AHEAD_OR_BEHIND =
  '(?:se (?:me |le |nos )?)?(?:adelanta|atrasa|adelanto|atraso) (?:el|un) dia|(?:sale|aparece|marca|muestra|pone|esta|va|tiene) (?:con )?el dia (?:atrasado|adelantado)|' +
  // A day more or less than it is ("la app me marca un día más", "me pone un día menos del que es").
  '(?:app|aplicacion|reto) (?:me )?(?:marca|pone|muestra|dice|cuenta|da) (?:un|dos) dias? (?:mas|menos|de mas|de menos)';

/** A meal told as done, or as the hour something is done (`PRECEDENCE_WHEN`). */
const MEAL_AS_WHEN =
  '(?:ya )?(?:desayune|cene|almorce|comi|merende)|(?:antes|despues|luego) (?:de|del) (?:la |el |mi )?(?:cena|desayuno|almuerzo|comida|merienda)';

/** Training every day without a stop, asked of the programme (rest days, not the streak). */
const EVERY_DAY_WITHOUT_STOP =
  '(?:entrenar|entreno|entrenamos|se entrena) (?:los (?:28|veintiocho) dias|todos los dias|cada dia) (?:seguidos|de corrido|sin parar|sin descanso|sin falta)';

/**
 * The day or the week one is on, told as known ("voy en el día 27", "hoy es el día 9", "voy en la
 * semana dos"): what is asked beside it is that day's or the next day's routine, not which day it is
 * (one guessed between two is not told: "¿voy por la semana 2 o ya por la 3?").
 */
/** Tomorrow's routine shown already ("ya me sale la rutina de mañana", "me aparece ya el día siguiente"). */
const TOMORROW_SHOWN =
  '(?:(?:ya (?:me )?|(?:me )?(?=(?:sale|salio|aparece|aparecio|muestra|mostro) ya ))(?:sale|salio|aparece|aparecio|muestra|mostro)(?: ya)? (?:la rutina de mañana|el dia siguiente|lo de mañana|el dia de mañana)|' +
  // Or the day told as changed already ("¿por qué me sale que ya cambió el día si aquí todavía es de tarde?").
  '(?:sale|dice|aparece|pone) que ya (?:cambio|paso|se cambio) (?:el|de) dia)';
/** How a new day or routine is said to arrive ("cambia", "se me desbloquea", "me desbloquean", "aparece"). */
const NEW_DAY_ARRIVES =
  '(?:cambia|se (?:me |nos |le )?actualiza|se (?:me |nos |le )?desbloquea|(?:me|nos|le) desbloquean?|aparece|sale|se renueva|empieza|se abre|abre|se activa|se habilita)';
/** The challenge's things said to go by something ("el reto se rige por", "las rutinas van con"). */
const THE_CHALLENGE_GOES_BY =
  '(?:reto|app|aplicacion|programa|rutina|rutinas|challenge|dia|dias|esto|todo) (?:se )?(?:rige|rigen|guia|guian|basa|basan|maneja|manejan|funciona|funcionan|cuenta|cuentan|sigue|siguen|usa|usan|va|van) (?:por|con|segun|en base a|en)';
/** Asked why, or told of an hour the member's day is not over at ("a las 8pm", "si aquí todavía es de noche"). */
const EARLY_ASKED = '(?:porque|por que|como es que|a las \\d+|\\d+pm|de (?:la )?noche|todavia|aun)';
/**
 * The app's clock or day told out of step with the member's ("la app va adelantada", "se me desfasó
 * el día", "hay un desfase de horas con la app"), moved by a change of the clocks ("el cambio de hora
 * de octubre me movió el reto", "con el cambio de hora se me descuadró todo"; a clock of one's own
 * set again after it is a watch's: "mi reloj quedó atrasado con el cambio de horario"), or the hour
 * it goes by asked against the phone's ("¿toma la hora del teléfono o la de ustedes?").
 */
const CLOCK_OUT_OF_STEP =
  '(?:app|aplicacion|reto|programa|hora|horario|dia|dias) (?:del reto |de la app |de la aplicacion )?(?:(?:me|se me|nos) )?(?:va|van|esta|estan|anda|andan) (?:muy |super |re |como )?(?:adelantad|atrasad|desfasad|descuadrad)[oa]s?|' +
  '(?:se (?:me |nos |le )?)?(?:desfas|descuadr|desajust)(?:o|aron|a|an) (?:el |la |los |las |mi |mis |todo el |toda la )?(?:dia|dias|reto|horario|hora|horas|calendario)(?= |$)|' +
  'desfase (?:de|del|con|en) (?:(?:la|las|el|los) )?(?:hora|horas|horario|dia|dias)|desfase horario|(?:hay|tengo|tiene|me da) (?:un )?desfase|' +
  '(?:cambio|cambios) de (?:hora|horario)(?: [\\wñ]+){0,6} (?:reto|app|aplicacion|rutina|rutinas|dia|dias)(?= |$)|' +
  '(?:con|por|desde|tras|despues de) el cambio de (?:hora|horario) (?:se (?:me|nos|le)|me)|' +
  'hora (?:del|de la|de mi|de tu) (?:servidor|telefono|celular|cel|movil|sistema|dispositivo)(?: [\\wñ]+){0,2} o (?:la )?(?:de ustedes|de la app|de la aplicacion|del reto|suya|vuestra)|hora del servidor|' +
  // Tomorrow shown while it is still early here ("me sale el día de mañana y aquí son las 9 de la noche").
  '(?:sale|salio|aparece|aparecio|muestra|mostro|pone|dice) (?:ya )?(?:la rutina de mañana|el dia siguiente|lo de mañana|el dia de mañana|que es mañana)(?: [\\wñ]+){0,3} (?:aqui|aca) (?:son|es|apenas son|todavia son) (?:las|la)|' +
  '(?:app|aplicacion|reto) (?:ya )?(?:me |se me )?(?:paso|cambio|se cambio|se paso|salto) (?:de|al|el) dia|' +
  // Told it is tomorrow already, or the member somewhere else ("la app me dice que ya es mañana", "la
  // app sigue pensando que estoy en el otro país").
  '(?:dice|pone|marca|muestra|sale) que ya es (?:mañana|otro dia|el dia siguiente)|(?:app|aplicacion|reto) (?:sigue |me )?(?:cree|piensa|pensando|creyendo)(?: [\\wñ]+){0,2} que (?:estoy|vivo|sigo) en|' +
  // The hour the challenge goes by asked after the verb ("¿cuál es la hora que usa el reto?"), set
  // as a place's ("¿se puede poner la hora de Venezuela?"), or the day asked to start at one's midnight.
  '(?:que|cual es la) hora que (?:usa|usan|toma|sigue|maneja|rige|cuenta)|(?:se puede|puedo|como|donde) (?:poner|pongo|elegir|elijo|configurar|configuro|seleccionar|selecciono) (?:la )?hora de [\\wñ]+|' +
  '(?:que|para que) el dia (?:empiece|cambie|arranque|inicie|comience) (?:a las|a la|a mi|con mi)|' +
  // Today's routine gone at an hour ("mi rutina de hoy desapareció a las 7 de la tarde").
  '(?:rutina de hoy|dia de hoy|lo de hoy) (?:me |se me )?(?:desaparece|desaparecio|se fue|se va|se borro|se borra|se quito|cambio) (?:a las|a la) (?:\\d+|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)|' +
  // Where one's country is set ("¿en qué parte se pone el país donde vivo?").
  '(?:donde|en que parte) (?:se )?(?:pone|pongo|cambia|cambio|elige|elijo) (?:el|mi) pais|' +
  // The hours between the member's place and another, told to set them ("tengo una hora menos, ¿cómo lo pongo?").
  '(?:tengo|tenemos|tiene|hay|son|llevo|llevamos) (?:una|dos|tres|\\d+) horas? (?:menos|mas|de diferencia)(?: [\\wñ]+){0,4} (?:pongo|elijo|escojo|selecciono|configuro|marco|cambio|ajusto)|' +
  // The member's place missing from the settings' regions ("no encuentro mi país en la lista de horarios"),
  // the region chosen ("¿cómo cambio la región?"), the day changing by the hour ("cambian según la hora").
  '(?:encuentro|aparece|sale|esta|veo) (?:mi|el) (?:pais|ciudad|region)(?: [\\wñ]+){0,3} (?:lista|opciones|configuracion|hora|horario|zona)|' +
  '(?:cambio|cambiar|pongo|poner|elijo|elegir|escojo|escoger) (?:la|mi) region|(?:cambia|cambian) (?:segun|con|por) (?:la )?hora';

const DAY_TOLD = `(?:voy|estoy|ando|vamos|estamos|hoy es|hoy toca|ya es|ya voy) (?:en |por )?(?:el |la )?(?:dia|semana) (?:\\d+|${NUMBER_WORD})(?! o (?:ya )?(?:en |por )?(?:el |la )?(?:\\d+|${NUMBER_WORD}))`;

/** The pace an exercise is done at, asked as a duty or a choice ("¿hay que ir a esa velocidad?"). */
const EXERCISE_PACE =
  '(?:hay que|tengo que|debo|puedo|se puede) (?:ir|hacerlo|hacerlos|hacerlas|hacerla) (?:a esa velocidad|a ese ritmo|mas lento|mas despacio|mas rapido|a mi ritmo)|' +
  // A repetition's own pace: "¿a qué velocidad hago cada repetición, rápido o lento?".
  '(?:velocidad|ritmo|rapido|lento|despacio)(?: [\\wñ]+){0,3} (?:cada|la|las) (?:repeticion|repeticiones|rep|reps)|(?:cada|la|las) (?:repeticion|repeticiones|rep|reps)(?: [\\wñ]+){0,3} (?:velocidad|ritmo|rapido|lento|despacio)';

/**
 * When one may stop, asked of the calendar ("¿cuándo puedo tomarme un día libre?", "¿hay algún día
 * para no hacer nada?", "¿cuándo me toca parar un día?", "¿o hay alguno que se salta?").
 */
const WHEN_TO_REST =
  '(?:cuando|cada cuanto|que dias?|en que dias?|cual(?:es)? dias?|hay (?:algun )?dias?|algun dia) (?:[\\wñ]+ ){0,4}(?:relax|flojear|parar|tirad[oa]s?|para no hacer nada|no hacer nada|libre|libres|libro|descansar|descanso)|(?:o hay|hay) (?:alguno|algun dia|alguna) (?:que se salta|sin entreno|sin entrenar|libre)|' +
  // A day to lie about on, asked: "¿hay algún día de la semana que uno pueda echarse en la hamaca?".
  '(?:cuando|que dias?|en que dias?|cual(?:es)? dias?|algun dia) (?:[\\wñ]+ ){0,6}(?:echarse|echarme|tirarse|tirarme|acostarse|acostarme|quedarse|quedarme|tumbarse|tumbarme)(?: acostad[oa]s?| tumbad[oa]s?| echad[oa]s?)? (?:en|a) (?:el |la )?(?:sillon|sofa|hamaca|cama)';
/** A day already missed, told: making it up is asked, not the calendar's rest ("perdí el lunes, ¿hay algún día libre para reponerlo?"). */
const DAY_MISSED_TOLD = '(?:me )?(?:salte|perdi|falte)|no (?:hice|pude|entrene)|repon[\\wñ]*|recuperar(?:lo|la)';

/** Results not seen, told as what happens to the money: "y si no veo resultados, ¿qué pasa con mi dinero?". */
const NO_RESULTS = 'si no (?:veo|tengo|logro|consigo|noto|obtengo|hay) (?:[\\wñ]+ ){0,2}resultados';
/**
 * The member's weight standing still, and the change awaited (progress). The kilos lost or gained
 * told by their figure are not: a fast change can be a health matter, left to the safety check and
 * the second opinion.
 */
const PLATEAU =
  'estancad[oa]s?|me estanque|(?:la |mi )?(?:balanza|bascula|pesa) (?:no )?(?:se )?(?:mueve|baja|cambia|marca lo mismo)|(?:el |mi )?peso (?:no )?(?:se )?(?:mueve|baja|cambia)|' +
  '(?:empieza|empiezan|comienza|comienzan|empiezo|comienzo) a (?:notar|ver (?:el cambio|los cambios|resultados|los resultados))';
/** When one starts, asked just after paying: "ya pagué, ¿cuándo empiezo?", "acabo de comprar, ¿cuándo arranco?". */
const STARTED_AFTER_PAYING =
  '(?:pague|compre|me inscribi|me registre|me apunte|acabo de pagar|acabo de comprar|acabo de inscribirme)(?: [\\wñ]+){0,3} (?:cuando|para cuando) (?:empiezo|arranco|comienzo|inicio|empiezan|empieza|arranca|comienza)';
/** The assistants of another maker the coach is asked whether it is ("¿eres ChatGPT o qué eres?"). */
const NAMED_ASSISTANTS = 'chatgpt|chat gpt|gpt|siri|alexa|gemini|copilot';
/** The trainer asked to tell of himself, in any person: "¿me podría contar un poco de usted?". */
const TOLD_OF_HIMSELF =
  '(?:contar|contarme|contarnos|hablar|hablarme|hablarnos) (?:[\\wñ]+ ){0,2}(?:de|sobre|acerca de) (?:ti|vos|usted)(?= |$)';
/** A restaurant named, and the plan or its measures named beside it. */
const EATING_OUT = /(?:^| )(?:restaurante|restaurantes|restaurant)(?= |$)/;
const EATING_PLAN_NAMED =
  /(?:^| )(?:plan|dieta|macros|calorias|reto|programa|salirme|salirse|saltarme|romper|rompo|cumplir)(?= |$)/;
/** Where a visitor saw the challenge advertised ("lo vi en un anuncio en Instagram"): not another app's matter. */
const SEEN_ADVERTISED_WORDS =
  '(?:lo|la|los|las|te|le) (?:vi|vimos|encontre|conoci)(?: en)?(?: (?:un|una) (?:anuncio|publicidad|video|reel|post))?(?: en)? (?:instagram|insta|tiktok|facebook|face|youtube)';
const SEEN_ADVERTISED = words(SEEN_ADVERTISED_WORDS);
/** The member's plan or the challenge named. */
const THE_PLAN_NAMED = /(?:^| )(?:plan|dieta|reto|programa)(?= |$)/;
/** A food's calories or nutrients asked of the food itself. */
const FOOD_CONTENT = new RegExp(
  `(?:^| )(?:cuantas|cuanta|cuantos|cuanto) (?:calorias|kcal|proteina|proteinas|carbohidratos|carbos|grasa|grasas|azucar|fibra) (?:tiene|tienen|hay en|lleva|llevan|aporta|aportan) (?:(?:un|una|el|la|los|las|unos|unas) )?${FOODS}(?= |$)`,
);
/** The goals a programme serves: "bajar de peso", "ganar músculo", "tonificar". */
const GOAL_SERVED =
  '(?:bajar de peso|bajar peso|adelgazar|perder peso|perder grasa|quemar grasa|ganar (?:musculo|masa|masa muscular)|tonificar|definir|marcar)';
/** Only videos or more, asked of what the challenge holds: "¿es solo videos o también hay dieta?". */
const ONLY_VIDEOS =
  '(?:es|son|trae|incluye) solo (?:ver )?(?:los |unos )?videos o|solo (?:ver )?(?:los |unos )?videos o (?:tambien|ademas|hay)';
/** The app named after it: "en la app", "al entrar a la app". */
const IN_THE_APP = '(?: en la app| al entrar(?: a la app)?| al abrir la app)?';
/** Where the trainer is from, asked by his nationality ("¿Emilio es dominicano?"). */
const TRAINER_NATIONALITY_ASKED = `(?:${THE_TRAINER}) es (?:mexican|español|argentin|colombian|dominican|venezolan|peruan|chilen|cuban|uruguay|ecuatorian|puertorriqueñ|guatemaltec|hondureñ|costarricens|panameñ|salvadoreñ|nicaragüens|paraguay|bolivian)[oae]s?`;

/** Who is behind the challenge, or the trainer's own story, asked (`TOPIC_EVIDENCE`, `PRECEDENCE_WHEN`). */
const BEHIND_IT_ASKED =
  'quien (?:esta|hay|anda) (?:detras|atras) (?:de esto|del reto|de este reto|del programa|de este programa|de todo esto|de la app)|' +
  '(?:cual es|cuentame|cuentanos|cuenteme|me cuentas) (?:tu|su) historia|' +
  'como (?:empezaste|comenzaste|arrancaste|empezo usted|empezo emilio) (?:con|en) (?:esto|el fitness|los retos|el entrenamiento|lo de los retos)';

/** Where a new member starts, asked last: "acabo de entrar, ¿por dónde empiezo?". */
const WHERE_TO_START =
  `por donde (?:empiezo|arranco|comienzo|inicio|empezar|arrancar|comenzar)(?: (?:emilio|entonces|ahora|aqui|aca|con esto|con todo))?${IN_THE_APP}$|` +
  // Or what one does first ("me registré ayer, ¿qué hago primero?", "¿qué hago primero al entrar a la app?").
  `que (?:hago|tengo que hacer|debo hacer) (?:primero|al principio|para empezar|para arrancar)${IN_THE_APP}$`;

/** The team asked of as who answers ("¿a qué hora contestan los del equipo?"). */
const THE_TEAM = 'el equipo|ustedes|alguien|la gente|el staff|los del equipo|los de soporte';

/**
 * A greeting told as what one does or came for ("nomás saludando", "paso a saludarte", "te mando un
 * saludo"): the greeting's evidence, and the coach's sign that greeting is a message's point.
 */
const GREETING_TOLD_WORDS =
  'saludando|saludar(?:te|lo|la|le|les|los|las)?|(?:mandarte|mandar|dejarte|dejar|te mando|te dejo|te envio) (?:un )?saludo|' +
  // A hug sent, and reporting in ("te mando un abrazo grande", "aquí reportándome desde Cali").
  '(?:mandarte|mandar|dejarte|te mando|te dejo|te envio|les mando|le mando) (?:un )?(?:abrazo|abrazote|abrazo grande|fuerte abrazo|besito|beso)|reportandome|reportandose|aqui reportando|' +
  // A formal letter's greeting, its salutation and its sender's ("reciba un cordial saludo", "Estimado
  // señor:", "le saluda Mercedes").
  '(?:reciba|recibe|reciban|recibid) (?:un )?(?:cordial |afectuoso |atento )?saludo|un cordial saludo|saludo cordial|' +
  '^estimad[oa]s? (?:señor|señora|señores|emilio|coach|entrenador|profe|equipo)|(?:te|le|les|os) saluda(?:mos)?';
export const GREETING_TOLD = words(GREETING_TOLD_WORDS);

/** Per topic, the evidence it needs: every pattern of the list must match. */
export const TOPIC_EVIDENCE: Readonly<Record<Exclude<CoachIntent, 'safety'>, readonly RegExp[]>> = {
  'routine.today': [
    // (Or a count of it asked, the day's sets or rest: "¿cuántos segundos de jumping jacks hoy?", or
    // the order of its exercises.)
    new RegExp(`${words(TRAINING).source}|${DOSE_ASKED.source}|${EXERCISE_ORDER_ASKED.source}`),
    new RegExp(
      `${
        words(
          'hoy|hoycito|del dia|de hoy|ahora|ahorita|ya|ahora mismo|en este momento|este dia|toca|tocan|mi rutina|mi entreno|hay que hacer|(?:ver|veamos) (?:la|mi) rutina|today|todays|' +
            // Ready to start, asked what with (no day named is today).
            `${READY_TO_START}|` +
            // Today by its part ("la sesión de esta mañana", "esta tarde") and being ready now ("ya estoy lista, ¿qué hacemos?").
            'esta mañana|esta tarde|esta noche|(?:estoy|ando|estamos|andamos|ya) (?:[\\wñ]+ )?(?:list[oa]s?|preparad[oa]s?)(?! para (?!(?:entrenar|entreno|el entreno|la rutina|empezar|arrancar|darle)(?= |$)))|' +
            // A day of the week by its name, today's or one to come ("¿qué hago el viernes?"; the
            // answer finds which), not one gone ("el lunes pasado").
            '(?:el|este|del|para el|pal) (?:proximo )?(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?! pasad[oa])',
        ).source
      }|${ROUTINE_ALONE.source}|${EXERCISE_ORDER_ASKED.source}`,
    ),
  ],
  'routine.tomorrow': [
    words(
      TRAINING +
        // A preview asked ("¿me adelantás qué trae?"), and the one of tomorrow ("¿la de mañana es corta?").
        '|que viene|sigue|siguiente|programad[\\wñ]*|que tengo|que hay(?= (?:pa |para )?mañana)|me espera|vienen?|^y|y (?=(?:la |el |lo )?(?:de |para |pa )?mañana)|para|pa|lo de|' +
        'que trae|adelant[\\wñ]*|anticip[\\wñ]*|(?:la|el) de(?= mañana)',
    ),
    words(
      '(?:siguiente|proxima) (?:sesion|clase|entreno)|(?:el |del )?dia que sigue|(?<!(?:esta|por la|de la|en la|a la|en las|por las|cada|toda la) )mañana|(?<!(?:por la|en la|de la|a la|la) )mañanita|tomorrow|tomorrows|pasado hoy|proxima rutina|siguiente rutina|(?:el |del )?(?:dia siguiente|siguiente dia|proximo dia)|despues de (?:la|el) de hoy',
    ),
  ],
  'rest.days': [
    words(
      'descans[\\wñ]*|reposo|(?:cuando|que dia|que dias) libro|recovery|' +
        // The body let recover, in any person ("¿cuándo le doy chance al cuerpo de recuperarse?"), and a
        // day when nothing is due ("¿hay algún día que no toque mover nada?", "días sin entrenar").
        'recuperar(?:se|me|nos|te)|(?:el cuerpo|los musculos|musculos|el musculo) (?:[\\wñ]+ ){0,3}(?:recuper|descans|repos)[\\wñ]*|' +
        // Pauses, as some call them ("¿cuántos días de pausa trae por semana?"), and a breather given
        // ("¿cada cuánto me dan un respiro?"); the day it is due to stop ("el día que toca parar").
        '(?:dia|dias) de pausa|(?:me|nos|te) (?:dan|da|dais|toca|tocan) (?:un |algun )?respiro|(?:dia|dias) de respiro|' +
        '(?:el|los) dias? que (?:me |nos )?(?:toca|tocan|hay que|(?:la app )?(?:me |nos )?dice que) (?:parar|frenar|frene|pare|no hacer nada)|' +
        'pausas?(?: [\\wñ]+){0,2} (?:por|a la|cada) semana|' +
        // The weekend asked as free: "¿el finde es libre?", "¿los domingos son de descanso?".
        '(?:el |los )?(?:finde|findes|fin de semana|fines de semana|sabados?|domingos?) (?:es|son|seria|serian|queda|quedan|va|van) (?:libres?|de descanso)|' +
        'no (?:me |nos |te )?(?:toque|toca|tocan|toquen|haya que|hay que) (?:[\\wñ]+ )?nada|(?:dia|dias) (?:[\\wñ]+ )?sin (?:entrenar|entreno|rutina|ejercicio|moverse|moverme)|dia libre|dias libres|dia off|rest days?|days? off|no se entrena|no (?:hay que|toca|tengo que|se debe|debo|se tiene que) entrenar|recuperacion|' +
        `recupero(?! ${MONEY_RECOVERED})|libra|librar|libras|libramos|` +
        // When one may stop, asked without resting's words: "¿cuándo toca flojear?", "¿hay día de
        // relax?", "¿qué días me puedo quedar tirado en el sillón?", "¿hay alguno que se salta?".
        `${WHEN_TO_REST}|(?:dia|dias) de (?:relax|flojera|no hacer nada)|` +
        // The dashboard's day bubble with its plus, a rest day's ("el + en la burbujita, ¿qué significa?").
        `${DAY_BUBBLE}(?: [\\wñ]+){0,3} (?:mas|signo mas|signo de mas|plus|cruz|crucecita)|(?:un|el|signo) (?:mas|plus)(?: [\\wñ]+){0,3} ${DAY_BUBBLE}|` +
        // The weekend asked day first: "¿el domingo se entrena?", "¿los sábados hay rutina?"; a day of
        // the challenge by its number, asked alone ("¿el día 7 se entrena?", not "…con pesas?").
        '(?:el )?dia \\d+ (?:se entrena|hay rutina|hay entreno|hay que entrenar|toca entrenar|se descansa)(?= o |$)|' +
        '(?:el |los )?(?:sabado|domingo|sabados|domingos|fin de semana|finde|findes|fines de semana) (?:se entrena|entreno|entrenamos|toca entrenar|toca rutina|hay rutina|hay entreno|hay que entrenar|se descansa|descanso|descansamos)|' +
        '(?:cuantos|cuantas) (?:dias|veces) (?:a la|por|de la|cada) semana (?:se entrena|entreno|entrenamos|hay que entrenar|toca|hay rutina|hay entreno)|' +
        // Every day without a stop, asked: "¿tengo que entrenar los 28 días seguidos sin parar?".
        `${EVERY_DAY_WITHOUT_STOP}|` +
        '(?:se entrena|entreno|entrenamos|hay que entrenar|toca entrenar) (?:todos los dias|los fines de semana|el fin de semana|el finde|los domingos|los sabados|sabados|domingos)',
    ),
    // Resting in the challenge's calendar, not sleeping well or a holiday.
    words(
      'dia|dias|toca|tocan|cuando|cuantos|cuantas|cada cuanto|que dia|semana[\\wñ]*|programa|reto|hoy|mañana|' +
        'lunes|martes|miercoles|jueves|viernes|sabado[\\wñ]*|domingo[\\wñ]*|finde|findes|fines de semana|se entrena|fin de semana|libre|libres|off|entre|rutina[\\wñ]*|entreno[\\wñ]*|puedo|se puede|hay|day|days|when|which|' +
        DAY_BUBBLE,
    ),
  ],
  'challenge.how': [
    words(
      'funciona[\\wñ]*|consiste|de que (?:va|trata|se trata)|(?:que|q) es (?:esto|eso) del (?:reto|programa|challenge)(?! (?:de|del) (?!(?:28|veintiocho) dias|(?:las )?(?:4|cuatro) semanas|emilio))|como va (?:esto|el reto|este reto|el programa)|dinamica|estructura[\\wñ]*|organiza[\\wñ]*|incluye|dura|duran|duracion|' +
        'semanas|explica[\\wñ]*|metodo|trae|como es|' +
        // The women's and men's versions asked of ("¿hay versión para mujeres o son los mismos ejercicios?").
        `${VERSIONS_ASKED}|(?:los )?mismos ejercicios (?:que|para)|` +
        // The private group the sales page sells, asked whether there is one ("¿hay un grupo privado
        // para los del reto?").
        '(?:hay|habra|tienen|existe|viene con|dan acceso a) (?:un |una |algun |alguna )?(?:grupo|comunidad|chat) privad[oa]|' +
        // Live or recorded: "¿el reto es en vivo por videollamada o son videos grabados?".
        '(?:es|son|hay|sera|seran) (?:clases )?(?:en vivo|en directo)|(?:clases|videos|sesiones) (?:en vivo|en directo|grabad[oa]s)|' +
        // New routines each day, or the same ones repeated: "¿cada día sale una rutina nueva o son las
        // mismas que se repiten?".
        '(?:rutinas|ejercicios|videos|entrenos|entrenamientos) (?:se repiten|(?:son|estan|vienen) repetid[oa]s)|(?:son|es) (?:siempre )?(?:las mismas|los mismos) (?:que se repiten|cada|todos)|' +
        '(?:mismos (?:ejercicios|videos|entrenos)|mismas rutinas|misma rutina|mismo (?:ejercicio|video|entreno)) (?:todos los dias|cada dia|cada semana|siempre)|' +
        '(?:cada|todos los) dias? (?:sale|salen|hay|es|viene|vienen|llega|llegan) (?:una |un )?(?:rutina|entreno|video|ejercicio)s? (?:nuev|distint|diferent)[\\wñ]*|' +
        // How it goes on from week to week: "¿la intensidad cambia cada semana o siempre es igual?".
        '(?:la intensidad|la dificultad|el nivel|la carga|la rutina|las rutinas|los ejercicios|los entrenos) (?:[\\wñ]+ ){0,3}(?:cambia|cambian|sube|suben|aumenta|aumentan|va subiendo|van subiendo|progresa|progresan|se pone|se ponen|va cambiando|van cambiando)|' +
        // Said the other way round: "¿cada semana sube la intensidad?", "¿cambia de intensidad?".
        '(?:cambia|cambian|sube|suben|aumenta|aumentan|va subiendo|van subiendo) (?:de |la |el )?(?:intensidad|dificultad|nivel)|' +
        // Compared with another way to train: "¿en qué se diferencia de las rutinas de youtube?".
        '(?:en )?(?:que|como) se diferencia|que (?:ha )?cambiado|que cambio (?:en|del|de|con|respecto)|(?:edicion|reto|version) (?:anterior|pasad[oa])|' +
        // How the weeks to come change, and a day shown as an example ("¿cambia algo de la semana 3 en
        // adelante?", "dame un ejemplo de un día de entrenamiento").
        '(?:cambia|cambian) algo (?:de|en|a partir de|desde) la semana|(?:como sigue|como va|que trae) la (?:segunda|otra|ultima) mitad|' +
        '(?:un )?ejemplo de (?:un |una )?(?:dia|rutina|entreno|sesion|semana)|(?:como es|como seria) un dia (?:de entrenamiento|de entreno|tipico|normal|cualquiera)|' +
        // What sets it apart, and the goal it serves ("¿este qué tiene de diferente?", "¿sirve para
        // bajar de peso o es más para ganar músculo?").
        'que (?:tiene|trae) de (?:diferente|distinto|especial)|que lo hace (?:diferente|distinto|especial)|' +
        `(?:sirve|funciona|es|esta pensado|esta hecho) (?:mas )?(?:para|pa) ${GOAL_SERVED}|(?:o es|o sirve) (?:mas )?(?:para|pa) ${GOAL_SERVED}|` +
        // How many take it: "¿cuántas personas hacen el reto?".
        'cuantas personas (?:hacen|hicieron|estan en|participan|hay)|cuanta gente|' +
        '(?:que|cual es la) diferencia (?:hay )?(?:con|entre|de)|' +
        // Whom it is for: a beginner, someone who never trained, any level.
        'principiante[\\wñ]*|novat[\\wñ]*|(?:que|cualquier|mi) nivel|(?:es|sirve|funciona) para (?:mi|hombres|mujeres|chicos|chicas|(?:adultos |personas )?mayores|adultos|gente mayor|cualquier edad|todas las edades)|(?:apto|apta) para|sin experiencia|(?:nunca|jamas) (?:hice|he hecho|ha hecho|han hecho|hizo|hago|hace) (?:ejercicio|deporte)|sirve para (?:alguien|una persona|gente) (?:que|sedentari[\\wñ]*|como yo)|para (?:cualquiera|todo el mundo|gente sedentaria|sedentari[oa]s)|' +
        // How it arrives: "¿me mandan videos cada día?", "¿cómo es la cosa?", a day at a time, and
        // what it asks of one ("¿qué es lo que hay que hacer en este reto?").
        `como es la cosa|${DAILY_OPENING}|${WHAT_IT_ASKS}|` +
        // Only videos, or more besides, asked of what it holds ("¿es solo ver videos o también hay dieta?").
        `${ONLY_VIDEOS}|` +
        // Where a new member starts ("acabo de entrar, ¿por dónde empiezo?").
        `${WHERE_TO_START}|` +
        // What one needs, the time a day it takes, live or recorded.
        'que necesito (?:para|pa) (?:empezar|hacerlo|el reto|entrenar|arrancar)|(?:hay que|tengo que|necesito) ir (?:al|a un) (?:gimnasio|gym)|(?:se hace|es|se puede hacer) (?:todo )?en casa|material|equipamiento|mancuernas|' +
        // The equipment asked: "¿necesito pesas o con mi cuerpo basta?", "¿hace falta comprar bandas?".
        `(?:necesito|necesitas|necesita|hace falta|hacen falta|hay que (?:tener|comprar)|tengo que comprar|se necesitan?|ocupo) (?:[\\wñ]+ ){0,2}(?:${EQUIPMENT})|con (?:mi|el) (?:propio )?(?:cuerpo|peso corporal)|` +
        // Its mechanics, its story, what what one bought holds ("¿me explicás la mecánica?", "¿cómo es
        // el cuento de los 28 días?", "¿qué incluye lo que compré?").
        'mecanica|el cuento (?:de|del)|(?:esta|viene|va) (?:armad|montad)[oa] (?:el programa|el reto|esto)|(?:el programa|el reto) (?:esta|viene|va) (?:armad|montad)[oa]|(?:que|q) (?:incluye|trae|tiene) lo que (?:compre|pague|adquiri)|' +
        // A gym needed, or home enough, and whom it is for with a word between ("¿es solo para mujeres?").
        '(?:necesito|necesitas|necesita|se necesita|hace falta|requiere|requieres|hay que tener|tengo que tener|ocupo|ocupas|ocupa) (?:un |el |ir al |ir a un )?(?:gym|gimnasio)|' +
        '(?:se puede|puedo|podre|se podra|lo puedo|la puedo|se deja|sirve|vale)(?: hacer)? (?:en|desde) (?:la |mi )?casa|' +
        '(?:es|sirve|funciona|vale|esta pensad[oa]|esta hech[oa])(?: (?:solo|solamente|nada mas|unicamente|tambien|exclusivamente|igual))? para (?:hombres|mujeres|chicos|chicas|varones|señoras|señores|ellas|ellos)|(?:tambien|solo|solamente) para (?:hombres|mujeres|chicos|chicas|varones)|' +
        // The time one has a day, whom it is for by age, the routines a week.
        '(?:\\d+|una|media) (?:minutos|min|hora|horas) (?:al|por|cada) dia|me alcanza|(?:cuanto|cuanta|cuantos|cuantas) (?:rato|tiempo|horas|minutos)(?: [\\wñ]+){0,1} (?:al|por|cada|a la) (?:dia|semana)|(?:es|sirve) para (?:alguien|gente|personas) (?:de mi edad|mayor[\\wñ]*|como yo)|' +
        // Whom it serves, told by where one starts ("¿sirve para alguien que arranca de cero?"), and
        // whether the routines go in order ("¿tengo que seguir las rutinas en orden?").
        '(?:es|sirve|vale) para (?:alguien|gente|personas|una persona) que (?:arranca|arrancan|empieza|empiezan|parte|parten|nunca|no ha|no han|no hace|no hacen)|' +
        `${IN_ORDER}|` +
        'jubilad[oa]s?|de mi edad|' +
        '(?:cuantas|\\d+) (?:rutinas|entrenos|sesiones|entrenamientos) (?:por|a la|cada|en la) semana|' +
        // The programme's shape asked of what it holds: how many routines there are, how long they last,
        // where they are done, what one needs to have ("¿cuántas rutinas hay por semana?", "¿las rutinas
        // son de cuánto tiempo?", "¿es para hacer en casa o en el gym?", "¿qué necesito tener?").
        '(?:cuantas|cuantos) (?:rutinas|entrenos|sesiones|entrenamientos|videos|ejercicios|clases) (?:hay|tiene|trae|traen|vienen|son|incluye)|' +
        '(?:de )?cuanto (?:tiempo|rato) (?:son|es|duran?)|cuanto (?:dura|duran|tarda|tardan|toma|lleva) (?:cada|la|las|una|el|los) (?:rutina|rutinas|sesion|sesiones|entreno|entrenos|clase|clases)|(?:son|es|duran?) (?:de )?cuanto (?:tiempo|rato)|' +
        '(?:en )?(?:la )?casa o (?:en )?(?:el |un |al )?(?:gym|gimnasio)|(?:gym|gimnasio) o (?:en )?(?:la )?casa|para hacer en (?:la )?casa|' +
        '(?:que|q) (?:necesito|necesitas|necesita|se necesita|hace falta|ocupo|ocupas) (?:tener|comprar)|' +
        'cuanto tiempo (?:al|por) dia|(?:le )?(?:tengo|tendria|hay) que dedicar|dedicarle|en vivo|en directo|grabad[\\wñ]*|pregrabad[\\wñ]*|a mi ritmo|(?:me |nos )?(?:mandan|envian|dan|llegan|llega) (?:los |unos |una |un )?(?:videos?|rutinas?|ejercicios?|entrenos?) (?:cada|todos los|al|por) dias?|que es (?:el|este) (?:reto|programa)|como va|que (?:tengo|hay) que hacer|de que se trata|la idea|en que consiste|cuantas semanas|cuantos dias (?:dura|son|tiene)',
    ),
    words(
      // What it holds beside the videos, as the sales page sells it: the private group, the direct contact.
      'grupo privado|comunidad privada|chat privado|contacto directo|' +
        'reto|programa|challenge|esto|el plan|consiste|el tema|la idea|la dinamica|semanas|la intensidad|la dificultad|la cosa|cada dia|todos los dias|sedentari[\\wñ]*|principiante[\\wñ]*|novat[\\wñ]*|nivel|ejercicio|ejercicios|deporte|videos|rutinas|' +
        `empezar|arrancar|gimnasio|gym|casa|material|dedicar|al dia|por dia|clases|cuerpo|${EQUIPMENT}|` +
        'jubilad[\\wñ]*|de mi edad|mayor[\\wñ]*|sesiones|entrenos|semana|entrenar|entrenamiento|ejemplo|programas|edicion|' +
        // Whom it is for: "¿es solo para mujeres?".
        'hombres|mujeres|chicos|chicas|varones|version|versiones|' +
        // Asked for someone before buying: "mi hermana quiere saber cómo funciona antes de comprarlo".
        'comprar[\\wñ]*|antes de (?:comprar|pagar|inscribir|apuntar)[\\wñ]*|' +
        `${WHERE_TO_START}|` +
        'rutina|sesion|entreno|clase|28 dias|veintiocho dias|lo que (?:compre|pague|adquiri)|mecanica|' +
        // Told where it was seen advertised ("¿cómo funciona? lo vi en un anuncio en Instagram").
        `${SEEN_ADVERTISED_WORDS}|` +
        // Asked alone, of the only thing the coach is about: "¿cómo funciona?", "¿sirve para bajar de peso?".
        '^(?:[\\wñ]+ )?(?:como|cmo|komo) funciona$|' +
        `^(?:(?:hola|buenas|oye|y|pero|emilio) )*(?:sirve|funciona|es) (?:mas )?(?:para|pa) ${GOAL_SERVED}`,
    ),
  ],
  'edition.next': [
    words(
      // (The next time is not an edition: "que no me cobre solo la próxima vez".)
      'proxim[\\wñ]*(?! vez)|siguiente[\\wñ]*(?! vez)|nuev[oa]s?|next|otra|otro|abren|' +
        // The one that follows, asked when ("¿para cuándo el que sigue?", "¿cuándo es la que viene?").
        '(?:para |pa )?cuando (?:[\\wñ]+ )?(?:el|la) que (?:sigue|viene)|(?:reto|edicion|ronda|programa) que sigue|' +
        // Started, as the River Plate says it ("¿y el que sigue cuándo larga?").
        '(?:cuando|que dia|para cuando|pa cuando) (?:[\\wñ]+ )?largan?|' +
        // Opened or started again ("¿cuándo vuelven a abrir el reto?").
        '(?:vuelv|volv)[\\wñ]* a (?:abrir|empezar|arrancar|lanzar|sacar)|reabr[\\wñ]*|abre|empieza[\\wñ]*|empiezo|empezaria|arranca[\\wñ]*|arranco|comienza[\\wñ]*|comienzo|inicia[\\wñ]*|' +
        'empiece[\\wñ]*|empiecen|comience[\\wñ]*|comiencen|arranque[\\wñ]*|arranquen|inicie[\\wñ]*|abra|abran|' +
        `(?:hay|habra|abren|sale|tienen) (?:un |otro )?(?:reto|edicion|grupo) (?:en|para|de) (?:${MONTHS})|` +
        'que viene|proximo mes|siguiente mes|tengo que esperar|hay que esperar|(?:unir|sumar|apuntar|inscribir)(?:me|se)? (?:ahora|ya|hoy)|' +
        // Moving on to the one that follows ("¿me puedo meter al que sigue?"), and another asked
        // for last ("ya se llenó este? ¿cuándo hay otro?").
        '(?:al|en el|a la|en la) que sigue|(?:para )?cuando (?:hay|habra|sale|abren) otr[oa]$|' +
        // When one starts, asked just after paying ("ya pagué, ¿cuándo empiezo?").
        `${STARTED_AFTER_PAYING}|` +
        // Started already, or still in time to join ("¿el reto ya empezó o todavía alcanzo a entrar?").
        '(?:empezo|comenzo|arranco|inicio|empezaron|arrancaron)(?: [\\wñ]+){0,2} o (?:todavia|aun) (?:alcanzo|alcanzamos|llego|estoy a tiempo|puedo|me puedo)|' +
        '(?:todavia|aun) (?:alcanzo a|estoy a tiempo de|llego a tiempo a) (?:entrar|unirme|meterme|inscribirme|apuntarme)|' +
        // Its number asked: "¿qué número de reto sigue?".
        '(?:que|cual) numero (?:de reto|de edicion|de grupo)? ?(?:sigue|viene|toca)|' +
        // The enrolment opening again: "¿cuándo abre de nuevo la inscripción?".
        '(?:cuando|para cuando) (?:abre|abren|se abre|se abren|vuelve a abrir|vuelven a abrir)(?: de nuevo| otra vez)? (?:la |las )?inscripcion[\\wñ]*|' +
        // The challenge taken again, which is taking the next one ("¿puedo repetir el reto?", "si lo
        // repito el mes que viene, ¿empiezo en la semana 1?").
        `${REPEATED}`,
    ),
    words(
      `${REPEATED}|${STARTED_AFTER_PAYING}|` +
        'edicion[\\wñ]*|reto|ronda|grupo|convocatoria|inscripcion[\\wñ]*|inscrib[\\wñ]*|apunt[\\wñ]*|fecha|proxima|proximo|siguiente|esperar|unir[\\wñ]*|sumar[\\wñ]*|' +
        // A group of members who start together, by the names regions give it.
        'tanda[\\wñ]*|camada[\\wñ]*|generacion[\\wñ]*|cohorte[\\wñ]*|promocion[\\wñ]*|hornada[\\wñ]*|oleada[\\wñ]*|lote[\\wñ]*|' +
        // Asked in English: "next challenge?", "when is the next round", "when does the next one start".
        // A month named: "¿hay reto en enero?", "¿cuándo empieza el de diciembre?".
        `challenge|edition|round|start|starts|begin|begins|${MONTHS}|` +
        // The other one, or the one that starts after buying: "¿cuándo empieza el otro?", "si compro hoy, ¿cuándo arranco?".
        'el otro|la otra|(?:para )?cuando (?:hay|habra|sale|abren) otr[oa]$|(?:el|la|al) que (?:sigue|viene)|(?:si|cuando) (?:lo |la )?(?:compro|pago|me inscribo|me apunto)|' +
        // The new one starting: "avísame cuando empiece el nuevo".
        'cuando (?:empiece|empieza|abra|abre|arranque|arranca|comience|comienza|inicie|inicia|salga|sale) (?:el|la) (?:nuevo|nueva)',
    ),
  ],
  'edition.current': [
    words(
      // (A long weekend is no end: "estuve de viaje el fin de semana largo".)
      'termina[\\wñ]*|acaba[\\wñ]*|finaliza[\\wñ]*|termine|acabe|finalice|fin(?! de semana)|final|hasta cuando|hasta que fecha|hasta que dia|se acaba|vence|caduca[\\wñ]*|cierra|ultimo dia|' +
        // The date the last day falls on: "¿qué fecha cae el día 28 de este reto?".
        '(?:que fecha|que dia|cuando) cae (?:el )?(?:dia 28|dia veintiocho|ultimo dia)|(?:el )?(?:dia 28|dia veintiocho|ultimo dia) cae (?:en )?(?:que fecha|que dia|cuando)|' +
        'cuanto acceso|me queda (?:mucho |poco )?acceso|' +
        // Access kept after the end, asked by its length: "¿cuánto tiempo tengo acceso después
        // del reto?".
        '(?:cuanto tiempo|cuantos dias|hasta cuando) (?:tengo|tendre|tendria|me queda|me quedan|me dan|hay) (?:de )?acceso(?! (?:a|al) )|acceso (?:despues|luego|al terminar|cuando termine)|' +
        // One's own edition asked by its start or its number ("¿cuándo empezó mi edición?", "¿qué
        // edición es la mía?"), and how much longer one can get in.
        '(?:empezo|empezaba|comenzo|arranco|inicio|empece|comence|arranque) (?:mi|la|esta) edicion|(?:mi|esta) edicion (?:empezo|comenzo|arranco|inicio)|' +
        '(?:que|cual|en que) (?:numero de )?edicion (?:es (?:la mia|esta)|estoy|soy|me toco)|numero de (?:mi|esta) edicion|' +
        // Or by where one is ("¿en qué número de edición estamos ahorita?", "¿cuál es la edición en la que estoy yo?").
        // (Not another's edition: "¿en qué edición vamos de MasterChef?".)
        '(?:en )?(?:que|cual) (?:numero de )?edicion (?:estamos|vamos|andamos)(?! (?:de|del) (?!(?:el |este )?(?:reto|programa|challenge)(?: |$)))|' +
        '(?:la )?edicion en (?:la )?que (?:estoy|estamos|voy|ando)|' +
        // Which it is, asked by its month: "¿estoy en la edición de enero o en la de febrero?".
        '(?:estoy|voy|ando|quede|me toco) en la edicion (?:de|del)|' +
        'cuanto tiempo (?:mas )?(?:[\\wñ]+ ){0,2}(?:puedo|podre|voy a poder|tengo para) (?:[\\wñ]+ ){0,2}(?:ver|entrar|acceder|usar)|pierdo (?:el |mi )?acceso|(?:me quedo|quedo) sin acceso|' +
        // Asked in English: "when does my current challenge end?"; one's own end told in the first person.
        'end|ends|finish|finishes|over|(?:termino|acabo|finalizo) (?:el|en el|la)|' +
        // The end by its date or what follows it: "¿qué fecha es el cierre?", "¿en qué fecha concluye?",
        // "¿qué pasa cuando se terminen las 4 semanas?", "después del último video, ¿se me corta todo?".
        `${THE_END}|conclu[\\wñ]*|terminen|acaben|se me (?:corta|cierra|acaba|termina) todo|al final (?:te |nos )?dan`,
    ),
    words(
      'mi|actual|esta edicion|este reto|en la que estoy|en el que estoy|que estoy haciendo|estoy haciendo|que hago|inscrit[\\wñ]*|acceso|' +
        'puedo ver|puedo entrar|puedo usar|sigo teniendo|seguir (?:viendo|usando|entrando|teniendo)|la edicion|tengo acceso|me queda|queda|reto|programa|esto|ultimo dia|que dia|dura|' +
        `todo|${THE_END}|despues del dia \\d+|dia \\d+|(?:el |dia )?28|veintiocho|(?:las )?(?:4|cuatro) semanas|round|` +
        'pierdo (?:el )?acceso|my|current|challenge|la mia|edicion|este grupo|mi grupo|esta tanda|esta camada|esta ronda|esta generacion|cuanto tiempo (?:mas )?(?:[\\wñ]+ ){0,3}(?:ver|entrar|acceder|usar)|(?:si )?(?:empece|empezo|comence|arranque) (?:el )?(?:[\\wñ]+ )?\\d+',
    ),
    // The edition one is in, not the next one.
    // (A day or the one after it, asked of the end, is the same edition's: "¿termina este domingo o el
    // siguiente?", "¿… este domingo o el otro?".)
    /^(?!.*(?:^| )(?:proxim[\wñ]*|(?<!(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|mes|finde|fin de semana|semana) o (?:el|la) )(?:siguiente|otra|otro)|nueva|nuevo|empieza[\wñ]*|arranca[\wñ]*|comienza[\wñ]*|inicia[\wñ]*)(?: |$))/,
  ],
  'price.guarantee': [
    words(
      'how much|price|cost|cuesta[\\wñ]*|costos?|costes?|costar|costara|costaran|costaria|costarme|costarnos|saldria|precio[\\wñ]*|vale(?! la pena)|valor|cobra[\\wñ]*|' +
        // (Paying as the time before which something else is asked is no price question: "antes de
        // pagar quiero entender cómo funciona".)
        '(?<!(?:^| )antes de )(?:pag[ao]r?|pago)|cuanto (?:me |nos |te )?salen?|en cuanto sale|' +
        // Money as it is called across the Spanish-speaking world.
        'plata|dinero|lana|pasta|guita|varo|varos|luca|lucas|billete|pavos|pisto|pesos|euros|dolares|' +
        // What one must put in ("¿cuánto tendría que poner para inscribirme?", "¿qué tengo que
        // desembolsar para entrar?", "¿cuánto necesito tener ahorrado?").
        `${PUT_IN}|desembols[\\wñ]*|(?:tener|tenga) (?:ahorrad|juntad|reunid)[oa]s?|` +
        `${PRICE_PERIOD}|` +
        // What it costs to get in, asked short: "¿cuánto pa entrar?".
        'cuanto (?:pa|para) (?:entrar|unirme|inscribirme|apuntarme|meterme)|' +
        // Or after telling one wants in: "me quiero anotar, ¿cuánto es?".
        '(?:anotar|inscribir|apuntar|unir|meter)(?:me|nos|se|te)? (?:[\\wñ]+ ){0,2}cuanto (?:es|seria|sera)(?= |$)|' +
        // What it will come to, however "how much" is said ("¿qué tanto me va a salir?").
        '(?:cuanto|cuanta|que tanto|en cuanto) (?:me |nos |te |le )?(?:va|van|iria|vendria) a (?:salir|costar|cobrar)|que tanto (?:me |nos |te |le )?(?:sale|salen|cuesta|cuestan|cobran)|' +
        // How much it is, asked of the challenge or its fee by name: "¿cuánto es la inscripción?", "¿a cuánto está el reto?".
        '(?:cuanto|a cuanto|a como) (?:es|son|seria|sera|esta|anda|sale|queda) (?:la |el )?(?:inscripcion|matricula|cuota|mensualidad|suscripcion|reto|programa|challenge|plan)|' +
        // Afraid to pay for nothing, and the sales page's guarantee seal: "me da miedo pagar y que no me
        // funcione", "vi un sellito de 30 días".
        '(?:miedo|temor|desconfianza|me da cosa|nervios) (?:de |a )?(?:pagar|comprar|pagarlo|comprarlo)(?: [\\wñ]+){0,3} (?:y|que) (?:luego |despues )?no (?:me )?(?:funcione|sirva|guste|resulte|vea resultados)|' +
        '(?:sello|sellito|insignia|escudo) (?:de )?(?:30|treinta) dias|' +
        // A trial before paying: "¿hay prueba gratis?", "¿puedo probar unos días sin pagar?".
        'prueba gratis|periodo de prueba|dias? de prueba|free trial|probar (?:[\\wñ]+ ){0,3}(?:sin pagar|gratis)|' +
        // A lower price asked for: "¿hay descuento para estudiantes?", "¿tienen cupón?".
        'descuento[\\wñ]*|cupon[\\wñ]*|codigo (?:de descuento|promocional|promo)|promocion[\\wñ]*|rebaja[\\wñ]*|oferta[\\wñ]*|' +
        // Whether it costs anything at all: "¿el reto es gratis?", "¿hay que pagar algo?".
        'gratis|gratuit[oa]|(?:hay que|tengo que|tendria que|se tiene que) pagar(?= algo$| algo mas$| aparte$|$)|' +
        'moneda|tarifa|garantia|devuelven|devolucion|reembolso|barato|caro|cara|economico|inversion|suscripcion|' +
        'usd|eur|mxn|ars|cop|clp|pen|uyu|divisa|cuanto hay que|soles|bolivares|quetzales|colones|guaranies|reales|lempiras|cordobas',
    ),
    words(
      `${NO_RESULTS}|` +
        'miedo|temor|desconfianza|me da cosa|nervios|sello|sellito|insignia|escudo|' +
        'reto|programa|inscri[\\wñ]*|apuntar[\\wñ]*|unirme|entrar|plan|garantia|prueba|probar|free trial|moneda|matricula|cuota|mensualidad|pesos|euros|dolares|pavos|devuelven|cuanto|cuanta|que tanto|' +
        'es caro|es cara|(?<!(?:dolar|euro|peso|bitcoin|oro) )(?:vale|cuesta|sale) (?:mucho|caro|cara|muy caro|muy cara)(?! (?:el|la|los|las|un|una|mi|tu|su) )|usd|eur|mxn|ars|cop|clp|pen|uyu|divisa|soles|bolivares|quetzales|colones|guaranies|reales|lempiras|cordobas|' +
        // Asked alone, the price is the challenge's: another world's price names it (and is turned away).
        'precio[\\wñ]*|costos?|costes?|tarifa[\\wñ]*|how much|price|cost|codigo promocional|' +
        // A lower price asked alone is the challenge's; one of a named thing ("cupones de Zara")
        // is not.
        '(?:descuento|cupon|promocion|rebaja|oferta)[\\wñ]*(?! (?:en|de|del|tiene|tienen|que tiene|que tienen) )|' +
        // Free asked of the challenge or alone ("¿es gratis?"), paying at all asked alone.
        '(?:es|sera|son) (?:gratis|gratuit[oa])$|(?:hay que|tengo que|tendria que|se tiene que) pagar(?: algo| algo mas| aparte)?$',
    ),
  ],
  cardio: [
    words(
      'cardio[\\wñ]*|caminadora|trotadora|cinta[\\wñ]*|treadmill|caminata[\\wñ]*|caminar|inclinacion|velocidad|aerobic[\\wñ]*|correr|trotar|' +
        'hiit|bici|bicicleta|estatica|eliptica|spinning|nadar|natacion|remo|saltar la cuerda|comba|pasos|' +
        // How long one walks or runs besides: "camino 30 min", "troto media hora".
        '(?:camino|corro|troto|nado|pedaleo) (?:\\d+|media hora|una hora|un rato|todos los dias|diario)|camino (?:al dia|cada dia|diario)|cuanto camino|trot[\\wñ]*|running',
    ),
  ],
  nutrition: [
    words(
      // Eating told by the mouth or in slang ("¿qué me echo a la boca?", "¿qué morfo?", "papear").
      '(?:echo|hecho|echarme|meto|meterme|llevo|llevarme) (?:[\\wñ]+ )?a la boca|morfar|morfo|morfamos|papear|papeo|manyar|' +
        'caloria[\\wñ]*|kilocaloria[\\wñ]*|kcal|proteina[\\wñ]*|carbohidrat[\\wñ]*|carbos|hidratos|grasa[\\wñ]*|macro[\\wñ]*|dieta|ayuno[\\wñ]*|ayunar|aliment[\\wñ]*|nutrici[\\wñ]*|porcion[\\wñ]*|racion[\\wñ]*|' +
        // A diet one keeps, told.
        `${DIET_KEPT}|` +
        // ("Cómo" asking how is not eating: "¿cómo es el tema?", "¿cómo funciona?".)
        'comer|comemos|comida[\\wñ]*|como(?! (?:es|son|era|funciona|funcionan|va|van|se|hago|hace|hacemos|puedo|puede|le|te|me|asi|andas|estas|esta|ves|sabes)(?= |$))|desayun[\\wñ]*|ceno|cena|cenas|cenar|almorzar|almuerzo|almuerzos|merendar|merienda|menu|plan de comidas|agua|hidrat[\\wñ]*|litros|' +
        // What one drinks or takes beside meals.
        'tom[\\wñ]*|beb[\\wñ]*|merien[\\wñ]*|suplement[\\wñ]*|creatina|whey|cafe|alcohol|cerveza[\\wñ]*|vino|batido[\\wñ]*|snack[\\wñ]*|picar|' +
        `${EATING} (?:[\\wñ]+ )?${FOODS}|${FOODS} (?:[\\wñ]+ )?${EATING}|${PLATE_ASKED}|${FOOD_ALLOWED}|${FOOD_SWAPPED}|${KEPT_EATING}`,
    ),
    words(
      'caloria[\\wñ]*|kilocaloria[\\wñ]*|kcal|proteina[\\wñ]*|carbohidrat[\\wñ]*|carbos|hidratos|grasa[\\wñ]*|macro[\\wñ]*|dieta|ayuno[\\wñ]*|ayunar|aliment[\\wñ]*|nutrici[\\wñ]*|porcion[\\wñ]*|racion[\\wñ]*|' +
        // Eating told by the mouth or in slang ("¿qué me echo a la boca?", "¿qué morfo?", "papear").
        '(?:echo|hecho|echarme|meto|meterme|llevo|llevarme) (?:[\\wñ]+ )?a la boca|morfar|morfo|morfamos|papear|papeo|manyar|' +
        `${DIET_KEPT}|` +
        'debo comer|tengo que comer|puedo comer|que como|comidas del reto|plan|agua|hidrat[\\wñ]*|litros|' +
        // Advice asked of a meal: "¿qué me recomiendas comer después de entrenar?".
        '(?:recomiendas|recomienda|recomiendan|aconsejas|aconseja|sugieres|sugiere) (?:[\\wñ]+ )?(?:comer|cenar|desayunar|almorzar|merendar)|' +
        'que (?:ceno|desayuno|almuerzo|meriendo|ceno)|cen[oa]r?|desayun[\\wñ]*|almorz[\\wñ]*|merend[\\wñ]*|consum[\\wñ]*|ingier[\\wñ]*|ingerir|' +
        'meriendo|merienda|meriendas|almuerzo|almuerzos|cenas|comida|comidas|snack|creatina|whey|snack[\\wñ]*|picar|(?:puedo|se puede|debo|conviene) (?:tomar|beber)|(?:tomar|beber|tomo|bebo) (?:[\\wñ]+ )?(?:antes|despues|durante)|' +
        'comer antes|comer despues|como antes|como despues|(?:como|comer|comemos|picar|pico) algo|cuanto como|como para (?:bajar|adelgazar|perder)|que como|hay que comer|' +
        'comidas (?:al|por) dia|cuantas comidas|cuantas veces (?:como|comer|hay que comer)|' +
        `${EATING} (?:[\\wñ]+ )?${FOODS}|${FOODS} (?:[\\wñ]+ )?${EATING}|cuant[oa]s? ${FOODS}|${PLATE_ASKED}|${FOOD_ALLOWED}|${FOOD_SWAPPED}|${KEPT_EATING}`,
    ),
    // The member's own eating, not what one gives another to eat ("mi perro está gordito, ¿qué dieta le doy?").
    /^(?!.*(?:^| )(?:le|les) (?:doy|damos|das|da|puedo dar|podemos dar|debo dar|tengo que dar)(?: de comer)?(?= |$))/,
  ],
  progress: [
    words(
      // What one carries to the mouth is eaten, not counted ("¿qué me llevo a la boca después de entrenar?").
      'como voy|que tal voy|(?:que tal|como) lo (?:estoy haciendo|llevo|voy haciendo)|' +
        // How it went, summed up, or whether anything is left undone ("dame un resumen de cómo me
        // fue", "¿completé todo o me quedó algo pendiente?").
        '(?:como|que tal) me (?:fue|ha ido)|(?:dame|hazme|quiero|me das|me haces) un resumen|resumen de (?:como|lo que|mi progreso|mis avances)|(?:complete|termine|hice) todo|(?:me )?(?:quedo|queda|falto|falta) algo (?:pendiente|sin hacer|por hacer)|como voy de|la barrita|la barra de (?:arriba|progreso)|como vamos|como vengo|que tal vengo|como ando|como llevo|como va mi|como van mis|progreso[\\wñ]*|avance[\\wñ]*|avanzo|racha[\\wñ]*|porcentaje|completad[oa]s?|llevo(?! a la boca)|voy bien|resultado[\\wñ]*|estadistica[\\wñ]*|' +
        'seguidos|cumplid[oa]s?|avanzad[oa]|he avanzado|he progresado|(?<!(?:nunca|jamas|no) )he hecho|streak|my progress|how am i doing|llevo hech[oa]s?|he completado|cuantos entrenos|cuantas rutinas|' +
        'cuantos ejercicios|cuantas sesiones|cuantos dias (?:he|llevo)|cumpliendo|cumplo|constante|estadistica[\\wñ]*|mis numeros|historial|' +
        // The whole bar reached: "¿si llego al 100% qué pasa?".
        '(?:llego|llegue|llegar|llegando|complete|completo|completar) al (?:100|cien)(?: por ciento| %)?(?! de)|' +
        // Going forward or back, one's record of days in a row, the share done: "¿estoy avanzando o
        // no?", "voy pa atrás", "mi récord de días consecutivos", "¿en qué porcentaje ando?".
        'avanzando|(?:voy|estoy|me he quedado|me quede|ando) (?:pa |para )?atras|(?:voy|estoy) al dia o|record de dias|' +
        'dias (?:consecutivos|en fila)|en que porcentaje|' +
        // The number beside the header's circle with the member's initial (the streak's badge).
        '(?:el )?(?:numero|numerito|contador) (?:[\\wñ]+ ){0,3}(?:al lado|junto|cerca) (?:de|a) (?:la |el |mi )?(?:bolita|circulo|circulito|inicial|fueguito|fuegito|llamita)|' +
        // The scale standing still, the change awaited ("la balanza no se mueve hace 5 días", "estoy
        // estancada, ¿cuándo se empieza a notar el cambio?").
        PLATEAU,
    ),
  ],
  timezone: [
    new RegExp(
      `${TRAVEL_SHIFT.source}|${
        words(
          // Signed up in another place than where one lives ("me registré estando en Bogotá").
          '(?:me registre|me inscribi|me apunte|me di de alta) estando en (?!(?:el|la|los|las|mi|un|una|casa|trabajo)(?= ))[\\wñ]+|' +
            'zona horaria|huso[\\wñ]*|time ?zone|hora local|horario|mi hora|a que hora|(?:que|cual) hora (?:usa|toma|sigue|maneja|rige|cuenta)|medianoche|zona|zonas|hora del reto|hora de la app|' +
            // A zone by its region's name ("el reto me tiene en hora del este").
            'hora del (?:este|pacifico|centro|atlantico|montaña)|' +
            '(?:la )?hora (?:esta|sale|aparece|me sale) mal|hora de (?:mi|tu|su) pais|con (?:la |mi )?hora(?=$| de | del )|' +
            // A place's hour set in the app ("¿cómo pongo la hora de Caracas en la aplicación?").
            // ("…al reto que me salió otra": "al" as well.)
            '(?:pongo|poner|cambio|cambiar|configuro|configurar|ajusto|ajustar) (?:la|mi) hora (?:de|del) (?:[\\wñ]+ ){1,3}(?:(?:en|a) (?:la|el)|al) (?:app|aplicacion|reto|programa|perfil)|' +
            // Another city chosen in the settings for having the same hour ("no la veo en la lista, elijo
            // Buenos Aires que es la misma hora?"); two places' hours compared alone are a clock's.
            '(?:elijo|escojo|pongo|selecciono|marco|elegir|escoger|poner|seleccionar|uso|usar)(?: [\\wñ]+){0,4} (?:que|si|porque|ya que) (?:es|tiene|tienen|usa|usan|va con) (?:la )?misma hora|' +
            // (When the clocks change in a country is its calendar's: "¿cuándo cambia la hora en México?".)
            '(?<!(?:^| )cuando (?:se )?)(?:cambi|arregl|ajust|corrig)[\\wñ]* (?:la|mi) hora|(?:cambiar|ajustar|mover|tocar) algo (?:de|en) la hora(?=$| o | en (?:la app|la aplicacion|el reto|el perfil))|' +
            'hora de (?:mexico|españa|argentina|colombia|chile|peru|otro pais)|' +
            '(?:tiene|pone|marca|muestra|esta) (?:mal )?la hora|la hora (?:mal|incorrecta|equivocada|distinta|diferente)|cambia de hora|' +
            // The hour over there, where the challenge may go by: "¿qué hora es allá en España?" (the hour of a
            // place asked alone is another world's).
            '(?:sale|aparece|muestra|pone|marca|usa|tiene|toma|tome|tomar|use|usar|ponga|marque|muestre|va con|sigue) (?:la )?hora de [\\wñ]+|' +
            // The hour set wrong by the member: "creo que tengo mal puesta la hora", "tengo mal la hora".
            'mal puesta la hora|la hora mal puesta|(?:tengo|tiene|tienes|tenes) (?:mal la hora|la hora mal)|' +
            // Tomorrow's routine shown already, before the member's day is over ("¿por qué a las 8pm ya me
            // sale la rutina de mañana?", "me aparece ya el día siguiente si aquí todavía es de noche").
            `${EARLY_ASKED}(?: [\\wñ]+){0,4} ${TOMORROW_SHOWN}|${TOMORROW_SHOWN}(?: [\\wñ]+){0,6} ${EARLY_ASKED}|` +
            // Which hour it goes by, however the following is said ("¿se rige por la hora de Madrid?").
            `${THE_CHALLENGE_GOES_BY} (?:la |mi |tu |su )?hora|` +
            `${CLOCK_OUT_OF_STEP}|` +
            '(?:que|la) hora (?:es |hay |tienen )?(?:alla|ahi) (?:en|de) (?:españa|madrid|mexico|cdmx|argentina|buenos aires|colombia|bogota|chile|santiago|peru|lima|venezuela|caracas|ecuador|uruguay|usa|estados unidos|miami)|' +
            '(?:dice|pone|marca|sale|aparece) (?:que )?(?:hoy )?(?:es |estoy en )?otro dia|' +
            '(?:a )?(?:una |otra )?hora que no es (?:la mia|mi hora|la de aqui|la de mi pais)|con la hora de [\\wñ]+|' +
            // The day ahead or behind in the app ("se adelanta el día en la app", "me sale el día atrasado").
            `${DAY_AHEAD_OR_BEHIND}|` +
            // A late hour counted as one day or the other ("termino a las 3 am, ¿cuenta como el día de
            // ayer o el de hoy?").
            '(?:cuenta|cuentan|vale|valen|queda|cae) como (?:el )?(?:de |dia de )?(?:ayer|hoy) o (?:como )?(?:el )?(?:de |dia de )?(?:ayer|hoy)|' +
            // (A card or a bank from another country is the payment's: "¿es porque mi tarjeta es de otro país?".)
            '(?<!(?:tarjeta|tarjetas|banco|bancos|cuenta|cuentas)(?: es| son)? de )otro pais|diferencia horaria|horario de (?:verano|invierno)|otra hora|(?:no )?(?:me )?cuadra la hora|la hora no (?:me )?cuadra|' +
            // (The hour as phones write it too: "cambia a las 11pm".)
            // (What arrives named or not: "me desbloquean la rutina de mañana a las 10 de la noche".)
            `${NEW_DAY_ARRIVES}(?: (?:la|el) (?:rutina|dia|reto|sesion|entreno)(?: de mañana| siguiente| nuev[oa])?)? (?:como |tipo |a eso de )?(?:a las|a la) (?:\\d+(?:am|pm)?|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)|` +
            // Or at a part of the day, or hours early or late ("me aparece a media mañana", "el día me
            // cambia una hora antes que acá").
            `${NEW_DAY_ARRIVES}(?: ya)? (?:a|en) (?:media (?:mañana|tarde|noche)|mediodia)|${NEW_DAY_ARRIVES} al mediodia|` +
            `${NEW_DAY_ARRIVES} (?:una|dos|tres|cuatro|cinco|seis|siete|ocho|\\d+) horas? (?:antes|despues|mas tarde|mas temprano|adelantad[oa]|atrasad[oa])|` +
            // Tomorrow's routine shown while it is still today where the member is ("me sale la rutina
            // de mañana cuando aquí todavía es hoy").
            '(?:sale|salio|aparece|aparecio|muestra|mostro) (?:ya )?(?:la rutina de mañana|el dia siguiente|lo de mañana|el dia de mañana)(?: [\\wñ]+){0,4} (?:todavia|aun) es (?:hoy|de noche|de dia|de tarde|el mismo dia)|' +
            // The hour first: "¿a las doce cambia el día?".
            '(?:a las|a la) (?:\\d+|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce) (?:[\\wñ]+ ){0,2}(?:cambia|se desbloquea|se abre|abre|empieza|se renueva|se activa) (?:el dia|la rutina|el reto)',
        ).source
      }`,
    ),
  ],
  greeting: [
    words(
      'me (?:escuchas|escucha|oyes|oye|lees|lee)|estas ahi|esta ahi|' +
        'hola[\\wñ]*|ola|olas|buenas|klk|que lo que|wepa|epa|epale|que (?:vola|bola)|xopa|dios (?:le|te|los|la|lo) bendiga|bendiciones|buenos dias|buen dia|que tal|que onda|que hubo|quiubo|que mas|hey|ey|saludos|holi|wenas|gracias|muchas gracias|muchisimas gracias|mil gracias|' +
        // Costa Rica's hello and its "all good?" ("pura vida mae, ¿todo tuanis?").
        'pura vida|todo tuanis|' +
        GREETING_TOLD_WORDS,
    ),
  ],
  // (An exercise named by its place in the day's routine too: "¿cuántas repeticiones son en el segundo ejercicio?".)
  'exercise.technique': [
    // (Or shown step by step: "burpees paso a paso xfa"; or its sides taken in turns or one whole
    // before the other: "¿las lunges alternando o primero una pierna entera?".)
    words(
      `${ASKING_HOW}|se hace|se hacen|hacer|paso a paso|alternando|alternadas?|alternados?|primero una pierna|(?:una )?pierna (?:entera|completa)|${SETS_ASKED}|${DOSE_COUNTED}|${BREATH_LET_OUT}|${FLOOR_TOUCHED}`,
    ),
    words(
      `${EXERCISE_WORDS}|(?:primer|segundo|tercer|cuarto|quinto|ultimo) ejercicio|${SETS_ASKED}|` +
        // A repetition's tempo or the way up or down of a movement ("¿a qué velocidad hago cada
        // repetición?", "¿suelto el aire cuando subo o cuando bajo?").
        '(?:cada|la|una) (?:repeticion|rep)|las (?:repeticiones|reps)|' +
        `(?:${BREATH_LET_OUT}) (?:cuando|al|mientras) (?:subo|bajo|subir|bajar|me levanto|me agacho|empujo|empujar|estiro|estirar|flexiono|flexionar|hago fuerza)`,
    ),
  ],
  'about.emilio': [
    words(
      'quien eres|quien sos|quien es emilio|quien es usted|usted quien es|eres|sos|' +
        // Its name asked: "¿cómo te llamas?", "¿cuál es tu nombre?".
        'te llamas|se llama usted|cual es (?:tu|su) nombre|bot|robot|asistente|que puedes|en que me|que sabes|que haces|para que sirves|sirves|quien te (?:hizo|creo|programo)|' +
        'sabes hacer|que cosas (?:sabes|puedes)|' +
        // Why or when he made it, where he works or trains, whether he trains too, asked of him ("¿por
        // qué creaste el reto?", "¿dónde trabajas?", "¿tú entrenas también?", "¿estás casado?").
        '(?:por que|para que|como|cuando) (?:creaste|hiciste|armaste|empezaste|diseñaste|inventaste|se te ocurrio) (?:el |este )?(?:reto|programa|esto)|' +
        '(?:donde|en que) (?:trabajas|entrenas|estudiaste)$|(?:tu|vos|usted) (?:tambien )?(?:entrenas|entrena|haces ejercicio)(?: tambien| todavia| aun)?$|estas casad[oa]$|' +
        // Who is behind it, asked before trusting it ("quisiera saber algo del profesional que está detrás de esto").
        '(?:el|la|del|de la) (?:profesional|persona|experto|experta|entrenador|entrenadora) (?:que )?(?:esta )?detras (?:de esto|del reto|del programa|de todo esto|de la app)|' +
        // Or asked who is behind it, or for the trainer's own story ("¿quién está detrás de este reto?",
        // "¿cuál es tu historia, cómo empezaste con esto?").
        `${BEHIND_IT_ASKED}|` +
        `${TRAINER_NATIONALITY_ASKED}|` +
        // Whether he is the trainer of the videos ("¿Emilio es el del video o otro?", "¿usted es el
        // mismo muchacho de los videos?").
        '(?:emilio es|es emilio|usted es|es usted|eres|sos|tu eres|vos sos) (?:el|la) (?:mism[oa] )?(?:[\\wñ]+ )?(?:del|de los|que sale en (?:el|los)|que aparece en (?:el|los)) videos?|' +
        // Who teaches it, asked by a visitor: "¿quién es el que da las clases?", "¿quién imparte los videos?".
        'quien (?:es (?:el|la) que |los |las )?(?:da|dara|imparte|explica|hace|graba|grabo) (?:las |los )?(?:clases|rutinas|videos|entrenamientos|entrenos|ejercicios)|' +
        // The languages the coach speaks.
        '(?:hablas|habla usted|entiendes|sabes) (?:[\\wñ]+ )?(?:ingles|español|portugues|otro idioma|otros idiomas)|' +
        'ayudar[\\wñ]*|who (?:is|are|s) (?:the |your )?(?:trainer|coach|you)|' +
        // The coach asked of as "usted": "¿usted es el coach del reto?".
        '(?:usted es|es usted) (?:el|la) (?:coach|entrenador|entrenadora|profe|profesor|profesora)|whos (?:the |your )?(?:trainer|coach)|entrenador (?:virtual|artificial)|entrenador (?:del|de este|de la) (?:reto|programa|app)|' +
        // A machine or a person, asked of the coach ("¿Emilio es de verdad o una IA?"), and who one
        // is talking to, asked alone ("¿con quién hablo?").
        `(?:eres|sos|es usted|usted es|emilio es|es emilio|(?:me )?(?:contesta|responde|habla|escribe)) (?:[\\wñ]+ ){0,4}(?:ia|inteligencia artificial|chatbot|chat bot|robot|bot|maquina|${NAMED_ASSISTANTS})|(?:hablo|estoy hablando|chateo|estoy chateando) (?:[\\wñ]+ ){0,6}(?:ia|inteligencia artificial|chatbot|chat bot|robot|bot|maquina)|(?:hablo|estoy hablando|chateo|estoy chateando) con (?:emilio|el entrenador|el coach) (?:en persona|de verdad)|de verdad o|real o|^(?:[\\wñ]+ )?con quien (?:hablo|estoy hablando|chateo|estoy chateando|me escribo)$|` +
        // The trainer's training asked of the coach himself: "¿qué estudios tienes?", "¿cuántos años
        // de experiencia tienes?", "¿tiene usted certificación?".
        '(?:que|cuantos|cuantas|cuanta) (?:[a-zñ]+ ){0,3}(?:estudios|experiencia|titulos|certificaciones|formacion) (?:tienes|tenes|tiene usted|has tenido)|(?:tienes|tenes|tiene usted) (?:algun |alguna )?(?:titulo|certificacion|estudios|formacion)|' +
        // How long he has trained people, asked of him in any person ("¿hace cuánto entrena gente?").
        'hace cuanto (?:tiempo )?(?:que )?(?:entrena|entrenas|entrenan) (?:gente|personas|a la gente|alumnos)|hace cuanto (?:tiempo )?(?:que )?(?:es|eres|sos) (?:entrenador|coach)|' +
        // Or asked of him as "tú": where he comes from, what he studied, how long he has trained
        // people ("¿y tú de dónde sales?", "¿qué estudiaste?", "cuéntame de ti").
        '(?:que|donde) (?:estudiaste|estudiastes|estudio usted|te formaste|te preparaste|te certificaste)|de donde (?:eres|sos|sales|saliste|vienes|es usted)|' +
        '(?:cuentame|contame|cuentanos|hablame|hablanos|dime) (?:[\\wñ]+ ){0,2}(?:de|sobre) (?:ti|vos|usted)|' +
        // Told of himself, or his story, asked in any person ("¿me podría contar un poco de usted?",
        // "¿cuál es la historia de Emilio?").
        `${TOLD_OF_HIMSELF}|(?:la |tu |su )historia (?:de emilio|del entrenador|del coach)|` +
        // His age and his fame, asked of him ("y tú, ¿cuántos años tienes?", "¿usted es famoso en las redes?").
        'cuantos años (?:tienes|tenes|tiene usted)(?! que)|(?:usted|tu|vos) (?:es|eres|sos) (?:famos[oa]|conocid[oa])|' +
        // Or of him by name, in any person: "¿me cuenta un poco sobre Emilio?", "háblame del entrenador".
        `(?:cuentame|contame|cuentanos|me cuenta|me cuentas|me contas|hablame|hablanos|me habla|me hablas|dime|digame|me dice|me dices|me decis) (?:[\\wñ]+ ){0,3}(?:(?:de|sobre|acerca de) (?:${THE_TRAINER})${NOT_ANOTHERS}|(?:del|acerca del) (?:entrenador|profe|coach)(?! de))|` +
        '(?:cuantos años|cuanto tiempo) (?:llevas|tenes|tienes|lleva usted) (?:entrenando|dando clases|como entrenador|de entrenador|en esto)|' +
        // The same person asked of ("¿Emilio es el mismo de los videos o es otra persona?", "emilio sale
        // en las redes, ¿es el mismo de este programa?").
        `(?:emilio|el coach|el entrenador|el profe)${NOT_ANOTHERS}(?: [\\wñ]+){0,6} (?:es|sera) (?:el mismo|la misma persona|otra persona)(?= (?:de|del|que|o)(?= )|$)|${SAME_TRAINER}|` +
        // A profession asked of the trainer or of who made the challenge ("¿el creador del reto es
        // nutricionista también o solo entrenador?").
        `${TRAINER_PROFESSION}|` +
        // What he was before he trained people ("Emilio fue futbolista antes de ser entrenador, ¿es cierto?").
        'antes de (?:ser|volverse|hacerse|dedicarse a ser) (?:entrenador|coach|profe)|' +
        // The trainer's training: "¿qué formación tiene el entrenador?", "¿Emilio está certificado?".
        `(?:formacion|titulo|titulos|titulacion|certificacion[\\wñ]*|certificad[oa]|estudios|estudio|trayectoria|credenciales|preparacion|experiencia)(?: [\\wñ]+){0,3} (?:entrenador|entrenadora|coach|emilio|profe)${NOT_ANOTHERS}|` +
        `(?:entrenador|entrenadora|coach|emilio|profe)${NOT_ANOTHERS} (?:[\\wñ]+ ){0,2}(?:certificad[oa]|titulad[oa]|estudio|estudiado|formad[oa]|formacion|titulo|experiencia)|` +
        // Whether he is a real trainer, and who he is asked after his name ("¿Emilio es entrenador de
        // verdad?", "Emilio quién", "¿quién es el tal Emilio?").
        `emilio es (?:un )?(?:entrenador|coach|profe|personal trainer) (?:de verdad|real|profesional)|^(?:[\\wñ]+ )?emilio quien$|quien es (?:el tal|ese) emilio|` +
        // The trainer, however named, and who he is: where from, how long, his studies, his
        // networks, whether he is the one who answers ("¿de dónde es el profe?", "¿el de los videos
        // es el mismo que me responde?").
        `(?:${ASKED_OF_THE_TRAINER})(?: [\\wñ]+){0,4} (?:${THE_TRAINER})${NOT_ANOTHERS}|(?:${THE_TRAINER})${NOT_ANOTHERS}(?: [\\wñ]+){0,4} (?:${ASKED_OF_THE_TRAINER})|` +
        // Who answers here, asked alone ("¿quién me contesta acá?", "¿quién está detrás de estas respuestas?").
        '^(?:[\\wñ]+ ){0,2}quien (?:me |nos )?(?:contesta|responde|escribe|esta detras|esta contestando|esta respondiendo|esta escribiendo)(?: (?:aca|aqui|por aca|por aqui|en el chat|en este chat|de (?:esto|estas respuestas|las respuestas|tus respuestas|este chat)))?(?: ahora(?: mismo)?)?$|' +
        '^(?:[\\wñ]+ ){0,2}con quien (?:hablo|estoy hablando|chateo|estoy chateando|me escribo|tengo el gusto)(?: ahora(?: mismo)?| aca| aqui)?$|' +
        // Who made it: "¿quién armó todo este programa?", "¿quién diseñó el reto?".
        'quien (?:armo|creo|diseño|diseno|hizo|preparo|monto|penso|ideo|invento|desarrollo) (?:todo )?(?:este|el|esta|esto del) (?:programa|reto|plan|metodo|challenge|rutina|rutinas)(?= |$)',
    ),
  ],
  'challenge.day': [
    // A count of days, not the date an edition ends or starts ("¿hasta qué día tengo el reto?", "¿qué
    // día exacto se acaba?", "¿qué día comienza el que sigue?").
    /^(?!.*(?:^| )(?:hasta que dia|que dia (?:[\wñ]+ )?(?:termina|acaba|finaliza|se acaba|se termina|vence|cierra|es el ultimo|empieza|comienza|arranca|inicia|abre)))/,
    words(
      'que dia|en que dia|cual dia|dia del|dia estoy|dia voy|dia ando|dia numero|numero de dia|voy en el dia|estoy en el dia|' +
        // The current day asked as such: "¿cuál es mi día actual en el reto?", "¿cuál es el día
        // correcto del reto?".
        '(?:mi|el) dia actual|(?:cual|que) es el dia (?:correcto|exacto|real|verdadero) (?:del|de mi|en el)|' +
        // Today asked as a day's number, or checked: "¿hoy cuenta como día 20?", "hoy ya es el día 21,
        // ¿verdad?", "estamos en el día 21, ¿no?".
        `(?:(?:hoy|esto) (?:ya )?(?:cuenta|vale|seria|sera|es)|(?:ya )?(?:estamos|estoy|vamos|voy) en) (?:como )?(?:el )?dia (?:\\d+|${NUMBER_WORD})(?=$| del (?:reto|programa|challenge)| (?:gracias|porfa|por favor|verdad|no|cierto|o me equivoco|o (?:el )?\\d+)(?: |$)| si (?:pague|compre|entre|me inscribi|me uni|me apunte) )|` +
        // "Jornada" is a day too: "¿en qué jornada del reto ando?".
        'que jornada|en que jornada|jornada del|jornada numero|numero de jornada|' +
        `${WEEK_CHECKED}|${DAY_SHOWN_QUESTIONED}|` +
        // The week the member and the group are in: "¿vamos en la primera semana todavía?".
        '(?:vamos|estamos|andamos) (?:ya )?(?:en|por) (?:la )?(?:(?:primera|segunda|tercera|cuarta|ultima) )?semana|' +
        // The member's own week, asked between two: "¿estoy en la segunda o en la tercera semana?".
        '(?:voy|estoy|ando) (?:ya )?(?:en|por) (?:la )?(?:primera|segunda|tercera|cuarta|ultima) o (?:en )?(?:la )?(?:primera|segunda|tercera|cuarta|ultima) semana|' +
        // Past the half of it: "¿ya pasé la mitad?".
        '(?:pase|pasamos|he pasado|hemos pasado|ya paso) la mitad|' +
        '(?:dias|jornadas) (?:me |le )?(?:faltan|quedan|restan)|days (?:are )?left|dia \\d+ o (?:el )?\\d+|hoy es (?:el )?\\d+ o (?:el )?\\d+|how many days|what day|which day|cuanto tiempo (?:me |le |nos )?(?:falta|queda)|dias restantes|me falta|me quedan|faltan|quedan|restantes|' +
        // Left told by any verb or mood: "¿cuántos días de entreno me restan?", "¿cuántos me faltarían?".
        'restan|(?:me )?(?:faltarian|faltaria|quedarian|quedaria)|' +
        // Which one the member is on, the day told before: "estaba en el día 3, ¿hoy en cuál estoy?".
        'en cual (?:voy|estoy|ando|vamos|estamos)|' +
        'dias van|van del reto|dias lleva el reto|' +
        // The day the dashboard shows, quoted: "me sale DÍA 12 DEL RETO".
        'dia \\d+ del (?:reto|programa|challenge)|' +
        // The days gone of the challenge itself, and the day's number asked ("¿hoy es el día 1?").
        '(?:cuantos|que) dias? (?:llevo|llevamos|van|lleva) (?:del|de|en el) (?:reto|programa|challenge)|es (?:el )?dia (?:\\d+|uno|numero)|' +
        'que semana|en que semana|semana (?:voy|estoy)|(?:estoy|voy|ando) (?:ya )?(?:en|por) (?:la )?(?:(?:primera|segunda|tercera|cuarta|ultima|penultima) )?semana|cuanto (?:me |le )?(?:falta|queda)|falta para|por la mitad|a la mitad|voy por|' +
        // The week asked whether it is the last, where one is asked as a height, the challenge's own
        // day asked of it, and one's day asked as one's own ("¿es la última semana?", "¿a qué altura
        // del reto estoy?", "¿el reto va por el día cuántos?", "hoy, ¿cuál es mi día en el reto?").
        '(?:es|sera|ya es|estamos en|ya estamos en) la (?:ultima|penultima) semana|a que altura (?:del (?:reto|programa|challenge)|voy|estoy|vamos|andamos)|' +
        '(?:reto|programa|challenge) (?:va|anda) (?:por|en) el dia|(?:cual|que) es mi dia(?= (?:en|del|de) (?:el )?(?:reto|programa|challenge)(?: |$)| hoy(?: |$)|$)|' +
        // The day's or the week's number asked last or between two: "¿hoy es el día cuánto?", "hoy es
        // día cuánto", "¿día
        // dieciocho o diecinueve?", "¿la semana dos o tres?"; and how much is left: "¿me queda mucho?".
        `(?:el dia|la semana|es dia|es semana) cuanto|(?:dia|semana) (?:\\d+|${NUMBER_WORD}) o (?:el |la )?(?:\\d+|${NUMBER_WORD})|` +
        '(?:me |nos )?(?:queda|falta|quedan|faltan) (?:mucho|poco|poquito|muchos dias)|para (?:la meta|el final)|' +
        // Where one is in it, asked as a place: "no sé por dónde voy del calendario", "¿en qué parte del reto ando?".
        'por donde (?:voy|ando|vamos|estoy|andamos)(?= (?:del|de|en el) (?:reto|programa|calendario|challenge)(?: |$)|$)|(?:en )?que parte del (?:reto|programa|calendario|challenge)',
    ),
    words(
      'reto|programa|voy|estoy|encuentro|llevo|ando|andamos|vamos|estamos|quedan|faltan|restantes|restan|falta|queda|mi|me|le|acabar|terminar|termino|casi|left|am i|challenge|hoy es|' +
        // The week a day bubble of the dashboard shows, asked as a day ("la burbuja dice semana 3, ¿qué día sería?").
        `${DAY_BUBBLE}(?: [\\wñ]+){0,2} semana|` +
        '(?:pase|pasamos|he pasado|hemos pasado) la mitad|ya paso la mitad$|(?:es|sera|ya es) la (?:ultima|penultima) semana$|' +
        '(?:hoy|esto) (?:ya )?(?:cuenta|vale|seria|sera|es)|' +
        `${WEEK_CHECKED}|${DAY_SHOWN_QUESTIONED}`,
    ),
  ],
  'skip.day': [
    words(
      'salt[\\wñ]*|falto|falte|faltar|faltado|ausent[\\wñ]*|skip[\\wñ]*|miss?(?:ed)? (?:a|one|the)|' +
        // Left out, said formally: "¿qué sucede si omito un día de entrenamiento?".
        '(?:omito|omitir|omita|omitimos|omiti) (?:un|el|una|la|ese|este) (?:dia|entreno|entrenamiento|rutina|sesion)|' +
        // Skipped as the Caribbean and Mexico say it: "¿puedo brincarme el día de hoy?".
        '(?:brincar|brincarme|brincarnos|brincarse|me brinco|me brinque|nos brincamos) (?:el|un|una|ese|este|esa|esta|la) (?:dia|entreno|rutina|sesion)|' +
        // A day left undone or not reached, and made up ("¿puedo dejar un día sin hacer?", "no alcancé a
        // hacer lo del lunes, ¿lo repongo?").
        '(?:dej[\\wñ]*|qued[\\wñ]*) (?:[\\wñ]+ ){0,3}sin (?:hacer|completar|terminar|entrenar)|' +
        // Days gone by without it, told as doing nothing: "llevo 3 días sin hacer nada", "dos días sin
        // hacer la rutina".
        '(?:llevo|llevamos|van|ya son|pasaron|paso) (?:\\d+|un|una|dos|tres|cuatro|cinco|varios|unos) (?:dias|dia|semanas?) sin (?:hacer (?:nada|la rutina|las rutinas|ejercicio|el reto|ninguna)|mover(?:me)? un dedo)|no (?:alcance|alcanzo|alcanse|llegue|llego|alcanzamos) a (?:hacer|entrenar|terminar|completar)|(?:lo|la|los|las) (?:repongo|reponga|repondre|puedo reponer)|reponer(?:lo|la|los|las)?|' +
        // Catching up on missed days: "¿puedo ponerme al día?", "¿puedo hacer hoy la de ayer?".
        'ponerme al dia|ponerse al dia|me pongo al dia|' +
        '(?:hacer|hago|haga|hacerla|hacerlo|hacerlas|repetir) (?:hoy |mañana |ahora )?(?:la|lo|las|los) (?:rutina |rutinas |entreno )?de (?:ayer|antier|anteayer)|' +
        // No time for it, told of a day gone ("ayer no tuve tiempo, ¿qué pasa con ese día?").
        'no (?:tuve|tuvimos|he tenido|me dio el|me alcanzo el) tiempo|no (?:tuve|tuvimos|he tenido) (?:ni )?(?:un )?(?:minuto|momento|ratito|rato)|' +
        // Yesterday's routine shown locked: "la de ayer me sale bloqueada, ¿ya no la puedo hacer?".
        '(?:la|el) (?:rutina |entreno )?de (?:ayer|antier|anteayer) (?:me |ya )?(?:sale|salio|aparece|aparecio|esta|quedo|se ve) (?:bloquead[oa]|cerrad[oa]|con (?:el )?candado|con candadito)|' +
        // Losing a day, not access, nor one's way ("estoy perdida, ¿en qué día voy?"), nor the order
        // of the routines ("ya perdí el orden de las rutinas, ¿qué me toca hoy?").
        '(?<!(?:estoy|ando|me siento|me senti|estaba|quede|toy|bien|re|muy|medio) )perd(?!on(?:a|e|en)? )[\\wñ]*(?! la (?:cuenta|nocion|nocion del tiempo|secuencia|pista)| el (?:orden|hilo))(?! (?:en (?:que|cual|cuanto|cuantos|donde|como)|con (?:las|los) (?:fechas|dias|cuentas|semanas))(?= ))(?<!perdid[oa]s?)(?! (?:el |mi )?acceso)|pierd[\\wñ]*(?! (?:el |mi )?acceso)|no entren[\\wñ]*|no pude|no puedo entrenar|dejo de entrenar|' +
        // Training a day late: "¿puedo entrenar atrasado?", "ponerme al día"; days spent away (past).
        'atrasad[\\wñ]*|al corriente|(?:estuve|he estado) (?:[\\wñ]+ )?(?:de viaje|fuera|sin (?:poder )?entrenar)|' +
        // (Money recovered is a refund: "¿puedo recuperar mi plata?".)
        `recuperar(?! ${MONEY_RECOVERED})|` +
        'lo recupero|la recupero|recuperarlo|recuperarla|recupero (?:el|la|ese|esa) (?:dia|rutina|entreno)|rompe|se rompe|pierdo la racha|no hice|no hago|' +
        // Two in one day to make up, not two done so far ("ya hice dos rutinas").
        '(?<!(?:hice|he hecho|llevo|complete|termine|hecho) )(?:dos|2) (?:rutinas|entrenos)|' +
        // (A date or a deadline gone by is the next edition's: "se me pasó la fecha para el próximo reto".)
        'se me pas(?:o|aron)(?! (?:la fecha|el plazo|la inscripcion|las inscripciones|la oportunidad)(?= |$))|se me olvido|sin entrenar|reinicia[\\wñ]*|empezar de cero|vuelvo a empezar|' +
        'olvid[\\wñ]*|si no (?:complet|termin|acab|hag|entren)[\\wñ]*|si (?:[^ ]+ ){1,4}no (?:complet|termin|acab|hag|entren|hic)[\\wñ]*|no (?:la|lo) hice|fall[oe] (?:un|una|dos|el|la)|' +
        'no (?:podre|podria|voy a poder|vaya a poder|puedo) (?:entrenar|hacer|cumplir|(?:realizar|completar) (?:la|el|mi) (?:rutina|entreno|sesion|ejercicio|dia))|' +
        // What becomes of the days the member will be away or cannot train ("me voy de viaje tres días sin
        // gimnasio, ¿qué hago con esos días?").
        // (Days away asked alone are a holiday's: "me voy a Roma cinco días, ¿qué hago con esos días?".)
        '(?<=(?:sin (?:gimnasio|gym|entrenar|poder entrenar|donde entrenar|pesas)|no (?:puedo|podre|voy a poder|podria|tengo donde|tengo como) entrenar) .*)(?:que|q) (?:hago|pasa) con (?:esos|estos|aquellos|los) dias|' +
        '(?<=no (?:puedo|podre|voy a poder|podria) )(?:que|q) (?:hago|pasa) con (?:ese|este) dia|' +
        // A day's routine moved to another day ("¿y si hago la rutina de hoy mañana?", "¿la hago otro día?").
        '(?:rutina|entreno|sesion|la|el) de (?:hoy|ayer) (?:mañana|otro dia|al dia siguiente|despues|hoy|el [\\wñ]+)|' +
        // Or to a day named: "si el sábado no alcanzo, ¿la puedo hacer el domingo?".
        '(?:la|lo) (?:hago|hice|puedo hacer|podria hacer) (?:otro dia|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo))|hacer(?:la|lo) otro dia|(?:pasar|mover|cambiar)(?:la|lo)? (?:la |el )?(?:rutina|entreno|dia)? ?(?:a|para) (?:mañana|otro dia)',
    ),
    words(
      'dia|dias|entreno[\\wñ]*|entrenamiento[\\wñ]*|entrenar|rutina[\\wñ]*|ayer|hoy|mañana|sesion|semana|finde|fin de semana|day|days|workouts?|' +
        'lunes|martes|miercoles|jueves|viernes|sabado|domingo|reto',
    ),
  ],
  'exercise.done': [
    // Marking is the act asked about: "he completado" alone asks for progress.
    words(
      // The verb spelt before an e as well: "ayer marqué el día"; saving, not a nursery ("guardería") nor
      // a shift ("tuve guardia de 24 horas").
      // The done button to press: "¿tengo que darle a listo en cada ejercicio?", "no sabe dónde darle a
      // completado" (one pressed already, "le di a listo", is the story of another question).
      '(?:darle|darles|dar|doy|le doy|le das|dale)(?: click| clic)? (?:a|en) (?:listo|completado|completar|hecho|terminado|check|el check|la palomita)|' +
        // The done button by its name, looked for ("el botoncito de completar no lo encuentro").
        '(?:boton|botoncito|botones) (?:de|para|que dice) (?:completar|completado|marcar|terminar|terminado|listo|hecho)|' +
        // Or put down as done in the app's English words: "¿cómo le pongo done?", "¿lo marco completed?".
        '(?:pongo|poner|ponerle|le pongo|le pones|marco|marcarle) (?:[\\wñ]+ )?(?:done|complete|completed)|' +
        // Or to something not named, when each is finished: "¿tengo que darle a algo cuando acabo cada ejercicio?".
        '(?:darle|dar|tocar|tocarle|apretar|apretarle|picarle|pulsar|presionar) (?:a |en )?algo (?:cuando|al) (?:acabo|termino|acabe|termine|acabar|terminar)|' +
        // Unmarked, or counted as done ("¿se puede desmarcar?", "¿cuenta como hecho?").
        '(?:cuenta|cuentan|contara|se cuenta) como (?:hech|complet|terminad|realizad)[oa]s?|' +
        'marc[\\wñ]*|marqu[\\wñ]*|desmarc[\\wñ]*|tach[\\wñ]*|tild[\\wñ]*|chequ[\\wñ]*|registr[\\wñ]*|poner|(?<!(?:^| )me )pongo|pone|dar por|doy por|guard(?!eria|ias?(?= |$))[\\wñ]*|le doy|doy a|boton|chulit[\\wñ]*|palomit[\\wñ]*|check|' +
        'como complet[\\wñ]*|(?:complet|termin)[\\wñ]* (?:la|el) (?:rutina|entreno|ejercicio) en la app|' +
        `${MARKED_AS_DONE}|` +
        // Told to the app by any verb: "¿cómo lo apunto?", "¿cómo le indico que ya lo hice?", "¿dónde se
        // chulea?", "para que figure como cumplido".
        '(?:como|donde) (?:lo |la |los |las |le )?(?:apunto|anoto|indico|aviso|digo)|(?:como|para) (?:hago )?(?:que|q) (?:me )?(?:lo |la )?(?:cuente|cuenten|registre|registren)(?= |$)|chule[\\wñ]*|dejar constancia|(?:figure|conste|salga|aparezca) como (?:cumplid|hech|complet|terminad)[oa]s?|' +
        // Done for the day, announced: "terminé, listo por hoy", "acabé por hoy".
        // Or alone: "ya acabé", "ya terminé todo".
        '(?:listo|lista|listos|listas) por hoy|(?:termine|acabe|complete|hice) (?:[\\wñ]+ ){0,2}por hoy|done for today|^ya (?:acabe|termine)(?: todo)?$|' +
        // Left on record, counted, or asked to be noted ("¿cómo hago para que quede que ya la hice?",
        // "¿se cuenta igual?", "el contador dice 3 de 5", "terminé, anotámelo"), and the mark the
        // routine shows ("me aparece complete en la de ayer").
        `${LEFT_ON_RECORD}|${COUNTS_ALL_THE_SAME}|que quede que|\\d+ de \\d+ ejercicios|(?:anota|apunta|marca|registra)melo|` +
        '(?:aparece|sale|dice|pone|marca) (?:como )?(?:complete|completed|completad[oa]|hech[oa]|done)|' +
        DONE_NOT_SHOWN,
    ),
    words(
      'hecho|hice|done|workout|(?:lo|la) hago|cumplid[oa]|cumpli|sesion|complet[\\wñ]*|terminad[oa]|termine|terminas|termino|terminar|acabo|acabas|acabar|ejercicio[\\wñ]*|rutina|entreno|realizad[oa]|acabe|listo|lista|listos|listas|donde (?:se |lo |la |los |las )?marc[\\wñ]*|se marca|marcarl[oa]s?|' +
        LEFT_ON_RECORD,
    ),
  ],
  'cancel.refund': [
    words(
      'cancel[\\wñ]*|anul[\\wñ]*|reembols[\\wñ]*|devoluci[\\wñ]*|devuelv[\\wñ]*|devolver|devolvi[\\wñ]*|devolveis|devolvais|de vuelta|de baja|darme de baja|dar de baja|desuscrib[\\wñ]*|no quiero renovar|no renovar|quitar la renovacion|parar la renovacion|' +
        'cobr[\\wñ]* (?:dos veces|2 veces|doble|de mas|dos|2)|(?:doble|duplicado) (?:cobro|cargo|pago|debito|descuento)|' +
        // A charge counted twice by any of its names: "dos débitos iguales", "el cargo repetido".
        '(?:dos|2|tres|3|varios|varias) (?:cobros|cargos|pagos|debitos|descuentos|movimientos|transacciones|operaciones|compras)(?= (?:iguales|identic[\\wñ]*|repetid[\\wñ]*|duplicad[\\wñ]*|del reto|de ustedes|del programa|por el reto|el mismo|en el mismo|del mismo|de la misma|la misma|por lo mismo|seguid[\\wñ]*))|' +
        // Charged more than once for one purchase: "yo solo compré una vez".
        'solo (?:compre|pague) una vez|' +
        // What happens to what one paid, asked after a trial ("si pruebo una semana y no es pa mí, ¿qué pasa con lo que pagué?").
        '(?:que pasa|que hago|que ocurre|que sucede) con (?:lo que pague|lo pagado|mi pago)|' +
        `${MONEY_LOST}|` +
        '(?:cobro|cargo|pago|debito|descuento|movimiento|transaccion|operacion)(?:s|es)? (?:[\\wñ]+ ){0,2}(?:repetid|identic|duplicad)[\\wñ]*|(?:cobro|cargo|pago|cobros|cargos)(?: [\\wñ]+){1,3} (?:duplicad[oa]s?|doble|dos veces)|(?:compre|compramos|compraron|pague|pagamos|cobr[\\wñ]*|descont[\\wñ]*|cargaron|cargado|debitaron|debitado) (?:[^ ]+ ){0,3}(?:dos veces|por duplicado|duplicad[oa]|doble)|cobro (?:doble|duplicado)|cargo (?:doble|duplicado)|quiero mi (?:plata|dinero)|' +
        // (Not "sin salirme del plan", nor "para no salirme", keeping to it: "¿qué desayuno sin salirme del plan?".)
        'reintegr[\\wñ]*|revert[\\wñ]*|reviert[\\wñ]*|desapunt[\\wñ]*|desinscrib[\\wñ]*|(?<!(?:sin|no) )salirme(?! del (?:grupo|chat))|me salgo(?! del (?:grupo|chat))|salgo del(?! (?:grupo|chat))|dejar el (?:reto|programa)|' +
        'no quiero (?:seguir|continuar)|ya no quiero(?! recibir)|no reconozco|no autorice|cargo (?:que|no)|derecho a (?:reembolso|devolucion)|' +
        'dinero de vuelta|plata de vuelta|(?:dinero|plata|lana|pago|importe) de regreso|' +
        // Leaving asked as a procedure: "quisiera solicitar la baja del servicio".
        '(?:solicit|ped|pid|tramit|gestion|proces)[\\wñ]* (?:la|mi) baja|' +
        // A charge that does not add up ("no me cuadra un cobro"), and charges stopped.
        'no (?:me )?(?:cuadra|cuadran|cuadro) (?:[\\wñ]+ ){0,2}(?:cobro|cargo|debito|descuento)s?|' +
        `${CHARGES_STOPPED}|${SUBSCRIPTION_CANCELLED}|` +
        '(?:regres|retorn|reintegr|reembols|recuper|recobr)[\\wñ]* (?:mi |el |la |lo |todo el |todo mi )?(?:dinero|plata|lana|pago|importe|varo|guita|pisto)|refund|' +
        // Given back by a pronoun ("me cobraron la renovación y no la quería, ¿me lo regresan?"), and
        // money on its way back to the card ("¿cuánto tarda en volver la plata a la tarjeta?").
        '(?:me|nos) (?:lo|la) (?:regres|retorn|reintegr)[\\wñ]*|' +
        // Or something given back, asked after a doubt ("¿qué pasa si no me convence? ¿me regresan algo?").
        '(?:me|nos) (?:regresan|regresarian|regresaran|devuelven|devolverian|devolveran|reintegran) algo|' +
        '(?:volver|vuelva|vuelve|regresar|regrese|regresa|caer|caiga|llegar|llegue) (?:[\\wñ]+ )?(?:la plata|el dinero|la lana|mi plata|mi dinero|el reembolso|la devolucion) (?:a|en) (?:la|mi) (?:tarjeta|cuenta)|' +
        // What one paid, named as such: "¿me regresan lo que pagué?", "que me devuelvan lo que me cobraron".
        '(?:regres|retorn|reintegr|reembols|devuelv|devolv|reponga|repongan|recuper|recobr)[\\wñ]*(?: [\\wñ]+){0,2} lo (?:que )?(?:pague|he pagado|pagado|pagamos|me cobraron|me han cobrado|cobrado|gaste|he gastado|puse|invert[\\wñ]*)|' +
        // Changing one's mind, and the right to it by its legal names ("¿cuánto tiempo tengo para arrepentirme?").
        'me arrepenti|arrepentid[oa]|arrepentir[\\wñ]*|arrepient[\\wñ]*|retracto|desistimiento|disputa[\\wñ]*|contracargo[\\wñ]*|chargeback|' +
        '(?:paus|congel|suspend)[\\wñ]* (?:la |mi |el )?(?:suscripcion|reto|programa|membresia|cuenta|plan)|' +
        // A charge not wanted, or no more charges.
        'cobr[\\wñ]* (?:[\\wñ]+ ){0,3}(?:y|pero) no (?:queria|lo queria|la queria|quise|autorice|pedi)|sin querer|sin (?:mi )?autoriza[\\wñ]*|' +
        'no (?:quiero|deseo) que me (?:cobren|sigan cobrando|vuelvan a cobrar)|que no me (?:cobren|vuelvan a cobrar)|' +
        // Told as an order: "cierren todo lo mío y no me cobren más".
        'no (?:me |nos )?(?:cobren|carguen|descuenten|debiten) (?:mas|nada mas)|' +
        // The same, said impersonally: "¿dónde le doy para que no se me cobre más?".
        // (A charge that comes by itself, "que no se me cobre solo", is the renewal's.)
        '(?:que|para que) no se me (?:(?:cobre|cobren|cargue) (?:mas|nada mas|otra vez|de nuevo)|siga cobrando|sigan cobrando|vuelva a cobrar)|dej[\\wñ]* de cobrar[\\wñ]*|' +
        'me quiero salir|quiero salir(?:me)? del|' +
        // Bought by mistake: "compré el reto por error", "me suscribí sin darme cuenta".
        '(?:compr|pagu|pag|suscrib|inscrib|apunt)[\\wñ]*(?: [\\wñ]+){0,3} (?:por (?:error|equivocacion|accidente|descuido)|sin darme cuenta)|' +
        // Not going on, and a charge made without one's say: "cómo hago para no seguir en el reto", "sin que yo lo autorizara".
        'no (?:seguir|continuar)(?: [\\wñ]+){0,2} (?:en|con) (?:el |este )?(?:reto|programa|challenge)|dejar de (?:estar|participar|seguir)|' +
        'sin que (?:yo )?(?:lo |la )?(?:autoriz|pid|acept|quisier|supier)[\\wñ]*|' +
        // Leaving the service told as deleting oneself, and a charge one does not recognise.
        'borrarme|me quiero borrar|quiero borrarme|eliminarme|me quiero eliminar|' +
        // Cut off, or no longer able to pay: "quiero cortar la membresía", "no puedo seguir pagando, ¿cómo corto?".
        '(?:cortar|corto|corta|cortamos|cortarla|cortarlo) (?:la |mi |el |con la |con el )?(?:membresia|suscripcion|plan|reto|pago|pagos|cobro|cobros|programa)|' +
        '(?:como|donde) (?:lo |la )?corto$|(?:no puedo|ya no puedo|no voy a poder) seguir pagando(?=(?: (?:el reto|la membresia|la suscripcion|esto))?(?: (?:como|que|y|asi)(?: |$)|$))|' +
        'cargo (?:raro|extraño|extrano|desconocido|sospechoso)|' +
        `${CHARGE_NOT_MADE}|` +
        // A charge strange by its name or asked whether it is ours ("un cobro con un nombre raro").
        '(?:cobro|cargo|debito)s? (?:[\\wñ]+ ){0,4}(?:rar[oa]s?|rarisim[oa]s?|extrañ[oa]s?)(?= |$)|' +
        '(?:cobro|cargo|debito)s?(?: [\\wñ]+){0,6} (?:es|son|sera|seran) (?:de ustedes|del reto|suyo|suyos)|' +
        // A card or an account used by someone else: "alguien usó mi tarjeta", "yo no fui".
        'no fui yo|yo no fui|(?:alguien|otra persona|un desconocido|una desconocida|no se quien|otro|otra)(?: [\\wñ]+){0,2} (?:uso|usaron|utilizo|utilizaron|pago con|pagaron con|compro con|compraron con|agarro|agarraron|tomo|tomaron) (?:mi|mis) (?:tarjeta|tarjetas)|cobro (?:raro|extraño|extrano|desconocido|sospechoso)|estado de cuenta',
    ),
  ],
  account: [
    words(
      // (Noticing, "sin darme cuenta", is no account.)
      'contraseña[\\wñ]*|password|clave|correo|email|mail|(?<!(?:darme|darse|darte|dar|di|dio|dimos|dieron|doy|da|dan|dandome) )(?<!(?:perdi|perdido|perder|pierdo|perdiendo|perdimos) la )(?<!(?:^| )por (?:mi|tu|su|nuestra|vuestra) )cuentas?|usuari[oa]|iniciar sesion|entrar|login|acceder|' +
        'acceso|ingres[\\wñ]*|loguea[\\wñ]*|logue[\\wñ]*|sesion|(?:la|mi|tu|su) contra(?! de| el| la| los| las| mi| un| una)|perfil[\\wñ]*|credencial[\\wñ]*|enlace|link|gmail|hotmail|outlook|' +
        'mis datos|datos personales|copia de (?:mis|los) datos|mi nombre|foto|registr[\\wñ]*|codigo[\\wñ]*(?! (?:de descuento|promocional|promo))|code|verificacion|me pide (?:pagar|que pague)|' +
        '(?:pague|compre|he pagado|ya pague|pagado|comprado|adquiri)(?: el reto| el programa)? (?:y|pero) (?:no|aun no|todavia no|sigo sin)|' +
        // Paid, however it is told between, and still shown nothing or sent to buy: "compré el
        // reto con mercado pago y no me aparece nada", "pagué y sigo viendo el botón de comprar".
        `${PAID_NOT_GIVEN}|` +
        `${AS_IF_NOT_PAID}|` +
        // Sent to pay again, or told there is no access, though one paid: "aunque ya pagué", "si ya compré",
        // "dice que necesito una suscripción y ya pagué ayer".
        '(?:aunque|si|cuando) (?:ya )?(?:pague|compre|he pagado|he comprado|soy (?:miembro|alumn[oa]|socio|socia))|' +
        '(?:necesito|debo|tengo que) (?:una suscripcion|pagar|comprar|suscribirme)(?: [\\wñ]+){0,3} (?:y|pero) ya (?:pague|compre|he pagado)|' +
        // Told so after paying: "pasé el pago y me sigue saliendo que necesito suscripción".
        '(?:pague|pase el pago|hice el pago|compre)(?: [\\wñ]+){0,6} (?:sale|salen|saliendo|dice|diciendo|aparece|pide|pidiendo) (?:[\\wñ]+ ){0,2}(?:que )?(?:necesito|debo|tengo que|hay que) (?:una |la )?(?:suscripcion|suscribirme|pagar|comprar)|' +
        // Sent to buy what one holds: "me manda a la página de compra aunque ya tengo el reto".
        `${TOLD_TO_SUBSCRIBE}|` +
        ACCOUNT_ACTS,
    ),
    // Locked out after paying is an account question too ("pagué y no tengo acceso").
    words(
      'olvid[\\wñ]*|cambi[\\wñ]*|recuper[\\wñ]*|no puedo|no recuerdo|no me acuerdo|restable[\\wñ]*|resete[\\wñ]*|perdi|mi cuenta|nueva|' +
        `${SESSION_LOST}|` +
        // Another address put in ("¿cómo pongo mi Gmail?").
        '(?:pongo|poner|meto|meter|uso|usar) (?:mi|otro|otra|el|la|un) (?:correo|mail|email|gmail|hotmail|outlook|yahoo|icloud)|' +
        `${ADDRESS_MISTYPED}|` +
        `${TOLD_TO_SUBSCRIBE}|` +
        // Which address signs one in (another's too: "lo compró con su mail"), and a challenge received as a gift.
        'con (?:que|cual) (?:correo|email|mail|usuario|cuenta)|(?:con|en|a) (?:su|otro|otra) (?:correo|mail|email|cuenta|usuario)|(?:como|que) hago (?:para|pa) (?:entrar|acceder|ingresar)|' +
        `${GIFT_RECEIVED}|` +
        'no tengo|sin|sigo sin|todavia no|aun no|no me deja|no consigo|no logro|incorrect[\\wñ]*|pague|pagado|compre|comprado|(?:pase|hice|realice|efectue|efectuamos) el pago|' +
        '(?<!por )error|volver a entrar|mal|arregl[\\wñ]*|(?:le )?falt[\\wñ]* (?:una|un|la|el) (?:letra|numero|punto|arroba)|cerre|no se como|no entra|no veo|no me aparece|no aparece|' +
        'ya existe|existe|verific[\\wñ]*|verifiqu[\\wñ]*|modifiqu[\\wñ]*|(?:no )?(?:esta|estoy|aparece|sale) (?:[\\wñ]+ )?(?:verificad|confirmad|validad|activad)[\\wñ]*|sin (?:verificar|confirmar|validar|activar)|no encontrad[\\wñ]*|not found|no (?:se )?(?:encuentra|encuentran|reconoce) (?:mi |el |la )?(?:usuario|cuenta|correo|email|mail)|inexistente|ya (?:esta|estaba) registrad[\\wñ]*|en uso|modific[\\wñ]*|corrig[\\wñ]*|corrij[\\wñ]*|corregir|actualiz[\\wñ]*|equivoq[\\wñ]*|bloque[\\wñ]*|elimin[\\wñ]*|borr[\\wñ]*|no existe|' +
        '(?:no )?(?:me )?llega|(?:no|nunca) (?:me )?lleg[\\wñ]*|ya se uso|ya (?:fue )?usad[oa]|me pide|(?:me |nos )?(?:pide|piden|pidio|pidieron|pedia|pedian|pidiendo|pedir)(?= |$)|hacke[\\wñ]*|jacke[\\wñ]*|me robaron|robaron|suplant[\\wñ]*|entraron (?:a|en)|invalid[\\wñ]*|caducad[\\wñ]*|expir[\\wñ]*|vencid[\\wñ]*|compart[\\wñ]*|use|usar|otra persona|' +
        'no (?:me )?(?:la |lo )?(?:acepta|reconoce|toma|valida)[\\wñ]*|' +
        // Locked and freed, told as stuck: "me dejó la cuenta trabada, ¿cómo la libero?".
        'trabad[oa]|liber[\\wñ]*|desbloque[\\wñ]*|' +
        'copia|pasar|pasarla|pasarlo|mover|moverla|migrar|transferir|como veo|donde veo|ver mis|descarg[\\wñ]*|export[\\wñ]*|' +
        // Its state, and its mail asked again: "me dice suspendida", "mándame otra vez el correo para activarla".
        '(?:suspend|desactiv|inactiv|deshabilit|inhabilit|congel)[\\wñ]*|activ[\\wñ]*|reenvi[\\wñ]*|(?:mand|envi)[\\wñ]* (?:[\\wñ]+ ){0,2}(?:otra vez|de nuevo|nuevamente)|' +
        // Moving it, in any person: "¿cómo la paso a mi correo personal?", "la muevo a otro mail".
        '(?:la|lo|las|los) (?:paso|pasas|pasan|pase|muevo|mueven|mueva|cambio|cambian|transfiero|transfieren) (?:a|al|para) (?:mi|otro|otra|un|una|el|la)|' +
        'adquir[\\wñ]*|no era|dos cuentas|como si no|' +
        // One's picture put on the profile: "¿cómo pongo mi foto de perfil?".
        'foto de perfil|(?:pongo|poner|subo|subir|agrego|agregar) mi foto|' +
        // Opening one of one's own, and taking something off it: "se quiere hacer su propia
        // cuenta", "cómo quito mi foto".
        '(?:crear|crearme|crearle|crearse|abrir|abrirme|abrirle|abrirse|hacer|hacerme|hacerle|hacerse)(?: [\\wñ]+){0,1} (?:una |su |mi |tu )?(?:propia )?cuenta|cuenta (?:propia|aparte|separada)|propia cuenta|quit(?:o|ar|arle|arme|e|a|en) (?:mi |la |el |su )?(?:foto|nombre|apodo|avatar|numero|telefono)|pagar otra vez|pagar de nuevo|no funciona|no sirve|poner|quiero|junt[\\wñ]*|unific[\\wñ]*|unir[\\wñ]*|' +
        ACCOUNT_ACTS,
    ),
  ],
  'payment.methods': [
    words(
      // Whether paying is safe: "¿es seguro pagar aquí?", "¿qué tan seguro es pagar con PayPal?".
      '(?:es|que tan|sera) segur[oa] (?:es )?(?:pagar|el pago|poner (?:mi|la) tarjeta)|pago seguro|' +
        `formas? de pago|metodos? de pago|payment methods?|pay with|${WALLETS}|pse|spei|sinpe|pix|apple pay|google pay|(?:do you|can i) (?:accept|pay|take)|` +
        'medios? de pago|como (?:puedo )?pag[\\wñ]*|paypal|tarjeta[\\wñ]*|efectivo|transferencia|aceptan|se puede pagar|puedo pagar|pagar con|' +
        'cuotas|a plazos|en plazos|meses sin intereses|msi|fraccionar|fraccionado|' +
        // Paying in person: "¿tienen oficina física para ir a pagar?".
        '(?:ir|pasar|acercarme|acudir|voy) a pagar|pagar (?:en persona|personalmente|presencialmente)|oficinas? fisicas?|' +
        '(?:cambiar|cambio|actualizar|actualizo|poner|pongo|agregar|añadir|anadir) (?:la |mi |otra |una |de )?(?:tarjeta|metodo de pago|forma de pago)|' +
        'tarjeta (?:vencio|vencida|caducada|caduco|nueva)|amex|american express|mastercard|abonar|' +
        `(?:pagar|pago|pagas|pagan|puedo pagar|se puede pagar|aceptan|acepta|admiten|sirve|vale) (?:con )?(?:la |una |tarjeta )?(?:de )?(?:${CARD_NAMES})|` +
        // The card's kind first, the question after: "¿con débito se puede?", "¿y con la visa puedo?".
        `(?:con|en) (?:la |una |mi |tarjeta )?(?:de )?(?:${CARD_NAMES}) (?:se puede|puedo|aceptan|acepta|se acepta|vale|sirve|funciona)`,
    ),
    // Paying for the challenge, not a card or a transfer in general.
    words(
      'pag[\\wñ]*|acept[\\wñ]*|admit[\\wñ]*|abon[\\wñ]*|payment|pay|accept|take|reto|programa|inscri[\\wñ]*|compr[\\wñ]*|formas?|metodos?|medios?|cuotas|plazos|' +
        'msi|meses sin intereses|fraccion[\\wñ]*|puedo|se puede|hay|tienen|con|cobro|cobros|cargo|renovacion|suscripcion|' +
        // Whether a way one has will do: "tengo paypal nomás, ¿sirve?".
        'sirve|sirven|vale|valen|funciona|funcionan|' +
        'vencio|vencida|caducada|caduco|cambiar|cambio|actualizar|actualizo|poner|pongo|agregar|añadir',
    ),
  ],
  'payment.declined': [
    words(
      // The bank's own check of a payment: a code by SMS.
      '(?:codigo|sms|clave|mensaje) (?:[\\wñ]+ ){0,4}(?:para|al) (?:pagar|confirmar el pago|comprar)|' +
        // The bank's code asked by the payment page, and a purchase that falls by itself.
        '(?:codigo|sms|clave|token|mensaje)s? (?:de|del) (?:mi |el |la )?banco|pasarela|' +
        // The bank's check asked of the payer: "me pide verificar con el banco".
        '(?:verific|confirm|autoriz|valid)[\\wñ]* (?:[\\wñ]+ ){0,2}(?:con|en|desde|por) (?:el|mi) banco|' +
        `${SELF_CANCELLED}|` +
        'rechaz[\\wñ]*|declin[\\wñ]*|denegad[\\wñ]*|(?<!por )error|declined|fallo|falla|fallido|' +
        // (Two pronouns too: "no me la acepta".)
        'no (?:me |la |lo |se )?(?:la |lo )?(?:pasa|paso|acepta|admite|deja|funciona|procesa|toma|reconoce|entra)[\\wñ]*|' +
        // The card's security code or data refused as wrong: "me dice que el cvv es incorrecto".
        '(?:cvv|cvc|cvv2|codigo de seguridad|fecha de vencimiento|fecha de caducidad)(?: [\\wñ]+){0,2} (?:incorrect|erron|equivocad|invalid|mal)[\\wñ]*|' +
        // The bank's 3-D Secure check of a card payment.
        '3d secure|3ds|3 d secure|verified by visa|securecode|' +
        // The card told expired by the page: "me dice que la tarjeta está vencida pero es nueva".
        '(?:dice|dicen|sale|salen|aparece|marca|pone|rechaz[\\wñ]*)(?: [\\wñ]+){0,3} (?:la |mi |una )?(?:tarjeta|card)s? (?:[\\wñ]+ ){0,2}(?:venci|caduc|expir)[\\wñ]*|' +
        'no (?:es |era |esta )?permitid[oa]|no (?:es |era )?valid[oa]|rebot[\\wñ]*|no (?:me |lo |la )?autoriz[\\wñ]*|no (?:fue |es |esta )?aprobad[\\wñ]*|invalid[\\wñ]*|sin fondos|fondos insuficientes|saldo|no procede|' +
        'no (?:puedo|consigo|logro|pude) pagar|no (?:me )?deja pagar|insuficiente[\\wñ]*|bloque[\\wñ]*|' +
        // Not gone through, in any tense: "el pago no se completó".
        'no se (?:complet|realiz|proces|finaliz|concret)[\\wñ]*|no se (?:hace|hizo)|y nada|' +
        // The card's holder not matching the name given: "me dice que el titular no coincide".
        'titular (?:[\\wñ]+ ){0,2}no (?:coincide|corresponde|es el mismo|es la misma)|no coincide (?:el |con el )?(?:titular|nombre del titular)|' +
        // A payment that could not go through, however it is said: "no se pudo procesar el pago".
        'no (?:fue|es|ha sido|era) posible|imposible (?:pagar|comprar|procesar)|' +
        'no se pudo|no se puede|no pude|fail[\\wñ]*|(?:puse|escribi|meti|ingrese) mal|me equivoque (?:al|en)|(?:didn t|did not|doesn t|won t|wont|didnt) go through|' +
        'no se (?:pudo|puede|ha podido|logro|logra|pueden) (?:procesar|completar|realizar|finalizar|concretar|hacer|cobrar|validar|verificar)|' +
        // Money taken and nothing given for it, however the taking is told: "ya me quitaron la
        // plata y todo sigue con candado", "me descontaron el dinero pero no se activa".
        `${MONEY_TAKEN}(?: [\\wñ]+){0,10} (?:y|pero) (?:[\\wñ]+ ){0,6}(?:no|sigue|siguen|sigo|nada|bloquead[\\wñ]*|candado[\\wñ]*)|` +
        // Another card or way tried, and it fails too: "intenté con otra tarjeta y tampoco".
        '(?:y|pero|e igual|igual) tampoco|tampoco (?:pasa|paso|funciona|funciono|sirve|sirvio|va|fue|me deja|se pudo)|' +
        // Told one has not paid, though charged: "la app dice que no pagué", "sale como no pagado".
        '(?:dice|dicen|sale|salen|aparece|aparezco|pone|marca|figura|figuro|sigue) (?:[\\wñ]+ ){0,2}(?:que )?(?:no|sin) (?:he |ha |has |hemos )?(?:pague|pagado|pagar|pago|compre|comprado|pagamos)|' +
        '(?:pago|compra|cobro|transaccion) (?:no )?(?:procesad[\\wñ]*|pendiente|fallid[\\wñ]*|incomplet[\\wñ]*)|(?:pago|compra|cobro|transaccion) (?:[\\wñ]+ ){0,3}(?:pendiente|en proceso|procesando|en revision|sin confirmar)|no avanza|se queda (?:[\\wñ]+ ){0,2}(?:procesando|cargando|pensando|girando|dando vueltas)|nunca (?:termina|acaba|se completa|se procesa)|no hay manera|no hay forma',
    ),
    words(
      `tarjeta[\\wñ]*|pago[\\wñ]*|pagar|cobro|compra|fondos|saldo|transaccion[\\wñ]*|operacion|card|payment|${CARD_NAMES}|3d secure|3ds|cvv|cvc|${MONEY_TAKEN}|cobr[\\wñ]*|pague|pagado|pagamos|pagaste|(?:verific|confirm|autoriz|valid)[\\wñ]* (?:[\\wñ]+ ){0,2}(?:con|en|desde|por) (?:el|mi) banco`,
    ),
  ],
  renewal: [
    words(
      // Charged again by itself: "¿el cargo se repetirá el próximo mes?", "¿se le va a volver a
      // cobrar solo?", "que no me pase a la siguiente sola", "does it auto renew?".
      `${CHARGED_AGAIN}|` +
        // More time asked for the access: "¿cómo extiendo mi acceso?", "¿puedo alargar la suscripción?".
        `${MADE_LONGER}|` +
        // Charged on after paying once, asked: "¿se paga una vez o se sigue cobrando después?".
        '(?:se |me |nos |le )?(?:sigue|siguen|seguira|seguiran) cobrando|' +
        // The next charge of the subscription, when it comes, and a charge asked of the month or the
        // edition to come ("¿me cobran el otro mes?").
        '(?:proximo|siguiente) (?:cobro|cargo|pago)|' +
        '(?:cobran|cobra|cobraran|cobrara|van a cobrar|va a cobrar|vuelven a cobrar) (?:el|la|en el|en la|para el|para la) (?:otro|otra|proximo|proxima|siguiente) (?:mes|edicion)|' +
        // Taken every period, however it is said: "¿cada 28 días me quitan los 78?".
        'cada (?:mes|\\d+ dias|edicion) (?:me |nos |se )?(?:quitan|descuentan|cobran|cargan|sacan|debitan)|(?:me |nos )?(?:quitan|descuentan|cobran|cargan|sacan|debitan) (?:[\\wñ]+ ){0,2}cada (?:mes|\\d+ dias|edicion)|cuando (?:me )?(?:cobran|cobraran|cobrarian|van a cobrar|vuelven a cobrar)|' +
        // The charge to come, asked of it or refused ahead: "¿cuándo se me cobra?", "no quiero que
        // me cobren".
        'cuando (?:se )?(?:me )?(?:cobra|cobrara|carga|cargara|cargan|debita|debitan)|no quiero que (?:me |se me )?(?:cobren|cobre|carguen|renueven|renueve)' +
        '(?= (?:mas|otra vez|de nuevo|sol[oa]|automaticamente|la (?:proxima|siguiente|renovacion)|el (?:proximo|siguiente|mes))(?= |$)|$)|' +
        'renueva[\\wñ]*|renuev[\\wñ]*|renov[\\wñ]*|automatic[\\wñ]*|otra vez|de nuevo|cada mes|todos los meses|mes a mes|' +
        // The charge's rhythm, asked of the challenge's cycle: "¿me cobran cada 28 días?".
        'cada (?:\\d+ dias|veintiocho dias|edicion)|' +
        // The next edition paid apart or held in what one paid ("¿la siguiente se paga aparte o ya
        // entra con lo que pagué?").
        '(?:se paga|hay que pagar|se cobra|cobran|pago) (?:aparte|por separado)|(?:entra|incluid[oa]|esta incluid[oa]|va incluid[oa]) (?:con|en) lo que (?:pague|pagamos)|' +
        // A charge that came new or unannounced ("me llegó un cargo nuevo sin avisarme").
        '(?:cargo|cobro|cobros|cargos|descuento)s? (?:[\\wñ]+ ){0,3}(?:nuevo|nuevos|inesperad[\\wñ]*|sin (?:avis[\\wñ]*|aviso|previo aviso|permiso|autoriz[\\wñ]*))|' +
        '(?:me )?(?:cobraron|cobran|cobro|cargaron|cargan|descontaron|debitaron) (?:[\\wñ]+ ){0,4}sin (?:avis[\\wñ]*|aviso|previo aviso|permiso|autoriz[\\wñ]*)|' +
        // The charge repeating, and a minimum stay asked of: "¿el cargo se repite?", "¿hay permanencia?".
        '(?:cobro|cargo|pago)s? (?:[\\wñ]+ )?(?:se )?repite[\\wñ]*|se repite[\\wñ]* (?:el |los )?(?:cobro|cargo|pago)s?|permanencia|' +
        // Charges stopped from the next one, and a notice asked before it charges.
        'no (?:me |nos )?(?:cobren|carguen|descuenten|debiten) (?:mas|nada mas)|' +
        '(?:avis|notific|recuerd)[\\wñ]* (?:[\\wñ]+ )?antes de (?:cobrar[\\wñ]*|renovar[\\wñ]*|que (?:me |se )?(?:cobren|cobre|renueve))|' +
        // Bought again to go on, asked of oneself: "si quiero continuar otro mes, ¿tengo que volver a comprar?".
        '(?:vuelve|vuelven|vuelva|vuelvan|volvera|volveran|volvio|volvieron|va a volver|van a volver|volver) a (?:cobrar|cargar|pagar|debitar|comprar)[\\wñ]*|(?:cobra|renueva|paga|cobran)[\\wñ]* (?:solo|sola|solos|solas|solit[oa]s?)|(?:cobr|renuev|pagu|debit)[\\wñ]* (?:solo|sola|solos|solas|solit[oa]s?|automaticamente)|recurrente|suscripcion|' +
        'seguir cobrando|sigan cobrando|siguen cobrando|despues de (?:las|el|los) (?:\\d+|[\\wñ]+) (?:semanas|dias|mes|meses)|al terminar|cuando (?:termine|acabe)|' +
        'volver a cobrar|vuelven a cobrar|van a cobrar|pago unico|unico pago|una sola vez',
    ),
    words(
      'renueva[\\wñ]*|renuev[\\wñ]*|renov[\\wñ]*|cobr[\\wñ]*|pag[\\wñ]*|carga|cargan|cargara|cargos?|debit[\\wñ]*|descont[\\wñ]*|descuent[\\wñ]*|suscripcion|plan|reto|pago unico|unico pago|permanencia|volver a comprar[\\wñ]*|' +
        // Kept in by itself, and money taken as "quitar": "¿quedo inscrita automáticamente?", "¿me quitan los 78?".
        'automaticamente|quitan|quitaron|quitara|quitaran|' +
        `${MADE_LONGER}|` +
        // Money taken, however said: "¿me van a estar sacando plata de la tarjeta cada mes?".
        MONEY_TAKEN,
    ),
  ],
  invoices: [
    words(
      'receipt|invoice|factura[\\wñ]*|(?<!(?:no|yo|ya|nunca|que|lo|la|las) )recibos?|comprobante[\\wñ]*|ticket|boleta|cfdi|datos fiscales|justificante[\\wñ]*|constancia de pago|' +
        // What one paid, to see it again: "¿dónde veo lo que pagué?".
        '(?:donde|como) (?:veo|consulto|reviso|encuentro) (?:lo que|cuanto) (?:pague|he pagado|me cobraron|me han cobrado)|' +
        'rfc|cif|nif|cuit|razon social|mis pagos|mis compras|historial de (?:pagos|compras|cobros)|' +
        // An expense justified to one's employer: "tengo que justificar el gasto en el trabajo".
        'justific[\\wñ]* (?:[\\wñ]+ ){0,2}gastos?|rendir (?:[\\wñ]+ )?gastos?|rendicion de gastos|nota de gastos|reembolso de gastos',
    ),
  ],
  human: [
    words(
      'hablar|habla|hablo|hable|hablamos|contact[\\wñ]*|pasame|paseme|comunic[\\wñ]*|queja[\\wñ]*|quejarme|reclam[\\wñ]*|atencion al cliente|servicio al cliente|soporte|' +
        'numero de telefono|(?<!(?:^| )(?:mi|tu|del|en el|en mi|desde el|desde mi) )(?<!(?:^| )se (?:me |le |nos )?[\\wñ]+ el )telefono|(?<!(?:^| )en )whatsapp|(?:a )?(?:donde|que correo|a quien|a que (?:correo|mail|email|direccion)) (?:les |le )?(?:mando|envio|escribo|mandar|enviar|escribir)|agente|asesor[\\wñ]*|escribirles|escribirle|les escribo|le escribo|(?:donde|a quien|a que [\\wñ]+) (?:les |le )?escrib[\\wñ]*|escrib[\\wñ]* (?:a|al) (?:soporte|ustedes|alguien|un|una|el equipo|atencion)|llamar|(?<!que )pasas con|(?<!que )pasa con|(?<!(?:^| )(?:eres|sos|es usted)(?: .*)?)(?:alguien real|persona real)|' +
        'atienda|atiendan|atiende|atienden|atender|atencion|hay alguien|' +
        // Someone by their role asked to see to one's case: "que un encargado revise mi caso".
        '(?:revis|mir|vea|ve|atiend|escal)[\\wñ]* (?:mi|el|este) caso|(?:un|una|algun|alguna|el|la) (?:encargad[oa]|responsable|gerente|supervisor[a]?|superior|coordinador[a]?) (?:que )?(?:me |lo |la |le )?(?:revise|revisen|mire|vea|atienda|ayude|llame|escriba|conteste|responda|resuelva)|' +
        // The coach's own boss asked for, and a suggestion for the team ("pásame con tu jefe").
        '(?:tu|su) (?:jefe|jefa|superior|supervisor[a]?|encargad[oa]|gerente|dueño|creador[a]?)|sugerencia[\\wñ]*|sugerir[\\wñ]*|feedback|retroalimentacion|' +
        // Who answers, asked of the team: "¿en qué horario contesta el equipo?".
        // Left unanswered by the team, told of what was sent: "no me responden los correos".
        '(?:esperando|espero|sin|no tengo|no he tenido|no recibo|no he recibido) (?:una |su |tu |ninguna )?respuesta|' +
        'no (?:me |nos )?(?:responden|contestan|han respondido|han contestado|respondieron|contestaron)(?: (?:los|mis|el|mi) (?:correos|mails|emails|mensajes|whatsapps?|tickets?))?$|' +
        `(?:contesta|contestan|responde|responden|contestaran|responderan) (?:${THE_TEAM})|(?:el equipo|ustedes) (?:contesta|contestan|responde|responden)|alguien ahi|(?<!(?:^| )(?:eres|sos|es usted)(?: .*)?)(?:un|una|con|a un|algun) (?:humano|humana|persona)|humano real|operador[\\wñ]*|chat en vivo|alguien de verdad|alguien del equipo|` +
        // Asked in English.
        // Buying it for someone else: a gift, a family, a company's staff.
        'regal[\\wñ]* (?:el |este |un |una )?(?:reto|programa|challenge|suscripcion|membresia)|regalarselo|regalarsela|tarjetas? de regalo|(?:de|como|para) regalo|plan familiar|' +
        '(?:para|a) (?:\\d+ |mis |nuestros |los |varios )?(?:empleados|trabajadores|colaboradores)|(?<!(?:voy|va|vas|fui|salgo|sali|salir|irme|dejo|deje|dejar|renuncie|echaron|despidieron) )(?:para|de) (?:la |mi |una |las )?empresas?|corporativ[\\wñ]*|recursos humanos|' +
        'talk to|speak (?:to|with)|human|real person|customer (?:service|support)|support team|' +
        // Showing the team what one sees: "¿cómo les mando una captura del error?".
        '(?:mand|envi|pas|adjunt)[\\wñ]* (?:una |un |la |el |unas |unos )?(?:captura|capturas|pantallazo|pantallazos|screenshot|screen)|' +
        FEATURES,
    ),
  ],
  'app.trouble': [
    words(
      'no (?:me |se |le )?(?:carga|abre|funciona|reproduc|ve|escucha|oye|anda|sirve|suena)[\\wñ]*|no (?:me )?carga[\\wñ]*|no (?:me )?abre|no se abre|no (?:me )?funciona|no puedo ver|se quedan? (?:en )?negro|quedan? en negro|pantalla negra|en blanco|se cuelga|colgad[\\wñ]*|se traba|lenta|lento|(?<!por )error|' +
        'sigue sin (?:cargar|abrir|verse|ver|funcionar|andar|sonar)|(?:dice|sale|aparece|marca|da) (?:un |el )?(?:error )?(?:40\\d|50\\d)|no se reproduce|no se ve|no se escucha|no (?:tiene|tienen|trae|traen|lleva|llevan) (?:[\\wñ]+ )?(?:audio|sonido|imagen|volumen|voz)|sin volumen|no anda|se cierra|bug|pantalla|falla|no va|' +
        // A screen laid out wrong: "se ve todo desconfigurado", "sale descuadrado".
        'se ven? (?:[\\wñ]+ )?(?:chiquit[\\wñ]*|pequeñ[\\wñ]*|chic[oa]s|borros[\\wñ]*|en horizontal|en vertical|de lado|al reves|estirad[\\wñ]*|aplastad[\\wñ]*)|' +
        'desconfigurad[\\wñ]*|descuadrad[\\wñ]*|desordenad[\\wñ]*|encimad[\\wñ]*|amontonad[\\wñ]*|' +
        // An update the app asks for and that does not go through.
        'me pide (?:que (?:la |lo )?)?(?:actualizar|actualice|descargar|descargue|instalar|instale|una actualizacion)|no (?:puedo|me deja|consigo) actualizar|' +
        // No connection, as the app says it.
        'sin conexion|no hay conexion|fuera de linea|offline|error de (?:red|conexion)|' +
        'no (?:me |se |le )?(?:aparece|aparecen|llega|llegan|llego|llegaron|suena|suenan|sono|pita|pitan|pito|responde|reacciona|arranca|arrancan|muestra|muestran)[\\wñ]*|' +
        // Notifications or videos that do not show, slowness told as it feels, a layout out of place.
        'no (?:me |le |se )?salen? (?:las |los |mis )?(?:notificacion[\\wñ]*|avisos?|recordatorios?|alertas?|videos?)|' +
        'tard[\\wñ]* (?:mucho|un monton|demasiado|siglos|horas|una eternidad|años)|tard[\\wñ]* (?:[\\wñ]+ ){0,2}en (?:abrir|cargar|arrancar|iniciar|entrar|reproducir)|lentisim[\\wñ]*|lentitud|' +
        'caid[oa]|caidisim[\\wñ]*|se (?:cayo|cae|callo)|desfas[\\wñ]*|desincroniz[\\wñ]*|desfaz[\\wñ]*|' +
        // The app shown in another language.
        '(?:esta|sale|aparece|viene|se ve|salen|estan|llega|llegan) (?:todo |toda )?en (?:ingles|portugues|otro idioma)|modo (?:oscuro|claro|noche|nocturno)|dark mode|tema oscuro|idioma|cambiar(?:la|lo)? a español|' +
        // Reading and hearing aids: a larger letter, contrast, a screen reader, subtitles.
        '(?:letra|letras|texto|fuente)s? (?:[\\wñ]+ ){0,2}(?:grande[\\wñ]*|chic[\\wñ]*|pequeñ[\\wñ]*|agrand[\\wñ]*|aument[\\wñ]*)|agrandar|alto contraste|contraste|lector de pantalla|subtitul[\\wñ]*|' +
        'chuec[\\wñ]*|se (?:enciman|montan|superponen|sobreponen|amontonan)|fuera de (?:la )?pantalla|' +
        'congel[\\wñ]*|vaci[oa]|se ve (?:raro|rara|mal|cortad[oa])|' +
        // Not installing or updating, and the room it takes: "no se instala", "la app pesa demasiado".
        'no (?:se |me |la |lo )?(?:instala|instalan|descarga|descargan|actualiza|baja)(?= |$)|(?:pesa|ocupa) (?:mucho|demasiado|muchisimo|un monton|bastante)|(?:mucho|demasiado) espacio|no (?:tengo|hay|me queda) (?:[\\wñ]+ )?(?:espacio|memoria)|' +
        // Whether it runs on a device: "no es compatible con mi teléfono", "¿lo soporta mi tablet?".
        'compatible[\\wñ]*|compatibilidad|incompatible[\\wñ]*|(?:no )?(?:lo |la )?soporta(?:n)?|' +
        // Sound too low or far: "se oyen bajito", "el volumen muy bajo".
        'se (?:oye|oyen|escucha|escuchan|oia|oian|escuchaba|escuchaban) (?:muy |super |re |demasiado |bien )?(?:bajo|bajito|poco|mal|fatal|lejos|raro|entrecortad[\\wñ]*)|volumen(?: [\\wñ]+){0,3} (?:muy |super |demasiado )?(?:bajo|bajito)|' +
        // Without a connection, however it is lacking: "sin internet", "no tengo señal".
        'sin (?:internet|datos|wifi|señal|cobertura|red|conexion)|no (?:tengo|hay|agarra|pilla|llega) (?:[\\wñ]+ )?(?:señal|cobertura|internet|wifi|datos)|' +
        // The app not telling, in any tense: "no me avisa nada", "ya no me notifica".
        'no (?:me |nos )?(?:avisa|avisan|avisaba|avisaban|aviso|avisaron|notifica|notifican|notificaba|notificaban|notifico)(?= |$)|' +
        // A notice that no longer rings or comes late: "ya no me vibra el móvil", "me llegan las alertas
        // tarde", "el aviso me salta cuando ya he terminado".
        `${NOTICE_NONE_OR_LATE}|` +
        // A screen that does not enlarge: "no se pone en grande", "no se hace grande".
        'no se (?:pone|hace|ve|agranda) (?:en |mas )?(?:grande|completo|completa)|' +
        // Playing in jerks: "los videos van a saltos", "se ve a trompicones", "entrecortado".
        '(?:va|van|iba|iban|se ve|se ven|sale|salen|corre|corren|avanza|avanzan) (?:a |como a )?(?:saltos|saltitos|trompicones|tirones|pedazos|cachos|tropezones|golpes)|entrecortad[\\wñ]*|' +
        // The player's controls asked of: slower, the quality, the resolution.
        '(?:video|videos)(?: [\\wñ]+){0,3} (?:mas )?(?:lent[oa]s?|despacio|rapid[oa]s?|en camara lenta|a (?:menos|mas|otra) velocidad)|(?:velocidad|calidad|resolucion) (?:de |del |de los |de la )?(?:video|videos|reproduccion)|' +
        '(?:bajar|subir|cambiar|ajustar|bajarle|subirle|baja|sube|cambia|bajo|subo|cambio)(?: [\\wñ]+){0,1} (?:la )?(?:calidad|resolucion)|' +
        // A video that pauses by itself: "se pausa solo", "se pausan cada rato".
        'se (?:me |le |nos )?(?:pausa|pausan|pauso|pausaron|pausaba|pausaban|esta pausando)|' +
        // A video that does not turn with the phone.
        'no se (?:pone|gira|voltea|rota|ve) (?:en )?(?:horizontal|vertical|pantalla completa)|no (?:gira|rota|se voltea)|pantalla completa|' +
        // Not letting one go on, a message on opening, the battery or the storage it takes.
        'no (?:me |nos )?deja (?:ni )?(?:ver|abrir|reproducir|darle|pasar (?:del|de la) (?:inicio|portada|pantalla|logo|principio))|' +
        // A screen gone blank by a colour ("la app se pone toda blanca"; a member who does is safety's).
        'se (?:pone|puso|queda|quedo|vuelve|volvio) (?:toda |todo |completamente )?(?:blanc|negr|gris)[oa]s?|' +
        // A notice on the screen, by any name, that stops one: "un cartelito que dice algo del servidor"
        // (where one is stopped, named, decides: "no me deja avanzar del login" is the sign-in's).
        // (Or that jumps up, the verb first: "me salta el cartel de revisa tu conexión".)
        '(?:salta|saltan|salto) (?:el |un |una |la |ese |este )?(?:cartel|cartelito|letrero|letrerito|ventanita|recuadro|popup|pop up|aviso|mensaje)|' +
        '(?:cartel|cartelito|letrero|letrerito|ventanita|recuadro|popup|pop up)s? (?:[\\wñ]+ ){0,3}(?:dice|dicen|sale|salen|aparece|aparecen|pone)|no (?:me |nos )?deja (?:avanzar|seguir|continuar)(?! (?:del|de la) )|no (?:me |nos )?deja (?:avanzar|pasar|seguir|continuar) (?:al|a la|con el|con la) (?:siguiente|proximo|proxima|otro|otra) (?:video|ejercicio|dia|rutina)|(?:consume|gasta|chupa|come) (?:mucha |demasiada |toda la )?(?:bateria|datos|memoria)|' +
        '(?:mucha|demasiada) (?:bateria|memoria)|se (?:me |le |nos )?(?:calienta|recalienta|sobrecalienta|come la bateria)|' +
        // The battery drained by it, and the app not running well ("se me descarga la batería con la
        // app", "tengo un iPhone 8 y no corre bien").
        'se (?:me |le |nos )?descarga (?:la |el |mi )?(?:bateria|celular|celu|movil|telefono)|no (?:me |le )?(?:corre|jala) bien|' +
        // The phone's permissions the app asks for: "me pide permisos de cámara".
        'permisos? (?:de|para|a) (?:la |el |mi |los |las )?(?:camara|microfono|ubicacion|localizacion|fotos|galeria|notificaciones|contactos|almacenamiento|archivos)|' +
        '(?:no encuentro|no veo|no me aparece|donde esta) (?:el|la|los|las) (?:boton|botones|opcion|opciones|seccion|menu|pestaña|icono)|' +
        // A crash told with whom it happens to between: "se me cierra", "se le cuelga", "se nos traba".
        'se (?:me|te|le|nos|les) (?:cierra|cierran|cerro|cuelga|cuelgan|colgo|traba|traban|trabo|congela|congelo|apaga|apago|reinicia|reinicio|tranca|pega|frena|sale|salio|va|fue)(?= |$)|' +
        // Sound or picture out of step: "el sonido va atrasado", "la voz va adelantada".
        '(?:sonido|audio|voz|imagen|video)s? (?:[\\wñ]+ ){0,3}(?:atrasad|adelantad|retrasad|desfasad|desincronizad|a destiempo)[\\wñ]*|no puedo darle|tira error|error \\d+|cargando|nunca arranca[\\wñ]*|' +
        // A screen shown cut or half, however much is said between: "se ve todo cortado", "sale medio mocho".
        '(?:se ven?|sale|salen|aparece|aparecen) (?:todo |toda |todos |todas |muy |medio |bien |re |super |como )*(?:borros[\\wñ]*|cortad[\\wñ]*|mochad?[\\wñ]*|incomplet[\\wñ]*|partid[\\wñ]*|a medias|deformad[\\wñ]*|raro|rara|raros|raras|mal)|' +
        // Stuck where it was: "no cambia de día", "sigue en el día 3", "se quedó pegada".
        'no (?:me |se |le )?(?:cambia|cambian|actualiza|actualizan|avanza|avanzan|refresca|sincroniza|guarda|guardan|registra|registran)(?= |$)|' +
        'sigue (?:en el dia|en la misma|igual|marcando|mostrando|saliendo|apareciendo)|se (?:quedo|queda|quedan|quedaron) (?:pegad|trabad|atascad|colgad|congelad|en el dia|en la misma)[\\wñ]*|atascad[\\wñ]*|estancad[\\wñ]*|' +
        APP_ACTS,
    ),
    words(
      // What one tries to open when it fails: "cada vez que quiero ver el día 4", "la clase".
      'clase|clases|(?:quiero|quiera|intento|trato de|voy a) (?:ver|abrir|entrar)|cada vez que (?:quiero|intento|abro|entro|le doy)|' +
        `${ERROR_TOLD}|` +
        'app|aplicacion|pagina|web|video[\\wñ]*|audio|letra|letras|contraste|sonido|rutina[\\wñ]*|carga[\\wñ]*|pantalla|sitio|reproduc[\\wñ]*|plataforma|anda|cuelga|lenta|' +
        'ejercicio[\\wñ]*|notificacion[\\wñ]*|aviso[\\wñ]*|boton[\\wñ]*|menu|congel[\\wñ]*|recordatorio[\\wñ]*|alarma[\\wñ]*|store|playstore|appstore|play store|app store|ruedita|rueda|circulito|triangulito|inicio|' +
        `${STORE_SEARCHED}|` +
        'android|iphone|ios|tablet|ipad|smart tv|conexion|celular[\\wñ]*|celu|movil[\\wñ]*|telefono[\\wñ]*|compu|computador[\\wñ]*|navegador[\\wñ]*|chrome|safari|firefox|' +
        'reloj|smartwatch|watch|airplay|consola|kindle|macbook|chromebook|laptop|portatil[\\wñ]*|ordenador[\\wñ]*|pc|' +
        // The workout player's countdown, which beeps and vibrates at a set's end.
        'cronometro[\\wñ]*|temporizador[\\wñ]*|timer|countdown|cuenta (?:atras|regresiva)|pitido[\\wñ]*|beep|' +
        '(?:se puede|se pueden|puedo|podemos|podre) (?:usar|usarla|usarlo|abrir|abrirla|entrar)|' +
        'recuerde|recuerdes|recuerden|recuerdame|recordarme|recordar|avise|avises|avisen|avisame|avisarme|avisa|avisan|notifica|alertas?|cel|' +
        'mensaje[\\wñ]*|abrir|abro|abrirla|abrirlo|bateria|memoria|almacenamiento|opcion[\\wñ]*|seccion|icono|modo|' +
        // Installing it again is the app's, whatever one lost with it.
        'actualizacion|actualizaciones|actualice|reinstal[\\wñ]*|desinstal[\\wñ]*|cartel[\\wñ]*|letrer[\\wñ]*|ventanit[\\wñ]*|recuadro|popup|servidor[\\wñ]*|' +
        // Watching it on a television, asked of what one can do, and the device that casts it.
        '(?<!(?:que|cual|cuales) )(?:se puede|se pueden|puedo|podemos|podre|hay forma de|hay manera de) (?:ver|verlo|verla|verlos|verlas|poner|ponerlo|ponerlos|pasar|pasarlo|proyectar|proyectarlo|conectar|castear)|chromecast|apple tv|fire tv|roku|castear|notis?|' +
        // The language one had it in: "yo la tenía en castellano".
        '(?:la|lo) (?:tenia|tengo|teniamos|puse|habia puesto|configure) en (?:español|espanol|castellano|ingles|portugues)|' +
        // Installing it, asked whether it can be: "¿hay forma de instalarla?".
        '(?:instalar|descargar|bajar)(?:la|lo)|' +
        // The product's mails, in the wrong language.
        '(?:correo|correos|mail|mails|email|emails) (?:[\\wñ]+ ){0,3}(?:llega|llegan) en',
    ),
  ],
};

/**
 * Words of another world that are part of a topic's own: a device or a connection is the setting of
 * a problem with the app or the account, and only there (a phone's price is not the challenge's).
 */
const BANK_WORDS =
  /^(?:banco|bancos|bancari[\wñ]*|banca|bbva|santander|bancolombia|davivienda|banamex|citibanamex|banorte|bancomer|caixa|caixabank|bankinter|sabadell|galicia|itau|scotiabank|hsbc|nubank|revolut|interbank|bcp|pichincha|banreservas|bancoestado|brou|banrural|visa|mastercard|amex|maestro)$/;

/**
 * Taxes, their return, their offices and their people, in Spain and Latin America, the company an
 * invoice is made out to (a partnership, a legal person, its tax number), and whoever reimburses a
 * member against a receipt (an insurer, a health fund).
 */
const INVOICE_SETTING =
  /^(?:consultorio|despacho|negocio|emprendimiento|empresa|empresas|compañia|firma|sociedad|sociedades|razon|juridica|pyme|pymes|cuit|cuil|rfc|rif|rtn|nif|cif|ruc|nit|rut|desglose|desglosad[oa]|desglosar|gasto|gastos|papel|papeles|papelito|viaticos|rendicion|rendir|seguro|seguros|aseguradora|isapre|eps|prepaga|mutua|mutual|obra|declaracion[\wñ]*|renta|hacienda|sat|afip|dian|sii|seniat|sunat|impuesto[\wñ]*|iva|contab[\wñ]*|contador[\wñ]*|contadora|gestor[\wñ]*|gestoria|deduc[\wñ]*|desgrav[\wñ]*|fiscal[\wñ]*|tributari[\wñ]*|autonom[oa]s?|monotributo)$/;

const FAR_COUNTRIES = new RegExp(`^(?:${[...FAR_PLACES].join('|')})$`);
const HOURS_IN_WORDS = 'una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce';

/** The social networks where a visitor saw the challenge advertised ("lo vi en instagram"). */
const SEEN_ON = /^(?:instagram|insta|tiktok|facebook|youtube|anuncio|publicidad)$/;

/** The social networks a team may be written to on. */
const SOCIAL = /^(?:instagram|insta|facebook|face|telegram|tiktok|twitter|messenger|redes)$/;
/** The team's own channel, not one's own account on the network ("¿tienen instagram?", "su facebook"). */
const TEAM_CHANNEL =
  /(?:^| )(?:tienen|tiene|tienes|tenes|hay|su|sus|ustedes|oficial|reto|programa|emilio|soporte|equipo)(?= |$)/;

/** Where one is without a connection: on a plane, underground, on the road ("estoy en el avión"). */
/** What a video player shows and is set to: its quality, its speed, the wheel it turns while loading. */
/** The buttocks by their slang, worked by an exercise ("siento que no trabajo la cola"). */
const BUTTOCKS = /^(?:cola|colita|pompis|pompas|nalga|nalgas|trasero|poto|culo|culito|cachetes)$/;

/** The video player's parts, and the workout player's countdown that beeps at a set's end ("el temporizador no suena"). */
const PLAYER =
  /^(?:explicacion|explicaciones|instrucciones|indicaciones|calidad|resolucion|hd|4k|rueda|ruedita|rueditas|circulito|circulo|bolita|spinner|subtitulos?|velocidad|grande|señal|triangulo|triangulito|cronometro|cronometros|temporizador|temporizadores|timer|countdown|pitido|pitidos|beep)$/;

/** The fields of one's profile, filled in on the app's screens ("la fecha de nacimiento"). */
const PROFILE_FIELDS = /^(?:nacimiento|apellido|apellidos|apodo|cumpleaños)$/;

const UNCONNECTED =
  /^(?:avion|vuelo|metro|subte|subterraneo|tren|autobus|bus|camion|carretera|sotano|ascensor|elevador)$/;

/**
 * What one trains on and with, and where: the floor, a wall, a chair, a mat, a room at home or away
 * ("¿las rodillas en el piso?", "en el cuarto del hotel"); a room's rent stays another world's.
 */
const TRAINED_ON =
  /^(?:cuarto|habitacion|pieza|piso|suelo|pared|silla|sillas|sillon|sillones|cama|tapete|tapetes|colchoneta|colchonetas|esterilla|esterillas|mat|yoga mat|toalla|escalon|escalones|sofa|banca|step|barra|barras|mancuerna|mancuernas|pesas|ligas|bandas|botella|botellas|bidon|bidones|garrafa|garrafas|mochila|tren|superior|inferior|banco|bancos)$/;

/**
 * What one trains on, the clothes one trains in, and the celebration of the day one trains before or
 * after ("hoy tengo boda, ¿qué rutina toca pa hacerla antes?"; a match is not: its players train).
 */
const TRAINED_IN = new RegExp(`${TRAINED_ON.source}|^(?:ropa)$|^(?:boda|cumpleaños|graduacion)$`);

/**
 * The dates of the member's own life the challenge's calendar is measured against ("¿esta edición
 * acaba antes de Navidad?", "mis exámenes terminan el 15, ¿el reto termina antes?", "si un día no
 * hago nada por un examen", "para apuntármelo en el calendario"): when, not what is asked about.
 */
const MEMBER_OCCASIONS =
  /^(?:calendario|agenda|navidad|nochebuena|nochevieja|reyes|pascua|cumpleaños|cumple|boda|examen|examenes|finales|parciales|vacaciones|velorio|entierro|funeral|graduacion|mudanza)$/;

/**
 * The device the member looks at the app on ("en el celu no lo veo", "hoy entré desde la compu"):
 * where a screen is seen, not what is asked about.
 */
const SEEN_ON_DEVICE = /^(?:cel|celu|celular|movil|telefono|compu|computadora|laptop|pc|tablet|ipad)$/;

export const TOPIC_WORDS: Readonly<Partial<Record<CoachIntent, RegExp>>> = {
  // What one puts in the mouth is eaten ("¿qué me echo a la boca?"), and the weight regained after a
  // diet ("¿qué como para evitar el rebote?").
  // Eating out is where the plan is kept or not ("voy a comer en restaurante, ¿qué pido?").
  nutrition:
    /^(?:boca|buche|porcion|porciones|racion|raciones|rebote|restaurante|restaurantes|restaurant|vegetarian[oa]s?|vegan[oa]s?)$/,
  // Where one walks or runs outdoors instead of the treadmill ("¿puedo trotar en la rambla?"), the
  // stairs, and a dance in its place ("¿se puede cambiar el cardio por baile?").
  // And the units a treadmill's speed is shown in ("¿la velocidad es en km o en millas?").
  cardio:
    /^(?:rambla|malecon|costanera|parque|playa|pista|sendero|cerro|bosque|calle|barrio|plaza|pradera|orilla|lago|rio|escalera|escaleras|edificio|baile|bailar|zumba|km|kms|kmh|kilometro|kilometros|milla|millas|mph)$/,
  // What one breathes with, and when ("¿cuándo cojo aire y cuándo lo suelto?"), how deep one goes
  // ("¿hasta paralelo o más?"), how the back bends ("¿recta o un poco curva?"), and the words of a
  // gym's other exercises (OTHER_EXERCISES).
  'exercise.technique': new RegExp(
    `${TRAINED_ON.source}|${BUTTOCKS.source}|^(?:significa|significan|respiro|respiracion|respirar|cojo|suelto|aire|inhalo|exhalo|posicion|posiciones|paralelo|paralela|serie|series|curva|curvo|muerto|dominada|dominadas|bulgara|bulgaras)$`,
  ),
  // And the clothes one trains in ("ya me puse la ropa de entrenar, ¿qué hacemos hoy?", "¿qué toca
  // mañana? pa dejar la ropa lista").
  // And the sets it counts, when a count is asked of it ("¿cuántas series de squat son hoy?").
  'routine.today': new RegExp(`${TRAINED_IN.source}|^(?:serie|series|seg)$`),
  'routine.tomorrow': TRAINED_IN,
  // Its mechanics asked ("¿me explicás la mecánica?"), how hard it gets, and whether it is live by a
  // video call.
  'challenge.how': new RegExp(
    `${SEEN_ON.source}|^(?:mecanica|dificultad|intensidad|nivel|videollamada|videollamadas)$`,
  ),
  // Where one lies on a day off, guilt-free, and the day's own name ("¿qué días me quedo tirado en el
  // sillón sin culpa?", "relax").
  // And the box the routines' list shows on a rest day ("Recovery").
  // And the days seen as a calendar ("en el calendario sale un signo de más"), and staying still on one
  // ("¿o mejor me quedo quieta?": a walk's question leaves it unexplained).
  'rest.days':
    /^(?:relax|sillon|sofa|hamaca|tirad[oa]s?|culpa|recovery|cuadro|cuadrito|recuadro|cajita|respiro|calendario|calendarito|quiet[oa]s?)$/,
  // The mark the app shows for a done exercise ("no veo ningún check", "el cheque de listo"), and the
  // screen one trained in front of ("hice la rutina viendo el video en la tele, ¿se cuenta igual?").
  'exercise.done': new RegExp(
    `^(?:check|checks|checkmark|cheque|chequecito|palomita|palomitas|tilde|tildes|chulito|visto|gris|grises|tele|television|televisor|tv)$|${SEEN_ON_DEVICE.source}`,
  ),
  // How steady one is, the bar that shows it, and the device one looks at it on; the header's
  // circle with the member's initial, beside the streak's badge ("el numerito al lado de mi inicial");
  // and the scale one weighs on ("la balanza no se mueve").
  progress: new RegExp(
    `${SEEN_ON_DEVICE.source}|^(?:juicios[oa]|disciplinad[oa]|barrita|barra|fila|record|inicial|circulo|circulito|fueguito|fuegito|llamita|flamita|numerito|balanza|bascula)$`,
  ),
  // The end one aims for: "¿cuánto me falta para la meta?"; and the challenge's calendar ("no sé por
  // dónde voy del calendario").
  'challenge.day': new RegExp(`${MEMBER_OCCASIONS.source}|^(?:meta|barrita|barra)$`),
  'skip.day': MEMBER_OCCASIONS,
  // The days of grace past its end ("¿hay algo de margen?").
  'edition.current': new RegExp(`${MEMBER_OCCASIONS.source}|^(?:margen|prorroga)$`),
  'edition.next': MEMBER_OCCASIONS,
  // A far country is where one's hour differs; an hour said in words ("a las once") is when the day
  // changes or a reminder comes, not a meal.
  // A ship that crosses the time zones is their subject ("trabajo en un crucero").
  // And a zone's region ("hora del pacífico"), the clocks' season ("el horario de verano"), a
  // desfase told, and the clocks the challenge's hour is compared with (the phone's, the server's).
  timezone: new RegExp(
    `${FAR_COUNTRIES.source}|^(?:${HOURS_IN_WORDS})$|^(?:crucero|cruceros|barco|este|pacifico|centro|atlantico|montaña|verano|invierno|desfase|servidor|telefono|celular|movil|region)$`,
  ),
  // The languages the coach is asked if it speaks, its training, whether it is a machine, and its
  // name in English ("who is the trainer behind this?").
  'about.emilio':
    /^(?:chatgpt|gpt|siri|alexa|gemini|copilot|openai|trainer|behind|coach|ingles|portugues|frances|english|historia|transformacion|transformaciones|formacion|titulo|titulos|titulacion|certificacion[\wñ]*|certificad[oa]|titulad[oa]|estudios|trayectoria|credenciales|preparacion|experiencia|ia|chatbot|verdad|insta|instagram|tiktok|youtube|facebook|redes|tele|television|influencer|dirige|famos[oa]s?|celebridades|deportistas?|atletas?|futbolistas?|actores|actrices|curiosidad|deporte|deportes|educacion|fisica|aprendio|aprendiste|autodidacta|diseñado|diseñada|diseñadas|diseñados|diseño|creado|creador|creadora|nutricionista|medico|doctor|fisioterapeuta|fisio|licenciado|kinesiologo|dietista|arma|arman|armo|armado|preparo|invento|inventado|muchacho|chico|señor|senor|tipo|chavo|man|pibe|profesional|experto|experta)$/,
  // And what may be added to it ("¿es el precio final o se le suma algún impuesto o comisión?").
  'price.guarantee': new RegExp(`${SEEN_ON.source}|^(?:impuesto|impuestos|iva|comision|comisiones|recargo|recargos)$`),
  // The language the app is shown in is the app's setting too.
  'app.trouble': new RegExp(
    `${DEVICE_WORDS.source}|^(?:play|store|playstore|appstore|google)$|${PROFILE_FIELDS.source}|${CONNECTION_WORDS.source}|${PLAYER.source}|^(?:servidor|servidores|server|desinstal[\\wñ]*|reinstal[\\wñ]*|ingles|portugues|frances|castellano|español|espanol|tele|television|televisor|tv|chromecast|router|modem|permiso|permisos|camara|microfono|ubicacion|localizacion|galeria|contactos|deshora|vibra|cel|dibujo|dibujito|iconito)$|^(?:${HOURS_IN_WORDS})$|${UNCONNECTED.source}`,
  ),
  // Signing in with a social account or on a device.
  // The language the app's screens and mails come in ("me llegó en inglés") is their setting.
  // A profile's fields, signing in by fingerprint or face, an account freed once locked.
  // The bank or wallet a member paid from, when the access paid for does not come ("hice la
  // transferencia desde Bancolombia y no me activan el acceso"; another bank's own account stays its own).
  account: new RegExp(
    `${DEVICE_WORDS.source}|${PROFILE_FIELDS.source}|^(?:facebook|google|apple|instagram|ingles|portugues|frances)$|` +
      // (A bank by its name, not "el banco": "no me llega el código del banco" is the bank's.)
      '^(?:bbva|santander|bancolombia|davivienda|banamex|citibanamex|banorte|bancomer|caixabank|bankinter|sabadell|galicia|itau|scotiabank|hsbc|nubank|revolut|' +
      'nequi|daviplata|yape|plin|uala|mercadopago|paypal|zelle|bizum|spei|pse|sinpe|efecty|baloto|ficha|fichas|voucher|vouchers)$|' +
      '^(?:huella|huellas|faceid|biometri[\\wñ]*|liber[\\wñ]*|desbloque[\\wñ]*)$|' +
      // Linked to a social sign-in, and one's data kept in the service's records.
      '^(?:desvincul[\\wñ]*|vincul[\\wñ]*|sistema|sistemas|registros)$',
  ),
  // The team's own accounts on a social network, asked as a way to reach it ("¿tienen instagram?").
  // Asked in writing, for the third time, of someone in charge ("les escribo por tercera vez").
  human: new RegExp(
    `${SOCIAL.source}|^(?:videollamada|videollamadas|llamada|llamadas|videoconferencia|meet)$|` +
      '^(?:escrito|primera|segunda|tercera|cuarta|quinta|enesima|jefe|jefa|responsable|sugerencia[\\wñ]*)$',
  ),
  // A charge seen on the bank's statement.
  // One's place in it, and the right to withdraw by its legal names ("el derecho de retracto").
  'cancel.refund': new RegExp(
    `${BANK_WORDS.source}|^(?:cupo|plaza|participacion|lugar|derecho|retracto|desistimiento)$`,
  ),
  // A bank is where a card is declined or a transfer is made.
  // The bank's own words for a refused payment: the merchant, its online banking, its 3-D Secure check.
  'payment.declined': new RegExp(
    `${BANK_WORDS.source}|${DEVICE_WORDS.source}|^(?:comercio|establecimiento|home|banking|homebanking|3d|secure|3ds)$`,
  ),
  // Whether paying is safe is asked of the ways to pay.
  // Whether paying is safe, and the kinds a card comes in ("tarjetas de prepago", "una tarjeta virtual").
  // Cash paid at a corner shop, a card by its slang, a wallet, the interest or fee on paying a way.
  'payment.methods': new RegExp(
    `${BANK_WORDS.source}|^(?:segur[oa]|seguridad|prepago|prepagada|prepagadas|virtual|virtuales|recargable|recargables|digital|digitales)$|` +
      `^(?:${CARD_NAMES}|${CASH_POINTS}|${WALLETS}|cash|billetera|billeteras|wallet|monedero|interes|intereses|recargo|recargos|comision|comisiones)$|` +
      // A payroll card, and the currencies of another world offered to pay with ("¿puedo pagar con cripto?").
      '^(?:nomina|cripto|criptos|criptomoneda|criptomonedas|bitcoin|bitcoins|btc|usdt|ethereum|binance)$',
  ),
  // Charged without notice, a surprise.
  renewal: /^(?:sorpresa|sorpresas)$/,
  // A hello blessed ("buenos días, Dios le bendiga"), a friend greeted ("xopa fren"), a hug sent.
  greeting:
    /^(?:dios|bendiga|bendigan|bendiciones|xopa|fren|bro|brother|quiubo|quihubo|epa|epale|chamo|chama|parce|parcero|wey|guey|compa|pana|abrazo|abrazote|abrazos|beso|besito|besos)$/,
  // An invoice is asked for the taxes or a reimbursement: the tax return, the tax office and an insurer are its setting.
  invoices: INVOICE_SETTING,
};

/** The content words from another world that a topic's answer would leave unexplained. */
export const foreignTo = (topic: CoachIntent, foreign: readonly string[]) =>
  foreign.filter((word) => !TOPIC_WORDS[topic]?.test(word));

/**
 * When a question shows the evidence of both, the first is what it asks about and the second only
 * its setting: cardio on a rest day is a cardio question, marking today's routine done is about
 * marking, a renewal that charges the next edition is about the renewal.
 */
const PRECEDENCE: ReadonlyArray<readonly [CoachIntent, CoachIntent]> = [
  ['cardio', 'rest.days'],
  ['exercise.done', 'routine.today'],
  ['exercise.done', 'routine.tomorrow'],
  ['exercise.done', 'progress'],
  ['exercise.technique', 'routine.today'],
  ['skip.day', 'routine.today'],
  ['skip.day', 'routine.tomorrow'],
  ['skip.day', 'progress'],
  ['renewal', 'edition.next'],
  ['routine.tomorrow', 'edition.next'],
  ['renewal', 'price.guarantee'],
  ['challenge.day', 'progress'],
  ['challenge.day', 'routine.today'],
  ['payment.declined', 'payment.methods'],
  ['payment.declined', 'price.guarantee'],
  ['timezone', 'routine.today'],
  ['timezone', 'routine.tomorrow'],
  ['edition.current', 'edition.next'],
  ['cancel.refund', 'price.guarantee'],
  // Money back asked of a trial is the refund, not whom the challenge is for ("si no es para mí, ¿recupero la plata?").
  ['cancel.refund', 'challenge.how'],
  ['cancel.refund', 'renewal'],
  ['rest.days', 'edition.next'],
  ['skip.day', 'rest.days'],
  ['skip.day', 'challenge.day'],
  ['edition.current', 'challenge.how'],
  ['price.guarantee', 'challenge.how'],
  ['payment.methods', 'price.guarantee'],
  ['payment.methods', 'edition.next'],
  ['payment.declined', 'app.trouble'],
  ['account', 'routine.today'],
  ['account', 'price.guarantee'],
  ['account', 'renewal'],
  ['app.trouble', 'routine.today'],
  ['app.trouble', 'routine.tomorrow'],
  ['invoices', 'payment.methods'],
  ['payment.declined', 'challenge.how'],
  // Marking done what one finished is the marking, not the edition's end ("terminé, ¿cómo la doy por hecha?").
  ['exercise.done', 'edition.current'],
  ['timezone', 'human'],
  ['routine.tomorrow', 'routine.today'],
  ['cardio', 'routine.today'],
  ['nutrition', 'routine.today'],
  ['rest.days', 'routine.today'],
  ['challenge.day', 'challenge.how'],
  ['routine.today', 'challenge.how'],
  ['renewal', 'challenge.how'],
  // Paying again to go on another month is the renewal, whatever "toca" says ("pa seguir el otro mes,
  // ¿toca pagar de nuevo?").
  ['renewal', 'routine.today'],
  ['price.guarantee', 'timezone'],
  ['exercise.done', 'skip.day'],
  ['cardio', 'challenge.day'],
  // A payment that hangs "and does not finish" is the payment's trouble, not the edition's end.
  ['payment.declined', 'edition.current'],
  // The app that does not let one go on to the next video is the app's trouble.
  ['app.trouble', 'edition.next'],
  ['cancel.refund', 'payment.methods'],
  // Resting asked of a day ("¿mañana me toca descansar?") is about the rest days.
  ['rest.days', 'routine.tomorrow'],
  ['rest.days', 'routine.today'],
  // The hour the app goes by is the time zone's, whatever day or screen it is asked of.
  ['timezone', 'challenge.day'],
  ['timezone', 'app.trouble'],
  // A hello before a question about the coach ("hola, ¿quién da las clases?") asks about the coach.
  ['about.emilio', 'greeting'],
  // The days of rest the programme holds are the rest days' ("¿cuántos días de recuperación trae el plan?").
  ['rest.days', 'challenge.how'],
  // A journey's hour is the time zone's, whenever it comes ("viajo la semana que viene").
  ['timezone', 'edition.next'],
  // The hour the challenge goes by is the time zone's, not how it works ("el reto funciona con la hora de Madrid?").
  ['timezone', 'challenge.how'],
];

/** Whether the challenge is a subscription, asked: "¿esto es suscripción?", "¿es pago único?". */
const IS_IT_RECURRING =
  '(?:es|sera|seria) (?:una |un )?(?:suscripcion|membresia|pago recurrente|cobro recurrente|recurrente|cobro mensual|pago mensual)|(?:es|sera) (?:de |un )?pago unico';
/** Paying again, asked of oneself: "¿tengo que pagar again cuando se acabe?" (an app's "no necesitas pagar de nuevo" is not). */
const PAID_AGAIN =
  '(?:tengo que|hay que|tendre que|tendria que|voy a tener que|debo|me toca) (?:pagar|pagarlo|pagarla) (?:again|de nuevo|otra vez|nuevamente)|' +
  '(?:me )?(?:cobran|cobraran|van a cobrar) (?:again|de nuevo|otra vez|nuevamente)';
/** The guarantee itself asked: "¿hay alguna garantía?", "¿tienen garantía?". */
const GUARANTEE_ASKED = '(?:hay|tiene|tienen|ofrecen|dan|existe) (?:alguna |una |algun tipo de )?garantia';

/** What the day's screen shows, told ("hoy me sale…", "me pone…"), or what the day holds ("hoy toca…"). */
const SCREEN_SAYS = '(?:me |nos )?(?:sale|salen|aparece|aparecen|dice|pone|marca|figura|toca)';

/** What to eat, asked: "¿qué me recomiendas almorzar…?", "¿qué ceno?". */
const EATING_ASKED =
  '(?:que|q) (?:[\\wñ]+ ){0,2}(?:comer|almorzar|cenar|desayunar|merendar|almuerzo|ceno|desayuno|meriendo)';

/** Notifications named, however they are called. */
const NOTIFIED = /(?:^| )(?:notificacion[\wñ]*|notis?|avisos?|recordatorio[\wñ]*|alertas?|push)(?= |$)/;

/**
 * Precedence that holds only when the question says so: naming the guarantee ("¿cómo es la
 * garantía?", "¿tiene garantía de devolución?") asks about the guarantee, unless one cancels.
 */
/** The streak asked back: "perdí la racha, ¿puedo recuperarla?", "¿cómo recupero mi racha?". */
const STREAK_RECOVERED =
  /(?:^| )(?:(?:racha|streak)(?: [\wñ]+){0,10} (?:recuperar(?:la|lo)?|recupero|recupera|reponer(?:la)?)|recuper[\wñ]* (?:la |mi )?(?:racha|streak))(?= |$)/;
/** What an account is, named. */
const ACCOUNT_NAMED = /(?:^| )(?:cuenta|contraseña|correo|mail|email|acceso|usuario|sesion)(?= |$)/;

/** The weight lost kept off: "para no recuperar lo que bajé", "para evitar el rebote". */
const WEIGHT_KEPT_OFF = words(
  '(?:no )?(?:recuperar|volver a subir|subir) (?:lo que (?:baje|perdi)|los kilos|el peso)|rebote',
);

/** The date of the next charge asked: "¿qué día me hacen el próximo cargo?", "¿cuándo es el siguiente cobro?". */
const NEXT_CHARGE_DATED = words(
  '(?:que dia|cuando|que fecha|en que fecha|la fecha)(?: [\\wñ]+){0,4} (?:proximo|siguiente) (?:cobro|cargo|pago)',
);

/** The streak asked whether it breaks ("¿la racha se rompe si…?", "¿pierdo la racha?"). */
const STREAK_BROKEN = words(
  '(?:la |mi )?racha se (?:rompe|rompa|corta|corte|pierde|pierda|reinicia|reinicie|resetea)|se me (?:rompe|corta|pierde|reinicia) la racha|(?:rompo|pierdo|corto|reinicio) (?:la|mi) racha',
);

/**
 * Staying still weighed on a rest day: "¿o mejor me quedo quieta?", "¿es descanso total?" (not
 * whether it breaks the streak, which the day skipped's answer tells: rest days count by themselves).
 */
const REST_KEPT_STILL = new RegExp(
  `^(?!.*${STREAK_BROKEN.source}).*${
    words(
      '(?:quedarme|me quedo|quedo|estar|estarme) quiet[oa]s?|(?:no hago|no hacer|no hacemos) nada|descanso (?:total|completo|absoluto)|reposo (?:total|completo|absoluto)',
    ).source
  }`,
);

const PRECEDENCE_WHEN: ReadonlyArray<readonly [CoachIntent, CoachIntent, RegExp]> = [
  // The next charge's date asked is the renewal's, not a refund's nor the challenge's day ("¿qué día
  // me hacen el próximo cargo?").
  ...(['cancel.refund', 'challenge.day'] as const).map((loser) => ['renewal', loser, NEXT_CHARGE_DATED] as const),
  // Until when one may cancel is the cancellation's, not the edition's end.
  [
    'cancel.refund',
    'edition.current',
    words('hasta (?:que dia|que fecha|cuando)(?: [\\wñ]+){0,3} (?:cancelar|anular|dar(?:me)? de baja)'),
  ],
  // How one's weeks went, summed up, is the progress, not how the challenge works ("dame un resumen de
  // cómo me fue en estas 4 semanas").
  [
    'progress',
    'challenge.how',
    words(
      '(?:como|que tal) me (?:fue|ha ido)|resumen de (?:como|lo que|mi progreso)|(?:complete|termine|hice) todo|(?:me )?(?:quedo|queda|falto|falta) algo (?:pendiente|sin hacer|por hacer)',
    ),
  ],
  // Lost track of the week one is on is the day's question, not a day missed ("¿estoy en la semana
  // dos o en la tres? ya me perdí").
  ['challenge.day', 'skip.day', /(?:^| )(?:ya )?me perdi(?: ya)?$/],
  // What cancelling does to the days left is the cancellation's ("si cancelo hoy, ¿pierdo los días?").
  ['cancel.refund', 'skip.day', words('si (?:cancelo|anulo|me doy de baja|doy de baja)')],
  // The address or password changed before the next edition is the account's.
  [
    'account',
    'edition.next',
    words('(?:cambiar|cambio|actualizar|modificar) (?:el |la |mi )?(?:correo|mail|email|contraseña|usuario)'),
  ],
  // The weight kept off after it is what to eat, not a day made up nor the edition's end ("¿qué como
  // después del reto para no recuperar lo que bajé?", "cuando termine el reto").
  ...(['skip.day', 'edition.current', 'renewal'] as const).map(
    (loser) => ['nutrition', loser, WEIGHT_KEPT_OFF] as const,
  ),
  // The streak's counter read wrong is the streak's, not marking done ("el contador de días seguidos
  // me marca 00 si he hecho todo").
  [
    'progress',
    'exercise.done',
    words(
      'contador (?:de )?(?:dias|racha)|(?:racha|streak) (?:[\\wñ]+ ){0,2}(?:marca|dice|sale|esta) (?:en )?(?:0|00|cero)',
    ),
  ],
  // A rest day's walk weighed against staying still is the rest day's question ("en los días de
  // descanso, ¿puedo salir a caminar o me quedo quieta?", "¿o de verdad no hago nada?"), not a walk's
  // nor a day skipped; the cardio of a rest day stays the cardio's.
  ...(['cardio', 'skip.day'] as const).map((loser) => ['rest.days', loser, REST_KEPT_STILL] as const),
  // The progress asked for by its name is the progress, whatever day is told with it ("¿voy por el
  // 90 %? dime mi progreso exacto").
  [
    'progress',
    'challenge.day',
    words(
      '(?:dime|dame|decime|digame|quiero saber|cual es|ver|veo|saber) (?:mi|el) (?:progreso|avance)|mi (?:progreso|avance) exacto',
    ),
  ],
  // Whether the streak breaks on a day (a rest day done nothing on, a day missed) is the day skipped's
  // answer, which says rest days count by themselves ("¿la racha se rompe si en el día de descanso no
  // hago nada?").
  ...(['rest.days', 'progress'] as const).map((loser) => ['skip.day', loser, STREAK_BROKEN] as const),
  // The sales page quoted as where something is said is no price question ("¿la rutina cambia de
  // intensidad cada semana como dice en la página de venta?").
  ...(['challenge.how', 'nutrition', 'cardio', 'rest.days', 'about.emilio'] as const).map(
    (winner) =>
      [
        winner,
        'price.guarantee',
        words('(?:como )?(?:dice|decia|sale|salia|pone|ponia|vi) (?:en )?la pagina de (?:precios|venta|ventas)'),
      ] as const,
  ),
  // A figure beside the day asked whether it is the progress ("dice 21% al lado de DÍA 6 DEL RETO,
  // ¿eso es mi progreso?") is the progress's question.
  [
    'progress',
    'challenge.day',
    words('(?:eso|ese|esto|esa) es mi (?:progreso|avance)|que significa (?:ese|el|este) porcentaje'),
  ],
  // Whether cancelling takes a call to someone is how one cancels, not a request for a person ("si
  // quiero cancelar, ¿es fácil o tengo que llamar a alguien?").
  [
    'cancel.refund',
    'human',
    words(
      '(?:tengo|hay|tendria|habria) que (?:llamar|hablar con|escribir) (?:a )?(?:alguien|una persona|soporte|ustedes)',
    ),
  ],
  // Whether the routines go in order is how it works, not today's routine.
  ['challenge.how', 'routine.today', words(IN_ORDER)],
  // Whom it serves, asked of one who starts from nothing, is how it works, not when the next starts.
  [
    'challenge.how',
    'edition.next',
    words(
      '(?:es|sirve|vale) para (?:alguien|gente|personas|una persona) que (?:arranca|arrancan|empieza|empiezan|parte|parten)',
    ),
  ],
  // The enrolment opening again is the next edition's, not a renewal's "de nuevo" ("¿cuándo abre de
  // nuevo la inscripción?").
  [
    'edition.next',
    'renewal',
    words(
      '(?:abre|abren|se abre|se abren|vuelve a abrir|vuelven a abrir)(?: de nuevo| otra vez)? (?:la |las )?inscripcion[\\wñ]*',
    ),
  ],
  // What the challenge holds, asked of its private group or its direct contact ("¿el reto incluye el
  // grupo privado y contacto directo con el entrenador?"), is how it works, not a request for a person.
  ['challenge.how', 'human', words('grupo privado|comunidad privada|incluye|trae|viene con|como funciona')],
  // Whether the trainer is a real person is a question about him, not a request for one ("¿Emilio es
  // una persona real?").
  [
    'about.emilio',
    'human',
    words(
      '(?:emilio|el entrenador|el coach|tu|vos|usted) (?:es|eres|sos) (?:una persona |alguien )?(?:real|de verdad|de carne y hueso)',
    ),
  ],
  // The guarantee named is what is asked, whatever it is asked of: results not seen, the days it
  // counts from, a start two weeks away ("si no veo resultados, ¿aplica la garantía?", "¿la garantía
  // se me vence antes de empezar?").
  ...(['progress', 'edition.next', 'skip.day', 'routine.today', 'account', 'renewal'] as const).map(
    (loser) => ['price.guarantee', loser, words('garantia[\\wñ]*')] as const,
  ),
  // A day gone because the app did not tell is the app's reminder, not a day skipped ("hoy no me
  // avisó nada y se me pasó por completo").
  [
    'app.trouble',
    'skip.day',
    words(
      'no (?:me |nos )?(?:aviso|avisaron|avisa|notifico|sono|llego) (?:nada|el aviso|la notificacion|el recordatorio)',
    ),
  ],
  // The rest day the screen shows, asked whether nothing is done, is the rest day, not a day skipped
  // ("me salió DÍA DE DESCANSO, ¿hoy no hago nada?").
  [
    'rest.days',
    'skip.day',
    words(
      '(?:sale|salio|salen|aparece|aparecio|dice|decia|pone|marca|marco) (?:[\\wñ]+ )?dia de descanso|hoy no (?:hago|toca|se hace) nada',
    ),
  ],
  // What it costs to get in is the price, not signing in ("solo quiero saber cuánto cuesta entrar").
  [
    'price.guarantee',
    'account',
    words('cuanto (?:cuesta |vale |sale |cobran )?(?:pa |para )?(?:entrar|unirme|inscribirme|apuntarme)'),
  ],
  // A hello that ends telling where one writes from greets; it asks nothing of the team ("mi nombre es
  // Carmen y le escribo desde Santiago").
  ['greeting', 'human', /(?:^| )(?:le|te|les) escribo desde(?: [\wñ]+){1,3}$/],
  // A routine done outside the app, asked whether it counts, is the marking, not the app's trouble
  // nor the account ("hice la rutina viendo el video en la tele sin la app, ¿se cuenta igual?").
  ['exercise.done', 'app.trouble', words(COUNTS_ALL_THE_SAME)],
  ['exercise.done', 'account', words(COUNTS_ALL_THE_SAME)],
  // The nutrition plan looked for again is the plan, not the account it showed at ("¿dónde vuelvo a
  // ver mi plan nutricional? me apareció al crear la cuenta").
  ['nutrition', 'account', words('plan nutricional|plan de (?:comida|comidas|alimentacion)|mi dieta')],
  // The share that does not move is the progress, whatever was done ("hice todo y el porcentaje sigue igual").
  ['progress', 'exercise.done', words('porcentaje|la barra|la barrita')],
  // A newcomer asking where to begin, the app named or not, is how it works, not the account ("soy
  // nueva y me perdí, ¿qué hago primero al entrar a la app?").
  ['challenge.how', 'account', words(WHERE_TO_START)],
  // A profession asked of the trainer is about him, not about eating ("¿Emilio es nutricionista?").
  ['about.emilio', 'nutrition', words(TRAINER_PROFESSION)],
  // Whether it is a subscription, asked, is the renewal, whatever charges one refuses beside it
  // ("¿esto es suscripción? no quiero que me sigan cobrando").
  ['renewal', 'cancel.refund', words(IS_IT_RECURRING)],
  // What it holds besides the videos is how it works, even when a diet is what is asked of ("¿es solo
  // videos o también hay plan de comida?").
  ['challenge.how', 'nutrition', words(ONLY_VIDEOS)],
  // Money asked of results not seen is the guarantee, not one's progress ("si no veo resultados, ¿qué
  // pasa con mi dinero?").
  ['price.guarantee', 'progress', words(NO_RESULTS)],
  ['price.guarantee', 'human', words(NO_RESULTS)],
  // How much one must put in to join is the price, not the next edition's start ("¿cuánto tendría que
  // poner para inscribirme?").
  ['price.guarantee', 'edition.next', words(PUT_IN)],
  // What an edition costs is the price, this one's or the next's ("¿el siguiente reto me va a costar
  // lo mismo?", "¿cuánto cuesta? mi prima quiere entrar en el próximo").
  ['price.guarantee', 'edition.next', words('(?:va|van) a costar|costara|costaran|cuesta|cuestan|precio')],
  ['price.guarantee', 'account', words(PUT_IN)],
  ['price.guarantee', 'exercise.done', words(PUT_IN)],
  // How much it is, asked, is the price, whatever it will charge ("¿cuánto vale en soles? no sé cuánto
  // me van a cobrar").
  [
    'price.guarantee',
    'renewal',
    words('cuanto (?:vale|cuesta|sale|(?:me |nos |te |le )?(?:cobran|cobrarian|cobraran))'),
  ],
  // Paying again when it ends is the renewal, not the edition's end ("¿tengo que pagar de nuevo cuando se acabe?").
  ['renewal', 'edition.current', words(PAID_AGAIN)],
  // Nor the account's, when the access is what renews ("¿el acceso se renueva solo o tengo que pagar de nuevo?").
  ['renewal', 'account', words(`(?:se )?renueva[\\wñ]* (?:sol[oa]|automaticamente)|autorenew[\\wñ]*|${PAID_AGAIN}`)],
  // Charges that go on, asked beside a day not trained, are the renewal's ("si no hago nada al final
  // del reto, ¿me siguen cobrando?").
  ['renewal', 'skip.day', words('(?:me )?(?:siguen|seguiran|van a seguir|sigue|seguira|va a seguir) cobrando')],
  // A mail about the renewal is about the renewal ("me llegó un correo de renovación, ¿ya pagué el siguiente?").
  ['renewal', 'account', words('(?:correo|mail|email|mensaje|aviso) (?:de|sobre) (?:la )?renovacion')],
  // Where a new member starts is how it works, not the next edition's start ("me acabo de inscribir, ¿por dónde arranco?").
  ['challenge.how', 'edition.next', words(WHERE_TO_START)],
  // The price or the guarantee asked as such, the card only how someone pays ("¿cuánto cuesta para que
  // lo pague ella con su tarjeta?", "¿cómo funciona la garantía? ¿el dinero vuelve a la tarjeta?").
  [
    'price.guarantee',
    'payment.methods',
    words(
      'cuanto (?:cuesta|sale|vale)(?! (?:pagar|el pago|pagarlo) (?:con|por|en|desde))|como funciona la garantia|(?:hay|tiene|tienen) garantia',
    ),
  ],
  // What the next edition brings is asked of the next edition ("¿la edición que viene trae rutinas nuevas?").
  [
    'edition.next',
    'challenge.how',
    words(
      '(?:la |el )?(?:edicion|ronda|reto) (?:que viene|que sigue|siguiente)|(?:la |el )?(?:proxima|siguiente|nueva) (?:edicion|ronda)',
    ),
  ],
  // The guarantee asked of a trial that may not work is the guarantee, not a payment that fails
  // ("¿qué pasa si no me funciona, hay alguna garantía?").
  ['price.guarantee', 'payment.declined', words(GUARANTEE_ASKED)],
  // A meal told as done or as the hour ("ya desayuné, ¿qué hago hoy?", "los de hoy, antes de la
  // cena") is when the day's routine is asked, not what to eat.
  ['routine.today', 'nutrition', words(MEAL_AS_WHEN)],
  // The app's day ahead or behind is the time zone's, not a day skipped ("me sale el día atrasado").
  ['timezone', 'skip.day', words(DAY_AHEAD_OR_BEHIND)],
  // Training every day in a row, asked as a duty, is whether there are rest days, not the streak.
  ['rest.days', 'progress', words(EVERY_DAY_WITHOUT_STOP)],
  // Moving on to the one that follows, asked of when this one ends, is the next edition ("cuando se
  // acabe este, ¿puedo entrar en el que sigue?").
  ['edition.next', 'edition.current', words('(?:al|en el|a la|en la) (?:que sigue|siguiente|proxim[oa])')],
  // One's own pace asked, up to date or behind, is the progress, not a day skipped ("¿cómo voy,
  // estoy al día o atrasado?").
  [
    'progress',
    'skip.day',
    words(
      '(?:estoy|voy|ando|vamos|va|van) (?:al dia|bien) o (?:voy |estoy |ando |va |van )?(?:atrasad|retrasad|detras)[\\wñ]*',
    ),
  ],
  // The streak's figure told against the day's ("mi racha dice 12 pero voy en el día 14, ¿por qué no
  // cuadra?"): why the streak reads so, not which day it is.
  ['progress', 'challenge.day', words(`racha (?:dice|marca|sale|esta en|va en|va por|es de) (?:\\d+|${NUMBER_WORD})`)],
  // A failure the screen tells is the app's, whatever part one opened ("…cuando entro a mi progreso").
  ['app.trouble', 'progress', words(ERROR_TOLD)],
  // A session told expired, or a sign-in sent back to its own screen, is the account's, not marking
  // nor the app's ("me pone sesión caducada", "intento loguearme y me rebota a la pantalla de entrar").
  ['account', 'exercise.done', words(SESSION_LOST)],
  ['account', 'app.trouble', words(SESSION_LOST)],
  // A shortcut is the app's install, not the account's access ("un acceso directo en el teléfono").
  ['app.trouble', 'account', words('accesos? directos?')],
  // The first message ever sent greets, though it says it writes or talks ("es la primera vez que le
  // escribo"), unless a person is asked for.
  [
    'greeting',
    'human',
    /^(?!.*(?:^| )(?:persona|humano|humana|alguien|asesor[\wñ]*|agente|soporte|equipo|atencion)(?= |$)).*(?:^| )(?:es )?la primera vez que (?:te|le|les|os) (?:escribo|hablo)(?= |$)/,
  ],
  // A day the app was not opened is a day missed, not a sign-in ("se me olvidó entrar ayer, ¿perdí la racha?").
  [
    'skip.day',
    'account',
    words(
      '(?:se me olvido|me olvide de|olvide|no pude|no alcance a) entrar (?:ayer|anoche|un dia|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo))',
    ),
  ],
  // Notifications that do not come are the app's, whatever else the message tells ("no me llega
  // ninguna notificación y se me olvidó entrar ayer, ¿cómo las activo?"), unless the address they
  // go to is named ("puse mal una letra en el correo y no me llegan los recordatorios").
  [
    'app.trouble',
    'account',
    /^(?!.*(?:^| )(?:correo|mail|email|direccion)(?= |$)).*(?:^| )(?:notificacion(?:es)?|notis|recordatorios?)(?= |$)/,
  ],
  // And they are why a day was forgotten: the notifications are what to set right.
  [
    'app.trouble',
    'skip.day',
    words(
      'no me (?:llega|llegan|sale|salen|suena|suenan) (?:ninguna |ningun |las |los )?(?:notificacion|notificaciones|recordatorio|recordatorios|notis)',
    ),
  ],
  // Who is behind it asked beside another trainer followed before ("seguía a otro coach, ¿quién está detrás de este reto?").
  ['about.emilio', 'edition.next', words(BEHIND_IT_ASKED)],
  // His nationality asked is about him, though the question says how he talks ("¿Emilio es dominicano? Habla como de aquí").
  ['about.emilio', 'human', words(TRAINER_NATIONALITY_ASKED)],
  // Whether paying is safe is the ways to pay, whatever data it asks for ("¿es seguro poner mis datos de
  // la tarjeta en la página?").
  [
    'payment.methods',
    'account',
    words('es segur[oa] (?:[\\wñ]+ ){0,5}(?:pagar|pago|tarjeta)|(?:pagar|pago|tarjeta) (?:[\\wñ]+ ){0,3}es segur[oa]'),
  ],
  // Notices allowed or refused by mistake are the app's, not a charge one did not want ("le di que no a
  // lo de permitir notificaciones sin querer, ¿cómo lo vuelvo a activar?").
  ['app.trouble', 'cancel.refund', NOTIFIED],
  // A reminder asked for, so as not to forget, is the app's notices, not a day missed ("que me recuerde a las 6, si no se me olvida").
  [
    'app.trouble',
    'skip.day',
    words(
      '(?:que )?me (?:recuerde|recuerdes|recuerden|avise|avises|avisen)|recuerdame|avisame|recordarme|avisarme|me (?:puedes|puede|podes|podrias|podria) recordar',
    ),
  ],
  // The pace of an exercise as its video shows it is the technique, not the video's trouble nor
  // cardio ("el muchacho va rapidísimo, ¿hay que ir a esa velocidad o puedo ir más lento?").
  ['exercise.technique', 'app.trouble', words(EXERCISE_PACE)],
  // How a share is counted is the progress's, whatever was done ("mi progreso marca 18% pero he hecho
  // todo lo que tocaba, ¿está bien calculado?").
  ['progress', 'exercise.done', words(COUNT_ASKED)],
  ['progress', 'routine.today', words(COUNT_ASKED)],
  // What it asks day after day, and its routines opening one a day, are how it works, not today's routine.
  ['challenge.how', 'routine.today', words(`${WHAT_IT_ASKS}|${DAILY_OPENING}`)],
  // What the price pays for is the price's, though a month is named ("¿son por todo el reto o cada mes?").
  ['price.guarantee', 'renewal', words(PRICE_PERIOD)],
  // The money lost is the refund's, not a day's ("si veo que no es para mí, ¿pierdo lo que pagué?").
  ['cancel.refund', 'skip.day', words(MONEY_LOST)],
  // Though when results not seen are why, it is the guarantee's ("si no veo resultados, ¿pierdo mi dinero?").
  ['price.guarantee', 'cancel.refund', words(NO_RESULTS)],
  // A machine refused is a person asked for ("no quiero hablar con un bot").
  ['human', 'about.emilio', BOT_REFUSED],
  // Whether the one answering is the trainer or a machine is about the coach ("¿eres tú Emilio o eres
  // una IA que habla como él?").
  [
    'about.emilio',
    'human',
    words(
      '(?:eres|sos|es usted) (?:tu |vos |usted )?(?:emilio|el coach|el entrenador|el profe) o (?:eres |sos |es )?(?:una |un )?(?:ia|bot|robot|maquina|inteligencia artificial)',
    ),
  ],
  // The coach asked what or who it is, beside what its screen shows ("en la pantalla sale
  // EMILIO.BORN.AI, ¿qué eres tú exactamente?"): the question is about the coach.
  [
    'about.emilio',
    'app.trouble',
    words(
      '(?:que|quien) (?:eres|sos|es usted)|(?:eres|sos|es usted|emilio es|es emilio) (?:una |un )?(?:persona|humano|bot|robot|ia|maquina)|' +
        // Or whether the one on it is a machine, or the trainer of the videos ("¿Emilio es una persona
        // de verdad o una IA?", "¿ese es el mismo entrenador de los videos?").
        `(?:de verdad|real) o (?:una |un )?(?:ia|bot|robot|maquina|inteligencia artificial)|${SAME_TRAINER}`,
    ),
  ],
  // Whether the one who answers is the trainer of the videos asks about the coach, not an exercise.
  ['about.emilio', 'exercise.technique', words(SAME_TRAINER)],
  // The rest between sets is how an exercise is done, not a day off ("¿cuánto descanso entre series?").
  ['exercise.technique', 'rest.days', words(SETS_ASKED)],
  ['exercise.technique', 'cardio', words(EXERCISE_PACE)],
  // What one just joined does first is how it works, not the day's routine ("ya pagué, ¿qué hago
  // primero?"); warmed up, where to start is the day's ("ya calenté, no sé por dónde empezar").
  [
    'challenge.how',
    'routine.today',
    new RegExp(
      `^(?=.*(?:^| )(?:me registre|me inscribi|me apunte|ya pague|acabo de (?:entrar|pagar|inscribirme|registrarme|comprar)|soy nuev[oa]|recien (?:pague|entre|me inscribi))(?= |$)).*(?:^| )(?:${WHERE_TO_START})(?= |$)`,
    ),
  ],
  // What to eat, asked of a training day, is the eating plan's ("¿qué almuerzo los días de pierna?").
  ['nutrition', 'exercise.technique', words(EATING_ASKED)],
  ['nutrition', 'cardio', words(EATING_ASKED)],
  // The day told as known, then the routine asked: the routine's ("voy en el día 27, ¿qué hay mañana?").
  ['routine.today', 'challenge.day', words(DAY_TOLD)],
  ['routine.tomorrow', 'challenge.day', words(DAY_TOLD)],
  // A hello that asks whether anyone is there is a greeting, not a request for the team.
  ['greeting', 'human', /^(?:[\wñ]+ )?hay alguien(?: ahi| por ahi)?$/],
  // When one may stop, asked of the calendar, is the rest days, not a day skipped nor the streak;
  // a day already missed told beside it asks to make it up.
  [
    'rest.days',
    'skip.day',
    new RegExp(`^(?!.*(?:^| )(?:${DAY_MISSED_TOLD})(?= |$)).*(?:^| )(?:${WHEN_TO_REST})(?= |$)`),
  ],
  ['rest.days', 'progress', words(WHEN_TO_REST)],
  // The streak asked whether rest days count for it or break it is the streak ("¿los días de
  // descanso también suman o la cortan?").
  [
    'progress',
    'rest.days',
    words(
      'racha(?: [\\wñ]+){0,8} (?:suman?|cuentan?|cortan?|rompen?|interrumpen?|afectan?)|(?:suman?|cuentan?|cortan?|rompen?|interrumpen?|afectan?) (?:[\\wñ]+ ){0,2}(?:la|mi) racha',
    ),
  ],
  // The day one is on, asked, is the challenge's day, whatever one forgot ("¿por cuál día ando ya, que
  // con tanto trajín se me olvida?").
  [
    'challenge.day',
    'skip.day',
    words('(?:por|en) (?:que|cual) dia (?:del (?:reto|programa|challenge) )?(?:ando|voy|estoy|vamos|andamos|estamos)'),
  ],
  // A rest the day's screen shows, asked whether nothing is done, is the rest days', not a day skipped
  // ("hoy me sale DESCANSO, ¿entonces no hago nada?").
  ['rest.days', 'skip.day', words(`${SCREEN_SAYS} (?:[\\wñ]+ )?(?:descanso|dia de descanso|recovery)`)],
  // Training on a rest day anyway is asked of the rest days ("si entreno igual en mi día de descanso,
  // ¿pierdo algo?"); not training on it is the streak's ("si no entreno el día de descanso, ¿se me corta?").
  [
    'rest.days',
    'skip.day',
    words(
      '(?<!(?:^| )no )(?:entreno|entrenar|entrenamos|hago|hacer|hacemos) (?:igual |tambien |algo )?(?:en |el )?(?:mi |mis |el |los )?dias? de descanso',
    ),
  ],
  // A purchase that cancels itself is a payment that failed, not one the member cancels.
  ['payment.declined', 'cancel.refund', words(SELF_CANCELLED)],
  // A charge one did not make ("un cargo del reto que yo no hice") is the charge's, not a day undone.
  ['cancel.refund', 'skip.day', words(CHARGE_NOT_MADE)],
  // Nor the account's ("me cobraron pero no pedí nada"): no access is asked for.
  ['cancel.refund', 'account', words(CHARGE_NOT_MADE)],
  // Sent to buy what one holds, or told to subscribe, is the access, not the screen nor the day told
  // beside it ("me manda a la pantalla de pago", "dice que necesito suscripción y estoy en el día 13").
  ...(['app.trouble', 'challenge.day'] as const).map((loser) => ['account', loser, words(TOLD_TO_SUBSCRIBE)] as const),
  // Signing in to a challenge received as a gift is the account's, not buying one for another.
  ['account', 'human', words(GIFT_RECEIVED)],
  // Stopping one's payments is leaving, not their history ("¿cómo paro mis pagos?").
  // The subscription cancelled is leaving, wherever it is held ("la suscripción de mi cuenta", "la
  // inscripción a la próxima edición").
  ['cancel.refund', 'account', words(SUBSCRIPTION_CANCELLED)],
  ['cancel.refund', 'edition.next', words(SUBSCRIPTION_CANCELLED)],
  // How to cancel, asked of the edition one will not go on to ("no voy a continuar en el próximo reto,
  // ¿cómo lo anulo?"), is leaving.
  ['cancel.refund', 'edition.next', words(CANCELLING_ASKED)],
  // Money back asked of the edition paid for ahead ("¿me pueden devolver el pago del siguiente reto?").
  [
    'cancel.refund',
    'edition.next',
    words('devolver(?:me)? (?:el|lo|mi) (?:pago|dinero)|devuelven (?:el|lo|mi) (?:pago|dinero)|reembols[\\wñ]*'),
  ],
  ['cancel.refund', 'invoices', words(CHARGES_STOPPED)],
  // Not a day skipped, said beside one's progress, is the progress ("no me he saltado ni un día, ¿cómo voy?").
  [
    'progress',
    'skip.day',
    /(?:^| )(?:no|nunca|sin) (?:me |he |me he |lo |la )*(?:saltad[oa]|saltado|salte|falte|faltado|fallad[oa]|falle|perdido|perdi|saltarme|faltar|fallar) (?:ni |ningun |ninguna |un solo |una sola )?(?:uno|una|un dia|dia|dias|ninguno|ninguna|entreno|rutina)(?= |$)/,
  ],
  // Meals organised around the challenge are the eating plan's ("¿cómo organizo mis comidas para que el reto funcione?").
  // (Not when it asks what the challenge holds besides its videos, "¿son solo videos o también hay
  // dieta?", or what it includes, its parts listed.)
  [
    'nutrition',
    'challenge.how',
    new RegExp(
      `^(?!.*(?:^| )(?:${ONLY_VIDEOS}))(?!${CONTENTS_LISTED.source})(?=.*(?:^| )(?:comidas|comer|dieta|alimentacion|macros|calorias)(?= |$))`,
    ),
  ],
  // Left out of an edition is waiting for the next, not a locked account ("me quedé sin entrar en esta").
  [
    'edition.next',
    'account',
    /(?:^| )(?:(?:me )?(?:quede|quedo|quedamos|quedaste) (?:sin (?:entrar|lugar|cupo|plaza|inscribirme|apuntarme|anotarme)|fuera|afuera)|no (?:alcance|alcanzo|llegue|pude) a (?:entrar|inscribirme|apuntarme|anotarme))(?= |$)/,
  ],
  // Paid by some way and shown as if not: the access, not the way to pay.
  ['account', 'payment.methods', words(AS_IF_NOT_PAID)],
  // What comes after the last day is the edition's end, not the app closing nor how it works
  // ("después del día 28, ¿se me cierra todo?", "¿qué pasa cuando se terminen las 4 semanas?").
  ['edition.current', 'app.trouble', AFTER_THE_END],
  ['edition.current', 'challenge.how', AFTER_THE_END],
  // Training done that the app does not show done is the marking's, not the app's, the account's or the edition's.
  ['exercise.done', 'app.trouble', words(DONE_NOT_SHOWN)],
  ['exercise.done', 'account', words(DONE_NOT_SHOWN)],
  ['exercise.done', 'edition.current', words(DONE_NOT_SHOWN)],
  ['exercise.done', 'challenge.how', words(DONE_NOT_SHOWN)],
  ['exercise.done', 'exercise.technique', words(DONE_NOT_SHOWN)],
  // Asked how to mark it as done is marking, not how an exercise is done ("¿cómo la marco como hecha?").
  ['exercise.done', 'exercise.technique', words(MARKED_AS_DONE)],
  // The hour a routine opens at is the time zone's, not the next edition's opening.
  [
    'timezone',
    'edition.next',
    /(?:^| )a las? (?:\d+|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)(?: |$)/,
  ],
  // Who one is talking to, asked alone, is the coach ("¿con quién hablo?").
  ['about.emilio', 'human', /^(?:[\wñ]+ )?con quien (?:hablo|estoy hablando|chateo|estoy chateando|me escribo)$/],
  // Tomorrow asked whether it is a rest or a training day is tomorrow's ("mañana descanso o entreno?":
  // its answer says which, by the day's number; five sets' writers asked for it).
  [
    'routine.tomorrow',
    'rest.days',
    words(
      'mañana (?:toca |es |hay )?(?:descanso|entreno|rutina) o (?:descanso|entreno|rutina)|(?:descanso|entreno) o (?:descanso|entreno) mañana',
    ),
  ],
  // When one starts, asked just after paying, is the edition's start, not today's routine.
  ['edition.next', 'routine.today', words(STARTED_AFTER_PAYING)],
  // Today counted as a day's number when one joined is the day's, not the account's ("¿hoy cuenta
  // como día 1 si pagué hace una hora?").
  ['challenge.day', 'account', words(`(?:hoy|esto) (?:cuenta|vale) (?:como )?(?:el )?dia (?:\\d+|${NUMBER_WORD})`)],
  // Asked to tell of himself is his own story, not a person to talk to ("¿me puedes hablar un poco de ti?").
  ['about.emilio', 'human', words(TOLD_OF_HIMSELF)],
  // Whether the coach is a machine or a person asks about the coach ("¿me contesta un robot o una persona?").
  [
    'about.emilio',
    'human',
    /(?:^| )(?:robot|bot|ia|maquina|inteligencia artificial|programa)(?: [\wñ]+){0,2} o (?:[\wñ]+ ){0,2}(?:persona|humano|humana|alguien)(?= |$)|(?:^| )(?:persona|humano|humana|alguien)(?: [\wñ]+){0,2} o (?:con )?(?:un |una )?(?:robot|bot|ia|maquina|inteligencia artificial)(?= |$)/,
  ],
  // Who may see one's progress is the account's privacy, not the progress itself.
  [
    'account',
    'progress',
    /(?:^| )(?:quien|quienes|los demas|otros|otras personas|todos|alguien) (?:[\wñ]+ ){0,2}(?:ve|ven|mira|miran|puede ver|pueden ver)(?: |$)/,
  ],
  // Finishing for the day is the day's routine done, not the edition's end ("acabé todo por hoy").
  ['exercise.done', 'edition.current', /(?:^| )por hoy(?: |$)/],
  // The last day asked, not counted, is the edition's end ("¿el último día del reto cuál es?").
  [
    'edition.current',
    'challenge.day',
    /^(?!.*(?:^| )(?:cuant[\wñ]*|falt[\wñ]*|qued[\wñ]*|rest[\wñ]*)(?: |$)).*(?:^| )(?:ultimo dia|dia final)(?: |$)/,
  ],
  // Access asked of after the last day is the edition's end, not a locked account.
  [
    'edition.current',
    'account',
    /(?:^| )(?:despues del (?:dia \d+|ultimo dia|reto)|cuando (?:termine|acabe|se acabe|finalice)|al (?:final|terminar|acabar))(?: |$)/,
  ],
  // How much longer one can get in is the edition's end, not signing in ("¿cuánto tiempo más puedo entrar a la app?").
  [
    'edition.current',
    'account',
    /(?:^| )cuanto tiempo (?:mas )?(?:[^ ]+ ){0,3}(?:puedo|podre|poder|tengo para)(?: |$)/,
  ],
  // What is sent each day is how the challenge arrives ("¿me mandan un entreno todos los días?").
  ['challenge.how', 'rest.days', /(?:^| )(?:me|nos) (?:mandan|envian|llega|llegan)(?: |$)/],
  // Charges to come that one does not want, said of the automatic renewal, stop the renewal (no refund asked).
  [
    'renewal',
    'cancel.refund',
    /^(?=.*(?:^| )(?:automatic[\wñ]*|renov[\wñ]*|renuev[\wñ]*|renueva[\wñ]*)(?: |$))(?!.*(?:^| )(?:reembols[\wñ]*|devol[\wñ]*|devuelv[\wñ]*|cancel[\wñ]*|baja|cobraron|cobro|cobre|me cobro)(?: |$))/,
  ],
  // The time left counted is the day of the challenge ("¿cuánto falta para que se acabe el programa?").
  [
    'challenge.day',
    'edition.current',
    /(?:^| )(?:cuant[\wñ]* (?:[\wñ]+ )?(?:falt|qued|rest)[\wñ]*|(?:dias|semanas) (?:me |le )?(?:faltan|quedan|restan))(?: |$)/,
  ],
  // Seeing the videos after the edition ends, with no charge named, is the edition's end.
  [
    'edition.current',
    'renewal',
    /^(?!.*(?:^| )(?:cobr[\wñ]*|pag[\wñ]*|renov[\wñ]*|renuev[\wñ]*|renueva[\wñ]*|suscripcion|automatic[\wñ]*)(?: |$)).*(?:^| )(?:ver|viendo|acceso|entrar|usar|videos)(?: |$)/,
  ],
  // How many routines there are asks what the programme holds, not what one has done.
  [
    'challenge.how',
    'progress',
    /(?:^| )(?:cuantas|cuantos) (?:[\wñ]+ )?(?:hay|tiene|trae|traen|vienen|incluye)(?: |$)/,
  ],
  // The group and the messages with the coach are the team's to answer, whatever one does there
  // ("¿cómo entro al grupo?", "¿cómo subo mi foto de progreso al grupo?").
  ['human', 'account', new RegExp(`(?:^| )(?:${FEATURES})(?= |$)`)],
  ['human', 'progress', new RegExp(`(?:^| )(?:${FEATURES})(?= |$)`)],
  // What to eat on a rest day is a nutrition question.
  [
    'nutrition',
    'rest.days',
    /(?:^| )(?:que (?:como|ceno|desayuno|almuerzo)|comer|comida[\wñ]*|dieta|calorias|macros|proteina[\wñ]*)(?= |$)/,
  ],
  // The app's screens or mails shown in another language are the app's ("el correo del reto me llega en inglés").
  ['app.trouble', 'account', /(?:^| )en (?:ingles|portugues|frances|otro idioma)(?= |$)/],
  // The app deleted or installed again is the app's, whatever it keeps ("si la vuelvo a bajar, ¿pierdo mi progreso?").
  [
    'app.trouble',
    'progress',
    /(?:^| )(?:(?:borr|desinstal|elimin)[\wñ]* (?:la |tu |su |mi )?(?:app|aplicacion)|reinstal[\wñ]*|(?:vuelvo|volver|vuelva) a (?:descargar|instalar|bajar)[\wñ]*|(?:bajo|descargo|instalo|bajar|descargar|instalar)(?:la|lo)? (?:(?:la|tu|mi) )?(?:(?:app|aplicacion) )?(?:de nuevo|otra vez|nuevamente))(?= |$)/,
  ],
  // What one already did, asked how to mark, is marking, not the exercise's technique ("ya hice los jumping jacks, ¿cómo los marco?").
  ['exercise.done', 'exercise.technique', /(?:^| )(?:ya )?(?:hice|termine|acabe|complete|terminé)(?= )/],
  // Notifications, whatever they are of (the streak, the group), are the app's settings.
  // Charged again by itself is the renewal, not the next edition nor the way one paid.
  ['renewal', 'edition.next', words(CHARGED_AGAIN)],
  ['renewal', 'payment.methods', words(CHARGED_AGAIN)],
  // Whether it is paid once or charged every month is the renewal, whatever card it goes on ("¿es un
  // pago único o se le va a cobrar cada mes de la tarjeta?").
  [
    'renewal',
    'payment.methods',
    words(`${IS_IT_RECURRING}|(?:se )?(?:me |le |nos )?(?:va|van) a cobrar cada mes|(?:me |le |nos )?cobran? cada mes`),
  ],
  // Ready to start, asked what with, is the day's routine, not marking it ("lista, ¿con qué le doy?").
  ['routine.today', 'exercise.done', words(READY_TO_START)],
  // The women's and men's versions asked whether there are is how it works, not a video's trouble
  // (changing to the other is: "¿cómo cambio los videos a la versión de mujer?").
  ['challenge.how', 'app.trouble', words(VERSIONS_ASKED)],
  // The streak's badge asked what it is: the streak, not an exercise ("¿qué es el STREAK.03?").
  ['progress', 'exercise.technique', words('streak')],
  // The dashboard's button that opens the day's routine, quoted: the routine's, not the done button
  // ("el botón dice VER RUTINA, ¿qué hay hoy?").
  ['routine.today', 'exercise.done', words('ver rutina')],
  // A meal named as the time one has, what to eat not asked: the day's routine, not the eating plan
  // ("solo tengo 40 min en el almuerzo, ¿qué me toca hoy?").
  [
    'routine.today',
    'nutrition',
    new RegExp(
      `^(?!.*(?:^| )${EATING_ASKED}(?= |$)).*(?:^| )(?:en|durante|a la hora de|en la hora de|en mi hora de|antes de|antes del|despues de|despues del) (?:el |la |mi )?(?:almuerzo|comida|desayuno|cena|cenar|comer|almorzar|lonche)(?= |$)`,
    ),
  ],
  // The next session is tomorrow's routine, not the next edition ("¿cuál es la siguiente sesión?").
  ['routine.tomorrow', 'edition.next', /(?:^| )(?:siguiente|proxima) (?:sesion|clase|entreno)(?: |$)/],
  ['app.trouble', 'progress', NOTIFIED],
  // A notice that no longer rings or comes late is the app's, whatever it announces ("el mensajito de que toca").
  ['app.trouble', 'routine.today', words(NOTICE_NONE_OR_LATE)],
  ['app.trouble', 'human', NOTIFIED],
  // Where and when notifications come is their setting, whatever address they go to ("que me lleguen al correo").
  [
    'app.trouble',
    'account',
    /(?:^| )(?:cambi|configur|eleg|elij|program|pon|pong|pas|mand|envi|activ|desactiv)[\wñ]* (?:(?:las|los|el|la|mis|tus)(?: |$))*(?:notificacion|aviso|recordatorio|alerta)[\wñ]*(?= |$)/,
  ],
  // The hour of a reminder is the app's setting, not the time zone.
  ['app.trouble', 'timezone', /(?:^| )(?:recordatorio|notificacion|aviso|alarma|alerta)[\wñ]*(?= |$)/],
  // A verification or reset link that fails is the account's.
  [
    'account',
    'app.trouble',
    /(?:^| )(?:verific[\wñ]*|verifiqu[\wñ]*|confirm[\wñ]*|restablec[\wñ]*|recuper[\wñ]*) (?:[\wñ]+ )?(?:correo|email|mail|cuenta|contraseña)(?= |$)/,
  ],
  // Leaving the group, not the challenge, is the group's.
  [
    'human',
    'cancel.refund',
    /(?:^| )(?:salir[\wñ]*|salgo|sali|salio|salga|saldre|me salgo|irme|me voy) (?:del|de mi) (?:grupo|chat)(?= |$)/,
  ],
  // A payment named refused or not authorised is the payment's, not the account's ("me sale pago
  // no autorizado").
  [
    'payment.declined',
    'account',
    /(?:^| )(?:pago|cobro|compra|transaccion|operacion|tarjeta)s? (?:[\wñ]+ ){0,2}(?:no autorizad|rechazad|declinad|denegad|fallid)[\wñ]*/,
  ],
  // Paid by some way and nothing given is not a question about the ways to pay.
  ['account', 'payment.methods', words(PAID_NOT_GIVEN)],
  // Nor the app's trouble: what was paid for is not shown ("ya pagué y no puedo ver las rutinas").
  ['account', 'app.trouble', words(PAID_NOT_GIVEN)],
  ['payment.declined', 'payment.methods', words(PAID_NOT_GIVEN)],
  // Money taken and the content still locked is the payment's trouble first ("me sacaron la plata
  // y todo sigue con candado").
  ['payment.declined', 'account', words(MONEY_TAKEN)],
  // A code the bank asks to pay with is the payment's, not a password (an address mistyped while
  // paying stays the account's: "puse mal mi email al pagar").
  [
    'payment.declined',
    'account',
    new RegExp(
      `^(?!.*(?:^| )(?:${ADDRESS_MISTYPED})(?= |$)).*(?:^| )(?:para|al) (?:pagar|confirmar el pago|comprar)(?= |$)`,
    ),
  ],
  // A dispute with the bank, and what it does to the access, is the refund's.
  ['cancel.refund', 'edition.current', /(?:^| )(?:disputa[\wñ]*|contracargo[\wñ]*|chargeback)(?= |$)/],
  ['cancel.refund', 'account', /(?:^| )(?:disputa[\wñ]*|contracargo[\wñ]*|chargeback)(?= |$)/],
  // Turning the renewal back on is about the renewal.
  ['renewal', 'cancel.refund', /(?:^| )(?:reactiv[\wñ]*|volver a activar|activarla de nuevo)(?= |$)/],
  // The check-in asking to recommend again is that feature's.
  ['human', 'renewal', /(?:^| )(?:reseña[\wñ]*|resena[\wñ]*|encuesta[\wñ]*|publicacion[\wñ]*|dos preguntas)(?= |$)/],
  // Reminders still coming after the end are the app's settings, not the edition's end.
  ['app.trouble', 'edition.current', /(?:^| )(?:recordatorio|notificacion|aviso|alerta)[\wñ]*(?= |$)/],
  // "If I do not cancel, will it charge me?" asks about the renewal.
  ['renewal', 'cancel.refund', /(?:^| )si no (?:lo |la |me )?(?:cancel|anul|doy de baja)[\wñ]*(?= |$)/],
  // The link of a review or of the check-in is that feature's, not the account's.
  ['human', 'account', /(?:^| )(?:reseña[\wñ]*|resena[\wñ]*|encuesta[\wñ]*|publicacion[\wñ]*|dos preguntas)(?= |$)/],
  // The subscription's due date is the renewal's.
  ['renewal', 'edition.current', /(?:^| )(?:suscripcion|membresia|plan|pago|cobro|mensualidad)(?: |$)/],
  // How it works, asked of a challenge received as a gift, is no price question ("explícame de qué va
  // el reto, que me lo ha regalado mi hermana").
  ['challenge.how', 'price.guarantee', words(GIFT_RECEIVED)],
  // An address mistyped while paying is the account's, not a refused payment ("me equivoqué en una
  // letra del gmail al pagar").
  [
    'account',
    'payment.declined',
    words(
      `${ADDRESS_MISTYPED}|(?:me )?equivoque (?:en )?(?:una|un|la|el) (?:letra|numero|punto|arroba) (?:del|de mi|en el|en mi) (?:correo|mail|email|gmail|hotmail|outlook)`,
    ),
  ],
  // What it includes, asked with its parts listed ("¿qué incluye: rutinas, dieta, grupo?"), is how it
  // works, not one part's answer (the plan's own contents, "¿qué incluye la dieta?", stay the plan's).
  ...(['nutrition', 'routine.today', 'cardio'] as const).map(
    (loser) => ['challenge.how', loser, CONTENTS_LISTED] as const,
  ),
  // "¿Hoy es día de cardio?" asks today's routine.
  ['routine.today', 'cardio', /(?:^| )(?:hoy|mañana) (?:es|toca) (?:un )?dia de /],
  // The sets, seconds or rest asked of today ("¿cuántas series de squat son hoy?", "¿cuánto descanso
  // hay entre series hoy?") are today's routine, whose answer gives each exercise's; asked of no day,
  // they stay the technique's ("¿cuántas repeticiones hago de cada ejercicio?").
  ['routine.today', 'exercise.technique', EXERCISE_ORDER_ASKED],
  // A meal asked beside what one has kept up ("¿qué como para no arruinar todo lo que llevo?", "¿qué
  // llevo de almuerzo?") is what to eat, not the progress.
  [
    'nutrition',
    'progress',
    words(
      '(?:que|q) (?:como|ceno|desayuno|almuerzo|meriendo|pido)|(?:que|q) (?:llevo|me llevo) de (?:almuerzo|comida|cena|desayuno|merienda|lonche|snack)',
    ),
  ],
  // The part of the body the day works, asked as what it is of ("¿de qué va lo de hoy? ¿es de brazos
  // o de piernas?", "hoy de qué va la cosa, ¿piernas otra vez?"), is today's routine, not a movement's technique.
  [
    'routine.today',
    'exercise.technique',
    words(
      '(?:es|son|sera|toca|tocan) de (?:pierna|piernas|brazo|brazos|gluteo|gluteos|espalda|pecho|hombros?|abdomen|core|tren superior|tren inferior|cuerpo completo)|(?:pierna|piernas|brazo|brazos|gluteo|gluteos) otra vez',
    ),
  ],
  // A refund asked with whom to write for it: the refund's answer gives the way and the address
  // ("quiero mi reembolso al toque, ¿a quién le escribo?").
  [
    'cancel.refund',
    'human',
    new RegExp(
      `^(?=.*(?:^| )(?:reembols[\\wñ]*|devolucion|devoluciones)(?= |$))(?=.*${words('(?:a quien|con quien|donde) (?:le |se lo )?(?:escribo|pido|hablo|reclamo|solicito)').source})`,
    ),
  ],
  // Two routines on one day to make up a day ("¿puedo hacer dos rutinas juntas mañana si hoy no llego?")
  // is a day skipped, not the app not arriving.
  [
    'skip.day',
    'app.trouble',
    words('(?:dos|2) rutinas (?:juntas|seguidas|el mismo dia|en un dia)|(?:hoy|mañana) no llego'),
  ],
  // (Its rest between sets is no rest day.)
  ...(['exercise.technique', 'rest.days'] as const).map(
    (loser) => ['routine.today', loser, DOSE_ASKED_OF_TODAY] as const,
  ),
  [
    'price.guarantee',
    'cancel.refund',
    /^(?=.*(?:^| )garantia(?: |$))(?!.*(?:^| )(?:cancel[\wñ]*|anul[\wñ]*|baja|desuscrib[\wñ]*|me arrepenti|cobr[\wñ]*|pid[\wñ]*|pedir|pido|solicit[\wñ]*|reclam[\wñ]*|aplic[\wñ]*|hago|hacer|usar|uso|efectiva)(?: |$))/,
  ],
];

/**
 * What a topic's own words must be about when the question names it: the price of the challenge
 * (or of nothing named), never of a phone, a currency or a flight; an edition named by its place ("el
 * próximo reto") is the challenge.
 */
const PRICE_OF =
  /(?:^| )(?:(?:precio|precios|costo|coste|valor)(?: (?:tiene|tienen|tendria))?|cuesta|cuestan|vale|valen|(?<=(?:cuanto|cuanta) (?:me |nos |te |le )?)(?:sale|salen)|salir|costar|cobra|cobran|cobrar) (?:por )?(?:del|de la|de los|de las|de un|de una|de|un|una|el|la|los|las|mi|mis) (?:(?:proxim[oa]|siguiente|nuev[oa]|otr[oa]|ultim[oa]|primer|primera|segund[oa]) )?([\wñ]+)/;
/** The same asked in English ("how much is a ticket to Madrid?"). */
const PRICE_OF_IN_ENGLISH = /(?:^| )(?:how much (?:is|are|does|for)|price of|cost of) (?:a|an|the|one) ([\wñ]+)/;
const PRICED =
  /^(?:reto|retos|programa|challenge|plan|planes|edicion|inscripcion|acceso|suscripcion|mes|entrada|tuyo|emilio|curso|mensualidad|cuota|matricula|program|programme|subscription|membership|month)$/;
/** What the challenge's own priced nouns belong to, when the question says it ("la entrada al estadio"). */
// (The plan of eating is the challenge's nutrition plan: "¿el plan de comida se paga aparte?".)
// (A stretch of time or a session of another thing too: "¿cuánto cuesta un mes de gimnasio?", "¿cuánto
// cobran por una sesión de natación?".)
const PRICED_OF =
  /(?:^| )(?:entrada|entradas|inscripcion|suscripcion|membresia|plan(?! de (?:comida|comidas|alimentacion|nutricion)(?= |$))|acceso|mensualidad|cuota|boleto|boletos|ticket|tickets|mes|meses|año|años|semana|semanas|sesion|sesiones|clase|clases) (?:al|a la|a los|del|de la|de los|de|para el|para la|para ver(?: a| al| el| la| los| las)?|para ir(?: a| al)?) ([\wñ]+)/;

/**
 * A price asked of doing something ("¿cuánto cuesta vivir en Madrid?", "¿cuánto sale viajar?"): the
 * challenge's only when the doing is joining or taking it ("¿cuánto cuesta apuntarse?").
 */
const PRICE_OF_DOING = /(?:^| )(?:cuesta|cuestan|sale|salen|vale|valen|costaria|saldria) ([a-zñ]+(?:ar|er|ir))(?: |$)/;
const JOINING =
  /^(?:apunt|inscrib|anot|registr|un|entr|particip|hac|empez|comenz|arranc|comprar|pagar|renovar|seguir|tener|acceder|probar|repet|volver)/;

/** The family one buys for or with ("la membresía de mi mamá"): their challenge is the member's case. */
/** The member's family, the parents by their River Plate names too ("la suscripción de mi vieja"). */
const FAMILY =
  'mama|papa|madre|padre|hijo|hija|esposo|esposa|pareja|novio|novia|hermano|hermana|vieja|viejo|viejita|viejito';
const FAMILY_MEMBER = new RegExp(`^(?:${FAMILY})$`);
/** A payment made, told as what one did ("hice la transferencia", "hice el pago"). */
const PAYMENT_DONE = /(?:^| )hice (?:la transferencia|el pago|el deposito|la compra)(?= |$)/;
/** A relative who follows a regimen, asked whether it suits them ("mi hermana hace ayuno, ¿le sirve a ella?"). */
const RELATIVES_REGIMEN = new RegExp(
  `(?:^| )(?:mi|su) (?:${FAMILY}|amig[oa]|prim[oa]|tia|tio|abuel[oa]|vecin[oa]) (?:hace|sigue|lleva|esta haciendo|esta a|esta en)(?= ).*(?:^| )(?:le|les) (?:sirve|sirven|funciona|conviene|va bien)(?= |$)`,
);

/**
 * The same for the account's and the payment's own nouns and acts: a refund, a cancellation or an
 * invoice of the challenge, never of a flight, a gym or the water bill; an edition of the
 * challenge, not of a book.
 */
const OWNED: ReadonlyArray<readonly [topic: CoachIntent, RegExp]> = [
  [
    'invoices',
    /(?:^| )(?:factura[\wñ]*|recibo[\wñ]*|comprobante[\wñ]*|ticket[\wñ]*|boleta[\wñ]*) (?:de la|de los|de las|de mi|de mis|del|de) ([\wñ]+)/,
  ],
  // A sign-up of another place cancelled ("¿cómo cancelo la inscripción al gimnasio?"); a "baja" the
  // noun, not the verb ("se me baja la cadera en la plancha").
  [
    'cancel.refund',
    /(?:^| )(?:(?:la|mi|de|una) baja|cancel[\wñ]*|anul[\wñ]*|reembols[\wñ]*|devolucion[\wñ]*) (?:de |a )?(?:la |el |mi )?(?:inscripcion|suscripcion|membresia|matricula|mensualidad|cuota) (?:al|a la|a los|del|de la|de los|de|en el|en la|en) (?:mi |mis |tu |su |un |una )?([\wñ]+)/,
  ],
  [
    'cancel.refund',
    /(?:^| )(?:(?:la|mi|de|una) baja|cancel[\wñ]*|anul[\wñ]*|reembols[\wñ]*|devolucion[\wñ]*|devuelv[\wñ]*|(?:dinero|plata|lana) de (?:vuelta|regreso)) (?:de la|de los|de las|de mi|de mis|del|de|a la|al|el|la|los|las|mi|mis|un|una|en el|en la) ([\wñ]+)/,
  ],
  // A ticket to travel or to a show ("a ticket to Madrid", "boletos para ir a Cancún").
  ['invoices', /(?:^| )(?:ticket|tickets|boleto|boletos) (?:to|for|para ir a|a|al) ([\wñ]+)/],
  // A purchase made at another shop ("mi compra en mercado libre").
  ['invoices', /(?:^| )(?:compra|compras|pedido|pedidos) (?:en|de) (?:el |la |los |las )?([\wñ]+)/],
  // (An edition named by its month is the challenge's: "la edición de enero".)
  [
    'edition.next',
    /(?:^| )(?:edicion[\wñ]*|convocatoria[\wñ]*) (?:de la|de los|de las|de mi|del|de) (?!enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)([\wñ]+)/,
  ],
  // The time of a place is not the member's time zone ("la zona horaria de nueva york").
  ['timezone', /(?:^| )(?:zona horaria|huso horario|horario) (?:de la|de los|de las|del|de|en) ([\wñ]+)/],
  [
    'account',
    // (An address one signs in with is the means, not the subject: "entro con mi correo de gmail".)
    /(?:^| )(?<!con (?:mi |el |la |un |una |tu |su )?)(?:contraseña[\wñ]*|clave|password|cuenta|usuario|perfil|correo|email|mail) (?:de la|de los|de las|de mi|de mis|del|de|en) ([\wñ]+)/,
  ],
  [
    'progress',
    // (Told how long or how good between: "la racha más larga sin perder del barcelona".)
    /(?:^| )(?:racha[\wñ]*|progreso[\wñ]*|avance[\wñ]*|resultado[\wñ]*)(?: (?:mas|mejor|peor|larga|largas|actual|seguida|invicta|ganadora|perdedora|sin perder|sin ganar|record))* (?:de la|de los|de las|de mi|de mis|del|de|en) ([\wñ]+)/,
  ],
  [
    'app.trouble',
    // (The app's own pages are the app's: "la página de diagnóstico", "la pantalla de carga", "de precios",
    // "la página de suscribirme", "de pagar".)
    /(?:^| )(?:notificacion[\wñ]*|pantalla|video[\wñ]*|audio|app|aplicacion|pagina|web) (?:de la|de los|de las|de mi|de mis|del|de) (?!diagnostic|carga|inicio|bienvenida|espera|login|acceso|precios|planes|suscri|pago|pagar|compra|checkout)([\wñ]+)/,
  ],
  // Another group's, place's or app's posts and reviews ("el grupo de la escuela", "reseñas del restaurante").
  [
    'human',
    /(?:^| )(?:grupo|grupos|comunidad|publicacion[\wñ]*|comentario[\wñ]*|reseña[\wñ]*|resena[\wñ]*|opinion[\wñ]*|encuesta[\wñ]*) (?:de la|de los|de las|de mi|de mis|del|de|en) (?!satisfaccion|grupo|comunidad)([\wñ]+)/,
  ],
];

/**
 * Talking to one's mother or a lawyer is not asking for the challenge's support; told beside
 * another question it is only the member's story ("hablé con mi esposo y queremos saber cuánto
 * cuesta"), so it turns away the team's answer alone.
 */
const TALKED_TO =
  /(?:^| )(?:hablar|hablo|hable|contactar|contacto|llamar|llamo|comunicarme|comunico|escribir|escribo|pasame|paseme) (?:con|a) (?:mi|mis|tu|su|el|la|los|las|un|una) ([\wñ]+)/;
/** What the team's answer is turned away by: the owners of every topic's nouns, and whom one talks to. */
const OWNED_OR_TALKED_TO: typeof OWNED = [...OWNED, ['human', TALKED_TO]];
/**
 * Owners that are the challenge's own, or what its mails and codes are for ("el correo de recuperar la contraseña"),
 * the stores its app comes from ("no baja del play store"),
 * and the times of day a thing happens at, which say when, not whose ("las notificaciones de noche").
 */
const OWNERS =
  /^(?:reto|retos|programa|challenge|plan|planes|edicion|inscripcion|acceso|participacion|cupo|plaza|lugar|compras|explicacion|explicaciones|instrucciones|indicaciones|suscripcion|membresia|mes|emilio|compra|pago|pagos|cobro|cobros|cargo|cargos|dinero|plata|renovacion|cuenta|app|aplicacion|curso|tarjeta|paypal|reembolso|devolucion|garantia|lana|varo|guita|feria|billete|importe|que|lo|esta|este|todo|ultimo|ultima|primer|primera|segundo|segunda|tercer|tercero|tercera|proximo|proxima|siguiente|semana|semanas|dia|dias|hoy|ayer|cuenta|acceso|usuario|perfil|correo|trabajo|empresa|oficina|entreno|entrenos|entrenamiento|entrenamientos|rutina|rutinas|ejercicio|ejercicios|sesion|sesiones|peso|cuerpo|racha|progreso|reto|descanso|descansos|finde|soporte|equipo|atencion|ayuda|inicio|login|registro|recuperacion|verificacion|confirmacion|bienvenida|activacion|validacion|restablecimiento|calentamiento|estiramiento|estiramientos|google|apple|play|store|playstore|appstore|hoy|mañana|contacto|hombre|hombres|mujer|mujeres|chico|chica|chicos|chicas|persona|personas|humano|humana|asesor|asesora|agente|soporte|entrenador|entrenadora|responsable|encargado|encargada|alguien|operador|operadora|coach|profe|servicio|administrador|administracion|gerente|supervisor|supervisora|superior|coordinador|coordinadora|manager|representante|staff|creador|dueño|verdad|veras|video|videos|audio|sonido|pantalla|pagina|web|notificaciones|notificacion|recordatorio|recordatorios|aviso|avisos|alerta|alertas|diferencia|importe|monto|cantidad|resto|parte|mitad|total|tienda|shopify|linea|internet|dolares|pesos|euros|moneda|recuperar|restablecer|verificar|confirmar|acceder|entrar|ingresar|iniciar|registrar|registrarme|cambiar|activar|noche|noches|madrugada|madrugadas|tarde|tardes|mañanas|repente|golpe|nuevo)$/;

/** "¿A qué hora abre el correo?": the hours of something else than the challenge's day. */
const HOURS_OF =
  /(?:^| )a que hora (?:abre|abren|cierra|cierran|pasa|pasan|llega|llegan|sale|salen|empieza|empiezan|juega|juegan|es|son) (?:el|la|los|las) ([\wñ]+)/;
const TIMED =
  /^(?:rutina|rutinas|reto|entreno|entrenamiento|app|aplicacion|dia|siguiente|nueva|nuevo|proxima|proximo|sesion|clase|directo|video)$/;

/** The hours a place keeps, asked of it by name. */
const HOURS_OF_A_PLACE =
  /(?:^| )(?:horario|horarios) (?:del|de la|de los|de las|de) (?:super|supermercado|mercado|tienda[\wñ]*|banco|farmacia|gimnasio|gym|restaurante|cine|museo|biblioteca|oficina|metro|tren|bus|escuela|colegio|universidad|consultorio|clinica)(?= |$)/;

/**
 * The time it is in a place asked of the place ("¿qué hora es en Madrid?"): a clock's, not one's
 * day. ("¿Qué hora es allá en España?" is kept for the app's hour, as members ask it of the app.)
 */
/** Places' hours compared or a place's time zone asked: "¿qué diferencia horaria hay entre…?". */
const PLACES_COMPARED =
  /(?:^| )(?:(?:que|cual) (?:zona horaria|huso horario|horario de verano) (?:tiene|tienen|usa|usan|maneja|manejan)|en (?:que|cual) (?:zona horaria|huso horario) (?:esta|estan|queda|quedan)|diferencia (?:horaria|de (?:zona )?horaria|de horas?|de horario)(?: [\wñ]+){0,2} entre|(?:usan|tienen|comparten|manejan) (?:el|la) mism[oa] (?:horario|hora|zona horaria)|cuantas horas de diferencia)(?= |$)/;
/** The parties of a business's invoices: its clients and suppliers. */
const BUSINESS_PARTIES =
  /(?:^| )(?:el|(?<!(?:atencion|servicio) )al|los|mis|mi|un|una|sus|nuestros) (?:cliente|clientes|proveedor|proveedores)(?= |$)/;
/** Plants and a garden, fed or tended. */
const PLANTS = /(?:^| )(?:planta|plantas|jardin|huerto|cultivo|cultivos|podar|poda|macetas?)(?= |$)/;
/** Years or months spent at a job, in a marriage, in a place: "llevo 12 años en la empresa". */
const TIME_SPENT_ELSEWHERE =
  /(?:^| )llevo (?:\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|quince|veinte) (?:años|meses) (?:en|trabajando|casad[oa]|viviendo|con)(?= |$)/;
/**
 * How far a download, an update or an upload has got ("la descarga de whatsapp se quedó en 50 por
 * ciento de progreso"): a file's progress, not the member's.
 */
const TRANSFER_PROGRESS =
  /(?:^| )(?:descarga|descargas|actualizacion|actualizaciones|instalacion|subida|carga|copia de seguridad|backup)(?: [\wñ]+){0,8} (?:progreso|porcentaje|por ciento|\d+)(?= |$)/;
/** The member or the challenge named: "mi hora", "estoy en", "el reto", "la app". */
const MEMBER_OR_CHALLENGE =
  /(?:^| )(?:me|mi|mis|yo|estoy|vivo|reto|programa|challenge|app|aplicacion|rutina|entreno|emilio|ustedes)(?= |$)/;
const TIME_THERE = /(?:^| )(?:que )?(?:hora|horas) (?:es|son|sera|seran) (?:ahorita |ahora )?en(?= |$)/;
/** A trip's arrival asked by the hour ("si salgo a las 10, ¿a qué hora llego a Madrid?"): the flight's, not the member's zone. */
const ARRIVAL_HOUR =
  /(?:^| )a que hora (?:llego|llegaria|llegamos|llegariamos|aterrizo|aterrizaria|aterrizamos|aterriza|llega) (?:a|al|en)(?= |$)/;

const SUPPORT_HOURS = new RegExp(
  `(?:^| )(?:atiende|atienden|atencion|soporte|asesor[\\wñ]*|agente[\\wñ]*|(?:contesta|contestan|responde|responden) (?:${THE_TEAM}))(?= |$)`,
);

const REST_ELSEWHERE = new RegExp(
  '(?:^| )(?:laboral[\\wñ]*|por ley|feriado[\\wñ]*|festivo[\\wñ]*|vacaciones|sindicato|convenio|' +
    // A day of rest the law makes so ("¿cuál es el día de descanso obligatorio en noviembre?"), not
    // the challenge's rest asked whether it must be kept ("¿el descanso es obligatorio?").
    '(?:descanso|descansos) obligatori[oa]s?|' +
    // A rest taken away from home: a hotel, a beach, a trip, a getaway.
    'hotel[\\wñ]*|hostal[\\wñ]*|escapada[\\wñ]*|spa|crucero[\\wñ]*|camping|cabaña[\\wñ]*|resort[\\wñ]*|airbnb|casa rural|turis[\\wñ]*|tour|tours|excursion[\\wñ]*|' +
    // Other people's rest at their work ("¿los domingos es día de descanso del personal?").
    '(?:descanso|descansos) (?:del|de los|de las|de la) (?:personal|empleados|empleadas|trabajadores|staff|profesores|maestros|instructores)|' +
    // A rest a boss gives, moves or denies ("mi supervisor no me respeta el descanso semanal").
    '(?:supervisor|supervisora|jefe|jefa|patron|patrona|encargado|encargada|gerente|empresa)(?: [\\wñ]+){0,2} (?:respeta|respetan|da|dan|quita|quitan|cambia|cambian|cambio|niega|niegan|mueve|movio) (?:el |mi |los |mis )?(?:dia de )?(?:descanso|descansos)|' +
    // The holidays of the calendar, and going away to rest ("¿a dónde me voy de descanso en Semana Santa?"; a
    // glute bridge is no long weekend).
    'semana santa|pascua[\\wñ]*|navidad[\\wñ]*|año nuevo|puente(?! (?:de )?gluteos?)|carnaval[\\wñ]*|fiestas patrias|' +
    '(?:me voy|irme|ir|irnos|nos vamos|vamos|me fui|nos fuimos|salir|salgo) de (?:descanso|vacaciones|viaje)|a donde (?:me voy|ir|irme|vamos|viajar))(?: |$)',
);

/**
 * The member's own break at work, when a routine may fit ("si me da pa hacerlo en el descanso del
 * turno"): not a rest day of the challenge.
 */
const BREAK_AT_WORK =
  /(?:^| )(?:descanso|descansito|break) (?:del|de mi|de la) (?:turno|guardia|trabajo|chamba|jornada|oficina|almuerzo)(?= |$)/;

/** A tax number obtained or looked up ("¿cómo saco el RFC?", "¿dónde consulto mi RUT?"). */
const TAX_ID_OBTAINED =
  /(?:^| )(?:como|donde|cuando) (?:se )?(?:saco|sacar|tramito|tramitar|obtengo|obtener|consigo|conseguir|genero|generar|consulto|consultar|renuevo|renovar|actualizo|actualizar) (?:el |mi |la |un )?(?:rfc|rut|nit|cuit|cuil|ruc|rif|rtn|nif|cif|curp|constancia de situacion fiscal)(?= |$)/;
/** An invoice or a receipt named ("factura", "recibo", "comprobante"). */
const INVOICE_NAMED =
  /(?:^| )(?:factura[\wñ]*|facturar|recibo[\wñ]*|comprobante[\wñ]*|boleta[\wñ]*|invoice[\wñ]*)(?= |$)/;

/** A word asked in another language ("¿cómo se dice gracias en guaraní?"). */
const TRANSLATION_ASKED =
  /(?:^| )(?:como se dice|como se escribe|como se pronuncia|como digo|que significa|que quiere decir)(?: [\wñ]+){1,4} en (?:ingles|guarani|portugues|frances|aleman|italiano|quechua|aymara|japones|chino|coreano|nahuatl|maya|catalan|euskera|gallego|arabe|ruso)(?= |$)/;

/** A card asked to be unblocked ("¿cómo la desbloqueo?", "desbloquear la tarjeta"): the bank does it. */
const CARD_UNBLOCKED = /(?:^| )(?:como |donde )?(?:la |lo )?desbloque[\wñ]*(?= |$)/;

/** A shop or a till a card is refused at, not this challenge's checkout ("en la tienda me rechazaron el débito"). */
const SHOP =
  '(?:la |el )?(?:tienda|super|supermercado|mercado|farmacia|restaurante|gasolinera|cajero|caja|cine|oxxo|bodega|almacen)';
const REFUSED_AT_A_SHOP = new RegExp(
  `(?:^| )en ${SHOP}(?= ).*(?:^| )(?:rechaz|declin|deneg)[\\wñ]*|(?:^| )(?:rechaz|declin|deneg)[\\wñ]*(?: [\\wñ]+){0,4} en ${SHOP}(?= |$)`,
);

/** A routine of work, school or home, not of training ("la rutina de turnos", "el plan lector del colegio"). */
const ROUTINE_OF_ELSEWHERE =
  /(?:^| )(?:(?:la |mi |una |el |nuestra |su )?(?:rutina|rutinas|rol|horario|cuadrante) de (?:turnos|guardias|la oficina|la fabrica|la empresa|limpieza|skincare|estudio|estudios)|(?:el |un )?plan lector)(?= |$)/;

/** A holiday or an event of the calendar asked as the next one ("el próximo feriado", "la próxima luna llena"). */
const NEXT_HOLIDAY =
  /(?:^| )(?:proxim[oa]s?|siguientes?) (?:dia |dias |fin de semana )?(?:feriado[\wñ]*|festivo[\wñ]*|puente[\wñ]*|largo|de fiesta|patrio[\wñ]*|luna|eclipse[\wñ]*|quincena|marea[\wñ]*|lluvia[\wñ]*)(?= |$)/;

const TRAINING_NAMED =
  /(?:^| )(?:rutina[\wñ]*|entren[\wñ]*|ejercicio[\wñ]*|toca|tocan|reto|retos|cardio|edicion[\wñ]*|programa|descanso[\wñ]*)(?= |$)/;

/** What the time left runs until. */
const UNTIL =
  /(?:^| )(?:falta|faltan|faltara|queda|quedan|quedara) (?:para|hasta|pa) (?:que )?(?:se |me |nos )?(?:llegar (?:al |a la |a los |a )?)?(?:el |la |los |las |mi |mis |tu |su )?([\wñ]+)/;
/** The challenge's own ends and starts, and the words that lead to them ("para que termine el reto"). */
/**
 * A challenge that belongs to a social network or went viral ("el reto de los 75 días duros de
 * TikTok", "el challenge viral"), not this one seen advertised there ("lo vi en TikTok").
 */
const A_NETWORKS_CHALLENGE =
  /(?:^| )(?:reto|retos|challenge|desafio)(?: [\wñ]+){0,6} (?:de|del) (?:tiktok|instagram|insta|youtube|facebook|twitter|redes)(?= |$)|(?:^| )(?:reto|retos|challenge|desafio) viral(?:es)?(?= |$)/;
/** The time left until a date of the calendar: "faltan para el 5 de julio", "queda hasta el 24 de diciembre". */
const UNTIL_A_DATE = new RegExp(
  `(?:^| )(?:falta|faltan|faltara|queda|quedan|quedara) (?:para|hasta|pa) (?:el )?\\d+ de (?:${MONTHS})(?= |$)`,
);
const UNTIL_OURS =
  /^(?:reto|retos|fin|final|finalizar|terminar|termine|termina|acabar|acabe|acaba|completar|complete|cerrar|cierre|empezar|empiece|comenzar|comience|arrancar|arranque|edicion|programa|challenge|meta|dia|dias|ultimo|ultima|proxima|proximo|siguiente|salir|graduarme|ciclo|entreno|entrenamiento|rutina|semana|semanas|mes)$/;

/**
 * The training itself named: "el entreno de hoy", "la rutina", "los ejercicios" (not
 * `TRAINING_NAMED`, whose "toca" a duty says too: "me toca trabajar").
 */
const TRAINING_ASKED = /(?:^| )(?:rutina[\wñ]*|entreno[\wñ]*|entrenamiento[\wñ]*|ejercicio[\wñ]*|sesion[\wñ]*)(?= |$)/;
/** "Me toca trabajar mañana": what falls to one is another thing to do than training. */
const DUTY = /(?:^| )(?:me toca|te toca|nos toca|tengo que|toca) ([\wñ]+(?:ar|er|ir))(?= |$)/;
const TRAINING_DUTY =
  /^(?:entrenar|hacer|descansar|correr|caminar|trotar|ejercitar|estirar|saltar|nadar|pedalear|cardio|completar|terminar|empezar|comer|cenar|desayunar|almorzar|tomar|beber|marcar|registrar|pagar|ver)$/;

/** A currency's own price: the rate of exchange, not what the challenge costs in it. */
const CURRENCIES =
  'dolar|dolares|euro|euros|peso|pesos|sol|soles|real|reales|bolivar|bolivares|libra|libras|yen|yuan|bitcoin|ethereum|cripto[\\wñ]*';
const EXCHANGE_RATE = new RegExp(
  // Its price or value named with the currency as its thing: "a qué precio está el dólar blue", "el valor del euro".
  `(?:^| )(?:precio|valor|cotizacion|a que precio|a cuanto|a como)(?: [\\wñ]+){0,2} (?:el|los|del|de los|de un|un) (?:${CURRENCIES})(?= |$)|` +
    /(?:^| )(?:tipo de cambio|exchange rate|(?:how much|price of|value of) (?:is |are )?(?:the |a |one )?(?:dollar|dollars|dolar|dolares|euro|euros|peso|pesos|bitcoin|crypto)|cotiza[\wñ]*|(?:cuanto|a cuanto|a como|como) (?:esta|estan|va|anda|vale|valen|cuesta|cuestan|sale|se paga) (?:hoy )?(?:el|los|un|una) (?:dolar|dolares|euro|euros|peso|pesos|sol|soles|real|reales|bolivar|bolivares|bitcoin|cripto[\wñ]*))(?= |$)/
      .source,
);

/** A streak or a count of days without something else than training ("mi racha de días sin fumar"). */
const WITHOUT_ELSE =
  /(?:^| )(?:racha|rachas|dias|semanas|meses|llevo) (?:[\wñ]+ ){0,2}sin (?!entrenar|fallar|faltar|saltar[\wñ]*|perder[\wñ]*|descansar|parar|romper[\wñ]*|hacer (?:nada|la rutina|las rutinas|ejercicio|el reto|ninguna)|mover(?:me)? un dedo)([\wñ]+(?:ar|er|ir))(?= |$)/;
/** Cancelling something else's plan, card or contract ("mi plan de celular", "mi tarjeta de crédito"). */
const CANCELLED_ELSEWHERE = new RegExp(
  `(?:^| )(?:cancel[\\wñ]*|anul[\\wñ]*|dar de baja|darme de baja|baja de) (?:el |la |mi |mis |los |las |un |una )?(?:(?:plan|contrato|servicio|seguro|linea|paquete|membresia|suscripcion|cuenta) (?:de|del|de la|de mi|en) (?!(?:el |la |mi |tu |su )?(?:reto|programa|challenge|emilio|app|aplicacion|cuenta|usuario|perfil|${FAMILY})(?: |$))|tarjeta|credito|prestamo|hipoteca|poliza)`,
);
/** A visa to travel, not a card: "la visa americana", "la visa para Canadá", "la visa de estudiante". */
const TRAVEL_VISA =
  /(?:^| )(?:visas? (?:american[\wñ]*|estadounidense[\wñ]*|canadiense[\wñ]*|europe[\wñ]*|schengen|gringa|de (?:turista|turismo|estudiante|estudios|trabajo|residencia|residente|viaje)|para (?:ir|viajar|entrar|estudiar|trabajar|estados|eeuu|usa|canada|españa|europa|mexico|japon|china|inglaterra|australia|el|la|los))|consulado|embajada|visado[\wñ]*)(?= |$)/;
/** An invoice made at the tax office for one's own business, not asked of the challenge ("facturar en el SAT"). */
const TAX_OFFICE_AT = /(?:^| )(?:en|desde|con|ante) (?:el |la )?(?:sat|afip|dian|sii|seniat|sunat|hacienda)(?= |$)/;

/**
 * A refund someone else makes (an employer, an insurer), told either way round ("que me lo reembolse
 * la empresa", "la empresa me reembolsa el gasto"): the receipt is what is asked for.
 */
const REFUNDERS =
  '(?:la|mi|el|su) (?:empresa|trabajo|jefe|jefa|seguro|aseguradora|obra social|prepaga|isapre|eps|mutua|compañia|oficina)';
const REFUNDING = '(?:reembols[\\wñ]*|devuelv[\\wñ]*|devuelva[\\wñ]*|pagu[\\wñ]*|cubr[\\wñ]*|reintegr[\\wñ]*)';
const REFUNDED_BY_OTHERS = new RegExp(
  `(?:^| )(?:${REFUNDING}(?: [\\wñ]+){0,2} ${REFUNDERS}|${REFUNDERS} (?:me |nos |te |le )?(?:lo |la )?${REFUNDING})(?= |$)`,
);

/** Pets, by their kind and the commonest breeds. */
const PETS =
  '(?:perr[oa]s?|perrit[oa]s?|gat[oa]s?|gatit[oa]s?|mascotas?|cachorr[oa]s?|hamster|loro|pez|peces|conejo|caballo|caballos|' +
  'border collie|labrador|golden|caniche|poodle|husky|beagle|pug|bulldog|chihuahua|pastor aleman|schnauzer|yorkshire)';
/**
 * A pet as the one a topic is for: what a pet eats or needs, is fed or trained ("una dieta para mi
 * perro", "¿cuánto cardio necesita un border collie?"); walking one's dog is still the member's cardio.
 */
const FOR_A_PET = new RegExp(
  `(?:^| )(?:(?:dieta|comida|alimentacion|croquetas|de comer|come|comer|calorias) (?:[\\wñ]+ ){0,2}(?:para|de|a)|para|necesita|necesitan|debe|deben|le hace falta|les hace falta) ` +
    `(?:mi |el |la |los |las |mis |un |una |tu |su )?${PETS}(?= |$)`,
);

/**
 * Another app's or network's own things ("salir de un grupo de whatsapp", "whatsapp no me manda los
 * mensajes"), unless the challenge is named: asking to be reached on one is still the support's.
 */
const OTHER_APPS =
  'whatsapp|telegram|signal|messenger|snapchat|discord|zoom|teams|skype|instagram|tiktok|facebook|twitter|youtube|duolingo|spotify|netflix|uber';
const OTHER_APPS_OWN = new RegExp(
  `^(?:(?:el|mi|la) )?(?:${OTHER_APPS}) (?:no|ya no|nunca|se|me|te|le)(?= )|` +
    `(?:^| )(?:grupo|grupos|chat|chats|mensaje|mensajes|estado|estados|historia|historias|llamada|llamadas|canal|video|videos)(?: [\\wñ]+){0,2} (?:de|del|en) (?:${OTHER_APPS})(?= |$)|` +
    // One's own account there, not signing in with it: "el email de mi cuenta de instagram", "recuperar mi facebook".
    `(?:^| )(?<!con (?:mi |la |una |tu |su )?)(?:cuenta|cuentas|perfil|usuario|contraseña|clave|password)(?: [\\wñ]+){0,1} (?:de|del|en) (?:${OTHER_APPS})(?= |$)`,
);
/** The challenge or its team named in a question ("el reto", "Emilio", "ustedes", "soporte"). */
export const CHALLENGE_NAMED = /(?:^| )(?:reto|programa|challenge|emilio|ustedes|soporte)(?= |$)/;
/**
 * This challenge itself, as the place a question is asked of ("¿acá también puedo cancelar el
 * reto?", "en el reto, ¿dónde veo mi progreso?"), not another's ("el reto de TikTok").
 */
export const THIS_CHALLENGE =
  /(?:^| )(?:(?:el|este|del|al) (?:reto|programa|challenge)(?! (?:de|del|en) (?!(?:28|veintiocho) dias|emilio)(?= ))|aca|aqui|emilio|ustedes)(?= |$)/;
/**
 * Another app held as one's own thing, with its article ("me clonaron el whatsapp", "se me borró el
 * instagram"), not as the channel one reaches the team by ("por whatsapp", "con mi facebook", "a su
 * whatsapp") nor the team's own ("el whatsapp de soporte"): what happens to it is that app's.
 */
const OTHER_APP_HELD = new RegExp(
  `(?<!(?:^| )(?:por|a|al|con|desde|via|mediante|en|de|del|para|tienen|tienes|hay))(?:^| )(?:el|mi|la|tu) (?:${OTHER_APPS})(?= |$)(?! (?:de|del|para|oficial)(?: |$))`,
);
/** Signing in with another app, or linking it: the challenge's account, by that app. */
const SIGNED_IN_BY =
  /(?:^| )(?:entr[\wñ]*|inici[\wñ]*|ingres[\wñ]*|login|logue[\wñ]*|registr[\wñ]*|(?:des)?vincul[\wñ]*|conect[\wñ]*)(?= |$)/;
/**
 * A password or an account put on or opened at a thing named with an indefinite article ("ponerle
 * contraseña a un pdf", "una cuenta en un banco"): that thing's, not the challenge's account.
 */
const CREDENTIAL_OF_A_THING =
  /(?:^| )(?:contraseña|contraseñas|clave|claves|password|pin|cuenta|cuentas|usuario|perfil)(?: [\wñ]+)? (?:a|de|para|en) (?:un|una|unos|unas|este|esta|ese|esa) ([\wñ]+)/;
/**
 * A password or code of a connection, a device or a place ("contraseña wifi", "la clave del
 * router", "el pin de la alarma"), or a mailbox's own password or settings ("la contraseña de mi
 * correo de yahoo", "cambio la firma en mi gmail"): not the challenge's account.
 */
const CREDENTIAL_ELSEWHERE = new RegExp(
  '(?:^| )(?:contraseña|contraseñas|clave|claves|password|pin|combinacion)(?: (?:de|del|de la|de mi|de mis))? (?:wifi|wi fi|router|modem|internet|red|hotspot|alarma|puerta|caja fuerte|portal|cajero|celular|telefono|movil|compu|computadora|laptop|tele)(?= |$)|' +
    '(?:^| )(?:contraseña|clave|password)(?: [\\wñ]+){0,2} (?:de|del) (?:mi |la |el )?(?:correo|mail|email)(?: [\\wñ]+){0,1} (?:de|del|en) (?:la |el |mi )?(?:yahoo|gmail|hotmail|outlook|icloud|trabajo|oficina|empresa|escuela|colegio|universidad)(?= |$)|' +
    '(?:^| )(?:cambi|configur|pon|pong|agreg|modific)[\\wñ]* (?:el |mi |la )?(?:correo|email|mail|firma|foto|nombre)(?: [\\wñ]+){0,1} en (?:la cuenta de |mi cuenta de |mi |la app de )?(?:yahoo|gmail|hotmail|outlook|icloud)(?= |$)',
);
/**
 * What one shows on another network ("mi foto de WhatsApp", "el estado de Instagram"): that
 * network's, not the challenge's account nor a way to reach its team (signing in with one's
 * account of it is still the challenge's account).
 */
const SHOWN_ON_ANOTHER_NETWORK = new RegExp(
  '(?:^| )(?:foto|fotos|estado|estados|historia|historias|nombre|perfil|publicacion[\\wñ]*|bio|biografia)(?: de perfil)? (?:de|del|en) ' +
    '(?:mi |el |la )?(?:whatsapp|wasap|instagram|insta|facebook|face|tiktok|twitter|snapchat|telegram|linkedin)(?= |$)' +
    // The team's own page there is how to reach it ("el perfil de Instagram del reto").
    '(?! (?:del|de|de la) (?:reto|emilio|ustedes|equipo|programa|app|comunidad))',
);
/**
 * The regimen someone else follows ("¿qué dieta sigue Cristiano?", "¿cuánto cardio hace Kim?"): a
 * person of another world's, asked by name after the verb; the challenge's own words are not one.
 */
const REGIMEN_OF =
  /(?:^| )(?:dieta|dietas|cardio|rutina|rutinas|entrenamiento|entreno|alimentacion)(?: que)? (?:hace|hacia|hizo|sigue|seguia|siguio|come|comia) (?:el |la )?([a-zñü]{3,})(?= |$)/;
const NOT_A_PERSON =
  /^(?:falta|bien|mal|hoy|ahora|despues|luego|antes|mañana|grupo|comunidad|reto|programa|plan|semana|dia|dias|el|la|los|las|mi|mis|tu|su|sus|en|con|de|del|para|por|que|y|o|a|al)$/;

/** A device recommended or bought ("¿cuál es el mejor reloj para correr?"): the shop's question, not a topic's. */
const DEVICE_CHOSEN =
  /(?:^| )(?:mejor|mejores|recomiend[\wñ]*|recomendar[\wñ]*|compr(?:ar|o|e|a|as|an|ado|ada|arlo|arla|arme|aria|ando)|marca|modelo)(?= |$)/;
/**
 * Two devices between themselves ("el chromecast no me reconoce la tele"), neither the app nor one's
 * user named ("en el celu me reconoce pero en la tablet dice usuario inexistente" is a sign-in).
 */
const DEVICES_LINKED = /(?:^| )(?:conect[\wñ]*|reconoc[\wñ]*|empareja[\wñ]*|vincul[\wñ]*|sincroniz[\wñ]*)(?= |$)/;
const APP_NAMED =
  /(?:^| )(?:usuario|usuaria|sesion|login|app|aplicacion|video[\wñ]*|rutina[\wñ]*|reto|ejercicio[\wñ]*|emilio|pagina|web|programa|notificacion[\wñ]*|entreno[\wñ]*)(?= |$)/;
const SCREEN_DEVICES = /^(?:tele|television|televisor|tv|chromecast|roku|firestick|airplay)$/;
/** A utility's or another service's bill, or its payment ("el recibo de la luz", "el pago automático del agua"). */
const UTILITY_BILL =
  /(?:^| )(?:factura|facturas|recibo|recibos|boleta|boletas|cuenta|cobro|cargo|pago|pagos|debito|domiciliacion)s?(?: automatic[oa]| recurrente)? (?:de|del) (?:la |el |mi )?(?:luz|agua|gas|internet|telefono|celular|movil|cable|fibra|wifi|alquiler|renta|hipoteca|colegiatura|escuela|colegio|universidad|seguro|coche|carro|auto)(?= |$)/;
/** The weather asked ("¿qué tiempo va a hacer mañana?", "¿cómo estará el clima?", "¿va a llover?"). */
const WEATHER =
  /(?:^| )(?:(?:que|q|como) (?:tiempo|clima) (?:va a hacer|va a estar|hara|hace|habra|estara|esta|tendremos)|(?:el )?(?:clima|pronostico) (?:de|del|para|en)|pronostico del tiempo|va a llover|llovera|va a nevar|nevara)(?= |$)/;
/** A card used at another shop or service ("me rechazaron la tarjeta en el súper"). */
// (Cash at an OXXO, Mercado Pago and the product's own store are how the challenge is paid: not listed.)
const PAID_ELSEWHERE =
  /(?:^| )(?:en|del|de la) (?:el |la |un |una )?(?:super|supermercado|gasolinera|farmacia|restaurante|restaurant|bar|cajero|cine|taxi|peaje|estacionamiento|parking|aeropuerto|hotel|amazon|mercado libre|aliexpress|shein|temu|netflix|spotify|uber|rappi)(?= |$)/;
/**
 * A card chosen or complained of by what it costs ("la tarjeta de crédito con menos comisión", "mi
 * tarjeta tiene intereses muy altos"), no paying named: the card's bank, not a way to pay us.
 */
const CARD_CHOSEN =
  /^(?!.*(?:^| )(?:pag[\wñ]*|abon[\wñ]*|cobr[\wñ]*|reto|programa|inscri[\wñ]*|cuotas|meses|plazos|msi|tienen|aceptan|acepta|ustedes)(?: |$)).*(?:^| )(?:(?:menos|mas baja|mas bajo|mejor|mejores|mas barata|sin|cero|baja|bajo) (?:comision|comisiones|interes|intereses|anualidad|cuota de manejo|costo de mantenimiento)|(?:comision|comisiones|interes|intereses|anualidad|cuota de manejo) (?:muy |super |demasiado |tan )?(?:alt[oa]s?|car[oa]s?|elevad[oa]s?|abusiv[oa]s?))(?: |$)/;
/**
 * An invoice the member issues to their own clients ("cómo hago una factura electrónica para mis
 * clientes"): their business, not an invoice of ours.
 */
const INVOICE_ISSUED =
  /(?:^| )(?:(?:para|a) (?:mis|un|una|los|las) (?:clientes?|pacientes?|alumn[oa]s?|compradores?|proveedores?)|(?<!(?:^| )(?:me|nos|les?)(?: [\wñ]+){0,2} )(?:emito|emitir|emitirle|genero|generar|elaboro|elaborar|hago|hacer|hacerle) (?:una |la |mis |las |un )?factura[\wñ]*(?! (?:del|de mi|de la) (?:reto|programa|compra|pago|suscripcion|inscripcion)))(?= |$)/;
/** One's own company of a service ("mi compañía de teléfono"): a complaint to it is its own business. */
const OWN_PROVIDER =
  /(?:^| )(?:mi|la|una|el|mi propia) (?:compañia|empresa|operadora|prestadora|aseguradora|distribuidora|proveedora?|proveedor) (?:de|del) (?:telefono|celular|luz|gas|agua|internet|cable|seguros?|tv|television|electricidad)(?= |$)/;
/** A card refused wherever one pays ("me la rechazan en todos lados"): the card's trouble. */
const REFUSED_EVERYWHERE =
  /(?:^| )(?:rechaz[\wñ]*|declin[\wñ]*|no (?:me )?(?:la |lo )?(?:pasa|pasan|aceptan|acepta|toman|toma))(?: [\wñ]+){0,3} en (?:todos lados|todos los lados|todas partes|todos los sitios|todos los comercios|todas las tiendas|ningun lado|ninguna parte|ningun sitio|ningun lugar|ningun comercio|ninguna tienda)(?= |$)/;
/** An app for another task than training ("una app para editar fotos"): not the challenge's app. */
const APP_FOR_ELSE =
  /(?:^| )(?:app|apps|aplicacion|aplicaciones) (?:para|de|que sirva para) (?:editar|aprender|contar|escuchar|hacer videos|ligar|pedir|comprar|vender|traducir|leer|jugar|estudiar|meditar|ahorrar|invertir|viajar|chatear|conocer|grabar|medir|buscar|escanear|dibujar|diseñar|cocinar|rezar|fotos|musica|mapas|citas|idiomas|recetas|finanzas|juegos|noticias|peliculas|series)(?= |$)/;
/**
 * A text to write for someone ("mensajes de buenos días para mi novia", "una frase de cumpleaños"):
 * the member's own writing, not a greeting to the coach nor a message of the app.
 */
const TEXT_FOR_SOMEONE =
  /(?:^| )(?:mensaje|mensajes|frase|frases|texto|textos|carta|cartas|poema|poemas|dedicatoria|dedicatorias|felicitacion|felicitaciones)(?: [\wñ]+){0,4} (?:de (?:buenos dias|buenas noches|buenas tardes|amor|cumpleaños|felicitacion|navidad|aniversario|animo|pesame|despedida)|para (?:mi|mis|tu|su|un|una) (?!cuenta|app|aplicacion|entrenador|coach|reto)[\wñ]+|a (?:mi|mis|tu|su) (?!cuenta|app|aplicacion|entrenador|entrenadora|coach|reto|emilio|correo|email|mail|celular|telefono|numero)[\wñ]+|para felicitar)(?= |$)/;
/**
 * Paying off one's own card or loan to a bank, or a loan asked for: a debt, not the challenge's
 * payment ("¿cómo pago la tarjeta de crédito?", "me rechazaron el crédito hipotecario").
 */
const PAYING_A_DEBT = new RegExp(
  // Not the card that begins the next clause ("me sale error al pagar, la tarjeta tiene plata").
  /(?:^| )pag[\wñ]* (?:la|mi|las|mis|el|los) (?:tarjeta|tarjetas|deuda|deudas|prestamo|prestamos|credito|creditos|hipoteca)(?= |$)(?! (?:tiene|tenia|esta|estaba|es|era|no|si|ya|sigue|funciona|anda)(?: |$))/
    .source +
    /|(?:^| )(?:credito|creditos|prestamo|prestamos) (?:hipotecari[\wñ]*|personal[\wñ]*|automotriz|de nomina|bancari[\wñ]*|de vivienda)(?= |$)/
      .source +
    /|(?:^| )(?:el|la|mi|un|una) (?:prestamo|hipoteca|financiamiento|credito)(?= |$)/.source,
);
/**
 * A phone's own plan, a device broken or wet, a card's own statement ("mi plan de datos se acaba",
 * "se me rompió la pantalla del celular", "el pago mínimo de mi tarjeta"): the carrier's, the repair
 * shop's or the bank's business, not the challenge's; megas an app consumes are the app's.
 */
const PHONE_PLAN =
  /(?:^| )(?:(?:plan|planes|paquete|paquetes|recarga|recargas) (?:[\wñ]+ )?(?:de|con|en) (?:claro|movistar|telcel|entel|tigo|vodafone|orange|bitel|digitel|movilnet|att|wom|yoigo|simyo|lowi|pepephone|personal)|(?:plan|planes) (?:ilimitado|ilimitados)|(?:plan|planes|paquete|paquetes|saldo|recarga|recargas) (?:de |del )?(?:mi |el |la )?(?:datos|megas|gigas|celular|telefono|movil|internet|minutos|llamadas)|(?:plan|linea|chip) (?:prepago|pospago)|(?<!(?:consume|consumen|gasta|gastan|chupa|chupan|come|comen) (?:[\wñ]+ )?)(?:megas|gigas))(?= |$)/;
const DEVICE_WARRANTY =
  /(?:^| )(?:garantia|seguro|reparacion|arreglo|servicio tecnico|repuesto|funda|mica|protector)s? (?:de|del|de la|de mi|para|para el|para mi) (?:el |la |mi )?(?:iphone|celular|celu|telefono|movil|tablet|ipad|compu|computadora|laptop|samsung|xiaomi|huawei|motorola|pantalla)(?= |$)/;
/** A guarantee of something bought elsewhere ("la garantía de la bicicleta que compré"), not the challenge's. */
const GUARANTEE_OF = /(?:^| )(?:garantia|garantias) (?:de la|de los|de las|de mi|de mis|del|de|para) ([\wñ]+)/;
const GUARANTEE_KINDS =
  /^(?:satisfaccion|resultados?|calidad|reembolso|devolucion|dinero|por|cuantos|cuantas|que|\d+)$/;
/** Makers whose accounts sign one in (`OWNERS`), whose guarantee is their products' ("la garantía de Apple"). */
const MAKERS = /^(?:apple|google)$/;
/** Another app named as where a thing happens ("no se escuchan en whatsapp", "la descarga de whatsapp"). */
const IN_OTHER_APP = new RegExp(
  `(?:^| )(?:en (?:el |mi |tu )?|(?:grupo|grupos|chat|chats|estado|estados|historia|historias|llamada|llamadas|canal|canales|stickers?) |(?:descarga|actualizacion|instalacion) (?:de |del )?)(?:${OTHER_APPS})(?= |$)`,
);
const CARD_STATEMENT =
  /(?:^| )(?:pago minimo|pago para no generar intereses|fecha de corte|fecha limite de pago|limite de credito|anualidad|cuota de manejo)(?= |$)/;
const DEVICE_BROKEN = new RegExp(
  /(?:^| )(?:rompi[\wñ]*|rompio|roto|rota|estrell[\wñ]*|quebr[\wñ]*|rajad[\wñ]*|trizad[\wñ]*|mojad[\wñ]*|moje|mojo|cayo al agua|se me cayo|se le cayo)(?: [\wñ]+){0,3} (?:pantalla|celular|celu|cel|telefono|movil|tablet|ipad|compu|computadora|laptop|bateria|cargador|audifonos|auriculares)(?= |$)/
    .source +
    /|(?:^| )(?:pantalla|celular|telefono|movil|tablet|bateria) (?:[\wñ]+ )?(?:rota|roto|estrellad[oa]|quebrad[oa]|rajad[oa]|trizad[oa]|mojad[oa]|inflad[oa]|hinchad[oa])(?= |$)/
      .source,
);

/** A day missed at work or school, not of the challenge ("si falto un día al trabajo me lo descuentan"). */
const ABSENT_ELSEWHERE =
  /(?:^| )(?:falt[\wñ]*|no (?:voy|fui|ir)|me salto|saltarme|me salte)(?: [\wñ]+){0,3} (?:al|a la|a el|en el|en la|a) (?:trabajo|oficina|escuela|colegio|cole|uni|universidad|facultad|facu|clase|clases|chamba|curro|laburo|turno|instituto|prepa|guardia)(?= |$)/;
/**
 * Days off and duties that one's work or school gives ("¿cuántos días de vacaciones me tocan en el
 * trabajo?", "¿qué me toca hacer en la oficina?"): not the challenge's days, unless training is named.
 * A shift the member tells they have is their reason, not what is asked ("¿puedo saltarme el día de
 * hoy? tengo doble turno en el trabajo").
 */
const GIVEN_AT_WORK =
  /(?:^| )(?:vacaciones|dias libres|dias de permiso|permisos?|(?<!(?:tengo|tuve|tendre) (?:doble |un |otro )?)(?:turnos?|guardias?)|feriados?|festivos?|me tocan? hacer|tareas?)(?: [\wñ]+){0,6} (?:en|de|del|por) (?:el |la |mi )?(?:trabajo|empresa|oficina|escuela|colegio|universidad|chamba|curro|laburo|jefe|ley|hospital)(?= |$)/;
/**
 * A routine of another part of one's life ("mi rutina de trabajo empieza a las 6", "la rutina de
 * skincare"): not the challenge's routine, nor its hours.
 */
const ROUTINE_ELSEWHERE =
  /(?:^| )rutinas? (?:de|del|para) (?:la |el |mi |los |las )?(?:trabajo|estudio|estudios|sueño|dormir|belleza|skincare|limpieza|cuidado|lectura|oficina|escuela|colegio|universidad|maquillaje|cabello|pelo|piel|facial)(?= |$)/;
/** Training named by what is done ("me toca" is any duty's). */
const TRAINING_DONE =
  /(?:^| )(?:rutina[\wñ]*|entren[\wñ]*|ejercicio[\wñ]*|reto|retos|cardio|programa|edicion[\wñ]*)(?= |$)/;
const DAY_TOPICS: ReadonlySet<CoachIntent> = new Set([
  'rest.days',
  'routine.today',
  'routine.tomorrow',
  'challenge.day',
  'edition.current',
  'skip.day',
]);
/** Something lacking that is not time ("me falta el aire", "le faltan las llaves"): the days left are not asked. */
const LACKING_ELSE = /(?:^| )(?:falta|faltan|faltaba|faltaban) (?:el|la|los|las) ([\wñ]+)/;
const TIME_OF_OURS =
  /^(?:dia|dias|semana|semanas|tiempo|mes|meses|reto|rutina|rutinas|ejercicio|ejercicios|entreno|entrenos|sesion|sesiones|ultimo|ultimos|ultima|ultimas|edicion)$/;

/** The topics that answer about money: a price asked of something else is theirs to turn away, by their own rules. */
/** A currency measured against another ("el peso frente al dólar"): an exchange rate, whatever is asked of it. */
const CURRENCY_AGAINST = new RegExp(
  `(?:^| )(?:${CURRENCIES}) (?:frente a|frente al|contra el|contra la|respecto al|respecto a|vs|versus) (?:el |la |los )?(?:${CURRENCIES})(?= |$)`,
);
/**
 * A thing one bought, named ("compré un secador hace dos meses"): its guarantee or its refund is the
 * shop's, not the challenge's (the challenge, a plan or a month of it are the product's own).
 */
const BOUGHT_THING =
  /(?:^| )(?:compre|me compre|compramos|adquiri|me regalaron) (?:un|una|unos|unas) (?!(?:vez|veces)(?: |$))([\wñ]+)/;
/**
 * One's own account at a wallet or a bank, in trouble of its own ("mi cuenta de paypal está
 * limitada"): the account topic is about the challenge's, and paying is not asked.
 */
const WALLET_ACCOUNT =
  /(?:^| )(?:cuenta|usuario|perfil)(?: [\wñ]+)? (?:de|del|en) (?:mi )?(?:paypal|mercado pago|mercadopago|nequi|daviplata|yape|plin|revolut|nubank|uala|banco|bbva|santander|bancolombia)(?= |$)/;
const PAYING_NAMED = /(?:^| )(?:pag[\wñ]*|compr[\wñ]*|cobr[\wñ]*|cargo[\wñ]*|debit[\wñ]*)(?= |$)/;
/** A charge another payee makes ("el gimnasio me cobra cada semana", "el pago del alquiler"). */
// (Or a rise told of the place: "en el gym me subieron la cuota al renovar".)
const CHARGED_BY_OTHERS =
  /(?:^| )(?:(?:pago|pagos|cobro|cobros|cuota|cuotas|cargo|cargos)(?: [\wñ]+){0,5} (?:en|de|del) (?:el |la |mi )?(?:gimnasio|gym|alquiler|colegio|escuela|universidad|club|seguro|banco|piso|coche)|(?:en|del) (?:el |la |mi )?(?:gimnasio|gym|colegio|escuela|universidad|club|seguro|banco)(?: [\wñ]+){0,2} (?:me |nos )?(?:subieron|subio|suben|aumentaron|aumento|cobraron|cobran|cargaron)|(?:el |la |mi )?(?:gimnasio|gym|casero|colegio|escuela|universidad|club|seguro|banco) (?:me |nos )?(?:cobra|cobran|cobro|carga|cargan))(?= |$)/;
/**
 * A thing of one's own that renews or expires by itself (a card, a document, a contract): "mi
 * tarjeta de crédito se renueva sola cuando vence", or asked verb first of a card or a document by
 * its kind ("¿cada cuánto se renueva la tarjeta de circulación?").
 */
const RENEWED_ELSEWHERE =
  /(?:^| )(?:tarjeta|plastico|dni|pasaporte|licencia|carnet|cedula|contrato|poliza|seguro)(?: de [\wñ]+)? (?:se )?(?:renueva|renuevan|renovara|renovaran|vence|vencen|caduca|caducan)(?= |$)|(?:^| )(?:renueva|renuevan|renuevo|renovar|vence|vencen|caduca|caducan) (?:la |el |mi )?(?:tarjeta|dni|pasaporte|licencia|carnet|cedula|contrato|poliza|seguro) de (?!(?:la |el )?(?:app|reto|programa|suscripcion|membresia|emilio)(?= |$))[\wñ]+/;
/** A programme of something else, by its own kind ("el programa de puntos del súper", "de la radio"). */
const PROGRAMME_OF_ELSE =
  /(?:^| )programa (?:de|del) (?:la |el )?(?:puntos|lealtad|fidelidad|fidelizacion|beneficios|millas|viajero frecuente|radio|television|tele|tv|computacion|estudios|becas|intercambio|maestria|doctorado|gobierno|vacunacion)(?= |$)/;
/** A challenge of something else, named by its own thing ("el reto de los 52 sobres para ahorrar"). */
const CHALLENGE_OF =
  /(?:^| )(?:el |un |ese |este )?(?:reto|challenge) (?:de|del) (?:los |las |la |el |un |una )?(?:\d+ )?(?:dias (?:de|del) (?:la |el |los |las )?)?([\wñ]+)/;
/** What a challenge of ours is named by: its days, its weeks, its season, the body it trains, a gift. */
const CHALLENGE_OURS = new RegExp(
  '^(?:dias|dia|semanas|semana|mes|meses|verano|invierno|primavera|otoño|fitness|entrenamiento|ejercicio[\\wñ]*|regalo|cumpleaños|navidad|reyes|aniversario|' +
    `gluteos|abdomen|abdominales|piernas|cuerpo|emilio|reto|edicion|este|esta|mi|hoy|mañana|${MONTHS})$`,
);

const MONEY_TOPICS: ReadonlySet<CoachIntent> = new Set([
  'price.guarantee',
  'payment.methods',
  'payment.declined',
  'renewal',
  'invoices',
  'cancel.refund',
]);

/** A price asked outright ("sale" alone is as often "it shows" as "it costs"). */
const PRICE_ASKED = /(?:^| )(?:cuanto|cuanta|a cuanto|precio|precios|costo|coste|how much|price|cost)(?= |$)/;

/** The thing whose price a question asks, when it names one ("¿cuánto cuesta una caminadora?"). */
const pricedThing = (reading: string) => {
  const object = PRICE_OF.exec(reading)?.[1] ?? PRICE_OF_IN_ENGLISH.exec(reading)?.[1];
  // "¿Vale la pena?" is worth, not a price, and a figure is the price itself ("el precio de 78").
  // (The challenge's length is its own: "¿cuánto me cobran por las cuatro semanas?".)
  return object !== undefined &&
    !PRICED.test(object) &&
    !/^(?:pena|alegria|\d+|cuatro|veintiocho|semanas)$/.test(object)
    ? object
    : undefined;
};

/** Who another team's or place's trainer is ("el entrenador del barcelona, ¿quién es ahora?"). */
const TRAINER_OF =
  /^(?=.*(?:^| )(?:quien|quienes|como se llama|cual es el nombre)(?= |$)).*(?:^| )(?:entrenador|entrenadora|tecnico|dt|director tecnico|preparador fisico|mister) (?:actual |nuevo |nueva )?(?:del|de la|de los|de las|de) ([\wñ]+)/;
/** A drink, a dish or a recipe named ("un burpee de café, ¿es una bebida nueva?"): not an exercise. */
const DISH_NAMED =
  /(?:^| )(?:bebida|bebidas|receta|recetas|postre|postres|trago|tragos|coctel|cocteles|platillo|platillos|cafeteria|starbucks)(?= |$)/;
/** A text asked to be written ("escribe un correo para pedir un aumento a mi jefe"): a writing task. */
const WRITING_TASK =
  /(?:^| )(?:escribe|escribeme|escribime|redacta|redactame|hazme|armame|genera|generame|ayudame a (?:escribir|redactar)) (?:un|una|unos|unas) (?:correo|mail|email|carta|mensaje|texto|post|ensayo|resumen|poema|cuento|cancion|discurso|cv|curriculum|tweet|tuit)(?= |$)/;
/** A dish cooked ("¿cómo se hacen las arepas?"): a recipe, not the eating plan nor an exercise. */
const COOKING = new RegExp(
  `(?:^| )(?:como|receta (?:de|para)) (?:se )?(?:hace|hacen|prepara|preparan|cocina|cocinan|hornea|hornean|hago|preparo|cocino|horneo)(?: el| la| los| las| un| una| unos| unas)? ${FOODS}(?= |$)`,
);

/** How much of something a dish takes ("¿cuánta agua lleva el arroz?"): a recipe, not the eating plan. */
const RECIPE_AMOUNT = new RegExp(
  `(?:^| )(?:cuanta|cuanto|cuantas|cuantos) (?:agua|sal|aceite|azucar|harina|leche|tazas|cucharadas|gramos|tiempo|minutos) (?:lleva|llevan|necesita|necesitan|le pongo|le echo|hay que ponerle|hay que echarle|se cocina|se cocinan|se cuece|se hierve)(?: a| al)?(?: el| la| los| las| un| una)? ${FOODS}(?= |$)`,
);
/**
 * How any app is installed, asked ("¿cómo instalo una app en la smart tv?"): not the challenge's
 * (whether one must download an app for it, "¿tengo que descargar una app?", still is).
 */
const AN_APP =
  /(?:^| )como (?:se )?(?:instal|descarg|baj|pon|actualiz)[\wñ]* (?:una|unas|otra|otras|cualquier) (?:app|apps|aplicacion|aplicaciones)(?= |$)/;
/** A screen that freezes while playing a game: the phone's or the game's, not the app's. */
const WHILE_GAMING = /(?:^| )(?:jugando|cuando juego|mientras juego|en los juegos|en el juego|con los juegos)(?= |$)/;

/** Ready for something else than training ("estoy lista para la fiesta"): not the day's routine. */
const READY_FOR_ELSE =
  /(?:^| )(?:estoy|ando|estamos|andamos|ya) (?:[\wñ]+ )?(?:list[oa]s?|preparad[oa]s?) para (?!(?:entrenar|entreno|el entreno|la rutina|empezar|arrancar|darle)(?= |$))/;

/**
 * Whether a question asks a topic's words of something else than the challenge, by that topic's own
 * rules (another app's password, a shop's hours, the euro's price, a pet's food): then the topic is
 * not asked, whatever its evidence or a model says.
 */
export const aboutSomethingElse = (topic: CoachIntent, reading: string) => {
  // A question about the price of a thing of its own (a treadmill, a dessert) asks about buying it,
  // not about training with it or eating it.
  if (!MONEY_TOPICS.has(topic) && PRICE_ASKED.test(reading) && pricedThing(reading) !== undefined) return true;
  if ((OTHER_APPS_OWN.test(reading) || APP_FOR_ELSE.test(reading)) && !CHALLENGE_NAMED.test(reading)) return true;
  if (TEXT_FOR_SOMEONE.test(reading)) return true;
  // (Whether Emilio is the one of those challenges is asked of him.)
  if (topic !== 'about.emilio' && A_NETWORKS_CHALLENGE.test(reading)) return true;
  if (
    (WRITING_TASK.test(reading) || COOKING.test(reading) || RECIPE_AMOUNT.test(reading)) &&
    !CHALLENGE_NAMED.test(reading)
  )
    return true;
  if (
    (AN_APP.test(reading) || (topic === 'app.trouble' && WHILE_GAMING.test(reading))) &&
    !CHALLENGE_NAMED.test(reading)
  )
    return true;
  if (topic === 'exercise.technique' && DISH_NAMED.test(reading)) return true;
  const doing = PRICE_OF_DOING.exec(reading)?.[1];
  if (topic === 'price.guarantee' && doing !== undefined && !JOINING.test(doing)) return true;
  const trainer = TRAINER_OF.exec(reading)?.[1];
  if (trainer !== undefined && !OWNERS.test(trainer) && !FUNCTION_WORDS.has(trainer)) return true;
  if (!MONEY_TOPICS.has(topic) && CURRENCY_AGAINST.test(reading)) return true;
  const bought = BOUGHT_THING.exec(reading)?.[1];
  if (
    (topic === 'price.guarantee' ||
      topic === 'cancel.refund' ||
      (topic === 'app.trouble' &&
        bought !== undefined &&
        !DEVICE_WORDS.test(bought) &&
        !SCREEN_DEVICES.test(bought))) &&
    bought !== undefined &&
    !OWNERS.test(bought) &&
    !CHALLENGE_NAMED.test(reading)
  )
    return true;
  if (
    topic === 'account' &&
    WALLET_ACCOUNT.test(reading) &&
    !PAYING_NAMED.test(reading) &&
    !CHALLENGE_NAMED.test(reading)
  )
    return true;
  if (topic === 'renewal' && CHARGED_BY_OTHERS.test(reading) && !CHALLENGE_NAMED.test(reading)) return true;
  if (
    (topic === 'renewal' || topic === 'edition.current') &&
    RENEWED_ELSEWHERE.test(reading) &&
    !CHALLENGE_NAMED.test(reading)
  )
    return true;
  if (PROGRAMME_OF_ELSE.test(reading)) return true;
  const challenged = CHALLENGE_OF.exec(reading)?.[1];
  if (
    challenged !== undefined &&
    !CHALLENGE_OURS.test(challenged) &&
    !FUNCTION_WORDS.has(challenged) &&
    !isNumberWord(challenged) &&
    !/^\d+$/.test(challenged)
  )
    return true;
  const follower = REGIMEN_OF.exec(reading)?.[1];
  if (follower !== undefined && !NOT_A_PERSON.test(follower) && !OWNERS.test(follower)) return true;
  const named = reading.split(' ');
  // (Downloading, installing and updating are what one does on a device, not devices.)
  const devices = named.filter(
    (word) =>
      (DEVICE_WORDS.test(word) && !/^(?:actualiz|version|descarg|instal)/.test(word)) || SCREEN_DEVICES.test(word),
  );
  // A device to buy, or two devices between themselves, is not the app's nor a topic's.
  if (topic !== 'app.trouble' && devices.length > 0 && DEVICE_CHOSEN.test(reading) && !APP_NAMED.test(reading))
    return true;
  if (devices.length >= 2 && DEVICES_LINKED.test(reading) && !APP_NAMED.test(reading)) return true;
  if (UTILITY_BILL.test(reading) && !CHALLENGE_NAMED.test(reading)) return true;
  // The weather, unless training is named with it ("si llueve mañana, ¿qué rutina hago?").
  if (WEATHER.test(reading) && !TRAINING_NAMED.test(reading) && !CHALLENGE_NAMED.test(reading)) return true;
  if (topic === 'human' && reading.split(' ').some((word) => SOCIAL.test(word)) && !TEAM_CHANNEL.test(reading))
    return true;
  if (IN_OTHER_APP.test(reading) && !CHALLENGE_NAMED.test(reading) && !SEEN_ADVERTISED.test(reading)) return true;
  if (
    topic !== 'app.trouble' &&
    OTHER_APP_HELD.test(reading) &&
    !CHALLENGE_NAMED.test(reading) &&
    !SIGNED_IN_BY.test(reading)
  )
    return true;
  const credentialOf = CREDENTIAL_OF_A_THING.exec(reading)?.[1];
  if (
    topic === 'account' &&
    credentialOf !== undefined &&
    !OWNERS.test(credentialOf) &&
    !FUNCTION_WORDS.has(credentialOf) &&
    !CHALLENGE_NAMED.test(reading)
  )
    return true;
  if (topic === 'account' && CREDENTIAL_ELSEWHERE.test(reading) && !CHALLENGE_NAMED.test(reading)) return true;
  if ((topic === 'account' || topic === 'human') && SHOWN_ON_ANOTHER_NETWORK.test(reading)) return true;
  const guaranteed = GUARANTEE_OF.exec(reading)?.[1];
  if (
    guaranteed !== undefined &&
    (!OWNERS.test(guaranteed) || MAKERS.test(guaranteed)) &&
    !GUARANTEE_KINDS.test(guaranteed) &&
    !isNumberWord(guaranteed)
  )
    return true;
  if (
    [PHONE_PLAN, DEVICE_BROKEN, DEVICE_WARRANTY, CARD_STATEMENT].some((other) => other.test(reading)) &&
    !CHALLENGE_NAMED.test(reading)
  )
    return true;
  if (
    (topic === 'payment.declined' || topic === 'payment.methods') &&
    (PAID_ELSEWHERE.test(reading) ||
      PAYING_A_DEBT.test(reading) ||
      CARD_CHOSEN.test(reading) ||
      (REFUSED_EVERYWHERE.test(reading) && !CHALLENGE_NAMED.test(reading)))
  )
    return true;
  if ((topic === 'skip.day' || topic === 'challenge.day' || topic === 'progress') && ABSENT_ELSEWHERE.test(reading))
    return true;
  if (DAY_TOPICS.has(topic) && GIVEN_AT_WORK.test(reading) && !TRAINING_DONE.test(reading)) return true;
  if (ROUTINE_ELSEWHERE.test(reading)) return true;
  if (topic === 'challenge.day' || topic === 'edition.current') {
    const lacking = LACKING_ELSE.exec(reading)?.[1];
    if (lacking !== undefined && !TIME_OF_OURS.test(lacking)) return true;
  }
  if (topic === 'progress' || topic === 'skip.day' || topic === 'challenge.day') {
    if (WITHOUT_ELSE.test(reading)) return true;
  }
  if (
    topic === 'cancel.refund' &&
    (CANCELLED_ELSEWHERE.test(reading) || REFUNDED_BY_OTHERS.test(reading) || PAID_ELSEWHERE.test(reading))
  )
    return true;
  if (FOR_A_PET.test(reading)) return true;
  if ((topic === 'payment.declined' || topic === 'payment.methods') && TRAVEL_VISA.test(reading)) return true;
  if (topic === 'invoices' && INVOICE_ISSUED.test(reading) && !CHALLENGE_NAMED.test(reading)) return true;
  // A business and its clients, their invoices and claims, are theirs ("mi empresa no me ha pagado
  // la factura, ¿cómo la reclamo sin quedar mal con el cliente?"); a member is no one's client here.
  if (BUSINESS_PARTIES.test(reading) && !CHALLENGE_NAMED.test(reading)) return true;
  // What one did was paying, not training ("hice la transferencia y no me aparece nada").
  if (topic === 'exercise.done' && PAYMENT_DONE.test(reading)) return true;
  // A relative's own regimen asked for them is theirs ("mi hermana hace ayuno intermitente, ¿ese plan
  // le sirve a ella?").
  if (topic === 'nutrition' && RELATIVES_REGIMEN.test(reading) && !CHALLENGE_NAMED.test(reading)) return true;
  // What to order at a restaurant, the plan unnamed, is the restaurant's menu ("¿qué como en un
  // restaurante japonés?"), not "¿qué pido en el restaurante pa no salirme del plan?".
  if (topic === 'nutrition' && EATING_OUT.test(reading) && !EATING_PLAN_NAMED.test(reading)) return true;
  // What a food holds, asked of the food, is a table's, not the member's plan ("¿cuántas calorías
  // tiene una cerveza?", "¿cuánta proteína tiene un huevo?").
  if (topic === 'nutrition' && FOOD_CONTENT.test(reading) && !THE_PLAN_NAMED.test(reading)) return true;
  // Feeding plants or a garden is no member's diet ("la dieta lunar para las plantas").
  if (topic === 'nutrition' && PLANTS.test(reading) && !CHALLENGE_NAMED.test(reading)) return true;
  // Years at a job or in a marriage are no progress of the challenge ("llevo 12 años en la empresa").
  if (topic === 'progress' && TIME_SPENT_ELSEWHERE.test(reading) && !CHALLENGE_NAMED.test(reading)) return true;
  if (topic === 'progress' && TRANSFER_PROGRESS.test(reading)) return true;
  if (OWN_PROVIDER.test(reading) && !CHALLENGE_NAMED.test(reading)) return true;
  if (topic === 'invoices' && (TAX_OFFICE_AT.test(reading) || PAID_ELSEWHERE.test(reading))) return true;
  if (topic === 'price.guarantee') {
    if (EXCHANGE_RATE.test(reading) && !reading.split(' ').some((word) => PRICED.test(word))) return true;
    if (pricedThing(reading) !== undefined) return true;
    // The challenge's own noun of another thing ("la entrada al estadio", "la inscripción del gimnasio").
    const whose = PRICED_OF.exec(reading)?.[1];
    if (whose !== undefined && !OWNERS.test(whose) && !FUNCTION_WORDS.has(whose) && !/^\d+$/.test(whose)) return true;
    // A device is bought elsewhere: its price, or its value for money, is not the challenge's (unless
    // the challenge is named: "¿cuánto cuesta el reto si pago desde el celular?").
    const said = reading.split(' ');
    if (
      said.some((word) => DEVICE_WORDS.test(word) && !/^(?:actualiz|version|descarg|instal)/.test(word)) &&
      !said.some((word) => PRICED.test(word))
    )
      return true;
  }
  // A tax number obtained or looked up is the tax office's business, unless an invoice is named with
  // it ("¿cómo saco el RFC?" is not "¿dónde pongo mi RFC en la factura?").
  if (topic === 'invoices' && TAX_ID_OBTAINED.test(reading) && !INVOICE_NAMED.test(reading)) return true;
  // A word asked in another language is a translation, unless it is an exercise's name ("¿cómo se
  // dice sentadilla en inglés?" is the technique's).
  if (topic !== 'exercise.technique' && TRANSLATION_ASKED.test(reading)) return true;
  // A card the bank blocked, asked how to unblock, is the bank's matter, unless the challenge or a
  // payment is named ("me la bloquearon al pagar, ¿cómo la desbloqueo?").
  if (
    topic === 'payment.declined' &&
    CARD_UNBLOCKED.test(reading) &&
    !CHALLENGE_NAMED.test(reading) &&
    !PAYING_NAMED.test(reading)
  )
    return true;
  // A card refused at a shop is the shop's and the bank's matter, unless the challenge is named too.
  if (topic === 'payment.declined' && REFUSED_AT_A_SHOP.test(reading) && !CHALLENGE_NAMED.test(reading)) return true;
  // A work roster or a school's reading plan is its own routine, unless training is named beside it
  // ("en la fábrica nos cambiaron la rutina de turnos, ¿cómo lo hablo con el jefe?").
  if (
    ROUTINE_OF_ELSEWHERE.test(reading) &&
    !TRAINING_NAMED.test(reading.replace(new RegExp(ROUTINE_OF_ELSEWHERE, 'g'), ' '))
  )
    return true;
  // The next holiday of the calendar is not the next edition nor tomorrow ("¿cuándo es el próximo
  // feriado?"), unless the challenge or its training is named ("¿qué rutina toca el próximo festivo?").
  if (NEXT_HOLIDAY.test(reading) && !TRAINING_NAMED.test(reading)) return true;
  // A rest that labour law, a holiday or a workplace gives is not the challenge's.
  if (topic === 'rest.days' && (REST_ELSEWHERE.test(reading) || BREAK_AT_WORK.test(reading))) return true;
  // The time left until something else than the challenge's end ("¿cuánto falta para las vacaciones?").
  if (topic === 'challenge.day' || topic === 'edition.current') {
    const until = UNTIL.exec(reading)?.[1];
    if (until !== undefined && !UNTIL_OURS.test(until) && !/^\d+$/.test(until)) return true;
    // Or until a date of the calendar, the challenge unnamed ("¿cuántos días faltan pal 5 de julio?").
    if (UNTIL_A_DATE.test(reading) && !CHALLENGE_NAMED.test(reading) && !TRAINING_NAMED.test(reading)) return true;
  }
  if (topic === 'timezone') {
    // The hours of support are the human answer's, not the member's time zone.
    if (SUPPORT_HOURS.test(reading)) return true;
    // A shop's or a place's hours are that place's ("el horario del súper los domingos").
    if (HOURS_OF_A_PLACE.test(reading)) return true;
    if (TIME_THERE.test(reading) && !TRAINING_NAMED.test(reading)) return true;
    if (ARRIVAL_HOUR.test(reading) && !TRAINING_NAMED.test(reading)) return true;
    // Two places' hours compared, neither the member's nor the challenge's ("¿qué diferencia horaria
    // hay entre Tokio y Buenos Aires?", "¿Madrid y París usan el mismo horario?").
    if (PLACES_COMPARED.test(reading) && !MEMBER_OR_CHALLENGE.test(reading)) return true;
    const timed = HOURS_OF.exec(reading)?.[1];
    if (timed !== undefined && !TIMED.test(timed)) return true;
  }
  if (topic === 'routine.today' || topic === 'routine.tomorrow') {
    // Ready for a party, unless training is named too ("lista para el viaje, ¿qué rutina hago hoy?").
    if (READY_FOR_ELSE.test(reading) && !TRAINING_NAMED.test(reading)) return true;
    // Resting from work at a hotel is not the day's training.
    if (REST_ELSEWHERE.test(reading) && /(?:^| )descans[\wñ]*/.test(reading)) return true;
    // (Unless the training is asked of by name beside it: "¿cuánto dura el entreno de hoy? tengo que
    // recoger a mi hermanito".)
    const duty = DUTY.exec(reading)?.[1];
    if (duty !== undefined && !TRAINING_DUTY.test(duty) && !TRAINING_ASKED.test(reading)) return true;
  }
  // The streak got back is no account recovered ("perdí la racha, ¿hay forma de recuperarla?").
  if (topic === 'account' && STREAK_RECOVERED.test(reading) && !ACCOUNT_NAMED.test(reading)) return true;
  return ownedElsewhere(topic, reading);
};

/**
 * A request put to the team about the member's own case, whatever it is about: the team named
 * ("ustedes", "su sistema"), or asked to act for the member in the plural ("quiero que eliminen…",
 * "¿me pueden ayudar?"). With no topic shown and nothing of another world named, the team's contact
 * answers it better than "solo puedo ayudarte con…": it is a support story the topics do not place.
 */
const TEAM_ASKED = new RegExp(
  [
    // The team named by its pronoun or its own things.
    '(?:^| )ustedes(?= |$)',
    '(?:^| )(?:su|sus) (?:sistema|sistemas|base de datos|servidores?|plataforma|empresa|equipo|pagina|web|app|aplicacion|soporte)(?= |$)',
    // A plural subjunctive asked of them: "que eliminen", "que me devuelvan", "que lo revisen".
    '(?:^| )(?:quiero|quisiera|necesito|pido|les pido|solicito|exijo|pueden|podrian) que (?:me |lo |la |los |las |le |les )?[\\wñ]+(?:en|an)(?= |$)',
    // Asked whether they can help, in the plural: "¿me pueden ayudar?", "me podrían ayudar".
    '(?:^| )me (?:pueden|podrian|podran) (?:ayudar|apoyar|echar una mano|orientar|explicar|decir|resolver)(?= |$)',
  ].join('|'),
);
/** The member's own case: something of theirs, or they themselves, in the request. */
const OWN_CASE = /(?:^| )(?:me|mi|mis|yo|lo mio|mio|mia|mios|mias|conmigo)(?= |$)/;

/** Whether a question is a request put to the team about the member's own case. */
export const askedOfTheTeam = (reading: string) => TEAM_ASKED.test(reading) && OWN_CASE.test(reading);

/** The team's own things, named in such a request ("su sistema"): not things of another world. */
export const TEAM_THINGS = /^(?:sistema|sistemas|servidor|servidores|plataforma|base|datos|empresa|equipo|pagina|web)$/;

/** The bank's 3-D Secure check of a card payment, by its names. */
const SECURE_CHECK = /(?:^| )(?:3d secure|3ds|3 d secure|verified by visa|securecode)(?= |$)/;
const LINKED = /(?:^| )(?:des)?vincul[\wñ]*(?= |$)/;
/** The coach's own boss or someone over it ("pásame con tu jefe"), not one's own. */
const COACH_BOSS =
  /(?:^| )tu (?:jefe|jefa|superior|supervisor|supervisora|encargad[oa]|gerente|dueño|creador|creadora)(?= |$)/;

/** A card or a payment that does not go through, however it is said. */
const CARD_REFUSED =
  /(?:^| )(?:tarjeta|pago|compra)s? (?:[\wñ]+ ){0,2}(?:no (?:pasa|paso|pasan|funciona|sirve|entra|va)|rechazad[\wñ]*|declinad[\wñ]*|denegad[\wñ]*)(?= |$)|(?:^| )me (?:rechaza|rechazan|rechazo|rechazaron|declina|declinan) (?:el pago|la tarjeta|la compra)(?= |$)/;

/** A charge named, as one sees it on one's bank. */
const CHARGE_SEEN =
  /(?:^| )(?:cobro|cobros|cargo|cargos|pago|pagos|cobraron|cobrado|cobrada|movimiento|movimientos|debito|debitaron)(?= |$)/;

const A_MONTH = new RegExp(`^(?:${MONTHS})$`);

/** Money given back, seen on a statement ("el reembolso en mi cuenta del Interbank"). */
const REFUND_SEEN = /(?:^| )(?:reembols[\wñ]*|devolucion|devoluciones|regresen|devuelvan|reintegro)(?= |$)/;
/** What a bank charges for itself: its fees, interest and products, not the challenge's charge. */
const BANKS_OWN_CHARGES =
  /(?:^| )(?:comision|comisiones|mantenimiento|anualidad|interes|intereses|manejo|prestamo|hipoteca|seguro|sobregiro)(?= |$)/;

/**
 * A place's zone set, chosen or looked for in the app ("¿cómo pongo el horario de España?", "la zona
 * horaria de Asunción, ¿aparece?"): the member's setting, not the time of somewhere else.
 */
const ZONE_SET = new RegExp(
  '(?:^| )(?:(?:pongo|poner|pone|ponerle|elijo|elegir|escojo|escoger|selecciono|seleccionar|marco|marcar|configuro|configurar|ajusto|ajustar|cambio a|cambiar a|tengo puesta|tengo puesto|tengo) (?:[\\wñ]+ ){0,2}(?:la |el )?(?:zona horaria|huso horario|horario)|' +
    '(?:zona horaria|huso horario|horario) (?:de la|de los|de las|del|de) [\\wñ]+(?: [\\wñ]+)? (?:aparece|sale|esta en la lista|figura|viene|existe))(?= |$)',
);

/**
 * The challenge's things said to go by a place's hours ("¿las rutinas van con horario de España o
 * del mío?"): the member's zone asked, not the time of somewhere else.
 */
const GOES_BY_HOURS = new RegExp(`(?:^| )${THE_CHALLENGE_GOES_BY} (?:el |la )?(?:hora|horario) de `);

/** A bill, a cancellation or an edition of something else: the whole question is about that thing. */
const ownedElsewhere = (asked: CoachIntent, reading: string) =>
  (asked === 'human' ? OWNED_OR_TALKED_TO : OWNED).some(([topic, pattern]) => {
    const owner = pattern.exec(reading)?.[1];
    return (
      owner !== undefined &&
      !OWNERS.test(owner) &&
      // The app on a phone is the app; a phone's bill is not the challenge's.
      !(topic === 'app.trouble' && DEVICE_WORDS.test(owner)) &&
      // A place's zone set in the app is the member's setting ("¿cómo pongo el horario de España?").
      !(topic === 'timezone' && (ZONE_SET.test(reading) || GOES_BY_HOURS.test(reading))) &&
      // The bank's page of its 3-D Secure check is the payment's ("me manda a una página del banco").
      !(topic === 'app.trouble' && BANK_WORDS.test(owner) && SECURE_CHECK.test(reading)) &&
      // A social account linked to or unlinked from ours is the sign-in's ("desvinculo mi cuenta de facebook").
      !(topic === 'account' && LINKED.test(reading)) &&
      // The coach's own boss asked for is the team ("pásame con tu jefe"), and so is a machine refused.
      !(topic === 'human' && (COACH_BOSS.test(reading) || BOT_REFUSED.test(reading))) &&
      // The bank talked to about a refused card is the payment's story ("ya hablé con el banco").
      !(topic === 'human' && BANK_WORDS.test(owner) && CARD_REFUSED.test(reading)) &&
      // A charge seen in the bank's app is the challenge's charge ("el cobro me aparece duplicado en la app del banco").
      !(topic === 'app.trouble' && BANK_WORDS.test(owner) && CHARGE_SEEN.test(reading)) &&
      // And so is a charge or a refund seen in one's account at a bank, unless the bank's own fees are
      // what is told ("dos cargos iguales en el estado de cuenta de Banamex", "el reembolso en mi cuenta
      // del Interbank"; not "la comisión de mantenimiento de mi cuenta de BBVA").
      !(
        topic === 'account' &&
        BANK_WORDS.test(owner) &&
        (CHARGE_SEEN.test(reading) || REFUND_SEEN.test(reading)) &&
        !BANKS_OWN_CHARGES.test(reading)
      ) &&
      // The notifications of the group or of the messages are the app's ("las notificaciones del grupo").
      !(topic === 'app.trouble' && /^(?:grupo|grupos|comunidad|mensajes?|publicacion[\wñ]*|coach)$/.test(owner)) &&
      // The video of an exercise is the app's.
      !words(EXERCISE_WORDS).test(owner) &&
      // A relative's membership held with one's card is the member's case ("la membresía de mi mamá").
      !(topic === 'cancel.refund' && FAMILY_MEMBER.test(owner)) &&
      // A refund an insurer or an employer makes asks for the challenge's receipt.
      !(topic === 'cancel.refund' && REFUNDED_BY_OTHERS.test(reading)) &&
      !FUNCTION_WORDS.has(owner) &&
      // A month's bill or invoice is the challenge's too ("mi factura de noviembre").
      !A_MONTH.test(owner) &&
      // A count is no owner, in figures or in words ("una racha de doce días").
      !/^\d+$/.test(owner) &&
      !isNumberWord(owner)
    );
  });

/**
 * A topic named alone in a fragment of one to three words, as typed in a chat ("descanso", "hora",
 * "clave", "videos no", "no entra"): the whole message is that topic.
 */
const NAMED_ALONE: Readonly<Partial<Record<Exclude<CoachIntent, 'safety'>, RegExp>>> = {
  'rest.days': /^(?:(?:y|el|los|mi|hay|dia de|dias de) ){0,2}(?:descanso|descansos)$/,
  // The private group the challenge holds, asked as a fragment ("¿hay grupo privado?").
  'challenge.how': /^(?:(?:y|hay|tiene|tienen|trae|incluye|el|un) ){0,2}(?:grupo|comunidad)(?: privad[oa])?$/,
  // When to breathe, asked of an exercise or of the abdominals ("¿cuándo respiro en el abdominal?").
  'exercise.technique': words(
    `${BREATHING_ASKED}(?: [\\wñ]+){0,6} (?:${EXERCISE_WORDS}|ejercicio[\\wñ]*|abdominal[\\wñ]*|abdomen|repeticion[\\wñ]*|serie[\\wñ]*)`,
  ),
  // The done mark told by what it shows, missing or looked for, as the whole message: "el checkmark
  // no aparece", "¿dónde está el check?", "no me sale la palomita" (another app's tick, named, is
  // that app's).
  'exercise.done': new RegExp(
    '^(?:(?:y|oye|che|pero|porque|ya|hola) )?(?:' +
      '(?:el |la |mi )?(?:check|checkmark|check mark|palomita|tick|tilde|chulito|visto verde)(?! in)(?: verde)? (?:no|ya no|nunca|todavia no|aun no) (?:me |se )?(?:aparece|sale|se pone|se marca|marca|funciona|cambia)|' +
      // (Popcorn is made, not marked: "¿cómo hago palomitas?".)
      '(?:donde|como) (?:esta|pongo|se pone|sale|aparece|le doy|doy|se da) (?:a |en |al |a la |en el |en la )?(?:el |la )?(?:check|checkmark|palomita|tick|tilde|chulito)|' +
      'no (?:me )?(?:aparece|sale|se pone) (?:el |la )?(?:check|checkmark|palomita|tick|tilde|chulito)' +
      ')(?: (?:todavia|aun|nada|hoy))?$',
  ),
  // The streak told by its flame: "la llamita se borró", "el numerito del fueguito".
  progress: words('fueguito|fuegito|llamita|flamita'),
  // The day or the week asked as a fragment: "DIA?", "semana?", "en q semana voy?".
  // And the count of days lost, the day the app shows against the one believed, two weeks asked
  // between: "perdí la cuenta de los días", "la app dice día 9 y yo juraba que era el 10", "¿semana 2
  // o 3?".
  'challenge.day': new RegExp(
    '^(?:(?:y|el|hoy|voy en el|estoy en el) ){0,2}(?:dia|day) \\d+$|^(?:(?:y|en) )?(?:que |cual )?(?:dia|semana)(?: (?:voy|estoy|vamos|ando))?$|' +
      '^(?:(?:y|en|estoy en|voy en|vamos en|ando en) )?(?:la )?semana \\d o (?:la )?\\d$|' +
      '(?:^| )(?:perdi|pierdo|perdimos|se me perdio|se me fue) (?:la )?cuenta (?:de (?:los|que|en que) dias?|del dia)(?= |$)|' +
      `(?:^| )(?:dice|marca|pone|sale|aparece|me sale|me pone|me marca|me dice) (?:el |que (?:voy en el |estoy en el |es el )?)?dia (?:\\d+|${NUMBER_WORD})(?: [\\wñ]+){0,6} (?:era|es|seria|tocaba|iba) (?:el )?(?:dia )?(?:\\d+|${NUMBER_WORD})(?= |$)`,
  ),
  timezone: /^(?:(?:y|la|que|mi|el) ){0,2}(?:hora|horario|zona horaria|huso horario)$/,
  account:
    /^(?:(?:y|la|mi|el) ){0,2}(?:clave|contraseña|password|usuario|cuenta|login)(?: (?:olvidada|perdida|no|mal))?$|^no (?:me )?entra$/,
  'app.trouble':
    /^(?:(?:y|la|mi|el|los|las) ){0,2}(?:video|videos|app|aplicacion)(?: (?:no|mal|lenta|lento|caida|caidos?|falla|fallan))$/,
};

/** What a member asks of in English: the challenge, its programme, its app or its subscription. */
const OURS_IN_ENGLISH =
  '(?:it|this|the (?:challenge|program|programme|reto|app|plan|course|subscription|membership)|your (?:challenge|program|programme|app))';
/** English's negation, as the reading spells it ("won t", "doesnt", "does not"). */
const NOT_IN_ENGLISH =
  '(?:won t|wont|will not|doesn t|doesnt|does not|don t|dont|do not|isn t|isnt|is not|can t|cant|cannot)';

/**
 * The topics asked in English, as members who live with English (or type as its apps say it) ask
 * them: "does it auto renew?", "how do I mark it as done?", "are you a real trainer?". The other
 * world's things stay turned away: an English article names a thing as Spanish's does ("how does
 * the stock market work?").
 */
const IN_ENGLISH: Readonly<Partial<Record<Exclude<CoachIntent, 'safety'>, RegExp>>> = {
  'challenge.how': words(
    `how (?:does|do|will) ${OURS_IN_ENGLISH} work|how ${OURS_IN_ENGLISH} works|what (?:is|s) (?:included|in it|the challenge|this challenge|the program)|what do (?:i|we) get|is (?:it|this) for (?:beginners|me)|how long (?:is|are) (?:the|each|a) (?:workout|workouts|session|sessions)`,
  ),
  'about.emilio': words(
    '(?:are you|is emilio|is he|is the (?:coach|trainer)) (?:a |an )?(?:real|human|certified|qualified|bot|robot|ai)|who (?:is|s) emilio|(?:trainer|coach|emilio) s? (?:experience|certification|credentials)',
  ),
  'exercise.done': words(
    'mark (?:[\\wñ]+ ){0,3}(?:as )?(?:done|complete|completed|finished)|(?:check|tick) (?:it |this |them )?off',
  ),
  renewal: words(
    `autorenew[\\wñ]*|renew[\\wñ]*|recurring|charge me again|charged again|(?:turn|switch) off (?:the )?(?:autorenew[\\wñ]*|renew[\\wñ]*)`,
  ),
  'skip.day': words(
    '(?:miss|missed|skip|skipped|skipping|missing) (?:a |one |the |yesterday s |today s |my |a whole )?(?:day|days|workout|workouts|session|tomorrow|today)|catch up',
  ),
  'rest.days': words('(?:can|should) i (?:take a )?rest|recovery days?'),
  nutrition: words(
    'what (?:should|can|do) i eat|(?:my |the )?diet|protein|calories|meal plan|meals|eat (?:before|after)|how much water',
  ),
  'payment.declined': words(
    `card (?:was |got |is |keeps (?:getting )?)?(?:declined|rejected|denied)|payment (?:failed|declined|was declined|${NOT_IN_ENGLISH} go through)|(?:declined|rejected) (?:my )?(?:card|payment)`,
  ),
  'payment.methods': words(
    '(?:can i|how can i|do you) (?:pay|accept|take) (?:with|by|using|in)|payment (?:methods?|options?)',
  ),
  'cancel.refund': words('(?:my |the )?money back'),
  account: words(
    '(?:update|change|edit) (?:my |the )?(?:email|e-mail|mail|password)|' +
      '(?:never|didnt|did not|havent|have not|still havent) (?:got|get|gotten|received|receive) (?:the |my |an |any )?(?:access|login|welcome|confirmation)? ?(?:email|e-mail|mail|link)',
  ),
  'app.trouble': words(
    `(?:video|videos|app|it) ${NOT_IN_ENGLISH} (?:play|load|open|start|work)|(?:it|app|the app|video) (?:keeps )?(?:crash[\\wñ]*|freez[\\wñ]*)|crash[\\wñ]* (?:every time|when|whenever)|(?:black|blank|white) screen|no sound|notifications? (?:${NOT_IN_ENGLISH}|(?:are )?not (?:working|coming|showing))|(?:install|download) (?:the )?app`,
  ),
};

/** The topics whose evidence a reading shows, less those another one shown takes precedence over. */
/** The topics' evidence is read without the laughter it starts or ends with ("¿semana 2 o 3? jajaja"). */
export function evidencedTopics(written: string): Array<Exclude<CoachIntent, 'safety'>> {
  const words = written.split(' ');
  while (words.length > 1 && LAUGHTER_WORD.test(words.at(-1)!)) words.pop();
  while (words.length > 1 && LAUGHTER_WORD.test(words[0]!)) words.shift();
  const reading = words.join(' ');
  const shown = (Object.entries(TOPIC_EVIDENCE) as Array<[Exclude<CoachIntent, 'safety'>, readonly RegExp[]]>)
    .filter(
      ([topic, patterns]) =>
        (patterns.every((pattern) => pattern.test(reading)) ||
          NAMED_ALONE[topic]?.test(reading) === true ||
          IN_ENGLISH[topic]?.test(reading) === true) &&
        !aboutSomethingElse(topic, reading),
    )
    .map(([topic]) => topic);
  // A precedence the question reverses ("¿cómo es la garantía?") replaces the usual one.
  const reversed = PRECEDENCE_WHEN.filter(
    ([winner, loser, when]) => shown.includes(winner as never) && shown.includes(loser as never) && when.test(reading),
  );
  const precedence = [
    ...PRECEDENCE.filter(([winner, loser]) => !reversed.some(([w, l]) => w === loser && l === winner)),
    ...reversed.map(([winner, loser]) => [winner, loser] as const),
  ];
  return shown.filter(
    (topic) => !precedence.some(([winner, loser]) => loser === topic && shown.includes(winner as never)),
  );
}
