/**
 * Lexical resources of Spanish the coach reads questions with: how members abbreviate when they
 * type, the words that carry no topic (articles, pronouns, common verbs in their forms, fillers of
 * Spain, Mexico, Argentina and the rest of Latin America) and the numbers written as words.
 */

/**
 * Emojis that carry a word of a question, as members text them ("🤰 ¿puedo hacer la de hoy?", "me
 * dio 🤮 al terminar", "el 🔥 se me reinició", "✅ no sale"), read as that word: the body's and
 * health's as the word the safety check knows, the app's screens as members name them (the streak's
 * flame, the done mark). An emoji of mood or praise (😂 🙏 💪 🥵) carries no word and is dropped with
 * the rest. Keys without U+FE0F (removed first); a sequence's first emoji carries it ("😵‍💫").
 */
const EMOJI_WORDS: ReadonlyMap<string, string> = new Map([
  ['🤕', 'dolor'],
  ['🤒', 'fiebre'],
  ['🤧', 'resfriado'],
  ['😷', 'enfermo'],
  ['🤢', 'nauseas'],
  ['🤮', 'vomito'],
  ['😵\u200d💫', 'mareo'],
  ['🤰', 'embarazada'],
  ['🫄', 'embarazada'],
  ['🫃', 'embarazado'],
  ['💊', 'pastilla'],
  ['💉', 'inyeccion'],
  ['🩸', 'sangre'],
  ['🩹', 'herida'],
  ['🩼', 'muletas'],
  ['🦽', 'silla de ruedas'],
  ['🦼', 'silla de ruedas'],
  ['🚑', 'ambulancia'],
  ['🏥', 'hospital'],
  ['🫀', 'corazon'],
  ['🫁', 'pulmones'],
  ['🦴', 'hueso'],
  ['🔥', 'fueguito'],
  ['✅', 'check'],
  ['✔', 'check'],
  ['☑', 'check'],
  ['📅', 'calendario'],
  ['📆', 'calendario'],
  ['🗓', 'calendario'],
  ['💳', 'tarjeta'],
  ['🔔', 'notificaciones'],
  ['🏋', 'rutina'],
  ['🥗', 'comida'],
  ['🛌', 'descanso'],
]);
const EMOJI = new RegExp([...EMOJI_WORDS.keys()].join('|'), 'gu');

/**
 * A flame closing a message after what it says is praise ("me muero de ganas de empezar 🔥", "la
 * rutina de hoy estuvo 🔥🔥"), not the streak's; pointed at ("y esto 🔥", "❓🔥", "mi 🔥") or told of
 * ("🔥 se me reinició") it is the streak.
 */
const PRAISE_FLAME =
  /(?<!(?:^|\s)(?:el|la|mi|tu|esto|este|ese|esta|del|al)\s*|[?❓❔]\s*)🔥(?=[\s\p{Extended_Pictographic}\u200d!.]*$)/gu;

