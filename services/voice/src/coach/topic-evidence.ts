import { EXERCISE_TECHNIQUES } from '../techniques/exercise-techniques.js';
import type { CoachIntent } from './coach-phrases.js';
import { ENGLISH_EXERCISE_NAMES } from './exercise-names.js';
import { CONNECTION_WORDS, DEVICE_WORDS, FUNCTION_WORDS, normalizeText } from '@reto/contracts/safety/spanish';

/**
 * The concepts each topic needs before the coach answers with it: the price topic needs a question
 * about what the challenge costs, not any "precio"; the rest days need resting in the challenge,
 * not a holiday. Patterns run over the coach's reading of a question (`coach-reading.ts`); a topic
 * whose evidence is missing is never answered, however close the models put it.
 */
const words = (source: string) => new RegExp(`(?:^| )(?:${source})(?= |$)`);

/** Doing the challenge's work: training, a routine, exercises. */
const TRAINING =
  'rutina\\w*|entren\\w*|ejercicio\\w*|sesion\\w*|workout|tabla|toca|tocan|hago|hacemos|hacer|trabajo|trabajamos|clase|lo de hoy|' +
  // What the day holds, asked without naming training: "¿qué hay hoy?", "el plan de hoy", "¿qué me tienes preparado?".
  '(?:que|q) hay (?:para |pa )?hoy|hoy (?:que|q) hay|(?:que|q) sigue|(?:el|mi) plan (?:de|para) hoy|preparad[oa]|program\\w*|pusiste|tienes para|tenes para|' +
  // What a session works, named by the body.
  'piernas|brazos|gluteos|abdominales|abdomen|core|tren superior|tren inferior|full body|cuerpo completo|' +
  // Working a part, in any person: "¿qué se trabaja hoy?", "¿qué parte del cuerpo trabajamos?".
  'se trabaja|se trabajan|vamos a trabajar|trabajaremos|parte del cuerpo|grupo muscular|zona del cuerpo|' +
  // The kind of day asked: "¿hoy es día de cardio o de fuerza?", "¿toca pierna?".
  'dia de (?:cardio|fuerza|pierna|piernas|brazo|brazos|gluteo|gluteos|abdomen|core|hiit|movilidad|resistencia|que|q)';
/** The routine named alone, as a fragment typed in a chat ("rutina?", "y el entreno?"): today's is asked. */
const ROUTINE_ALONE =
  /^(?:(?:y|oye|emilio|hey|ey) )*(?:(?:la|el|los|mi|mis) )?(?:rutina|entreno|entrenamiento|ejercicios|sesion|workout)(?: (?:emilio|porfa|por favor|pls|plis))?$/;

/** Exercise titles of the technique data and their common English names. */
const EXERCISE_WORDS = [
  ...new Set(
    [...Object.values(EXERCISE_TECHNIQUES).map(({ title }) => title), ...Object.keys(ENGLISH_EXERCISE_NAMES)]
      .flatMap((title) => normalizeText(title).split(' '))
      .filter((word) => word.length > 3 && !['peso', 'corporal', 'con', 'bajo', 'mesa', 'silla'].includes(word))
      .map((word) => word.replace(/(es|s)$/, '')),
  ),
]
  .map((word) => `${word}\\w*`)
  .join('|');
const ASKING_HOW =
  'que es|que son|cuanto tiempo|cuantas|cuantos|aguant\\w*|manten\\w*|sosten\\w*|' +
  // Where the body goes in it: "¿las rodillas pasan la punta del pie?", "¿dónde apoyo las manos?".
  'debo|deben|debe|hay que|tienen que|tengo que|pasan?|coloc\\w*|apoy\\w*|respir\\w*|pongo|van|va|' +
  'como|valen|vale|sirven|sirve|cuentan|son validas|estan bien|tecnica\\w*|explica\\w*|ensena\\w*|enseña\\w*|forma correcta|postura|correctamente|bien|' +
  // Trouble with an exercise, what it works, an easier or other version of it.
  // Asked in English, as the exercise's name often is: "how do I do a push up?", "proper form".
  'how (?:do|to|can|should)|what is|proper form|form|technique|' +
  'tips?|trucos?|consejo\\w*|salen?|me cuesta\\w*|musculo\\w*|alternativa\\w*|variante\\w*|version|mas facil|mas dificil|de rodillas|sustitu\\w*|reemplaz\\w*|cambiar|hasta donde|baj\\w*|profund\\w*';

/**
 * Acts on the account that need nothing else to be about it: signing out, being thrown out, signing
 * in on the app or on several devices, a welcome message that never came.
 */
const ACCOUNT_ACTS =
  'cerr\\w* (?:la )?sesion|cierr\\w* (?:la )?sesion|salir(?:me)? de (?:la |mi )?(?:cuenta|sesion|app)|me (?:saca|echa|desloguea|desconecta)\\w*|' +
  // Thrown out of it, however it is said ("me echa" read as its sound-alike "hecha").
  'me (?:hecha|bota|boto|expulsa|expulso|patea|pateo|corta|corto) (?:de|del) (?:la |mi )?(?:cuenta|sesion|app|aplicacion|pagina|plataforma|web)|' +
  // Asked in English, as the screens of other apps say it.
  'sign in|log in|signin|login|username|account|forgot (?:my )?password|reset (?:my )?password|change my (?:email|password)|' +
  'entr\\w* (?:a|en) la (?:app|aplicacion)|como (?:entro|ingreso|accedo)|(?:como|donde) (?:inicio|inicie|abro|hago) (?:la |mi )?sesion|(?:como|donde) (?:me logueo|hago (?:el )?login)|no (?:esta|estoy) registrad\\w*|no me reconoce|' +
  '(?:la )?misma cuenta|(?:varios|dos|otro|otros) (?:celulares|dispositivos|telefonos|moviles|celular|dispositivo|telefono|movil)|(?:mail|correo|email) de bienvenida|' +
  '(?:me )?cobraron (?:y|pero) (?:no|aun no|todavia no|sigo sin)|' +
  // Signing in as the product does it: a username, a failed authentication, emergency access, a
  // pre-approved address, a purchase in the store, the profile's gender, the password's rules.
  'autentica\\w*|acceso (?:de )?emergencia|pre aprobad[oa]s?|preaprobad[oa]s?|aprobad[oa]s? (?:mi|el) (?:email|correo|mail)|' +
  '(?:compr|pag)\\w* (?:en|por) (?:la tienda|shopify)|shopify|genero|(?:me puse|puse|elegi|marque|sale|aparece) (?:como )?(?:hombre|mujer)|' +
  'no coinciden|caracteres|como me registro|como registrarme|donde me registro|crear (?:una |mi )?cuenta|hacer(?:me)? (?:una )?cuenta|' +
  '(?:cual|no se cual) (?:era|es) mi (?:usuario|nombre de usuario|contraseña|clave|password|email|correo|mail)';

/** Getting and installing the app, on which devices, and its notifications, asked without a fault. */
const APP_ACTS =
  '(?:descarg|instal|baj)\\w* (?:la |tu |su )?(?:app|aplicacion|los videos|el video|las rutinas)|(?:como|donde) la (?:descargo|instalo|bajo)|' +
  '(?:app|aplicacion) (?:no )?(?:se )?(?:descarg|instal)\\w*|(?:hay|tienen|existe|tienes) (?:una )?(?:app|aplicacion)|(?:app|aplicacion) (?:para|en)|' +
  'funciona en|usar(?:la|lo)? (?:en|desde)|se puede usar|se corta\\w*|pixelad\\w*|sin (?:audio|sonido|imagen)|no hay (?:audio|sonido|imagen|video)|crashea\\w*|' +
  '(?:activ|desactiv|quit|silenci|configur|program|cambi|apag)\\w* (?:las |los |el |la )?(?:hora (?:del|de la|de los|de las) )?(?:notificacion\\w*|aviso\\w*|recordatorio\\w*|alarma\\w*)|' +
  '(?:notificacion\\w*|aviso\\w*|recordatorio\\w*|alarma\\w*) (?:me )?(?:llegan|llega) (?:tarde|a destiempo|a cualquier hora|de madrugada)|' +
  'demasiad\\w* (?:notificacion|aviso|recordatorio)\\w*|no recibo|no me llegan?|no (?:me )?suenan?|' +
  // The video as the product shows it: unavailable, waiting for a tap, in the other gender's version.
  'no disponible|toca para reproducir|no hace nada|no pasa nada|video\\w* (?:de|para) (?:hombre|mujer|hombres|mujeres|chico|chica|chicos|chicas)|' +
  'version (?:de )?(?:hombres|mujeres)|sonido raro|ruido raro|se (?:trancan?|traban?|pegan?|frenan?|detienen?|paran?|cortan?)|' +
  // Putting it on the phone's home screen, and choosing its reminders.
  '(?:agreg|añad|anad|pon|pong|instal|guard)\\w* (?:\\w+ )?(?:al|a la|en la|en el) (?:inicio|pantalla de inicio|escritorio)|pantalla de inicio|' +
  '(?:bajar|descargar|instalar)(?:la|lo)? como (?:app|aplicacion)|recibir (?:un |una |los |las )?(?:notificacion|aviso|recordatorio|alerta)\\w*|' +
  '(?:avisos|notificaciones|recordatorios|alertas) (?:\\w+ )?a las';

