import fc from 'fast-check';
import type { CoachIntent } from './coach-phrases.js';
import { CoachNlu } from './coach-nlu.js';
import { itAnswersTopicClasses, itTurnsBaitClassesAway, oneOf, sentence } from './class-cases.js';

/**
 * In-scope and support topics asked the ways members type them that the topics' evidence must
 * read: each class generated from its parts (who asks, how, about which day), never a listed
 * sentence. Beside them, questions of other worlds that borrow the same words stay turned away.
 */

const TOPIC_CLASSES: Record<string, [fc.Arbitrary<string>, CoachIntent]> = {
  // A question of the challenge asked in a part of its own beside a story of another world (a
  // flight, an airport, a boss, a series): the story is the setting, the asked part the question.
  'a question of the challenge asked beside a story of another world': [
    sentence(
      oneOf('Mañana vuelo a Lima temprano.', 'Mañana salgo de viaje.'),
      oneOf('¿Qué toca mañana?', '¿Qué rutina me toca mañana?'),
      oneOf('así veo si lo hago en el gym del aeropuerto', 'así veo si la hago en el aeropuerto'),
    ),
    'routine.tomorrow',
  ],
  // A meal asked beside what one has kept up, or what to bring to eat: what to eat, not the progress.
  'a meal asked beside what one has kept up': [
    sentence(
      oneOf(
        'hoy tengo una boda y va a haber buffet,',
        'en el trabajo solo tengo microondas,',
        'mañana salgo temprano,',
      ),
      oneOf('¿qué como para no arruinar todo lo que llevo?', '¿qué llevo de almuerzo?', '¿qué me llevo de merienda?'),
    ),
    'nutrition',
  ],
  // Not leaving the plan, asked of a family's meals: keeping to it, not cancelling.
  'not leaving the plan at a family meal': [
    sentence(
      oneOf('mi suegra cocina con mucha manteca y', 'en casa de mi mamá', 'los domingos'),
      oneOf('comemos en su casa,', 'comemos todos juntos,', 'comemos asado,'),
      oneOf('¿qué hago para no salirme del plan?', '¿cómo hago para no salirme del plan?'),
    ),
    'nutrition',
  ],
  // The account's owner asked for by kin in the third person: the member's own day.
  "the account owner's day asked by kin": [
    sentence(
      oneOf('Le escribo por mi mamá, no sabe usar la app.', 'Soy la hija de Rosa, ella no sabe escribir bien.'),
      oneOf('¿Qué le toca hoy?', '¿Qué rutina le toca hoy?'),
    ),
    'routine.today',
  ],
  // The member's own day asked beside a story of a relative or a pet.
  "the member's own day asked beside a story of a relative or a pet": [
    sentence(
      oneOf('Mi perro me despierta a las 5.', 'Mi mamá cocina todos los días.', 'Mi esposo sale temprano a trabajar.'),
      oneOf('¿A qué hora debo desayunar según el plan?', '¿Qué debo comer en la cena?', '¿Qué como hoy?'),
    ),
    'nutrition',
  ],
  // What the trainer studied or was before he trained people.
  "the trainer's studies of sport or his past before training people": [
    sentence(
      oneOf('mi cuñada dice que', 'oye,', ''),
      oneOf(
        'Emilio fue futbolista antes de ser entrenador, ¿es cierto?',
        '¿Emilio estudió algo de deporte o aprendió solo?',
        '¿Emilio estudió educación física?',
        'Emilio era atleta antes de hacerse entrenador, ¿es verdad?',
      ),
    ),
    'about.emilio',
  ],
  // New routines each day or the same ones repeated, asked of the programme.
  'new routines each day or the same ones repeated': [
    sentence(
      oneOf('antes de pagar quiero entender:', 'una duda,', ''),
      oneOf(
        '¿cada día sale una rutina nueva o son las mismas que se repiten?',
        '¿las rutinas se repiten o cada día son distintas?',
        '¿todos los días hay un video nuevo?',
        '¿son los mismos ejercicios todos los días?',
      ),
    ),
    'challenge.how',
  ],
  // The loading spinner that never stops, told after its turning or not named.
  'the loading spinner told after its turning': [
    sentence(
      oneOf('intento ver el video del primer ejercicio y', 'abro la rutina y', 'le doy play y el video'),
      oneOf('se queda dando vueltas el circulito', 'se queda girando', 'sigue dando vueltas la ruedita'),
      oneOf('', ', ya reinicie el celular', ', que hago?'),
    ),
    'app.trouble',
  ],
  // The part of the body the day works, asked as what it is of beside today.
  "the body part of today's session asked as what it is of": [
    sentence(
      oneOf('¿de qué va lo de hoy?', 'hoy de qué va la cosa,', '¿de qué va la sesión de hoy?'),
      oneOf('¿es de brazos o de piernas?', '¿piernas otra vez?', '¿es de glúteos?', '¿son de brazos?'),
    ),
    'routine.today',
  ],
  'the next edition asked beside a story that names the challenge': [
    sentence(
      oneOf(
        'Aquí en el Bronx ya empezó el frío y quiero arrancar con el reto antes de Navidad.',
        'Quiero entrar al reto con mi jefa de la oficina.',
      ),
      oneOf('¿Cuándo comienza el próximo?', '¿Cuándo empieza el siguiente?'),
    ),
    'edition.next',
  ],
  // The app's day or hour told out of step with the member's, or moved by a change of the clocks.
  "the app's day or hour told out of step with the member's": [
    sentence(
      oneOf('Emilio,', 'Oye,', ''),
      oneOf(
        'la app va adelantada',
        'la app va atrasada conmigo',
        'se me desfaso el dia',
        'hay un desfase de horas con la app',
        'con el cambio de hora se me descuadro todo',
        'el cambio de hora de octubre me movio el reto',
      ),
      oneOf('', ', ¿que hago?', ', ¿como lo arreglo?'),
    ),
    'timezone',
  ],
  // The hour the challenge goes by, asked against the phone's or the server's clock.
  "the hour the challenge goes by, asked against the phone's or the server's": [
    sentence(
      oneOf('', 'Vivo en Quito.', 'Estoy en Canarias.'),
      oneOf('¿la app toma la hora del telefono o la de ustedes?', 'la hora del servidor es diferente a la mia'),
    ),
    'timezone',
  ],
  // Tomorrow shown while it is still early where the member is, the hours to set told, a place
  // missing from the settings' list.
  "tomorrow shown early, the member's hours to set, a place missing from the list": [
    sentence(
      oneOf(
        'me sale el dia de mañana y aqui son las 9 de la noche',
        'ya me aparece la rutina de mañana y aqui son las 8',
        'vivo en Canarias, tengo una hora menos, ¿como lo pongo?',
        'no encuentro mi pais en la lista de horarios',
        '¿como cambio la region?',
      ),
      oneOf('', 'gracias', '¿me ayudas?'),
    ),
    'timezone',
  ],
  // The app told to think it is tomorrow or the member elsewhere, the hour it goes by asked after
  // its verb or set as a place's, the day asked to start at one's midnight, today's routine gone at
  // an hour, one's country's place in the settings, a day more or less.
  "the app's day ahead, the member placed elsewhere, the hour to set": [
    sentence(
      oneOf('', 'Emilio,', 'oye'),
      oneOf(
        'la app me dice que ya es mañana y aqui apenas es de tarde',
        'me cambie de pais y la app sigue pensando que estoy en el otro',
        '¿cual es la hora que usa el reto, la de mi celular?',
        '¿se puede poner la hora de Venezuela?',
        '¿como hago que el dia empiece a las 12 de la noche de aqui?',
        'mi rutina de hoy desaparecio a las 7 de la tarde',
        '¿en que parte se pone el pais donde vivo?',
        'no me aparece mi ciudad para la hora',
        'se me adelanto un dia el reto',
        'la app me marca un dia mas',
      ),
    ),
    'timezone',
  ],
  // A hug sent, or reporting in, from where one lives.
  'a hug sent or reporting in, from where one lives': [
    sentence(
      oneOf('holaaa Emilio,', 'Emilio,', 'buenas,'),
      oneOf('aqui reportandome', 'te mando un abrazo grande', 'te dejo un abrazo'),
      oneOf('desde Cali', 'desde Argentina', 'desde Guayaquil', ''),
    ),
    'greeting',
  ],
  // The battery drained by the app, or the app not running well on a phone.
  'the battery drained, or the app not running well': [
    sentence(
      oneOf(
        'se me descarga la bateria rapidisimo con la app',
        'tengo un iPhone 8 y no corre bien',
        'la app no me corre bien',
      ),
      oneOf('', ', ¿que hago?', 'desde ayer'),
    ),
    'app.trouble',
  ],
  // The workout player's countdown, which beeps and vibrates at a set's end, failing.
  "the workout player's countdown failing": [
    sentence(
      oneOf('el cronometro', 'el temporizador', 'el timer'),
      oneOf('no arranca', 'no suena', 'se congela', 'se traba'),
      oneOf('', 'en el descanso', 'cuando termino'),
    ),
    'app.trouble',
  ],
  // Where the member is in the challenge, asked short.
  'where the member is in the challenge, asked short': [
    sentence(
      oneOf('', 'Oye,', 'perdon,'),
      oneOf(
        '¿es la ultima semana?',
        '¿a que altura del reto estoy?',
        '¿el reto va por el dia cuantos?',
        'hoy, ¿cual es mi dia en el reto?',
        '¿ya paso la mitad?',
        '¿ya estoy en la segunda semana?',
      ),
    ),
    'challenge.day',
  ],
  // The coach asked why he made it, where he works or trains, whether he trains too.
  'the coach asked why he made it, where he works, whether he trains too': [
    sentence(
      oneOf('', 'Oye Emilio,', 'una curiosidad,'),
      oneOf(
        '¿por que creaste el reto?',
        '¿donde trabajas?',
        '¿tu entrenas tambien?',
        '¿como se te ocurrio esto?',
        '¿estas casado?',
      ),
    ),
    'about.emilio',
  ],
  // The done button looked for by its name.
  'the done button looked for by its name': [
    sentence(
      oneOf('ya hice todo pero', 'termine la rutina y', 'oye,'),
      oneOf('el botoncito de completar no lo encuentro', '¿donde esta el boton de listo?'),
    ),
    'exercise.done',
  ],
  // The challenge's month or access priced, or what they charge for it.
  "the challenge's month or access priced": [
    sentence(
      oneOf('', 'Hola,', 'una pregunta,'),
      oneOf(
        '¿cuanto cuesta un mes de reto?',
        '¿cuanto cuesta el mes de acceso?',
        '¿cuanto me cobran por el reto?',
        '¿cuanto me cobran por mes?',
        '¿cuanto me cobran por las cuatro semanas?',
      ),
    ),
    'price.guarantee',
  ],
  // Whether the challenge costs anything at all.
  'whether the challenge costs anything at all': [
    sentence(
      oneOf('', 'Hola,', 'una pregunta,'),
      oneOf('¿el reto es gratis?', '¿es gratis?', '¿hay que pagar algo?', '¿tengo que pagar aparte?'),
    ),
    'price.guarantee',
  ],
  // Whether the coach is a person or a machine, asked after a story that shows other topics.
  "whether Emilio is a person or a machine, asked after a story of the member's days": [
    sentence(
      oneOf(
        'Llevo una semana hablandote y todavia no se:',
        'Ya voy en el dia 10 y me entro la duda:',
        'mi novio dice que eres una inteligencia artificial y yo que no,',
      ),
      oneOf(
        '¿eres una persona o un bot?',
        '¿eres una persona real o una IA?',
        '¿eres el entrenador de verdad o una maquina?',
        '¿quien tiene razon, eres persona o bot?',
      ),
    ),
    'about.emilio',
  ],
  // The member's zone told by the place the app shows or the member picks, and the new day told to
  // come at the wrong part of the day (the tune parts of older sets).
  'a zone shown by its place in the app': [
    sentence(
      oneOf('Donde se cambia el huso horario?', 'Como cambio la zona horaria?'),
      oneOf('Me aparece Nueva York', 'Me sale Ciudad de Mexico', 'Me aparece Madrid'),
      oneOf('y yo estoy en Monterrey.', 'y vivo en Lima.', 'pero estoy en Bogota.'),
    ),
    'timezone',
  ],
  "the zone chosen as another place's": [
    sentence(
      oneOf('vivo en Arizona,', 'estoy en Puerto Rico,', 'soy de Tijuana,'),
      oneOf('que zona elijo,', 'que zona horaria pongo,', 'cual zona escojo,'),
      oneOf('la de Denver?', 'la de Los Angeles?', 'la de Nueva York?'),
    ),
    'timezone',
  ],
  'the zone chosen for a place': [
    sentence(
      oneOf('cual zona horaria escojo', 'que zona pongo', 'que huso horario elijo'),
      oneOf('pa Puerto Rico?', 'para Canarias?', 'para Tegucigalpa?'),
      oneOf('', 'No la veo en la lista', 'no aparece'),
    ),
    'timezone',
  ],
  "the routines going by a place's hours or the member's": [
    sentence(
      oneOf(
        'las rutinas van con horario de España',
        'el reto se rige por el horario de Mexico',
        'la app va con la hora de Madrid',
      ),
      oneOf('o del mio?', 'o con el mio?', '?'),
      oneOf('', 'estoy en Buenos Aires', 'vivo en Lima'),
    ),
    'timezone',
  ],
  'the new day arriving at a part of the day, or hours early or late': [
    sentence(
      oneOf('me mude de Bogota a Madrid y', 'estoy en Canarias y', ''),
      oneOf(
        'la rutina nueva me aparece a media mañana,',
        'el dia me cambia una hora antes,',
        'la rutina me aparece dos horas despues,',
        'me desbloquean la rutina de mañana a las 10 de la noche,',
      ),
      oneOf('como lo arreglo?', 'como arreglo la hora?', 'q pasa?'),
    ),
    'timezone',
  ],
  "tomorrow's routine shown while it is still today": [
    sentence(
      oneOf('me sale la rutina de mañana', 'me aparece la rutina de mañana'),
      oneOf('cuando aqui todavia es hoy,', 'y aca aun es de noche,', 'si todavia es hoy para mi,'),
      oneOf('estoy en Canarias', 'vivo en Lima', ''),
    ),
    'timezone',
  ],
  // Members writing during the workout, from the player (the fifty-second sets' tune parts).
  "a count of today's workout asked mid-set (its sets, seconds or rest)": [
    sentence(
      oneOf('tio', 'che', 'vale,', ''),
      oneOf('cuantas series de', 'cuantos segundos de', 'cuantas repeticiones de', 'cuantas reps de'),
      oneOf('squat', 'sentadillas', 'jumping jacks', 'plancha', 'zancadas'),
      oneOf('son hoy', 'hoy', 'tocan hoy', 'hago hoy'),
      oneOf('?', ', que he perdido la cuenta', ', que no me acuerdo'),
    ),
    'routine.today',
  ],
  'whether the trainer is the one in the videos': [
    sentence(
      oneOf('hola,', 'oye', ''),
      oneOf(
        'emilio es el del video',
        'usted es el mismo muchacho de los videos',
        'vos sos el que sale en los videos',
        'eres el mismo de los videos',
      ),
      oneOf('o es otro?', '?', 'o es otra persona?'),
    ),
    'about.emilio',
  ],
  'an exercise unmarked, or counted as done': [
    sentence(
      oneOf('tio', 'che', ''),
      oneOf('le di a completar sin querer,', 'lo marque por error,', 'si cierro el video a la mitad'),
      oneOf('cuenta como hecho?', 'cuenta como completado?'),
    ),
    'exercise.done',
  ],
  'an exercise marked by mistake, asked to be unmarked': [
    sentence(
      oneOf('tio', 'che', ''),
      oneOf('le di a completar sin querer', 'le di a hecho sin querer', 'le di a listo antes de tiempo'),
      oneOf('y aun no lo he hecho,', ''),
      oneOf('se puede desmarcar?', 'como lo desmarco?'),
    ),
    'exercise.done',
  ],
  'the week checked, alone': [
    sentence(oneOf('semana', 'ya es la semana', 'ya semana'), oneOf('2', '3', 'tres', 'cuatro'), oneOf('ya?', '?')),
    'challenge.day',
  ],
  "the trainer's story asked after a relative's praise": [
    sentence(
      oneOf('mi hermana me dijo que Emilio es buenazo,', 'una amiga dice que Emilio es buenisimo,'),
      oneOf('de donde es', 'de donde es y hace cuanto entrena gente', 'hace cuanto entrena gente'),
      oneOf('?', 'gracias'),
    ),
    'about.emilio',
  ],
  'the parts listed, asked what it includes': [
    sentence(
      oneOf('oye causa, antes de pagar', 'antes de soltar la plata', ''),
      oneOf('quiero saber que incluye:', 'que incluye,', 'que trae:'),
      oneOf('rutinas, dieta, grupo...', 'rutinas, dieta y grupo', 'videos, dieta y grupo'),
      oneOf('que me dan exactamente?', '?'),
    ),
    'challenge.how',
  ],
  "the member's job told inline, a question of the routine": [
    sentence(
      oneOf('soy enfermera en el seguro y', 'en el edificio donde trabajo de vigilante', 'trabajo de cajera y'),
      oneOf('salgo del turno a las 7,', 'solo tengo un rato,'),
      oneOf('cual es la rutina de hoy?', 'que rutina me toca hoy?'),
    ),
    'routine.today',
  ],
  'paid formally, no access yet': [
    sentence(
      oneOf('Estimados,', 'Buenas tardes,', ''),
      oneOf('efectué el pago el día de ayer', 'efectuamos el pago', 'ya efectue el pago'),
      oneOf(
        'y a la fecha no he recibido acceso',
        'y no he recibido acceso ni confirmacion alguna',
        'y aun no tengo acceso',
      ),
    ),
    'account',
  ],
  'the refund spelt with one e': [
    sentence(
      oneOf('va pues', 'hola', ''),
      oneOf('quiero el rembolso', 'como pido el rembolso', 'me rembolsan'),
      oneOf('que no lo use', '?', 'porfa'),
    ),
    'cancel.refund',
  ],
  'how it works, asked of a challenge received as a gift': [
    sentence(
      oneOf('vale,', 'hola,', ''),
      oneOf('explicame rapido de que va el reto', 'como funciona el reto', 'de que se trata el reto'),
      oneOf('que me lo ha regalado mi hermana', 'que me lo regalaron mis hijos', 'que me lo ha regalado mi novio'),
      oneOf('y ya estoy con las mallas puestas', '', 'gracias'),
    ),
    'challenge.how',
  ],
  'an address mistyped in one letter while paying': [
    sentence(
      oneOf(
        'me equivoque en una letra del gmail al pagar',
        'me equivoque en una letra del correo al pagar',
        'puse mal mi correo al pagar',
      ),
      oneOf('como lo arreglo?', 'que hago?', 'se puede corregir?'),
    ),
    'account',
  ],
  "a place's hour set in the challenge": [
    sentence(
      oneOf('va pues', 'oye', ''),
      oneOf(
        'como le pongo la hora de guatemala al reto',
        'como pongo la hora de lima al reto',
        'como le cambio la hora de caracas al reto',
      ),
      oneOf('que me salio otra', '?', 'que me sale mal'),
    ),
    'timezone',
  ],
  "the invoice asked for an employer's or an insurer's refund": [
    sentence(
      oneOf('mira', 'oye', ''),
      oneOf('la empresa me reembolsa el gasto', 'mi aseguradora me devuelve lo del reto', 'la empresa me lo paga'),
      oneOf('si le doy la factura del reto,', 'si le llevo la factura,'),
      oneOf('como la saco?', 'donde la pido?'),
    ),
    'invoices',
  ],
  "the order of today's exercises asked": [
    sentence(
      oneOf('vale, estoy en pleno descanso y', 'che', ''),
      oneOf(
        'no me acuerdo si despues de los jumping jacks venian las lunges o la plancha',
        'que va despues de las zancadas',
        'que viene despues del puente de gluteos',
      ),
      oneOf('me lo dices rapidito?', '?'),
    ),
    'routine.today',
  ],
  'a treat of the River Plate asked before eating it': [
    sentence(
      oneOf('che', 'boludo', ''),
      oneOf('puedo comer un alfajor', 'puedo comer medialunas', 'me como una milanesa'),
      oneOf('el finde', 'hoy'),
      oneOf('o me arruina todo?', 'o me saca del plan?'),
    ),
    'nutrition',
  ],
  "a movement's sides taken in turns or one whole first": [
    sentence(
      oneOf('las lunges', 'las zancadas', 'las tijeras'),
      oneOf('alternando o primero una pierna entera', 'alternadas o una pierna completa'),
      oneOf('y luego la otra?', '?'),
    ),
    'exercise.technique',
  ],
  'two routines on one day to make up a day': [
    sentence(
      oneOf(
        'puedo hacer dos rutinas juntas',
        'puedo hacer 2 rutinas el mismo dia',
        'me dejas hacer dos rutinas seguidas',
      ),
      oneOf('mañana si hoy no llego?', 'el domingo si hoy no llego?'),
    ),
    'skip.day',
  ],
  'a refund asked with whom to write for it': [
    sentence(
      oneOf('causa', 'oye', ''),
      oneOf('quiero mi reembolso al toque,', 'necesito la devolucion de mi plata ya,', 'quiero el reembolso al toque,'),
      oneOf('¿a quién le escribo?', '¿con quién hablo?', '¿a quién se lo pido?'),
    ),
    'cancel.refund',
  ],
  'how it works, asked as how the matter stands': [
    sentence(
      oneOf('que onda', 'oye', ''),
      oneOf('como va la cosa, o sea, cada dia se desbloquea una rutina', 'cada dia se abre una rutina'),
      oneOf('o como esta el asunto?', 'o como es?'),
    ),
    'challenge.how',
  ],
  'whether the streak breaks on a rest day or a day missed': [
    sentence(
      oneOf('oye,', 'mae,', ''),
      oneOf('la racha se rompe', 'se me corta la racha', 'pierdo la racha'),
      oneOf('si en el dia de descanso no hago nada?', 'si el domingo no entreno?', 'si un dia no hago la rutina?'),
    ),
    'skip.day',
  ],
  "the zone asked by its region's name": [
    sentence(
      oneOf('vivo en Puerto Rico pero', 'estoy en Panama y', ''),
      oneOf('el reto me tiene en hora del este,', 'la app me pone hora del pacifico,', 'me sale la hora del centro,'),
      oneOf('eso afecta algo?', 'como lo cambio?'),
    ),
    'timezone',
  ],
  'how it works, asked of a gift for a birthday': [
    sentence(
      oneOf(
        'mi hija me regalo esto por mi cumpleaños',
        'mi esposa me regalo el reto de cumpleaños',
        'mi esposo me regalo este programa por mi cumpleaños',
      ),
      oneOf('y no tengo idea de como funciona.', 'y no se como funciona.'),
      oneOf('me lo podria explicar despacito?', 'me explica?', ''),
    ),
    'challenge.how',
  ],
  'the refund as dictation splits it': [
    sentence(
      oneOf('emilio', 'oye', ''),
      oneOf('como pido un reen bolso', 'quiero un re embolso', 'me hacen el reen bolso'),
      oneOf('porfa', ''),
    ),
    'cancel.refund',
  ],
  'the day the app shows, questioned': [
    sentence(
      oneOf('mira', 'oye', ''),
      oneOf('el dashboard dice dia ocho', 'en el panel me sale dia 15', 'la app me dice dia 3'),
      oneOf(
        'pero yo siento que empece hace diez',
        'esta bien o se me atraso?',
        'pero ya voy en el 5',
        'eso es correcto?',
      ),
    ),
    'challenge.day',
  ],
  'a walk with the dog on a rest day, weighed against staying still': [
    sentence(
      oneOf('emilio', 'oye', ''),
      oneOf('puedo salir a caminar con mi perro', 'puedo pasear con la perrita', 'salgo a caminar con el perro'),
      oneOf('el dia de descanso', 'los dias de descanso'),
      oneOf('o mejor me quedo quieta?', 'o mejor quedarme quieto?', 'o me quedo quieto en la casa?'),
    ),
    'rest.days',
  ],
  "the rest day's plus sign seen on the days as a calendar": [
    sentence(
      oneOf('hoy', 'oye,', ''),
      oneOf(
        'en el calendario sale un signo de mas',
        'el calendario tiene un signo de mas',
        'en el calendarito me sale un signo de mas',
      ),
      oneOf('en vez de rutina', 'que es eso?', ''),
    ),
    'rest.days',
  ],
  'a diet kept, told beside the plan': [
    sentence(
      oneOf('soy vegetariana y', 'soy vegano y', 'somos vegetarianos en casa y'),
      oneOf('todo lo que sale tiene pollo', 'el plan tiene carne', 'no como carne'),
      oneOf('🥲', 'que hago?', 'el plan sirve?'),
    ),
    'nutrition',
  ],
  "the edition's end asked out of curiosity": [
    sentence(
      oneOf('ando con el gusanito de saber', 'tengo el gusanito de saber', 'me quedo el gusanito de saber'),
      oneOf('en que fecha acaba esta edicion', 'cuando termina esta edicion'),
    ),
    'edition.current',
  ],
  "today's routine asked between meetings": [
    sentence(
      oneOf('hoy ando con 20 min nomas', 'tengo 15 min', 'solo tengo unos mins'),
      oneOf('entre junta y junta', 'entre reunion y reunion', ''),
      oneOf('y ni se que me toca', 'que me toca hoy?'),
    ),
    'routine.today',
  ],
  'a count of each exercise asked of no day': [
    sentence(
      oneOf(
        '¿cuántas repeticiones tengo que hacer de cada ejercicio?',
        '¿cuántas series tengo que hacer por ejercicio?',
        '¿cuántos segundos hay que aguantar la plancha?',
      ),
      oneOf('En el video no lo dicen claro', 'no me queda claro', ''),
    ),
    'exercise.technique',
  ],
  'the day told as changed already while it is still the day here': [
    sentence(
      oneOf(
        '¿por qué me sale que ya cambió el día',
        '¿por qué dice que ya pasó el día',
        'me aparece que ya cambio el dia',
      ),
      oneOf('si aquí en Santiago todavía es de tarde?', 'si aca todavia es de noche?', 'y aqui aun es de tarde?'),
    ),
    'timezone',
  ],
  "tomorrow's routine asked on a day off from work, as Spain says it": [
    sentence(
      oneOf('pues que', 'oye,', ''),
      oneOf('mañana libro en el curro', 'el sabado libro', 'mañana libro'),
      oneOf('y queria saber que rutina viene mañana', ', que rutina toca mañana?', ', que me toca mañana?'),
      oneOf('para hacerla temprano', ''),
    ),
    'routine.tomorrow',
  ],
  'the progress asked for by its name beside a share': [
    sentence(
      oneOf('voy por el 90% o mas?', 'ando por el 60%?', 'llevo el 40%?'),
      oneOf('dime mi progreso exacto porfa', 'quiero saber mi progreso', 'dame mi avance exacto'),
    ),
    'progress',
  ],
  'a day skipped asked in English': [
    sentence(
      oneOf('can i skip tomorrow?', 'can i skip today?', 'is it ok to miss a day?'),
      oneOf('me voy de viaje bien temprano', 'tengo boda', ''),
    ),
    'skip.day',
  ],
  'an invoice made out to a company by its name': [
    sentence(
      oneOf('Buenas, necesito factura', 'quiero la factura', 'me pueden hacer factura'),
      oneOf('con RUC 20512345678', 'con mi RFC', ''),
      oneOf(
        'a nombre de Inversiones Sol SAC',
        'a nombre de Ferreteria El Clavo',
        'a nombre de Distribuidora Andina SRL',
      ),
      oneOf(', no boleta', '?', ''),
    ),
    'invoices',
  ],
  'the renewal asked by one short of money for the rent': [
    sentence(
      oneOf('oye esto se renueva solo cada mes?', 'esto se renueva solito?'),
      oneOf('no quiero que me cobren otra vez sin avisar,', ''),
      oneOf('que ando justa con la renta', 'que estoy corto de plata', 'que ando apretada con el alquiler'),
    ),
    'renewal',
  ],
  "the rest between today's sets asked": [
    sentence(
      oneOf(
        'cuanto descanso hay entre series hoy',
        'cuanto descanso entre series toca hoy',
        'hoy cuantos segundos de descanso entre series',
      ),
      oneOf('?', ', 30 o 45 seg?', ', que estoy en pleno descanso'),
    ),
    'routine.today',
  ],
  // The member's week around the routine, money told with the bank (the fifty-first sets' tune parts).
  "the next day's routine asked by its number after the day one is on": [
    fc
      .tuple(
        fc.integer({ min: 1, max: 27 }),
        fc.constantFrom('voy en el', 'estoy en el dia', 'voy por la', 'ya termine la rutina', 'hice la del dia'),
        fc.constantFrom('¿el {n} que trae?', '¿la {n} de que es?', '¿que trae el {n}?', '¿la del {n} es de piernas?'),
        fc.constantFrom('', 'mae', 'klk'),
      )
      .map(([day, told, asked, hello]) => `${hello} ${told} ${day}, ${asked.replace('{n}', String(day + 1))}`.trim()),
    'routine.tomorrow',
  ],
  "the day's routine asked to fit before or after the day's celebration": [
    sentence(
      oneOf('pura vida mae, hoy es el cumpleaños de mi hija.', 'hoy tengo boda.', 'hoy es la graduacion de mi hijo.'),
      oneOf('que rutina toca', 'cual es la rutina de hoy', 'que entreno me toca'),
      oneOf(
        'pa hacerla antes del cumpleaños?',
        'para hacerla antes de la boda?',
        'para hacerla despues de la graduacion?',
      ),
    ),
    'routine.today',
  ],
  'the time zone asked by a Caribbean or Central American capital': [
    sentence(
      oneOf('estoy de viaje en Madrid una semana,', 'me fui a Miami,', ''),
      oneOf('cambio la zona horaria o la dejo en', 'pongo la zona horaria de'),
      oneOf('Santo Domingo?', 'Tegucigalpa?', 'Managua?'),
    ),
    'timezone',
  ],
  'charged, the page stuck, and no access': [
    sentence(
      oneOf('me cobraron en la tarjeta', 'ya pague con mi visa', 'pague con mi tarjeta de debito'),
      oneOf('pero la pagina se quedo cargando', 'pero la app se quedo pensando un rato'),
      oneOf('y no tengo acceso', 'y no puedo entrar al reto'),
    ),
    'account',
  ],
  'the next edition asked when it starts, as the River Plate says it': [
    sentence(
      oneOf('che', 'y', ''),
      oneOf('el que sigue cuando larga?', 'la proxima edicion cuando larga?', 'cuando largan el proximo reto?'),
    ),
    'edition.next',
  ],
  'a formal greeting, signed, or a first message': [
    sentence(
      oneOf('Buenas tardes, estimado Emilio.', 'Estimado señor:', 'Hola!'),
      oneOf('Le saluda Mercedes Arroyo.', 'Reciba un cordial saludo.', 'Es la primera vez que le escribo.'),
      oneOf('Atentamente, Joaquín Pérez.', 'Es la primera vez que te hablo por aquí.', ''),
    ),
    'greeting',
  ],
  'a greeting sent for a relative, or with "tá"': [
    sentence(
      oneOf('hola buenas, soy la hija de doña Rosario', 'klk Emilio', 'buenas, soy el nieto de don Ramón'),
      oneOf('y me pidio que lo saludara de su parte', ', ¿cómo tú tá?', ', le mando saludos de su parte'),
    ),
    'greeting',
  ],
  'the price or the guarantee asked, a card only how it is paid': [
    sentence(
      oneOf('mi esposa me lo quiere regalar,', 'oye', ''),
      oneOf(
        'cuanto cuesta para que lo pague ella con su tarjeta?',
        'como funciona la garantia? el dinero vuelve a la misma tarjeta?',
        'cuanto vale? lo pago con la tarjeta de mi mama',
      ),
    ),
    'price.guarantee',
  ],
  "a charge or a refund seen in one's account at a bank by its name": [
    sentence(
      oneOf(
        'me salen dos cargos iguales en el estado de cuenta de',
        'cuanto tarda en verse el reembolso en mi cuenta del',
        'me cobraron dos veces, lo veo en mi cuenta de',
      ),
      oneOf('Banamex', 'Interbank', 'BCP', 'BBVA', 'Banreservas', 'Pichincha'),
      oneOf('', ', como pido que me regresen el que sobra?', '?'),
    ),
    'cancel.refund',
  ],
  'a card refused, named by its bank': [
    sentence(
      oneOf('me rechaza la tarjeta de', 'no pasa mi tarjeta del', 'me declinan la tarjeta de'),
      oneOf('Interbank', 'BCP', 'Banreservas', 'Pichincha', 'BancoEstado'),
      oneOf('', ', ya probe dos veces', '?'),
    ),
    'payment.declined',
  ],
  // The first week told as a story, the last beside a partner, dictated (the fiftieth sets' tune
  // parts): a day numbered in words, the subscription spelt with a b, a company's tax number and its
  // breakdown, a card by a local brand, the way to pay people use, the next edition asked of.
  'the day numbered in words, as dictation writes it': [
    sentence(
      oneOf('oye', 'emilio', ''),
      oneOf('hoy es dia', 'hoy ya es el dia', 'estamos en el dia'),
      oneOf('veintiuno', 'catorce', 'diecinueve', 'once', 'veintitres'),
      oneOf('verdad', 'no', 'o me equivoco', '?'),
    ),
    'challenge.day',
  ],
  'the subscription spelt with a b, cancelled': [
    sentence(
      oneOf('vale', 'oye', 'hola', ''),
      oneOf('como cancelo la subscripcion', 'quiero cancelar mi subscripcion', 'donde anulo la subscripcion'),
      oneOf('', '?', 'del reto'),
    ),
    'cancel.refund',
  ],
  "an invoice with a company's tax number or its breakdown": [
    sentence(
      oneOf('chamo', 'buenas', ''),
      oneOf('la factura puede salir con el', 'necesito la factura con el', 'me hacen la factura con'),
      oneOf('RIF de mi negocio', 'RUC de la empresa', 'desglose del IVA', 'NIT de mi empresa', 'RTN de la empresa'),
      oneOf('?', ', me la exigen en el trabajo', ''),
    ),
    'invoices',
  ],
  'a card by a local brand, or the wallet people use': [
    sentence(
      oneOf('che', 'chamo', ''),
      oneOf('puedo pagar con', 'aceptan', 'se puede pagar con'),
      oneOf('Naranja', 'Cabal', 'Zelle o Binance', 'Diners'),
      oneOf('en cuotas?', '? aqui es lo que mas usamos', '?'),
    ),
    'payment.methods',
  ],
  "the trainer's nationality asked, beside how he talks": [
    sentence(
      oneOf('oye', ''),
      oneOf('¿Emilio es dominicano?', 'emilio es mexicano?', 'el profe es argentino?', 'el coach es venezolano?'),
      oneOf('', 'habla como de aqui jaja', 'por el acento', 'jaja'),
    ),
    'about.emilio',
  ],
  "who is behind it, or the trainer's own story": [
    sentence(
      oneOf('antes seguia a otro coach de youtube.', 'oye', ''),
      oneOf('quien esta detras de este reto?', 'cual es tu historia?', 'como empezaste con esto de los retos?'),
      oneOf('', 'es el mismo emilio de instagram?', 'me da curiosidad'),
    ),
    'about.emilio',
  ],
  'days missed asked to be done again later': [
    sentence(
      oneOf('me voy de viaje el fin de semana y el hotel no tiene gimnasio.', 'tengo boda el sabado.', ''),
      oneOf('si no hago dos dias', 'si me salto el sabado', 'si falto mañana'),
      oneOf('los repito luego?', 'lo repito el lunes?', 'los repetimos despues?'),
    ),
    'skip.day',
  ],
  'a day the app was not opened, asked of the day or the streak': [
    sentence(
      oneOf('no me pasa nada,', 'todo bien,', ''),
      oneOf('se me olvido entrar ayer', 'no pude entrar el sabado', 'me olvide de entrar ayer'),
      oneOf('porque estaba de mudanza.', 'por el trabajo.', ''),
      oneOf('perdi la racha?', 'que hago con ese dia?', 'lo puedo recuperar?'),
    ),
    'skip.day',
  ],
  'the streak told by its count in words': [
    sentence(
      oneOf('llevo una racha de', 'tengo una racha de', 'mi racha es de'),
      oneOf('doce', 'quince', 'veinte', 'nueve'),
      oneOf('dias seguidos', 'dias'),
      oneOf('eso es bueno o que', 'voy bien?', 'es buena?'),
    ),
    'progress',
  ],
  "a parent's subscription cancelled, by the River Plate's name": [
    sentence(
      oneOf('che', 'hola', ''),
      oneOf('como doy de baja la suscripcion de mi vieja?', 'quiero cancelar la suscripcion de mi viejo'),
      oneOf('la pague yo', 'la pagamos con mi tarjeta', ''),
    ),
    'cancel.refund',
  ],
  'training on a rest day anyway, with energy to spare': [
    sentence(
      oneOf(
        'puedo entrenar igual el dia de descanso',
        'si entreno igual en mi dia de descanso',
        'hago algo el dia de descanso',
      ),
      oneOf('si me siento con energia?', ', pierdo algo o esta bien?', '?'),
    ),
    'rest.days',
  ],
  'not training on a rest day, asked of the streak': [
    sentence(
      oneOf(
        'si no entreno el dia de descanso',
        'si el dia de descanso no entreno',
        'si no entreno en mi dia de descanso',
      ),
      oneOf('se me corta la racha?', 'pierdo la racha?', 'se rompe mi racha?'),
    ),
    'skip.day',
  ],
  'catching up said as being brought up to date': [
    sentence(
      oneOf('oye', 'emilio', ''),
      oneOf('puedo hacer dos rutinas en un dia', 'hago doble el sabado', 'como hago'),
      oneOf('para ponerme al corriente', 'para ponerme al corriente con el reto'),
    ),
    'skip.day',
  ],
  'notifications that do not come, whatever else is told': [
    sentence(
      oneOf('no me llega ninguna notificacion', 'no me llegan los recordatorios', 'no me salen las notificaciones'),
      oneOf('de la rutina', ''),
      oneOf('y por eso se me olvido entrar ayer.', 'y perdi la racha.', ''),
      oneOf('como las activo?', 'que hago?'),
    ),
    'app.trouble',
  ],
  'what the next edition brings': [
    sentence(
      oneOf('che', 'oye', ''),
      oneOf('la edicion que viene', 'la proxima edicion', 'el reto que sigue'),
      oneOf('trae rutinas nuevas', 'tiene los mismos videos', 'cambia las rutinas'),
      oneOf('o son las mismas de esta?', '?'),
    ),
    'edition.next',
  ],
  // The middle weeks, the visitor's and the short questions (the forty-ninth sets' tune parts): the
  // weight standing still, a price's figure, a wallet by its name, today's without its noun, a
  // charge of the month to come, joining in time, the guarantee's days, told to subscribe.
  'the scale standing still, asked whether it is normal': [
    sentence(
      oneOf('che', 'oye', ''),
      oneOf('la balanza no se mueve hace 5 dias', 'mi peso no baja desde el lunes', 'estoy estancada', 'me estanque'),
      oneOf('es normal?', 'que onda?', 'cuando se empieza a notar el cambio?', 'se freno o que paso'),
    ),
    'progress',
  ],
  "a price's figure asked in one's currency": [
    sentence(
      oneOf('el precio de 78', 'el costo de 78', 'la cuota de 78'),
      oneOf('es en dolares', 'esta en dolares'),
      oneOf('o en mi moneda?', 'o en pesos?', '?'),
      oneOf('', 'vivo en Peru', 'estoy en Bogota'),
    ),
    'price.guarantee',
  ],
  'a local wallet or cash point named as the way to pay': [
    sentence(
      oneOf('se puede pagar con', 'aceptan', 'do you take', 'puedo pagar en efectivo en'),
      oneOf('Webpay', 'la CuentaRUT', 'Zelle', 'Cash App', 'Walmart', 'Venmo'),
      oneOf('?', 'o con tarjeta nomas?'),
    ),
    'payment.methods',
  ],
  "today's, asked without its noun": [
    sentence(oneOf('la de hoy', 'y la de hoy', 'oye la de hoy'), oneOf('cual es', 'cual es?', 'que es?')),
    'routine.today',
  ],
  'started already, or still in time to join': [
    sentence(
      oneOf('oye', 'hola', ''),
      oneOf('el reto ya empezo', 'ya arranco el reto', 'ya comenzo el reto'),
      oneOf('o todavia alcanzo a entrar?', 'o aun estoy a tiempo?', 'o todavia puedo unirme?'),
    ),
    'edition.next',
  ],
  'the guarantee asked by how many days': [
    sentence(oneOf('garantia', 'la garantia', 'y la garantia'), oneOf('de cuantos dias', 'de cuantos dias es?')),
    'price.guarantee',
  ],
  'what sets it apart, or the goal it serves': [
    sentence(
      oneOf('hola,', 'he probado otros programas,', ''),
      oneOf(
        'este reto que tiene de diferente?',
        'que lo hace distinto a este programa?',
        'sirve para bajar de peso o es mas para ganar musculo?',
        'es para tonificar o para adelgazar?',
      ),
    ),
    'challenge.how',
  ],
  "the trainer's own story, asked in any person": [
    sentence(
      oneOf('Señor Emilio, buenas noches,', 'hola,', ''),
      oneOf('me podria contar un poco de usted', 'cual es la historia de Emilio', 'me puedes hablar un poco de ti'),
      oneOf('antes de inscribirme?', '?', 'el tambien hizo una transformacion?'),
    ),
    'about.emilio',
  ],
  'paid and the access e-mail never came, in English': [
    sentence(
      oneOf('I paid but', 'paid yesterday and', ''),
      oneOf('never got the access email', "didn't get the login link", 'still havent received the email'),
      oneOf('', 'ayuda', 'help'),
    ),
    'account',
  ],
  'the steps a refund goes through': [
    sentence(
      oneOf('en caso de no quedar satisfecho,', 'si no me gusta,', ''),
      oneOf('cual es el procedimiento para', 'que tramite hay que hacer para', 'como es el proceso para'),
      oneOf('solicitar el reembolso?', 'pedir la devolucion del dinero?'),
    ),
    'cancel.refund',
  ],
  'a local staple swapped, or eating out, within the plan': [
    sentence(
      oneOf(
        'puedo cambiar el arroz por yuca o por malanga?',
        'el camote cuenta como el arroz del plan?',
        'voy a comer en restaurante toda la semana, que pido pa no salirme del plan?',
      ),
      oneOf('', 'aqui es lo que se consigue', 'estoy de viaje'),
    ),
    'nutrition',
  ],
  "tomorrow's, to fit in a break at work": [
    sentence(
      oneOf('adelantame lo de mañana', 'que toca mañana', 'pasame la rutina de mañana'),
      oneOf('que tengo guardia de 24 horas', 'que mañana trabajo doble turno', ''),
      oneOf(
        'y quiero saber si me da pa hacerlo en el descanso del turno',
        'a ver si la hago en el descanso de la oficina',
      ),
    ),
    'routine.tomorrow',
  ],
  'the other version of the videos, asked whether one may see it': [
    sentence(
      oneOf('una consulta,', ''),
      oneOf('se puede ver', 'puedo ver', 'es posible ver'),
      oneOf('la version de mujer', 'la version de hombre', 'la otra version para chicas'),
      oneOf('aunque me haya registrado como hombre?', 'de los videos?', '?'),
    ),
    'challenge.how',
  ],
  'today counted as the first day, asked just after paying': [
    sentence(
      oneOf('hoy cuenta como dia 1', 'hoy cuenta como el dia uno'),
      oneOf('si pague hace una hora?', 'si me inscribi esta mañana?', 'si compre hoy?'),
    ),
    'challenge.day',
  ],
  'the weeks to come, or a day shown as an example': [
    sentence(
      oneOf('contame', 'oye', ''),
      oneOf(
        'como sigue la segunda mitad del reto, cambia algo de la semana 3 en adelante?',
        'dame un ejemplo de un dia de entrenamiento',
        'como seria un dia tipico del reto?',
      ),
      oneOf('', 'quiero ver si me da el tiempo'),
    ),
    'challenge.how',
  ],
  'when one starts, asked just after paying': [
    sentence(
      oneOf('ya pague,', 'acabo de comprar el reto,', 'me inscribi ayer,'),
      oneOf('cuando empiezo?', 'para cuando arranco?', 'cuando comienza?'),
      oneOf('', 'todavia no me sale ninguna rutina'),
    ),
    'edition.next',
  ],
  'the coach asked whether it is a named assistant, or the trainer whether he is real': [
    sentence(
      oneOf('disculpe,', 'me mata la curiosidad,', 'no tengo ninguna lesion,', ''),
      oneOf(
        'eres ChatGPT o que eres?',
        'usted es una IA tipo Siri o es Emilio en persona?',
        'Emilio es entrenador de verdad?',
        'emilio es entrenador sertificado?',
        'quien es el tal Emilio?',
      ),
    ),
    'about.emilio',
  ],
  "a share the app shows, asked whether it is good, and the header's number": [
    sentence(
      oneOf(
        'dice 32%',
        'me sale en 60%',
        'la barra marca 45%',
        'que es el numero que sale al lado de la bolita con mi inicial',
      ),
      oneOf('eso es bueno o malo?', 'voy bien?', '?'),
    ),
    'progress',
  ],
  'the address one signed up with, by where it comes from': [
    sentence(
      oneOf(
        'me registre con el correo de la universidad',
        'me inscribi con el mail del trabajo',
        'entre con mi correo de la empresa',
      ),
      oneOf('y ya me gradue,', 'y lo van a cerrar,', 'y me voy de ahi,'),
      oneOf('puedo cambiar el email de mi cuenta?', 'como lo cambio por mi gmail?'),
    ),
    'account',
  ],
  'what it is, asked by a visitor who saw it advertised on a network': [
    sentence(
      oneOf('en que consiste el plan de 28 dias?', 'como funciona?', 'de que se trata?'),
      oneOf('lo vi en un anuncio en Instagram', 'lo vi en tiktok', 'lo vi en un anuncio en facebook'),
    ),
    'challenge.how',
  ],
  'signed up while in another city, the new day at an odd hour': [
    sentence(
      oneOf('vivo en Madrid pero', 'ahora estoy en Lima y', ''),
      oneOf('me registre estando en Bogota,', 'me inscribi estando en Miami,'),
      oneOf('por que lo nuevo me aparece a las seis de la mañana?', 'por que el dia me cambia a las 11 de la noche?'),
    ),
    'timezone',
  ],
  "tomorrow's, to leave the clothes ready": [
    sentence(
      oneOf('que toca mañana', 'que me toca mañana', 'q toca mañana'),
      oneOf('pa ir dejando la ropa lista', 'quiero dejar la ropa lista desde hoy', 'asi preparo la ropa'),
    ),
    'routine.tomorrow',
  ],
  'the price asked for the Dominican Republic, shortened or whole': [
    sentence(
      oneOf('q precio tiene el reto', 'cuanto cuesta el reto', 'cuanto sale'),
      oneOf('pa rep dominicana', 'en Republica Dominicana', 'en rep. dominicana'),
      oneOf('?', ''),
    ),
    'price.guarantee',
  ],
  'the rest days typed a letter short': [
    sentence(oneOf('q dias son de', 'dias de', 'cuales son los dias de'), oneOf('descaso', 'descanzo'), oneOf('?', '')),
    'rest.days',
  ],
  "the app's hour spelt without its h": [
    sentence(
      oneOf('komo kambio', 'como cambio', 'donde pongo'),
      oneOf('el orario', 'la zona oraria'),
      oneOf('d la app', ''),
    ),
    'timezone',
  ],
  'a drink within the plan': [
    sentence(
      oneOf('', 'emilio,', 'una pregunta:'),
      oneOf(
        'una chela con los compas rompe la dieta?',
        'puedo tomar una cervecita el finde o echo a perder todo?',
        'un vinito en la cena esta permitido?',
      ),
    ),
    'nutrition',
  ],
  'a hand or an elbow placed in a named exercise': [
    sentence(
      oneOf('en las flexiones', 'en la plancha'),
      oneOf('las manos van a la anchura de los hombros', 'los codos van pegados'),
      oneOf('o mas abiertas?', 'o abiertos?', '?'),
    ),
    'exercise.technique',
  ],
  'notifications by their short name': [
    sentence(oneOf('me spamea con', 'no me llegan las', 'como apago las'), oneOf('notis', 'notif')),
    'app.trouble',
  ],
  'told to subscribe though a member, the day told beside it': [
    sentence(
      oneOf('ya no puedo ver las rutinas,', 'me manda a la pagina de suscripcion,', ''),
      oneOf('dice que necesito suscripcion', 'me sale que tengo que suscribirme', 'me redirige a la pagina de pago'),
      oneOf('y estoy en el dia 13', 'aunque voy en el dia 14', 'y ya voy por el dia 10'),
      oneOf('', 'ayuda', '!!'),
    ),
    'account',
  ],
  'a charge asked of the month or the edition to come': [
    sentence(
      oneOf('me cobran', 'me van a cobrar', 'me vuelven a cobrar'),
      oneOf('el otro mes', 'la proxima edicion', 'el siguiente mes'),
      oneOf('?', 'o ya no?'),
    ),
    'renewal',
  ],
  // The first week's and the last's questions (the forty-seventh sets' tune parts): the videos by
  // who does them, in order or at will, the challenge taken again, the next charge's date, the
  // deadline to cancel, the weeks summed up, the streak's counter, paid and sent back to subscribe,
  // words of English written as they sound.
  'the videos told apart or alike by who does them': [
    sentence(
      oneOf('los videos son', 'los ejercicios son', 'las rutinas son'),
      oneOf('distintos para hombre y mujer', 'iguales para hombres y mujeres', 'diferentes para chicas y chicos'),
      oneOf('?', 'o es lo mismo?'),
    ),
    'challenge.how',
  ],
  'the videos watched in order or skipped between': [
    sentence(
      oneOf('tengo que', 'hay que'),
      oneOf('ver los videos en orden', 'hacer los ejercicios en orden'),
      oneOf('o puedo brincar entre ejercicios?', 'o puedo saltar entre videos?', '?'),
    ),
    'challenge.how',
  ],
  'the challenge taken again, asked by when or by its start': [
    sentence(
      oneOf('si lo repito el mes que viene', 'si vuelvo a hacer el reto', 'si repito el programa'),
      oneOf('empiezo en la semana 1?', 'arranco desde el dia 1?', 'cuando empiezo?'),
    ),
    'edition.next',
  ],
  'the price of taking it again': [
    sentence(oneOf('cuanto cuesta', 'cuanto sale', 'cuanto vale'), oneOf('repetir el reto', 'volver a hacerlo')),
    'price.guarantee',
  ],
  "the next charge's date": [
    sentence(
      oneOf('que dia', 'cuando', 'en que fecha'),
      oneOf('me hacen el proximo cargo?', 'es el siguiente cobro?', 'me llega el proximo cobro?'),
      oneOf('', 'no quiero sorpresas en la tarjeta'),
    ),
    'renewal',
  ],
  'the deadline to cancel before a charge': [
    sentence(
      oneOf('Emilio,', 'oye'),
      oneOf('hasta que dia tengo para', 'hasta cuando puedo'),
      oneOf('cancelar', 'darme de baja'),
      oneOf('y que no me llegue el cargo?', 'sin que me cobren?'),
    ),
    'cancel.refund',
  ],
  'the weeks summed up or what is left undone': [
    sentence(
      oneOf('dame un resumen de como me fue', 'como me fue', 'me dices si complete todo o me quedo algo pendiente'),
      oneOf('', 'en estas 4 semanas', 'en el reto'),
      oneOf('', '?'),
    ),
    'progress',
  ],
  "the streak's counter read as zero": [
    sentence(
      oneOf('por que', 'oye'),
      oneOf('el contador de dias seguidos', 'el contador de racha'),
      oneOf('me marca 00', 'esta en cero', 'me marca 0'),
      oneOf('si he hecho todo', 'si entreno diario'),
    ),
    'progress',
  ],
  'paid and sent back to subscribe': [
    sentence(
      oneOf('pague hace una hora y', 'pase el pago y', 'ya pague y'),
      oneOf('la app me vuelve a mandar a la pagina de suscripcion', 'me sigue saliendo que necesito suscripcion'),
      oneOf('', 'para ver las rutinas'),
    ),
    'account',
  ],
  'an address mistyped while paying': [
    sentence(
      oneOf('puse mal mi email', 'escribi mal el correo', 'meti mal mi mail'),
      oneOf('al pagar', 'para pagar', 'cuando compre'),
      oneOf(', le falto una letra', ', como lo corrijo?', ''),
    ),
    'account',
  ],
  "the edition's last day asked by its date": [
    sentence(
      oneOf('el dia 28', 'el ultimo dia', 'el dia veintiocho'),
      oneOf('cae en que fecha', 'cae que dia'),
      oneOf('?', 'exactamente?'),
    ),
    'edition.current',
  ],
  'the week or the day asked, lost track of': [
    sentence(
      oneOf('estoy en la semana dos o en la tres', 'hoy es el dia 10 o el 11', 'voy en la semana 2 o 3'),
      oneOf('ya me perdi', 'me perdi', '? me perdi'),
    ),
    'challenge.day',
  ],
  'what cancelling does to the days left': [
    sentence(
      oneOf('si cancelo hoy', 'si me doy de baja ahora', 'si anulo la suscripcion'),
      oneOf('pierdo los dias que me quedan?', 'pierdo lo que me queda?'),
    ),
    'cancel.refund',
  ],
  'a refund of a charge by its order': [
    sentence(
      oneOf('quiero reembolso del', 'me devuelven el', 'quiero que me devuelvan el'),
      oneOf('segundo cargo', 'tercer cobro', 'segundo cobro'),
      oneOf(', yo no pedi repetir', ', no lo autorice', ''),
    ),
    'cancel.refund',
  ],
  'the weight kept off after the challenge': [
    sentence(
      oneOf('que como', 'que dieta sigo', 'como me alimento'),
      oneOf('despues del reto', 'cuando termine el reto'),
      oneOf('para no recuperar lo que baje?', 'para no subir los kilos?', 'para evitar el rebote?'),
    ),
    'nutrition',
  ],
  'the address changed before the next edition': [
    sentence(
      oneOf('quiero cambiar el correo de mi cuenta', 'necesito cambiar mi email', 'quiero actualizar mi contraseña'),
      oneOf('antes de la proxima edicion', 'antes de que empiece la siguiente edicion'),
      oneOf('', ', puse uno viejo'),
    ),
    'account',
  ],
  'a part of the body touching the floor in a movement': [
    sentence(
      oneOf('zancadas:', 'en las flexiones', 'en la sentadilla'),
      oneOf('la rodilla de atras', 'el pecho', 'la cadera'),
      oneOf('toca el piso', 'tiene que tocar el suelo', 'debe tocar el piso'),
      oneOf('o se queda arriba?', '?'),
    ),
    'exercise.technique',
  ],
  'two routines done so far, the progress still at zero': [
    sentence(
      oneOf('mi progreso dice 0%', 'la barra de progreso sigue en 0', 'mi porcentaje no se mueve'),
      oneOf('y ya hice dos rutinas', 'si ya llevo dos rutinas hechas', 'y ya complete dos rutinas'),
      oneOf('', ', es normal?', ', se actualiza despues?'),
    ),
    'progress',
  ],
  "a margin asked past the edition's end": [
    sentence(
      oneOf('el reto de este mes acaba el dia que pone en mi perfil', 'mi edicion termina el domingo'),
      oneOf('o hay algo de margen?', 'o hay margen?', 'o dan prorroga?'),
    ),
    'edition.current',
  ],
  // The app's things told by their emojis, a flame of praise closing a message none (the forty-eighth sets).
  "the streak's flame pointed at or told of": [
    sentence(
      oneOf('y esto ❓🔥', 'mi 🔥 se borro', '🔥 se me reinicio a 00', 'que es el 🔥?'),
      oneOf('', '😭', 'por que'),
    ),
    'progress',
  ],
  'the done mark told by its emoji': [
    sentence(oneOf('✅ no sale', 'le di a completar y nada ✅', 'no me aparece el ✅'), oneOf('', '😤', '?')),
    'exercise.done',
  ],
  "today's routine told by its emoji": [
    sentence(oneOf('🏋️', 'la 🏋️'), oneOf('de hoy??', 'de hoy cual es?')),
    'routine.today',
  ],
  'a rest day told by its emoji': [
    sentence(oneOf('el dia 7', 'mañana', 'el domingo'), oneOf('es 🛌?', 'toca 🛌?')),
    'rest.days',
  ],
  'a greeting closed with a flame of praise': [
    sentence(
      oneOf('hola emilio', 'holaaa', 'buenas emilio'),
      oneOf('me muero de ganas de empezar 🔥', 'vamos con todo 🔥🔥'),
    ),
    'greeting',
  ],
  // Members at the edges, formal or given the challenge (the forty-eighth sets' tune parts).
  'a day left out, asked formally': [
    sentence(
      oneOf('Emilio, mañana tengo un compromiso familiar.', 'Disculpe,'),
      oneOf('¿Qué sucede si omito un día de entrenamiento?', '¿qué pasa si omito un dia?', '¿puedo omitir una rutina?'),
    ),
    'skip.day',
  ],
  "the trainer's training asked with courtesy": [
    sentence(
      oneOf('Con todo respeto,', 'Con el debido respeto,'),
      oneOf('¿quién es usted y qué formación tiene como entrenador?', '¿qué formación tiene usted?'),
    ),
    'about.emilio',
  ],
  "the portions' size asked of the plan": [
    sentence(
      oneOf('Estimado Emilio,', ''),
      oneOf(
        '¿dónde puedo consultar mi plan de alimentación y el tamaño de las porciones?',
        '¿de qué tamaño son las porciones del plan?',
      ),
    ),
    'nutrition',
  ],
  'the phone written by ear': [
    sentence(oneOf('como instalo la app en el', 'no me abre la app en el'), oneOf('selular?', 'selular')),
    'app.trouble',
  ],
  // Questions in Portuguese as members who mix it in ask them (the forty-eighth sets' tune parts).
  'the next edition asked in Portuguese': [
    sentence(
      oneOf('quando começa', 'quando comeca'),
      oneOf('a próxima edição?', 'a proxima edicao?'),
      oneOf('', 'perdi essa'),
    ),
    'edition.next',
  ],
  'a day skipped asked in Portuguese': [
    sentence(oneOf('se eu pular um dia', 'se pulo um dia de treino'), oneOf('perco tudo?', 'perco a racha?')),
    'skip.day',
  ],
  'the password forgotten in Portuguese': [
    sentence(oneOf('esqueci a senha', 'esqueci minha senha'), oneOf('', 'socorro', 'como entro?')),
    'account',
  ],
  'a card refused in Portuguese': [
    sentence(oneOf('o cartão foi recusado', 'meu cartao foi recusado'), oneOf('', 'tentei duas vezes', 'no pagamento')),
    'payment.declined',
  ],
  'WhatsApp written as it sounds': [
    sentence(
      oneOf('hay algun numero de', 'me pueden escribir por', 'tienen'),
      oneOf('guasap', 'wasap', 'whatsap'),
      oneOf('', 'de soporte', '?'),
    ),
    'human',
  ],
  "the streak's badge written as it sounds": [
    sentence(
      oneOf('que significa el', 'que es el'),
      oneOf('estrik', 'estric', 'estrick'),
      oneOf('que sale arriba?', '?'),
    ),
    'progress',
  ],
  'a burpee written as it sounds': [
    sentence(oneOf('como se hace el', 'como hago el'), oneOf('burpi', 'burpi ese'), oneOf('del video?', 'bien?')),
    'exercise.technique',
  ],
  // The screens told by what they show, the day asked as a fragment or against the app's, the streak
  // asked of a rest day, a technique fault told by the part that moves (the forty-sixth sets).
  'the done mark told by its tick, missing or looked for': [
    sentence(
      oneOf('', 'oye', 'y'),
      oneOf(
        'el checkmark no aparece',
        'donde esta el check',
        'no me sale la palomita',
        'el chulito no aparece',
        'donde le doy al check',
        'la palomita todavia no se pone',
      ),
      oneOf('', '?', ' jaja'),
    ),
    'exercise.done',
  ],
  'a fragment asked with laughter after it': [
    sentence(oneOf('no se con quien estoy hablando', 'con quien hablo'), oneOf('jaja', 'jajaja', 'xd')),
    'about.emilio',
  ],
  'days gone by without it, told as doing nothing': [
    sentence(
      oneOf('llevo 3 dias', 'ya son dos dias', 'llevo una semana'),
      oneOf('sin hacer nada', 'sin hacer la rutina', 'sin mover un dedo'),
      oneOf('', '😔', ', que hago?'),
    ),
    'skip.day',
  ],
  'the access asked to be made longer': [
    sentence(
      oneOf('wey', 'oye', ''),
      oneOf('como extiendo mi acceso', 'puedo alargar mi suscripcion', 'como amplio mi membresia'),
      oneOf('?', ''),
    ),
    'renewal',
  ],
  'paid from a bank or a wallet by name, the access not come': [
    sentence(
      oneOf(
        'hice la transferencia desde Bancolombia',
        'pague con Nequi',
        'pague en OXXO con la ficha',
        'pague por Yape',
      ),
      oneOf('hace 2 dias', 'el martes', ''),
      oneOf('y todavia no me activan el acceso', 'y no me activan', 'y sigo sin acceso'),
    ),
    'account',
  ],
  'paid, and sent back to subscribe': [
    sentence(
      oneOf('ya pague y', 'ya compre y'),
      oneOf('cada vez que entro', 'al entrar', ''),
      oneOf('me manda otra vez a la pagina de suscripcion', 'me lleva de nuevo a la pagina de pago'),
      oneOf('', 'como si no hubiera comprado nada'),
    ),
    'account',
  ],
  "the day's challenge asked": [
    sentence(oneOf('cual es el reto de hoy', 'y el reto de hoy', 'cual es el desafio del dia'), oneOf('', '💪', '?')),
    'routine.today',
  ],
  'the weekend asked as free': [
    sentence(
      oneOf('oigan', 'oye', ''),
      oneOf('el finde es libre', 'los domingos son de descanso', 'el fin de semana es libre', 'los sabados son libres'),
      oneOf('o q onda', '?', ''),
    ),
    'rest.days',
  ],
  "afraid to pay for nothing, or the sales page's seal": [
    sentence(
      oneOf(
        'me da miedo pagar y que no me funcione',
        'tengo miedo de pagar y que luego no me sirva',
        'abajo en la pagina vi un sellito de 30 dias',
        'vi un sello de treinta dias',
      ),
      oneOf('', '🤔', ', que pasa?'),
    ),
    'price.guarantee',
  ],
  'the streak told by its flame': [
    sentence(
      oneOf('la llamita', 'el fueguito', 'la flamita'),
      oneOf('se borro', 'volvio a cero', 'desaparecio', 'ya no sale'),
      oneOf('', '😭', '?'),
    ),
    'progress',
  ],
  'the streak asked of a rest day': [
    sentence(
      oneOf('se reinicia', 'se pierde', 'se corta', 'sigue'),
      oneOf('la racha en descanso', 'mi racha en descanso', 'la racha en los descansos'),
      oneOf('?', ''),
    ),
    'progress',
  ],
  'the days lost count of, or the day shown against the one believed': [
    sentence(
      oneOf(
        'perdi la cuenta de los dias',
        'se me fue la cuenta de los dias',
        'la app dice dia 9 y yo juraba que era el 10',
        'me sale dia 12 y pensaba que era el 13',
        'semana 2 o 3',
      ),
      oneOf('', 'jajaja', '?'),
    ),
    'challenge.day',
  ],
  'a hip or the shoulders that rise in an exercise': [
    sentence(
      oneOf('en el mountain climber', 'en la plancha', 'haciendo las flexiones'),
      oneOf('se me sube la cadera', 'se me suben los hombros', 'se me sube el trasero'),
      oneOf(', como la mantengo?', ', como corrijo la postura?'),
    ),
    'exercise.technique',
  ],
  "the member's child filming, and what the member noticed": [
    sentence(
      oneOf('estaba haciendo las zancadas', 'hice las sentadillas'),
      oneOf('mientras mi hija me grababa', 'y mi hijo me grabo'),
      oneOf(
        'y me di cuenta de que la rodilla se me va para adelante',
        'y cuando lo vi me di cuenta de que la espalda se me curva',
      ),
      oneOf(', como es la postura correcta?', ', como deberia ser la tecnica?'),
    ),
    'exercise.technique',
  ],
  // Yesterday's routine shown locked, and a day gone without a minute for it (the forty-fourth sets).
  "yesterday's routine shown locked": [
    sentence(
      oneOf('en la lista de rutinas', ''),
      oneOf('la de ayer me sale bloqueada', 'la rutina de ayer aparece bloqueada', 'la de ayer esta con candado'),
      oneOf(', ya no la puedo hacer?', ', que hago?', ''),
    ),
    'skip.day',
  ],
  'a day gone without a minute for the routine': [
    sentence(
      oneOf('ayer con los niños', 'ayer en el trabajo', 'el lunes'),
      oneOf('no tuve ni un minuto', 'no tuve ni un rato'),
      oneOf(', puedo repetir la rutina hoy?', ', la puedo hacer hoy?', ', que pasa con ese dia?'),
    ),
    'skip.day',
  ],
  // "Baja" the verb is no cancellation of another thing ("se me baja la cadera" is the plank's form).
  'a part of the body that sinks in an exercise': [
    sentence(
      oneOf('como se hace bien la plancha porque', 'en la plancha'),
      oneOf('se me baja la cadera', 'se me bajan las caderas', 'se me baja el trasero'),
      oneOf(', como la hago bien?', ''),
    ),
    'exercise.technique',
  ],
  // The part asked names this challenge: the other app is the story's.
  "a streak of another app told, then the challenge's asked by name": [
    sentence(
      oneOf(
        'En Duolingo tengo una racha de 200 dias jaja.',
        'En Strava llevo racha de 50 semanas.',
        'Mi racha de Snapchat va en 300.',
      ),
      oneOf(
        '¿Cómo funciona la racha en el reto?',
        '¿en el reto también hay racha?',
        '¿y la racha del reto dónde la veo?',
      ),
    ),
    'progress',
  ],
  // A form of address of Central America names no one of another world.
  'who the coach is, asked with a form of address': [
    sentence(oneOf('¿Y vos quién sos,', '¿quién sos vos,', '¿y quién eres,'), oneOf('chavalo?', 'maje?', 'chavala?')),
    'about.emilio',
  ],
  // The calves a routine brings are no twins on their way.
  "today's routine asked for its calves": [
    sentence(
      oneOf(
        'hoy en la rutina vienen gemelos?',
        'la rutina de hoy trae gemelos?',
        'que rutina toca hoy, vienen gemelos?',
      ),
    ),
    'routine.today',
  ],
  // A name the writer gives as their own is the member, not someone of another world.
  "tomorrow's routine asked after the member gives their own name": [
    sentence(
      oneOf('Hola Emilio, soy', 'buenas, me llamo', 'Hola, te escribe', 'Buen dia, mi nombre es', 'Que tal, habla'),
      oneOf('Marta,', 'Juan Pablo,', 'Yesenia,', 'Rosa Elena,', 'Ramiro,'),
      oneOf('que ejercicios son los de mañana?', 'que rutina me toca mañana?', 'me dices el entreno de mañana?'),
    ),
    'routine.tomorrow',
  ],
  'the price asked after the member gives their own name': [
    sentence(
      oneOf('Hola, soy', 'buenas tardes, me llamo', 'Hola Emilio, te escribe'),
      oneOf('Marta', 'Juan Pablo', 'Yesenia', 'Rosa Elena', 'Ramiro'),
      oneOf('y queria saber cuanto cuesta el reto', 'y quisiera saber el precio del programa'),
    ),
    'price.guarantee',
  ],
  // Asked in English (IN_ENGLISH in topic-evidence.ts), as members who live with it type.
  'the renewal asked in English': [
    sentence(
      oneOf('does it', 'will it', 'does the subscription', 'does the challenge'),
      oneOf('auto renew', 'auto-renew', 'renew automatically', 'renew by itself'),
      oneOf('?', 'after the 28 days?', 'every month?'),
    ),
    'renewal',
  ],
  'marking done asked in English': [
    sentence(
      oneOf('how do i mark', 'where do i mark', 'how can i mark'),
      oneOf('it', 'the exercise', 'this session', 'my workout'),
      oneOf('as done', 'as complete', 'as completed', 'done'),
    ),
    'exercise.done',
  ],
  "the app's trouble told in English": [
    sentence(
      oneOf('the video', 'the app', 'it'),
      oneOf("won't play", "doesn't load", 'keeps crashing', "won't open", 'crashes'),
      oneOf('', 'every time i open it', 'since yesterday'),
    ),
    'app.trouble',
  ],
  'how the challenge works asked in English': [
    sentence(
      oneOf('bro', 'hi', ''),
      oneOf('how does', 'how will'),
      oneOf('the challenge', 'it', 'the program', 'this'),
      oneOf('work?', 'work exactly?'),
    ),
    'challenge.how',
  ],
  'a declined card told in English': [
    sentence(
      oneOf('my card was declined', 'my card got rejected', 'the payment failed', "my payment won't go through"),
      oneOf('', 'what do i do?', 'help'),
    ),
    'payment.declined',
  ],
  // A clause opened by a conjunction typed with its accent or in chat shorthand (CLAUSE_BREAK in
  // coach-nlu.ts) is the member's story: the thing it names does not take the question away.
  "today's routine asked whole beside a story joined by 'así que' or 'xq'": [
    fc.oneof(
      sentence(
        oneOf('dime que toca hoy', 'quiero saber la rutina de hoy', 'que ejercicios me tocan hoy'),
        oneOf('xq', 'pq', 'porq'),
        oneOf('salgo temprano al jale', 'tengo turno en la fabrica', 'me voy a la finca', 'tengo cita con el dentista'),
      ),
      sentence(
        oneOf('hoy salgo temprano al jale', 'hoy tengo turno en la fabrica', 'tengo cita con el dentista'),
        oneOf('así que', 'asi que', 'después de eso'),
        oneOf('que rutina me toca hoy', 'dime que toca hoy', 'quiero saber que ejercicios me tocan hoy'),
      ),
    ),
    'routine.today',
  ],
  // The writer's own name is no unknown word (ownNames in coach-reading.ts), and Costa Rica's hello is one.
  "a hello with the member's own name or just woken": [
    fc.oneof(
      sentence(
        oneOf('Hola, soy', 'buenas, me llamo', 'Hola Emilio, mi nombre es'),
        oneOf('Mariana,', 'Yesenia,', 'Rosa Elena,', 'Ramiro,'),
        oneOf('es mi primera vez hablando contigo', 'mucho gusto', 'que tal?'),
      ),
      sentence(oneOf('buen dia!', 'holaa'), oneOf('recien me levanto jaja', 'recien me despierto')),
      sentence(oneOf('pura vida', 'pura vida mae,', 'hola mae,'), oneOf('todo tuanis?', '')),
    ),
    'greeting',
  ],
  'whether the trainer is the same person, or has a profession': [
    fc.oneof(
      sentence(
        oneOf('Emilio es', 'el entrenador es', 'oye, emilio es', 'mi vecina dice que emilio sale en las redes, es'),
        oneOf('el mismo de los videos', 'la misma persona de los videos', 'el mismo de este programa'),
        oneOf('o es otra persona?', '?'),
      ),
      sentence(
        oneOf('Emilio es', 'disculpe, el creador del reto es', 'el entrenador es'),
        oneOf('nutricionista', 'medico', 'fisioterapeuta'),
        oneOf('tambien o solo entrenador?', '?'),
      ),
    ),
    'about.emilio',
  ],
  "an exercise's reps, bench or breathing asked": [
    fc.oneof(
      sentence(
        oneOf('cuantas repeticiones son en el', 'cuantas series lleva el'),
        oneOf('segundo ejercicio?', 'primer ejercicio?', 'ultimo ejercicio?'),
        oneOf('', 'el video no lo dice'),
      ),
      sentence(
        oneOf('en el hip thrust', 'en el press', 'en los fondos'),
        oneOf('donde apoyo la espalda si no tengo banco?', 'se hace con banco?'),
      ),
      sentence(
        oneOf('la respiracion en las flexiones,', 'la respiracion en la sentadilla,'),
        oneOf('boto el aire al bajar o al subir?', 'cuando suelto el aire?'),
      ),
    ),
    'exercise.technique',
  ],
  "today's routine asked as what is assigned, or after telling one is at a hundred": [
    sentence(
      oneOf('no tengo ninguna molestia, estoy al cien,', 'vos sabes', 'oye,'),
      oneOf('que tengo asignado hoy?', 'que me tocaria entrenar este dia?', 'que rutina tengo asignada hoy?'),
    ),
    'routine.today',
  ],
  "tomorrow's routine asked as the day that follows": [
    sentence(
      oneOf('en el tablero veo la burbujita del dia que sigue pero no me deja tocarla,', 'y el dia que sigue'),
      oneOf('que trae ese dia?', 'que rutina toca el dia que sigue?', 'que ejercicios hay el dia que sigue?'),
    ),
    'routine.tomorrow',
  ],
  'a newcomer asking where to begin in the app': [
    sentence(
      oneOf('soy nueva y me perdi,', 'mae soy nuevo y no cacho nada,', 'hola,'),
      oneOf('que hago primero', 'por donde empiezo', 'que tengo que hacer primero'),
      oneOf('al entrar a la app?', 'en la app?', 'al abrir la app?'),
    ),
    'challenge.how',
  ],
  'cardio asked to be swapped for a dance': [
    sentence(
      oneOf('nada de dolores ni nada, simplemente odio correr:', 'no me gusta trotar,', ''),
      oneOf('se puede cambiar el cardio por', 'puedo hacer el cardio con', 'cuenta como cardio el'),
      oneOf('baile?', 'zumba?'),
    ),
    'cardio',
  ],
  'the stairs of a building asked as cardio': [
    sentence(
      oneOf('disculpe,', 'oye,', ''),
      oneOf('cuenta como cardio', 'sirve de cardio', 'vale como cardio'),
      oneOf('subir y bajar las escaleras del edificio?', 'subir escaleras?', 'las escaleras del edificio?'),
    ),
    'cardio',
  ],
  'the rest day asked as the routines\' "Recovery" box': [
    sentence(
      oneOf('a que le llamas', 'que significa', 'que es'),
      oneOf('Recovery en la lista de rutinas,', 'el cuadro Recovery de la lista,'),
      oneOf('ese dia no hay boton', 'que hago ese dia?', 'ese dia no se entrena?'),
    ),
    'rest.days',
  ],
  'what one paid asked after a trial': [
    sentence(
      oneOf('si pruebo una semana', 'si lo pruebo unos dias', 'si empiezo'),
      oneOf('y veo que no es pa mi,', 'y no me gusta,', 'y no me convence,'),
      oneOf('que pasa con lo que pague?', 'que hago con lo que pague?', 'que pasa con mi pago?'),
    ),
    'cancel.refund',
  ],
  'the nutrition plan looked for again, or its portions': [
    fc.oneof(
      sentence(
        oneOf('donde vuelvo a ver mi plan nutricional?', 'donde encuentro otra vez mi plan de comidas?'),
        oneOf('me aparecio al crear la cuenta y despues se fue', 'lo vi al crear la cuenta'),
      ),
      sentence(
        oneOf('con los chicos en casa cocino de todo,', 'cocino para toda la familia,'),
        oneOf('que porciones deberia servirme yo', 'que raciones me sirvo'),
        oneOf('para seguir el plan?', '?'),
      ),
    ),
    'nutrition',
  ],
  'the progress share that does not move after training': [
    sentence(
      oneOf('hice todo el lunes y el martes y', 'ya marque todo y', 'termine la rutina y'),
      oneOf('el porcentaje sigue igual,', 'la barrita no se mueve,'),
      oneOf('se actualiza al otro dia o como es?', 'por que?'),
    ),
    'progress',
  ],
  "the app's hour set wrong, or another city's asked for": [
    fc.oneof(
      sentence(
        oneOf('la app se pone oscura a las 2 de la tarde,', 'me sale la rutina a media tarde,'),
        oneOf('creo que tengo mal puesta la hora', 'tengo la hora mal puesta?'),
      ),
      sentence(
        oneOf('como hago pa q la app', 'como hago para que la app', 'quiero que el reto'),
        oneOf('tome la hora de Caracas', 'use la hora de Lima', 'ponga la hora de Madrid'),
      ),
    ),
    'timezone',
  ],
  'the day of the challenge asked in a muddle': [
    sentence(
      oneOf('perdi la cuenta con el ajetreo de los chicos,', 'me hice un lio,', 'con tanto ajetreo,'),
      oneOf('hoy es el dia 10 o el 11?', 'que dia voy?', 'en que dia del reto estoy?'),
    ),
    'challenge.day',
  ],
  "the current edition's end asked as the one under way or as its last day's date": [
    fc.oneof(
      sentence(
        oneOf('cero molestias,', 'solo', ''),
        oneOf('dime la fecha en que se acaba', 'cuando termina', 'hasta cuando dura'),
        oneOf('la edicion en curso', 'el reto en curso'),
      ),
      sentence(oneOf('que fecha cae', 'cuando cae'), oneOf('el dia 28 de este reto?', 'el ultimo dia del reto?')),
    ),
    'edition.current',
  ],
  'the experience of the trainer who puts the challenge together': [
    sentence(
      oneOf('que experiencia tiene', 'que formacion tiene', 'que estudios tiene'),
      oneOf('el entrenador que arma el reto', 'el entrenador que arma las rutinas'),
    ),
    'about.emilio',
  ],
  'marking done asked as leaving it on record, counted or noted': [
    fc.oneof(
      sentence(
        oneOf('como le hago para', 'hay q darle a algun boton', 'como hago'),
        oneOf('que quede que ya hice la rutina', 'pa que quede registrado', 'para que quede anotado el ejercicio'),
      ),
      sentence(oneOf('dale, termine,', 'listo, acabe la rutina,'), oneOf('anotamelo', 'marcamelo', 'apuntamelo')),
      sentence(
        oneOf('el contador dice 3 de 5 ejercicios', 'me sale 4 de 5 ejercicios'),
        oneOf('pero hice los 5', 'y ya termine'),
      ),
      sentence(
        oneOf(
          'hice la rutina viendo el video en la tele sin la app,',
          'hice los ejercicios con el video en el televisor,',
        ),
        oneOf('se cuenta igual?', 'vale igual?'),
      ),
      sentence(
        oneOf('me aparece complete en la rutina de ayer', 'sale completada la de ayer'),
        oneOf('pero en la de hoy no, y la acabe hace rato', 'pero la de hoy no y ya la termine'),
      ),
    ),
    'exercise.done',
  ],
  'the price asked beside a currency "por las nubes", or of the food plan': [
    fc.oneof(
      sentence(
        oneOf('cuanto sale esto en pesos argentinos?', 'cuanto cuesta el reto en soles?'),
        oneOf('el dolar aca esta por las nubes', 'todo esta por las nubes'),
      ),
      sentence(oneOf('cuanto cuesta', 'que precio tiene'), oneOf('el plan de comida?', 'el plan de comida del reto?')),
    ),
    'price.guarantee',
  ],
  'the guarantee asked as the sales page says it': [
    sentence(
      oneOf('en la pagina de venta dice', 'en la web de ventas sale'),
      oneOf('garantia de 30 dias', 'que hay garantia'),
      oneOf('pero en el plan dice 7, cual vale?', 'es cierto?'),
    ),
    'price.guarantee',
  ],
  'days away asked how to take up again': [
    sentence(
      oneOf('me ausente tres dias', 'me ausente una semana', 'estuve ausente dos dias'),
      oneOf('por un viaje de trabajo.', 'por trabajo,', ''),
      oneOf('como debo retomar?', 'como sigo?', 'como retomo el reto?'),
    ),
    'skip.day',
  ],
  'going on to the next one by itself, asked beside doing something': [
    sentence(
      oneOf('si quiero continuar con el siguiente reto,', 'para el siguiente reto,'),
      oneOf('debo hacer algo o continua solo?', 'tengo que hacer algo o sigue solo?', 'hago algo o se renueva solo?'),
    ),
    'renewal',
  ],
  'the day the dashboard shows, quoted': [
    sentence(
      oneOf('me sale', 'mi dashboard dice', 'arriba pone', 'en el tablero dice'),
      oneOf('DÍA 12 DEL RETO', 'DÍA 1 DEL RETO', 'dia 20 del reto'),
      oneOf('pero yo juraría que voy en el 10, ¿está bien?', 'desde hace dos días, ¿no avanza?', '¿es correcto?'),
    ),
    'challenge.day',
  ],
  'the whole progress bar reached, asked what it brings': [
    sentence(
      oneOf('oye y si', 'cuando', 'que pasa si'),
      oneOf('llego al 100%', 'completo al 100', 'llego al 100 %'),
      oneOf('que pasa?', 'me dan algo?', 'hay premio?', ''),
    ),
    'progress',
  ],
  'a city chosen in the settings for having the same hour': [
    sentence(
      oneOf('estoy en Montevideo y no la veo en la lista,', 'mi ciudad no sale,', ''),
      oneOf('elijo', 'pongo', 'selecciono'),
      oneOf('Buenos Aires', 'Lima', 'Madrid'),
      oneOf('que es la misma hora?', 'ya que tiene la misma hora?', 'si es la misma hora?'),
    ),
    'timezone',
  ],
  'a day missed by laziness after denying illness, asked to be made up': [
    sentence(
      oneOf('no estaba enfermo ni nada,', 'no estaba enferma ni nada weon,', 'no estaba lesionado,'),
      oneOf('me dio paja ayer,', 'me dio flojera ayer,', 'ayer no tuve ganas,'),
      oneOf('se puede hacer la de ayer hoy?', 'puedo recuperar el dia?'),
    ),
    'skip.day',
  ],
  'marking done asked after telling one finished': [
    sentence(
      oneOf('todo perfecto conmigo,', 'todo bien,', ''),
      oneOf('termine sin problema,', 'ya termine,', 'termine todo,'),
      oneOf('solo quiero saber', 'quiero saber'),
      oneOf('como la doy por hecha en la app', 'como la marco como hecha en la app', 'como la doy por terminada'),
    ),
    'exercise.done',
  ],
  // A duty of the member's day beside the training asked of by name (TRAINING_ASKED in topic-evidence.ts).
  "today's training asked of by name beside a duty of the day": [
    sentence(
      oneOf(
        'parce cuanto dura el entreno de hoy?',
        'cuanto tiempo lleva la rutina de hoy?',
        'que ejercicios son los de hoy?',
      ),
      oneOf('tengo que recoger a mi hermanito', 'tengo q limpiar la casa', 'me toca cocinar', 'tengo que estudiar'),
      oneOf('', 'a las 6', 'despues'),
    ),
    'routine.today',
  ],
  'costs beyond the price asked': [
    sentence(
      oneOf('hay', 'tiene', 'existen'),
      oneOf('costos extra', 'costos adicionales', 'costes ocultos', 'otros costos'),
      oneOf('despues de pagar?', 'o con ese pago ya tengo todo?', 'aparte del reto?', ''),
    ),
    'price.guarantee',
  ],
  "tomorrow's routine asked as a preview": [
    sentence(
      oneOf('me adelantas', 'me anticipas', 'me adelantás', 'me das un adelanto de'),
      oneOf('que trae mañana?', 'lo de mañana?', 'la rutina de mañana?', 'mañana porfa'),
    ),
    'routine.tomorrow',
  ],
  "tomorrow's routine asked whether it is a short one": [
    sentence(
      oneOf('la de mañana', 'la rutina de mañana', 'lo de mañana'),
      oneOf('es de las cortitas?', 'es de las cortas?', 'es pesada o de las cortitas?'),
    ),
    'routine.tomorrow',
  ],
  // Talking to a relative told beside a question is the member's story (TALKED_TO in
  // topic-evidence.ts turns away only the team's answer).
  'the price asked after telling one talked to a relative': [
    sentence(
      oneOf('hable con mi esposo', 'ya hable con mi mama', 'le escribi a mi hermana', 'hablo con mi pareja'),
      oneOf('y queremos saber', 'y me pregunta', 'y quisieramos saber'),
      oneOf('cuanto cuesta el reto', 'cual es el precio del reto', 'cuanto sale el reto'),
    ),
    'price.guarantee',
  ],
  // "It is not for…" denies what follows it (NEGATION in safety-concepts.ts).
  'the rest days asked after "it is not for" a complaint': [
    sentence(
      oneOf('estoy sanisima,', 'tranqui,', ''),
      oneOf('no es por agotamiento', 'no es por cansancio', 'no es por una lesion', 'no es por mareos'),
      oneOf('ni nada,', ','),
      oneOf('cuando me toca descansar?', 'que dias son de descanso?', 'el dia 14 es descanso verdad?'),
    ),
    'rest.days',
  ],
  // Where the member goes or whom they see (OWN_DAY_VERBS in coach-reading.ts) is their story, not
  // what they ask about.
  "tomorrow's routine asked beside where the member goes": [
    sentence(
      oneOf('', 'mañana temprano', 'pasado el mediodia'),
      oneOf(
        'voy al dentista',
        'salgo mañana a la finca',
        'salgo temprano a la finca',
        'voy a la peluqueria',
        'tengo cita con el abogado',
        'vamos al pueblo',
      ),
      oneOf('que rutina me toca mañana', 'cual es la rutina de mañana', 'que ejercicios son los de mañana'),
    ),
    'routine.tomorrow',
  ],
  // A place named as where the member is, lives, goes or comes from is the member's story
  // (`placesNamed`), and to the time zone its very subject.
  'the time zone told by the places one lives in and whose hour the app shows': [
    sentence(
      oneOf('Estoy en', 'Vivo en', 'Me mude a', 'Ando de viaje en'),
      oneOf('Madrid', 'Lisboa', 'Miami', 'Punta Cana', 'La Paz'),
      oneOf('pero la app me pone la hora de', 'y el reto sigue con la hora de'),
      oneOf('Nueva York', 'Ciudad de Mexico', 'Buenos Aires', 'Santo Domingo'),
      oneOf('', ', como lo cambio?', ', que hago?'),
    ),
    'timezone',
  ],
  "the edition's end asked beside a trip to a named place": [
    sentence(
      oneOf('Me voy de vacaciones a', 'Salgo de viaje a', 'Me mudo a'),
      oneOf('Punta Cana', 'Cartagena', 'San Jose', 'Nueva York'),
      oneOf('a fin de mes,', 'en dos semanas,'),
      oneOf('el reto ya habra terminado para esa fecha?', 'para entonces ya termino el reto?'),
    ),
    'edition.current',
  ],
  'a hello from a named place, or in Caribbean words': [
    fc.oneof(
      sentence(
        oneOf('wepa!', 'hola', 'buenas'),
        oneOf('saludos desde', 'un saludo desde'),
        oneOf('Ponce', 'Santo Domingo', 'Quito'),
      ),
      sentence(oneOf('wepa', 'que vola', 'que bola'), oneOf('', 'emilio', 'asere')),
    ),
    'greeting',
  ],
  "the trainer's training asked of him": [
    sentence(
      oneOf('q estudios tienes', 'cuantos años de experiencia tienes', 'que formacion tienes', 'tienes algun titulo'),
      oneOf('', '?', 'profe?', 'emilio?'),
    ),
    'about.emilio',
  ],
  'marking done told as putting the session down as done': [
    sentence(
      oneOf('hice la rutina', 'termine el entreno', 'ya hice los ejercicios'),
      oneOf('', 'en el gym,', 'afuera,'),
      oneOf('como la pongo como completada?', 'como lo dejo como hecho?', 'donde lo marco como terminado?'),
    ),
    'exercise.done',
  ],
  'every day without a stop, asked': [
    sentence(
      oneOf('tengo que', 'hay que', 'se debe'),
      oneOf('entrenar los 28 dias', 'entrenar todos los dias'),
      oneOf('seguidos?', 'sin parar?', 'de corrido?', 'sin descanso?'),
    ),
    'rest.days',
  ],
  'how it goes, asked with "cómo" after paying': [
    sentence(
      oneOf('ya pague,', 'me inscribi ayer,', 'pana, yo pague anoche,'),
      oneOf('y ahora que?', 'y ahora?'),
      oneOf('como es el tema,', 'como es la cosa,'),
      oneOf('que se hace cada dia?', 'que se hace cada dia y cada semana?'),
    ),
    'challenge.how',
  ],
  "the edition's end asked of the group one is in": [
    sentence(
      oneOf('cuando se acaba', 'cuando termina', 'hasta cuando dura'),
      oneOf('este grupo', 'mi grupo', 'esta tanda', 'esta ronda'),
    ),
    'edition.current',
  ],
  "the day's routine asked beside a meal told as done or as its hour": [
    fc.oneof(
      sentence(
        oneOf('ya desayune,', 'ya comi,', 'ya cene y'),
        oneOf('que tengo que hacer hoy?', 'que ejercicios tocan hoy?'),
      ),
      sentence(
        oneOf('que ejercicios son los de hoy', 'que rutina toca hoy'),
        oneOf('pa hacerlos antes de la cena', 'para hacerla despues del desayuno'),
      ),
    ),
    'routine.today',
  ],
  "what to eat asked by a meal's hour": [
    sentence(
      oneOf('que como', 'que puedo comer', 'que me conviene comer'),
      oneOf('antes de la cena', 'despues del desayuno'),
    ),
    'nutrition',
  ],
  'cardio outdoors instead of the treadmill': [
    sentence(
      oneOf('puedo salir a trotar', 'puedo caminar', 'puedo correr'),
      oneOf('a la rambla', 'en el parque', 'por el malecon', 'en la playa'),
      oneOf('en vez de la cinta?', 'en lugar de la caminadora?', 'despues de entrenar?'),
    ),
    'cardio',
  ],
  "the app's day ahead or behind": [
    sentence(
      oneOf('estoy en caracas y', 'vivo en lima y', ''),
      oneOf('me sale el dia atrasado', 'se adelanta el dia en la app', 'la app me atrasa el dia'),
      oneOf('', ', sera la hora?', ', por que?'),
    ),
    'timezone',
  ],
  'the trainer, however named, asked who he is': [
    fc.oneof(
      sentence(
        oneOf('de donde es', 'quien es', 'cuanto tiempo lleva entrenando gente', 'que experiencia tiene'),
        oneOf('emilio', 'el profe', 'el de los videos', 'el que sale en los videos', 'el tipo de los videos'),
      ),
      sentence(
        oneOf('emilio', 'el profe', 'el de los videos', 'el tipo de los videos'),
        oneOf('es certificado?', 'es el mismo que me responde?', 'sale en insta?', 'estudio algo o es influencer?'),
      ),
    ),
    'about.emilio',
  ],
  'training done that the app does not show done': [
    sentence(
      oneOf('termine la rutina', 'hice todos los ejercicios', 'acabe el entreno de hoy', 'realice la sesion completa'),
      oneOf(
        'pero no me aparece',
        'y no se marca',
        'pero la app dice que no',
        'y el dia sigue en gris',
        'y me dice 3 de 5',
      ),
      oneOf('', 'que hago?', 'y no se por que'),
    ),
    'exercise.done',
  ],
  "the challenge's end, by its date or by what follows it": [
    fc.oneof(
      sentence(
        oneOf('que fecha es', 'cuando es', 'necesito saber'),
        oneOf('el cierre del reto', 'la fecha de fin del reto', 'la fecha de cierre'),
      ),
      sentence(
        oneOf('despues del dia 28', 'cuando se terminen las 4 semanas', 'despues del ultimo video'),
        oneOf('que pasa?', 'se me cierra todo?', 'sigo teniendo los videos?'),
      ),
      sentence(oneOf('en que fecha concluye', 'cuando concluye'), oneOf('el reto actual', 'esta edicion')),
    ),
    'edition.current',
  ],
  "one's progress, going forward or back, or one's record of days in a row": [
    fc.oneof(
      sentence(
        oneOf('estoy avanzando', 'voy al dia', 'voy bien'),
        oneOf('o no?', 'o me he quedado atras?', 'o voy pa atras?'),
      ),
      sentence(oneOf('cual es mi record de dias', 'cuantos dias en fila llevo', 'en que porcentaje ando')),
    ),
    'progress',
  ],
  "the day's or the week's number asked last or between two, and how much is left": [
    fc.oneof(
      sentence(oneOf('hoy es el dia cuanto?', 'estamos en la semana cuanto?')),
      sentence(
        oneOf('hoy es dia', 'voy por el dia', 'estoy en la semana'),
        oneOf('dieciocho o diecinueve?', '2 o 3?', 'dos o tres?'),
      ),
      sentence(
        oneOf('me queda mucho', 'me falta poco', 'cuanto me falta'),
        oneOf('?', 'para el final?', 'para la meta?'),
      ),
    ),
    'challenge.day',
  ],
  'a notice that no longer comes, or comes late': [
    fc.oneof(
      sentence(
        oneOf('ya no me vibra el movil', 'no me avisa', 'ya no me suena el celular'),
        oneOf('para entrenar', 'con el recordatorio', 'que tengo que entrenar'),
      ),
      sentence(
        oneOf('me llegan las alertas', 'el aviso diario me salta', 'el recordatorio me llega'),
        oneOf('tarde', 'a deshora', 'cuando ya termine'),
      ),
    ),
    'app.trouble',
  ],
  'ready to start, asked what with': [
    sentence(
      oneOf('tengo una hora libre,', 'ya me puse las zapatillas,', 'estoy con la colchoneta lista,', ''),
      oneOf('con que le doy ahora?', 'con que empiezo?', 'decime que hago', 'y ahora que', 'que hay para este dia?'),
    ),
    'routine.today',
  ],
  "the next session asked, and tomorrow's by the body's half": [
    fc.oneof(
      sentence(oneOf('cual es', 'que viene en', 'que toca en'), oneOf('la siguiente sesion?', 'la proxima sesion?')),
      sentence(
        oneOf('la sesion de mañana', 'lo de mañana'),
        oneOf('es de tren superior?', 'es tren superior o inferior?'),
      ),
    ),
    'routine.tomorrow',
  ],
  'charged again by itself': [
    sentence(
      oneOf('el cargo se repetira el proximo mes?', 'se me va a volver a cobrar solo?', 'me cobran la siguiente?'),
      oneOf('', 'pague con la tarjeta de mi marido', 'no quiero sorpresas'),
    ),
    'renewal',
  ],
  'the membership cut off, or no longer paid': [
    fc.oneof(
      sentence(
        oneOf('esta es mi ultima ronda,', 'ya no me sirve,', ''),
        oneOf('quiero cortar la membresia', 'como corto la suscripcion?', 'quiero cortar el plan'),
      ),
      sentence(
        oneOf('me quede sin trabajo y', 'se me complico todo y'),
        oneOf('no puedo seguir pagando, como corto?', 'ya no puedo seguir pagando'),
      ),
    ),
    'cancel.refund',
  ],
  'when to breathe, asked of an exercise': [
    sentence(
      oneOf('cuando respiro', 'cuando cojo aire', 'en que momento suelto el aire', 'como respiro'),
      oneOf('en el abdominal', 'en las sentadillas', 'en las flexiones', 'en los abdominales'),
      oneOf('', 'al subir o al bajar?'),
    ),
    'exercise.technique',
  ],
  "what goes on one's plate, or a snack": [
    sentence(
      oneOf('quiero quitarme la barriga,', 'me entra hambre a media tarde,', ''),
      oneOf('que pongo en el plato por la noche?', 'que pico?', 'que meto en el plato?'),
    ),
    'nutrition',
  ],
  'who answers here, asked alone': [
    sentence(
      oneOf('', 'oye,', 'una pregunta,'),
      oneOf(
        'quien me contesta aca?',
        'quien me responde aqui?',
        'quien esta detras de estas respuestas?',
        'con quien estoy hablando ahora mismo?',
      ),
    ),
    'about.emilio',
  ],
  'sent to buy what one holds': [
    sentence(
      oneOf('me manda', 'me lleva', 'me redirige', 'la app me regresa'),
      oneOf('a la pagina de compra', 'al boton de pagar', 'a comprar', 'a la pantalla de pago'),
      oneOf('aunque ya tengo el reto', 'y ya pague', 'cada vez que entro'),
    ),
    'account',
  ],
  'the challenge given as a gift, and signing in': [
    sentence(
      oneOf('me compraron', 'me regalaron', 'mi hermana me pago'),
      oneOf('el reto de regalo,', 'el reto como regalo,', 'el reto de regalo y'),
      oneOf('como entro?', 'no puedo entrar', 'con que correo entro?'),
    ),
    'account',
  ],
  "the subscription cancelled, named as one's account's": [
    sentence(
      oneOf('quiero cancelar', 'como cancelo', 'quiero anular'),
      oneOf('la suscripcion', 'el plan', 'la membresia'),
      oneOf('de mi cuenta', 'de mi usuario', 'de mi perfil'),
    ),
    'cancel.refund',
  ],
  'the sign-up to an edition cancelled': [
    sentence(
      oneOf('quiero anular', 'como cancelo', 'puedo cancelar'),
      oneOf('la inscripcion a', 'mi inscripcion en'),
      oneOf('la proxima edicion', 'la siguiente edicion'),
    ),
    'cancel.refund',
  ],
  'paying with a currency of another world or a payroll card': [
    sentence(
      oneOf('puedo pagar con', 'aceptan', 'se puede pagar el reto con'),
      oneOf('criptomonedas', 'bitcoin', 'usdt', 'la tarjeta de nomina', 'binance'),
    ),
    'payment.methods',
  ],
  'a card told expired when paying': [
    sentence(
      oneOf('me dice que', 'al pagar sale que', 'me aparece que'),
      oneOf('la tarjeta esta vencida', 'mi tarjeta esta caducada', 'la tarjeta ya expiro'),
      oneOf('', 'pero es nueva', 'y no es cierto'),
    ),
    'payment.declined',
  ],
  'leaving asked as a procedure, and the money asked back': [
    sentence(
      oneOf('', 'disculpe,', 'buenas,'),
      oneOf(
        'quisiera solicitar la baja',
        'como pido mi baja',
        'quiero tramitar la baja',
        'como obtengo mi dinero de regreso',
        'quiero la plata de regreso',
      ),
      oneOf('', 'del servicio', 'por favor'),
    ),
    'cancel.refund',
  ],
  'a charge that does not add up, or charges stopped': [
    fc.oneof(
      sentence(
        oneOf('no me cuadra', 'no me cuadran'),
        oneOf('un cobro', 'el cargo', 'los cobros', 'este descuento'),
        oneOf('', 'de ustedes', 'en mi tarjeta'),
      ),
      sentence(
        oneOf('como paro', 'necesito que me quiten', 'quiero detener', 'como corto'),
        oneOf('los pagos', 'el cobro mensual', 'los cargos', 'mis pagos'),
      ),
    ),
    'cancel.refund',
  ],
  'a payment not gone through, in any tense': [
    sentence(
      oneOf('el pago', 'la compra', 'mi pago'),
      oneOf('no se completo', 'no se realizo', 'no se proceso', 'no se completaba'),
      oneOf('', 'pero me descontaron', 'y no se que hacer'),
    ),
    'payment.declined',
  ],
  "one's picture put on the profile": [
    sentence(
      oneOf('como pongo', 'donde subo', 'quiero cambiar', 'no puedo poner'),
      oneOf('mi foto de perfil', 'una foto de perfil', 'la foto de perfil'),
    ),
    'account',
  ],
  "the exercises' pictures not shown": [
    sentence(
      oneOf('no se ven', 'no me cargan', 'no aparecen'),
      oneOf('las imagenes', 'las fotos', 'los videos'),
      oneOf('', 'de los ejercicios', 'en la rutina'),
    ),
    'app.trouble',
  ],
  'a charge that repeats, or a minimum stay, asked of': [
    fc.oneof(
      sentence(
        oneOf('el cargo', 'el cobro', 'el pago'),
        oneOf('se repite', 'se repite cada mes', 'es cada mes'),
        oneOf('', 'o es una sola vez'),
      ),
      sentence(
        oneOf('hay', 'tiene', 'tienen'),
        oneOf('permanencia', 'permanencia minima', 'alguna permanencia'),
        oneOf('', 'o puedo irme cuando quiera'),
      ),
    ),
    'renewal',
  ],
  'bought by mistake': [
    sentence(
      oneOf('compre', 'pague', 'me suscribi a', 'me inscribi en'),
      oneOf('el reto', 'el programa', 'dos meses', ''),
      oneOf('por error', 'sin darme cuenta', 'por equivocacion', 'por accidente'),
      oneOf('', ', que hago', ', me lo devuelven?'),
    ),
    'cancel.refund',
  ],
  'the money paid got back, told as recovering it': [
    sentence(
      oneOf('', 'no me gusto el reto,', 'si no me convence,', 'oye'),
      oneOf('puedo recuperar', 'quiero recuperar', 'como recupero', 'se puede recobrar'),
      oneOf('mi dinero', 'el dinero', 'mi plata', 'lo que pague', 'el pago', 'lo que me cobraron'),
    ),
    'cancel.refund',
  ],
  'a charge counted twice, the double named first': [
    sentence(
      oneOf('me llego', 'tengo', 'veo', 'hay'),
      oneOf('un doble cobro', 'doble cargo', 'un pago duplicado', 'un cobro duplicado'),
      oneOf('', 'en mi tarjeta', 'del reto', 'este mes'),
    ),
    'cancel.refund',
  ],
  'the team not answering what was sent': [
    sentence(
      oneOf('', 'hola', 'oigan'),
      oneOf('no me responden', 'no me contestan', 'no me han contestado', 'no nos responden'),
      oneOf('', 'los correos', 'mis correos', 'los emails'),
    ),
    'human',
  ],
  'when the next charge comes, asked of it': [
    sentence(
      oneOf('cuando se me cobra', 'cuando me carga', 'cuando se cobra', 'cuando me cargan'),
      oneOf('la siguiente', 'el siguiente mes', 'la renovacion', 'otra vez'),
    ),
    'renewal',
  ],
  'a lower price asked for': [
    sentence(
      oneOf('hay', 'tienen', 'existe algun', 'me dan'),
      oneOf('descuento', 'cupon de descuento', 'codigo promocional', 'alguna promocion'),
      oneOf('', 'para estudiantes', 'para jubilados', 'este mes'),
    ),
    'price.guarantee',
  ],
  'charged for what one did not buy, told after the charge': [
    sentence(
      oneOf('me cobraron', 'me cargaron', 'me descontaron'),
      oneOf('', 'el reto', '50 euros'),
      oneOf('y yo no compre nada', 'pero no pedi nada', 'y no autorice nada'),
    ),
    'cancel.refund',
  ],
  "the bank's check asked of the payer": [
    sentence(
      oneOf('me pide', 'me dice que tengo que', 'me sale que debo'),
      oneOf('verificar', 'confirmar', 'autorizar'),
      oneOf('con el banco', 'en mi banco', 'con mi banco'),
    ),
    'payment.declined',
  ],
  "one's data asked for, to take away": [
    sentence(
      oneOf('como', 'donde', 'puedo'),
      oneOf('descargo', 'descargar', 'exporto', 'exportar'),
      oneOf('mis datos', 'todos mis datos'),
    ),
    'account',
  ],
  'the app stuck on its own first screens': [
    sentence(
      oneOf('la app', 'la aplicacion'),
      oneOf('', 'en mi android', 'en el iphone'),
      oneOf('se queda en la pantalla de carga', 'no pasa de la pantalla de inicio', 'se traba en la pagina de acceso'),
    ),
    'app.trouble',
  ],
  'a card refused, the bank already asked': [
    sentence(
      oneOf('la tarjeta no pasa', 'me rechazan el pago', 'el pago sale rechazado'),
      oneOf('y ya hable con el banco', 'pero llame al banco', 'y hable con mi banco'),
      oneOf('', 'y dicen que esta todo bien', 'y no saben que pasa'),
    ),
    'payment.declined',
  ],
  'access kept after the end, asked by its length': [
    sentence(
      oneOf('cuanto tiempo', 'cuantos dias', 'hasta cuando'),
      oneOf('tengo acceso', 'tendre acceso', 'tendria acceso'),
      oneOf('', 'despues del reto', 'cuando termine'),
    ),
    'edition.current',
  ],
  "the charge's rhythm, asked of the challenge's cycle": [
    sentence(
      oneOf('me cobran cada 28 dias', 'se cobra cada edicion', 'me van a cobrar cada 28 dias'),
      oneOf('', '?', 'o solo una vez'),
    ),
    'renewal',
  ],
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
      oneOf('me toca descansar?', 'toca descanso?', 'es mi dia de descanso?'),
    ),
    'rest.days',
  ],
  // (Tomorrow asked between rest and training is tomorrow's routine, whose answer says which.)
  'tomorrow asked whether it is a rest or a training day': [
    sentence(
      oneOf('', 'oye', 'emilio'),
      oneOf('mañana descanso o entreno?', 'manana descaso o entreno', 'mañana toca descanso o rutina?'),
    ),
    'routine.tomorrow',
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
  // The product's features the coach has no topic of (the group, the messages, reviews, the
  // check-in): the team answers them.
  "the edition's group and its posts": [
    sentence(
      oneOf('como', 'donde', 'oye, donde', 'oye, como'),
      oneOf('escribo en', 'publico en', 'comento en', 'veo las fotos de', 'subo una foto a', 'silencio'),
      oneOf('el grupo', 'el grupo del reto', 'mi grupo', 'la comunidad', 'el grupo de mi edicion'),
      oneOf('', '?', 'porfa'),
    ),
    'human',
  ],
  'the next group of members, which is the next edition': [
    sentence(
      oneOf('cuando empieza', 'cuando inicia', 'para cuando', 'cuando abren'),
      oneOf('el proximo grupo', 'el siguiente grupo', 'el nuevo grupo', 'otro grupo'),
      oneOf('', '?', 'que me perdi este'),
    ),
    'edition.next',
  ],
  'a message to the coach': [
    sentence(
      oneOf('como le mando un mensaje', 'como le escribo', 'le escribi', 'donde veo los mensajes'),
      oneOf('al coach', 'al entrenador', 'a emilio', 'con el entrenador'),
      oneOf('', 'por privado', 'y no me contesta', '?'),
    ),
    'human',
  ],
  'a review and its badge': [
    sentence(
      oneOf('como dejo', 'donde escribo', 'donde pongo', 'quiero dejar', 'no aparece'),
      oneOf('mi reseña', 'una reseña', 'mi opinion del reto', 'mi reseña del reto'),
      oneOf('', '?', 'con compra verificada'),
    ),
    'human',
  ],
  'the satisfaction check-in': [
    sentence(
      oneOf('donde contesto', 'como respondo', 'me llego', 'el enlace de'),
      oneOf('la encuesta', 'la encuesta de satisfaccion', 'las dos preguntas del reto'),
      oneOf('', '?', 'y dice que expiro'),
    ),
    'human',
  ],
  "a message of the group's, the photos' or the reviews' services quoted": [
    sentence(
      oneOf('me sale', 'dice', 'me aparece', 'sale esto:'),
      oneOf(
        'La imagen no puede superar los 5 MB',
        'La imagen debe ser JPEG, PNG o WebP',
        'Foto no encontrada',
        'Grupo no encontrado',
        'Estás publicando muy seguido',
        'Conversación no encontrada',
        'Reseña no encontrada',
      ),
    ),
    'app.trouble',
  ],
  "a message of the account's service quoted": [
    sentence(
      oneOf('me sale', 'dice', 'me aparece', 'al registrarme sale'),
      oneOf(
        'El email ya está registrado',
        'Usuario o contraseña incorrectos',
        'El nombre de usuario ya está registrado',
        'Tu email ya está verificado',
        'Verifica tu correo electrónico',
      ),
      oneOf('', 'que hago', '??'),
    ),
    'account',
  ],
  'the day and the edition asked in English': [
    sentence(
      oneOf('', 'hey', 'emilio'),
      oneOf("what's tomorrow's workout", 'whats tomorrows workout', "tomorrow's workout?"),
    ),
    'routine.tomorrow',
  ],
  'the days left asked in English': [
    sentence(oneOf('', 'hey', 'emilio'), oneOf('how many days are left', 'how many days left', 'days left?')),
    'challenge.day',
  ],
  "the current edition's end asked in English": [
    sentence(
      oneOf('when does', 'when will'),
      oneOf('my current challenge', 'my challenge', 'the current challenge'),
      oneOf('end', 'end?', 'finish'),
    ),
    'edition.current',
  ],
  'the time zone asked in English': [
    sentence(
      oneOf('how do i change', 'how can i change', 'change'),
      oneOf('my timezone', 'my time zone', 'the timezone'),
    ),
    'timezone',
  ],
  'the next edition named by its month': [
    sentence(
      oneOf('cuando empieza', 'cuando arranca', 'cuando comienza'),
      oneOf('el de', 'el reto de', 'la edicion de'),
      oneOf('enero', 'febrero', 'marzo', 'septiembre', 'diciembre'),
    ),
    'edition.next',
  ],
  'the equipment the challenge needs': [
    sentence(
      oneOf('necesito', 'hace falta', 'hay que comprar', 'tengo que comprar'),
      oneOf('pesas', 'mancuernas', 'bandas', 'una colchoneta'),
      oneOf('para el reto?', 'o con mi cuerpo basta?', '?'),
    ),
    'challenge.how',
  ],
  'the reminders not wanted any more': [
    sentence(
      oneOf('como dejo de recibir', 'no quiero recibir', 'ya no quiero recibir'),
      oneOf('los correos de recordatorio', 'los mails de recordatorio', 'los recordatorios', 'las notificaciones'),
    ),
    'app.trouble',
  ],
  'a wallet or bank transfer of Latin America': [
    sentence(
      oneOf('puedo pagar con', 'se puede pagar con', 'aceptan', 'pagan con'),
      oneOf('yape', 'Yape', 'plin', 'Nequi', 'pse', 'zelle', 'apple pay', 'google pay'),
      oneOf('', '?', 'porfa'),
    ),
    'payment.methods',
  ],
  "the app's icon gone, a crash, the data it uses": [
    sentence(
      oneOf(
        'se me borro el icono de la app',
        'the app keeps crashing',
        'los videos gastan muchos datos',
        'la app consume muchos megas',
      ),
      oneOf('', 'que hago', '??'),
    ),
    'app.trouble',
  ],
  'a polite preamble before the question': [
    sentence(
      oneOf(
        'disculpe la molestia,',
        'perdon por la molestia,',
        'disculpa las molestias,',
        'buenas, perdone la molestia',
      ),
      oneOf('que me toca hoy?', 'cual es la rutina de hoy?', 'que ejercicios tengo hoy'),
    ),
    'routine.today',
  ],
  'punctuation said aloud to the dictation': [
    sentence(
      oneOf('coma', '', 'oye'),
      oneOf('que toca mañana', 'que rutina toca mañana'),
      oneOf('signo de interrogacion', 'punto y seguido', 'cierra interrogacion', 'dos puntos gracias'),
    ),
    'routine.tomorrow',
  ],
  'a day trained late': [
    sentence(
      oneOf('puedo entrenar', 'puedo hacer la rutina', 'esta bien entrenar'),
      oneOf('atrasado', 'atrasada', 'un dia atrasado'),
      oneOf('o solo el de hoy?', '?', ''),
    ),
    'skip.day',
  ],
  'refused as the web says it': [
    sentence(
      oneOf('me aparece', 'me sale', 'dice'),
      oneOf('error 401', 'error 403', 'unauthorized'),
      oneOf('cuando entro', 'al entrar', ''),
    ),
    'account',
  ],
  'a card that does not admit the payment': [
    sentence(
      oneOf('dice que', 'me sale que', ''),
      oneOf('la tarjeta', 'mi tarjeta', 'mi visa'),
      oneOf('no admite pagos internacionales', 'no admite el pago', 'no admite compras en linea'),
    ),
    'payment.declined',
  ],
  'reminders still coming after the end': [
    sentence(
      oneOf('me llegan recordatorios', 'me siguen llegando notificaciones', 'me llegan avisos'),
      oneOf('todos los dias', ''),
      oneOf('y ya termine el reto', 'y el reto ya acabo', 'aunque ya termino mi edicion'),
    ),
    'app.trouble',
  ],
  'a charge to come if one does not cancel': [
    sentence(
      oneOf('si no cancelo', 'si no lo cancelo', 'si no me doy de baja'),
      oneOf('se me cobra solo', 'me cobran solos', 'se renueva solo'),
      oneOf('el siguiente reto?', 'el proximo mes?', '?'),
    ),
    'renewal',
  ],
  'today and tomorrow said with a diminutive': [
    sentence(oneOf('que me toca hoycito?', 'que nomas toca hoycito', 'hoycito que rutina hay')),
    'routine.today',
  ],
  "tomorrow's routine said with a diminutive": [
    sentence(oneOf('ya estara la rutina de', 'que toca', 'cual es el entreno de'), oneOf('mañanita?', 'mañanita')),
    'routine.tomorrow',
  ],
  'the time one has a day': [
    sentence(
      oneOf(
        'tengo 30 minutos al dia,',
        'tengo una hora al dia,',
        'solo tengo media hora por dia,',
        'tengo 45 min al dia',
      ),
      oneOf('me alcanza para el reto?', 'me alcanza?', 'sirve para hacer el reto?'),
    ),
    'challenge.how',
  ],
  'whom it is for, by age told plainly': [
    sentence(
      oneOf('soy jubilada,', 'soy jubilado,', 'ya estoy grande,'),
      oneOf('el reto es para alguien de mi edad?', 'sirve para gente mayor?', 'es para personas de mi edad?'),
    ),
    'challenge.how',
  ],
  'the routines a week': [
    sentence(
      oneOf('son 6 rutinas por semana o 7?', 'cuantas rutinas por semana son?', 'son 5 sesiones a la semana?'),
      oneOf('', 'emilio'),
    ),
    'challenge.how',
  ],
  'the other edition, or the one after buying': [
    sentence(
      oneOf('dime a ver', 'oye', ''),
      oneOf(
        'cuando empieza el otro',
        'si compro hoy, cuando arranco?',
        'si pago ahora cuando empiezo?',
        'si me inscribo hoy cuando empiezo?',
      ),
    ),
    'edition.next',
  ],
  "money in Spain's slang": [
    sentence(
      oneOf('cuanto vale en pavos?', 'cuantos pavos cuesta el reto?', 'el reto cuantos pavos son?'),
      oneOf('', 'tio'),
    ),
    'price.guarantee',
  ],
  'days spent away': [
    sentence(
      oneOf('estuve de viaje', 'he estado fuera', 'estuve sin poder entrenar'),
      oneOf('2 dias,', 'tres dias,', 'toda la semana,'),
      oneOf('que hago con esos dias?', 'como los recupero?', 'ahora que hago?'),
    ),
    'skip.day',
  ],
  'the hour the day unlocks, with whom between': [
    sentence(
      oneOf('la rutina', 'el dia', 'el reto'),
      oneOf('se me desbloquea', 'se nos actualiza', 'se me actualiza'),
      oneOf('a las 6 de la tarde', 'a las 5', 'a las 11 de la noche'),
      oneOf('por que?', '', 'es normal?'),
    ),
    'timezone',
  ],
  'the emergency sign-in link': [
    sentence(
      oneOf(
        'me llego un enlace de acceso de 15 minutos',
        'que es el link de acceso que me mandaron',
        'el enlace de acceso dura 15 minutos?',
      ),
      oneOf('', 'que es', 'no lo pedi'),
    ),
    'account',
  ],
  'not knowing which address one signed up with': [
    sentence(
      oneOf('no se si me registre con', 'no se con cual correo me registre,', 'no se si entre con'),
      oneOf('gmail o con hotmail', 'mi correo del trabajo', 'el correo viejo'),
    ),
    'account',
  ],
  "the app's browser, its videos' version, a reminder's hour, a button not shown": [
    sentence(
      oneOf(
        'en que navegador funciona mejor la app',
        'como cambio los videos a la version de mujer',
        'como pongo los videos en version hombre',
        'el recordatorio me llega a las 3 am',
        'la app no me muestra el boton de instalar',
        'quiero cambiar la hora del recordatorio a las 6',
      ),
      oneOf('', '?', 'porfa'),
    ),
    'app.trouble',
  ],
  "the bank's code to pay": [
    sentence(
      oneOf(
        'el banco me manda un codigo por sms para pagar',
        'me piden una clave para confirmar el pago',
        'el banco me pide un codigo para pagar',
      ),
      oneOf('y nunca llega', 'y no me llega', 'y falla'),
    ),
    'payment.declined',
  ],
  // A charge strange by its name, or asked whether it is ours.
  'a charge strange by its name or asked whether it is ours': [
    sentence(
      oneOf('en el resumen', 'en mi estado de cuenta', 'en la tarjeta', 'en el extracto'),
      oneOf('sale', 'me aparece', 'veo', 'hay'),
      oneOf(
        'un cobro con un nombre rarisimo',
        'un cargo medio raro',
        'un cobro extraño',
        'un cargo con un nombre raro',
      ),
      oneOf(', es de ustedes?', ', son ustedes?', 'que no se que es', ', es del reto?'),
    ),
    'cancel.refund',
  ],
  'a dispute with the bank': [
    sentence(
      oneOf('abri una disputa con el banco,', 'hice un contracargo,', 'puse una disputa por el cobro,'),
      oneOf('pierdo el acceso?', 'que pasa con mi reto?', 'me devuelven?'),
    ),
    'cancel.refund',
  ],
  "the checkout's refusals of a card quoted": [
    sentence(
      oneOf('me sale', 'dice', 'al pagar sale'),
      oneOf(
        'El número de tarjeta no es válido',
        'La fecha de vencimiento no es válida',
        'El código de seguridad no es válido',
        'Tu tarjeta fue rechazada',
      ),
    ),
    'payment.declined',
  ],
  "the time zone's refusal quoted": [
    sentence(
      oneOf('me sale', 'dice', 'al cambiarla sale'),
      oneOf('Zona horaria no soportada', 'zona horaria no soportada'),
    ),
    'timezone',
  ],
  'the rest day as the reminder says it': [
    sentence(
      oneOf('me sale', 'me llego', 'dice'),
      oneOf('Hoy descansas,', 'hoy descansas'),
      oneOf('entonces hoy no entreno?', 'o si entreno?', ''),
    ),
    'rest.days',
  ],
  'what to eat on a rest day': [
    sentence(
      oneOf('que como', 'cuantas calorias como', 'la dieta cambia'),
      oneOf('el dia de descanso?', 'en los dias de descanso?'),
    ),
    'nutrition',
  ],
  'turning the renewal back on': [
    sentence(
      oneOf('como reactivo', 'quiero reactivar', 'puedo reactivar'),
      oneOf('la renovacion que cancele', 'la renovacion', 'mi renovacion automatica'),
    ),
    'renewal',
  ],
  "one's own end told after a start date": [
    sentence(
      oneOf('si empece el lunes 2,', 'si arranque el 3,', 'empece el 1,'),
      oneOf('termino el 29?', 'acabo el 30?', 'termino el dia 28?'),
    ),
    'edition.current',
  ],
  'which of two days': [
    sentence(
      oneOf('hoy es el dia', 'estoy en el dia', 'voy en el dia'),
      oneOf('15 o el 16', '3 o 4', '20 o el 21'),
      oneOf('del reto?', '?'),
    ),
    'challenge.day',
  ],
  'days gone by': [
    sentence(
      oneOf('se me pasaron', 'ya se me pasaron'),
      oneOf('3 dias,', 'dos dias,', 'cuatro dias,'),
      oneOf('empiezo de cero?', 'que hago?', 'pierdo la racha?'),
    ),
    'skip.day',
  ],
  'how heavy': [
    sentence(
      oneOf(
        'las elevaciones laterales',
        'el remo con mochila',
        'el press de hombros con botellas',
        'el curl de biceps',
      ),
      oneOf('de cuanto peso?', 'con cuanto peso?', 'de cuanto?', 'cuantos kilos?'),
    ),
    'exercise.technique',
  ],
  'a code named in English, a link already used': [
    sentence(
      oneOf('ayuda', 'oye', ''),
      oneOf(
        'no me llega el code',
        'el code no me llega',
        'el enlace para confirmar mi correo ya se uso',
        'el link de verificar mi correo ya fue usado',
      ),
    ),
    'account',
  ],
  'the mails in another language, a dark mode': [
    sentence(
      oneOf(
        'el correo del reto me llega en ingles',
        'los mails me llegan en ingles',
        'como activo el modo oscuro',
        'la app tiene modo oscuro?',
      ),
      oneOf('', 'porfa'),
    ),
    'app.trouble',
  ],
  'a payment left pending': [
    sentence(
      oneOf('el pago', 'mi pago', 'la compra'),
      oneOf('se quedo en pendiente', 'sigue en estado pendiente', 'se quedo en proceso'),
      oneOf('desde ayer', 'hace 2 horas', ''),
    ),
    'payment.declined',
  ],
  'a post of the group taken down': [
    sentence(
      oneOf(
        'borraron mi publicacion del grupo',
        'desaparecio mi publicacion del grupo',
        'ocultaron mi comentario del grupo',
      ),
      oneOf('por que?', ''),
    ),
    'human',
  ],
  'leaving the group, not the challenge': [
    sentence(
      oneOf('quiero salirme del grupo', 'como me salgo del grupo', 'puedo irme del grupo'),
      oneOf('pero seguir en el reto', 'sin dejar el reto', '?'),
    ),
    'human',
  ],
  "the check-in's mail quoted": [
    sentence(
      oneOf('me llego un correo que dice', 'me llego', 'que es el mail de'),
      oneOf('Dos preguntas sobre tu reto', 'dos preguntas sobre tu reto'),
      oneOf('', '?', 'que es'),
    ),
    'human',
  ],
  "the app's diagnostic page, which the coach's answer names": [
    sentence(
      oneOf(
        'la pagina de diagnostico',
        'abri /diagnostic y',
        'hice lo de la pagina de diagnostico y',
        'ya use /diagnostic,',
      ),
      oneOf('no me sirvio, sigue sin cargar', 'la app sigue sin cargar', 'el video sigue sin verse'),
    ),
    'app.trouble',
  ],
  "the videos' version asked by who shows the exercises": [
    sentence(
      oneOf('', 'hola,', 'oye'),
      oneOf(
        'hay version femenina de los ejercicios?',
        'donde pongo la version masculina de los videos',
        'donde elijo ver al chico o a la chica en los videos',
        'quiero ver los videos con la entrenadora',
        'puedo ver los ejercicios con el hombre o la mujer?',
      ),
    ),
    'app.trouble',
  ],
  'a reading or hearing aid asked of the app': [
    sentence(
      oneOf('', 'no veo bien,', 'soy mayor,', 'uso lentes,'),
      oneOf(
        'la letra es muy chiquita, se puede agrandar?',
        'hay modo de alto contraste en la app?',
        'las letras de la app se ven pequeñas',
        'los videos tienen subtitulos?',
        'funciona con lector de pantalla?',
      ),
    ),
    'app.trouble',
  ],
  'the challenge bought for someone else: a gift, a family, a company': [
    sentence(
      oneOf('', 'hola,', 'una pregunta,'),
      oneOf(
        'quiero regalarle el reto a mi mama',
        'se puede regalar el programa',
        'hay plan familiar',
        'queremos comprar el reto para 20 empleados',
        'tienen planes para empresas',
      ),
      oneOf('', '?', 'por favor'),
    ),
    'human',
  ],
  'a trial before paying': [
    sentence(
      oneOf('', 'antes de comprar,', 'hola,'),
      oneOf(
        'hay prueba gratis?',
        'tienen periodo de prueba?',
        'puedo probar unos dias sin pagar?',
        'hay dias de prueba?',
      ),
    ),
    'price.guarantee',
  ],
  "a copy of one's data": [
    sentence(
      oneOf('me pueden mandar', 'quiero', 'como pido', 'necesito'),
      oneOf('una copia de mis datos', 'copia de mis datos', 'una copia de los datos de mi cuenta'),
    ),
    'account',
  ],
  'a refund told as done': [
    sentence(
      oneOf('me devolvieron el dinero,', 'ya me devolvieron la plata,', 'me devolvio el pago el reto,'),
      oneOf('sigo teniendo acceso?', 'puedo seguir entrando?', 'y ahora?'),
    ),
    'cancel.refund',
  ],
  'rest named alone': [sentence(oneOf('', 'y', 'dias de'), oneOf('descanso', 'descansos')), 'rest.days'],
  'the hour named alone': [sentence(oneOf('', 'y la', 'la'), oneOf('hora', 'horario', 'zona horaria')), 'timezone'],
  'the account named alone': [
    sentence(oneOf('', 'mi', 'la'), oneOf('clave', 'contraseña', 'usuario'), oneOf('', 'olvidada', 'no')),
    'account',
  ],
  'the app named alone with its fault': [
    sentence(oneOf('', 'los', 'la'), oneOf('videos', 'app'), oneOf('no', 'mal', 'lenta', 'falla')),
    'app.trouble',
  ],
  'the hour of a place the app goes by': [
    sentence(
      oneOf('', 'vivo lejos,', 'una duda,'),
      oneOf('que hora es alla en', 'la app me pone la hora de', 'me sale la hora de', 'la app usa la hora de'),
      oneOf('españa', 'madrid', 'mexico', 'lima', 'bogota', 'buenos aires'),
    ),
    'timezone',
  ],
  'whom the challenge is for, asked of someone else': [
    sentence(
      oneOf('esto sirve', 'el reto sirve', 'funciona'),
      oneOf(
        'para alguien que nunca ha hecho ejercicio?',
        'para alguien sedentario?',
        'para mi mama que nunca hizo deporte?',
      ),
    ),
    'challenge.how',
  ],
  'who teaches the challenge': [
    sentence(
      oneOf('', 'hola,', 'antes de comprar,'),
      oneOf(
        'quien es el que da las clases?',
        'quien da los videos?',
        'quien imparte las rutinas?',
        'quien grabo los ejercicios?',
      ),
    ),
    'about.emilio',
  ],
  'the languages the coach speaks': [
    sentence(
      oneOf('', 'emilio,', 'oye'),
      oneOf('hablas', 'entiendes', 'sabes'),
      oneOf('ingles?', 'portugues?', 'otro idioma?'),
    ),
    'about.emilio',
  ],
  'checking the coach is there': [
    sentence(oneOf('', 'emilio', 'oye'), oneOf('me escuchas?', 'me oyes?', 'estas ahi?')),
    'greeting',
  ],
  'the challenge asked by a visitor who saw it on a network': [
    sentence(
      oneOf('que es el reto?', 'de que se trata el reto?', 'como funciona el reto?'),
      oneOf('lo vi en instagram', 'lo vi en tiktok', 'vi un anuncio en facebook'),
    ),
    'challenge.how',
  ],
  'the challenge compared with another way to train': [
    sentence(
      oneOf('en que se diferencia', 'que diferencia hay', 'como se diferencia'),
      oneOf('de las rutinas de youtube', 'con ir al gimnasio', 'de entrenar solo', 'con otros programas'),
    ),
    'challenge.how',
  ],
  'done for the day, announced': [
    sentence(
      oneOf('termine!', 'ya', 'listo emilio,', 'bueno'),
      oneOf('listo por hoy', 'lista por hoy', 'termine por hoy', 'acabe todo por hoy'),
    ),
    'exercise.done',
  ],
  "who sees what is one's own": [
    sentence(
      oneOf('', 'una duda,', 'me da pena,'),
      oneOf('quien puede ver', 'quienes ven', 'los demas ven', 'todos pueden ver'),
      oneOf('mi progreso?', 'mis fotos?', 'mi racha?', 'mis fotos de antes y despues?'),
    ),
    'account',
  ],
  'a card refused as not valid': [
    sentence(
      oneOf('la tarjeta', 'mi tarjeta', 'el pago'),
      oneOf('no es valida', 'no valida', 'dice no valida'),
      oneOf('', '?', 'y tengo saldo'),
    ),
    'payment.declined',
  ],
  "an exercise's gaze and tempo": [
    sentence(
      oneOf('las sentadillas', 'el mountain climber', 'la plancha', 'las flexiones'),
      oneOf('rapido o lento?', 'a que ritmo?', 'donde miro?', 'hacia donde miro?'),
    ),
    'exercise.technique',
  ],
  "an invoice for one's expenses": [
    sentence(
      oneOf('necesito factura', 'me dan factura', 'quiero la factura'),
      oneOf('con mi RUT', 'para rendir el gasto', 'para mis gastos del trabajo', 'con RUT para la rendicion'),
    ),
    'invoices',
  ],
  'another day in a far country': [
    sentence(
      oneOf('la app me dice que hoy es otro dia,', 'me sale que es otro dia,', 'la app marca otro dia,'),
      oneOf('vivo en australia', 'estoy en japon', 'vivo en francia', 'estoy en alemania'),
    ),
    'timezone',
  ],
  'what is done today, asked of no one': [
    sentence(oneOf('que se hace hoy', 'k ase oy', 'q se hace hoy', 'que hace hoy')),
    'routine.today',
  ],
  'what changed since another edition, and how many take it': [
    sentence(
      oneOf('', 'hice el reto el año pasado,', 'ya lo hice antes,'),
      oneOf(
        'que ha cambiado en el reto?',
        'que cambio en esta edicion?',
        'cuantas personas hacen el reto?',
        'cuanta gente hace el reto?',
      ),
    ),
    'challenge.how',
  ],
  'the hour the day changes, said in words': [
    sentence(
      oneOf('la rutina se abre a las', 'el dia cambia a las', 'la rutina se desbloquea a las'),
      oneOf('once', 'doce', 'una'),
      oneOf('', 'de la noche?', '?'),
    ),
    'timezone',
  ],
  'the hour first, then the day that changes': [
    sentence(
      oneOf('a las doce', 'a las once', 'a las 12'),
      oneOf('cambia el dia', 'se abre la rutina', 'empieza el dia'),
      oneOf('', 'del reto?', '?'),
    ),
    'timezone',
  ],
  "a reminder's hour said in words": [
    sentence(
      oneOf('el recordatorio me llega a las', 'el aviso suena a las', 'la notificacion me llega a las'),
      oneOf('once', 'seis', 'diez'),
      oneOf('y lo quiero a las siete', 'como lo cambio', ''),
    ),
    'app.trouble',
  ],
  'the videos on a TV': [
    sentence(
      oneOf('puedo ver los videos', 'se pueden ver las rutinas', 'como pongo los videos'),
      oneOf(
        'en la tele',
        'en el televisor',
        'en la television',
        'con chromecast',
        'en la smart tv',
        'en mi smart tv',
        'en la tv',
      ),
    ),
    'app.trouble',
  ],
  'whether paying is safe': [
    sentence(
      oneOf(
        'es seguro pagar con tarjeta',
        'es seguro pagar aqui',
        'es seguro poner mi tarjeta',
        'que tan seguro es pagar con paypal',
      ),
      oneOf('', '?', 'en la pagina?'),
    ),
    'payment.methods',
  ],
  'what the programme holds, counted': [
    sentence(
      oneOf('', 'hola', 'oye', 'una duda,'),
      oneOf('cuantas rutinas', 'cuantos entrenos', 'cuantas sesiones', 'cuantos videos'),
      oneOf('hay', 'trae', 'tiene'),
      oneOf('por semana', 'el programa', 'el reto', 'cada semana'),
      oneOf('', '?'),
    ),
    'challenge.how',
  ],
  "the programme's length, place and needs": [
    sentence(
      oneOf(
        'las rutinas son de cuanto tiempo',
        'de cuanto tiempo son las rutinas',
        'el reto es para hacer en casa o en el gym',
        'se hace en casa o en gimnasio',
        'que necesito tener para las rutinas',
        'que necesito comprar para el reto',
      ),
      oneOf('', '?', 'mas o menos', 'porfa'),
    ),
    'challenge.how',
  ],
  "one's own edition, by its start or its number": [
    sentence(
      oneOf('', 'oye', 'perdon,'),
      oneOf(
        'cuando empezo mi edicion',
        'que edicion es la mia',
        'en que edicion estoy',
        'cual es el numero de mi edicion',
      ),
      oneOf('', '?', 'no me acuerdo', 'la 5?'),
    ),
    'edition.current',
  ],
  'how much longer one can get in': [
    sentence(
      oneOf('cuanto tiempo mas puedo', 'cuanto tiempo voy a poder', 'cuanto tiempo tengo para'),
      oneOf('ver los videos', 'entrar a la app', 'usar las rutinas', 'entrar a ver las rutinas'),
      oneOf('', '?'),
    ),
    'edition.current',
  ],
  'the days gone of the challenge itself': [
    sentence(
      oneOf('cuantos dias llevo', 'cuantos dias van', 'cuantos dias llevamos'),
      oneOf('del reto', 'del programa', 'en el reto'),
      oneOf('', '?'),
    ),
    'challenge.day',
  ],
  'a day not completed, with words between': [
    sentence(
      oneOf('que pasa', 'que hago'),
      oneOf('si un dia no', 'si algun dia no', 'si un dia de estos no', 'si mañana no'),
      oneOf('completo la rutina', 'termino el entreno', 'hago la rutina', 'entreno'),
      oneOf('', '?'),
    ),
    'skip.day',
  ],
  'the challenge bought twice': [
    sentence(
      oneOf('compre', 'pague', 'me cobraron', 'me descontaron', 'me cargaron'),
      oneOf('el reto', 'la inscripcion', ''),
      oneOf('dos veces', 'por duplicado', 'doble'),
      oneOf('', 'por error', 'sin querer'),
      oneOf('', 'que hago?', 'me devuelven uno?'),
    ),
    'cancel.refund',
  ],
  'the address to verify': [
    sentence(
      oneOf('me sale verifica tu email', 'no puedo verificar mi correo', 'me llego el correo para verificar'),
      oneOf('pero ya lo verifique', 'pero el link me manda al inicio', ''),
    ),
    'account',
  ],
  'the group and the messages, whatever one does there': [
    sentence(
      oneOf('como', 'donde'),
      oneOf(
        'entro al grupo',
        'subo mi foto de progreso al grupo',
        'comparto mi racha en el grupo',
        'veo los mensajes del coach',
      ),
      oneOf('', 'del reto', '?'),
    ),
    'human',
  ],
  'cardio outdoors': [
    sentence(
      oneOf('puedo hacer el cardio', 'el cardio lo puedo hacer', 'puedo hacer la caminata'),
      oneOf('en la calle', 'en el parque', 'afuera'),
      oneOf('', 'en vez de la cinta', '?'),
    ),
    'cardio',
  ],
  "a day's routine moved to another day": [
    sentence(
      oneOf('que pasa si hago', 'puedo hacer', 'y si hago'),
      oneOf('la rutina de hoy', 'la de hoy', 'el entreno de hoy', 'la rutina de ayer'),
      oneOf('mañana', 'otro dia', 'al dia siguiente'),
      oneOf('', '?'),
    ),
    'skip.day',
  ],
  'which way an exercise moves': [
    sentence(
      oneOf('el lunge', 'la zancada', 'las zancadas', 'la patada de gluteo'),
      oneOf('hacia atras o adelante', 'es hacia atras', 'va hacia adelante', 'arriba o abajo'),
      oneOf('', '?'),
    ),
    'exercise.technique',
  ],
  'how long one routine lasts': [
    sentence(
      oneOf('cuanto dura', 'cuanto tarda', 'cuanto toma'),
      oneOf('cada rutina', 'la rutina', 'una sesion', 'cada entreno'),
      oneOf('', '?', 'mas o menos'),
    ),
    'challenge.how',
  ],
  'the page answering with an error code': [
    sentence(
      oneOf('la pagina', 'la app', 'la web'),
      oneOf('dice', 'me da', 'marca'),
      oneOf('404', '500', 'error 503'),
      oneOf('', '?'),
    ),
    'app.trouble',
  ],
  'signing in with an address of a provider': [
    sentence(
      oneOf('no puedo entrar', 'no me deja entrar', 'no puedo iniciar sesion'),
      oneOf('con mi correo de gmail', 'con mi cuenta de google', 'con el email de hotmail'),
      oneOf('', '?'),
    ),
    'account',
  ],
  'a day of the challenge named alone': [
    sentence(oneOf('', 'y el', 'voy en el'), oneOf('dia 14', 'dia 3', 'dia 27', 'day 5')),
    'challenge.day',
  ], // The thirteenth set's classes (2026-11-30): support as members tell it.
  'an address verified, with the "-qué" spelling of the verb': [
    sentence(
      oneOf('ya verifique', 'verifique', 'hoy verifique'),
      oneOf('mi correo', 'el email', 'mi mail', 'la cuenta'),
      oneOf('y me sigue diciendo que no', 'pero no me deja entrar', 'desde la compu', '?'),
    ),
    'account',
  ],
  'a card or one’s details used by someone else': [
    sentence(
      oneOf('alguien uso', 'otra persona uso', 'un desconocido uso', 'no se quien uso'),
      oneOf('mi tarjeta', 'mis tarjetas'),
      oneOf('para pagar el reto', 'para comprar el programa'),
      oneOf('', ', yo no fui', '?'),
    ),
    'cancel.refund',
  ],
  'a video that pauses by itself': [
    sentence(
      oneOf('el video se pausa', 'los videos se pausan', 'el video se me pausa', 'el video del ejercicio se pauso'),
      oneOf('solo', 'a cada rato', 'cada 5 segundos', ''),
    ),
    'app.trouble',
  ],
  'the videos’ version told with a verb between': [
    sentence(
      oneOf('los videos', 'los ejercicios'),
      oneOf('salen', 'vienen', 'aparecen'),
      oneOf('con el chico', 'con la chica', 'con el hombre', 'con la mujer'),
      oneOf('', 'y yo quiero la otra version', '?'),
    ),
    'app.trouble',
  ],
  'watching it on a television': [
    sentence(
      oneOf('se puede ver', 'puedo ver', 'lo puedo poner', 'se puede proyectar'),
      oneOf('en la tele', 'en mi smart tv', 'en el televisor'),
      oneOf('', '?', 'con chromecast'),
    ),
    'app.trouble',
  ],
  'an offline message quoted where there is no connection': [
    sentence(
      oneOf(
        'me sale Conexión lenta detectada',
        'me aparece Esto no se guardó para verlo sin internet',
        'dice sin conexion',
      ),
      oneOf('y estoy en el avion', 'porque voy en el metro', 'y ando en el tren'),
    ),
    'app.trouble',
  ],
  'notifications named by what they are of': [
    sentence(
      oneOf('las notificaciones', 'los avisos', 'las notis'),
      oneOf('de la racha', 'del grupo', 'de los mensajes'),
      oneOf('me llegan a cada rato', 'no paran', 'como las apago', 'son demasiadas'),
    ),
    'app.trouble',
  ],
  'the replies and mentions of the group': [
    sentence(
      oneOf('donde veo', 'como veo', 'no encuentro'),
      oneOf('las respuestas', 'las reacciones', 'las menciones'),
      oneOf('a lo que publique en el grupo', 'de mi publicacion en el grupo', 'en el grupo'),
    ),
    'human',
  ],
  'a purchase in the app store': [
    sentence(
      oneOf('compre en la tienda de apps', 'pague por la tienda de apps'),
      oneOf('y no me aparece el reto', 'y no tengo acceso', 'pero no puedo entrar'),
    ),
    'account',
  ],
  'the team’s social network as a way to reach it': [
    sentence(
      oneOf('tienen', 'hay', 'cual es su'),
      oneOf('instagram', 'facebook', 'telegram', 'tiktok'),
      oneOf('para escribirles', 'para contactarlos', 'o algo para hablar con alguien'),
    ),
    'human',
  ],
  'an account’s screen quoted, said to be in another language': [
    sentence(
      oneOf('me aparece No Challenge Access', 'me sale Acceso denegado', 'dice Token inválido'),
      oneOf('en ingles', 'todo en ingles', 'en portugues'),
      oneOf('y ya pague', '?', ''),
    ),
    'account',
  ],
  // The fourteenth set's classes.
  'a username called by another name': [
    sentence(
      oneOf('quiero cambiar mi', 'como cambio el', 'me equivoque en el', 'como modifico mi'),
      oneOf('apodo', 'alias', 'nick', 'sobrenombre'),
      oneOf('de usuario', 'de la cuenta', 'del perfil'),
    ),
    'account',
  ],
  'the mails an account is sent, not arriving': [
    sentence(
      oneOf('no me llega', 'nunca me llego', 'todavia no me llega'),
      oneOf(
        'el correo de bienvenida',
        'el mail de confirmacion',
        'el email de activacion',
        'nada al email ni el de bienvenida',
      ),
      oneOf('', 'ya revise spam', '?'),
    ),
    'account',
  ],
  'a device one watches or wears': [
    sentence(
      oneOf('se puede usar en', 'funciona en', 'puedo ver los videos en'),
      oneOf('el reloj', 'mi smartwatch', 'el apple watch', 'la tele por airplay', 'el kindle', 'la consola'),
      oneOf('', '?'),
    ),
    'app.trouble',
  ],
  'the app deleted or installed again': [
    sentence(
      oneOf(
        'se me borro la app',
        'desinstale la aplicacion',
        'si reinstalo la app',
        'si vuelvo a descargar la app',
        'si bajo la app de nuevo',
      ),
      oneOf(', pierdo mi progreso?', ', se pierde mi racha?', ', como la recupero?', ''),
    ),
    'app.trouble',
  ],
  'the player’s controls and a video that plays in jerks': [
    sentence(
      oneOf(
        'puedo poner los videos mas lentos',
        'se puede bajar la calidad del video',
        'como cambio la resolucion de los videos',
        'los videos van a saltos',
        'el video va a trompicones',
        'los videos no tienen sonido',
        'el video no trae audio',
        'el video se ve entrecortado',
      ),
      oneOf('', 'con el wifi', 'en el celular', '?'),
    ),
    'app.trouble',
  ],
  'notifications after a verb with words between, or sent by the app': [
    sentence(
      oneOf('como apago todas las', 'quiero silenciar todos los', 'que la app no me mande', 'puedo quitar esas'),
      oneOf('notificaciones', 'avisos', 'recordatorios'),
      oneOf('de noche', 'de madrugada', 'menos la del dia', ''),
    ),
    'app.trouble',
  ],
  'a reminder to train asked for': [
    sentence(
      oneOf('quiero que me recuerde', 'puedes avisarme', 'que la app me avise', 'como hago que me recuerde'),
      oneOf('entrenar', 'para hacer la rutina', 'a las 7', 'a las ocho'),
      oneOf('de la tarde', 'todos los dias', ''),
    ),
    'app.trouble',
  ],
  'what one paid, asked back': [
    sentence(
      oneOf('no era lo que esperaba,', 'no me gusto,', ''),
      oneOf('me regresan', 'me devuelven', 'me pueden reembolsar', 'quiero que me devuelvan'),
      oneOf('lo que pague', 'lo que me cobraron', 'lo que he pagado'),
    ),
    'cancel.refund',
  ],
  'something sent to the coach to be answered': [
    sentence(
      oneOf('puedo mandar', 'como le mando', 'donde envio', 'quiero hacer'),
      oneOf('una pregunta', 'mis dudas', 'una consulta', 'un audio'),
      oneOf('al entrenador', 'al coach', 'para el coach'),
    ),
    'human',
  ],
  'leaving the group, in any form of the verb': [
    sentence(
      oneOf(
        'como salgo del grupo',
        'me sali del grupo sin querer',
        'quiero salirme del grupo',
        'como me salgo del grupo',
      ),
      oneOf(', no quiero ver mas mensajes', '', '?'),
    ),
    'human',
  ],
  'the app’s language beside one’s phone’s': [
    sentence(
      oneOf('la app sale en ingles', 'se ve todo en ingles la app', 'la aplicacion esta en portugues'),
      oneOf('aunque mi telefono esta en español', 'y mi celular esta en español', 'pero mi telefono esta en español'),
    ),
    'app.trouble',
  ],
  'marking what one already did': [
    sentence(
      oneOf('ya hice', 'termine', 'acabe'),
      oneOf('los jumping jacks', 'las sentadillas', 'el burpee', 'las planchas'),
      oneOf('como los marco', 'como lo marco', 'donde lo marco'),
    ),
    'exercise.done',
  ],
  // The fourteenth set's second batch.
  'an account moved to another address, in any person': [
    sentence(
      oneOf('tengo la cuenta con el mail del trabajo,', 'me registre con un correo viejo,', ''),
      oneOf('como la paso', 'como la muevo', 'me la cambian', 'como la transfiero'),
      oneOf('a mi correo personal', 'a otro mail', 'a mi gmail'),
    ),
    'account',
  ],
  'whether the app runs on a device': [
    sentence(
      oneOf('la app no es compatible con', 'la aplicacion es compatible con', 'la app no la soporta'),
      oneOf('mi telefono', 'mi tablet', 'mi celular viejo'),
      oneOf('', 'dice la tienda', '?'),
    ),
    'app.trouble',
  ],
  'the videos’ sound too low': [
    sentence(
      oneOf(
        'los videos se oyen bajito',
        'el video se escucha muy bajo',
        'el volumen de los videos muy bajito',
        'el audio del video se oye lejos',
      ),
      oneOf('aunque tengo el volumen a tope', 'con audifonos', ''),
    ),
    'app.trouble',
  ],
  'the app without a connection, however it is lacking': [
    sentence(
      oneOf('se puede usar la app', 'puedo ver los videos', 'la app funciona'),
      oneOf('sin internet', 'sin señal', 'sin datos', 'donde no tengo señal', 'en el gimnasio que no hay cobertura'),
    ),
    'app.trouble',
  ],
  'the app not telling, in any tense': [
    sentence(
      oneOf('no me avisa nada la app', 'la app ya no me notifica', 'no me avisaba la aplicacion'),
      oneOf('', ', antes me llegaban los recordatorios', 'de la rutina'),
    ),
    'app.trouble',
  ],
  'a video that does not enlarge': [
    sentence(
      oneOf('cuando giro el celu', 'al voltear el telefono', ''),
      oneOf('el video no se pone en grande', 'el video no se hace grande', 'la pantalla del video no se pone completa'),
    ),
    'app.trouble',
  ],
  'where notifications go, as their setting': [
    sentence(
      oneOf('se pueden cambiar los avisos', 'como configuro las notificaciones', 'puedo pasar los recordatorios'),
      oneOf('para que me lleguen al correo', 'al mail en vez del movil', 'al correo'),
    ),
    'app.trouble',
  ],
  'a moment told "en pleno"': [
    sentence(
      oneOf('me suena la notificacion del reto', 'me llega el aviso de la rutina'),
      oneOf('en plena reunion', 'en pleno trabajo', 'en plena clase'),
      oneOf(', puedo elegir la hora?', ', como la cambio?'),
    ),
    'app.trouble',
  ],
  'the team reached by a call': [
    sentence(
      oneOf('me gustaria hablar con alguien del equipo', 'puedo hablar con soporte', 'quiero hablar con una persona'),
      oneOf('por videollamada', 'por llamada', 'por videoconferencia'),
    ),
    'human',
  ],
  // The fourteenth set's third batch.
  'an account’s state, or its mail asked again': [
    sentence(
      oneOf(
        'la cuenta me dice suspendida',
        'mi cuenta aparece desactivada',
        'me sale la cuenta inactiva',
        'me puedes mandar otra vez el correo para activar la cuenta',
        'como reenvio el correo de activacion',
      ),
      oneOf('', 'y no se por que', '?'),
    ),
    'account',
  ],
  'a password’s characters': [
    sentence(
      oneOf('no me deja poner una contraseña con', 'la clave no me acepta', 'la contraseña no me acepta'),
      oneOf('la ñ', 'tildes', 'un espacio', 'simbolos', 'un asterisco'),
    ),
    'account',
  ],
  'the warm-up’s and the stretches’ videos': [
    sentence(
      oneOf('la app se me cierra al abrir', 'no carga', 'se traba'),
      oneOf('el video del calentamiento', 'el video de estiramientos', 'el video de los estiramientos'),
    ),
    'app.trouble',
  ],
  'the app not installing, or too big for the phone': [
    sentence(
      oneOf(
        'en la tablet de mi hijo no se instala',
        'en mi celular no se instala la app',
        'la app pesa demasiado para mi celular',
        'la aplicacion ocupa mucho espacio',
        'no tengo espacio para la app',
      ),
      oneOf('', '?', 'que hago'),
    ),
    'app.trouble',
  ],
  'a charge shown twice, with words between': [
    sentence(
      oneOf('el cobro me aparece duplicado', 'el cargo me sale doble', 'me sale el pago del reto duplicado'),
      oneOf('en la app del banco', 'en el banco', ''),
    ),
    'cancel.refund',
  ],
  // The fourteenth set's fourth batch.
  'the time a day it takes, asked by "rato"': [
    sentence(
      oneOf('cuanto rato al dia', 'cuanto tiempo al dia', 'cuantas horas a la semana', 'cuantos minutos por dia'),
      oneOf('me va a llevar', 'le tengo que dedicar', 'hay que meterle', ''),
    ),
    'challenge.how',
  ],
  'lost in the count, not a day missed': [
    sentence(
      oneOf('me perdi,', 'me perdi', 'perdona me perdi,'),
      oneOf('en que dia voy del reto', 'en que numero de dia estoy', 'en que semana voy'),
    ),
    'challenge.day',
  ],
  'a diminutive of a coach word': [
    sentence(
      oneOf('en pesitos mexicanos', 'en pesitos', 'en euritos'),
      oneOf('cuanto me sale todo', 'cuanto cuesta el reto'),
    ),
    'price.guarantee',
  ],
  'what an exercise includes': [
    sentence(
      oneOf('el burpee', 'la plancha', 'la sentadilla', 'el jumping jack'),
      oneOf('lleva salto al final?', 'incluye flexion?', 'se hace con salto o sin salto?'),
    ),
    'exercise.technique',
  ],
  // The fourteenth set's fifth batch.
  'a misspelling in one’s details': [
    sentence(
      oneOf('mi usuario tiene un error de ortografia,', 'mi nombre de usuario tiene una errata,'),
      oneOf('me lo corrigen', 'como lo cambio', 'se puede corregir'),
    ),
    'account',
  ],
  'a screen’s message named as members name it': [
    sentence(
      oneOf(
        'la app me saca un cartel rojo de error',
        'me sale un letrero de error en la app',
        'la app me muestra una ventanita de error',
      ),
      oneOf('cada vez que la abro', 'al entrar', ''),
    ),
    'app.trouble',
  ],
  'the app not letting one past a screen': [
    sentence(
      oneOf('desde que actualice el movil', 'de repente', ''),
      oneOf(
        'la app no me deja ni pasar del inicio',
        'la app no me deja pasar de la portada',
        'la app no me deja pasar del logo',
      ),
    ),
    'app.trouble',
  ],
  'paid, yet still told to buy': [
    sentence(
      oneOf('ya pague pero', 'pague el reto y', 'me cobraron pero'),
      oneOf('la app me sigue diciendo que compre el reto', 'me siguen pidiendo que pague', 'me sigue saliendo comprar'),
    ),
    'account',
  ],
  'a payment that spins and never ends': [
    sentence(
      oneOf('cuando intento pagar', 'al pagar el reto', 'en el pago'),
      oneOf('se queda la ruedita girando', 'se queda dando vueltas', 'se queda la pantalla girando'),
      oneOf('y nunca termina', '', 'y no pasa'),
    ),
    'payment.declined',
  ],
  'a kind of card': [
    sentence(
      oneOf('aceptan', 'puedo pagar con', 'se puede pagar con'),
      oneOf('tarjetas de prepago', 'una tarjeta virtual', 'tarjetas recargables'),
    ),
    'payment.methods',
  ],
  'a screenshot sent to the team': [
    sentence(
      oneOf('como les mando', 'donde envio', 'les puedo mandar', 'a donde adjunto'),
      oneOf('una captura del error', 'un pantallazo', 'el screenshot'),
    ),
    'human',
  ],
  // The fifteenth set's classes: a topic asked without its usual words.
  'the body given work by a verb of giving': [
    sentence(
      oneOf('hoy', 'y hoy', 'ahorita'),
      oneOf('le damos a', 'le damos duro a', 'que le meto a', 'le doy a', 'le metemos a'),
      oneOf('pierna', 'brazo', 'gluteos', 'la espalda', 'el core', 'pecho'),
      oneOf('', '?', 'o a brazo', 'emilio'),
    ),
    'routine.today',
  ],
  'how hard a day’s work is': [
    sentence(
      oneOf('mañana', 'y mañana', 'lo de mañana'),
      oneOf('es', 'sera', 'va a ser', 'viene'),
      oneOf('pesado', 'suave', 'ligero', 'intenso', 'tranqui', 'leve'),
      oneOf('', 'o suave', 'o pesado', '?'),
    ),
    'routine.tomorrow',
  ],
  'today by its part or being ready now': [
    sentence(
      oneOf('de que va la sesion de', 'que rutina toca', 'que hacemos', 'que entreno'),
      oneOf('esta mañana', 'esta tarde', 'esta noche'),
    ),
    'routine.today',
  ],
  'ready to train now': [
    sentence(
      oneOf('ya estoy lista', 'ando listo', 'ya estamos listos', 'estoy preparada'),
      oneOf('', 'con el tapete', 'con las pesas', 'en la sala'),
      oneOf(', que hacemos', ', que toca', ', que rutina hago'),
    ),
    'routine.today',
  ],
  'the body let recover or a day when nothing is due': [
    sentence(
      oneOf('cuando', 'cada cuanto', 'cada cuantos dias'),
      oneOf(
        'le doy chance al cuerpo de recuperarse',
        'puedo recuperarme',
        'no toca hacer nada',
        'los musculos descansan',
      ),
      oneOf('', 'en el reto', '?'),
    ),
    'rest.days',
  ],
  'the one that follows, asked when': [
    sentence(
      oneOf('para cuando', 'pa cuando', 'cuando es', 'cuando sale'),
      oneOf('el que sigue', 'la que sigue', 'el que viene', 'la que viene'),
      oneOf('', '?', 'del reto'),
    ),
    'edition.next',
  ],
  'what it will come to, however “how much” is said': [
    sentence(
      oneOf('que tanto me va a salir', 'cuanto me va a costar', 'que tanto me sale', 'cuanta lana es'),
      oneOf('el reto', 'todo el programa', 'la inscripcion', ''),
    ),
    'price.guarantee',
  ],
  'the hour the challenge goes by': [
    sentence(
      oneOf('el reto', 'la app', 'la rutina'),
      oneOf('se rige por', 'se guia por', 'se basa en', 'funciona con', 'se maneja con'),
      oneOf('la hora de madrid', 'la hora de aca', 'mi hora', 'la hora de españa'),
      oneOf('', 'o la mia', '?'),
    ),
    'timezone',
  ],
  'the coach’s name or its nature asked': [
    sentence(
      oneOf('', 'oye', 'y'),
      oneOf('como te llamas', 'cual es tu nombre', 'me contesta un robot o una persona', 'eres un bot o un humano'),
      oneOf('', 'tu', '?'),
    ),
    'about.emilio',
  ],
  'a day left undone, not reached or made up': [
    sentence(
      oneOf(
        'puedo dejar un dia sin hacer',
        'si dejo la rutina sin hacer',
        'no alcance a hacer lo del lunes',
        'no llegue a entrenar ayer',
      ),
      oneOf('', ', lo repongo?', ', pasa algo?', ', puedo reponerlo?'),
    ),
    'skip.day',
  ],
  'the card’s kind first, the question after': [
    sentence(
      oneOf('con debito', 'con la visa', 'con credito', 'con mastercard'),
      oneOf('se puede', 'puedo', 'aceptan'),
      oneOf('', '?', 'pagar el reto'),
    ),
    'payment.methods',
  ],
  'who answers, asked of the team': [
    sentence(
      oneOf('en que horario', 'a que hora', 'cuando', 'que dias'),
      oneOf('contesta el equipo', 'responden ustedes', 'contestan ustedes', 'responde el equipo'),
    ),
    'human',
  ],
  'a charge that comes by itself, in any form of the verb': [
    sentence(
      oneOf('no quiero que se me cobre', 'que no se me cobre', 'no quiero que se renueve'),
      oneOf('solo', 'automaticamente', 'sola'),
      oneOf('', 'la proxima vez', 'el mes que viene'),
    ),
    'renewal',
  ],
  'what one trains on, named in a technique question': [
    sentence(
      oneOf('las flexiones van con', 'en la plancha pongo', 'en las sentadillas apoyo'),
      oneOf('las rodillas', 'las manos', 'los codos', 'la espalda'),
      oneOf('en el piso', 'en el suelo', 'en la pared', 'en la silla', 'en la colchoneta'),
      oneOf('', 'o no', '?'),
    ),
    'exercise.technique',
  ],
  'the day’s work asked by what it burns or by an order to give it': [
    sentence(
      oneOf('que vamos a quemar', 'que voy a sudar', 'dame chamba', 'pasame trabajo', 'danos rutina'),
      oneOf('hoy', 'pa hoy', 'para hoy', 'ahorita'),
      oneOf('', 'jaja', '?'),
    ),
    'routine.today',
  ],
  'eating told by the mouth or in slang': [
    sentence(
      oneOf('que me echo a la boca', 'que me llevo a la boca', 'que morfo', 'que puedo papear'),
      oneOf('despues de entrenar', 'antes del entreno', 'en la cena', ''),
    ),
    'nutrition',
  ],
  'the challenge opened or started again': [
    sentence(
      oneOf('cuando', 'para cuando', 'sabes cuando'),
      oneOf('vuelven a abrir', 'vuelven a lanzar', 'vuelve a empezar', 'reabren'),
      oneOf('el reto', 'las inscripciones', 'la edicion'),
    ),
    'edition.next',
  ],
  // Support told as stories and complaints.
  'money taken and the content still locked': [
    sentence(
      oneOf('ya me quitaron', 'me descontaron', 'me sacaron', 'me debitaron', 'me retuvieron'),
      oneOf('la plata', 'el dinero', 'el importe', 'el monto'),
      oneOf('y', 'pero'),
      oneOf('todo sigue con candado', 'todo sigue bloqueado', 'sigue todo con candado'),
    ),
    'payment.declined',
  ],
  'told one has not paid though charged': [
    sentence(
      oneOf('me cobraron', 'ya me cobraron', 'me hicieron el cobro'),
      oneOf('pero', 'y'),
      oneOf('la app', 'la pagina', 'la aplicacion'),
      oneOf('dice que no pague', 'me sale como no pagado', 'pone que no he pagado', 'marca sin pagar'),
    ),
    'payment.declined',
  ],
  'a charge counted twice by any of its names': [
    sentence(
      oneOf('me aparecen', 'veo', 'tengo', 'me salieron'),
      oneOf('dos', 'tres', '2'),
      oneOf('debitos', 'cargos', 'cobros', 'descuentos', 'movimientos'),
      oneOf('iguales', 'repetidos', 'identicos', 'del reto'),
      oneOf('', 'el mismo dia', 'en la tarjeta'),
    ),
    'cancel.refund',
  ],
  'a payment named refused or not authorised': [
    sentence(
      oneOf('me sale', 'me aparece', 'dice'),
      oneOf('pago no autorizado', 'pago rechazado', 'transaccion denegada', 'pago declinado'),
      oneOf('cuando compro el reto', 'al comprar el reto', 'al pagar el reto'),
    ),
    'payment.declined',
  ],
  'the app closing of a sudden': [
    sentence(
      oneOf('la app', 'la aplicacion'),
      oneOf('se cierra', 'se me cierra', 'se cuelga'),
      oneOf('de golpe', 'de sopeton', 'de repente'),
      oneOf('en cuanto abro la rutina', 'al abrir el video', 'cuando le doy play'),
    ),
    'app.trouble',
  ],
  'another service named only as working fine': [
    sentence(
      oneOf('los videos del reto no cargan,', 'el video de hoy se queda cargando,'),
      oneOf('y eso que', 'aunque', 'porque'),
      oneOf('netflix', 'youtube', 'spotify', 'disney'),
      oneOf('anda perfecto', 'funciona bien', 'si carga', 'va de lujo'),
    ),
    'app.trouble',
  ],
  'a day when training is not due': [
    sentence(
      oneOf('que dias', 'cuales dias', 'en que dias'),
      oneOf('no hay que entrenar', 'no toca entrenar', 'no tengo que entrenar', 'no se debe entrenar'),
    ),
    'rest.days',
  ],
  'another card or way tried, and it fails too': [
    sentence(
      oneOf('intente con otra tarjeta', 'probe con la de debito', 'use otra tarjeta'),
      oneOf('y tampoco', 'e igual tampoco', 'y tampoco pasa'),
      oneOf('', ', me sale un aviso rojo', ', no se que hacer'),
    ),
    'payment.declined',
  ],
  'an error when one opens a day or a class': [
    sentence(
      oneOf('me marca error 500', 'me sale error', 'me da error 503'),
      oneOf('cada vez que quiero ver', 'cada vez que intento abrir', 'cuando quiero abrir'),
      oneOf('el dia 4', 'la clase de hoy', 'el dia 12'),
    ),
    'app.trouble',
  ],
  'a supervisor asked for': [
    sentence(
      oneOf('pasame con', 'quiero hablar con', 'comunicame con'),
      oneOf('tu supervisor', 'un supervisor', 'la supervisora'),
      oneOf('', 'por favor', 'ya'),
    ),
    'human',
  ],
  'someone by their role asked to see to one’s case': [
    sentence(
      oneOf('necesito que', 'quiero que', 'me gustaria que'),
      oneOf('un encargado', 'una supervisora', 'un responsable', 'alguien'),
      oneOf('revise mi caso', 'mire mi caso', 'me atienda'),
      oneOf('', 'por favor', 'ya'),
    ),
    'human',
  ],
  'a tax invoice made out to a company': [
    sentence(
      oneOf('se puede facturar', 'necesito la factura', 'me hacen la factura'),
      oneOf('a nombre de una sociedad', 'a nombre de mi pyme', 'con la razon social de la empresa'),
      oneOf('', 'con cuit', 'con mi rfc', 'con nif'),
    ),
    'invoices',
  ],
  'cash at a corner shop, a card by its slang, a wallet': [
    sentence(
      oneOf('se puede pagar', 'puedo pagar', 'aceptan pagar'),
      oneOf(
        'en efectivo en una tienda de la esquina',
        'con plastico',
        'con la billetera de mercado pago',
        'en el kiosco',
      ),
      oneOf('', '?', 'o solo tarjeta?'),
    ),
    'payment.methods',
  ],
  'a way to pay one has, asked whether it will do': [
    sentence(
      oneOf('tengo paypal', 'solo tengo paypal', 'uso mercado pago'),
      oneOf('nomas,', 'nada mas,', ''),
      oneOf('sirve?', 'vale?'),
    ),
    'payment.methods',
  ],
  'a notice on the screen that stops one': [
    sentence(
      oneOf('me aparece', 'me sale', 'salta'),
      oneOf('un cartelito rojo', 'un letrero', 'una ventanita'),
      oneOf('que dice algo del servidor', 'que dice error', 'con letras raras'),
      oneOf('y no me deja avanzar', 'y no me deja seguir'),
    ),
    'app.trouble',
  ],
  'what one had lost on installing the app again': [
    sentence(
      oneOf('se me borro todo', 'perdi todo lo que llevaba', 'desaparecio lo que habia hecho'),
      oneOf('despues de reinstalar', 'al desinstalar y volver a instalar', 'cuando reinstale'),
      oneOf('', 'ayuda', 'que hago'),
    ),
    'app.trouble',
  ],
  'signed in on one device and an unknown user on another': [
    sentence(
      oneOf('en el celu me reconoce pero', 'en el telefono entro bien pero'),
      oneOf('en la tablet', 'en la compu', 'en el ipad'),
      oneOf('me dice usuario inexistente', 'dice que el usuario no existe'),
    ),
    'account',
  ],
  'a purchase the bank’s code lets fall': [
    sentence(
      oneOf('la pasarela me pide', 'al pagar me piden', 'me pide'),
      oneOf('un codigo de mi banco', 'un sms del banco', 'un token del banco'),
      oneOf('que nunca llega', 'que no me llega'),
      oneOf('y se cancela la compra', 'y se cae el pago', 'y se anula la compra'),
    ),
    'payment.declined',
  ],
  'an update the app asks for that is not there': [
    sentence(
      oneOf('ey,', 'oye', ''),
      oneOf(
        'la app me pide que actualice',
        'me pide que la actualice',
        'la aplicacion me pide que descargue la version nueva',
      ),
      oneOf('pero en la tienda no sale nada', 'y no hay ninguna actualizacion', ''),
    ),
    'app.trouble',
  ],
  'shown as if one had not paid': [
    sentence(
      oneOf('compre el reto desde la web y', 'ya pague y', 'pague con tarjeta y'),
      oneOf('en la app me sale', 'me aparece', 'la app me trata'),
      oneOf('como si no hubiera comprado nada', 'como si no hubiera pagado'),
    ),
    'account',
  ],
  'an invoice made out to one’s business': [
    sentence(
      oneOf('quiero que me manden la factura', 'necesito factura', 'me facturan'),
      oneOf('con los datos fiscales de mi consultorio', 'a nombre de mi negocio', 'para mi despacho'),
    ),
    'invoices',
  ],
  'charges stopped, said impersonally': [
    sentence(
      oneOf('donde le doy', 'que hago', 'como hago'),
      oneOf('para que no se me cobre mas', 'para que no se me siga cobrando', 'para que no se me vuelva a cobrar'),
    ),
    'cancel.refund',
  ],
  'two charges of the same day': [
    sentence(
      oneOf('tengo', 'me salen', 'veo'),
      oneOf('dos cobros', 'dos cargos', '2 cobros'),
      oneOf('del mismo dia', 'de la misma fecha', 'del mismo monto'),
      oneOf('por el reto', ''),
    ),
    'cancel.refund',
  ],
  'a card whose holder does not match': [
    sentence(
      oneOf('lo intente pagar con la de mi mama y', 'al pagar', 'quise pagar el reto y'),
      oneOf('me dice que el titular no coincide', 'sale que el titular no corresponde'),
    ),
    'payment.declined',
  ],
  'a charge one did not make': [
    sentence(
      oneOf('en el estado de cuenta aparece', 'veo en mi banco', 'me salio'),
      oneOf('un cargo del reto', 'un cobro de ustedes', 'un pago'),
      oneOf('que yo no hice', 'que no reconozco', 'que no autorice'),
    ),
    'cancel.refund',
  ],
  'an error paying, the card that has money after it': [
    sentence(
      oneOf('me sale error al pagar,', 'me da error al pagar el reto,', 'no me deja pagar,'),
      oneOf('la tarjeta tiene plata', 'la tarjeta tiene saldo', 'la tarjeta esta bien'),
    ),
    'payment.declined',
  ],
  'a profile’s field the app does not take': [
    sentence(
      oneOf('la app no me deja poner'),
      oneOf('la fecha de nacimiento', 'mi apellido', 'mi apodo'),
      oneOf(', se queda trabada', ', se cuelga', 'y se cierra'),
    ),
    'app.trouble',
  ],
  'a sign-in by fingerprint': [
    sentence(
      oneOf('la app no me reconoce'),
      oneOf('la huella', 'la huella digital'),
      oneOf('para entrar', 'al iniciar sesion', ''),
    ),
    'account',
  ],
  'an account freed once stuck': [
    sentence(
      oneOf('de tanto probar claves', 'despues de tantos intentos', 'por poner mal la contraseña'),
      oneOf('me dejo la cuenta trabada,', 'se me trabo la cuenta,', 'la cuenta quedo trabada,'),
      oneOf('como la libero', 'como la desbloqueo', 'me la liberan?'),
    ),
    'account',
  ],
  'paying in person': [
    sentence(
      oneOf('ustedes tienen', 'hay', 'tienen'),
      oneOf('oficina fisica para ir a pagar?', 'algun lugar para pagar en persona?', 'donde pasar a pagar?'),
    ),
    'payment.methods',
  ],
  'a payment in review as the screen says it': [
    sentence(
      oneOf('por que me dice', 'me sale', 'me aparece'),
      oneOf('pago en revision', 'pago pendiente'),
      oneOf('desde ayer?', 'hace horas', ''),
    ),
    'payment.declined',
  ],
  // The nineteenth set's classes.
  'a day marked, the verb spelt before an e': [
    sentence(
      oneOf('ayer marque', 'ya marque', 'el lunes marque'),
      oneOf('el dia', 'la rutina', 'el entreno'),
      oneOf('y hoy sale como si no hubiera hecho nada', 'y aparece como si no lo hubiera hecho'),
    ),
    'exercise.done',
  ],
  'a social sign-in linked or unlinked': [
    sentence(
      oneOf('como desvinculo', 'quiero desvincular', 'se puede vincular'),
      oneOf('mi cuenta de google', 'mi cuenta de facebook', 'mi apple'),
      oneOf('del reto', 'de mi perfil del reto'),
    ),
    'account',
  ],
  'two devices at once': [
    sentence(
      oneOf('puedo tener el reto abierto', 'se puede entrar', 'puedo usar mi cuenta'),
      oneOf('en el celular y en la compu', 'en la tablet y en el telefono', 'desde el movil y desde la laptop'),
      oneOf('a la vez?', 'al mismo tiempo?', ''),
    ),
    'account',
  ],
  'the phone heating, with whom between': [
    sentence(
      oneOf('se me calienta', 'se le recalienta', 'se me sobrecalienta'),
      oneOf('el telefono', 'el celu', 'la tablet'),
      oneOf('con los videos', 'cuando abro la app', 'al poner las rutinas'),
    ),
    'app.trouble',
  ],
  'the phone’s permissions the app asks for': [
    sentence(
      oneOf('la app me pide', 'al abrir la app me piden', 'la aplicacion me pide'),
      oneOf('permisos de camara', 'permiso para el microfono', 'permisos de ubicacion'),
      oneOf(', es necesario?', 'y no los quiero dar', ''),
    ),
    'app.trouble',
  ],
  'a notice that jumps up, the verb first': [
    sentence(
      oneOf('en la app me salta', 'cada rato me salta', 'al abrir la app salta'),
      oneOf('un cartel', 'un aviso', 'una ventanita'),
      oneOf('de revisa tu conexion', 'que dice sin internet', 'de error'),
    ),
    'app.trouble',
  ],
  'the language one had it in': [
    sentence(
      oneOf('la app de repente esta en ingles,', 'ahora la app sale en portugues,'),
      oneOf('yo la tenia en castellano', 'yo la tenia en español', 'la tenia en español'),
    ),
    'app.trouble',
  ],
  'the card’s security code refused as wrong': [
    sentence(
      oneOf('al pagar', 'cuando pongo la tarjeta', 'al pagar el reto'),
      oneOf('me dice que el cvv es incorrecto', 'sale cvv invalido', 'dice cvc erroneo'),
    ),
    'payment.declined',
  ],
  'the bank’s own words for a refused payment': [
    sentence(
      oneOf('me sale', 'en el home banking me aparece', 'el banco me dice'),
      oneOf('operacion no permitida para este comercio', 'compra no autorizada en el home banking'),
    ),
    'payment.declined',
  ],
  'changing one’s mind about the purchase': [
    sentence(
      oneOf('cuanto tiempo tengo para', 'hasta cuando puedo', 'todavia puedo'),
      oneOf('arrepentirme de la compra', 'arrepentirme del pago', 'ejercer el derecho de retracto'),
    ),
    'cancel.refund',
  ],
  'one’s place in it cancelled': [
    sentence(
      oneOf('como anulo', 'quiero cancelar', 'como cancelo'),
      oneOf('mi participacion', 'mi cupo', 'mi plaza'),
      oneOf('antes de que empiece', 'en el reto', ''),
    ),
    'cancel.refund',
  ],
  'no more charges, told as an order': [
    sentence(
      oneOf('ya me canse,', 'hasta aca llegue,', 'ya no sigo,'),
      oneOf('no me cobren mas', 'no me carguen nada mas', 'no me descuenten mas'),
    ),
    'cancel.refund',
  ],
  'a notice asked before the renewal charges': [
    sentence(
      oneOf('me avisan', 'me notifican', 'me recuerdan'),
      oneOf('antes de cobrarme la siguiente', 'antes de renovar', 'antes de que me cobren la proxima'),
      oneOf('o me llega de sorpresa?', '?', ''),
    ),
    'renewal',
  ],
  'one’s purchases’ receipts in the app': [
    sentence(
      oneOf('donde veo', 'en que seccion estan', 'hay algun lugar con'),
      oneOf('los comprobantes de mis compras', 'los recibos de mis compras'),
      oneOf('en la app?', '?', ''),
    ),
    'invoices',
  ],
  'an expense justified to one’s employer': [
    sentence(
      oneOf('tengo que justificar el gasto', 'necesito rendir el gasto', 'debo justificar este gasto'),
      oneOf('en el trabajo,', 'en la oficina,', 'a mi empresa,'),
      oneOf('me dan algun papel?', 'que me mandan?', 'me pasan algo?'),
    ),
    'invoices',
  ],
  'the coach’s boss, or a suggestion for the team': [
    oneOf(
      'pasame con tu jefe por favor',
      'quiero hablar con tu supervisor',
      'a quien le paso una sugerencia para la app',
      'tengo una sugerencia para ustedes',
    ),
    'human',
  ],
  'written to for the third time, in writing': [
    sentence(
      oneOf(
        'les escribo por tercera vez',
        'es la segunda vez que les escribo',
        'quiero presentar una queja por escrito',
      ),
      oneOf('y nadie contesta', ', quiero hablar con alguien', ''),
    ),
    'human',
  ],
  // A request put to the team about one's own things that no topic places: the team's contact.
  "a request put to the team about one's own things": [
    sentence(
      oneOf('quiero que', 'necesito que', 'les pido que'),
      oneOf('eliminen', 'borren', 'saquen'),
      oneOf('todo lo mio de su sistema', 'lo mio de su base de datos'),
    ),
    'human',
  ],
  'a charge not recognised, told by its participle': [
    sentence(
      oneOf('tengo un', 'me aparece un', 'hay un', ''),
      oneOf('cobro', 'cargo', 'movimiento'),
      oneOf('no reconocido', 'no solicitado'),
      oneOf('', 'de ustedes'),
    ),
    'cancel.refund',
  ],
  'paid and nothing given, in any tense': [
    sentence(
      oneOf('pagué', 'ya pagué', 'compré el reto'),
      oneOf('con mercado pago', 'con la tarjeta', 'por transferencia'),
      oneOf('y no se activó nada', 'pero no me apareció nada'),
    ),
    'account',
  ],
  // The second blind set's misses, read once it became development data: each miss as its class.
  "the day's thing by a region's word": [
    sentence(
      oneOf('parce,', 'oye', 'che', ''),
      oneOf('cual es la vuelta de hoy', 'que es la movida de hoy', 'cual es la vaina de hoy', 'la onda de hoy cual es'),
      oneOf('', 'en el reto', '?'),
    ),
    'routine.today',
  ],
  'what falls to one tomorrow': [
    sentence(
      oneOf('quisiera ver con antelacion', 'me dices', 'puedo saber', 'dime'),
      oneOf('lo que me corresponde', 'lo que me tocara'),
      oneOf('mañana', 'el dia de mañana', 'para mañana'),
    ),
    'routine.tomorrow',
  ],
  'a gym needed, or home enough': [
    sentence(
      oneOf('se necesita gym', 'hace falta gimnasio', 'requiere gimnasio', 'ocupo un gym'),
      oneOf('o se puede en casa', 'o puedo en casa', 'o sirve desde casa', '?'),
    ),
    'challenge.how',
  ],
  'whom it is for, with a word between': [
    sentence(
      oneOf('es solo para', 'es solamente para', 'es tambien para', 'es unicamente para'),
      oneOf('mujeres', 'hombres', 'chicas', 'varones'),
      oneOf('', 'o tambien para hombres', '?'),
    ),
    'challenge.how',
  ],
  'left out of an edition, the next asked': [
    sentence(
      oneOf(
        'me quede sin entrar en esta,',
        'me quede fuera de esta,',
        'no alcance a inscribirme,',
        'no pude apuntarme,',
      ),
      oneOf('para cuando esta prevista la proxima convocatoria', 'cuando esta prevista la proxima edicion'),
    ),
    'edition.next',
  ],
  'money back asked of a trial': [
    sentence(
      oneOf('que pasa si pruebo una semana y no es para mi,', 'si lo pruebo y no es para mi,', 'si no es para mi,'),
      oneOf('recupero la plata', 'recupero mi dinero', 'recupero el dinero'),
    ),
    'cancel.refund',
  ],
  'a journey that shifts the day': [
    sentence(
      oneOf('viajo a chile', 'me voy a españa', 'viajo a mexico', 'me mudo a argentina'),
      oneOf('la semana que viene,', 'el mes que viene,', ''),
      oneOf('se me va a descuadrar el dia del reto', 'se me mueve el horario', 'me cambia la hora del reto'),
    ),
    'timezone',
  ],
  "sent to the subscription's page though paid": [
    sentence(
      oneOf('me cobraron pero', 'ya pague y', 'pague pero'),
      oneOf('me sigue mandando', 'me sigue llevando', 'me esta redirigiendo'),
      oneOf('a la pagina de suscripcion', 'a la pagina de planes', 'a la pantalla de precios'),
    ),
    'account',
  ],
  "bought with another's address, after a hello": [
    sentence(
      oneOf('buenas,', 'hola,', ''),
      oneOf('mi esposo compro el reto para mi', 'mi mama me pago el reto', 'mi novio lo compro'),
      oneOf('pero con su mail,', 'con su correo,', 'en su cuenta,'),
      oneOf('como hago para entrar yo', 'que hago para acceder'),
    ),
    'account',
  ],
  'a charge that came unannounced': [
    sentence(
      oneOf('me llego un cargo nuevo', 'me aparecio un cobro nuevo', 'me cobraron'),
      oneOf('de 78 dolares', 'de 30 euros', ''),
      oneOf('sin avisarme', 'sin aviso', 'sin previo aviso'),
      oneOf('por que', '?'),
    ),
    'renewal',
  ],
  'charged again, refused ahead in the subjunctive': [
    sentence(
      oneOf('no quiero que se me vuelva a cobrar', 'no quiero que me vuelva a cobrar'),
      oneOf('el mes que viene,', 'la proxima vez,', ''),
      oneOf('como lo evito', 'como hago', 'que hago'),
    ),
    'renewal',
  ],
  'the app put on a device, or its store': [
    sentence(
      oneOf(
        'intente instalarla en la tablet',
        'como la pongo en el movil',
        'la quiero bajar en mi celular',
        'la app esta en play store',
        'esta en la app store',
      ),
      oneOf('y no me deja', '?', ''),
    ),
    'app.trouble',
  ],
  'an exercise with or without weight, or the body held in it': [
    fc.oneof(
      sentence(
        oneOf('squats', 'sentadillas', 'zancadas', 'el puente de gluteos'),
        oneOf('con peso o sin peso', 'con o sin mancuernas', 'sin peso'),
        oneOf('?', ''),
      ),
      sentence(
        oneOf('la espalda', 'las rodillas', 'los codos'),
        oneOf('se pone recta', 'van rectas', 'van alineados'),
        oneOf('en el push up', 'en la plancha', 'en la sentadilla'),
      ),
    ),
    'exercise.technique',
  ],
  'an exercise by a regional name': [
    sentence(
      oneOf('que son los', 'como se hacen los', 'como hago los'),
      oneOf('skipping', 'polichinelas', 'saltos de tijera'),
    ),
    'exercise.technique',
  ],
  'the coach a machine or real, its training, who one talks to': [
    fc.oneof(
      sentence(
        oneOf('emilio es', 'eres', 'es usted'),
        oneOf('el entrenador de verdad o una ia', 'una inteligencia artificial', 'un chatbot', 'real o un robot'),
        oneOf('?', ''),
      ),
      sentence(
        oneOf('que formacion tiene', 'que titulo tiene', 'que estudios tiene', 'que experiencia tiene'),
        oneOf('el entrenador', 'emilio', 'el coach'),
      ),
      oneOf('con quien hablo', 'con quien estoy hablando', 'oye con quien hablo'),
    ),
    'about.emilio',
  ],
  'a skip denied beside the progress': [
    sentence(
      oneOf('no me he saltado ni un dia,', 'no he faltado ningun dia,', 'no he fallado ni una rutina,'),
      oneOf('como va mi progreso', 'como voy', 'cuantos entrenos llevo'),
    ),
    'progress',
  ],
  // The twenty-first development set's tune misses, each as its class.
  'a day off asked by what one does on it': [
    fc.oneof(
      sentence(
        oneOf('que dias me puedo quedar', 'cuando puedo quedarme'),
        oneOf('tirado en el sillon', 'tirada en el sofa'),
        oneOf('el finde', '?', ''),
      ),
      sentence(oneOf('cuando toca', 'que dia toca'), oneOf('flojear', 'relax'), oneOf('oficialmente', '?', '')),
      sentence(oneOf('hay dia de relax', 'hay algun dia de relax'), oneOf('en el reto', 'o es todos los dias parejo')),
    ),
    'rest.days',
  ],
  'what one bought holds, its story, its mechanics': [
    oneOf(
      'que incluye lo que compre',
      'que trae lo que pague',
      'me puede contar como es el cuento de los 28 dias',
      'me explicas la mecanica',
    ),
    'challenge.how',
  ],
  'how one is doing, by any word': [
    sentence(
      oneOf('que tal lo estoy haciendo', 'como lo voy haciendo', 'como voy de juicioso', 'como voy de disciplinada'),
      oneOf('hasta ahora', 'con los entrenos', '?'),
    ),
    'progress',
  ],
  'an exercise marked done by any verb': [
    sentence(
      oneOf('acabe los ejercicios,', 'ya termine,', 'hice toda la sesion,'),
      oneOf(
        'como lo apunto en la app',
        'como le indico a la app que ya lo hice',
        'como hago para que figure como cumplido',
        'donde se chulea el ejercicio',
      ),
    ),
    'exercise.done',
  ],
  'taken off the card again at the end, or the next edition paid apart': [
    fc.oneof(
      sentence(
        oneOf('me van a descontar', 'me van a debitar'),
        oneOf('de nuevo', 'otra vez'),
        oneOf('de la tarjeta al final', 'al terminar'),
      ),
      sentence(
        oneOf('la siguiente edicion', 'la proxima edicion'),
        oneOf('se paga aparte', 'se cobra por separado', 'ya entra con lo que pague'),
      ),
    ),
    'renewal',
  ],
  'meals kept or organised for the challenge': [
    fc.oneof(
      sentence(oneOf('que ceno', 'que como'), oneOf('para no echar a perder el esfuerzo', 'para no tirar el esfuerzo')),
      sentence(
        oneOf('trabajo de noche y', 'tengo turnos rotativos y'),
        oneOf('como deberia organizar mis comidas', 'como organizo mis comidas'),
        oneOf('para que el reto funcione', 'durante el reto'),
      ),
    ),
    'nutrition',
  ],
  'a hello of the Caribbean': [oneOf('klk', 'klk emilio'), 'greeting'],
  'the trainer asked in English': [oneOf('who is the trainer behind this', 'who is the coach'), 'about.emilio'],
  "leaving, angry, or a family member's membership": [
    fc.oneof(
      sentence(
        oneOf('quiero darme de baja YA', 'quiero cancelar ya'),
        oneOf('y no encuentro donde,', 'y no se donde,'),
        oneOf('esto es una estafa o que', 'que estafa'),
      ),
      sentence(
        oneOf('quiero cancelar', 'quisiera anular'),
        oneOf('la membresia de mi mama', 'la suscripcion de mi hermana', 'la membresia de mi esposo'),
        oneOf('que puse con mi tarjeta', ''),
      ),
    ),
    'cancel.refund',
  ],
  'notifications at a clock time': [
    sentence(
      oneOf('como apago las notificaciones', 'como quito los avisos'),
      oneOf('me llegan a las 5am', 'me suenan a las 6:30', 'llegan a las 11pm'),
      oneOf('y me despiertan', ''),
    ),
    'app.trouble',
  ],
  "a hello or a thanks in a region's words": [
    sentence(
      oneOf('hola', 'wenas', 'buenas noches', 'gracias', 'ok bn gracias', 'muchas gracias emilio,', 'nomas saludando'),
      oneOf('mae', 'causa', 'ñaño', 'asere', 'compa', 'weon', 'chido', 'chevere', 'bacan', ''),
    ),
    'greeting',
  ],
  'the edition one is in, asked by its month': [
    sentence(
      oneOf('estoy', 'ando', 'quede', 'me toco'),
      oneOf('en la edicion de'),
      oneOf('enero', 'febrero', 'marzo', 'noviembre'),
      oneOf('o en la de diciembre?', '?', ''),
    ),
    'edition.current',
  ],
  'how long the sessions last, asked in the plural': [
    sentence(
      oneOf('cuanto', 'cuantos minutos', 'cuanto tiempo'),
      oneOf('duran'),
      oneOf('las sesiones', 'los entrenos', 'las rutinas'),
      oneOf('', 'aprox', 'mas o menos'),
    ),
    'challenge.how',
  ],
  "the team's hours of answering, named by its people": [
    sentence(
      oneOf('a que hora', 'cuando', 'en que horario'),
      oneOf('contestan', 'responden'),
      oneOf('los del equipo', 'los de soporte'),
      oneOf('', '? escribi anoche y nada'),
    ),
    'human',
  ],
  'money back asked of "vosotros"': [
    sentence(
      // And wished, in the subjunctive ("quiero que me devolváis el dinero").
      oneOf('me devolveis', 'nos devolveis', 'quiero que me devolváis', 'necesito que me devolvais'),
      oneOf('el dinero', 'la pasta', 'lo que pague'),
      oneOf('si no me gusta?', '?', 'si lo dejo a la semana'),
    ),
    'cancel.refund',
  ],
  // The answer finds which day the name is (today's, or one to come).
  "a day's routine asked by the day's name": [
    sentence(
      oneOf('que hago', 'que me toca', 'que rutina tengo', 'que ejercicios son', 'cual es el entreno'),
      oneOf('el', 'este', 'para el'),
      oneOf('lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'),
      oneOf('', '?', 'emilio'),
    ),
    'routine.today',
  ],
  // The twenty-third sets' tune parts, as classes.
  // A day asked of the edition's end or start is a date, not the day one is on.
  "the current edition's end asked by its day": [
    sentence(
      oneOf('que dia exacto', 'que dia', 'y que dia'),
      oneOf('se acaba', 'termina', 'finaliza'),
      oneOf('el reto en el que estoy?', 'mi edicion?', 'este reto?'),
    ),
    'edition.current',
  ],
  "the next edition's start asked by its day, of the one that follows": [
    sentence(
      oneOf('si termino este,', 'cuando acabe,', ''),
      oneOf('me puedo meter al que sigue?', 'me apunto al que viene?'),
      oneOf('que dia comienza?', 'que dia empieza?', 'que dia arranca?'),
    ),
    'edition.next',
  ],
  // The trainer asked of himself as "tú" or "usted".
  'the trainer asked where he comes from, what he studied, how long he trains people': [
    sentence(
      oneOf('y tu', 'oye emilio,', 'emilio', 'a ver,'),
      oneOf(
        'de donde sales?',
        'de donde eres?',
        'que estudiaste?',
        'donde te formaste?',
        'cuentame de ti,',
        'hablame un poco de ti,',
        'cuantos años llevas entrenando gente?',
      ),
      oneOf('', 'que estudiaste?', 'cuantos años llevas entrenando gente?'),
    ),
    'about.emilio',
  ],
  "the trainer's work with people like the member asked": [
    sentence(
      oneOf('el señor Emilio', 'Emilio', 'el profe'),
      oneOf('ha trabajado con', 'ha entrenado a', 'trabaja con'),
      oneOf('gente mayor como yo?', 'mucha gente?', 'gente como yo?'),
    ),
    'about.emilio',
  ],
  'where a new member starts': [
    sentence(
      oneOf('perdona, acabo de entrar', 'soy nueva', 'recien me uno', 'hola, me acabo de inscribir'),
      oneOf('y estoy un poco perdida.', 'y no entiendo nada,', ''),
      oneOf('por donde empiezo?', 'por donde arranco?', 'por donde comienzo?'),
    ),
    'challenge.how',
  ],
  // Whether it is a subscription, asked, is the renewal, whatever charges are refused beside it.
  'whether the challenge is a subscription, beside charges refused': [
    sentence(
      oneOf('oye,', 'una pregunta,', ''),
      oneOf('esto es suscripcion?', 'es una suscripcion?', 'es pago unico?', 'es un pago recurrente?'),
      oneOf('no quiero que me sigan cobrando sin darme cuenta', 'no quiero que me sigan cobrando', ''),
    ),
    'renewal',
  ],
  'paying again when it ends': [
    sentence(
      oneOf('el acceso', 'el reto'),
      oneOf('se renueva solo o', 'es auto-renew o'),
      oneOf('tengo que pagar de nuevo', 'tengo que pagar otra vez', 'tengo que pagar again'),
      oneOf('cuando se acabe?', 'cuando termine?'),
    ),
    'renewal',
  ],
  'the guarantee asked of a trial that may not work': [
    sentence(
      oneOf('antes de pagar quiero estar segura.', 'antes de comprar,', ''),
      oneOf('que pasa si no me funciona,', 'y si no me funciona,'),
      oneOf('hay alguna garantia?', 'tienen garantia?', 'existe alguna garantia?'),
    ),
    'price.guarantee',
  ],
  'a late hour counted as one day or the other': [
    sentence(
      oneOf('trabajo de noche y termino a las 3 am,', 'salgo del turno a las 2,', 'entreno de madrugada,'),
      oneOf(
        'eso cuenta como el dia de ayer o el de hoy',
        'cuenta como hoy o como ayer',
        'vale como el de ayer o el de hoy',
      ),
      oneOf('para la rutina?', '?'),
    ),
    'timezone',
  ],
  // Where a part goes in an exercise, said with "tiene que", and its position asked.
  'where a part goes in an exercise, asked with "tiene que"': [
    sentence(
      oneOf('en las zancadas', 'en la sentadilla', 'en los lunges'),
      oneOf(
        'la rodilla tiene que pasar la punta del pie',
        'la espalda tiene que quedar recta',
        'el pie tiene que pasar',
      ),
      oneOf('o no', '?', 'o no emilio'),
    ),
    'exercise.technique',
  ],
  "a part's position in an exercise asked": [
    sentence(
      oneOf('cual es la posicion correcta de', 'como es la posicion de'),
      oneOf('las manos', 'los pies', 'la espalda'),
      oneOf('en las flexiones?', 'en la plancha?', 'en los burpees?'),
    ),
    'exercise.technique',
  ],
  // Being unsure is not insurance.
  'the day asked of one who is not sure': [
    sentence(
      oneOf('wepa,', 'oye,', ''),
      oneOf('por que dia del reto voy?', 'en que dia del reto voy?'),
      oneOf('creo que por el 20', 'creo', ''),
      oneOf('pero no estoy seguro', 'pero no estoy segura', 'no estoy muy segura'),
    ),
    'challenge.day',
  ],
  'the price of the challenge called "desafío"': [
    sentence(
      oneOf('cuanto vale', 'cuanto cuesta', 'que precio tiene'),
      oneOf('el desafio', 'este desafio', 'el desafío'),
      oneOf('en lucas chilenas', 'en pesos', ''),
    ),
    'price.guarantee',
  ],
  // Someone of the member's life and where they are from: the member's story.
  'the next edition asked to join with someone from a place': [
    sentence(
      oneOf('y el reto que viene pa cuando es?', 'cuando empieza la proxima edicion?'),
      oneOf('para apuntarme con mi prima de', 'quiero entrar con mi hermana de', 'me apunto con mi amiga de'),
      oneOf('La Laguna', 'Rosario', 'San Miguel', 'Santa Cruz'),
    ),
    'edition.next',
  ],
  "the time zone told by Spain's regions and islands": [
    sentence(
      oneOf('En Canarias', 'En Baleares', 'Aqui en Tenerife'),
      oneOf('tenemos una hora menos que en la Peninsula,', 'vamos con otra hora,'),
      oneOf('que zona horaria pongo?', 'que zona horaria uso?'),
    ),
    'timezone',
  ],
  'how it works, recommended by someone of the family': [
    sentence(
      oneOf('how does this work?', 'como funciona esto?'),
      oneOf('mi comadre', 'mi compadre', 'mi vecina'),
      oneOf('me lo recomendo', 'me hablo del reto', 'me lo recomendó pero no entendí bien'),
    ),
    'challenge.how',
  ],
  'a card declined at the checkout, in Spanglish': [
    sentence(
      oneOf('la card', 'la tarjeta', 'mi card'),
      oneOf('me sale declined', 'sale rechazada', 'me sale rechazada'),
      oneOf('en el checkout', 'en el checkout, que onda', ''),
    ),
    'payment.declined',
  ],
  'a food asked whether it counts or is allowed': [
    sentence(
      oneOf('el arroz', 'las tortillas', 'el pan', 'las arepas', 'la avena'),
      oneOf('esta permitido', 'cuenta', 'se puede', 'estan permitidas'),
      oneOf('en el reto?', 'o mejor no?', '?'),
    ),
    'nutrition',
  ],
  'only videos, or more besides, asked of what it holds': [
    sentence(
      oneOf('es solo ver videos', 'son solo videos', 'trae solo videos'),
      oneOf('o tambien hay', 'o ademas hay', 'o incluye'),
      oneOf('plan de comida?', 'dieta?', 'comidas y todo?'),
    ),
    'challenge.how',
  ],
  'the money asked of results not seen': [
    sentence(
      oneOf('y si no veo resultados', 'si no tengo resultados', 'si no consigo resultados'),
      oneOf('q pasa con mi dinero?', 'que pasa con mi plata?', 'pierdo mi dinero?'),
    ),
    'price.guarantee',
  ],
  'the price asked beside what it will charge': [
    sentence(
      oneOf('cuanto vale el reto en soles?', 'cuanto cuesta el reto en pesos?'),
      oneOf('estoy en Lima y', 'vivo en Bogota y'),
      oneOf('no se cuanto me van a cobrar con el cambio', 'no se cuanto me van a cobrar'),
    ),
    'price.guarantee',
  ],
  "the rest days asked with Spain's 'librar'": [
    sentence(
      oneOf('vale tio,', 'oye,', ''),
      oneOf('cuando libro esta semana?', 'que dias libro de entrenar?', 'que dia libramos?'),
      oneOf('', 'para cuadrar el turno', 'es para organizarme'),
    ),
    'rest.days',
  ],
  'how deep one goes in a squat': [
    sentence(
      oneOf('cuanto bajo en las squats?', 'hasta donde bajo en la sentadilla?'),
      oneOf('hasta paralelo o mas?', 'hasta paralelo?', 'paralelo o mas abajo?'),
    ),
    'exercise.technique',
  ],
  "tomorrow's routine asked to train in a room away": [
    sentence(
      oneOf('mañana salgo de viaje temprano', 'mañana me voy de viaje'),
      oneOf('y quisiera ver el programa de mañana', 'y quiero ver que rutina toca mañana'),
      oneOf('para saber si lo puedo hacer en el cuarto del hotel', 'para hacerla en la habitacion'),
    ),
    'routine.tomorrow',
  ],
  'when one may stop, asked of the calendar beside missing or tiredness': [
    sentence(
      oneOf('llevo seis dias seguidos y estoy cansada,', 'emilio una pregunta,', 'oye,', ''),
      oneOf(
        'cuando puedo tomarme un dia libre sin entrenar?',
        'cuando me toca parar un dia para que los musculos se recuperen?',
        'se entrena toda la semana o hay alguno que se salta?',
        'que dia me toca descansar si no quiero perder la racha?',
      ),
    ),
    'rest.days',
  ],
  'a question asked kindly, thanked in advance or from the office': [
    sentence(
      oneOf('ando en la ofi y', 'desde la ofi:', 'hola,', ''),
      oneOf('cuando se acaba esto?', 'y cuando termina esta edicion?', 'que dia se acaba el reto?'),
      oneOf('pregunto con cariño jaja', 'gracias de antemano', 'de antemano muchas gracias'),
    ),
    'edition.current',
  ],
  "tomorrow's routine asked in advance, from the office": [
    sentence(
      oneOf('ando en la ofi y', 'estoy en la ofi,', 'podrias decirme de antemano'),
      oneOf('que toca mañana?', 'que trabajo corresponde al dia de mañana?', 'que rutina tengo mañana?'),
      oneOf('', 'gracias de antemano'),
    ),
    'routine.tomorrow',
  ],
  "the day told as known, then tomorrow's routine asked": [
    sentence(
      oneOf('voy en el dia 27,', 'estoy en el dia 12,', 'ya voy por el dia veinte,', 'hoy es el dia 9,'),
      oneOf('que hay mañana?', 'que toca mañana?', 'que rutina viene mañana?'),
    ),
    'routine.tomorrow',
  ],
  "the day told as known, then today's routine asked": [
    sentence(
      oneOf('hoy es el dia 9,', 'voy en el dia 14 y', 'estoy en el dia quince,'),
      oneOf('que rutina me toca hoy?', 'que ejercicios toca hoy?', 'cual es la rutina de hoy?'),
    ),
    'routine.today',
  ],
  'a hello that asks whether anyone is there': [
    sentence(
      oneOf('hola?', 'buenaaas,', 'buenas,', 'hola'),
      oneOf('hay alguien', 'hay alguien ahi?', 'hay alguien por ahi?'),
    ),
    'greeting',
  ],
  "the price asked with where the member is, in that place's money": [
    sentence(
      oneOf('how much is it? vivo en Texas,', 'estoy en Murcia,', 'yo estoy en La Habana,', 'vivo en Lima,'),
      oneOf('cuanto me costaria a mi?', 'cuanto vale apuntarse?', 'cuanto me saldria el reto?'),
      oneOf('', 'en euros porfa', 'en dolares please'),
    ),
    'price.guarantee',
  ],
  'the next edition joined straight after this one': [
    sentence(
      oneOf('y cuando se acabe este', 'cuando termine esta edicion', 'al terminar'),
      oneOf('me puedo meter al que sigue', 'me paso al que sigue', 'puedo entrar en el que sigue'),
      oneOf('de una vez?', '?', 'sin esperar?'),
    ),
    'edition.next',
  ],
  'who leads the challenge, however the person is named, and whom he trained': [
    sentence(
      oneOf('perdone la curiosidad,', 'una pregunta,', ''),
      oneOf(
        'quien es el señor que dirige el reto?',
        'quien es la persona que lleva el programa?',
        'mi amiga dice que emilio entreno a famosos, es cierto?',
        'es verdad que emilio ha entrenado a deportistas?',
      ),
    ),
    'about.emilio',
  ],
  "the challenge's hour asked by one who works on a ship": [
    sentence(
      oneOf('trabajo en un crucero', 'estoy en un barco', 'trabajo en cruceros'),
      oneOf('y cambio de pais cada semana', 'y cambio de hora seguido'),
      oneOf('como hago con el horario del reto?', 'que hora usa la app?'),
    ),
    'timezone',
  ],
  'the app not found in its store': [
    sentence(
      oneOf('no la encuentro en la', 'no encuentro la app en la', 'busque la aplicacion en la'),
      oneOf('play store', 'app store', 'playstore'),
      oneOf('', 'y no sale', ', como la bajo?'),
    ),
    'app.trouble',
  ],
  "today's exercises asked with a chat's 'x fa'": [
    sentence(oneOf('ejercicios d hoy', 'rutina de hoy', 'q toca hoy'), oneOf('x fa', 'por fa', 'x fa emilio')),
    'routine.today',
  ],
  'where to start, asked once warmed up': [
    sentence(
      oneOf('oye emilio dime que me toca hacer ahorita', 'dime que toca hoy', 'que me toca hoy'),
      oneOf('que ya calente y no se por donde empezar', 'ya calente, por donde empiezo?'),
    ),
    'routine.today',
  ],
  'where a new member starts, asked as what to do first': [
    sentence(
      oneOf('me registre ayer', 'ya pague', 'acabo de entrar'),
      oneOf('y la verdad no entiendo la app,', 'y estoy perdida,', ','),
      oneOf('que hago primero?', 'que tengo que hacer primero?', 'que hago para empezar?'),
    ),
    'challenge.how',
  ],
  "an exercise's support named by the furniture at home": [
    sentence(
      oneOf('el hip thrust ese,', 'en el puente de gluteos', 'en los fondos'),
      oneOf('la espalda va apoyada en', 'me apoyo en', 'pongo las manos en'),
      oneOf('el sillon o en el piso?', 'la cama o en el suelo?', 'el sillon?'),
    ),
    'exercise.technique',
  ],
  'the day asked between two numbers': [
    sentence(
      oneOf('asere,', 'oye,', ''),
      oneOf('hoy es el 10 o el 11?', 'hoy es 14 o 15?'),
      oneOf('mi hermana dice una cosa y yo otra', ''),
    ),
    'challenge.day',
  ],
  'a reminder asked for, so as not to forget': [
    sentence(
      oneOf('quiero que me recuerde', 'avisame', 'me puedes recordar'),
      oneOf('a las 6 pm todos los dias', 'a las 7 para entrenar', 'entrenar cada mañana'),
      oneOf('pq si no se me olvida', 'que se me olvida', 'porque siempre se me olvida'),
    ),
    'app.trouble',
  ],
  'training done, asked how it may count': [
    sentence(
      oneOf('hice todo el video de sentadillas', 'termine la rutina completa', 'hice los ejercicios'),
      oneOf('y en la tarjeta sigue saliendo 0/5,', 'pero la app sigue igual,', ','),
      oneOf('como hago para que cuente?', 'que tengo que hacer para que se registre?', 'como hago para que quede?'),
    ),
    'exercise.done',
  ],
  'the pace of an exercise as its video shows it': [
    sentence(
      oneOf('estoy viendo el video de los mountain climbers', 'en los jumping jacks', 'en las sentadillas con salto'),
      oneOf('y el muchacho va rapidisimo,', 'el de los videos va muy rapido,'),
      oneOf(
        'hay que ir a esa velocidad?',
        'puedo hacerlo mas lento?',
        'hay que ir a esa velocidad o puedo ir mas lento?',
      ),
    ),
    'exercise.technique',
  ],
  'the day asked after losing count on a journey': [
    sentence(
      oneOf('disculpe, me podria indicar en que dia del reto me encuentro?', 'en que dia del reto voy?'),
      oneOf('perdi la cuenta con el viaje', 'perdi la cuenta', 'es que perdi la cuenta con tanto trabajo'),
    ),
    'challenge.day',
  ],
  'what it holds, asked of whether it is worth it': [
    sentence(
      oneOf('que incluye el reto?', 'que trae el programa?', 'como funciona el reto?'),
      oneOf('es que no se si vale la pena', 'no se si vale la pena'),
      oneOf('para alguien que nunca ha pisado un gimnasio', 'para mi', ''),
    ),
    'challenge.how',
  ],
  "the coach asked of in English's contraction": [
    sentence(oneOf("who's the coach", "who's the trainer", 'whos the coach'), oneOf('behind this?', '?', 'here?')),
    'about.emilio',
  ],
  'the new routine appearing at about an hour of the day before': [
    sentence(
      oneOf('vivo en guatemala y', 'estoy en Lima y', ''),
      oneOf('la rutina nueva me aparece como a las 11 de la noche', 'el dia nuevo sale tipo a las 10 de la noche'),
      oneOf('del dia anterior, eso esta bien?', 'es normal?'),
    ),
    'timezone',
  ],
  'the slow connection message quoted beside a sign-in that fails': [
    sentence(
      oneOf('upe, me sale', 'me aparece', 'sale'),
      oneOf("'Conexión lenta detectada'", 'Conexion lenta detectada'),
      oneOf('y no logro iniciar sesion', 'y no me deja iniciar sesion', 'y no puedo entrar'),
    ),
    'account',
  ],
  'the slow connection message quoted beside the videos': [
    sentence(
      oneOf('me sale', 'me aparece'),
      oneOf("'Conexión lenta detectada'", 'Conexion lenta detectada'),
      oneOf('cuando abro los videos', 'y el video no carga'),
    ),
    'app.trouble',
  ],
  'paid once or every month, asked for a relative, of the card': [
    sentence(
      oneOf('mi marido quiere saber', 'pregunta mi mama', 'quisiera saber'),
      oneOf(
        'si esto es un pago unico o si se le va a cobrar cada mes de la tarjeta',
        'si es pago unico o le cobran cada mes en la tarjeta',
      ),
      oneOf('', ', que es muy desconfiado'),
    ),
    'renewal',
  ],
  "an exercise's depth asked as 'a little' and its bar": [
    sentence(
      oneOf('en las zancadas', 'en la sentadilla', 'en el hip thrust'),
      oneOf(
        'la rodilla de atras tiene que tocar el piso o solo bajar un poquito nomas?',
        'la barra va en la cadera o un poquito mas arriba?',
      ),
    ),
    'exercise.technique',
  ],
  'a drink at breakfast asked in Spanglish': [
    sentence(
      oneOf('can I have', 'puedo tomar'),
      oneOf('un cafecito con leche', 'un cafe'),
      oneOf('in the morning', 'por la mañana'),
      oneOf('o son muchas calorias?', 'or is it too many calories?'),
    ),
    'nutrition',
  ],
  'another address put in after leaving a job': [
    sentence(
      oneOf('me registre con el correo del trabajo', 'entre con el mail de la oficina'),
      oneOf('y me voy de la empresa,', 'y ya sali de la empresa,', 'pero renuncie a la empresa,'),
      oneOf('como pongo mi gmail?', 'como uso otro correo?', 'como pongo mi hotmail?'),
    ),
    'account',
  ],
  "a shortcut on the phone's screen": [
    sentence(
      oneOf('joven, mi nieta me dijo que', 'me dijeron que', ''),
      oneOf('se puede poner un acceso directo en el telefono', 'puedo tener un acceso directo en el celular'),
      oneOf(', como se hace eso?', ', como lo pongo?'),
    ),
    'app.trouble',
  ],
  "tomorrow's routine asked formally, signed": [
    sentence(
      oneOf('buenas noches.', 'buenos dias.'),
      oneOf('deseo conocer con antelacion la rutina de mañana', 'quisiera saber con antelacion que rutina toca mañana'),
      oneOf('. Atentamente, Rosa.', '. Saludos, Marta.', ', un abrazo, Ana'),
    ),
    'routine.tomorrow',
  ],
  "one's own pace asked, up to date or behind": [
    sentence(
      oneOf('oye, bacan la rutina, pero', 'emilio,', ''),
      oneOf('como voy?', 'que tal voy?'),
      oneOf('estoy al dia o atrasado?', 'voy al dia o atrasada?'),
    ),
    'progress',
  ],
  'whether one talks with a person or a machine, asked of oneself': [
    sentence(
      oneOf('hablo con una persona', 'estoy hablando con alguien de verdad', 'chateo con un humano'),
      oneOf('o con una maquina?', 'o con un robot?', 'o con una ia?'),
    ),
    'about.emilio',
  ],
  'a failure the screen tells in general words, wherever one was': [
    sentence(
      oneOf('me sale', 'me aparece', 'me dice'),
      oneOf('algo salio mal, intentalo de nuevo', 'que ocurrio un error', 'algo salio mal'),
      oneOf('cuando entro a mi progreso', 'cuando abro la rutina', 'al abrir la app', 'cuando quiero ver mi racha'),
    ),
    'app.trouble',
  ],
  'play given to a video that fails': [
    sentence(
      oneOf('cuando le doy play al video', 'le doy play', 'cuando doy play a la rutina'),
      oneOf('se escucha eco y se repite el audio', 'y no pasa nada', 'y se queda en negro', 'y no suena'),
    ),
    'app.trouble',
  ],
  'two equal charges for a purchase made once': [
    sentence(
      oneOf('vi dos cargos iguales en mi tarjeta el mismo dia,', 'me salen dos cobros iguales,'),
      oneOf('xq?', 'por que?', ''),
      oneOf('yo solo compre una vez', 'si solo compre una vez'),
    ),
    'cancel.refund',
  ],
  'a charge again, shouted in capitals': [
    sentence(
      oneOf('ME COBRARON DE NUEVO', 'ME VOLVIERON A COBRAR', 'ME COBRARON OTRA VEZ'),
      oneOf('sin que yo hiciera nada,', 'sin avisar,'),
      oneOf('que es esto? quiero mi plata', 'quiero que me devuelvan mi dinero'),
    ),
    'cancel.refund',
  ],
  'a session told expired, or a sign-in sent back to its screen': [
    sentence(
      oneOf(
        'me pone sesion caducada',
        'me sale sesion expirada',
        'intento loguearme y me rebota a la pantalla de entrar',
      ),
      oneOf('cada vez que abro la app', 'otra vez', 'por la mañana'),
    ),
    'account',
  ],
  'paid once or charged on, asked': [
    sentence(
      oneOf('el reto se paga una vez', 'se paga solo una vez', 'pago una vez'),
      oneOf('o se sigue cobrando despues?', 'o me siguen cobrando cada mes?'),
    ),
    'renewal',
  ],
  'how much one must put in to join': [
    sentence(
      oneOf('nada de lesiones, estoy listo para arrancar.', 'ya me decidi.', ''),
      oneOf(
        'cuanto tendria que poner para inscribirme?',
        'cuanto tengo que pagar para apuntarme?',
        'cuanto hay que poner para entrar al reto?',
      ),
    ),
    'price.guarantee',
  ],
  'a missed day to make up, asked of a free day': [
    sentence(
      oneOf('me salte el lunes,', 'no pude entrenar ayer,', 'perdi el martes,'),
      oneOf('hay algun dia libre para reponerlo?', 'cuando lo puedo recuperar?', 'que dia libre uso para reponerlo?'),
    ),
    'skip.day',
  ],
  "the challenge's trainer asked who he is, as the coach of this": [
    sentence(
      oneOf('oye', 'una pregunta', ''),
      oneOf('quien es el coach de esto', 'quien es el entrenador de esto', 'y quien es el profe de esto'),
    ),
    'about.emilio',
  ],
  'the current day asked as such': [
    sentence(
      oneOf('cual es mi dia actual', 'me dices el dia actual', 'dime mi dia actual', 'q es mi dia actual'),
      oneOf('en el reto', 'del reto', 'del programa', ''),
    ),
    'challenge.day',
  ],
  'the day one is on, asked beside what one forgot': [
    sentence(
      oneOf('oiga,', 'profe,', ''),
      oneOf('por cual dia ando ya,', 'en que dia voy,', 'por que dia voy,', 'en que dia estoy,'),
      oneOf('que se me olvida', 'se me olvido', 'que con tanto trabajo se me olvida'),
    ),
    'challenge.day',
  ],
  'bought or paid again to go on another month': [
    sentence(
      oneOf(
        'si quiero continuar otro mes',
        'para seguir el otro mes',
        'si quiero seguir despues',
        'pa seguir otro mes',
      ),
      oneOf(
        'tengo que volver a comprar?',
        'toca pagar de nuevo o ya queda?',
        'hay que volver a comprarlo?',
        'tengo que pagar otra vez?',
      ),
    ),
    'renewal',
  ],
  "a rest the day's screen shows, asked whether nothing is done": [
    sentence(
      oneOf(
        'hoy me sale DESCANSO,',
        'hoy me aparece descanso,',
        'hoy toca descanso,',
        'hoy me pone descanso,',
        // The day's screen in the past and by its whole name: "me salió DÍA DE DESCANSO".
        'me salio DIA DE DESCANSO,',
        'me sale dia de descanso en el boton,',
        'la app dice dia de descanso,',
      ),
      oneOf(
        'entonces no hago nada?',
        'de verdad no hago nada de nada?',
        'no hago nada hoy?',
        'o sea hoy no hago nada?',
        'en serio hoy no hago nada?',
        'hoy no toca nada?',
      ),
    ),
    'rest.days',
  ],
  'how it works, asked alone': [
    oneOf('como funciona', 'como funciona?', 'y como funciona?', 'cmo funciona'),
    'challenge.how',
  ],
  "an exercise's form told in English": [
    sentence(
      oneOf('how do i do lunges right?', 'how do i do squats right?', 'how do i do push ups right?'),
      oneOf(
        'my knee goes way past my toes',
        'my elbows go out to the side',
        'my heels come off the floor',
        'my hips go down',
      ),
    ),
    'exercise.technique',
  ],
  'a word after an object pronoun, a verb and no thing': [
    sentence(
      oneOf('olvide mi contraseña', 'se me olvido la clave', 'perdi mi contrasena'),
      oneOf('xq no la anote', 'porque no la apunte', 'y nunca la guarde', 'ya la busque'),
    ),
    'account',
  ],
  'the subscription stopped': [
    sentence(
      oneOf('quiero parar la suscripcion,', 'como detengo mi suscripcion?', 'quiero frenar la membresia,'),
      oneOf('donde esta eso', 'no encuentro donde', ''),
    ),
    'cancel.refund',
  ],
  'how to cancel, asked of the edition one will not go on to': [
    sentence(
      oneOf(
        'no voy a continuar en el proximo reto,',
        'no quiero la siguiente edicion,',
        'no voy a seguir en la proxima edicion,',
      ),
      oneOf('como lo anulo?', 'donde me doy de baja?', 'quiero cancelarlo'),
    ),
    'cancel.refund',
  ],
  'money given back by a pronoun, or on its way to the card': [
    oneOf(
      'me cobraron la renovacion y ya no lo queria, me lo regresan?',
      'me cobraron y no lo pedi, me la regresan?',
      'cuanto tarda en volver la plata a la tarjeta',
      'en cuantos dias regresa el dinero a mi tarjeta?',
      'cuando vuelve mi plata a la cuenta?',
    ),
    'cancel.refund',
  ],
  'money taken every month, asked': [
    sentence(
      oneOf('me van a estar sacando plata', 'me van a quitar dinero', 'me descuentan plata'),
      oneOf('de la tarjeta cada mes?', 'cada mes?', 'todos los meses de la tarjeta?'),
    ),
    'renewal',
  ],
  'alerts switched on, or a reminder asked at an hour': [
    oneOf(
      'como activo las alertas en el iphone',
      'donde activo las alertas?',
      'quiero que me recuerde en la mañana, se puede?',
      'se puede que me avise todos los dias a las 7?',
      'me gustaria que me recuerden temprano para entrenar',
    ),
    'app.trouble',
  ],
  'who is answering, asked in the progressive': [
    oneOf('quien me esta contestando aqui', 'quien me esta respondiendo?', 'oye quien me esta escribiendo'),
    'about.emilio',
  ],
  'how often one stops, asked': [
    sentence(
      oneOf('cada cuanto toca parar', 'cada cuanto se descansa', 'cada cuanto hay dia libre'),
      oneOf('en el reto', '?', ''),
    ),
    'rest.days',
  ],
  'a hello blessed, or a friend greeted': [
    oneOf('Buenos dias, Dios le bendiga', 'buenas tardes, Dios los bendiga', 'xopa fren', 'hola bro, bendiciones'),
    'greeting',
  ],
  "a diminutive of an everyday word, and pa'l": [
    sentence(
      oneOf('chamo dime rapidito', 'dime rapidito', 'porfa dime cortito'),
      oneOf('la rutina de hoy', 'que me toca hoy'),
      oneOf("que ya salgo pa'l gym", "que me voy pa'l trabajo", ''),
    ),
    'routine.today',
  ],
  'charged by itself, in the diminutive': [
    sentence(
      oneOf('se me cobra solito', 'se renueva solita', 'me lo cobran solito'),
      oneOf('el siguiente reto?', 'el otro mes?', 'wey?'),
    ),
    'renewal',
  ],
  'the progress bar the screen shows, and how far one is': [
    sentence(
      oneOf('arriba sale una barrita finita,', 'me sale una barra arriba,', 'en la app sale una barrita,'),
      oneOf('eso es mi progreso?', 'es mi avance?'),
      oneOf('cuanto llevo?', 'cuanto voy?', ''),
    ),
    'progress',
  ],
  'days left read from the progress bar': [
    sentence(
      oneOf('la barrita dice 43%,', 'la barra marca 60%,', 'la barrita va en la mitad,'),
      oneOf('cuantos dias quedan entonces?', 'cuantos dias me faltan?'),
    ),
    'challenge.day',
  ],
  'the end asked between a day and the one after': [
    sentence(
      oneOf('esta edicion termina', 'el reto se acaba', 'mi edicion cierra'),
      oneOf('este domingo o el siguiente?', 'este mes o el siguiente?', 'el lunes o el siguiente?'),
    ),
    'edition.current',
  ],
  'no time told of a day gone, and what happens with it': [
    sentence(
      oneOf('no es por ninguna lesion,', 'no estoy mal,', ''),
      oneOf('ayer no tuve tiempo.', 'el martes no me dio el tiempo.'),
      oneOf('que pasa con ese dia?', 'que pasa con el dia de ayer?'),
    ),
    'skip.day',
  ],
  "an exercise's name, asked what it means": [
    sentence(
      oneOf('parce', 'oye', ''),
      oneOf('que significa', 'que quiere decir'),
      oneOf("'jumping jacks'", 'mountain climbers', 'burpees', 'plancha lateral'),
    ),
    'exercise.technique',
  ],
  'what to eat, asked of a training day': [
    sentence(
      oneOf('estoy bien de salud.', ''),
      oneOf('que me recomiendas almorzar', 'que puedo cenar', 'que debo desayunar'),
      oneOf('los dias de pierna?', 'el dia de brazos?', 'los dias de cardio?'),
    ),
    'nutrition',
  ],
  'how much each edition charges': [
    oneOf('cuanto me cobran por cada edicion?', 'cuanto cobran por edicion?', 'cuanto me cobrarian cada mes?'),
    'price.guarantee',
  ],
  'how it goes on from week to week': [
    sentence(
      oneOf('la intensidad', 'la dificultad', 'el nivel de las rutinas'),
      oneOf('cambia cada semana', 'sube cada semana', 'va subiendo'),
      oneOf('o siempre es igual?', '?'),
    ),
    'challenge.how',
  ],
  'whether the trainer made the programme': [
    sentence(
      oneOf('Emilio es el que', 'el entrenador es quien', 'emilio fue el que'),
      oneOf('ha diseñado las rutinas?', 'creo los videos?', 'armo el programa?'),
    ),
    'about.emilio',
  ],
  'a hello in regional words': [oneOf('quiubo parce', 'epa chamo, que mas', 'quiubo pana', 'epale chama'), 'greeting'],
  "a time zone quoted by its settings' name": [
    sentence(
      oneOf('en configuracion me sale', 'en mi perfil dice', 'me aparece'),
      oneOf('America/New_York,', 'Europe/Madrid,', 'America/Argentina/Buenos_Aires,'),
      oneOf('la cambio a Lima?', 'esta bien?', 'la cambio?'),
    ),
    'timezone',
  ],
  'the app kept on the home screen': [
    sentence(
      oneOf(
        'mi hija me dijo que lo pusiera en el escritorio del telefono',
        'quiero tenerlo en la pantalla del cel con su dibujito',
        'me sale algo de agregar a inicio',
        'como lo pongo en la pantalla de inicio',
      ),
      oneOf('pero no se como', 'es seguro darle?', 'para no andarlo buscando', ''),
    ),
    'app.trouble',
  ],
  'the spinner that turns and turns': [
    sentence(
      oneOf('le doy al triangulito', 'le doy al video', 'abro la rutina'),
      oneOf('y se queda la ruedita dando vueltas', 'y el circulito gira y gira', 'y se queda la rueda girando'),
    ),
    'app.trouble',
  ],
  'whether it works on another device': [
    sentence(
      oneOf('en la tablet tambien sirve?', 'funciona tambien en la compu?', 'en el ipad sirve?'),
      oneOf('como lo pongo ahi', 'como le hago', ''),
    ),
    'app.trouble',
  ],
  'looked for in the store': [
    sentence(
      oneOf('busque Reto en la tienda', 'lo busco en la tienda', 'busque la app en la tienda'),
      oneOf('y no sale nada', 'y no aparece', 'y nada'),
    ),
    'app.trouble',
  ],
  'whether paying is safe, with the data it asks for': [
    sentence(
      oneOf('es seguro poner mis datos de la tarjeta', 'es seguro poner la tarjeta', 'es seguro pagar'),
      oneOf('en la pagina?', 'aqui?', 'con tarjeta?'),
    ),
    'payment.methods',
  ],
  'notices allowed or refused by mistake': [
    sentence(
      oneOf('le di que no a lo de permitir notificaciones', 'rechace las notificaciones', 'bloquee los avisos'),
      oneOf('sin querer,', 'por error,'),
      oneOf('como lo vuelvo a activar?', 'como las activo?'),
    ),
    'app.trouble',
  ],
  // Where the member's day takes them, even a place or a business of another world, is their story
  // when another clause asks about them or the challenge (`story` in coach-reading.ts).
  "today's routine asked after where the member's day takes them": [
    sentence(
      oneOf(
        'estoy en el aeropuerto,',
        'ando en el supermercado,',
        'estoy de examenes hasta el viernes,',
        'voy al banco ahorita,',
        'estamos en el restaurante,',
        'salgo de la facultad a las 3,',
      ),
      oneOf('que me toca hoy?', 'que rutina toca hoy?', 'mi rutina de hoy es larga?'),
    ),
    'routine.today',
  ],
  'the next edition asked after what the member is busy with': [
    sentence(
      oneOf(
        'quiero entrar pero estoy de examenes hasta fin de mes,',
        'ahorita estoy en la universidad,',
        'estoy de mudanza este mes,',
        'ando en el aeropuerto,',
      ),
      oneOf('habra otra edicion despues?', 'cuando empieza la proxima edicion?', 'cuando abren el siguiente reto?'),
    ),
    'edition.next',
  ],
  // The children taken somewhere are the member's day too.
  "today's routine asked after taking the children somewhere": [
    sentence(
      oneOf('acabo de dejar', 'ya deje', 'voy a llevar', 'ya fui a recoger', 'paso a buscar'),
      oneOf('a los niños', 'a los chicos', 'a las nenas', 'a mis hijos'),
      oneOf('en el cole,', 'al cole,', 'en la guarderia,', 'al kinder,', 'en la escuela,'),
      oneOf('que me toca hacer hoy?', 'que rutina toca hoy?', 'lo de hoy es largo?'),
    ),
    'routine.today',
  ],
  // The share done asked with its sign ("¿en qué % voy?").
  'the progress asked as a share with its sign': [
    sentence(
      oneOf('oye', 'emilio', '', 'una pregunta'),
      oneOf('en que % voy', 'que % llevo del reto', 'cuanto % llevo', 'en que % ando'),
      oneOf('?', 'ya?', 'mas o menos?'),
    ),
    'progress',
  ],
  "which day asked as where one is in the challenge's calendar": [
    sentence(
      oneOf('volvi de viaje y', 'estuve de vacaciones y', 'perdona pero', ''),
      oneOf(
        'no se por donde voy del calendario',
        'por donde voy del reto?',
        'en que parte del reto estoy?',
        'no se en que parte del programa ando',
      ),
    ),
    'challenge.day',
  ],
  'the trainer asked of his fame on a network': [
    sentence(
      oneOf('mi amiga dice que', 'me dijeron que', 'es cierto que', ''),
      oneOf('emilio', 'el entrenador del reto', 'el profe del programa'),
      oneOf('es famoso en tiktok', 'sale en youtube', 'es conocido en instagram', 'esta en facebook'),
      oneOf('?', ', es cierto?', 'o no?'),
    ),
    'about.emilio',
  ],
  'notifications named before what one would do with them': [
    sentence(
      oneOf('las alertas', 'los avisos', 'las notificaciones', 'los recordatorios', 'las notis'),
      oneOf('suenan un monton de veces,', 'me llegan a cada rato,', 'no paran,', 'son demasiadas,'),
      oneOf(
        'se pueden silenciar?',
        'se pueden apagar?',
        'se pueden desactivar?',
        'hay forma de silenciarlas?',
        'como las quito?',
      ),
    ),
    'app.trouble',
  ],
  'the rest days called pauses': [
    sentence(
      oneOf('cuantos dias de pausa', 'cuantas pausas por semana', 'que dias de pausa'),
      oneOf('trae el reto?', 'tiene el programa?', 'hay en el reto?'),
    ),
    'rest.days',
  ],
  'how the programme is put together': [
    sentence(
      oneOf('vengo de hacer crossfit,', 'me gustaria saber', 'quisiera entender', ''),
      oneOf('como esta armado el programa', 'como viene armado el reto', 'como esta montado el programa'),
      oneOf('semana a semana?', '?', 'por dentro?'),
    ),
    'challenge.how',
  ],
  'the guarantee asked of results, of its days or of a start to come': [
    sentence(
      oneOf(
        'si hago todo y no veo resultados,',
        'si pago hoy y el reto empieza en dos semanas,',
        'dice garantia de 7 dias,',
        'si no avanzo nada,',
      ),
      oneOf('aplica la garantia?', 'la garantia se me vence antes de empezar?', 'desde cuando cuenta la garantia?'),
    ),
    'price.guarantee',
  ],
  'the trainer asked to be told about': [
    sentence(
      oneOf('antes de pagar me gusta saber con quien voy a entrenar.', 'buenas,', ''),
      oneOf(
        'me cuenta un poco sobre emilio?',
        'cuentame algo de emilio',
        'hablame un poco del entrenador',
        'me dices algo acerca del entrenador?',
      ),
    ),
    'about.emilio',
  ],
  'the trainer named as the one in the videos, asked who he is': [
    sentence(
      oneOf('el coach', 'el profe', 'el tipo', 'el entrenador'),
      oneOf('q sale en los videos', 'que aparece en los videos', 'que sale en los videos'),
      oneOf('quien es', 'de donde es', 'es certificado?'),
    ),
    'about.emilio',
  ],
  'kept in the next edition by itself': [
    sentence(
      oneOf('si termino esta edicion', 'cuando se acabe el reto', 'al terminar los 28 dias'),
      oneOf(
        'quedo inscrita automaticamente en la siguiente',
        'me quedo automaticamente en la proxima',
        'paso automaticamente a la siguiente',
      ),
      oneOf('o tengo que volver a apuntarme?', '?', 'o como es?'),
    ),
    'renewal',
  ],
  'charged every period, told as money taken': [
    sentence(
      oneOf('cada 28 dias me quitan', 'cada mes me quitan', 'me van a quitar cada mes', 'me quitan cada 28 dias'),
      oneOf('los 78?', 'el pago?', 'la plata del reto?'),
    ),
    'renewal',
  ],
  "the other gender's videos shown": [
    sentence(
      oneOf('me salen los videos', 'me aparecen los videos', 'veo los videos'),
      oneOf('del hombre', 'de la mujer', 'del chico', 'de la chica'),
      oneOf('si yo me registre como mujer', 'y no es mi version', 'por que?'),
    ),
    'app.trouble',
  ],
  'the new edition named the new one': [
    sentence(
      oneOf('avisame', 'me avisas', 'quiero saber'),
      oneOf('cuando empiece el nuevo', 'cuando abra la nueva', 'cuando arranca el nuevo'),
    ),
    'edition.next',
  ],
  'what it costs to get in': [
    sentence(
      oneOf('estoy sana, sin problemas de nada,', 'buenas,', ''),
      oneOf('solo quiero saber', ''),
      oneOf('cuanto cuesta entrar', 'cuanto pa entrar', 'cuanto vale unirme', 'cuanto para inscribirme'),
    ),
    'price.guarantee',
  ],
  'money back by its Central American and Caribbean names': [
    sentence(
      oneOf('si a la semana no me cuadra', 'si no me gusta,', 'antes de pagar quiero saber, si no me sirve'),
      oneOf('me regresan el pisto', 'me regresan mi pisto', 'me retornan el pisto'),
      oneOf('o no?', '?'),
    ),
    'cancel.refund',
  ],
  'Caribbean and Central American dishes eaten': [
    sentence(
      oneOf('puedo comer', 'se vale comer', 'puedo desayunar'),
      oneOf('arroz con habichuelas', 'mangu', 'tostones', 'pupusas', 'tamales'),
      oneOf('en el reto?', 'durante el reto?', 'con la dieta?'),
    ),
    'nutrition',
  ],
  'the account asked in English': [
    sentence(oneOf('update', 'change', 'how do i change'), oneOf('email', 'my email', 'my password')),
    'account',
  ],
  'the app named masculine': [
    sentence(oneOf('como bajo', 'donde descargo', 'como instalo'), oneOf('el app', 'el app del reto')),
    'app.trouble',
  ],
  'the days left to reach the last day': [
    sentence(
      oneOf('cuantos dias faltan', 'cuanto falta', 'cuanto me falta'),
      oneOf('para llegar al dia 28', 'para llegar al final'),
    ),
    'challenge.day',
  ],
  'a hello that ends telling where one writes from': [
    sentence(
      oneOf('Muy buenos dias.', 'Buenas tardes,', 'Hola,'),
      oneOf('mi nombre es Carmen y', 'soy Ramiro y', ''),
      oneOf('le escribo desde Santiago', 'te escribo desde Lima', 'les escribo desde Monterrey'),
    ),
    'greeting',
  ],
  'the reminder that did not come, the day gone': [
    sentence(
      oneOf('che hoy no me aviso nada', 'ayer no me aviso nada', 'hoy no me llego el aviso'),
      oneOf('y se me paso por completo', 'y se me paso el dia', 'y me olvide de entrenar'),
    ),
    'app.trouble',
  ],
  'the week asked with "ya"': [
    oneOf('estoy ya en la semana 2?', 'voy ya por la semana 3?', 'ya estoy en la semana 4?'),
    'challenge.day',
  ],
  'whether one talks to the trainer in person': [
    sentence(
      oneOf('estoy hablando con emilio', 'estoy hablando con el entrenador', 'estoy chateando con emilio'),
      oneOf('en persona??', 'de verdad?'),
    ),
    'about.emilio',
  ],
  'whether the trainer in the videos is Emilio': [
    sentence(
      oneOf('buenas,', ''),
      oneOf(
        'el entrenador que sale en los videos',
        'el profe que aparece en los videos',
        'el coach q sale en los videos',
      ),
      oneOf('es emilio?', 'es emilio o otra persona?'),
    ),
    'about.emilio',
  ],
  // A feeling told about paying or asking is the member's, not a thing of another world.
  'a feeling about paying, then the guarantee': [
    sentence(
      oneOf(
        'me da un poco de miedo pagar y que no me guste,',
        'me da verguenza preguntar pero',
        'solo tengo curiosidad,',
      ),
      oneOf('tienen algun tipo de garantia?', 'hay garantia?', 'tienen garantia de devolucion?'),
    ),
    'price.guarantee',
  ],
  'a health condition denied, then the guarantee': [
    sentence(
      oneOf(
        'no tengo ninguna condicion de salud que me preocupe, la duda es otra:',
        'no tengo ninguna condicion medica,',
      ),
      oneOf('si no veo resultados aplica la garantia?', 'como funciona la garantia?'),
    ),
    'price.guarantee',
  ],
  'money spent on other programmes, then the guarantee': [
    sentence(
      oneOf('ya he gastado en mil programas y me da cosa pagar otra vez.', 'pague otra vez por otro programa y nada.'),
      oneOf('si no veo resultados hay garantia o pierdo el dinero?', 'si no me sirve hay garantia?'),
    ),
    'price.guarantee',
  ],
  'the trainer asked after telling one is calm and curious': [
    sentence(
      oneOf('tranquilo, estoy bien.', 'tranquila, no es nada de salud.', ''),
      oneOf('solo tengo curiosidad:', 'por curiosidad,'),
      oneOf('quien es el coach que arma las rutinas?', 'quien es emilio?'),
    ),
    'about.emilio',
  ],
  'which day asked after a long weekend away': [
    sentence(
      oneOf(
        'estuve de viaje el fin de semana largo y perdi la cuenta.',
        'me fui el fin de semana y',
        'volvi del fin de semana largo,',
      ),
      oneOf('en que dia del reto estoy?', 'en que dia del programa voy?'),
    ),
    'challenge.day',
  ],
  "the time zone's success message quoted": [
    sentence(
      oneOf(
        "me salio 'Zona horaria actualizada correctamente'.",
        'me aparece Zona horaria actualizada correctamente,',
        "dice 'Las rutinas diarias se ajustaran a tu horario local',",
      ),
      oneOf('ya con eso se ajusta todo?', 'tengo que cerrar sesion y entrar de nuevo?'),
    ),
    'timezone',
  ],
  // Laughter told is the member's day ("quedé muerta de risa con los videos").
  "tomorrow's routine asked after laughing at today's": [
    sentence(
      oneOf(
        'hoy me toco brazo y quede muerta de risa con los videos jaja,',
        'hoy me toco pierna y quede muerto de risa,',
      ),
      oneOf('mañana es pierna?', 'mañana que toca?', 'mañana es brazo?'),
    ),
    'routine.tomorrow',
  ],
  'the streak asked whether rest days count for it': [
    sentence(
      oneOf('como se cuenta la racha?', 'sobre la racha:', 'mi racha,'),
      oneOf(
        'los dias de descanso tambien suman o la cortan?',
        'los dias de descanso rompen la racha?',
        'el descanso cuenta para la racha?',
      ),
    ),
    'progress',
  ],
  // The sets and rests of a workout asked without naming an exercise (SETS_ASKED in topic-evidence.ts).
  'the sets and rests of a workout asked without naming an exercise': [
    sentence(
      oneOf('che,', 'oye', 'una duda:', ''),
      oneOf(
        'cuanto descanso entre series?',
        'cuanto tiempo de descanso entre series',
        'cuantas repeticiones y series hago en cada ejercicio?',
        'cuantas series por ejercicio son?',
        'cuantas repeticiones hago de cada ejercicio?',
        'cuantas repeticiones son por ejercicio?',
        'cuanto descanso entre ejercicios?',
        'las series y repeticiones como van?',
      ),
      oneOf('', 'en el video no lo dice claro', 'no me queda claro', 'soy nuevo en esto'),
    ),
    'exercise.technique',
  ],
  // The member's day readied as the purpose of asking, and the member's own trip (READYING_VERBS,
  // OWN_DAY_VERBS in coach-reading.ts): what is readied, fitted in or travelled to is their story.
  "tomorrow's routine asked to get the member's things ready": [
    sentence(
      oneOf('que toca mañana', '¿Qué rutina me toca mañana?', 'qué entreno mañana?', 'pa mañana que hay?'),
      oneOf(
        'para ir preparando la ropa',
        'para preparar la mochila esta noche',
        'pa alistar la ropa',
        'necesito empacar el bolso del gym',
      ),
    ),
    'routine.tomorrow',
  ],
  'the rest days asked to fit a plan around them': [
    sentence(
      oneOf(
        '¿el domingo me toca descanso?',
        'que dias son de descanso en el reto?',
        'cada cuanto se descansa en el programa?',
      ),
      oneOf(
        'para planear un paseo al rio con la familia',
        'quiero cuadrarlo con el futbol de los jueves',
        'para organizarme con el viaje de la escuela',
        'necesito compaginarlo con las clases de guitarra',
      ),
    ),
    'rest.days',
  ],
  "the day's routine asked on the member's trip": [
    sentence(
      oneOf(
        'mañana vuelo de Santiago a Madrid y',
        'hoy vuelo a Lima temprano,',
        'viajo a Quito en la tarde,',
        'voy al gimnasio del hotel,',
      ),
      oneOf('¿qué rutina viene mañana?', 'que me toca mañana?', 'qué entreno toca mañana'),
    ),
    'routine.tomorrow',
  ],
  // The dates of the member's life the challenge's calendar is measured against (MEMBER_OCCASIONS in
  // topic-evidence.ts).
  "the current edition's end asked against a date of the member's life": [
    sentence(
      oneOf('¿esta edición acaba antes de', 'el reto termina antes de', '¿la edición de ahora se acaba antes de'),
      oneOf('Navidad?', 'mi cumpleaños?', 'la boda de mi hermana?', 'mis exámenes finales?', 'las vacaciones?'),
    ),
    'edition.current',
  ],
  'a day missed for an occasion of the member': [
    sentence(
      oneOf('que pasa si un dia no hago nada por', 'si falto un dia por', 'si me salto el entreno por'),
      oneOf('un examen', 'la boda de mi prima', 'un velorio', 'la mudanza', 'mi cumpleaños'),
      oneOf('?', '', ', pierdo el dia?'),
    ),
    'skip.day',
  ],
  // Who issued the member's payment card, by a name the coach does not know (cardIssuer in coach-reading.ts).
  'a payment card refused named by who issued it': [
    sentence(
      oneOf('mi debito de', 'la visa de', 'me rechazan la tarjeta de credito del', 'no pasa mi mastercard de'),
      oneOf('Banco Popular', 'Pichincha', 'Banco Guayaquil', 'Produbanco'),
      oneOf('no pasa', 'me la rechazan', 'no pasa, por que?'),
    ),
    'payment.declined',
  ],
  // What may be added to the price (TOPIC_WORDS in topic-evidence.ts), and a currency by its name.
  'the price asked whether taxes or fees are added': [
    sentence(
      oneOf('¿ese es el precio final', 'el precio del reto'),
      oneOf('o se le suma algun impuesto?', 'incluye iva?', 'o hay comision aparte?', 'o lleva recargo?'),
    ),
    'price.guarantee',
  ],
  "the price asked in the member's currency by its name": [
    sentence(oneOf('¿cuanto cuesta el reto en', 'cual es el costo del programa en'), oneOf('francos CFA?', 'XAF?')),
    'price.guarantee',
  ],
  // A card owned by a son or daughter, the challenge given by them (CHILD_GROWN, CHILD_GAVE_OR_TOLD in
  // the contracts' safety concepts): the member pays or takes part, no minor joins.
  "paying with a son's or daughter's card": [
    sentence(
      oneOf('puedo pagar con', 'se puede pagar con', 'acepta'),
      oneOf('la tarjeta de credito de mi hijo', 'la tarjeta de debito de mi hija', 'la tarjeta de mis hijos'),
      oneOf('?', ''),
    ),
    'payment.methods',
  ],
  'how it works asked by a member given it by a son or daughter': [
    sentence(
      oneOf('me lo regalo mi hija,', 'me lo regalaron mis hijos y', 'me lo compro mi nieta,'),
      oneOf('como funciona el reto?', '¿me explicas como funciona el programa?'),
    ),
    'challenge.how',
  ],
  // A dish the member already eats, asked whether it can go on (KEPT_EATING in topic-evidence.ts).
  'a dish the member already eats asked whether it can go on': [
    sentence(
      oneOf('puedo seguir comiendo', '¿se puede seguir desayunando', 'sigo cenando'),
      oneOf('gallo pinto en las mañanas', 'mi pancito con cafe', 'bolon de verde', 'lo mismo de siempre'),
      oneOf('o es mucho?', 'durante el reto?', '?'),
    ),
    'nutrition',
  ],
  // The call-style voice screen named as members see it ("la pantalla de llamada", coach-reading.ts),
  // and whether the one on it is a person, a machine or the trainer of the videos (SAME_TRAINER in
  // topic-evidence.ts): the coach asked about.
  'whether the coach is a person, a machine or the trainer of the videos, asked on the call screen': [
    sentence(
      oneOf('en la pantalla de llamada pone EMILIO.BORN.AI,', 'En la pantalla dice EMILIO.BORN.AI.', ''),
      oneOf(
        '¿Emilio es una persona de verdad o una IA?',
        'Emilio es una persona real o una inteligencia artificial?',
        'ese es el mismo entrenador de los videos?',
      ),
    ),
    'about.emilio',
  ],
  'the trainer asked whether he is a real one': [
    sentence(
      oneOf('quién es Emilio?', 'quien es el entrenador?'),
      oneOf('es entrenador de verdad?', 'es entrenador de veras?'),
    ),
    'about.emilio',
  ],
  // Nothing at all in a region's words after a negation (coach-reading.ts), and a clause telling the
  // member is short of time (SHORT_OF_TIME in coach-nlu.ts): neither names what is asked.
  "how it works asked by a member who understands nothing, in a region's words": [
    sentence(
      oneOf('che explicame como funciona el reto', 'como funciona esto?', 'me explicas como funciona el programa'),
      oneOf('que no entiendo un pomo', 'no entiendo ni jota', 'no se ni papa'),
    ),
    'challenge.how',
  ],
  'how the week is organised asked by a member short of time': [
    sentence(
      oneOf('¿cómo se organiza el reto?', '¿cuántas rutinas hay por semana?'),
      oneOf(
        'Tengo poco tiempo entre el trabajo y la facultad.',
        'ando corta de tiempo con la mudanza',
        'no tengo mucho tiempo por el posgrado',
      ),
    ),
    'challenge.how',
  ],
  // Told to pay, told before having paid (topic-evidence.ts, the account's evidence).
  'told to subscribe though already paid, the telling first': [
    sentence(
      oneOf('dice que necesito una suscripcion', 'me sale que tengo que pagar', 'me dice que debo comprar'),
      oneOf('y ya pague ayer', 'pero ya pague', 'y ya compre el reto', 'pero ya he pagado'),
    ),
    'account',
  ],
  // The edition one is in asked by where one is (topic-evidence.ts).
  'the current edition asked by where one is': [
    sentence(
      oneOf('En qué número de edición estamos', 'cual es la edicion en la que estoy', 'en que edicion vamos'),
      oneOf('ahorita?', 'yo?', '?'),
    ),
    'edition.current',
  ],
  // The trainer of the videos called by who he is, and the coach asked his age or his fame (TOPIC_WORDS
  // and the evidence of about.emilio in topic-evidence.ts).
  'the trainer of the videos called by who he is': [
    sentence(
      oneOf('el muchacho', 'el chico', 'el señor', 'el tipo'),
      oneOf('que sale en los videos', 'de los videos'),
      oneOf('es emilio?'),
    ),
    'about.emilio',
  ],
  'the coach asked his age or his fame': [
    sentence(
      oneOf('oye emilio y tú', 'Emilio,'),
      oneOf('cuántos años tienes?', 'usted es famoso en las redes?', 'tu eres conocido en instagram?'),
    ),
    'about.emilio',
  ],
  // A child who put the member in the challenge, or pays for it "¿se puede?" (CHILD_GAVE_OR_TOLD,
  // CHILD_JOINS_TOO in the contracts' safety concepts): the member asks, no minor joins.
  'the day asked by a member a child put in the challenge': [
    sentence(
      oneOf('mi hija me metió en este reto,', 'mi hijo me metio al reto,'),
      oneOf('¿cuánto me falta para acabar?', '¿qué día del reto voy?'),
    ),
    'challenge.day',
  ],
  'a son or daughter paying, asked whether it can be': [
    sentence(
      oneOf('Mi hijo me lo quiere pagar', 'mi hija me lo quiere pagar'),
      oneOf('desde España con su tarjeta,', 'con su tarjeta,'),
      oneOf('¿se puede?'),
    ),
    'payment.methods',
  ],
  'signing in asked by a member a son or grandchild helped': [
    sentence(
      oneOf(
        'mi nieto me ayudo a instalar la app,',
        'mi hijo me ayudo con la app,',
        'mi nieta me ayuda con el celular,',
      ),
      oneOf('como entro?', 'no me deja entrar'),
    ),
    'account',
  ],
  // The treadmill called "trotadora", a place's hour set in the app, a card refused told with two
  // pronouns (topic-evidence.ts).
  'the treadmill called "trotadora"': [
    sentence(
      oneOf(
        'a qué velocidad camino en la trotadora?',
        'cuanto tiempo de trotadora hago?',
        'que inclinacion le pongo a la trotadora',
      ),
      oneOf('', 'cachai', 'no se nada de eso'),
    ),
    'cardio',
  ],
  "a place's hour set in the app": [
    sentence(
      oneOf('Buen día,', 'hola,', ''),
      oneOf(
        '¿cómo pongo la hora de Caracas en la aplicación?',
        'como cambio la hora de Lima en la app?',
        'como configuro la hora de Madrid en el perfil?',
      ),
    ),
    'timezone',
  ],
  'a card refused told with two pronouns': [
    sentence(
      oneOf('mi tarjeta es de Perú y', 'la tarjeta', 'mi visa'),
      oneOf('no me la acepta', 'no me la pasa', 'no me la toma'),
    ),
    'payment.declined',
  ],
  // From the tune parts of 28a, 29a, 29b and 30b (topic-evidence.ts, coach-reading.ts): what this
  // challenge is, asked as "esto del reto", and the occasion it was given for; today asked as a day's
  // number; a food swapped for another; a day the member will not be able to do, for work or family;
  // what to do with days away; the number of the edition that follows; the bank that told of a
  // recurring charge; the device the app is seen on.
  'what this challenge is, asked as "esto del reto"': [
    sentence(
      oneOf('', 'hola', 'perdon'),
      oneOf('q es esto del reto de 28 dias', '¿qué es eso del reto?', 'que es esto del programa?'),
    ),
    'challenge.how',
  ],
  'the occasion the challenge was given for': [
    sentence(
      oneOf('mi hija me lo regaló de cumpleaños', 'me lo regalaron en navidad', 'mi esposo me lo dio por mi cumple'),
      oneOf('y no entiendo de qué se trata el reto', '¿cómo funciona el reto?', 'y no sé de qué va esto'),
    ),
    'challenge.how',
  ],
  "today asked as a day's number": [
    sentence(
      oneOf('hoy cuenta como dia 20?', '¿esto cuenta como el día 12?', 'hoy seria el dia 15?'),
      oneOf('', 'gracias'),
    ),
    'challenge.day',
  ],
  // A Cuban dish and a Colombian coffee by their names (topic-evidence.ts, coach-reading.ts).
  'the congrí and the tinto': [
    sentence(
      oneOf('¿el congrí', 'me puedo tomar mi tinto en la mañana', 'un tinto sin azucar'),
      oneOf('está bien pa la dieta?', 'o eso daña la dieta?', 'cuenta en la dieta?'),
    ),
    'nutrition',
  ],
  // From the tune parts of 26b to 28b (topic-evidence.ts): a food said small, another edition asked
  // for last, something of the hour changed after a move, that day when the member cannot.
  'a food said small': [
    sentence(
      oneOf('el pancito de la tarde con cafecito', 'las tortillas con quesito', 'un pancito con queso'),
      oneOf('se puede?', 'esta permitido?', 'cuenta?'),
    ),
    'nutrition',
  ],
  'another edition asked for last': [
    sentence(
      oneOf('ya se llenó este?', 'se cerro la inscripcion?', 'uy ya empezo'),
      oneOf('cuándo hay otro', 'para cuando hay otra'),
    ),
    'edition.next',
  ],
  'something of the hour changed after a move': [
    sentence(
      oneOf('Me mudé de Chicago a Los Ángeles.', 'me cambie de ciudad por trabajo,', 'ahora vivo en Lima,'),
      oneOf('Tengo que cambiar algo de la hora o se ajusta solo?', '¿hay que ajustar algo de la hora en la app?'),
    ),
    'timezone',
  ],
  'that day, when the member cannot': [
    sentence(
      oneOf('mañana tengo un velorio en el pueblo', 'el sabado es la boda de mi hermana', 'el lunes tengo examen'),
      oneOf('y no voy a poder, que hago con ese dia', 'no podre, ¿qué pasa con ese día?'),
    ),
    'skip.day',
  ],
  // A relative's place (coach-reading.ts), tomorrow in chat shorthand (SHORTHAND), who is behind
  // the challenge (topic-evidence.ts).
  "a relative's place": [
    sentence(
      oneOf('mi mamá en Cuenca', 'mi tío de Rosario', 'mi abuela en Tegucigalpa'),
      oneOf('pregunta cómo funciona el reto', 'quiere saber de qué se trata el reto'),
    ),
    'challenge.how',
  ],
  // A place pointed at as where the member is ("aquí en La Habana", PLACE_TELLERS in
  // coach-reading.ts): the member's story, not another world.
  ...Object.fromEntries(
    (
      [
        ['timezone', 'son las 11 de la noche y ya me sale el dia siguiente, ¿por que?'],
        ['cardio', 'no tengo gimnasio cerca, ¿me vale caminar como cardio?'],
        ['nutrition', 'todo es frito jaja, ¿que me recomiendas desayunar sin salirme del plan?'],
      ] as const
    ).map(([topic, asked]): [string, [fc.Arbitrary<string>, CoachIntent]] => [
      `the ${topic} asked with a place pointed at as where the member is`,
      [
        sentence(
          oneOf('Aqui en', 'aca en', 'Aquí en', 'por aca en'),
          oneOf('La Habana', 'Chicago', 'Hialeah', 'San Pedro Sula', 'Valparaíso'),
          oneOf(asked),
        ),
        topic,
      ],
    ]),
  ),
  // Keeping to the plan ("sin salirme del plan") is no leaving of it.
  'what to eat while keeping to the plan': [
    sentence(
      oneOf('que puedo cenar', 'que me recomiendas desayunar', 'que como en una boda', 'que como el finde'),
      oneOf('sin salirme del plan?', 'sin salirme de la dieta?', 'sin salirme del plan de comidas?'),
    ),
    'nutrition',
  ],
  // "The next one" cut short ("la sig edición", "el prox mes", SHORTHAND in spanish.ts).
  'the next edition asked with "sig" or "prox"': [
    sentence(
      oneOf('cuando arranca la', 'cuando empieza la', 'para cuando es la'),
      oneOf('sig', 'prox'),
      oneOf('edicion?', 'edicion che', 'edicion del reto?'),
    ),
    'edition.next',
  ],
  'the renewal asked with "prox"': [
    sentence(
      oneOf('me van a cobrar otra vez el', 'se renueva solo el', 'me cobran de nuevo el'),
      oneOf('prox mes?', 'prox mes o no?'),
    ),
    'renewal',
  ],
  // An exercise asked step by step, and the day's number asked last without its article.
  'an exercise asked step by step': [
    sentence(
      oneOf('burpees', 'la sentadilla sumo', 'el puente de gluteo', 'las zancadas'),
      oneOf('paso a paso', 'paso a paso xfa', 'explicado paso a paso porfa'),
    ),
    'exercise.technique',
  ],
  'the day asked as "día cuánto"': [
    sentence(
      oneOf('hoy es dia cuanto', 'y hoy es dia cuanto', 'oye hoy es dia cuanto del reto'),
      oneOf('', '?', 'xfa'),
    ),
    'challenge.day',
  ],
  // Yesterday's routine done today is a day made up ("¿puedo hacer hoy la de ayer?").
  "yesterday's routine asked to be done today": [
    sentence(
      oneOf('ayer no pude entrenar,', 'me dio flojera ayer jaja', 'ayer hubo apagon y no vi los videos.'),
      oneOf('¿puedo hacer hoy la de ayer?', '¿hago hoy la rutina de ayer?', 'puedo hacer la de ayer ahora?'),
    ),
    'skip.day',
  ],
  // The hour the day turns over, written as phones write it ("a las 11pm").
  'the day turning over at an hour written with "pm"': [
    sentence(
      oneOf('x q mi rutina cambia a las', 'por que la rutina se actualiza a las', 'el reto me cambia a las'),
      oneOf('11pm', '10pm', '6am'),
      oneOf('', '?', 'si aqui es otra hora'),
    ),
    'timezone',
  ],
  'tomorrow in chat shorthand': [
    sentence(oneOf('q rutna ai pa mñna', 'y pa mñna q toca', 'la rutina de mñna cual es'), oneOf('', 'xfa')),
    'routine.tomorrow',
  ],
  // Who Emilio is, asked in a part of its own beside a story of who asked or told (`askedBare` in
  // coach-nlu.ts, for a topic that otherwise stands only alone).
  'who Emilio is asked beside who asked or told it': [
    sentence(
      oneOf('quien es emilio?', '¿Que sabes hacer tu exactamente?'),
      oneOf(
        'una amiga de la iglesia me dijo que es el entrenador del reto',
        'me lo pregunta mi compañero de piso que es programador',
        'mi vecina me lo pregunto en el bus',
      ),
    ),
    'about.emilio',
  ],
  'who is behind the challenge': [
    sentence(
      oneOf('Antes de confiarle mi entrenamiento', 'antes de empezar', ''),
      oneOf(
        'quisiera saber algo del profesional que está detrás de esto.',
        '¿quién es la persona que está detrás del reto?',
        'me gustaría saber del experto que esta detras del programa',
      ),
    ),
    'about.emilio',
  ],
  // Whether it is dear, asked alone; the clothes one trains in (topic-evidence.ts).
  'whether it is dear, asked alone': [
    sentence(oneOf('vale mucho?', '¿cuesta mucho?', 'sale caro?'), oneOf('soy estudiante', 'ando corto de plata', '')),
    'price.guarantee',
  ],
  'the clothes one trains in': [
    sentence(
      oneOf('ya me puse la ropa de entrenar jaja', 'ya tengo la ropa puesta,', 'me cambie de ropa'),
      oneOf('que hacemos hoy', '¿qué rutina toca hoy?'),
    ),
    'routine.today',
  ],
  // Where the member's zone or hour is set (coach-reading.ts).
  "where the member's zone is set": [
    sentence(
      oneOf(
        'parce mi zona horaria está en Nueva York',
        'mi hora sale en Ciudad de México',
        'la zona horaria aparece en Buenos Aires',
      ),
      oneOf('y yo vivo en Bogotá, ¿importa?', 'pero estoy en Lima, ¿la cambio?', 'y vivo en Quito, ¿está bien así?'),
    ),
    'timezone',
  ],
  'a food swapped for another': [
    sentence(
      oneOf('¿Puedo cambiar el arroz por quinua', 'cambio el pan por tortilla', '¿se puede reemplazar la pasta por'),
      oneOf('en el plan?', 'en la cena?', 'arroz integral?'),
    ),
    'nutrition',
  ],
  'a day the member will not be able to do, for work or family': [
    sentence(
      oneOf('Estimado,', 'hola', ''),
      oneOf('por motivos de trabajo', 'por motivos familiares', 'por razones personales'),
      oneOf(
        'no podré realizar la rutina del jueves.',
        'no podre completar el entreno de mañana,',
        'no voy a poder hacer la sesion del lunes',
      ),
      oneOf('¿Cómo debo proceder?', 'que hago?', ''),
    ),
    'skip.day',
  ],
  'what to do with days away': [
    sentence(
      oneOf(
        'me voy de viaje tres días sin gimnasio,',
        'la semana que viene estoy fuera y no puedo entrenar,',
        'tengo la boda de mi prima, no podre entrenar,',
      ),
      oneOf('¿qué hago con esos días?', 'que hago con los dias que no entrene?', 'q hago con esos dias'),
    ),
    'skip.day',
  ],
  'the number of the edition that follows': [
    sentence(
      oneOf('qué número de reto sigue?', '¿cuál número de edición viene?', 'que numero de reto viene'),
      oneOf('vi una publicidad que decía reto 65', '', 'quiero anotarme'),
    ),
    'edition.next',
  ],
  'the bank that told of a recurring charge': [
    sentence(
      oneOf(
        'Mi banco me avisó de un cargo recurrente,',
        'el banco me notificó un cobro,',
        'mi banco me alertó de otro cargo,',
      ),
      oneOf('¿el reto se renueva automáticamente?', 'se renueva solo?', '¿esto se renueva cada mes?'),
    ),
    'renewal',
  ],
  'the device the app is seen on': [
    sentence(
      oneOf(
        "'Marcar como completado', dónde está ese botón?",
        'como marco el ejercicio como hecho?',
        'donde le doy a completado',
      ),
      oneOf('En el celu no lo veo', 'en la compu no aparece', 'en mi tablet no sale'),
    ),
    'exercise.done',
  ],
  // A greeting sent from a place (GREETED_FROM in coach-reading.ts): the place is where the member
  // writes from, even one the coach has never heard of; a place's name ends with its sentence.
  'a greeting sent from a place': [
    sentence(
      oneOf(
        'buenas noches desde',
        'Buenos días desde',
        'hola desde',
        'Buenas tardes, un saludo cordial desde',
        'saludos desde',
      ),
      oneOf('Malabo', 'Bata', 'Tarija', 'Riobamba', 'Puerto Ayora', 'Ebebiyín'),
      oneOf('', '!', 'emilio', 'a todos'),
    ),
    'greeting',
  ],
  "today's routine asked after a greeting sent from a place": [
    sentence(
      oneOf('Buenos días desde', 'hola desde', 'Buenas tardes desde'),
      oneOf('Malabo.', 'Bata.', 'Tarija,', 'Riobamba.', 'Puerto Ayora,'),
      oneOf('¿Cuál es el entrenamiento de hoy?', 'Qué me toca hoy?', '¿Me dices la rutina de hoy, por favor?'),
    ),
    'routine.today',
  ],
  // The app's screens named with a capital, as its menu writes them (WORLD_WORDS in coach-reading.ts).
  'the time zone asked on the settings screen named with a capital': [
    sentence(
      oneOf('En Configuración', 'En Ajustes', 'Entré a Configuración y', 'Fui a Ajustes y'),
      oneOf(
        'no me deja cambiar la zona horaria',
        'no encuentro la zona horaria',
        'no sé qué zona horaria elegir',
        'cambié la zona horaria pero sigue igual',
      ),
      oneOf('', ', qué hago?', '¿cómo lo arreglo?'),
    ),
    'timezone',
  ],
  // A place's zone set, chosen or looked for in the app (ZONE_SET in topic-evidence.ts).
  "a place's zone set or looked for in the app": [
    sentence(
      oneOf('', 'Estoy en Madrid por trabajo,', 'vivo en Asunción', 'me mudé,'),
      oneOf(
        '¿cómo pongo el horario de España?',
        'como elijo la zona horaria de Paraguay?',
        'la zona horaria de Asunción aparece o no?',
        'el horario de Lima sale en la lista?',
        'me sale hora de New York, como lo arreglo',
        'quiero seleccionar el huso horario de Colombia',
      ),
    ),
    'timezone',
  ],
  // The voice screen's title quoted names the coach himself (coach-reading.ts).
  "the coach asked about under the voice screen's title quoted": [
    sentence(
      oneOf(
        'arriba dice EMILIO.BORN.AI,',
        'en la pantalla sale Emilio.Born.AI.',
        'veo EMILIO.BORN.AI en la llamada,',
        '',
      ),
      oneOf('¿qué eres tú exactamente?', '¿quién eres?', '¿eres una persona o un bot?', 'quien eres tu?'),
    ),
    'about.emilio',
  ],
  // The units a treadmill's speed is shown in (TOPIC_WORDS in topic-evidence.ts).
  "the treadmill's speed asked by its units": [
    sentence(
      oneOf('que velocidad le pongo a la cinta?', 'la velocidad de la caminadora', 'en la cinta la velocidad de 3 a 4'),
      oneOf('es en km o en millas?', 'son km por hora o millas?', 'va en kilometros o en mph?'),
    ),
    'cardio',
  ],
  // The header's circle with the member's initial, beside the streak's badge.
  'the streak asked by the number beside the initial': [
    sentence(
      oneOf(
        'el numerito que dice STREAK al lado de mi inicial',
        'la racha que sale junto a mi inicial',
        'lo de STREAK al lado del circulito',
      ),
      oneOf('no se mueve hace dias, es normal?', 'no me sube, por que?', 'que significa?'),
    ),
    'progress',
  ],
  // A screen of the app quoted by its label, beside what is asked of it (SCREEN_LABELS in app-messages.ts).
  "the edition's end asked beside the profile's access card quoted": [
    sentence(
      oneOf('En el perfil dice Challenge Access Active con un rango de fechas,', 'me sale Challenge Access Active,'),
      oneOf(
        '¿la última fecha es cuando acaba?',
        'esa fecha final es cuando termina el reto?',
        'cuando termina mi edicion?',
      ),
    ),
    'edition.current',
  ],
  "the plan asked beside the sign-up's screen quoted": [
    sentence(
      oneOf(
        'Pasó la pantalla de Cuenta Creada Exitosamente con mi plan',
        'me salio Cuenta Creada Exitosamente con la dieta',
      ),
      oneOf('y no la guardé, ¿dónde vuelvo a ver mi dieta?', 'y se cerró, donde veo mi plan de comidas?'),
    ),
    'nutrition',
  ],
  // A day of the challenge by its number, asked whether it is trained.
  'a day by its number asked whether it is trained': [
    sentence(
      oneOf('', 'oye', 'una pregunta,'),
      oneOf('el dia 7', 'el día 14', 'el dia 21', 'dia 28'),
      oneOf('se entrena?', 'hay rutina?', 'toca entrenar o se descansa?', 'hay entreno?'),
    ),
    'rest.days',
  ],
  // What the figure pays for, the whole challenge or a month.
  'the price asked whether it pays the whole challenge or a month': [
    sentence(
      oneOf('¿Los 78 son', 'lo que se paga es', 'el pago es', 'eso que cobran es'),
      oneOf('por todo el reto o por mes?', 'por mes o por el reto completo?', 'para el reto entero o cada mes?'),
    ),
    'price.guarantee',
  ],
  // How a share is counted is the progress's, whatever was done (PRECEDENCE_WHEN in topic-evidence.ts).
  "the progress's count asked after telling all was done": [
    sentence(
      oneOf('Mi progreso marca 18%', 'el avance me sale en 40%', 'mi porcentaje dice 12'),
      oneOf('pero yo he hecho todo lo que tocaba,', 'y ya hice todos los ejercicios,', 'aunque termine todo,'),
      oneOf('¿está bien calculado?', 'como se calcula?', 'esta mal calculado?'),
    ),
    'progress',
  ],
  // Idioms of time read as such: "a estas alturas" is now, "en marcha" the current one (coach-reading.ts).
  "the progress asked against where one should be 'a estas alturas'": [
    sentence(
      oneOf('como voy de avance', 'como va mi progreso', 'voy bien de progreso'),
      oneOf(
        'comparado con lo que deberia llevar a estas alturas?',
        'para lo que tocaria a esta altura?',
        'a estas alturas?',
      ),
    ),
    'progress',
  ],
  "the next edition asked against the one 'en marcha'": [
    sentence(
      oneOf('y si me apunto ahora', 'si pago hoy', 'si me inscribo ya'),
      oneOf('entro en el que está en marcha o en el que viene?', 'entro al reto en marcha o al proximo?'),
    ),
    'edition.next',
  ],
  // A machine refused is a person asked for (BOT_REFUSED in topic-evidence.ts).
  'a person asked for by refusing a machine': [
    sentence(
      oneOf('', 'mira,', 'perdona pero'),
      oneOf('no quiero hablar con un bot', 'no quiero hablar con una maquina', 'no deseo hablar con un robot'),
      oneOf('', ', eres una persona?', 'por favor', 'de verdad'),
    ),
    'human',
  ],
  // A gym's exercise the programme does not hold, asked how it is done (OTHER_EXERCISES).
  "a gym's other exercise asked how it is done": [
    sentence(
      oneOf('¿el peso muerto', 'en el peso muerto rumano', 'las dominadas', 'la sentadilla bulgara'),
      oneOf('se hace con la espalda recta o un poco curva?', 'como se hacen bien?', 'que tecnica llevan?'),
    ),
    'exercise.technique',
  ],
  // The check mark named in Spanglish ("el cheque de listo").
  'the check mark asked for by its Spanglish name': [
    sentence(
      oneOf('donde le pongo el cheque', 'no me sale el cheque', 'como marco el cheque'),
      oneOf('de listo?', 'de completado en el ejercicio', 'de hecho'),
      oneOf('', 'no lo veo por ningun lado'),
    ),
    'exercise.done',
  ],
  // God named in a set phrase names no other world (coach-reading.ts).
  'a question told with a set phrase that names God': [
    sentence(
      oneOf('Oiga,', 'si Dios quiere', 'primero Dios', ''),
      oneOf(
        'el séptimo día se descansa como Dios manda',
        'el domingo se descansa como Dios manda',
        'el dia 7 se descansa como dios manda',
      ),
      oneOf('o también hay que entrenar?', '?', 'o toca rutina?'),
    ),
    'rest.days',
  ],
  // The dashboard's bubbles of the days are the app's, whatever they are called (WORLD_WORDS).
  "tomorrow's routine asked of the dashboard's bubbles": [
    sentence(
      oneOf('veo las burbujitas de los días', 'en las burbujas de arriba', 'en las bolitas de los dias'),
      oneOf('pero la de mañana no se puede tocar.', 'la de mañana sale gris,'),
      oneOf('¿qué rutina es?', 'que ejercicios tocan mañana?', 'que me toca mañana?'),
    ),
    'routine.tomorrow',
  ],
  "the rest day asked of the dashboard's bubble": [
    sentence(
      oneOf('en la burbuja de hoy', 'en la burbujita de hoy', 'en la bolita de hoy'),
      oneOf('sale DESCANSO con un +,', 'dice DESCANSO,'),
      oneOf('¿qué significa?', 'ese dia no se hace nada?', 'hoy descanso entonces?'),
    ),
    'rest.days',
  ],
  'fasting asked beside the challenge': [
    sentence(
      oneOf('ayuno intermitente', 'hacer ayuno', 'puedo ayunar', 'el ayuno de 16 horas'),
      oneOf('sirve con el reto?', 'va bien con la dieta del reto?', 'mientras hago el reto?'),
    ),
    'nutrition',
  ],
  'sit-ups asked how they are done': [
    sentence(
      oneOf(
        'dónde miro cuando hago abdominales',
        'los abdominales como se hacen bien?',
        'como respiro en los abdominales',
      ),
      oneOf('', 'no quiero hacerlos mal', 'emilio'),
    ),
    'exercise.technique',
  ],
  // One day's routine opening at a time, asked (DAILY_OPENING in topic-evidence.ts).
  'the daily opening of the routines asked': [
    sentence(
      oneOf('oye,', 'una duda:', ''),
      oneOf(
        'cada dia se abre un ejercicio nuevo o estan todos de una vez?',
        '¿por qué se desbloquea una rutina al día y no puedo verlas todas?',
        'se desbloquean los videos por dia o todos juntos?',
        'se libera una sesion nueva cada dia?',
      ),
    ),
    'challenge.how',
  ],
  // Meals asked in the plural ("¿qué meriendas sanas puedo llevar al trabajo?").
  'meals asked in the plural': [
    sentence(
      oneOf('chamo', 'oye', ''),
      oneOf('qué meriendas sanas', 'que meriendas', 'que cenas ligeras', 'que almuerzos'),
      oneOf('puedo llevar al trabajo?', 'me recomiendas?', 'puedo hacer en la semana?'),
    ),
    'nutrition',
  ],
  // Paid, however it is told, and still locked out or sent to buy again (PAID_NOT_GIVEN, and the
  // page of subscribing is the app's own, in topic-evidence.ts).
  'paid however it is told and still locked out': [
    sentence(
      oneOf('wey', 'hola,', ''),
      oneOf('me cobraron', 'ya pague', 'hice el pago', 'hice la transferencia'),
      oneOf(
        'y me sigue mandando a la pagina de suscribirme',
        'y no me aparece nada',
        'y cuando me activan?',
        'pero me sigue mandando a la pagina de pagar',
      ),
    ),
    'account',
  ],
  // What one paid, asked whether it is lost after a trial (MONEY_LOST in topic-evidence.ts).
  'the money paid asked whether it is lost': [
    sentence(
      oneOf('y si pruebo unos dias y veo que no es para mi,', 'si lo dejo a la semana', 'si no me gusta,'),
      oneOf('pierdo lo que pague?', 'pierdo el dinero?', 'pierdo la plata?', 'pierdo todo lo que pague?'),
    ),
    'cancel.refund',
  ],
  // What the challenge asks day after day is how it works (WHAT_IT_ASKS in topic-evidence.ts).
  'what the challenge asks day after day': [
    sentence(
      oneOf('cuántas semanas dura y', 'hola, quería saber', 'me apunte pero no entiendo,'),
      oneOf(
        'qué hay que hacer cada día?',
        'qué es lo que hay que hacer en este reto?',
        'que tengo que hacer todos los dias?',
      ),
    ),
    'challenge.how',
  ],
  // The trainer's name as dictation mishears it ("el milio", "emily o").
  "the trainer's name misheard, asked who he is": [
    sentence(
      oneOf('che quien es', 'quien es', 'que sabes de', 'me cuentas quien es'),
      oneOf('el milio', 'emily o', 'emi lio'),
      oneOf('', 'el entrenador', 'el del reto'),
    ),
    'about.emilio',
  ],
  "the trainer's name misheard, asked the challenge's price": [
    sentence(
      oneOf('cuanto cuesta', 'que precio tiene', 'cuanto vale'),
      oneOf('el reto'),
      oneOf('del milio', 'de emily o'),
    ),
    'price.guarantee',
  ],
  // A number dictated as words ("los veintiocho días", "hasta noventa grados") is a figure.
  'the days left, their number in words': [
    sentence(
      oneOf('bueno', 'oye', ''),
      oneOf('cuanto me queda para acabar los', 'cuantos dias me faltan de los', 'cuanto falta para terminar los'),
      oneOf('veintiocho dias', 'veintiocho dias del reto'),
    ),
    'challenge.day',
  ],
  "a squat's depth, its angle in words": [
    sentence(
      oneOf('hasta donde bajo en la sentadilla', 'en la sentadilla bajo'),
      oneOf('hasta abajo o hasta', 'hasta', 'mas o menos a'),
      oneOf('noventa grados', 'cuarenta y cinco grados', 'sesenta grados'),
    ),
    'exercise.technique',
  ],
  'the guarantee, its days in words': [
    sentence(
      oneOf('que cubre', 'como funciona', 'de cuanto es'),
      oneOf('la garantia de'),
      oneOf('treinta dias', 'siete dias', 'catorce dias'),
    ),
    'price.guarantee',
  ],
  // A word dictated in two halves ("la contra seña"), and two typed as one ("el díasiguiente").
  "the password's word in two halves": [
    sentence(
      oneOf('como cambio', 'olvide', 'no me acepta', 'donde recupero'),
      oneOf('la contra seña', 'mi contra seña'),
    ),
    'account',
  ],
  "tomorrow's routine, two words run together": [
    sentence(
      oneOf('emilio', 'oye', ''),
      oneOf('la rutina del diasiguiente', 'que rutina toca el diasiguiente', 'que hay para el diasiguiente'),
      oneOf('', 'cual es', '?'),
    ),
    'routine.tomorrow',
  ],
  'a hello with a term of endearment': [
    sentence(
      oneOf('hola mi amor', 'hola mi vida', 'buenas mi rey', 'hola mi cielo', 'hola mi reina'),
      oneOf('', 'que tal todo', 'como estas?', 'como va todo'),
    ),
    'greeting',
  ],
  'the longest streak asked, its length an adjective': [
    sentence(
      oneOf('cual fue mi racha mas', 'cuanto duro mi racha mas', 'de cuantos dias fue mi racha mas'),
      oneOf('larga', 'larga en todo el reto', 'larga hasta ahora'),
    ),
    'progress',
  ],
  'videos gone black, said of several': [
    sentence(
      oneOf('los videos', 'los videos de hoy', 'todos los videos'),
      oneOf('se quedan en negro', 'quedan en negro', 'se quedan negro'),
      oneOf('', 'que hago?', 'desde ayer'),
    ),
    'app.trouble',
  ],
  // The week told as known, then the day's routine asked (DAY_TOLD).
  "the week told as known, then today's routine asked": [
    sentence(
      oneOf('que rutina me toca hoy', 'que me toca hoy', 'cual es la rutina de hoy'),
      oneOf('que voy en la semana dos', 'que estoy en la semana 3', 'ya voy en la semana tres'),
      oneOf('', 'sin lesiones ni nada'),
    ),
    'routine.today',
  ],
  // A week guessed between two is not told: the day is what is asked.
  'the week guessed between two, the day asked': [
    sentence(
      oneOf(
        'voy por la semana 2 o ya por la 3?',
        'estoy en la semana dos o en la tres?',
        'ando en la semana 3 o por la 4?',
      ),
      oneOf('que dia del reto me toca?', 'en que dia del reto voy?'),
    ),
    'challenge.day',
  ],
  'money back asked in English, beside a friend unsure': [
    sentence(
      oneOf('is there a money back guarantee?', 'do you have a money back guarantee?'),
      oneOf('', 'mi amiga quiere entrar pero esta insegura', 'estoy indecisa'),
    ),
    'cancel.refund',
  ],
  "notifications not working in English, the streak's reminder named": [
    sentence(
      oneOf('notifications not working,', 'notifications are not coming,'),
      oneOf('', 'ni el reminder de la racha', 'ni el reminder diario'),
    ),
    'app.trouble',
  ],
  'when a rest day falls, asked of a friend called "ambia"': [
    sentence(
      oneOf('y el descanso de la semana 4', 'el dia de descanso'),
      oneOf('cae cuando', 'cuando cae'),
      oneOf('mi ambia?', 'ambia?', ''),
    ),
    'rest.days',
  ],
  'the coach asked whether it is the trainer or a machine': [
    sentence(
      oneOf('eres tu emilio o eres una ia', 'eres emilio o un bot', 'sos emilio o una maquina'),
      oneOf('', 'que habla como el?', 'de verdad?'),
    ),
    'about.emilio',
  ],
  'a mail about the renewal': [
    sentence(
      oneOf(
        'me llego un correo de renovacion,',
        'me mandaron un mail de renovacion,',
        'recibi un aviso de renovacion,',
      ),
      oneOf('ya pague el siguiente?', 'eso es que ya pague el siguiente?', 'que significa?'),
    ),
    'renewal',
  ],
  'money back asked of the edition paid ahead': [
    sentence(
      oneOf('me pueden devolver el pago del', 'me devuelven el dinero del', 'quiero el reembolso del'),
      oneOf('siguiente reto', 'proximo reto', 'reto que viene'),
      oneOf('', 'no lo voy a hacer', 'ya no puedo'),
    ),
    'cancel.refund',
  ],
  'a day skipped for a shift the member has': [
    sentence(
      oneOf('puedo saltarme el dia de hoy?', 'me puedo saltar hoy?'),
      oneOf('tengo doble turno en el trabajo', 'tengo turno doble en el hospital', 'tuve un turno largo en la chamba'),
    ),
    'skip.day',
  ],
  'cold cuts asked whether they go': [
    sentence(
      oneOf('puedo comer', 'se puede comer'),
      oneOf('mangu con salami', 'jamon', 'chorizo', 'salchichas'),
      oneOf('y seguir con el reto?', 'en el reto?', ''),
    ),
    'nutrition',
  ],
  "the next edition's price asked": [
    sentence(
      oneOf('cuanto cuesta', 'cuanto me va a costar', 'que precio tiene'),
      oneOf('el proximo reto', 'la siguiente edicion', 'el siguiente reto'),
      oneOf('', '?', ', mi prima quiere entrar'),
    ),
    'price.guarantee',
  ],
  'charges that go on, asked beside no longer training': [
    sentence(
      oneOf('si no hago nada al final del reto,', 'si ya no entreno,', 'si dejo de hacer las rutinas,'),
      oneOf('me siguen cobrando?', 'me van a seguir cobrando?'),
    ),
    'renewal',
  ],
  "tomorrow's routine shown early, asked why": [
    sentence(
      oneOf('por que', 'xq', 'como es que'),
      oneOf('ya me sale la rutina de mañana', 'me aparece ya el dia siguiente'),
      oneOf('a las 8pm?', 'si aqui todavia es de noche?', '?'),
    ),
    'timezone',
  ],
  "tomorrow's routine shown, what it holds asked": [
    sentence(
      oneOf('ya me sale la rutina de mañana,', 'ya me salio la rutina de mañana,'),
      oneOf('que toca?', 'que ejercicios son?'),
    ),
    'routine.tomorrow',
  ],
  "the streak's figure told against the day's": [
    sentence(
      oneOf('mi racha dice 12', 'mi racha marca 9', 'la racha esta en doce'),
      oneOf('pero voy en el dia 14,', 'y yo voy en el dia 11,'),
      oneOf('por que no cuadra?', 'por que?', 'esta mal?'),
    ),
    'progress',
  ],
  'progress asked whether it goes well or behind': [
    sentence(
      oneOf('voy en la segunda semana,', 'ando en la semana dos,', ''),
      oneOf(
        'mi progreso va bien o voy atrasado?',
        'mi progreso va bien o va atrasado?',
        'mi progreso va bien o estoy atrasada?',
      ),
    ),
    'progress',
  ],
  'the coach asked whether it is the trainer or a machine, as "vos" or "el coach"': [
    sentence(
      oneOf('che, vos sos el coach', 'sos el entrenador', 'eres el coach'),
      oneOf('o una ia que habla como el?', 'o un bot?'),
    ),
    'about.emilio',
  ],
  'a morning drink asked whether it may go on or is allowed': [
    sentence(
      oneOf(
        'puedo seguir tomando mi cafecito',
        'puedo tomar mate',
        'el cafe con azucar esta prohibido',
        'el cafe esta permitido',
      ),
      oneOf('por la mañana?', 'en el reto?', 'con la dieta?'),
    ),
    'nutrition',
  ],
  // (A drink told as drunk already is the story around the question.)
  'a drink told as drunk before the day’s routine is asked': [
    sentence(
      oneOf('ya me tome el cafe,', 'ya me tome el mate,', 'ya tome mi cafecito,'),
      oneOf('que entreno toca?', 'que rutina me toca hoy?'),
    ),
    'routine.today',
  ],
  'a place’s time zone named after "zona horaria de", or the account left "con hora de" one': [
    sentence(
      oneOf(
        'donde pongo la zona horaria de La Paz?',
        'como elijo la zona horaria de La Serena?',
        'vivo en Santo Domingo pero la cuenta quedo con hora de Nueva York,',
        'mi cuenta esta con hora de Buenos Aires,',
      ),
      oneOf('', 'eso afecta en algo?', 'no la encuentro en configuracion'),
    ),
    'timezone',
  ],
  'the coach asked who it is, as "usted"': [
    oneOf('quien es usted?', 'y usted quien es?', 'disculpe, quien es usted?'),
    'about.emilio',
  ],
  'done announced alone': [oneOf('ya acabe', 'ya termine', 'ya termine todo', 'ya acabe todo'), 'exercise.done'],
  'a day’s routine moved to a day named': [
    sentence(
      oneOf('si el sabado no alcanzo,', 'si el lunes no puedo,', 'si el martes trabajo todo el dia,'),
      oneOf('la puedo hacer el domingo?', 'lo puedo hacer el miercoles?'),
    ),
    'skip.day',
  ],
  'notifications not shown, in English or on the "cel"': [
    sentence(
      oneOf('las notifications', 'las notificaciones', 'las notification'),
      oneOf('no me salen en el cel,', 'no me llegan al cel,'),
      oneOf('estaran bloqueadas?', 'que hago?'),
    ),
    'app.trouble',
  ],
  'cancelling asked in English, with whom and why': [
    sentence(
      oneOf('I want to cancel,', 'i want to cancel my subscription,'),
      oneOf('my wife and I nos mudamos', 'my husband and I nos vamos del pais'),
      oneOf('y no vamos a poder seguir', ''),
    ),
    'cancel.refund',
  ],
  'a food left out by choice, asked with the nutrition': [
    sentence(
      oneOf('yo no como carne desde hace años,', 'no como pescado,', 'casi no como harinas,', 'no como lacteos,'),
      oneOf('como adapto la nutricion del reto?', 'que desayuno entonces?', 'la dieta del reto me sirve?'),
    ),
    'nutrition',
  ],
  'the price asked for a colleague of the hospital where the member works': [
    sentence(
      oneOf('mi compañera del hospital', 'un colega del hospital', 'mis compañeros del hospital'),
      oneOf('me pregunta cuanto pague.', 'quiere saber,', 'me pregunto por el reto,'),
      oneOf('cuanto sale el reto?', 'cuanto cuesta el reto?'),
    ),
    'price.guarantee',
  ],
  'a trip to see grandchildren or children, and the time zone': [
    sentence(
      oneOf('me voy un mes a Tenerife', 'me voy a Miami dos semanas', 'viajo a Madrid'),
      oneOf('a ver a mis nietos.', 'a visitar a mi hija.', 'de visita con mis hijos.'),
      oneOf('tengo que cambiar algo de la hora en la aplicacion?', 'tengo que cambiar la zona horaria?'),
    ),
    'timezone',
  ],
  // A story told in sentences of its own, or a condition, then the part marked as asked: the asked
  // part's topic is answered, not the story's.
  'the day asked after a story of the page or the payment': [
    sentence(
      oneOf(
        'Disculpe, la pagina me carga lentisimo y no alcanzo a ver el numero.',
        'Ya pague el reto con la tarjeta de mi esposo.',
        'Se me cerro la sesion en el celular.',
      ),
      oneOf('¿En que dia voy?', '¿En que dia del reto estoy?', '¿en que dia vamos?'),
    ),
    'challenge.day',
  ],
  'the progress asked after a story of the screen or the day': [
    sentence(
      oneOf(
        'Arriba de la pantalla sale una rayita fina que se va llenando.',
        'Ayer me salia 02 y hoy sigue en 02 aunque entrene.',
        'Hoy hice la rutina completa y le di a listo.',
      ),
      oneOf('¿Eso es mi avance?', '¿Por que no subio mi racha?', '¿Como va mi progreso?'),
    ),
    'progress',
  ],
  'the cardio asked after a story of a machine at home': [
    sentence(
      oneOf(
        'Mire, tengo una bicicleta estatica viejita en el cuarto de la plancha.',
        'En casa tenemos una caminadora que nadie usa.',
      ),
      oneOf('¿Me sirve para el cardio del reto?', '¿Vale para el cardio?'),
    ),
    'cardio',
  ],
  'a payment refused asked of a card from another country': [
    sentence(
      oneOf('me reboto el pago,', 'me rechazaron el pago,', 'no paso el cobro,'),
      oneOf('¿es porque mi tarjeta es de otro pais?', '¿sera que mi tarjeta es de otro pais?'),
    ),
    'payment.declined',
  ],
  'a rest day’s walk weighed against staying still': [
    sentence(
      oneOf('en los dias de descanso,', 'el dia de descanso', 'hoy me sale DIA DE DESCANSO,'),
      oneOf('puedo salir a caminar', 'puedo salir a trotar suave', 'puedo caminar un rato'),
      oneOf('o mejor me quedo quieta?', 'o es descanso total?', 'o de verdad no hago nada?'),
    ),
    'rest.days',
  ],
  // (The cardio of a rest day stays the cardio's.)
  'the cardio of a rest day': [
    oneOf(
      'en los dias de descanso tambien hay que hacer los 35 minutos de caminadora?',
      'hoy es mi dia de descanso, vale hacer cardio suave?',
      'el dia de descanso puedo hacer bici?',
    ),
    'cardio',
  ],
  'what the challenge holds, its private group or its direct contact': [
    sentence(
      oneOf('como funciona lo del', 'el reto incluye el', 'el reto trae'),
      oneOf('grupo privado?', 'grupo privado y el contacto directo?', 'contacto directo con el entrenador?'),
    ),
    'challenge.how',
  ],
  // (A person asked for, or the way into the group, stays the team's.)
  'a real person asked for, or the way into the private group': [
    oneOf(
      'quiero hablar con una persona real',
      'me puede atender una persona real?',
      'como entro al grupo privado de mi edicion',
    ),
    'human',
  ],
  'whether the trainer is a real person': [
    oneOf('emilio es una persona real?', 'oye, el entrenador es real o es un bot?', 'tu eres de carne y hueso?'),
    'about.emilio',
  ],
  'the enrolment opening again after its date went by': [
    sentence(
      oneOf('se me paso la fecha para el proximo reto', 'se me paso el plazo del reto'),
      oneOf('cuando abre de nuevo la inscripcion', 'cuando abren las inscripciones otra vez'),
    ),
    'edition.next',
  ],
  'the done button to press, asked where or whether': [
    sentence(
      oneOf('tengo que darle a listo', 'no se donde darle a completado', 'hay que darle a hecho'),
      oneOf('en cada ejercicio?', 'cuando termino?', ''),
    ),
    'exercise.done',
  ],
  'the week asked with its order or as "vamos"': [
    oneOf(
      'vamos en la primera semana todavia, verdad?',
      'ya voy por la tercera semana o todavia no?',
      'estamos en la segunda semana?',
      'andamos en la cuarta semana ya?',
    ),
    'challenge.day',
  ],
  'a hello with the writer’s name and town, or a big one from a place': [
    oneOf(
      'Hola buenas, soy Mari Carmen de Cádiz, encantada',
      'Buenos dias, un saludo grande desde Santo Domingo.',
      'Hola, me llamo Ana Lucia de Lima',
      'Buenas tardes, un saludo grande desde San Pedro Sula',
    ),
    'greeting',
  ],
  'who the trainer is, asked in English with "btw"': [
    oneOf('who is Emilio btw?', 'btw who is the trainer?'),
    'about.emilio',
  ],
  'how it works asked before paying': [
    sentence(
      oneOf('antes de pagar quiero entender', 'antes de pagar quiero saber', 'antes de pagar, explicame'),
      oneOf('como funciona el reto', 'como es la dinamica del reto', 'si es en vivo o son videos grabados'),
    ),
    'challenge.how',
  ],
  // (The price asked before paying stays the price's.)
  'the price asked before paying': [
    oneOf('antes de pagar, cuanto cuesta?', 'antes de pagar quiero saber el precio', 'cuanto hay que pagar?'),
    'price.guarantee',
  ],
  'whom it serves, told by where one starts': [
    sentence(
      oneOf('nunca he entrenado,', 'pregunta seria:', ''),
      oneOf(
        'el reto sirve para alguien que arranca de cero?',
        'el reto es para gente que empieza de cero?',
        'sirve para personas que nunca hicieron ejercicio?',
      ),
    ),
    'challenge.how',
  ],
  'the routines’ order asked': [
    oneOf(
      'tengo que seguir las rutinas en orden?',
      'hay que hacer los videos en orden o puedo escoger?',
      'puedo hacer las rutinas en el orden que quiera?',
    ),
    'challenge.how',
  ],
  'today’s routine asked to start on it': [
    sentence(oneOf('solo dime que rutina hay hoy', 'que me toca hoy'), oneOf('y me pongo', 'que ya me pongo')),
    'routine.today',
  ],
  // The story of the member's day, told in a clause of its own (an emoji ends one as a stop does):
  // an event they have, a place they come back from, another sport they play, where they saw something.
  'a rest day asked beside an event the member has': [
    sentence(
      oneOf(
        'el domingo tengo partido de futbol con los del trabajo',
        'el sabado tengo torneo de padel',
        'ese dia tengo un partido de basquet',
      ),
      oneOf('⚽', '🎉', ','),
      oneOf('ese dia es de descanso en el reto?', 'es dia de descanso en el reto?'),
    ),
    'rest.days',
  ],
  'today’s routine asked on coming back from somewhere': [
    sentence(
      oneOf('hoy sali tarde del restaurante,', 'ya llegue del boxeo 😅', 'hoy volvi tarde de la obra,'),
      oneOf('cual es la rutina de hoy?', 'que me toca hoy?'),
    ),
    'routine.today',
  ],
  'the cardio asked beside another sport the member plays': [
    sentence(
      oneOf('el cardio es obligatorio?'),
      oneOf('ya corro en el club de running', 'juego futbol los martes', 'practico boxeo tres veces'),
      oneOf('con eso vale?', '🏃 con eso vale?'),
    ),
    'cardio',
  ],
  'money back asked beside where the member saw the charge': [
    sentence(
      oneOf('quiero la devolucion, me cobraron dos veces', 'me cobraron doble el reto, quiero mi reembolso'),
      oneOf('😤', ','),
      oneOf('lo vi esta mañana en el metro', 'lo vi en el banco esta mañana'),
    ),
    'cancel.refund',
  ],
  'whether cancelling takes a call to someone': [
    sentence(
      oneOf('si me apunto y luego quiero cancelar,', 'para cancelar la suscripcion', 'quiero cancelar,'),
      oneOf('es facil o tengo que llamar a alguien?', 'hay que hablar con alguien?', 'tengo que escribir a soporte?'),
    ),
    'cancel.refund',
  ],
  'a drink asked before or after training': [
    sentence(
      oneOf('cafe', 'un cafecito', 'mate'),
      oneOf('antes de entrenar', 'despues de la rutina'),
      oneOf('si o no', 'sirve?', ''),
    ),
    'nutrition',
  ],
  'the intensity asked to change week to week, however it is ordered': [
    sentence(
      oneOf(
        'cada semana sube la intensidad',
        'la rutina cambia de intensidad cada semana',
        'aumenta la dificultad cada semana',
      ),
      oneOf('o es todo igual?', 'como dice en la pagina de venta?', '?'),
    ),
    'challenge.how',
  ],
  'a figure beside the day asked whether it is the progress': [
    sentence(
      oneOf('dice 21% al lado de DIA 6 DEL RETO,', 'me sale 40% junto al dia 12,'),
      oneOf(
        'eso es mi progreso?',
        'que significa ese porcentaje?',
        'eso es mi progreso o que significa ese porcentaje?',
      ),
    ),
    'progress',
  ],
  // (The price asked beside the sales page quoted stays the price's.)
  'the price asked beside the sales page quoted': [
    oneOf('cuanto cuesta? como dice en la pagina de venta?', 'el precio es el que sale en la pagina de venta?'),
    'price.guarantee',
  ],
  'the glute bridge named in English as it is typed': [
    sentence(oneOf('hip trust', 'hip thrust', 'hip thrusts'), oneOf('con barra o con mancuerna', 'como se hace bien?')),
    'exercise.technique',
  ],
  'the next edition asked for a girlfriend called "jeva"': [
    sentence(
      oneOf('oye y el otro reto pa cuando', 'cuando empieza el proximo reto'),
      oneOf('que mi jeva se quiere meter', 'que mi jevo quiere entrar', 'pa mi jeva'),
    ),
    'edition.next',
  ],
  // The member's life told in a clause of its own, beside a clause that asks a topic whole about
  // the member or the challenge (`toldAround` in coach-nlu.ts): their job, the commute, their
  // studies, a place they come from, with its names, do not take the question away.
  "the day of the challenge asked beside the member's work told apart": [
    sentence(
      oneOf(
        'Soy cajera en un supermercado y entre tantos turnos perdi la cuenta.',
        'Trabajo en un call center en Santo Domingo de 8 a 5,',
        'Mi jefa me tiene a mil con el inventario,',
        'Soy mesero en un restaurante de Miraflores.',
      ),
      oneOf('¿en que dia del reto voy?', '¿cuantos dias me faltan del reto?', '¿Que numero de dia llevo en el reto?'),
    ),
    'challenge.day',
  ],
  "today's routine asked beside the commute or where the member comes from": [
    sentence(
      oneOf(
        'en el metro rumbo a la pega,',
        'Estoy en la fila del banco,',
        'Vengo de la finca de mis papas en Boyaca,',
        'voy en la guagua al trabajo 🚌',
      ),
      oneOf('¿que rutina me toca hoy?', '¿cual es la rutina de hoy?'),
    ),
    'routine.today',
  ],
  // Children around the member (distracting, playing, laughing, how many) are no minor's question
  // unless a child would take part; a hospital or a pharmacy the member works in is no stay nor
  // treatment (CHILD_TAKES_PART, AT_WORK_IN in safety-concepts.ts).
  "marking done asked beside the member's children around": [
    sentence(
      oneOf(
        'mi hijo me distrajo con la tarea,',
        'lo hice en el parque mientras mis hijos jugaban,',
        'mi hija no para de burlarse de mi,',
        'con tres hijos en casa se me paso,',
      ),
      oneOf('como marco el ejercicio como hecho?', 'donde marco la rutina como completada?'),
    ),
    'exercise.done',
  ],
  "today's routine asked beside a job in a hospital or a pharmacy": [
    sentence(
      oneOf(
        'soy enfermera en el hospital del Salvador,',
        'llevo semanas trabajando de noche en el hospital,',
        'entreno antes de ir a la farmacia donde trabajo,',
      ),
      oneOf('que rutina me toca hoy?', 'cual es la rutina de hoy?'),
    ),
    'routine.today',
  ],
  // The asked part's topic, asked whole in its clause, when the story's words turn the question's
  // topics away (`askedWhole` in coach-nlu.ts); the private group asked as a fragment.
  "today's routine asked whole in its marked part beside a day off at work": [
    sentence(
      oneOf(
        'Hoy es mi dia libre en la pizzeria y tengo la casa para mi sola.',
        'Hoy descanso en la obra y los chamacos estan en la escuela.',
      ),
      oneOf('¿Que rutina toca hoy?', '¿Que rutina me toca hoy?'),
      oneOf('Quiero hacerla ya', ''),
    ),
    'routine.today',
  ],
  // A part marked as asked that names nothing of its own outside the coach's world, told beside
  // the member's job or family in sentences of their own (`askedBare` in coach-nlu.ts): the story
  // is its setting, whatever it names.
  ...Object.fromEntries(
    (
      [
        ['price.guarantee', ['Cuanto sale? Y es un solo pago o es mensual?', '¿Que precio tiene en soles?']],
        ['nutrition', ['¿Cuantas comidas al dia hay que hacer?', 'cuanta proteina hay que comer al dia?']],
        ['rest.days', ['¿Los dias de descanso son fijos o los elijo yo?', 'los descansos son el dia 7, 14, 21 y 28?']],
        ['timezone', ['¿Como cambio la zona horaria?', '¿como pongo mi zona horaria?']],
        ['challenge.how', ['¿Como funciona esto exactamente?', 'como funciona esto? es una rutina por dia?']],
      ] as const
    ).map(([topic, asks]): [string, [fc.Arbitrary<string>, CoachIntent]] => [
      `the ${topic} asked in its marked part beside the member's job or family told in a sentence of its own`,
      [
        fc
          .tuple(
            oneOf(...asks),
            oneOf(
              'Trabajo en una panaderia en Sevilla y cobro poquito.',
              'Soy de Rosario y laburo en una verduleria.',
              'Soy vigilante de noche en una fabrica.',
              'Mis hijos van al kinder y trabajo de cajera en un super.',
              'Trabajo de camarero en bodas y salgo tarde.',
            ),
            fc.boolean(),
          )
          .map(([asked, story, storyFirst]) => (storyFirst ? `${story} ${asked}` : `${asked} ${story}`)),
        topic,
      ],
    ]),
  ),
  // A place the story names, whoever tells it ("en invierno en Toronto", "de Lisboa a Berlín",
  // `placeShapedWords` in coach-reading.ts), before a part marked as asked that names nothing of its own.
  ...Object.fromEntries(
    (
      [
        ['rest.days', '¿Cuando viene el proximo dia de descanso?'],
        ['timezone', '¿Como cambio la zona horaria?'],
      ] as const
    ).map(([topic, asked]): [string, [fc.Arbitrary<string>, CoachIntent]] => [
      `the ${topic} asked after a story that names a place, told by no one`,
      [
        sentence(
          oneOf(
            'En invierno en Toronto hace un frio terrible.',
            'Hoy fui caminando al mercado de San Telmo y volvi reventada.',
            'Me cambie de Lisboa a Berlin la semana pasada por el curro.',
            'Los findes trabajo en un bar en Malasaña.',
          ),
          oneOf(asked),
        ),
        topic,
      ],
    ]),
  ),
  // A hello and a story that asks nothing else (`greetedWithAStory` in coach-nlu.ts): the greeting.
  'a hello with a story that asks nothing else': [
    sentence(
      oneOf('Hola Emilio', 'Buenas tardes profe,', 'Buenos dias coach!', 'Holaaa'),
      oneOf(
        'acabo de llegar a casa despues de un dia larguisimo en la oficina.',
        'por fin se durmieron los chamacos',
        'recien salgo de la chamba 😮‍💨',
      ),
    ),
    'greeting',
  ],
  'the private group asked as a fragment': [
    oneOf('hay grupo privado?', 'tiene grupo?', 'hay comunidad privada?', 'incluye grupo privado?'),
    'challenge.how',
  ],
  // Whether the challenge is live or recorded is how it works, a video call its thing.
  'whether the challenge is live or recorded': [
    sentence(
      oneOf('el reto es', 'las clases son', 'mi prima en Uruguay quiere saber si el reto es'),
      oneOf('en vivo o son videos grabados?', 'en vivo por videollamada o son videos grabados?', 'en directo?'),
    ),
    'challenge.how',
  ],
  // The day or the week asked as a fragment, or as the correct one (NAMED_ALONE and the day's
  // evidence in topic-evidence.ts).
  'the day or the week asked as a fragment': [
    oneOf('DIA?', 'semana?', 'en q semana voy?', 'q dia?', 'y en que dia voy', 'dia?'),
    'challenge.day',
  ],
  'the day of the challenge asked as the correct one': [
    sentence(
      oneOf('pense que era el dia 15 y dice 14,', 'me sale dia 9 pero creo que es el 10.', 'tengo dudas,'),
      oneOf('cual es el dia correcto del reto?', 'cual es el dia real del reto?', 'que es el dia exacto en el reto?'),
    ),
    'challenge.day',
  ],
  "the next edition asked beside the member's studies or job told apart": [
    sentence(
      oneOf(
        'Termino examenes en la Complutense el 20,',
        'Estoy en la uni hasta junio.',
        'Soy maestra de primaria en San Salvador,',
      ),
      oneOf('¿cuando empieza la proxima edicion?', '¿la proxima edicion del reto empieza antes o despues?'),
    ),
    'edition.next',
  ],
  // The topic implied, never named by its usual word.
  'a breather given, or the day due to stop, asked as the rest days': [
    oneOf(
      '¿cada cuanto me dan un respiro de tanto ejercicio?',
      '¿cuando nos toca un respiro en el reto?',
      'el dia que toca parar, ¿igual me puedo mover un poco?',
      'el dia que la app me dice que frene, ¿tengo que frenar?',
      '¿que dias me dan un respiro?',
    ),
    'rest.days',
  ],
  "the breath let out on the way up or down, or a repetition's pace": [
    oneOf(
      '¿suelto el aire cuando subo o cuando bajo?',
      '¿boto el aire al subir?',
      '¿tomo aire cuando me agacho o cuando me levanto?',
      '¿a que velocidad hago cada repeticion, rapido o lento?',
      '¿las repeticiones van lento o rapido?',
    ),
    'exercise.technique',
  ],
  'what one pays out or saves up to join': [
    sentence(
      oneOf('¿que tengo que desembolsar', '¿cuanto tengo que desembolsar', '¿cuanto necesito tener ahorrado'),
      oneOf('para entrar?', 'para el reto?', 'para inscribirme?'),
    ),
    'price.guarantee',
  ],
  'who made the programme, or whom the member is talking to': [
    oneOf(
      '¿quien armo todo este programa?',
      '¿quien diseño el reto?',
      '¿quien creo este plan?',
      '¿con quien tengo el gusto?',
      'hola, ¿con quien tengo el gusto?',
    ),
    'about.emilio',
  ],
  "the member's week asked between two, or the half passed": [
    sentence(
      oneOf('perdi la cuenta,', 'no me acuerdo,', ''),
      oneOf(
        '¿estoy en la segunda o en la tercera semana?',
        '¿voy en la primera o la segunda semana?',
        '¿ya pase la mitad o todavia no?',
        '¿ya pasamos la mitad del reto?',
      ),
    ),
    'challenge.day',
  ],
  'the app told the exercise is done, or asked to count it': [
    oneOf(
      '¿como le aviso a la app que ya cumpli?',
      '¿como le digo a la app que ya cumpli?',
      'si lo hago sin la app abierta, ¿como hago que me cuente?',
      'lo hice sin abrir la app, ¿como hago que me lo cuente?',
    ),
    'exercise.done',
  ],
  'something given back, asked after a doubt': [
    sentence(
      oneOf('¿que pasa si no me convence?', 'y si no me gusta,', 'si al final no me sirve,'),
      oneOf('¿me regresan algo?', '¿me devuelven algo?'),
    ),
    'cancel.refund',
  ],
  // A receipt taken out is no meal brought up ("comprobante" is no form of "comer").
  'a receipt asked where to take it from': [
    sentence(
      oneOf('mi contador me pide un comprobante del cobro,', 'necesito el comprobante de pago del reto,'),
      oneOf('¿de donde lo saco?', '¿como lo saco?'),
    ),
    'invoices',
  ],
  // Another world named to compare, beside the question asked of this challenge (where the second
  // opinion reads the whole as that world's, the comparison stays: its guard).
  'cancelling asked of this challenge, compared with another service': [
    sentence(
      oneOf(
        'En Netflix me doy de baja cuando quiero,',
        'Cancele Spotify desde la app en un minuto,',
        'En Disney me di de baja facil,',
      ),
      oneOf('¿aca tambien puedo cancelar el reto?', '¿puedo cancelar el reto igual?'),
    ),
    'cancel.refund',
  ],
  'the progress asked of this challenge, compared with another app': [
    sentence(
      oneOf('En Strava veo mis kilometros;', 'En mi Garmin veo todo lo que hago,', 'En Fitbit tengo mis graficas,'),
      oneOf('¿en el reto donde veo mi progreso?', '¿donde veo mi avance en el reto?'),
    ),
    'progress',
  ],
  // Chat and regional forms: "toy" for "estoy", "sgte" for "siguiente", the particles that open or
  // close a message ("oe", "po", "che", "wey"), a day skipped as "brincármelo".
  'an illness denied with "toy" for "estoy", beside the question': [
    sentence(
      oneOf('no toy enfermo ni nada,', 'no toy enferma,', 'toy sano, nada raro,'),
      oneOf('¿que me toca hoy?', '¿que rutina toca hoy?'),
    ),
    'routine.today',
  ],
  'the next edition, "siguiente" abbreviated': [
    sentence(oneOf('oe', 'che', ''), oneOf('¿cuando empieza el sgte reto?', '¿cuando arranca la sgte edicion?')),
    'edition.next',
  ],
  // (A question about the coach holds no word it cannot explain: the particle must be known.)
  'a question about the coach with a particle at either end': [
    oneOf(
      'oe emilio, ¿que experiencia tienes de entrenador?',
      '¿quien eres po?',
      'che, ¿vos quien sos?',
      '¿eres un bot wey?',
    ),
    'about.emilio',
  ],
  'a day skipped, said as "brincar"': [
    sentence(
      oneOf('tengo mucho trabajo,', 'mañana tengo boda,', ''),
      oneOf(
        '¿puedo brincarme el dia de hoy?',
        'si me brinco un dia, ¿que pasa?',
        '¿puedo brincarme la rutina de mañana?',
      ),
    ),
    'skip.day',
  ],
  // This challenge likened to another world's service, the question asked of the challenge.
  'the renewal of this challenge, likened to another service': [
    sentence(
      oneOf('¿el reto se renueva solo', '¿la suscripcion del reto se renueva sola'),
      oneOf('como Amazon Prime', 'como Netflix', 'igual que Spotify', 'tipo YouTube Premium'),
      oneOf('o tengo que pagar cada edicion?', 'o la pago a mano?'),
    ),
    'renewal',
  ],
  // A thing of the app likened to another app's, the challenge itself unnamed: the likeness is set
  // aside when the rest shows a topic.
  "the streak likened to another app's": [
    sentence(
      oneOf('¿Para que sirve el numerito de la racha?', '¿Que mide la racha de arriba?', '¿Como se cuenta mi racha?'),
      oneOf(
        '¿es como la racha de Snapchat?',
        '¿es como la de Duolingo?',
        '¿funciona igual que en TikTok?',
        '¿se pierde como en Duolingo?',
      ),
    ),
    'progress',
  ],
  "an exercise marked done, likened to another app's": [
    sentence(
      oneOf('¿hay que marcar cada ejercicio hecho', '¿tengo que marcar los ejercicios que termino'),
      oneOf(
        'o se marca solo como en mi reloj Garmin?',
        'o se guarda solo como en Strava?',
        'o se marcan solos igual que en Nike Training Club?',
      ),
    ),
    'exercise.done',
  ],
  // A day to lie about on, guilt-free, asked (the verb's pronoun joined: "echarse", "tirarme").
  'a day to lie about on, guilt-free': [
    sentence(
      oneOf('¿hay algun dia de la semana que uno pueda', '¿que dias puedo', '¿cuando puedo'),
      oneOf('echarse en la hamaca', 'tirarme en el sofa', 'quedarme acostada en la cama', 'tumbarme en el sillon'),
      oneOf('sin culpa?', '?'),
    ),
    'rest.days',
  ],
  // Whether the challenge's rest must be kept, asked as an obligation.
  "whether the challenge's rest must be kept": [
    sentence(
      oneOf('Hoy me toca descanso pero tengo energia,', 'No estoy cansada,', ''),
      oneOf(
        '¿el descanso es obligatorio?',
        '¿es obligatorio descansar el dia 7?',
        '¿los descansos son obligatorios o puedo entrenar?',
        '¿el dia de descanso es obligatorio o puedo hacer algo suave?',
      ),
    ),
    'rest.days',
  ],
  // This challenge, named, told apart from another app or channel: how it works, asked.
  'this challenge, named, told apart from another app or channel': [
    sentence(
      oneOf(
        '¿en que se diferencia esto de',
        '¿que diferencia hay entre esto y',
        '¿que diferencia hay entre el reto y',
        '¿en que se diferencia este reto de',
      ),
      oneOf(
        'los videos gratis de YouTube?',
        'seguir rutinas en TikTok?',
        'la app de Freeletics?',
        'un plan de Nike Training Club?',
      ),
    ),
    'challenge.how',
  ],
  // (The likeness's guard: "cómo" after a verb asks how, its words are the question's.)
  'how, asked after a verb, of an account linked to another service': [
    sentence(
      oneOf('¿me podria indicar', '¿me dices', 'usted me podria indicar'),
      oneOf('como desvinculo mi cuenta de facebook del reto?', 'como quito mi cuenta de google del reto?'),
    ),
    'account',
  ],
  'paying this challenge, likened to another shop': [
    sentence(
      oneOf('¿puedo pagar el reto con PayPal', '¿el reto se puede pagar con Mercado Pago'),
      oneOf('como en eBay', 'como en Amazon', 'igual que en Rappi'),
      oneOf('o solo con tarjeta?', '?'),
    ),
    'payment.methods',
  ],
  // A "no" answered, then how asked: "no, ¿cómo…?" is no "no como" (no meal skipped).
  'a "no" answered, then how asked': [
    sentence(
      oneOf('lo intente y no,', 'ya probe y no,', 'las de whatsapp me llegan pero las del reto no,'),
      oneOf('¿como activo las notificaciones del reto?', '¿como prendo las notificaciones del reto?'),
    ),
    'app.trouble',
  ],
  // A message that says it greets is a greeting, whatever the second opinion reads in its story.
  'a greeting that says it greets, after a story of the day': [
    sentence(
      oneOf('¡Hola Emilio!', 'Buenas coach,', 'Hola hola,'),
      oneOf('acabo de salir del trabajo', 'ya estoy en casa', 'recien me levanto'),
      oneOf('y queria saludarte', 'y solo pasaba a saludar', 'y te mando un saludo'),
    ),
    'greeting',
  ],
  // The card going well elsewhere is the contrast, not where it was refused.
  'a card refused for this challenge though it goes well elsewhere': [
    sentence(
      oneOf(
        'En el super mi tarjeta pasa sin problema,',
        'En la gasolinera mi tarjeta pasa bien,',
        'Mi tarjeta funciona perfecto en todos lados,',
      ),
      oneOf('pero al pagar el reto me sale rechazada', 'pero el pago del reto me lo rechazan'),
      oneOf('', ', ¿por que?'),
    ),
    'payment.declined',
  ],
  // "Por mi cuenta" is on one's own, not the account.
  "training on one's own told beside a question": [
    sentence(
      oneOf('entreno por mi cuenta,', 'la hice por mi cuenta,', 'camino por mi cuenta los domingos,'),
      oneOf('¿que me toca hoy?', '¿que rutina toca hoy?'),
    ),
    'routine.today',
  ],
  // The asked part's topic, not the story's around it, when the whole reads likelier as the asked one.
  "today's routine asked after a story of the screen, a payment or a partner": [
    sentence(
      oneOf(
        'Oiga, le di al boton grande que dice VER RUTINA y se abrio un video.',
        'Mi esposa y yo empezamos juntos, ella con la version de mujer.',
        'Si ya pague ayer y hoy entro al panel,',
        'Me da miedo no llegar a tiempo esta tarde:',
      ),
      oneOf('¿que rutina me toca hoy?', '¿que ejercicios tengo hoy?', '¿que toca hoy?', '¿que entreno hoy?'),
    ),
    'routine.today',
  ],
  // Who the coach is, asked in English with the adverbs a Spanglish question carries.
  'who the coach is asked in English with an adverb': [
    sentence(
      oneOf('who are you'),
      oneOf('exactly?', 'really?', 'actually?'),
      oneOf('', 'eres el entrenador?', 'el entrenador o un asistente?'),
    ),
    'about.emilio',
  ],
  // Whether one does an exercise wrong is its technique ("¿estoy haciendo mal el hip thrust?").
  'an exercise asked whether it is done wrong': [
    sentence(
      oneOf('', 'Si arqueo la espalda en el hip thrust,'),
      oneOf('¿estoy haciendo mal', '¿lo estoy haciendo mal en', '¿hago mal'),
      oneOf('el hip thrust?', 'la sentadilla?', 'las flexiones?', 'el puente de gluteos?'),
    ),
    'exercise.technique',
  ],
  // Paid and unable to see what was paid for is the access, not the app's trouble.
  'paid and unable to see the routines': [
    sentence(
      oneOf('ya pague', 'pague el reto', 'me cobraron'),
      oneOf('y no puedo', 'pero no puedo', 'y todavia no puedo'),
      oneOf('ver las rutinas', 'entrar a los videos', 'acceder al reto'),
    ),
    'account',
  ],
  // How much it is, asked right after telling one wants in.
  'the price asked after wanting to join': [
    sentence(
      oneOf('me quiero anotar,', 'quiero inscribirme,', 'me quiero apuntar,', 'queremos unirnos,'),
      oneOf('¿cuanto es?', '¿cuanto seria?', 'cuanto es'),
    ),
    'price.guarantee',
  ],
  // The days left told by any verb or mood: "¿cuántos días me restan?", "¿cuántos me faltarían?".
  'the days left asked by another verb or mood': [
    sentence(
      oneOf('cuantos dias', 'cuantos dias de entreno', 'cuantos'),
      oneOf('me restan', 'me faltarian', 'me quedarian', 'restan'),
      oneOf('', 'del reto', 'mae'),
    ),
    'challenge.day',
  ],
  // Which one the member is on, a day told before: "estaba en el día 3, ¿hoy en cuál estoy?".
  'the day asked as which one the member is on': [
    sentence(
      oneOf('la semana pasada estaba en el dia 3,', 'mi amiga va en el dia 15 y'),
      oneOf('¿hoy en cual estoy?', '¿en cual voy?', '¿en cual ando?'),
    ),
    'challenge.day',
  ],
  'the coach asked of as "usted"': [
    sentence(
      oneOf('¿usted es', '¿es usted', 'usted es'),
      oneOf('el coach', 'el entrenador', 'la entrenadora', 'el profe'),
      oneOf('del reto?', '?', 'de este programa?'),
    ),
    'about.emilio',
  ],
  // A day or the one after it, asked of the end, is the same edition's: "¿… este domingo o el otro?".
  "the edition's end asked between a day and the other": [
    sentence(
      oneOf('¿la edicion actual termina', '¿esto cierra', '¿mi reto se acaba', '¿la edicion esta termina'),
      oneOf('este domingo o el otro?', 'este mes o el otro?', 'esta semana o la otra?'),
    ),
    'edition.current',
  ],
  'the time zone looked for in the list of zones': [
    sentence(
      oneOf('vivo en Cochabamba y', 'soy de Montevideo y', ''),
      oneOf(
        'no encuentro mi ciudad en la lista de zonas',
        'no aparece mi pais en la lista de zonas',
        'cual de las zonas elijo',
      ),
    ),
    'timezone',
  ],
  'the difference between two exercises': [
    sentence(
      oneOf('q diferencia hay entre', 'cual es la diferencia entre', 'que diferencias hay entre'),
      oneOf(
        'el hip thrust y el puente de gluteos',
        'la sentadilla y la sentadilla sumo',
        'las flexiones y las flexiones de rodillas',
      ),
    ),
    'exercise.technique',
  ],
  'where an exercise finished is marked': [
    sentence(
      oneOf('done con los burpees,', 'ya termine las sentadillas,'),
      oneOf('donde lo marco', 'donde la marco', 'donde los marco'),
    ),
    'exercise.done',
  ],
  'something to press when each exercise is finished': [
    sentence(
      oneOf('tengo q', 'hay que', 'debo'),
      oneOf('darle a algo', 'tocar algo', 'apretar algo'),
      oneOf('cuando acabo cada ejercicio?', 'al terminar?', 'cuando termino?'),
    ),
    'exercise.done',
  ],
  // The dashboard's day bubbles (spec 1): a rest day's shows a plus and DESCANSO, each its week.
  "the day bubble's plus asked": [
    sentence(
      oneOf(
        'me sale una burbuja con un + que dice DESCANSO,',
        'el + en la burbujita',
        'la bolita con un +',
        'el circulito que tiene un signo mas',
      ),
      oneOf('que significa', 'q significa eso', '¿que quiere decir?'),
    ),
    'rest.days',
  ],
  "the day bubble's week asked as a day": [
    sentence(
      oneOf('la burbuja dice semana 3,', 'la bolita dice semana 2,', 'el circulito marca semana 4,'),
      oneOf('eso que dia seria', '¿que dia es eso?', '¿en que dia estoy entonces?'),
    ),
    'challenge.day',
  ],
  // The private group the sales page sells, asked whether there is one.
  'the private group asked whether there is one': [
    sentence(
      oneOf(
        '¿hay un grupo privado',
        '¿tienen comunidad privada',
        '¿existe algun grupo privado',
        '¿viene con un chat privado',
      ),
      oneOf('para los del reto?', 'o algo asi?', '?'),
    ),
    'challenge.how',
  ],
  // VER RUTINA, the button that opens the day's routine, quoted beside the day's routine asked.
  "today's routine asked beside the VER RUTINA button": [
    sentence(
      oneOf('el boton dice VER RUTINA,', 'me sale el boton VER RUTINA,', 'abro la app y dice VER RUTINA,'),
      oneOf('que hay hoy', '¿que toca hoy?', '¿que me toca hoy?'),
    ),
    'routine.today',
  ],
  // A meal named as the time one has, what to eat not asked.
  "today's routine asked with a meal as the time one has": [
    sentence(
      oneOf(
        'toy en el trabajo y solo tengo 40 min en el almuerzo,',
        'entreno en la hora de comida,',
        'lo hago antes de cenar,',
      ),
      oneOf('q me toca hoy', '¿que rutina toca hoy?', '¿que hay hoy?'),
    ),
    'routine.today',
  ],
  // Tomorrow's routine asked by the body part alone: "hoy me tocó brazo… mañana es pierna?".
  "tomorrow's routine asked by the body part alone": [
    sentence(
      oneOf('hoy me toco brazo y quede muerta jaja,', 'ya hice lo de hoy,', ''),
      oneOf('¿mañana es', 'mañana es', '¿y mañana es'),
      oneOf('pierna?', 'brazo?', 'gluteo?', 'espalda?', 'pecho?'),
    ),
    'routine.tomorrow',
  ],
  // Asked how to mark it as done is marking, not how an exercise is done.
  'marking a routine as done asked by "como"': [
    sentence(
      oneOf('esa rutina fue una tortura jaja,', 'ya termine la de piernas,'),
      oneOf('¿como la marco como hecha?', '¿como la pongo como completada?', '¿como marcarla como terminada?'),
    ),
    'exercise.done',
  ],
  // Chile's hello and "-ai" of "estás": "wena emilio, ¿cómo estai?".
  "Chile's hello": [
    sentence(oneOf('wena', 'wenas'), oneOf('emilio', ''), oneOf('como estai', '¿como estai?', 'como estay')),
    'greeting',
  ],
  // Put down as done in the app's English word.
  'marking asked with the word done': [
    sentence(
      oneOf("I finished today's workout,", 'ya termine,'),
      oneOf('¿como le pongo done?', 'donde le pongo done', 'como lo marco done'),
    ),
    'exercise.done',
  ],
  // Whether there are versions for women and men is how it works (changing to the other stays the app's).
  "the women's and men's versions asked whether there are": [
    sentence(
      oneOf('¿hay version para mujeres', '¿tienen version para hombres', '¿existe una version para chicas'),
      oneOf('o son los mismos ejercicios?', '?'),
    ),
    'challenge.how',
  ],
  // The streak's badge asked what it is.
  "the streak's badge asked what it is": [
    sentence(
      oneOf('¿que es el STREAK.03', '¿que significa el STREAK.05'),
      oneOf('que me aparece arriba?', '?', 'que es eso'),
    ),
    'progress',
  ],
};

describe('the coach on the topics as members type them', () => {
  let nlu: CoachNlu;
  beforeAll(async () => {
    nlu = await CoachNlu.train();
  }, 120_000);

  itAnswersTopicClasses(() => nlu, TOPIC_CLASSES, 25);

  itTurnsBaitClassesAway(
    () => nlu,
    {
      // Another world's matters the fifty-second sets borrowed coach words for: a word in another
      // language, a trip's arrival, a card the bank blocked, a boss's rest.
      'a word asked in another language': sentence(
        oneOf('che', 'hola,', ''),
        oneOf(
          'como se dice gracias en guarani?',
          'como se dice buenos dias en portugues?',
          'que significa hola en quechua?',
        ),
      ),
      "a trip's arrival hour": sentence(
        oneOf('si salgo de monterrey a las 10 de la noche', 'si el vuelo sale a las 8'),
        oneOf('a que hora llego a madrid', 'a que hora aterrizo en bogota'),
        oneOf('hora de alla?', '?'),
      ),
      'a card the bank blocked, asked how to unblock': sentence(
        oneOf('me bloquearon la tarjeta de credito del Banco de Bogota,', 'el banco me bloqueo la tarjeta,'),
        oneOf('como la desbloqueo?', 'donde la desbloqueo?'),
      ),
      "a streaming or a phone company's own charge, named first": sentence(
        oneOf('Disney+', 'HBO', 'Telcel', 'Movistar', 'Paramount'),
        oneOf(
          'dice que mi tarjeta fue rechazada en la renovacion',
          'me mando que mi plan se renueva mañana,',
          'me cobro dos veces,',
        ),
        oneOf('que hago?', 'lo puedo cambiar antes?', ''),
      ),
      'a tax number obtained, no invoice named': sentence(
        oneOf('bueno pues', 'oye', ''),
        oneOf('como saco el rfc?', 'donde tramito el rut?', 'como obtengo mi nit?'),
      ),
      "a boss's rest at work": sentence(
        oneOf('chamo', 'oye', ''),
        oneOf('mi supervisor no me respeta el descanso semanal', 'mi jefe me quita el dia de descanso'),
        oneOf('que hago vale', 'es legal?'),
      ),
      // A match's players warm up by their own routine: a match is no event the member trains around.
      "a match's or a game's own routine of the day": sentence(
        oneOf(
          'mi hijo tiene partido hoy, que rutina de calentamiento le toca antes del partido?',
          'el entrenador del equipo nos manda la rutina de hoy antes del partido, es buena?',
          'que rutina toca hoy en el juego del celular?',
        ),
        oneOf('', 'gracias'),
      ),
      // A card refused at a shop, the bank named, is not this checkout's (the fifty-first sets).
      'a card refused at a shop, the bank named': sentence(
        oneOf(
          'en la tienda me rechazaron el debito',
          'me rechazaron la tarjeta en el super',
          'en la farmacia me declinaron la tarjeta',
        ),
        oneOf("por 'fondos insuficientes' pero tengo plata,", 'y tengo saldo,', ''),
        oneOf('es falla del Banco Pichincha?', 'sera el BCP?', 'que hago con Interbank?'),
      ),
      // A bank's own fees asked back are the bank's (the fifty-first sets).
      "a bank's own fee asked back": sentence(
        oneOf('el banco me cobro una comision de mantenimiento', 'me cobraron la anualidad', 'me cargaron intereses'),
        oneOf('en mi cuenta de BBVA,', 'en mi cuenta del Interbank,', 'en la cuenta de Banamex,'),
        oneOf('como pido que me la devuelvan?', 'me la pueden regresar?', 'como hago el reclamo?'),
      ),
      // A work roster or a school's routine is not the challenge's (the fiftieth sets).
      "a work roster's or a home's routine": sentence(
        oneOf('en el trabajo', 'en la fabrica', ''),
        oneOf('me cambiaron la rutina de turnos', 'cambio la rutina de turnos', 'nos pusieron una rutina de guardias'),
        oneOf('y ahora no coincido con mi pareja,', 'y no se que hacer,', ''),
        oneOf('como lo hablo con el jefe?', 'a quien le reclamo?', 'es legal?'),
      ),
      // A fragment's unknown word is what it asks about, and so is a question's first word when the
      // question says what it has or costs (the forty-ninth sets).
      "a fragment naming another world's thing": sentence(
        oneOf('tecnica pomodoro', 'clima mañana', 'rutina skincare', 'clima hoy', 'tecnica feynman'),
        oneOf('', '?'),
      ),
      "another service's guarantee or fee, named first": sentence(
        oneOf('¿Platzi', '¿Hotmart', '¿Crehana', '¿Domestika'),
        oneOf('tiene garantia de devolucion?', 'cobra comision?', 'ofrece reembolso?', 'cuesta mucho?'),
      ),
      // Another maker's assistant asked of, not the coach.
      "another maker's assistant asked of": sentence(
        oneOf('ChatGPT me puede armar', 'Siri me puede poner', 'Alexa me hace'),
        oneOf('una lista del super?', 'una alarma?', 'un poema?'),
      ),
      // Another service's password, though the address names where it comes from.
      "a university's or a company's mail password": sentence(
        oneOf('como cambio la contraseña', 'olvide la clave'),
        oneOf('del correo de la universidad', 'del mail de la empresa'),
        oneOf('?', ''),
      ),
      // What a food holds, asked of the food.
      "a food's calories or nutrients": sentence(
        oneOf('cuantas calorias tiene', 'cuanta proteina tiene', 'cuantos carbohidratos tiene'),
        oneOf('una cerveza', 'un huevo', 'una arepa', 'el vino'),
        oneOf('?', ''),
      ),
      // A restaurant's menu asked of, the plan unnamed.
      "a restaurant's menu, the plan unnamed": sentence(
        oneOf('que como en un restaurante japones', 'que pido en el restaurante de la esquina'),
        oneOf('que me recomiendas?', '?', 'que esta rico?'),
      ),
      // A document or a vehicle's card renewed, asked verb first.
      "a document's renewal asked verb first": sentence(
        oneOf('cada cuanto se renueva', 'cuando vence', 'como renuevo'),
        oneOf('la tarjeta de circulacion', 'la licencia de conducir', 'el carnet de conducir'),
        oneOf('', 'en CDMX', '?'),
      ),
      // The days left until a date of the calendar, and a social network's challenge.
      'the days left until a date of the calendar': sentence(
        oneOf('cuantos dias faltan', 'cuanto falta', 'cuantos dias quedan'),
        oneOf('pal 5 de julio', 'para el 24 de diciembre', 'hasta el 15 de septiembre'),
        oneOf('', 'el dia de la independencia?', 'mi cumpleaños', '?'),
      ),
      "a social network's challenge": sentence(
        oneOf('de que va', 'como funciona', 'cuanto dura'),
        oneOf('el reto de los 75 dias duros de TikTok', 'el challenge viral', 'el reto viral de la botella'),
        oneOf('?', ''),
      ),
      // Portuguese coach words of another world.
      'Portuguese coach words of another world': sentence(
        oneOf('quando começa a novela das nove?', 'esqueci a senha do meu banco', 'o cartão do metrô foi recusado'),
        oneOf('', 'socorro'),
      ),
      // A flame of praise closing a message about something else (the forty-eighth sets).
      'a flame of praise after another thing': sentence(
        oneOf('la fiesta de anoche estuvo', 'que partidazo el del sabado', 'el concierto estuvo'),
        oneOf('🔥', '🔥🔥', '🔥🔥🔥'),
      ),
      // A summary of another thing: a card's statement (the forty-seventh sets' word for the weeks summed up).
      "a card statement's summary": sentence(
        oneOf('como descargo', 'donde veo', 'me mandan'),
        oneOf('el resumen de mi tarjeta de credito', 'el resumen de la tarjeta', 'el resumen de mi cuenta del banco'),
        oneOf('', '?', 'del mes?'),
      ),
      // A bank's own code or account, the bank named generically (the forty-sixth sets' change kept to banks by name).
      "a bank's own code or account": sentence(
        oneOf(
          'no me llega el codigo del banco por sms',
          'que necesito para abrir una cuenta en el banco',
          'no puedo entrar al banco en linea',
        ),
        oneOf('', '?'),
      ),
      // Another service's plan made longer.
      "another service's plan made longer": sentence(
        oneOf(
          'como amplio mi plan de datos',
          'puedo alargar mi suscripcion de netflix',
          'como extiendo mi plan del celular',
        ),
        oneOf('', '?'),
      ),
      // Popcorn made, not a mark (the forty-sixth sets).
      'popcorn made or looked for': sentence(
        oneOf('como hago palomitas', 'donde estan las palomitas', 'como se hacen las palomitas'),
        oneOf('', 'de maiz', 'para la peli'),
        oneOf('', '?'),
      ),
      // A rise told of another place, a rest day of other people's work or of a trip (the 45b set).
      "a gym's or a club's rise on renewing": sentence(
        oneOf('En el gym', 'En mi gimnasio', 'En el club'),
        oneOf('me subieron la cuota al renovar,', 'nos aumentaron la mensualidad al renovar,'),
        oneOf('¿es legal?', '¿es legal que me cobren más sin avisar?'),
      ),
      "the staff's day off": sentence(
        oneOf('En mi antiguo gimnasio,', 'En mi oficina,'),
        oneOf(
          '¿los domingos abren o es día de descanso del personal?',
          '¿cuál es el día de descanso de los empleados?',
        ),
      ),
      "a trip's rest day": sentence(
        oneOf('En el tour a Machu Picchu,', 'En la excursion a Tikal,'),
        oneOf('¿qué conviene hacer el día de descanso?'),
      ),
      // Another app's streak asked of that app: its own (asked of the challenge by name, it is the
      // challenge's: "a streak of another app told, then the challenge's asked by name").
      "another app's streak asked of itself": sentence(
        oneOf('En Duolingo tengo una racha de 200 dias jaja.', 'En Strava llevo racha de 50 semanas.'),
        oneOf('¿Cómo funciona la racha?', '¿cómo la recupero si la pierdo?'),
      ),
      // Someone's day tomorrow and a gift for it: the gift's, not tomorrow's routine ("y" and
      // "mañana" are not a routine asked).
      "a gift asked for someone's day tomorrow": sentence(
        oneOf('mi hermano se llama Emilio y', 'mi abuela', 'mi jefa'),
        oneOf('cumple años mañana,', 'se jubila mañana y'),
        oneOf('que le regalo', '¿que le regalo?', 'que le compro'),
      ),
      // Another app's streak, the app named first: that app's ("Strava no me guarda la racha").
      "another app's streak, the app named first": sentence(
        oneOf('Strava', 'Snapchat', 'Wordle', 'Fitbit', 'mi garmin'),
        oneOf('no me guarda la racha', 'me borro la racha de 100 dias', 'no me cuenta la racha de semanas'),
        oneOf('', 'alguien sabe por que', 'que hago'),
      ),
      // What to feed another, an animal: its diet, not the member's eating plan.
      'a diet given to an animal': sentence(
        oneOf('mi perro esta gordito,', 'mi gata come mucho,'),
        oneOf('¿que dieta le doy?', 'que le doy de comer para que baje de peso', '¿que comida le doy?'),
      ),
      // A hello before a request of another world, asked or not: that request's, not a greeting.
      'a hello before a request of another world': sentence(
        oneOf('hola!', 'buenos dias,', 'buenas tardes emilio,'),
        oneOf(
          'traduce buenos dias al frances',
          'me recomiendas una peli de terror para ver hoy',
          '¿que me recomienda para quitar el sarro de la pava?',
          'sabes cuanto mide la torre eiffel',
        ),
      ),
      // A business's invoices and claims with its clients, plants fed, years at a job, a place's
      // time zone: other worlds' words for the coach's topics.
      "a business's invoice claimed from a client": sentence(
        oneOf(
          'mi empresa no me ha pagado la factura,',
          'tengo una factura de octubre pendiente,',
          'mi proveedor me mando mal la factura,',
        ),
        oneOf(
          'como se la reclamo al cliente?',
          'como le cobro a mis clientes?',
          'como reclamo sin quedar mal con el cliente?',
        ),
      ),
      // A card that goes well in one shop and is refused in another, the challenge not named.
      'a card refused in another shop': oneOf(
        'en el super mi tarjeta pasa sin problema, pero en Amazon me la rechazan',
        'mi tarjeta funciona bien en la gasolinera pero en Zara me la rechazaron',
      ),
      // Another service likened to another, the challenge not asked of.
      'another service likened to another': oneOf(
        '¿Netflix se renueva solo como Amazon Prime?',
        '¿puedo pagar Spotify con PayPal como en eBay?',
        '¿la app de Nike se descarga como la de Adidas?',
        '¿la racha de Duolingo se pierde como la de Snapchat?',
        '¿en Strava los entrenos se marcan solos como en mi reloj Garmin?',
      ),
      // A pet's day asked in the third person: its meals, its sleep, its rest.
      "a pet's day asked in the third person": sentence(
        oneOf('Mi perro come croquetas.', 'Mi gata está gordita.', 'Mi perrito está aprendiendo trucos.'),
        oneOf(
          '¿Cuántas veces al día debe comer?',
          '¿Cuántas horas debe dormir?',
          '¿Qué día le toca descanso?',
          '¿Cuánto debe comer al día?',
        ),
      ),
      // Another thing's episodes new each day or repeated.
      "a show's episodes new or repeated": oneOf(
        '¿en Netflix cada día sale una serie nueva?',
        '¿los episodios de la novela se repiten los domingos?',
        '¿el noticiero de la mañana es el mismo que el de la noche?',
      ),
      // The next one of another thing the story names, asked without naming it: that thing's.
      'the next one of a thing the story names': sentence(
        oneOf(
          'El torneo de ajedrez del colegio ya acabó.',
          'La liga de Fantasy de la oficina se reinicia.',
          'Se terminó la temporada de mi serie favorita.',
        ),
        oneOf('¿Cuándo empieza el próximo?', '¿Cuándo arranca la siguiente?', '¿Cuándo empieza la siguiente?'),
      ),
      // A bank's own prices, the bank unnamed or by its name.
      "a bank's own prices": oneOf(
        '¿cuánto cuesta abrir una cuenta en el banco?',
        '¿cuánto cobra el banco por una transferencia?',
        '¿cuánto vale la anualidad de la tarjeta del banco?',
        '¿cuánto cobra BBVA de comisión por mantenimiento?',
        '¿cuánto me cobra el banco de comisión por retirar?',
      ),
      // A clock's or a country's own change of hour, an hour converted: no challenge's.
      "a clock's own change of hour, or an hour converted": oneOf(
        '¿cuando cambia la hora en Mexico?',
        '¿cuando se cambia la hora en Chile este año?',
        'mi reloj se atraso con el cambio de hora, ¿como lo ajusto?',
        '¿cuando es el cambio de hora en España?',
        '¿que hora es en UTC ahora?',
        'convierte las 15 UTC a hora de Mexico',
        '¿como cambio la hora del microondas?',
      ),
      // A stretch of time or a session of another thing priced.
      'a month, a year or a session of another thing priced': oneOf(
        '¿cuanto cuesta un mes de gimnasio?',
        '¿cuanto cobran por una sesion de natacion?',
        '¿cuanto vale un año de Netflix?',
        '¿cuanto cobran por una clase de yoga?',
        '¿cuanto sale una semana de campamento?',
      ),
      // Another thing's being free or on offer, or paid to enter.
      'another thing free, on offer or paid to enter': oneOf(
        '¿es gratis el museo los domingos?',
        '¿hay que pagar para entrar al zoologico?',
        '¿cuando hay ofertas en Zara?',
        '¿el transporte es gratis para jubilados?',
      ),
      // A day of rest the law makes so.
      'a rest day the law makes': oneOf(
        '¿cual es el dia de descanso obligatorio en noviembre?',
        '¿que dias de descanso obligatorio hay en Mexico?',
        '¿el 1 de mayo es descanso obligatorio?',
        '¿los feriados son descansos obligatorios en Peru?',
      ),
      // Two other things compared, this challenge not among them.
      'two other services compared with each other': oneOf(
        '¿que diferencia hay entre Netflix y HBO?',
        '¿en que se diferencia YouTube de TikTok?',
        '¿en que se diferencia Freeletics de Nike Training Club?',
        '¿que diferencia hay entre el plan de Smart Fit y el de Anytime?',
        '¿en que se diferencia el reto de Nike del de Adidas?',
      ),
      // A comparison between two other services, or with another's challenge.
      "two other services compared, or another brand's challenge": sentence(
        oneOf('En Netflix cancelo cuando quiero,', 'Cancele Spotify en un minuto,', 'En Strava veo mis kilometros,'),
        oneOf('¿en Disney tambien?', '¿como cancelo Deezer?', '¿en el reto de Nike donde veo mi progreso?'),
      ),
      // Another world's programme made, a breather of a holiday, money saved for something else.
      "another world's programme made, or money saved for something else": oneOf(
        '¿quien creo el programa de la tele de los sabados?',
        '¿quien diseño el plan de estudios de la universidad?',
        '¿cuanto necesito tener ahorrado para comprar un carro?',
        '¿que tengo que desembolsar para el viaje a Cancun?',
      ),
      'plants fed': oneOf(
        'que dieta le doy a mis plantas?',
        'la dieta lunar para las plantas funciona?',
        'que comen las plantas del huerto?',
      ),
      'years at a job or in a marriage': sentence(
        oneOf('llevo 12 años en la empresa', 'llevo diez años casada', 'llevo 5 años trabajando en la fabrica'),
        oneOf('y quiero renunciar, como hago la carta?', ', que le regalo a mi esposo?', ', como pido un aumento?'),
      ),
      "a place's time zone asked": sentence(
        oneOf('que zona horaria tiene', 'cual zona horaria usa'),
        oneOf('cancun', 'lima', 'tokio'),
        oneOf('?', ', la misma que la cdmx?'),
      ),
      // Two places' hours compared, neither the member's.
      "two places' hours compared": sentence(
        oneOf(
          'que diferencia de zona horaria hay entre',
          'cuantas horas de diferencia hay entre',
          'usan el mismo horario',
        ),
        oneOf('tokio y buenos aires', 'madrid y paris', 'lima y bogota'),
      ),
      // A share of a sum, its sign after the figure: a calculation, not the member's share.
      'a share of a sum': sentence(
        oneOf('cuanto es el', 'calcula el', 'cual es el'),
        oneOf('15%', '20 %', '30%'),
        oneOf('de 2340', 'de 500', 'de 1200?'),
      ),
      // Where one is, asked of that place itself: the story's place is what the question is about.
      "a place of the member's day asked of itself": sentence(
        oneOf('voy al concierto,', 'estoy en el cine,', 'ando en el supermercado,', 'estoy en el aeropuerto,'),
        oneOf(
          'cuanto cuesta la entrada?',
          'a que hora cierra?',
          'cuanto sale el estacionamiento?',
          'que precio tienen las palomitas?',
        ),
      ),
      // Beside a story of another world, what any world has (a subscription, an invoice, a plan's
      // price, the hour of a meeting, a streak) is that world's, unless the challenge is named
      // (`TOPICS_OF_ANY_WORLD`, `USED_OR_PAID_FOR` in coach-nlu.ts); a clause that only points back at
      // the story asks about it.
      "a service's own subscription, invoice or plan asked beside its story": fc.oneof(
        sentence(
          oneOf('Estoy suscrita a HBO Max,', 'Uso Spotify Premium,', 'Tengo Netflix hace años,'),
          oneOf('¿como cancelo mi suscripcion?', '¿me devuelven el dinero de mi suscripcion?'),
        ),
        sentence(
          oneOf('Pago la luz con Edenorte,', 'Tengo Movistar,', 'Voy al gimnasio Smart Fit,'),
          oneOf('¿donde veo mi factura?', '¿cuanto cuesta mi plan?'),
        ),
      ),
      "a meeting's hour asked in the member's zone": sentence(
        oneOf(
          'Mi jefe me cito a una videollamada a las 9 de Nueva York.',
          'Tengo una reunion por Zoom a las 3 hora de Madrid,',
          'Mi cliente me llama a las 10 de Tokio,',
        ),
        oneOf('¿Que hora seria en mi zona?', '¿a que hora es en mi ciudad?', '¿que hora es eso para mi en Bogota?'),
      ),
      "a game's or an app's streak asked beside playing it": sentence(
        oneOf(
          'Juego Candy Crush todos los dias.',
          'Estoy aprendiendo ingles con Duolingo,',
          'Uso Snapchat con mis amigas.',
        ),
        oneOf('¿Como no pierdo mi racha?', '¿como recupero mi racha?', '¿cuantos dias llevo seguidos?'),
      ),
      'a question that points back at the story': fc.oneof(
        sentence(oneOf('me cobraron de mas en el restaurante,', 'el taxi me cobro doble,'), oneOf('puedo reclamar?')),
        sentence(
          oneOf('mi serie favorita tiene 28 capitulos,', 'el libro tiene 28 capitulos,'),
          oneOf('cuantos me faltan si voy en el 19?'),
        ),
      ),
      // Another team's streak, told how long between ("la racha más larga del barcelona").
      "a club's streak told how long": sentence(
        oneOf('cual es la racha', 'cuanto dura la racha'),
        oneOf('mas larga', 'invicta', 'mas larga sin perder', 'ganadora'),
        oneOf('del barcelona', 'del real madrid', 'de boca', 'del america'),
      ),
      // Two places' hours compared, and a battery full: a clock's and a phone's, not the settings or the bar.
      "two places' hours compared, or a battery full": fc.oneof(
        sentence(
          oneOf('madrid y paris', 'chile y argentina', 'lima y bogota'),
          oneOf('tienen la misma hora?', 'tienen la misma hora o no?'),
        ),
        sentence(oneOf('llego al 100 de bateria', 'cargo al 100 de bateria'), oneOf('y se apaga', 'y dura poco')),
      ),
      // Another's trainer told the same as ever is not the challenge's trainer.
      "another's trainer told the same as ever": sentence(
        oneOf('el entrenador de mi hijo', 'el coach del equipo de futbol', 'el profe de mi hija'),
        oneOf('es el mismo de siempre', 'es el mismo del año pasado'),
      ),
      // Talking to someone of one's own life asked alone is not the team (TALKED_TO).
      "talking to someone of the member's own life": sentence(
        oneOf('quiero hablar con', 'necesito llamar a', 'como me comunico con', 'pasame con'),
        oneOf('mi abogado', 'mi mama', 'mi contador', 'mi hermana'),
      ),
      // Where the member goes is their story (OWN_DAY_VERBS); what they have or take along is what
      // the question is about.
      'the food or price of what the member has or takes along': sentence(
        oneOf('tengo un perro', 'salgo con mi perro', 'tengo una moto', 'voy con mi gato', 'tengo un loro'),
        oneOf('cuanto cuesta su comida', 'que comida le doy', 'cuanto cuesta el seguro', 'que dieta le conviene'),
      ),
      // A room trained in is where the routine is done; a room's price or rent is another world's.
      "a room's price or rent": sentence(
        oneOf('cuanto cuesta', 'cuanto sale', 'precio de'),
        oneOf('alquilar un cuarto', 'una habitacion de hotel', 'el cuarto del hostal', 'una pieza en el centro'),
      ),
      "tomorrow's programme of another world": sentence(
        oneOf('que hay mañana en', 'que hay para mañana en'),
        oneOf('la tele?', 'el cine?', 'netflix?', 'la radio?'),
      ),
      // The price of the challenge is the coach's; the price of doing something else is not.
      'the price of doing something else': sentence(
        oneOf('cuanto cuesta', 'cuanto sale', 'cuanto me costaria'),
        oneOf('vivir en Madrid', 'viajar a Cancun', 'estudiar ingles', 'alquilar un piso'),
      ),
      "a game console's price": sentence(
        oneOf('cuanto cuesta', 'precio de'),
        oneOf('la play 5', 'la play', 'una play nueva'),
      ),
      // A company that buys the challenge is the team's to answer; one's own leaving it is no purchase.
      // (A company named beside another world stays that world's.)
      'a job left, asked of something else': sentence(
        oneOf('me voy de la empresa', 'sali de la empresa'),
        oneOf('y no se que hacer con mi vida', 'como pido la liquidacion?', 'como cobro el finiquito?'),
      ),
      'a game console that fails': sentence(
        oneOf('cuando prendo la play', 'mi play', 'la play 5'),
        oneOf('se apaga sola', 'no carga los juegos', 'hace ruido'),
      ),
      "another program's failure told in general words": sentence(
        oneOf('me sale algo salio mal', 'me dice que ocurrio un error'),
        oneOf('en excel', 'en la app del banco', 'cuando abro netflix', 'en fortnite'),
      ),
      // Eating is the coach's; buying food is not.
      'food to buy': sentence(
        oneOf('donde compro', 'donde puedo comprar', 'en que tienda compro'),
        oneOf('pollo barato', 'frutas baratas', 'huevos frescos', 'arroz integral'),
      ),
      'a book asked': sentence(
        oneOf('que libro me recomiendas', 'cuando sale el libro de', 'cual es el mejor libro de'),
        oneOf('para el verano?', 'harry potter?', 'autoayuda?'),
      ),
      'a dish to cook, named by its region': sentence(
        oneOf('como se hacen', 'como preparo', 'receta de'),
        oneOf('las pupusas', 'el ceviche', 'un buen sancocho', 'los tostones'),
      ),
      // Another world's subscription, start, guarantee, "desafío" and someone's question of another world.
      "another service's subscription asked": sentence(
        oneOf('netflix', 'spotify', 'el gimnasio de mi barrio'),
        oneOf('es suscripcion o pago unico?', 'es una suscripcion?'),
      ),
      'where to start something else': sentence(
        oneOf('por donde empiezo', 'por donde arranco'),
        oneOf('la tesis?', 'a aprender ingles?', 'a ordenar el armario?'),
      ),
      'a guarantee of another thing that does not work': sentence(
        oneOf('mi lavadora', 'el microondas que compre', 'mi licuadora'),
        oneOf('no funciona,', 'se rompio,'),
        oneOf('hay alguna garantia?', 'tiene garantia?'),
      ),
      'a challenge of another world called "desafío"': sentence(
        oneOf('el desafio de la botella', 'el desafio del cubo de hielo'),
        oneOf('como se hace?', 'cuanto dura?'),
      ),
      'someone from a place asking of another world': sentence(
        oneOf('mi prima de La Laguna', 'mi amiga de Rosario'),
        oneOf('quiere saber cuanto cuesta un vuelo a Madrid', 'me pregunto por el precio del alquiler'),
      ),
      // Another world's things asked in English: an article names them as Spanish's does.
      "another world's things asked in English": sentence(
        oneOf('how does', 'does', 'how do i cancel'),
        oneOf('the stock market', 'my spotify', 'my netflix', 'the lottery'),
        oneOf('work?', 'auto renew?', ''),
      ),
      // A place that is another world's own: a flight's, a hotel's, another city's hour.
      "a named place's prices or hour": fc.oneof(
        sentence(
          oneOf('cuanto cuesta un vuelo a', 'que hora es alla en', 'cuando empieza la temporada en'),
          oneOf('Punta Cana', 'Tokio', 'Nueva York'),
        ),
        sentence(
          oneOf('Voy a', 'Me mudo a', 'Estoy en'),
          oneOf('Cartagena,', 'Nueva York,', 'Punta Cana,'),
          oneOf('cuanto cuesta el hotel?', 'cuanto sale el alquiler?', 'que hora es en Tokio?'),
        ),
      ),
      // Another world's day ahead or behind: a flight's, a parcel's, a meeting's.
      "another world's day ahead or behind": sentence(
        oneOf('mi vuelo', 'la entrega del paquete', 'la reunion del trabajo'),
        oneOf('se adelanta el dia', 'sale un dia adelantado', 'quedo con el dia atrasado'),
      ),
      // Someone of another world named after the writer's own name: the name given as one's own
      // forgives only itself.
      "another's name after the writer's own": sentence(
        oneOf('Hola, soy Marta,', 'buenas, me llamo Ramiro,', 'te escribe Yesenia,'),
        oneOf('cuanto cuesta la camiseta de', 'cuando empieza la temporada de', 'que dieta sigue'),
        oneOf('Boca Juniors?', 'Shakira?', 'Real Madrid?'),
      ),
      // Another thing's end by its date: a shop's closing, a contract's, a school year's.
      "another thing's end by its date": sentence(
        oneOf('que fecha es el cierre', 'cual es la fecha de fin', 'cuando concluye'),
        oneOf('del banco', 'del contrato de alquiler', 'del año escolar', 'de la feria del libro'),
      ),
      // How far along something of another world is: studies, a thesis, a mortgage.
      "another thing's progress or what is left of it": sentence(
        oneOf('me queda mucho', 'cuanto me falta', 'estoy avanzando'),
        oneOf('en la carrera de medicina', 'con la tesis', 'en el curso de ingles', 'para pagar la hipoteca'),
      ),
      // Another world's notices that come late: the bank's, the post, the bus.
      "another world's notices coming late": sentence(
        oneOf('me llegan tarde', 'ya no me llegan'),
        oneOf('los correos del banco', 'las cartas del correo', 'los avisos del colegio de mis hijos'),
      ),
      // Giving flavour or a start to something of another world: a dish, a car, a project.
      'a start or a flavour asked of another world': sentence(
        oneOf('con que le doy sabor', 'con que empiezo', 'con que arranco'),
        oneOf('al pollo al horno', 'el proyecto de la facultad', 'el auto cuando hace frio'),
      ),
      // The next session of another world: a parliament's, a therapy's, a court's.
      "another world's next session": sentence(
        oneOf('cuando es la proxima sesion', 'cual es la siguiente sesion'),
        oneOf('del congreso', 'de terapia con mi psicologa', 'del juicio de mi primo'),
      ),
      // Another service's charge coming again: a gym's, the power bill, a streaming service.
      "another service's charge coming again": sentence(
        oneOf('el cargo se repetira', 'me van a volver a cobrar'),
        oneOf('la cuota del gimnasio', 'en la factura de la luz', 'en netflix'),
      ),
      // Another world's service cut off or no longer paid: the power, the phone line, a loan.
      "another world's service cut off": sentence(
        oneOf('me quieren cortar', 'como corto', 'no puedo seguir pagando'),
        oneOf('la luz de la casa', 'la linea del telefono fijo', 'el prestamo del auto'),
      ),
      // Something of another world done and not shown done: a course, a procedure, a form.
      "another world's task done and not shown": sentence(
        oneOf('termine el curso', 'hice el tramite', 'complete el formulario'),
        oneOf('pero no me aparece', 'y no se registra'),
        oneOf('en la plataforma del banco', 'en la pagina del gobierno', 'en el sistema de la universidad'),
      ),
      // Another trainer or teacher asked who they are: a club's, a school's, a child's.
      'another trainer asked who they are': sentence(
        oneOf('de donde es', 'quien es', 'cuanto tiempo lleva', 'que experiencia tiene'),
        oneOf('el entrenador', 'el profe', 'la profe'),
        oneOf('del real madrid', 'de matematicas', 'de mi hijo en el colegio', 'de la seleccion'),
      ),
      // Another trainer or teacher asked who they are: a club's, a school's, a child's.
      // Another service's access or charge told by its length or its rhythm.
      "another service's access or rhythm of charges": sentence(
        oneOf('cuanto tiempo tengo acceso a', 'cuantos dias de acceso tiene', 'me cobra cada semana'),
        oneOf('la biblioteca', 'el parque', 'el gimnasio', 'el alquiler'),
      ),
      // One's card complained of by its own costs, no paying named.
      "a card's own costs complained of": sentence(
        oneOf('mi tarjeta de credito tiene', 'la tarjeta me cobra', 'mi tarjeta tiene'),
        oneOf('intereses muy altos', 'una anualidad muy cara', 'comisiones abusivas'),
      ),
      // A sign-up or membership of another place cancelled.
      "another place's sign-up cancelled": sentence(
        oneOf('como cancelo', 'quiero cancelar', 'como doy de baja'),
        oneOf('la inscripcion al', 'la membresia del', 'mi suscripcion al', 'la matricula del'),
        oneOf('gimnasio', 'club', 'colegio', 'curso de ingles'),
      ),
      // A routine of another part of one's life, with its hours.
      'a routine of another part of life': sentence(
        oneOf('mi rutina de', 'la rutina de', 'como organizo mi rutina de'),
        oneOf('trabajo', 'estudio', 'skincare', 'sueño', 'limpieza facial'),
        oneOf('empieza a las 6', 'a que hora la hago', 'de mañana'),
      ),
      // Days off and duties one's work or school gives.
      'days off and duties given at work': sentence(
        oneOf(
          'cuantos dias de vacaciones me tocan',
          'cuantos dias libres me dan',
          'que me toca hacer',
          'que turnos tengo',
        ),
        oneOf('en el trabajo', 'en la empresa', 'en la oficina', 'en la escuela'),
        oneOf('', 'hoy', 'este año'),
      ),
      // A currency of another world asked of for itself, not to pay with.
      'a currency of another world asked of for itself': sentence(
        oneOf('cuanto vale', 'conviene invertir en', 'el precio del', 'donde compro'),
        oneOf('bitcoin', 'criptomonedas', 'usdt', 'ethereum'),
        oneOf('', 'hoy', 'este año'),
      ),
      // Another shop's money back, told as getting it back from the shop.
      "another shop's money back": sentence(
        oneOf('quiero mi dinero de vuelta de', 'como obtengo mi dinero de regreso de', 'quiero la plata de regreso de'),
        oneOf('mercado libre', 'aliexpress', 'shein', 'zara', 'la tintoreria'),
      ),
      // Another program's trouble: what goes wrong in a spreadsheet or a game is not the app's.
      "another program's trouble": sentence(
        oneOf('el error se repite cada vez que abro', 'no me funciona', 'se me cierra', 'no carga'),
        oneOf('excel', 'el powerpoint', 'photoshop', 'canva', 'roblox', 'minecraft', 'chatgpt'),
      ),
      // A challenge of other days and another thing ("el reto de los 100 días de código").
      'a challenge of other days and another thing': sentence(
        oneOf('cuanto cuesta', 'como me apunto a', 'cuando empieza'),
        oneOf('el reto de los 100 dias de', 'el reto de 30 dias de'),
        oneOf('codigo', 'ahorro', 'lectura', 'meditacion'),
      ),
      // What one shows on another network: its photo, its status, its name.
      "another network's photo, status or name": sentence(
        oneOf('quiero cambiar', 'como cambio', 'como pongo', 'no me deja cambiar'),
        oneOf('mi foto de', 'el estado de', 'mi nombre en', 'la foto de perfil de'),
        oneOf('whatsapp', 'instagram', 'tiktok', 'facebook'),
      ),
      // A lower price or a bank of another world: a shop's coupons, a cinema's discount, a bank's
      // fees.
      "another world's discount or bank": sentence(
        oneOf('hay descuento en', 'que cupones tiene', 'hacen rebajas en', 'mi banco me cobra comisiones en'),
        oneOf('el cine', 'rappi', 'zara', 'el supermercado'),
      ),
      // Another app held as one's own thing, and a password put on a thing of another kind.
      "another app held as one's own thing": sentence(
        oneOf('me clonaron', 'me hackearon', 'se me borró'),
        oneOf('el whatsapp', 'mi instagram', 'el facebook'),
        oneOf('y alguien escribe desde mi cuenta', ', que hago'),
      ),
      'a password put on a file': sentence(
        oneOf('como le pongo', 'como quito la', 'se puede poner'),
        oneOf('contraseña', 'clave'),
        oneOf('a un pdf', 'a una carpeta', 'a un archivo de excel'),
      ),
      'an invoice of a purchase at a shop': sentence(
        oneOf('que factura tengo que pedir', 'como pido factura', 'me dan factura'),
        oneOf('en el super', 'en la farmacia', 'en el restaurante', 'en la gasolinera'),
      ),
      // A password of a connection or a thing at home, a mailbox's own, a card refused anywhere.
      'a password of a connection or a thing at home': sentence(
        oneOf('cual es la', 'como cambio la', 'olvide la', ''),
        oneOf('contraseña', 'clave', 'password'),
        oneOf('wifi', 'del wifi', 'del router', 'del modem', 'de la alarma', 'de la caja fuerte'),
        oneOf('', 'de mi casa', 'porfa'),
      ),
      'a mailbox’s own password or settings': sentence(
        oneOf('como recupero la', 'olvide la', 'como cambio la'),
        oneOf('contraseña', 'clave'),
        oneOf('de mi correo', 'del correo', 'de mi mail'),
        oneOf('de yahoo', 'de hotmail', 'del trabajo', 'de la oficina'),
      ),
      'a card refused everywhere': sentence(
        oneOf('mi tarjeta', 'la tarjeta de mi banco', 'mi tarjeta de credito'),
        oneOf('me la rechazan', 'no pasa', 'me la declinan'),
        oneOf('en todos lados', 'en todas partes', 'en ningun lado', 'en todas las tiendas'),
      ),
      // Being ready, the next time, how much a thing comes to and a person's hour, of another world.
      // A complaint to one's own provider of a service is theirs.
      'a complaint to one’s own provider': sentence(
        oneOf('como pongo un reclamo a', 'quiero quejarme con', 'como hablo con'),
        oneOf('mi compañia de telefono', 'la empresa de luz', 'mi compañia de internet'),
      ),
      // An invoice one issues to one's own clients is one's business.
      'an invoice one issues': sentence(
        oneOf('como hago una factura electronica', 'como emito facturas', 'como hago facturas'),
        oneOf('para mis clientes', 'siendo autonomo', 'a mis pacientes'),
      ),
      // A card's fees or interest are the bank's: choosing a card is not paying us.
      'a card chosen by its fees': sentence(
        oneOf('tarjeta de credito', 'cual es la tarjeta', 'que banco da la tarjeta'),
        oneOf('con menos comision', 'con menos interes', 'sin comisiones'),
      ),
      'a place’s hours': sentence(
        oneOf('cual es el horario', 'a ver el horario', 'me dices el horario'),
        oneOf('del super', 'de la farmacia', 'del banco', 'de la biblioteca'),
        oneOf('los domingos', 'hoy', ''),
      ),
      'ready for something else': sentence(
        oneOf('estoy lista', 'ando listo', 'estamos listos'),
        oneOf('para la fiesta', 'para el viaje', 'para la boda'),
        oneOf(', que hacemos', ', que hago', ''),
      ),
      'what a thing will come to': sentence(
        oneOf('cuanto me va a salir', 'que tanto me va a costar', 'cuanto me va a cobrar'),
        oneOf('el viaje a cancun', 'el mecanico', 'la boda', 'el plomero'),
      ),
      'the next time of something else': sentence(
        oneOf('la proxima vez', 'la siguiente vez'),
        oneOf('que vaya al cine', 'que vea a mi abuela', 'que salga de viaje'),
        oneOf('te cuento', 'me acuerdo', ''),
      ),
      'someone else going by an hour': sentence(
        oneOf('mi jefe', 'mi hijo', 'el banco'),
        oneOf('se rige por', 'se guia por'),
        oneOf('la hora de su trabajo', 'el horario de verano', 'la hora de la oficina'),
      ),
      // Buying a thing to train with or to eat is not training or eating.
      'the price of a thing to train with or to eat': sentence(
        oneOf('cuanto cuesta', 'cuanto vale', 'cuanto sale'),
        oneOf('una caminadora', 'una bicicleta estatica', 'una cinta de correr', 'un kilo de pollo', 'la avena'),
        oneOf('', 'para la casa', '?'),
      ),
      // A far country is read as itself, not as a word of the coach ("canada" is not "camada").
      'a season somewhere far away': sentence(
        oneOf('cuando empieza', 'cuando arranca', 'cuando abre'),
        oneOf('la temporada de esqui', 'el invierno', 'la feria'),
        oneOf('en canada', 'en suiza', 'en canada?'),
      ),
      // Another app's own messages, with words between ("los mensajes borrados de whatsapp").
      'another app’s messages with words between': sentence(
        oneOf('como recupero', 'donde veo', 'como borro'),
        oneOf('los mensajes borrados', 'el mensaje de voz', 'los mensajes viejos'),
        oneOf('de whatsapp', 'de telegram', 'en instagram', 'de messenger'),
      ),
      // A message to someone of one's own life is one's own writing.
      'a message to someone of one’s life': sentence(
        oneOf('le mando un mensaje', 'le escribo un mensaje', 'le contesto el mensaje'),
        oneOf('a mi crush', 'a mi ex', 'a mi novio', 'a mi jefe'),
        oneOf('o me espero', 'hoy', '?'),
      ),
      // One's own social network is not the team's channel.
      'reaching someone on one’s own social network': sentence(
        oneOf('como le escribo a alguien', 'como hablo con alguien', 'como contacto a alguien'),
        oneOf('por instagram', 'por facebook', 'por tiktok'),
      ),
      // The nineteenth set's: a currency against another, a thing bought and its guarantee, one's
      // wallet's account, a card that renews by itself, a challenge of something else, a bill paid by itself.
      'a currency against another': sentence(
        oneOf('cuanto progreso hizo', 'como avanzo', 'que tal va'),
        oneOf('el peso frente al dolar', 'el euro contra el dolar', 'el sol respecto al dolar'),
        oneOf('este año', 'en la semana', ''),
      ),
      'a thing bought and its guarantee': sentence(
        oneOf('compre una licuadora', 'me compre un ventilador', 'compre una cafetera'),
        oneOf('hace un mes y ya no anda,', 'y dejo de funcionar,'),
        oneOf('me cubre la garantia?', 'me devuelven la plata?', 'hay garantia?'),
      ),
      'one’s wallet’s own account': sentence(
        oneOf('mi cuenta de paypal', 'mi cuenta de mercado pago', 'mi usuario del banco'),
        oneOf('esta limitada', 'quedo bloqueada', 'esta suspendida'),
        oneOf(', como la desbloqueo', ', que hago', ''),
      ),
      'a card or a document that renews by itself': sentence(
        oneOf('mi tarjeta de credito', 'mi pasaporte', 'la licencia'),
        oneOf('se renueva sola', 'se renueva automatico'),
        oneOf('cuando vence?', '?', ''),
      ),
      'a challenge of something else': sentence(
        oneOf('como funciona el reto de', 'en que consiste el reto de', 'me explicas el reto de'),
        oneOf('los 52 sobres', 'la botella', 'lectura de la escuela', 'ahorro'),
      ),
      'a bill paid by itself': sentence(
        oneOf('como activo', 'como pongo', 'donde configuro'),
        oneOf('el pago automatico del agua', 'el debito automatico de la luz', 'el pago recurrente del gas'),
      ),
      // The second blind set's bait and off-topic misses, each as its class: a carrier's plan, a
      // ticket to see someone, another team's trainer, a drink named after an exercise, a text to
      // write, a dish to cook, what a technology is.
      "a carrier's plan priced": sentence(
        oneOf('cuanto cuesta', 'que precio tiene', 'a cuanto esta'),
        oneOf('el plan ilimitado de claro', 'el plan de movistar', 'la recarga de telcel', 'el plan ilimitado'),
      ),
      'a ticket to see someone priced': sentence(
        oneOf('cuanto cuesta', 'a cuanto estan', 'que precio tiene'),
        oneOf('la entrada para ver a bad bunny', 'los boletos para ver a shakira', 'la entrada para ver el partido'),
      ),
      "another team's trainer asked": sentence(
        oneOf('el entrenador del barcelona', 'el tecnico de la seleccion', 'el entrenador del america'),
        oneOf('quien es ahora', 'quien es', 'como se llama'),
      ),
      'an exercise named as a drink': sentence(
        oneOf(
          'como se hace un burpee de cafe,',
          'que lleva la plancha de chocolate,',
          'como se hace la sentadilla de fresa,',
        ),
        oneOf('es una bebida nueva', 'es un postre', 'es una receta'),
      ),
      'a text to write': sentence(
        oneOf('escribe un correo', 'redactame una carta', 'hazme un mensaje'),
        oneOf('para pedir un aumento a mi jefe', 'para mi casero', 'para renunciar a mi trabajo'),
      ),
      'a dish to cook': sentence(
        oneOf('como se hacen', 'como se preparan', 'como hago'),
        oneOf('las arepas', 'las empanadas', 'unas tortillas', 'el arroz'),
      ),
      'what a technology is': oneOf(
        'que es la inteligencia artificial',
        'como funciona la inteligencia artificial',
        'que es un chatbot',
      ),
      // Cooking a food is not eating it.
      'cooking a food': sentence(
        oneOf('como hago', 'como preparo', 'como cocino'),
        oneOf('arroz con leche', 'unas tortillas', 'pollo al horno', 'huevos revueltos'),
        oneOf('', '?', 'rico'),
      ),
      // Whether something else is safe ("es seguro" is no insurance, nor the challenge's).
      'whether something else is safe': oneOf(
        'es seguro invertir en bitcoin?',
        'es seguro viajar a cancun?',
        'es seguro comprar en shein?',
      ),
      // How much of something a dish takes, how any app is installed, a screen that freezes in a game.
      "a dish's amount": sentence(
        oneOf('cuanta agua lleva', 'cuanta sal le pongo a', 'cuanto tiempo se cocina'),
        oneOf('el arroz', 'la pasta', 'los frijoles', 'el pollo'),
        oneOf('para 4 tazas', 'para cuatro personas', ''),
      ),
      'how any app is installed': sentence(
        oneOf('como instalo una app', 'como descargo una aplicacion', 'como se instala una app'),
        oneOf('en la smart tv', 'en mi tablet', 'en el celular de mi mama'),
      ),
      'a screen that freezes in a game': sentence(
        oneOf('se me congela la pantalla del celular', 'se me traba el telefono', 'se me cuelga la tablet'),
        oneOf('jugando', 'cuando juego', 'mientras juego free fire'),
      ),
      // The guarantee of a maker or a device, and a programme of something else.
      'the guarantee of a maker or of a device': sentence(
        oneOf('cuanto dura la garantia', 'como reclamo la garantia', 'que cubre la garantia'),
        oneOf('de apple', 'del celular', 'de mi lavadora', 'de la tele'),
      ),
      // A trip or an event asked about is not the member's day (READYING_VERBS, OF_PLACE in coach-reading.ts).
      'a trip or an event asked about': sentence(
        oneOf('cuanto cuesta', 'cuanto sale'),
        oneOf(
          'organizar la fiesta de la oficina?',
          'planear una fiesta de quince?',
          'el vuelo de Lima a Cusco?',
          'el tren a Barcelona?',
        ),
      ),
      'how to get somewhere by a means of transport': sentence(
        oneOf('como voy a', 'cómo llego a'),
        oneOf('Barcelona', 'Cusco', 'Valparaíso'),
        oneOf('en tren', 'en bus desde Lima', 'en avion'),
        oneOf('?', ''),
      ),
      // A date of another world asked alone is not the challenge's (MEMBER_OCCASIONS in topic-evidence.ts).
      'a date of another world asked alone': sentence(
        oneOf(
          'cuando terminan los examenes?',
          'que dia es navidad?',
          'cuando empiezan las vacaciones de navidad?',
          'cuando es el proximo dia de descanso obligatorio del trabajo por feriado',
        ),
      ),
      // A card that is no payment card is another world's (PAYMENT_CARD in coach-reading.ts).
      'a card that is no payment card refused': sentence(
        oneOf(
          'mi tarjeta de Transmilenio',
          'la tarjeta de embarque',
          'mi tarjeta del metro',
          'la tarjeta del Metrobús',
        ),
        oneOf('fue rechazada', 'no pasa', 'no me llega al correo'),
      ),
      // Short of time, the member still asks about what the question names (SHORT_OF_TIME in coach-nlu.ts).
      "another world's question asked by a member short of time": sentence(
        oneOf('tengo poco tiempo por la facultad,', 'no tengo mucho tiempo por el trabajo,'),
        oneOf('cuanto cuesta la matricula?', 'a que hora cierra el banco?', 'que precio tiene el curso de ingles?'),
      ),
      // Another world's edition (topic-evidence.ts).
      "another world's edition asked by where it goes": sentence(
        oneOf('en que edicion vamos de', 'en que numero de edicion estamos de'),
        oneOf('la champions?', 'la feria del libro?', 'masterchef?'),
      ),
      // The hour of another thing set in another app (topic-evidence.ts).
      "another app's hour set": sentence(
        oneOf('como pongo la hora de mi reloj en', 'como cambio la hora del microondas en'),
        oneOf('la app del banco?', 'el celular?'),
      ),
      // A pet's exercise, a bank's own renewal, a device's price, days off asked alone (topic-evidence.ts),
      // a network's viral "reto" (OTHER_WORLD_WORDS).
      "a pet's own exercise": sentence(
        oneOf('cuanto cardio necesita mi perro?', '¿cuánto tiene que caminar mi perrita al día?'),
        oneOf('', 'es un labrador'),
      ),
      "a bank's card renewed": sentence(
        oneOf(
          'el banco renueva solo la tarjeta cuando vence?',
          '¿mi tarjeta del santander se renueva automáticamente?',
        ),
        oneOf('', 'gracias'),
      ),
      "another day's number, or a day asked from a device": sentence(
        oneOf('hoy sería el día 15,', 'en que dia del mes voy a cobrar en el celu,'),
        oneOf('el día de cobro?', 'me dijo el banco'),
      ),
      "another errand not done, or a bank's fee": sentence(
        oneOf('no podré realizar la transferencia el jueves,', 'mi banco me aviso que me cobran comision,'),
        oneOf('cómo debo proceder?', 'cuanto es?'),
      ),
      "an occasion's own course": sentence(
        oneOf('cuanto dura una boda civil', 'en que consiste la graduacion', 'como es la cosa en navidad'),
        oneOf('mas o menos?', 'en tu pais?', ''),
      ),
      'another "reto" asked what it is': sentence(
        oneOf('que es eso del reto', 'qué es esto del reto'),
        oneOf('de los 10 años que todos suben?', 'de no comprar nada en enero', 'de lectura de 30 dias?'),
      ),
      "mathematics' exercises": sentence(
        oneOf(
          'cuantos ejercicios de mate tengo que hacer para mañana',
          'me explicas los ejercicios de mate?',
          '¿los ejercicios de mate cuentan para la nota?',
        ),
        oneOf('', 'porfa'),
      ),
      "an oven's hour": sentence(
        oneOf('tengo que cambiar algo de la hora del horno', 'hay que ajustar algo de la hora del microondas'),
        oneOf('para el pollo?', 'para calentar la sopa?'),
      ),
      "a relative's city and its own price, another campaign's professional": sentence(
        oneOf(
          'mi hermana de Madrid dice que el metro esta caro, cuanto cuesta?',
          'quien es el profesional detras de la campaña del gobierno',
        ),
        oneOf('', 'gracias'),
      ),
      "a currency's worth, or clothes for another day": sentence(
        oneOf('¿vale mucho el dolar hoy?', 'que ropa me pongo hoy para la boda', 'que ropa toca lavar hoy'),
        oneOf('', 'no se'),
      ),
      "another's zone or a clock set in a city": sentence(
        oneOf(
          'mi reloj esta en Madrid, que hora es en Nueva York?',
          'la zona horaria de la reunion esta en Nueva York, a que hora es en Lima?',
        ),
        oneOf('', 'no se'),
      ),
      'days off asked alone': sentence(
        oneOf('me dieron vacaciones,', 'tengo tres días libres en Roma,'),
        oneOf('que hago con los dias libres?', '¿qué hago con esos días?'),
      ),
      'a viral "reto" of a network': sentence(
        oneOf('que es esto del reto viral', 'como funciona el reto viral', 'de que va ese challenge viral'),
        oneOf('de tiktok?', 'que sale en instagram?', 'del hielo?'),
      ),
      "a device's price": sentence(
        oneOf('¿cuánto cuesta una tablet buena?', 'cuanto vale el celu nuevo de samsung?'),
        oneOf('', 'para mi hija'),
      ),
      // A greeting from a place does not make another world's question the coach's.
      "another world's question after a greeting sent from a place": sentence(
        oneOf('hola desde Tarija,', 'Buenos días desde Malabo.', 'buenas noches desde Riobamba,'),
        oneOf('a que hora abre el banco?', 'que pelicula me recomiendas?', 'cuanto cuesta el vuelo a Madrid?'),
      ),
      // A relative's own regimen asked for them is theirs (RELATIVES_REGIMEN in topic-evidence.ts).
      "a relative's own regimen asked for them": sentence(
        oneOf(
          'mi hermana hace ayuno intermitente,',
          'mi mama sigue una dieta keto,',
          'mi novio hace ayuno de 16 horas,',
        ),
        oneOf('ese plan le sirve?', 'eso le funciona?', 'le conviene?'),
      ),
      // Money lost elsewhere is another world's.
      'money lost at a game': sentence(
        oneOf('si apuesto en el casino', 'si juego a la loteria', 'si invierto en bitcoin'),
        oneOf('pierdo la plata?', 'pierdo el dinero?'),
      ),
      // A place's opening hours are that place's.
      "a place's daily opening": sentence(
        oneOf('el banco', 'el gimnasio del barrio', 'la farmacia', 'el super'),
        oneOf('abre cada dia?', 'abre todos los dias a las 9?'),
      ),
      // The zone of a place asked alone is a clock's, not the member's setting.
      "a place's zone asked alone": sentence(
        oneOf(
          'cual es la zona horaria de',
          'que horario de verano usa',
          'que huso horario tiene',
          'en que zona horaria esta',
        ),
        oneOf('Japón?', 'Chile', 'Australia?', 'la India'),
      ),
      // A series watched is another world's, whatever a workout's sets are called.
      'series and films watched': sentence(
        oneOf('cuantas series y peliculas', 'que series y peliculas', 'cuantos capitulos y series'),
        oneOf('hay en netflix', 'me recomiendas ver', 'vi este finde', 'tiene la tele por cable'),
      ),
      'a programme of something else': sentence(
        oneOf('como funciona el programa', 'como me inscribo al programa', 'cuanto cuesta el programa'),
        oneOf('de puntos del super', 'de millas', 'de becas', 'de lealtad del banco'),
      ),
      // How far a download or an update has got is a file's progress (TRANSFER_PROGRESS, IN_OTHER_APP).
      "a download's or an update's progress": sentence(
        oneOf(
          'la descarga de whatsapp',
          'la actualizacion de instagram',
          'la descarga de la pelicula',
          'la instalacion de windows',
        ),
        oneOf('se quedo en 50 por ciento de progreso', 'va al 30 por ciento', 'no pasa del 80 de progreso'),
        oneOf('', ', que hago?', 'desde ayer'),
      ),
      // A shift at work asked, not told as the member's reason; cold cuts priced at a shop.
      'days off at work asked at length': sentence(
        oneOf('cuantos dias de vacaciones', 'cuantos feriados', 'cuantos dias libres'),
        oneOf('me tocan despues de un año en la empresa', 'me dan por ley despues de dos años en el trabajo'),
        oneOf('', 'en mexico?', 'aca en chile?'),
      ),
      // A phone's plan, the device named as the member's ("el plan de mi celular").
      "a phone plan of the member's own device": sentence(
        oneOf('el plan de mi celular', 'el paquete de mi telefono', 'la recarga de mi movil'),
        oneOf('se renueva solo cada mes,', 'me cobra de mas,', 'vence mañana,'),
        oneOf('como lo cancelo?', 'como lo cancelo con claro?', 'lo puedo pausar?'),
      ),
      'a shift at work asked': sentence(
        oneOf('me toca turno en el trabajo', 'cuantos turnos tengo en el trabajo'),
        oneOf('el sabado?', 'esta semana?'),
      ),
      'cold cuts priced': sentence(
        oneOf('cuanto cuesta', 'que precio tiene', 'a como esta'),
        oneOf('el salami', 'el jamon serrano', 'la salchicha', 'el chorizo'),
        oneOf('', 'en el super', 'en la carniceria'),
      ),
      // A name of someone else whose letters hold two short words ("Emilio Estévez").
      'a namesake of the trainer by his surname': sentence(
        oneOf('quien es', 'conoces a', 'que peliculas hizo'),
        oneOf('emilio estevez', 'emilio estefan'),
      ),
    },
    25,
  );

  it('answers a payment made by some way and nothing given with the account or the payment', async () => {
    await fc.assert(
      fc.asyncProperty(
        sentence(
          oneOf('compre el reto con mercado pago', 'pague hace una hora', 'pague el reto con paypal'),
          oneOf('y', 'pero'),
          oneOf('no me aparece nada', 'sigo viendo el boton de comprar', 'me sigue pidiendo que pague'),
        ),
        async (text) => {
          const got = await nlu.classify(text);
          expect({ text, right: got === 'account' || got === 'payment.declined' }).toEqual({ text, right: true });
        },
      ),
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
    // A gift, a trial or a company of another world.
    'que regalo le compro a mi novio',
    'cuanto cuesta una prueba de manejo',
    // A TV programme, an hour of tea, a country's safety.
    'que programa toca mañana en la tele',
    'a las once tomo el te con mi abuela',
    'es seguro viajar a mexico',
    'que hora es en madrid',
    // Another sport's or a bank's question beside the member's day: theirs, not the challenge's.
    'juego futbol los martes, cuando empieza la liga?',
    'tengo partido el domingo, a que hora juega el madrid?',
    'lo vi en el banco, cuanto cobran de comision?',
    'mi progreso en el juego de zelda no se guardo',
    // A coffee's price, a chess move, a flight to a place whose hour a member may ask.
    'cuanto cuesta un cafe en madrid',
    'jaque mate en ajedrez como se hace',
    'cuanto cuesta un vuelo a La Paz',
    // A question that names its own thing beside a story of another world stays that world's.
    'Trabajo en una panaderia. ¿Cuanto vale el pan?',
    'Mi hija juega al Fortnite. ¿Cuanto cuesta el pase de batalla?',
    'Estoy viendo una serie en Netflix. ¿Cuantos capitulos quedan?',
    'Mi hermano juega en el Barcelona. ¿Cuando empieza la temporada?',
    // A programme or a game's challenge owned by a name, asked after: theirs, not a place's.
    'Mi novio quiere hacer el programa de 12 semanas de Chris Heria, ¿cuanto cuesta ese programa?',
    'Me salio un reto semanal en Candy Crush. ¿Como funciona?',
  ])('turns "%s" away with what it can help with', async (question) => {
    await expect(nlu.classify(question)).resolves.toBeNull();
  });
});