/** Lower case, no accents (ñ kept), letters, digits and single spaces; emojis that carry a word read as it. */
export const normalizeText = (text: string): string =>
  text
    .replace(/\uFE0F/g, '')
    .replace(PRAISE_FLAME, ' ')
    .replace(EMOJI, (emoji) => ` ${EMOJI_WORDS.get(emoji)} `)
    .toLowerCase()
    .normalize('NFD')
    .replace(/n\u0303/g, 'ñ')
    .replace(/[\u0300-\u036f]/g, '')
    // A plus sign standing alone is the word, as an icon is named ("la burbujita con un +").
    .replace(/(?<=^|\s)\+(?=$|[\s?¿!¡.,;:])/g, ' mas ')
    .replace(/[^a-zñü0-9\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * How members shorten words when they type ("q", "xq", "pa", "porfa"). A Map, not an object: a
 * member's word is never looked up among an object's own properties ("constructor" is not shorthand).
 */
export const SHORTHAND: ReadonlyMap<string, string> = new Map(
  Object.entries({
    q: 'que',
    k: 'que',
    ke: 'que',
    qe: 'que',
    xq: 'porque',
    pq: 'porque',
    porq: 'porque',
    x: 'por',
    d: 'de',
    pa: 'para',
    pal: 'para el',
    tb: 'tambien',
    tmb: 'tambien',
    tbn: 'tambien',
    mñna: 'mañana',
    xfa: 'por favor',
    porfa: 'por favor',
    porfis: 'por favor',
    plis: 'por favor',
    pls: 'por favor',
    dnd: 'donde',
    cdo: 'cuando',
    qtal: 'que tal',
    ntp: 'no te preocupes',
    mñn: 'mañana',
    manana: 'mañana',
    nino: 'niño',
    nina: 'niña',
    ninos: 'niños',
    ninas: 'niñas',
    contrasena: 'contraseña',
    ano: 'año',
    anos: 'años',
    munieca: 'muñeca',
    muneca: 'muñeca',
    dl: 'del',
    // Chat spellings of "qué toca hoy": "k tca oy".
    tca: 'toca',
    // A chat's hello and "fine": "wenas", "ok bn gracias".
    wenas: 'buenas',
    // (Chile's "wena" alone is a hello: "wena emilio".)
    wena: 'buenas',
    // Chile's "-ai" of "estás": "wena, ¿cómo estai?".
    estai: 'estas',
    estay: 'estas',
    bn: 'bien',
    oy: 'hoy',
    // "Veces" without its vowels, as in "me cobraron 2 vcs".
    vcs: 'veces',
    vss: 'veces',
    vces: 'veces',
    bcs: 'veces',
    // The challenge by its other name ("¿cuánto vale el desafío?").
    desafio: 'reto',
    // The office, as it is said at work ("ando en la ofi").
    ofi: 'oficina',
    // The app's reminder, named in English as phones show it ("no me llega el reminder").
    reminder: 'recordatorio',
    reminders: 'recordatorios',
    // The phone, shortened ("no me salen las notificaciones en el cel").
    cel: 'celular',
    // "Estoy" and "está" without their first syllable, as the Caribbean and Spain type them ("no toy
    // enfermo", "¿cómo tú tá?"), and the next one abbreviated ("el sgte reto").
    toy: 'estoy',
    ta: 'esta',
    sgte: 'siguiente',
    sgtes: 'siguientes',
    // The next one cut short otherwise ("la sig edición", "el prox mes").
    sig: 'siguiente',
    sigte: 'siguiente',
    prox: 'proximo',
    proxs: 'proximos',
    // The notifications shortened, and coach words often typed a letter off ("me spamea con notis",
    // "¿qué días son de descaso?", "se me borró la rancha").
    notis: 'notificaciones',
    notif: 'notificaciones',
    descaso: 'descanso',
    descanzo: 'descanso',
    rancha: 'racha',
    // The subscription spelt with the b of its Latin root, as in English ("¿cómo cancelo la subscripción?").
    // Minutes, shortened ("hoy ando con 20 min nomás").
    min: 'minutos',
    mins: 'minutos',
    // The refund spelt with one e, as said ("quiero el rembolso").
    rembolso: 'reembolso',
    rembolsos: 'reembolsos',
    rembolsar: 'reembolsar',
    rembolsen: 'reembolsen',
    rembolsan: 'reembolsan',
    rembolsa: 'reembolsa',
    subscripcion: 'suscripcion',
    subscripciones: 'suscripciones',
    subscribirme: 'suscribirme',
    subscrito: 'suscrito',
    subscrita: 'suscrita',
    // Words of English written as they sound, as members type them or dictation spells them ("un
    // número de guasap", "el estrik que sale arriba", "el burpi ese").
    guasap: 'whatsapp',
    wasap: 'whatsapp',
    guasapp: 'whatsapp',
    wasapp: 'whatsapp',
    wassap: 'whatsapp',
    whatsap: 'whatsapp',
    estrik: 'streak',
    estric: 'streak',
    estrick: 'streak',
    burpi: 'burpee',
    // The phone, written by ear ("la app en el selular").
    selular: 'celular',
    selulares: 'celulares',
    burpis: 'burpees',
    // Portuguese words of members who mix it in (portuñol), as their Spanish ("quando começa a
    // próxima edição?", "esqueci a senha", "o cartão foi recusado", "sinto dor no joelho"): only
    // words no Spanish word is spelt as.
    amanha: 'mañana',
    quando: 'cuando',
    comeca: 'empieza',
    edicao: 'edicion',
    qual: 'cual',
    vai: 'va',
    onde: 'donde',
    troco: 'cambio',
    fuso: 'huso',
    quanto: 'cuanto',
    custa: 'cuesta',
    ou: 'o',
    reais: 'reales',
    ate: 'hasta',
    em: 'en',
    meu: 'mi',
    minha: 'mi',
    aquela: 'aquella',
    voce: 'tu',
    obrigado: 'gracias',
    obrigada: 'gracias',
    tudo: 'todo',
    quem: 'quien',
    essa: 'esa',
    esse: 'ese',
    pular: 'saltar',
    pulo: 'salto',
    perco: 'pierdo',
    treino: 'entreno',
    treinos: 'entrenos',
    treinar: 'entrenar',
    terminei: 'termine',
    aperto: 'aprieto',
    feito: 'hecho',
    nao: 'no',
    senha: 'contraseña',
    esqueci: 'olvide',
    baixar: 'descargar',
    recebo: 'recibo',
    notificacoes: 'notificaciones',
    cartao: 'tarjeta',
    recusado: 'rechazado',
    tentei: 'intente',
    vezes: 'veces',
    ele: 'el',
    ela: 'ella',
    flexoes: 'flexiones',
    truque: 'truco',
    barrinha: 'barrita',
    progresso: 'progreso',
    dor: 'dolor',
    doi: 'duele',
    tontura: 'mareo',
    gravida: 'embarazada',
    sangue: 'sangre',
    joelho: 'rodilla',
  }),
);

/**
 * A cardinal number as members write it, or dictation writes it, in words ("veintiocho días",
 * "noventa grados", "mil cuatrocientos pesos"): one word of it, as a pattern's source.
 */
export const NUMBER_WORD =
  '(?:cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|' +
  'dieci(?:seis|siete|ocho|nueve)|veinte|veinti(?:un|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)|' +
  'treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|' +
  '(?:dos|tres|cuatro|quin|seis|sete|ocho|nove)cient[oa]s|mil)';

const NUMBER_WORD_ALONE = new RegExp(`^${NUMBER_WORD}$`);
/** Whether a word is a number written in words. */
export const isNumberWord = (word: string): boolean => NUMBER_WORD_ALONE.test(word);

/**
 * Words that say nothing about what a question is about: articles, prepositions, pronouns,
 * question words, connectors, fillers and the commonest verbs in their usual forms (tú, usted
 * and vos alike).
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    'a al ante bajo con contra de del desde durante en entre hacia hasta para por segun sin sobre tras via acerca ' +
    'el la lo los las un una unos unas uno este esta esto estos estas ese esa eso esos esas aquel aquella ' +
    'mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro vuestra me te se nos os le les ' +
    'mio mia mios mias tuyo tuya tuyos tuyas suyo suya suyos suyas ' +
    'ningun ninguna ninguno ningunos lado lados ' +
    'yo tú tu vos usted ustedes vosotros vosotras nosotros nosotras el ella ellos ellas conmigo contigo ti ' +
    'que quien quienes cual cuales cuanto cuanta cuantos cuantas como donde cuando adonde porque pues ' +
    'y e o u ni pero sino aunque mientras si no tambien ademas tampoco ya aun todavia muy mas menos tan tanto poco poca mucho mucha ' +
    'muchos muchas todo toda todos todas algo alguien algun alguna algunos nada nadie otro otra otros otras ' +
    // "A little" as every region shrinks it: "bajar un poquito nomás", "un poquitito".
    'poquito poquita poquitos poquitas poquitito poquitin ' +
    'mismo misma asi bien mal aqui aca ahi alli alla ahora entonces luego despues antes siempre nunca solo sola ' +
    'tal vez quizas casi igual bueno buena vale ok okey okay sí si claro dale porfa favor gracias please ' +
    'oye oiga che wey guey pana tio tia hermano bro amigo amiga man loco vale venga genial perdon disculpa ' +
    // Approval and "just" as regions say them: "chido", "chévere", "bacán", "nomás".
    'chido chida chidisimo chevere bacan bacano nomas ' +
    'hola ey eh ah pues osea sea digo decir dime digame decime di ' +
    // A courtesy for the bother: "disculpe la molestia", "perdone que le moleste".
    'disculpe disculpen perdone perdona lamento molestia molestias molestar molestarte molestarle moleste ' +
    // Thanks in advance and asked kindly: "gracias de antemano", "pregunto con cariño".
    'antemano antelacion cariño cariñito fa cordial cordiales atentamente cierto asere posibilidad mediante deseo ' +
    'es son soy eres sos era fue ser sea estar estoy estas esta estan estamos estoy estaba estuve ' +
    // Haber's subjunctive, never "allá" misspelt: "aunque me haya registrado como hombre".
    'haya hayas hayan hayamos ' +
    'he has ha han hay haber habia hemos hubo tengo tienes tenes tiene tienen tener tenemos tenia tuve ' +
    'hago haces haces hace hacen hacer hacemos hecho hecha hechos hechas hice hizo hiciste haga hagas ' +
    'puedo puedes podes puede pueden poder podemos podria podrias pude ' +
    'quiero quieres queres quiere quieren querer quisiera necesito necesitas necesita necesitar ' +
    'debo debes debe deben deberia tengo tendre tendria voy vas va van ir vamos iba ' +
    'se sabes sabe saber se veo ves ve ver mira mire mirar dar doy das da dan ' +
    'paso pasa pasan pasar poner pongo pones pone llevo llevas lleva llevar ' +
    'toca tocan toco tocar tocaria corresponde corresponden corresponder ' +
    'hoy ayer dia dias vez veces cosa cosas forma manera tema parte ' +
    'pasa sucede ocurre ocurrir pasaria gusta gustaria gusto encanta interesa importa preocupa ' +
    'muestra mostrar mostrame muestrame muestreme ensename enseñame enseñar pasame pasar contame cuentame contar ' +
    'explicar explicame explicas explicame expliques ayudar ayudame ayudeme ayudas buscar busco encontrar encuentro ' +
    'encuentra dio dieron di dar intente intenté intento intentar trate tratar prepararme preparar vivo vive vivir ' +
    'vuelta re bastante super medio tipo onda creo parece pienso entiendo entender sale salio ' +
    'how do does i what is the to can my muchisimas muchisimo muchisimos enviar envian envien mandar mandan manden mandas miro mirar escribo ' +
    'emilio ' +
    // Numbers as words, politeness run together, and how members address a coach in Spain and Latin America.
    'dos tres cuatro cinco seis siete ocho nueve diez porfavor xfavor porfas crack capo genio maquina idolo ' +
    'profe campeon campeona raro rara raros raras extraño extraña ' +
    // Short irregular preterites ("alguien la vio", "me la dio"), and how much said colloquially.
    'vio vi vimos vieron viste dijo dije dijeron puso puse pusieron pudo quiso supo trajo traje anduvo ' +
    'monton montones chingo chingos chorro chorros ' +
    // English as members mix it in.
    'you your it its are was be an in on of for with at from this that these those and or but if not no yes will would ' +
    'should could there here me we they he she them our their which who when where why much many some any s t'
  ).split(' '),
);

/**
 * Everyday words that name no other world: devices, work and life circumstances, time, judgements
 * and the commonest verbs of a problem told as a story ("desde el celular", "por el trabajo", "me
 * conviene", "me mudé"). Beside them a coach word still means the coach's topic; a word of another
 * world (a bank, a series, a football club) is what turns a question away.
 */
export const EVERYDAY_WORDS: ReadonlySet<string> = new Set(
  // Work, travel, moving, family and the rest of a member's life told as the reason of a problem.
  (
    'trabajo trabajar trabaje chamba chambear curro currar curre laburo laburar labure oficina turno turnos jornada ' +
    // A commitment one has, courtesy asked with, and how big a thing is ("con todo respeto", "el tamaño de las porciones").
    'compromiso compromisos respeto tamaño ' +
    // The steps a request goes through ("¿cuál es el procedimiento para solicitar el reembolso?").
    'procedimiento procedimientos proceso procesos tramite tramites ' +
    // What people use where they live, said of a way to pay ("¿aceptan Zelle? Aquí es lo que más usamos").
    'usamos usan usaba usaban utilizamos utilizan ' +
    // Look, as a story starts ("fíjate que…"), and a payment made, formally ("efectué el pago").
    'fijate fijese fijense efectue efectuamos efectuado efectuada efectuo ' +
    // Praise, as a sister tells it ("dice que Emilio es buenazo").
    'buenazo buenaza buenazos buenazas buenisimo buenisima ' +
    // A guy, as the River Plate says it, a whole thing spoilt, and the matter at hand ("el chabón del
    // video", "¿me arruina todo?", "¿cómo está el asunto?").
    'chabon chabona chabones arruina arruinar arruino asunto ' +
    // What breaks, as a streak does ("¿la racha se rompe?").
    'rompe rompa romper rompo rompi rompio ' +
    'viaje viajar viajando viaje vacaciones mudanza mude mudo mudarme mudamos pais ciudad casa familia boda fiesta ' +
    'enfermo enferma gripe resfriado cansado cansada cansancio sueño dormir dormi ocupado ocupada liado liada lio ajetreo cien condicion condiciones ' +
    // One's energy, told as how one feels ("si me siento con energía", "empezando el día con energía").
    'energia energias animo ' +
    // The courtesy of a formal letter ("estimado Emilio", "reciba un cordial saludo").
    'estimado estimada estimados estimadas cordial reciba ' +
    // Time words of every region.
    'realidad ahorita ahoritita recien ratito rato momento mañanita tarde tardes noche noches temprano madrugada mediodia anochecer amanecer finde fin semana ' +
    'lunes martes miercoles jueves viernes sabado domingo domingos sabados semanal diario diaria mensual anual ' +
    'consecutivos consecutivas seguido seguida seguidas ultimo ultima ultimos primera primer primero ' +
    // Judgements and wishes.
    'mejor peor mejores suave suaves fuerte intenso intensa facil dificil duro dura conviene convendria recomiendas ' +
    // Whether a thing touches another, and time that does not reach ("¿eso afecta en algo?", "si no alcanzo").
    'afecta afectan afectar afecto alcanzo alcanza alcanzar alcance tranqui tranquila tranquilo ' +
    // Giving a button a press, a greeting's size, and the order of weeks ("darle a listo", "la tercera semana").
    'significa significan significado orden darle darles dale grande segunda segundo tercera tercero tercer cuarta cuarto quinta quinto ' +
    'rapido rapida rapidos rapidas rapidamente despacio lentamente cortos cortas largo larga largos largas ' +
    'puro pura tuanis ' +
    // How one feels about training today, in every region.
    'flojera pereza fiaca desgana desganado desganada ganas animo bajoneado bajoneada ' +
    // And what one feels about buying, asking or the videos: "me da miedo pagar", "solo tengo
    // curiosidad, tranquilo", "quedé muerta de risa".
    'miedo verguenza curiosidad tranquilo tranquila risa risas inseguro insegura inseguros inseguras indeciso indecisa ' +
    'recomienda recomiendan recomendable aconsejas aconseja sirve sirven funciona importante normal posible ' +
    'obligatorio obligatoria opcional necesario necesaria ideal adecuado adecuada correcto correcta exactamente ' +
    // A story's verbs: what happened and what one tries.
    'adelantar adelantame adelanteme adelantarme cerre cerrar cerro volver vuelvo volvi regresar olvide cambie ' +
    'aguanta aguantar aguanto mantener mantengo sostener sostengo apunto apuntar empiezo empezar empece ' +
    'queja quejas quejarme reclamo reclamos reclamar reclamacion problema problemas ayuda duda dudas pregunta ' +
    'hotel hoteles parque gimnasio palabra palabras resumen mensaje mensajes extracto movimientos ' +
    'ejemplo ejemplos idea ideas consejo consejos tip tips recomendacion recomendaciones opcion opciones sugerencia ' +
    'nombre apellido empresa negocio razon social direccion datos ' +
    // The people of a member's life a story names, as regions call them ("el celu de mi ex", "mi vieja").
    'ex exnovio exnovia exesposo exesposa exmarido suegra suegro suegros cuñado cuñada cuñados primo prima primos ' +
    'abuelo abuela abuelos sobrino sobrina sobrinos nieto nieta nietos vieja viejo viejos roomie compa compas ' +
    'compañera compañeros vecino vecina vecinos nene nena nenes nenas peque peques jeva jevo jevita ' +
    'cuotas cuota plazos plazo mensualidad mensualidades recurrente recurrentes tienda compra comprar compras ' +
    'workout training gym gimnasio pesas mancuernas hiit bici bicicleta estatica eliptica spinning nadar natacion ' +
    // The commonest verbs of asking, doing and telling, as infinitives: their other forms share the stem.
    'solicitar pedir presentar enviar mandar recibir llegar consumir ingerir beber tomar comer vencer caducar ' +
    'adelantar explicar contar decir ayudar atender avisar informar indicar aclarar consultar preguntar responder ' +
    'contestar resolver arreglar solucionar funcionar servir aparecer desaparecer salir entrar abrir cerrar ' +
    'cargar bajar subir quitar sacar poner dejar seguir continuar parar terminar acabar empezar comenzar ' +
    'completar cumplir lograr conseguir intentar probar usar utilizar elegir escoger cambiar modificar activar ' +
    'desactivar configurar ajustar revisar comprobar verificar confirmar esperar tardar durar quedar faltar ' +
    'sobrar pasar ocurrir suceder notar sentir saber conocer entender recordar olvidar perder ganar mejorar ' +
    'aumentar reducir organizar planear planificar preparar hacer realizar practicar ejercitar moverse ' +
    'servicio servicios cliente clientes mail whatsapp telegram ' +
    'bizum oxxo paypal stripe transferencia mercadopago apple google pay efectivo ' +
    'levantar atrasar retrasar ponerse quedarse sentar acostar despertar apurar demorar ' +
    // When, how much and which, said any way.
    // How a body is held, and what is planned ahead ("la espalda recta", "con antelación", "prevista").
    'recta recto rectas rectos alineada alineado alineadas alineados antelacion anticipacion prevista previsto ' +
    'previstas previstos evitar previo previa vaina vainas varon varones store playstore appstore ' +
    // Where a part goes, the effort a day takes, and a scam complained of.
    'dentro adentro fuera afuera esfuerzo simplemente estafa estafas timo klk ' +
    // A hello of the Caribbean ("¡wepa!", Cuba's "¿qué bolá?").
    'wepa vola bola ' +
    // Where money is kept, told to hurt when a price is asked ("me duele el bolsillo").
    'bolsillo billetera ' +
    'pronto tarde temprano enseguida ya mitad medio media principio inicio comienzo final entero entera completo ' +
    'total unico unica unicos solamente doble triple varios varias cada otros paises ciudades tipo tipos clase clases'
  ).split(' '),
);

/**
 * Words that name another world even where the coach's own phrases use them: banks, clubs and
 * leagues, and the services people ask about elsewhere. A question that names one is about it.
 */
export const OTHER_WORLD_WORDS: ReadonlySet<string> = new Set(
  (
    'banco bancos cajero club clubes liga futbol partido partidos seleccion ' +
    'netflix spotify amazon duolingo instagram tiktok youtube facebook twitter uber rappi glovo steam playstation xbox ' +
    // Streaming and phone companies named as the subject of a sentence, where a capital tells nothing
    // ("Disney+ dice que mi tarjeta fue rechazada", "Telcel me mandó que mi plan se renueva").
    'disney hbo paramount crunchyroll vix telcel movistar entel tigo bitel digitel ' +
    // Other apps that keep a streak or a record of their own, and other networks.
    'strava snapchat wordle garmin fitbit myfitnesspal peloton pinterest twitch discord telegram reddit linkedin ' +
    // What went viral is a network's ("¿qué es esto del reto viral?").
    'viral virales ' +
    // Other programs: a spreadsheet's error or a game's crash is not the app's trouble.
    'excel powerpoint photoshop canva roblox minecraft fortnite chatgpt siri alexa gemini copilot openai ' +
    // A store of apps is another's, unless the app is got from it ("¿está en play store?").
    'play ' +
    'bitcoin cripto criptomoneda criptomonedas ethereum usdt btc binance acciones bolsa ' +
    // Bills, shopping, travel, transport, media and school: the worlds a price, a refund or a
    // schedule belongs to when it is not the challenge's.
    'luz gas alquiler renta hipoteca pedido pedidos paquete paquetes supermercado restaurante restaurant ' +
    'farmacia gasolinera gasolina aeropuerto vuelo vuelos reserva reservas pasaporte carnet licencia ' +
    'coche coches carro carros auto autos moto motos metro autobus taxi libro libros revista revistas periodico ' +
    'serie series pelicula peliculas temporada temporadas juego juegos videojuego videojuegos universidad facultad ' +
    'facu examen examenes jefe jefa tenencia predial impuesto impuestos multa multas seguro luz ' +
    // Sport watched: a club's results and competitions are another world's streaks and seasons.
    'victoria victorias derrota derrotas empate empates gol goles golazo campeonato campeonatos torneo torneos ' +
    'mundial champions estadio jugador jugadores goleador hinchas afición aficion ' +
    // Records and the games of others: how many push-ups a record holder or an Olympian did.
    'guinness olimpiadas olimpicos olimpico olimpica olimpicas ' +
    // What is on at the cinema, the theatre or a concert: "¿qué toca en el cine hoy?".
    'cine cines cartelera teatro concierto conciertos'
  ).split(' '),
);

/**
 * How a word sounds, for the misspellings that write a sound another way ("oy", "kalorias",
 * "sentadiya", "ase", "kuando", "bamos"): qu/k/c before a, o, u are one sound, so are c before e,
 * i with s and z, ll with y, b with v and g before e, i with j; h is silent and doubled letters one.
 */
/**
 * Devices, browsers and connections: the setting of a problem with the app or the account ("no me
 * abre en el celular"), but things one buys or configures elsewhere in any other question ("cuánto
 * cuesta un iphone", "la contraseña del wifi"). Watches, what casts to a television and what one
 * listens with are devices too ("¿funciona en el reloj?", "se oye bajito con audífonos").
 */
export const DEVICE_WORDS =
  /^(?:bateria\w*|memoria|almacenamiento|celular\w*|celu|cel|cell|smartphone|movil\w*|telefono\w*|tablet\w*|ipad|computador\w*|compu|ordenador\w*|portatil\w*|laptop|pc|iphone|android|samsung|xiaomi|huawei|motorola|navegador\w*|chrome|safari|firefox|edge|actualiz\w*|version|descarg\w*|instal\w*|reloj|smartwatch|watch|airplay|roku|firestick|consola|kindle|macbook|chromebook|audifonos|auriculares|airpods|bocina|bocinas|altavoz|altavoces|parlante|parlantes|bluetooth)$/;

/** A connection: the setting of a problem with the app, never of the account ("la contraseña del wifi"). */
export const CONNECTION_WORDS = /^(?:wifi|datos|internet|red|conexion|cobertura|4g|5g)$/;

export function soundOf(word: string): string {
  return word
    .replace(/ch/g, '#')
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/c(?=[ei])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/z/g, 's')
    .replace(/ll/g, 'y')
    .replace(/v/g, 'b')
    .replace(/h/g, '')
    .replace(/g(?=[ei])/g, 'j')
    .replace(/y$/, 'i')
    .replace(/#/g, 'ch')
    .replace(/(.)\1+/g, '$1');
}