/** Foods and drinks by name: eating them is a nutrition question, cooking them is not. */
const FOODS =
  '(?:arroz|pan|frijoles|porotos|tortillas?|huevos?|pollo|carne|pescado|atun|frutas?|verduras?|ensaladas?|avena|leche|yogur|queso|papas?|patatas?|' +
  'platanos?|bananas?|manzanas?|aguacates?|palta|chocolate|dulces?|pizza|hamburguesas?|tacos?|empanadas?|arepas?|nueces|almendras|mani|cacahuates?|' +
  'galletas?|cereal|jugos?|zumos?|refrescos?|gaseosas?|legumbres|lentejas|garbanzos|quinoa|pasta|harinas?|azucar|sal|postres?|helados?|snacks?)';
const EATING = '(?:com\\w*|cen\\w*|desayun\\w*|almorz\\w*|almuerz\\w*|meriend\\w*|merend\\w*|tom\\w*|beb\\w*)';

/** A card named by its brand or its kind: "la visa", "mi master", "la de débito". */
const CARD_NAMES = 'visa|mastercard|master|amex|american express|maestro|debito|credito|plastico';

/** Per topic, the evidence it needs: every pattern of the list must match. */
export const TOPIC_EVIDENCE: Readonly<Record<Exclude<CoachIntent, 'safety'>, readonly RegExp[]>> = {
  'routine.today': [
    words(TRAINING),
    new RegExp(
      `${
        words(
          'hoy|del dia|de hoy|ahora|ahorita|ya|ahora mismo|en este momento|este dia|toca|tocan|mi rutina|mi entreno|hay que hacer|(?:ver|veamos) (?:la|mi) rutina|today|todays',
        ).source
      }|${ROUTINE_ALONE.source}`,
    ),
  ],
  'routine.tomorrow': [
    words(TRAINING + '|que viene|sigue|siguiente|programad\\w*|que tengo|me espera|vienen?|y|para|pa|lo de'),
    words(
      '(?<!(?:esta|por la|de la|en la|a la|en las|por las|cada|toda la) )mañana|pasado hoy|proxima rutina|siguiente rutina|(?:el |del )?(?:dia siguiente|siguiente dia|proximo dia)|despues de (?:la|el) de hoy',
    ),
  ],
  'rest.days': [
    words(
      'descans\\w*|reposo|dia libre|dias libres|dia off|rest days?|days? off|no se entrena|recuperacion|recupero|libra|librar|libras|' +
        // The weekend asked day first: "¿el domingo se entrena?", "¿los sábados hay rutina?".
        '(?:el |los )?(?:sabado|domingo|sabados|domingos|fin de semana|finde|findes|fines de semana) (?:se entrena|entreno|entrenamos|toca entrenar|toca rutina|hay rutina|hay entreno|hay que entrenar|se descansa|descanso|descansamos)|' +
        '(?:cuantos|cuantas) (?:dias|veces) (?:a la|por|de la|cada) semana (?:se entrena|entreno|entrenamos|hay que entrenar|toca|hay rutina|hay entreno)|' +
        '(?:se entrena|entreno|entrenamos|hay que entrenar|toca entrenar) (?:todos los dias|los fines de semana|el fin de semana|el finde|los domingos|los sabados|sabados|domingos)',
    ),
    // Resting in the challenge's calendar, not sleeping well or a holiday.
    words(
      'dia|dias|toca|tocan|cuando|cuantos|cuantas|cada cuanto|que dia|semana\\w*|programa|reto|hoy|mañana|' +
        'lunes|martes|miercoles|jueves|viernes|sabado\\w*|domingo\\w*|finde|findes|fines de semana|se entrena|fin de semana|libre|libres|off|entre|rutina\\w*|entreno\\w*|puedo|se puede|hay|day|days|when|which',
    ),
  ],
  'challenge.how': [
    words(
      'funciona\\w*|consiste|de que (?:va|trata|se trata)|como va (?:esto|el reto|este reto|el programa)|dinamica|estructura\\w*|organiza\\w*|incluye|dura|duracion|' +
        'semanas|explica\\w*|metodo|trae|como es|' +
        // Whom it is for: a beginner, someone who never trained, any level.
        'principiante\\w*|novat\\w*|(?:que|cualquier|mi) nivel|(?:es|sirve|funciona) para (?:mi|hombres|mujeres|chicos|chicas|(?:adultos |personas )?mayores|adultos|gente mayor|cualquier edad|todas las edades)|(?:apto|apta) para|sin experiencia|(?:nunca|jamas) (?:hice|he hecho|hago) (?:ejercicio|deporte)|para (?:cualquiera|todo el mundo|gente sedentaria|sedentari[oa]s)|' +
        // How it arrives: "¿me mandan videos cada día?", "¿cómo es la cosa?".
        'como es la cosa|' +
        // What one needs, the time a day it takes, live or recorded.
        'que necesito (?:para|pa) (?:empezar|hacerlo|el reto|entrenar|arrancar)|(?:hay que|tengo que|necesito) ir (?:al|a un) (?:gimnasio|gym)|(?:se hace|es|se puede hacer) (?:todo )?en casa|material|equipamiento|mancuernas|' +
        'cuanto tiempo (?:al|por) dia|(?:le )?(?:tengo|tendria|hay) que dedicar|dedicarle|en vivo|en directo|grabad\\w*|pregrabad\\w*|a mi ritmo|(?:me |nos )?(?:mandan|envian|dan|llegan|llega) (?:los |unos |una |un )?(?:videos?|rutinas?|ejercicios?|entrenos?) (?:cada|todos los|al|por) dias?|que es (?:el|este) (?:reto|programa)|como va|que (?:tengo|hay) que hacer|de que se trata|la idea|en que consiste|cuantas semanas|cuantos dias (?:dura|son|tiene)',
    ),
    words(
      'reto|programa|challenge|esto|el plan|consiste|el tema|la idea|la dinamica|semanas|la cosa|cada dia|todos los dias|sedentari\\w*|principiante\\w*|novat\\w*|nivel|ejercicio|deporte|videos|rutinas|' +
        'empezar|arrancar|gimnasio|gym|casa|mancuernas|material|dedicar|al dia|por dia|clases',
    ),
  ],
  'edition.next': [
    words(
      'proxim\\w*|siguiente\\w*|nuev[oa]s?|next|otra|otro|abren|abre|empieza\\w*|empiezo|empezaria|arranca\\w*|arranco|comienza\\w*|comienzo|inicia\\w*|' +
        'empiece\\w*|empiecen|comience\\w*|comiencen|arranque\\w*|arranquen|inicie\\w*|abra|abran|' +
        'que viene|proximo mes|siguiente mes|tengo que esperar|hay que esperar|(?:unir|sumar|apuntar|inscribir)(?:me|se)? (?:ahora|ya|hoy)',
    ),
    words(
      'edicion\\w*|reto|ronda|grupo|convocatoria|inscripcion\\w*|inscrib\\w*|apunt\\w*|fecha|proxima|proximo|siguiente|esperar|unir\\w*|sumar\\w*|' +
        // A group of members who start together, by the names regions give it.
        'tanda\\w*|camada\\w*|generacion\\w*|cohorte\\w*|promocion\\w*|hornada\\w*|oleada\\w*|lote\\w*|' +
        // Asked in English: "next challenge?", "when is the next round".
        'challenge|edition|round',
    ),
  ],
  'edition.current': [
    words(
      'termina\\w*|acaba\\w*|finaliza\\w*|termine|acabe|finalice|fin|final|hasta cuando|hasta que fecha|hasta que dia|se acaba|vence|caduca\\w*|cierra|ultimo dia|' +
        'cuanto acceso|me queda (?:mucho |poco )?acceso|pierdo (?:el |mi )?acceso|(?:me quedo|quedo) sin acceso',
    ),
    words(
      'mi|actual|esta edicion|este reto|en la que estoy|en el que estoy|que estoy haciendo|estoy haciendo|que hago|inscrit\\w*|acceso|' +
        'puedo ver|puedo entrar|puedo usar|sigo teniendo|seguir (?:viendo|usando|entrando|teniendo)|la edicion|tengo acceso|me queda|queda|reto|programa|esto|ultimo dia|que dia|dura|' +
        'todo|despues del dia \\d+|dia \\d+|pierdo (?:el )?acceso',
    ),
    // The edition one is in, not the next one.
    /^(?!.*(?:^| )(?:proxim\w*|siguiente|nueva|nuevo|otra|otro|empieza\w*|arranca\w*|comienza\w*|inicia\w*)(?: |$))/,
  ],
  'price.guarantee': [
    words(
      'how much|price|cost|cuesta\\w*|costo|coste|precio\\w*|vale|valor|cobra\\w*|pag[ao]r?|pago|cuanto (?:me |nos |te )?salen?|en cuanto sale|' +
        // Money as it is called across the Spanish-speaking world.
        'plata|dinero|lana|pasta|guita|varo|varos|luca|lucas|billete|pesos|euros|dolares|' +
        // How much it is, asked of the challenge or its fee by name: "¿cuánto es la inscripción?", "¿a cuánto está el reto?".
        '(?:cuanto|a cuanto|a como) (?:es|son|seria|sera|esta|anda|sale|queda) (?:la |el )?(?:inscripcion|matricula|cuota|mensualidad|suscripcion|reto|programa|challenge|plan)|' +
        'moneda|tarifa|garantia|devuelven|devolucion|reembolso|barato|caro|cara|economico|inversion|suscripcion|' +
        'usd|eur|mxn|ars|cop|clp|pen|uyu|divisa|cuanto hay que|soles|bolivares|quetzales|colones|guaranies|reales|lempiras|cordobas',
    ),
    words(
      'reto|programa|inscri\\w*|apuntar\\w*|unirme|entrar|plan|garantia|moneda|matricula|cuota|mensualidad|pesos|euros|dolares|devuelven|cuanto|' +
        'es caro|es cara|usd|eur|mxn|ars|cop|clp|pen|uyu|divisa|soles|bolivares|quetzales|colones|guaranies|reales|lempiras|cordobas|' +
        // Asked alone, the price is the challenge's: another world's price names it (and is turned away).
        'precio\\w*|costo|coste|tarifa\\w*|how much|price|cost',
    ),
  ],
  cardio: [
    words(
      'cardio\\w*|caminadora|cinta\\w*|treadmill|caminata\\w*|caminar|inclinacion|velocidad|aerobic\\w*|correr|trotar|' +
        'hiit|bici|bicicleta|estatica|eliptica|spinning|nadar|natacion|remo|saltar la cuerda|comba|pasos|' +
        // How long one walks or runs besides: "camino 30 min", "troto media hora".
        '(?:camino|corro|troto|nado|pedaleo) (?:\\d+|media hora|una hora|un rato|todos los dias|diario)|camino (?:al dia|cada dia|diario)|cuanto camino|trot\\w*|running',
    ),
  ],
  nutrition: [
    words(
      'caloria\\w*|kilocaloria\\w*|kcal|proteina\\w*|carbohidrat\\w*|carbos|hidratos|grasa\\w*|macro\\w*|dieta|alimenta\\w*|nutrici\\w*|' +
        'comer|comida\\w*|como|desayun\\w*|ceno|cena|cenar|almorzar|almuerzo|merendar|merienda|menu|plan de comidas|agua|hidrat\\w*|litros|' +
        // What one drinks or takes beside meals.
        'tom\\w*|beb\\w*|merien\\w*|suplement\\w*|creatina|whey|cafe|alcohol|cerveza\\w*|vino|batido\\w*|snack\\w*|picar|' +
        `${EATING} (?:\\w+ )?${FOODS}|${FOODS} (?:\\w+ )?${EATING}`,
    ),
    words(
      'caloria\\w*|kilocaloria\\w*|kcal|proteina\\w*|carbohidrat\\w*|carbos|hidratos|grasa\\w*|macro\\w*|dieta|alimenta\\w*|nutrici\\w*|' +
        'debo comer|tengo que comer|puedo comer|que como|comidas del reto|plan|agua|hidrat\\w*|litros|' +
        'que (?:ceno|desayuno|almuerzo|meriendo|ceno)|cen[oa]r?|desayun\\w*|almorz\\w*|merend\\w*|consum\\w*|ingier\\w*|ingerir|' +
        'meriendo|merienda|almuerzo|comida|comidas|snack|creatina|whey|snack\\w*|picar|(?:puedo|se puede|debo|conviene) (?:tomar|beber)|(?:tomar|beber|tomo|bebo) (?:\\w+ )?(?:antes|despues|durante)|' +
        'comer antes|comer despues|como antes|como despues|(?:como|comer|comemos|picar|pico) algo|cuanto como|como para (?:bajar|adelgazar|perder)|que como|hay que comer|' +
        'comidas (?:al|por) dia|cuantas comidas|cuantas veces (?:como|comer|hay que comer)|' +
        `${EATING} (?:\\w+ )?${FOODS}|${FOODS} (?:\\w+ )?${EATING}|cuant[oa]s? ${FOODS}`,
    ),
  ],
  progress: [
    words(
      'como voy|que tal voy|como vamos|como vengo|que tal vengo|como ando|como llevo|como va mi|como van mis|progreso\\w*|avance\\w*|avanzo|racha\\w*|porcentaje|completad[oa]s?|llevo|voy bien|resultado\\w*|estadistica\\w*|' +
        'seguidos|cumplid[oa]s?|avanzad[oa]|he avanzado|he progresado|(?<!(?:nunca|jamas|no) )he hecho|streak|my progress|how am i doing|llevo hech[oa]s?|he completado|cuantos entrenos|cuantas rutinas|' +
        'cuantos ejercicios|cuantas sesiones|cuantos dias (?:he|llevo)|cumpliendo|cumplo|constante|estadistica\\w*|mis numeros|historial',
    ),
  ],
  timezone: [
    words(
      'zona horaria|huso\\w*|hora local|horario|mi hora|a que hora|(?:que|cual) hora (?:usa|toma|sigue|maneja|rige|cuenta)|medianoche|zona|hora del reto|hora de la app|' +
        '(?:la )?hora (?:esta|sale|aparece|me sale) mal|hora de (?:mi|tu|su) pais|con (?:la|mi) hora|' +
        'cambi\\w* (?:la|mi) hora|hora de (?:mexico|españa|argentina|colombia|chile|peru|otro pais)|' +
        '(?:tiene|pone|marca|muestra|esta) (?:mal )?la hora|la hora (?:mal|incorrecta|equivocada|distinta|diferente)|cambia de hora|' +
        'otro pais|diferencia horaria|horario de (?:verano|invierno)|otra hora|(?:no )?(?:me )?cuadra la hora|la hora no (?:me )?cuadra|' +
        '(?:cambia|se actualiza|se desbloquea|aparece|sale|se renueva|empieza) (?:a las|a la) (?:\\d+|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)',
    ),
  ],
  greeting: [
    words(
      'hola\\w*|ola|olas|buenas|buenos dias|buen dia|que tal|que onda|que hubo|quiubo|que mas|hey|ey|saludos|holi|wenas|gracias|muchas gracias|muchisimas gracias|mil gracias',
    ),
  ],
  'exercise.technique': [words(ASKING_HOW + '|se hace|se hacen|hacer'), words(EXERCISE_WORDS)],
  'about.emilio': [
    words(
      'quien eres|quien sos|quien es emilio|eres|sos|bot|robot|asistente|que puedes|en que me|que sabes|que haces|para que sirves|sirves|quien te (?:hizo|creo|programo)|' +
        'sabes hacer|que cosas (?:sabes|puedes)|' +
        'ayudar\\w*|entrenador (?:virtual|artificial)|entrenador (?:del|de este|de la) (?:reto|programa|app)',
    ),
  ],
  'challenge.day': [
    // A count of days, not the date the edition ends ("¿hasta qué día tengo el reto?").
    /^(?!.*(?:^| )(?:hasta que dia|que dia (?:termina|acaba|finaliza|se acaba|se termina|vence|cierra|es el ultimo)))/,
    words(
      'que dia|en que dia|cual dia|dia del|dia estoy|dia voy|dia ando|dia numero|numero de dia|voy en el dia|estoy en el dia|' +
        // "Jornada" is a day too: "¿en qué jornada del reto ando?".
        'que jornada|en que jornada|jornada del|jornada numero|numero de jornada|' +
        'dias (?:me |le )?(?:faltan|quedan|restan)|cuanto tiempo (?:me |le |nos )?(?:falta|queda)|dias restantes|me falta|me quedan|faltan|quedan|restantes|' +
        'dias van|van del reto|dias lleva el reto|' +
        'que semana|en que semana|semana (?:voy|estoy)|(?:estoy|voy) (?:en|por) (?:la )?semana|cuanto (?:me |le )?(?:falta|queda)|falta para|por la mitad|a la mitad|voy por',
    ),
    words(
      'reto|programa|voy|estoy|encuentro|llevo|ando|andamos|vamos|estamos|quedan|faltan|restantes|restan|falta|queda|mi|me|le|acabar|terminar|termino|casi',
    ),
  ],
  'skip.day': [
    words(
      'salt\\w*|falto|falte|faltar|faltado|skip\\w*|miss?(?:ed)? (?:a|one|the)|' +
        // Losing a day, not access, nor one's way ("estoy perdida, ¿en qué día voy?").
        '(?<!(?:estoy|ando|me siento|me senti|estaba|quede|toy|bien|re|muy|medio) )perd\\w*(?! la (?:cuenta|nocion|nocion del tiempo))(?<!perdid[oa]s?)(?! (?:el |mi )?acceso)|pierd\\w*(?! (?:el |mi )?acceso)|no entren\\w*|no pude|no puedo entrenar|dejo de entrenar|' +
        'recuperar|lo recupero|la recupero|recuperarlo|recuperarla|recupero (?:el|la|ese|esa) (?:dia|rutina|entreno)|rompe|se rompe|pierdo la racha|no hice|no hago|dos rutinas|dos entrenos|se me paso|se me olvido|sin entrenar|reinicia\\w*|empezar de cero|vuelvo a empezar|' +
        'olvid\\w*|si no (?:complet|termin|acab|hag|entren)\\w*|no (?:la|lo) hice|fall[oe] (?:un|una|dos|el|la)|' +
        'no (?:podre|podria|voy a poder|vaya a poder|puedo) (?:entrenar|hacer|cumplir)',
    ),
    words(
      'dia|dias|entreno\\w*|entrenamiento\\w*|rutina\\w*|ayer|hoy|mañana|sesion|semana|finde|fin de semana|day|days|workouts?|' +
        'lunes|martes|miercoles|jueves|viernes|sabado|domingo|reto',
    ),
  ],
  'exercise.done': [
    // Marking is the act asked about: "he completado" alone asks for progress.
    words(
      'marc\\w*|tach\\w*|tild\\w*|chequ\\w*|registr\\w*|poner|pongo|pone|dar por|doy por|guard\\w*|le doy|doy a|boton|chulit\\w*|palomit\\w*|check|' +
        'como complet\\w*|(?:complet|termin)\\w* (?:la|el) (?:rutina|entreno|ejercicio) en la app',
    ),
    words(
      'hecho|hice|complet\\w*|terminad[oa]|termine|terminas|termino|terminar|acabo|acabas|acabar|ejercicio\\w*|rutina|entreno|realizad[oa]|listo|donde (?:se )?marc\\w*|se marca|marcarl[oa]s?',
    ),
  ],
  'cancel.refund': [
    words(
      'cancel\\w*|anul\\w*|reembols\\w*|devoluci\\w*|devuelv\\w*|devolver|de vuelta|de baja|darme de baja|dar de baja|desuscrib\\w*|no quiero renovar|no renovar|quitar la renovacion|parar la renovacion|' +
        'cobr\\w* (?:dos veces|doble|de mas|dos)|cobro (?:doble|duplicado)|cargo (?:doble|duplicado)|quiero mi (?:plata|dinero)|' +
        'reintegr\\w*|revert\\w*|reviert\\w*|desapunt\\w*|desinscrib\\w*|salirme|me salgo|salgo del|dejar el (?:reto|programa)|' +
        'no quiero (?:seguir|continuar)|ya no quiero|no reconozco|no autorice|cargo (?:que|no)|derecho a (?:reembolso|devolucion)|' +
        'dinero de vuelta|plata de vuelta|' +
        '(?:regres|retorn|reintegr|reembols)\\w* (?:mi |el |la |lo |todo el |todo mi )?(?:dinero|plata|lana|pago|importe|varo|guita)|refund|' +
        'me arrepenti|arrepentid[oa]|' +
        '(?:paus|congel|suspend)\\w* (?:la |mi |el )?(?:suscripcion|reto|programa|membresia|cuenta|plan)|' +
        // A charge not wanted, or no more charges.
        'cobr\\w* (?:\\w+ ){0,3}(?:y|pero) no (?:queria|lo queria|la queria|quise|autorice|pedi)|sin querer|sin (?:mi )?autoriza\\w*|' +
        'no (?:quiero|deseo) que me (?:cobren|sigan cobrando|vuelvan a cobrar)|que no me (?:cobren|vuelvan a cobrar)|dej\\w* de cobrar\\w*|' +
        'me quiero salir|quiero salir(?:me)? del|' +
        // Not going on, and a charge made without one's say: "cómo hago para no seguir en el reto", "sin que yo lo autorizara".
        'no (?:seguir|continuar)(?: \\w+){0,2} (?:en|con) (?:el |este )?(?:reto|programa|challenge)|dejar de (?:estar|participar|seguir)|' +
        'sin que (?:yo )?(?:lo |la )?(?:autoriz|pid|acept|quisier|supier)\\w*|' +
        // Leaving the service told as deleting oneself, and a charge one does not recognise.
        'borrarme|me quiero borrar|quiero borrarme|eliminarme|me quiero eliminar|' +
        'cargo (?:raro|extraño|extrano|desconocido|sospechoso)|cobro (?:raro|extraño|extrano|desconocido|sospechoso)|estado de cuenta',
    ),
  ],
  account: [
    words(
      'contraseña\\w*|password|clave|correo|email|mail|cuenta|cuentas|usuari[oa]|iniciar sesion|entrar|login|acceder|' +
        'acceso|ingres\\w*|loguea\\w*|logue\\w*|sesion|(?:la|mi|tu|su) contra(?! de| el| la| los| las| mi| un| una)|perfil\\w*|credencial\\w*|enlace|link|gmail|hotmail|outlook|' +
        'mis datos|datos personales|mi nombre|foto|registr\\w*|codigo\\w*|verificacion|me pide (?:pagar|que pague)|' +
        '(?:pague|compre|he pagado|ya pague|pagado|comprado|adquiri)(?: el reto| el programa)? (?:y|pero) (?:no|aun no|todavia no|sigo sin)|' +
        // Sent to pay again, or told there is no access, though one paid: "aunque ya pagué", "si ya compré".
        '(?:aunque|si|cuando) (?:ya )?(?:pague|compre|he pagado|he comprado|soy (?:miembro|alumn[oa]|socio|socia))|' +
        ACCOUNT_ACTS,
    ),
    // Locked out after paying is an account question too ("pagué y no tengo acceso").
    words(
      'olvid\\w*|cambi\\w*|recuper\\w*|no puedo|no recuerdo|no me acuerdo|restable\\w*|resete\\w*|perdi|mi cuenta|nueva|' +
        'no tengo|sin|sigo sin|todavia no|aun no|no me deja|no consigo|no logro|incorrect\\w*|pague|pagado|compre|comprado|' +
        '(?<!por )error|volver a entrar|mal|arregl\\w*|(?:le )?falt\\w* (?:una|un|la|el) (?:letra|numero|punto|arroba)|cerre|no se como|no entra|no veo|no me aparece|no aparece|' +
        'ya existe|existe|(?:no )?(?:esta|estoy|aparece|sale) (?:\\w+ )?(?:verificad|confirmad|validad|activad)\\w*|sin (?:verificar|confirmar|validar|activar)|no encontrad\\w*|not found|no (?:se )?(?:encuentra|encuentran|reconoce) (?:mi |el |la )?(?:usuario|cuenta|correo|email|mail)|inexistente|ya (?:esta|estaba) registrad\\w*|en uso|modific\\w*|corrig\\w*|corrij\\w*|corregir|actualiz\\w*|equivoq\\w*|bloque\\w*|elimin\\w*|borr\\w*|no existe|' +
        '(?:no )?(?:me )?llega|(?:no|nunca) (?:me )?lleg\\w*|me pide|(?:me |nos )?(?:pide|piden|pidio|pidieron|pedia|pedian|pidiendo|pedir)(?= |$)|hacke\\w*|jacke\\w*|me robaron|robaron|suplant\\w*|entraron (?:a|en)|invalid\\w*|caducad\\w*|expir\\w*|vencid\\w*|compart\\w*|use|usar|otra persona|' +
        'no (?:me )?(?:la |lo )?(?:acepta|reconoce|toma|valida)\\w*|' +
        'pasar|pasarla|pasarlo|mover|moverla|migrar|transferir|como veo|donde veo|ver mis|' +
        'adquir\\w*|no era|dos cuentas|como si no|pagar otra vez|pagar de nuevo|no funciona|no sirve|poner|quiero|junt\\w*|unific\\w*|unir\\w*|' +
        ACCOUNT_ACTS,
    ),
  ],
  'payment.methods': [
    words(
      'formas? de pago|metodos? de pago|payment methods?|pay with|(?:do you|can i) (?:accept|pay)|medios? de pago|como (?:puedo )?pag\\w*|paypal|tarjeta\\w*|efectivo|transferencia|oxxo|mercado pago|bizum|aceptan|se puede pagar|puedo pagar|pagar con|' +
        'cuotas|a plazos|en plazos|meses sin intereses|msi|fraccionar|fraccionado|' +
        '(?:cambiar|cambio|actualizar|actualizo|poner|pongo|agregar|añadir|anadir) (?:la |mi |otra |una |de )?(?:tarjeta|metodo de pago|forma de pago)|' +
        'tarjeta (?:vencio|vencida|caducada|caduco|nueva)|amex|american express|mastercard|abonar|' +
        `(?:pagar|pago|pagas|pagan|puedo pagar|se puede pagar|aceptan|acepta|admiten|sirve|vale) (?:con )?(?:la |una |tarjeta )?(?:de )?(?:${CARD_NAMES})`,
    ),
    // Paying for the challenge, not a card or a transfer in general.
    words(
      'pag\\w*|acept\\w*|admit\\w*|abon\\w*|payment|pay|accept|reto|programa|inscri\\w*|compr\\w*|formas?|metodos?|medios?|cuotas|plazos|' +
        'msi|meses sin intereses|fraccion\\w*|puedo|se puede|hay|tienen|con|cobro|cobros|cargo|renovacion|suscripcion|' +
        'vencio|vencida|caducada|caduco|cambiar|cambio|actualizar|actualizo|poner|pongo|agregar|añadir',
    ),
  ],
  'payment.declined': [
    words(
      'rechaz\\w*|declin\\w*|denegad\\w*|(?<!por )error|declined|fallo|falla|fallido|' +
        'no (?:me |la |lo |se )?(?:pasa|paso|acepta|deja|funciona|procesa|toma|reconoce|entra)\\w*|' +
        'rebot\\w*|no (?:me |lo |la )?autoriz\\w*|no (?:fue |es |esta )?aprobad\\w*|invalid\\w*|sin fondos|fondos insuficientes|saldo|no procede|' +
        'no (?:puedo|consigo|logro|pude) pagar|no (?:me )?deja pagar|insuficiente\\w*|bloque\\w*|' +
        'no se (?:completa|realiza|hace|procesa|finaliza|concreta)|y nada|' +
        // A payment that could not go through, however it is said: "no se pudo procesar el pago".
        'no (?:fue|es|ha sido|era) posible|imposible (?:pagar|comprar|procesar)|' +
        'no se pudo|no se puede|no pude|fail\\w*|(?:puse|escribi|meti|ingrese) mal|me equivoque (?:al|en)|(?:didn t|did not|doesn t|won t|wont|didnt) go through|' +
        'no se (?:pudo|puede|ha podido|logro|logra|pueden) (?:procesar|completar|realizar|finalizar|concretar|hacer|cobrar|validar|verificar)|' +
        '(?:pago|compra|cobro|transaccion) (?:no )?(?:procesad\\w*|pendiente|fallid\\w*|incomplet\\w*)|(?:pago|compra|cobro|transaccion) (?:\\w+ ){1,2}(?:pendiente|en proceso|procesando|en revision|sin confirmar)|no avanza|se queda (?:procesando|cargando|pensando)|no hay manera|no hay forma',
    ),
    words(`tarjeta\\w*|pago\\w*|pagar|cobro|compra|fondos|saldo|transaccion\\w*|operacion|card|payment|${CARD_NAMES}`),
  ],
  renewal: [
    words(
      // The next charge of the subscription, when it comes.
      '(?:proximo|siguiente) (?:cobro|cargo|pago)|cuando (?:me )?(?:cobran|cobraran|cobrarian|van a cobrar|vuelven a cobrar)|' +
        'renueva\\w*|renuev\\w*|renov\\w*|automatic\\w*|otra vez|de nuevo|cada mes|' +
        '(?:vuelve|vuelven|volvera|volveran|volvio|volvieron|va a volver|van a volver|volver) a (?:cobrar|cargar|pagar|debitar)\\w*|(?:cobra|renueva|paga|cobran)\\w* (?:solo|sola|solos|solas)|recurrente|suscripcion|' +
        'seguir cobrando|sigan cobrando|siguen cobrando|despues de (?:las|el|los) (?:\\d+|\\w+) (?:semanas|dias|mes|meses)|al terminar|cuando (?:termine|acabe)|' +
        'volver a cobrar|vuelven a cobrar|van a cobrar|pago unico|unico pago|una sola vez',
    ),
    words('renueva\\w*|renuev\\w*|renov\\w*|cobr\\w*|pag\\w*|suscripcion|plan|reto|pago unico|unico pago'),
  ],
  invoices: [
    words(
      'receipt|invoice|factura\\w*|(?<!(?:no|yo|ya|nunca|que|lo|la|las) )recibos?|comprobante\\w*|ticket|boleta|cfdi|datos fiscales|justificante\\w*|constancia de pago|' +
        // What one paid, to see it again: "¿dónde veo lo que pagué?".
        '(?:donde|como) (?:veo|consulto|reviso|encuentro) (?:lo que|cuanto) (?:pague|he pagado|me cobraron|me han cobrado)|' +
        'rfc|cif|nif|cuit|razon social|mis pagos|mis compras|historial de (?:pagos|compras|cobros)',
    ),
  ],
  human: [
    words(
      'hablar|habla|hablo|hable|hablamos|contact\\w*|pasame|paseme|comunic\\w*|queja\\w*|quejarme|reclam\\w*|atencion al cliente|servicio al cliente|soporte|' +
        'numero de telefono|telefono|(?<!(?:^| )en )whatsapp|(?:a )?(?:donde|que correo|a quien|a que (?:correo|mail|email|direccion)) (?:les |le )?(?:mando|envio|escribo|mandar|enviar|escribir)|agente|asesor\\w*|escribirles|escribirle|les escribo|le escribo|(?:donde|a quien|a que \\w+) (?:les |le )?escrib\\w*|escrib\\w* (?:a|al) (?:soporte|ustedes|alguien|un|una|el equipo|atencion)|llamar|pasas con|pasa con|(?<!(?:^| )(?:eres|sos|es usted)(?: .*)?)(?:alguien real|persona real)|' +
        'atienda|atiendan|atiende|atienden|atender|atencion|hay alguien|alguien ahi|(?<!(?:^| )(?:eres|sos|es usted)(?: .*)?)(?:un|una|con|a un|algun) (?:humano|humana|persona)|humano real|operador\\w*|chat en vivo|alguien de verdad|alguien del equipo|' +
        // Asked in English.
        'talk to|speak (?:to|with)|human|real person|customer (?:service|support)|support team',
    ),
  ],
  'app.trouble': [
    words(
      'no (?:me |se |le )?(?:carga|abre|funciona|reproduc|ve|escucha|oye|anda|sirve|suena)\\w*|no (?:me )?carga\\w*|no (?:me )?abre|no se abre|no (?:me )?funciona|no puedo ver|se queda (?:en )?negro|queda en negro|pantalla negra|en blanco|se cuelga|colgad\\w*|se traba|lenta|lento|(?<!por )error|' +
        'no se reproduce|no se ve|no se escucha|no tiene (?:audio|sonido|imagen|volumen|voz)|sin volumen|no anda|se cierra|bug|pantalla|falla|no va|' +
        // A screen laid out wrong: "se ve todo desconfigurado", "sale descuadrado".
        'se ven? (?:\\w+ )?(?:chiquit\\w*|pequeñ\\w*|chic[oa]s|borros\\w*|en horizontal|en vertical|de lado|al reves|estirad\\w*|aplastad\\w*)|' +
        'desconfigurad\\w*|descuadrad\\w*|desordenad\\w*|encimad\\w*|amontonad\\w*|' +
        // An update the app asks for and that does not go through.
        'me pide (?:actualizar|descargar|instalar|una actualizacion)|no (?:puedo|me deja|consigo) actualizar|' +
        // No connection, as the app says it.
        'sin conexion|no hay conexion|fuera de linea|offline|error de (?:red|conexion)|' +
        'no (?:me |se |le )?(?:aparece|aparecen|llega|llegan|suena|suenan|responde|reacciona|arranca|arrancan)\\w*|' +
        // Notifications or videos that do not show, slowness told as it feels, a layout out of place.
        'no (?:me |le |se )?salen? (?:las |los |mis )?(?:notificacion\\w*|avisos?|recordatorios?|alertas?|videos?)|' +
        'tard\\w* (?:mucho|un monton|demasiado|siglos|horas|una eternidad|años)|tard\\w* (?:\\w+ ){0,2}en (?:abrir|cargar|arrancar|iniciar|entrar|reproducir)|lentisim\\w*|lentitud|' +
        'caid[oa]|caidisim\\w*|se (?:cayo|cae|callo)|desfas\\w*|desincroniz\\w*|desfaz\\w*|' +
        // The app shown in another language.
        '(?:esta|sale|aparece|viene|se ve|salen|estan) (?:todo |toda )?en (?:ingles|portugues|otro idioma)|idioma|cambiar(?:la|lo)? a español|' +
        'chuec\\w*|se (?:enciman|montan|superponen|sobreponen|amontonan)|fuera de (?:la )?pantalla|' +
        'congel\\w*|vaci[oa]|se ve (?:raro|rara|mal|cortad[oa])|' +
        // A video that does not turn with the phone.
        'no se (?:pone|gira|voltea|rota|ve) (?:en )?(?:horizontal|vertical|pantalla completa)|no (?:gira|rota|se voltea)|pantalla completa|' +
        // Not letting one go on, a message on opening, the battery or the storage it takes.
        'no (?:me |nos )?deja (?:ver|abrir|reproducir|darle)|no (?:me |nos )?deja (?:avanzar|pasar|seguir|continuar) (?:al|a la|con el|con la) (?:siguiente|proximo|proxima|otro|otra) (?:video|ejercicio|dia|rutina)|(?:consume|gasta|chupa|come) (?:mucha |demasiada |toda la )?(?:bateria|datos|memoria)|' +
        '(?:mucha|demasiada) (?:bateria|memoria)|se (?:calienta|come la bateria)|' +
        '(?:no encuentro|no veo|no me aparece|donde esta) (?:el|la|los|las) (?:boton|botones|opcion|opciones|seccion|menu|pestaña|icono)|' +
        // A crash told with whom it happens to between: "se me cierra", "se le cuelga", "se nos traba".
        'se (?:me|te|le|nos|les) (?:cierra|cierran|cerro|cuelga|cuelgan|colgo|traba|traban|trabo|congela|congelo|apaga|apago|reinicia|reinicio|tranca|pega|frena|sale|salio|va|fue)(?= |$)|' +
        // Sound or picture out of step: "el sonido va atrasado", "la voz va adelantada".
        '(?:sonido|audio|voz|imagen|video)s? (?:\\w+ ){0,3}(?:atrasad|adelantad|retrasad|desfasad|desincronizad|a destiempo)\\w*|no puedo darle|tira error|error \\d+|cargando|nunca arranca\\w*|' +
        // A screen shown cut or half, however much is said between: "se ve todo cortado", "sale medio mocho".
        '(?:se ven?|sale|salen|aparece|aparecen) (?:todo |toda |todos |todas |muy |medio |bien |re |super |como )*(?:cortad\\w*|mochad?\\w*|incomplet\\w*|partid\\w*|a medias|deformad\\w*|raro|rara|raros|raras|mal)|' +
        // Stuck where it was: "no cambia de día", "sigue en el día 3", "se quedó pegada".
        'no (?:me |se |le )?(?:cambia|cambian|actualiza|actualizan|avanza|avanzan|refresca|sincroniza|guarda|guardan|registra|registran)(?= |$)|' +
        'sigue (?:en el dia|en la misma|igual|marcando|mostrando|saliendo|apareciendo)|se (?:quedo|queda|quedan|quedaron) (?:pegad|trabad|atascad|colgad|congelad|en el dia|en la misma)\\w*|atascad\\w*|estancad\\w*|' +
        APP_ACTS,
    ),
    words(
      'app|aplicacion|pagina|web|video\\w*|audio|sonido|rutina\\w*|carga\\w*|pantalla|sitio|reproduc\\w*|plataforma|anda|cuelga|lenta|' +
        'ejercicio\\w*|notificacion\\w*|aviso\\w*|boton\\w*|menu|congel\\w*|recordatorio\\w*|alarma\\w*|store|play store|app store|' +
        'android|iphone|ios|tablet|ipad|smart tv|conexion|celular\\w*|celu|movil\\w*|telefono\\w*|compu|computador\\w*|navegador\\w*|chrome|safari|firefox|' +
        'mensaje\\w*|abrir|abro|abrirla|abrirlo|bateria|memoria|almacenamiento|opcion\\w*|seccion|icono',
    ),
  ],
};

/**
 * Words of another world that are part of a topic's own: a device or a connection is the setting of
 * a problem with the app or the account, and only there (a phone's price is not the challenge's).
 */
const BANK_WORDS =
  /^(?:banco|bancos|bancari\w*|banca|bbva|santander|bancolombia|davivienda|banamex|citibanamex|banorte|bancomer|caixa|caixabank|bankinter|sabadell|galicia|itau|scotiabank|hsbc|nubank|revolut|visa|mastercard|amex|maestro)$/;

/**
 * Taxes, their return, their offices and their people, in Spain and Latin America, and whoever
 * reimburses a member against a receipt (an insurer, a health fund).
 */
const INVOICE_SETTING =
  /^(?:seguro|seguros|aseguradora|isapre|eps|prepaga|mutua|mutual|obra|declaracion\w*|renta|hacienda|sat|afip|dian|sii|seniat|sunat|impuesto\w*|iva|contab\w*|contador\w*|contadora|gestor\w*|gestoria|deduc\w*|desgrav\w*|fiscal\w*|tributari\w*|autonom[oa]s?|monotributo)$/;

export const TOPIC_WORDS: Readonly<Partial<Record<CoachIntent, RegExp>>> = {
  // The language the app is shown in is the app's setting too.
  'app.trouble': new RegExp(`${DEVICE_WORDS.source}|${CONNECTION_WORDS.source}|^(?:ingles|portugues|frances)$`),
  // Signing in with a social account or on a device.
  account: new RegExp(`${DEVICE_WORDS.source}|^(?:facebook|google|apple|instagram)$`),
  // A charge seen on the bank's statement.
  'cancel.refund': BANK_WORDS,
  // A bank is where a card is declined or a transfer is made.
  'payment.declined': new RegExp(`${BANK_WORDS.source}|${DEVICE_WORDS.source}`),
  'payment.methods': BANK_WORDS,
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
  ['timezone', 'human'],
  ['routine.tomorrow', 'routine.today'],
  ['cardio', 'routine.today'],
  ['nutrition', 'routine.today'],
  ['rest.days', 'routine.today'],
  ['challenge.day', 'challenge.how'],
  ['routine.today', 'challenge.how'],
  ['renewal', 'challenge.how'],
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
];

/**
 * Precedence that holds only when the question says so: naming the guarantee ("¿cómo es la
 * garantía?", "¿tiene garantía de devolución?") asks about the guarantee, unless one cancels.
 */
const PRECEDENCE_WHEN: ReadonlyArray<readonly [CoachIntent, CoachIntent, RegExp]> = [
  // The last day asked, not counted, is the edition's end ("¿el último día del reto cuál es?").
  [
    'edition.current',
    'challenge.day',
    /^(?!.*(?:^| )(?:cuant\w*|falt\w*|qued\w*|rest\w*)(?: |$)).*(?:^| )(?:ultimo dia|dia final)(?: |$)/,
  ],
  // Access asked of after the last day is the edition's end, not a locked account.
  [
    'edition.current',
    'account',
    /(?:^| )(?:despues del (?:dia \d+|ultimo dia|reto)|cuando (?:termine|acabe|se acabe|finalice)|al (?:final|terminar|acabar))(?: |$)/,
  ],
  // What is sent each day is how the challenge arrives ("¿me mandan un entreno todos los días?").
  ['challenge.how', 'rest.days', /(?:^| )(?:me|nos) (?:mandan|envian|llega|llegan)(?: |$)/],
  // Charges to come that one does not want, said of the automatic renewal, stop the renewal (no refund asked).
  [
    'renewal',
    'cancel.refund',
    /^(?=.*(?:^| )(?:automatic\w*|renov\w*|renuev\w*|renueva\w*)(?: |$))(?!.*(?:^| )(?:reembols\w*|devol\w*|devuelv\w*|cancel\w*|baja|cobraron|cobro|cobre|me cobro)(?: |$))/,
  ],
  // The time left counted is the day of the challenge ("¿cuánto falta para que se acabe el programa?").
  [
    'challenge.day',
    'edition.current',
    /(?:^| )(?:cuant\w* (?:\w+ )?(?:falt|qued|rest)\w*|(?:dias|semanas) (?:me |le )?(?:faltan|quedan|restan))(?: |$)/,
  ],
  // Seeing the videos after the edition ends, with no charge named, is the edition's end.
  [
    'edition.current',
    'renewal',
    /^(?!.*(?:^| )(?:cobr\w*|pag\w*|renov\w*|renuev\w*|renueva\w*|suscripcion|automatic\w*)(?: |$)).*(?:^| )(?:ver|viendo|acceso|entrar|usar|videos)(?: |$)/,
  ],
  // The subscription's due date is the renewal's.
  ['renewal', 'edition.current', /(?:^| )(?:suscripcion|membresia|plan|pago|cobro|mensualidad)(?: |$)/],
  // "¿Hoy es día de cardio?" asks today's routine.
  ['routine.today', 'cardio', /(?:^| )(?:hoy|mañana) (?:es|toca) (?:un )?dia de /],
  [
    'price.guarantee',
    'cancel.refund',
    /^(?=.*(?:^| )garantia(?: |$))(?!.*(?:^| )(?:cancel\w*|anul\w*|baja|desuscrib\w*|me arrepenti|cobr\w*|pid\w*|pedir|pido|solicit\w*|reclam\w*|aplic\w*|hago|hacer|usar|uso|efectiva)(?: |$))/,
  ],
];

/**
 * What a topic's own words must be about when the question names it: the price of the challenge
 * (or of nothing named), never of a phone, a currency or a flight.
 */
const PRICE_OF =
  /(?:^| )(?:(?:precio|precios|costo|coste|valor)(?: (?:tiene|tienen|tendria))?|cuesta|cuestan|vale|valen|sale|salen|cobra|cobran) (?:del|de la|de los|de las|de un|de una|de|un|una|el|la|los|las|mi|mis) (\w+)/;
/** The same asked in English ("how much is a ticket to Madrid?"). */
const PRICE_OF_IN_ENGLISH = /(?:^| )(?:how much (?:is|are|does|for)|price of|cost of) (?:a|an|the|one) (\w+)/;
const PRICED =
  /^(?:reto|retos|programa|challenge|plan|planes|edicion|inscripcion|acceso|suscripcion|mes|entrada|tuyo|emilio|curso|mensualidad|cuota|matricula|program|programme|subscription|membership|month)$/;
/** What the challenge's own priced nouns belong to, when the question says it ("la entrada al estadio"). */
const PRICED_OF =
  /(?:^| )(?:entrada|entradas|inscripcion|suscripcion|membresia|plan|acceso|mensualidad|cuota) (?:al|a la|a los|del|de la|de los|de|para el|para la) (\w+)/;

/**
 * The same for the account's and the payment's own nouns and acts: a refund, a cancellation or an
 * invoice of the challenge, never of a flight, a gym or the water bill; an edition of the
 * challenge, not of a book.
 */
const OWNED: ReadonlyArray<readonly [topic: CoachIntent, RegExp]> = [
  [
    'invoices',
    /(?:^| )(?:factura\w*|recibo\w*|comprobante\w*|ticket\w*|boleta\w*) (?:de la|de los|de las|de mi|de mis|del|de) (\w+)/,
  ],
  [
    'cancel.refund',
    /(?:^| )(?:baja|cancel\w*|anul\w*|reembols\w*|devolucion\w*|devuelv\w*) (?:de la|de los|de las|de mi|de mis|del|de|a la|al|el|la|los|las|mi|mis|un|una|en el|en la) (\w+)/,
  ],
  // A ticket to travel or to a show ("a ticket to Madrid", "boletos para ir a Cancún").
  ['invoices', /(?:^| )(?:ticket|tickets|boleto|boletos) (?:to|for|para ir a|a|al) (\w+)/],
  // A purchase made at another shop ("mi compra en mercado libre").
  ['invoices', /(?:^| )(?:compra|compras|pedido|pedidos) (?:en|de) (?:el |la |los |las )?(\w+)/],
  ['edition.next', /(?:^| )(?:edicion\w*|convocatoria\w*) (?:de la|de los|de las|de mi|del|de) (\w+)/],
  // The time of a place is not the member's time zone ("la zona horaria de nueva york").
  ['timezone', /(?:^| )(?:zona horaria|huso horario|horario) (?:de la|de los|de las|del|de|en) (\w+)/],
  [
    'account',
    /(?:^| )(?:contraseña\w*|clave|password|cuenta|usuario|perfil|correo|email|mail) (?:de la|de los|de las|de mi|de mis|del|de|en) (\w+)/,
  ],
  [
    'progress',
    /(?:^| )(?:racha\w*|progreso\w*|avance\w*|resultado\w*) (?:de la|de los|de las|de mi|de mis|del|de|en) (\w+)/,
  ],
  [
    'app.trouble',
    /(?:^| )(?:notificacion\w*|pantalla|video\w*|audio|app|aplicacion|pagina|web) (?:de la|de los|de las|de mi|de mis|del|de) (\w+)/,
  ],
  // Talking to one's mother or a lawyer is not asking for the challenge's support.
  [
    'human',
    /(?:^| )(?:hablar|hablo|hable|contactar|contacto|llamar|llamo|comunicarme|comunico|escribir|escribo|pasame|paseme) (?:con|a) (?:mi|mis|tu|su|el|la|los|las|un|una) (\w+)/,
  ],
];
/** Owners that are the challenge's own, or what its mails and codes are for ("el correo de recuperar la contraseña"). */
const OWNERS =
  /^(?:reto|retos|programa|challenge|plan|planes|edicion|inscripcion|acceso|suscripcion|membresia|mes|emilio|compra|pago|pagos|cobro|cobros|cargo|cargos|dinero|plata|renovacion|cuenta|app|aplicacion|curso|tarjeta|paypal|reembolso|devolucion|garantia|lana|varo|guita|feria|billete|importe|que|lo|esta|este|todo|ultimo|ultima|primer|primera|proximo|proxima|siguiente|semana|semanas|dia|dias|hoy|ayer|cuenta|acceso|usuario|perfil|correo|trabajo|empresa|oficina|entreno|entrenos|entrenamiento|entrenamientos|rutina|rutinas|ejercicio|ejercicios|sesion|sesiones|peso|cuerpo|racha|progreso|reto|soporte|equipo|atencion|ayuda|inicio|login|registro|recuperacion|verificacion|confirmacion|bienvenida|calentamiento|estiramiento|estiramientos|google|apple|hoy|mañana|contacto|hombre|hombres|mujer|mujeres|chico|chica|chicos|chicas|persona|personas|humano|humana|asesor|asesora|agente|soporte|entrenador|entrenadora|responsable|encargado|encargada|alguien|operador|operadora|coach|profe|servicio|administrador|administracion|gerente|staff|creador|dueño|video|videos|audio|sonido|pantalla|pagina|web|notificaciones|notificacion|recordatorio|recordatorios|aviso|avisos|alerta|alertas|diferencia|importe|monto|cantidad|resto|parte|mitad|total|tienda|shopify|linea|internet|dolares|pesos|euros|moneda|recuperar|restablecer|verificar|confirmar|acceder|entrar|ingresar|iniciar|registrar|registrarme|cambiar|activar)$/;

/** "¿A qué hora abre el correo?": the hours of something else than the challenge's day. */
const HOURS_OF =
  /(?:^| )a que hora (?:abre|abren|cierra|cierran|pasa|pasan|llega|llegan|sale|salen|empieza|empiezan|juega|juegan|es|son) (?:el|la|los|las) (\w+)/;
const TIMED =
  /^(?:rutina|rutinas|reto|entreno|entrenamiento|app|aplicacion|dia|siguiente|nueva|nuevo|proxima|proximo|sesion|clase|directo|video)$/;

const SUPPORT_HOURS = /(?:^| )(?:atiende|atienden|atencion|soporte|asesor\w*|agente\w*)(?= |$)/;

const REST_ELSEWHERE = new RegExp(
  '(?:^| )(?:laboral\\w*|por ley|feriado\\w*|festivo\\w*|vacaciones|obligatorio|sindicato|convenio|' +
    // A rest taken away from home: a hotel, a beach, a trip, a getaway.
    'hotel\\w*|hostal\\w*|escapada\\w*|spa|crucero\\w*|camping|cabaña\\w*|resort\\w*|airbnb|casa rural|turis\\w*|' +
    // The holidays of the calendar, and going away to rest ("¿a dónde me voy de descanso en Semana Santa?").
    'semana santa|pascua\\w*|navidad\\w*|año nuevo|puente|carnaval\\w*|fiestas patrias|' +
    '(?:me voy|irme|ir|irnos|nos vamos|vamos|me fui|nos fuimos|salir|salgo) de (?:descanso|vacaciones|viaje)|a donde (?:me voy|ir|irme|vamos|viajar))(?: |$)',
);

/** What the time left runs until. */
const UNTIL =
  /(?:^| )(?:falta|faltan|faltara|queda|quedan|quedara) (?:para|hasta|pa) (?:que )?(?:se |me |nos )?(?:el |la |los |las |mi |mis |tu |su )?(\w+)/;
/** The challenge's own ends and starts, and the words that lead to them ("para que termine el reto"). */
const UNTIL_OURS =
  /^(?:reto|retos|fin|final|finalizar|terminar|termine|termina|acabar|acabe|acaba|completar|complete|cerrar|cierre|empezar|empiece|comenzar|comience|arrancar|arranque|edicion|programa|challenge|meta|dia|dias|ultimo|ultima|proxima|proximo|siguiente|salir|graduarme|ciclo|entreno|entrenamiento|rutina|semana|semanas|mes)$/;

/** "Me toca trabajar mañana": what falls to one is another thing to do than training. */
const DUTY = /(?:^| )(?:me toca|te toca|nos toca|tengo que|toca) (\w+(?:ar|er|ir))(?= |$)/;
const TRAINING_DUTY =
  /^(?:entrenar|hacer|descansar|correr|caminar|trotar|ejercitar|estirar|saltar|nadar|pedalear|cardio|completar|terminar|empezar|comer|cenar|desayunar|almorzar|tomar|beber|marcar|registrar|pagar|ver)$/;

/** A currency's own price: the rate of exchange, not what the challenge costs in it. */
const CURRENCIES =
  'dolar|dolares|euro|euros|peso|pesos|sol|soles|real|reales|bolivar|bolivares|libra|libras|yen|yuan|bitcoin|ethereum|cripto\\w*';
const EXCHANGE_RATE = new RegExp(
  // Its price or value named with the currency as its thing: "a qué precio está el dólar blue", "el valor del euro".
  `(?:^| )(?:precio|valor|cotizacion|a que precio|a cuanto|a como)(?: \\w+){0,2} (?:el|los|del|de los|de un|un) (?:${CURRENCIES})(?= |$)|` +
    /(?:^| )(?:tipo de cambio|exchange rate|(?:how much|price of|value of) (?:is |are )?(?:the |a |one )?(?:dollar|dollars|dolar|dolares|euro|euros|peso|pesos|bitcoin|crypto)|cotiza\w*|(?:cuanto|a cuanto|a como|como) (?:esta|estan|va|anda|vale|valen|cuesta|cuestan|sale|se paga) (?:hoy )?(?:el|los|un|una) (?:dolar|dolares|euro|euros|peso|pesos|sol|soles|real|reales|bolivar|bolivares|bitcoin|cripto\w*))(?= |$)/
      .source,
);

/** A streak or a count of days without something else than training ("mi racha de días sin fumar"). */
const WITHOUT_ELSE =
  /(?:^| )(?:racha|rachas|dias|semanas|meses|llevo) (?:\w+ ){0,2}sin (?!entrenar|fallar|faltar|saltar\w*|perder\w*|descansar|parar|romper\w*)(\w+(?:ar|er|ir))(?= |$)/;
/** Cancelling something else's plan, card or contract ("mi plan de celular", "mi tarjeta de crédito"). */
const CANCELLED_ELSEWHERE =
  /(?:^| )(?:cancel\w*|anul\w*|dar de baja|darme de baja|baja de) (?:el |la |mi |mis |los |las |un |una )?(?:(?:plan|contrato|servicio|seguro|linea|paquete|membresia|suscripcion|cuenta) (?:de|del|de la|de mi|en) (?!(?:el |la |mi )?(?:reto|programa|challenge|emilio|app|aplicacion)(?: |$))|tarjeta|credito|prestamo|hipoteca|poliza)/;
/** A visa to travel, not a card: "la visa americana", "la visa para Canadá", "la visa de estudiante". */
const TRAVEL_VISA =
  /(?:^| )(?:visas? (?:american\w*|estadounidense\w*|canadiense\w*|europe\w*|schengen|gringa|de (?:turista|turismo|estudiante|estudios|trabajo|residencia|residente|viaje)|para (?:ir|viajar|entrar|estudiar|trabajar|estados|eeuu|usa|canada|españa|europa|mexico|japon|china|inglaterra|australia|el|la|los))|consulado|embajada|visado\w*)(?= |$)/;
/** An invoice made at the tax office for one's own business, not asked of the challenge ("facturar en el SAT"). */
const TAX_OFFICE_AT = /(?:^| )(?:en|desde|con|ante) (?:el |la )?(?:sat|afip|dian|sii|seniat|sunat|hacienda)(?= |$)/;

/** A refund someone else makes (an employer, an insurer): the receipt is what is asked for. */
const REFUNDED_BY_OTHERS =
  /(?:^| )(?:reembols\w*|devuelv\w*|devuelva\w*|pagu\w*|cubr\w*|reintegr\w*)(?: \w+){0,2} (?:la|mi|el|su) (?:empresa|trabajo|jefe|jefa|seguro|aseguradora|obra social|prepaga|isapre|eps|mutua|compañia|oficina)(?= |$)/;

/** Pets, by their kind and the commonest breeds. */
const PETS =
  '(?:perr[oa]s?|perrit[oa]s?|gat[oa]s?|gatit[oa]s?|mascotas?|cachorr[oa]s?|hamster|loro|pez|peces|conejo|caballo|caballos|' +
  'border collie|labrador|golden|caniche|poodle|husky|beagle|pug|bulldog|chihuahua|pastor aleman|schnauzer|yorkshire)';
/**
 * A pet as the one a topic is for: what a pet eats or needs, is fed or trained ("una dieta para mi
 * perro", "¿cuánto cardio necesita un border collie?"); walking one's dog is still the member's cardio.
 */
const FOR_A_PET = new RegExp(
  `(?:^| )(?:(?:dieta|comida|alimentacion|croquetas|de comer|come|comer|calorias) (?:\\w+ ){0,2}(?:para|de|a)|para|necesita|necesitan|debe|deben|le hace falta|les hace falta) ` +
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
    `(?:^| )(?:grupo|grupos|chat|chats|mensaje|mensajes|estado|estados|historia|historias|llamada|llamadas|canal|video|videos) (?:de|del|en) (?:${OTHER_APPS})(?= |$)`,
);
const CHALLENGE_NAMED = /(?:^| )(?:reto|programa|challenge|emilio|ustedes|soporte)(?= |$)/;
/** A card used at another shop or service ("me rechazaron la tarjeta en el súper"). */
// (Cash at an OXXO, Mercado Pago and the product's own store are how the challenge is paid: not listed.)
const PAID_ELSEWHERE =
  /(?:^| )(?:en|del|de la) (?:el |la |un |una )?(?:super|supermercado|gasolinera|farmacia|restaurante|restaurant|bar|cajero|cine|taxi|peaje|estacionamiento|parking|aeropuerto|hotel|amazon|mercado libre|aliexpress|shein|temu|netflix|spotify|uber|rappi)(?= |$)/;
/** An app for another task than training ("una app para editar fotos"): not the challenge's app. */
const APP_FOR_ELSE =
  /(?:^| )(?:app|apps|aplicacion|aplicaciones) (?:para|de|que sirva para) (?:editar|aprender|contar|escuchar|hacer videos|ligar|pedir|comprar|vender|traducir|leer|jugar|estudiar|meditar|ahorrar|invertir|viajar|chatear|conocer|grabar|medir|buscar|escanear|dibujar|diseñar|cocinar|rezar|fotos|musica|mapas|citas|idiomas|recetas|finanzas|juegos|noticias|peliculas|series)(?= |$)/;
/**
 * A text to write for someone ("mensajes de buenos días para mi novia", "una frase de cumpleaños"):
 * the member's own writing, not a greeting to the coach nor a message of the app.
 */
const TEXT_FOR_SOMEONE =
  /(?:^| )(?:mensaje|mensajes|frase|frases|texto|textos|carta|cartas|poema|poemas|dedicatoria|dedicatorias|felicitacion|felicitaciones)(?: \w+){0,4} (?:de (?:buenos dias|buenas noches|buenas tardes|amor|cumpleaños|felicitacion|navidad|aniversario|animo|pesame|despedida)|para (?:mi|mis|tu|su|un|una) (?!cuenta|app|aplicacion|entrenador|coach|reto)\w+|para felicitar)(?= |$)/;
/**
 * Paying off one's own card or loan to a bank, or a loan asked for: a debt, not the challenge's
 * payment ("¿cómo pago la tarjeta de crédito?", "me rechazaron el crédito hipotecario").
 */
const PAYING_A_DEBT = new RegExp(
  /(?:^| )pag\w* (?:la|mi|las|mis|el|los) (?:tarjeta|tarjetas|deuda|deudas|prestamo|prestamos|credito|creditos|hipoteca)(?= |$)/
    .source +
    /|(?:^| )(?:credito|creditos|prestamo|prestamos) (?:hipotecari\w*|personal\w*|automotriz|de nomina|bancari\w*|de vivienda)(?= |$)/
      .source +
    /|(?:^| )(?:el|la|mi|un|una) (?:prestamo|hipoteca|financiamiento|credito)(?= |$)/.source,
);
/** A day missed at work or school, not of the challenge ("si falto un día al trabajo me lo descuentan"). */
const ABSENT_ELSEWHERE =
  /(?:^| )(?:falt\w*|no (?:voy|fui|ir)|me salto|saltarme|me salte)(?: \w+){0,3} (?:al|a la|a el|en el|en la|a) (?:trabajo|oficina|escuela|colegio|cole|uni|universidad|facultad|facu|clase|clases|chamba|curro|laburo|turno|instituto|prepa|guardia)(?= |$)/;
/** Something lacking that is not time ("me falta el aire", "le faltan las llaves"): the days left are not asked. */
const LACKING_ELSE = /(?:^| )(?:falta|faltan|faltaba|faltaban) (?:el|la|los|las) (\w+)/;
const TIME_OF_OURS =
  /^(?:dia|dias|semana|semanas|tiempo|mes|meses|reto|rutina|rutinas|ejercicio|ejercicios|entreno|entrenos|sesion|sesiones|ultimo|ultimos|ultima|ultimas|edicion)$/;

const aboutSomethingElse = (topic: CoachIntent, reading: string) => {
  if ((OTHER_APPS_OWN.test(reading) || APP_FOR_ELSE.test(reading)) && !CHALLENGE_NAMED.test(reading)) return true;
  if (TEXT_FOR_SOMEONE.test(reading)) return true;
  if (
    (topic === 'payment.declined' || topic === 'payment.methods') &&
    (PAID_ELSEWHERE.test(reading) || PAYING_A_DEBT.test(reading))
  )
    return true;
  if ((topic === 'skip.day' || topic === 'challenge.day' || topic === 'progress') && ABSENT_ELSEWHERE.test(reading))
    return true;
  if (topic === 'challenge.day' || topic === 'edition.current') {
    const lacking = LACKING_ELSE.exec(reading)?.[1];
    if (lacking !== undefined && !TIME_OF_OURS.test(lacking)) return true;
  }
  if (topic === 'progress' || topic === 'skip.day' || topic === 'challenge.day') {
    if (WITHOUT_ELSE.test(reading)) return true;
  }
  if (topic === 'cancel.refund' && (CANCELLED_ELSEWHERE.test(reading) || REFUNDED_BY_OTHERS.test(reading))) return true;
  if (FOR_A_PET.test(reading)) return true;
  if ((topic === 'payment.declined' || topic === 'payment.methods') && TRAVEL_VISA.test(reading)) return true;
  if (topic === 'invoices' && TAX_OFFICE_AT.test(reading)) return true;
  if (topic === 'price.guarantee') {
    if (EXCHANGE_RATE.test(reading) && !reading.split(' ').some((word) => PRICED.test(word))) return true;
    const object = PRICE_OF.exec(reading)?.[1] ?? PRICE_OF_IN_ENGLISH.exec(reading)?.[1];
    // "¿Vale la pena?" is worth, not a price.
    if (object !== undefined && !PRICED.test(object) && !/^(?:pena|alegria)$/.test(object)) return true;
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
  // A rest that labour law, a holiday or a workplace gives is not the challenge's.
  if (topic === 'rest.days' && REST_ELSEWHERE.test(reading)) return true;
  // The time left until something else than the challenge's end ("¿cuánto falta para las vacaciones?").
  if (topic === 'challenge.day' || topic === 'edition.current') {
    const until = UNTIL.exec(reading)?.[1];
    if (until !== undefined && !UNTIL_OURS.test(until) && !/^\d+$/.test(until)) return true;
  }
  if (topic === 'timezone') {
    // The hours of support are the human answer's, not the member's time zone.
    if (SUPPORT_HOURS.test(reading)) return true;
    const timed = HOURS_OF.exec(reading)?.[1];
    if (timed !== undefined && !TIMED.test(timed)) return true;
  }
  if (topic === 'routine.today' || topic === 'routine.tomorrow') {
    // Resting from work at a hotel is not the day's training.
    if (REST_ELSEWHERE.test(reading) && /(?:^| )descans\w*/.test(reading)) return true;
    const duty = DUTY.exec(reading)?.[1];
    if (duty !== undefined && !TRAINING_DUTY.test(duty)) return true;
  }
  return ownedElsewhere(reading);
};

/** A bill, a cancellation or an edition of something else: the whole question is about that thing. */
const ownedElsewhere = (reading: string) =>
  OWNED.some(([topic, pattern]) => {
    const owner = pattern.exec(reading)?.[1];
    return (
      owner !== undefined &&
      !OWNERS.test(owner) &&
      // The app on a phone is the app; a phone's bill is not the challenge's.
      !(topic === 'app.trouble' && DEVICE_WORDS.test(owner)) &&
      // The video of an exercise is the app's.
      !words(EXERCISE_WORDS).test(owner) &&
      // A refund an insurer or an employer makes asks for the challenge's receipt.
      !(topic === 'cancel.refund' && REFUNDED_BY_OTHERS.test(reading)) &&
      !FUNCTION_WORDS.has(owner) &&
      !/^\d+$/.test(owner)
    );
  });

/** The topics whose evidence a reading shows, less those another one shown takes precedence over. */
export function evidencedTopics(reading: string): Array<Exclude<CoachIntent, 'safety'>> {
  const shown = (Object.entries(TOPIC_EVIDENCE) as Array<[Exclude<CoachIntent, 'safety'>, readonly RegExp[]]>)
    .filter(
      ([topic, patterns]) => patterns.every((pattern) => pattern.test(reading)) && !aboutSomethingElse(topic, reading),
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
