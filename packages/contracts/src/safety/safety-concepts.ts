/**
 * What makes a question a safety question, by meaning rather than by a word list (DECISIONS.md
 * "The coach's scope"): each concept is a set of Spanish patterns over the question as the coach
 * reads it (lower case, no accents, typos corrected, see `coach-reading.ts`): the stems of its
 * words with their inflections, synonyms and Spain / Latin American variants. A pattern that names
 * a symptom or condition does not count when it is negated ("no me duele", "no estoy embarazada").
 */
export type SafetyConcept =
  | 'pain'
  | 'dizziness'
  | 'fainting'
  | 'bleeding'
  | 'swelling'
  | 'numbness'
  | 'palpitations'
  | 'breathlessness'
  | 'weakness'
  | 'illness'
  | 'pregnancy'
  | 'heart'
  | 'diabetes'
  | 'injury'
  | 'surgery'
  | 'condition'
  | 'medication'
  | 'disordered-eating'
  | 'minor'
  | 'self-harm'
  | 'substances'
  | 'sleep'
  | 'accident'
  | 'older-age';

/**
 * The words of the concepts spelt right, for the reader to recognise them spelt by sound ("hasma",
 * "desmalle", "hinchason", "diavetica", "presion halta").
 */
export const SAFETY_WORDS = (
  'asma asmatica asmatico hinchazon hinchado hinchada desmaye desmayo desmayada desmayado diabetes diabetica ' +
  'diabetico embarazada embarazo hipertension hipertenso hipertensa presion alta opresion mareo mareada mareado ' +
  'vomito vomitos vomitar hernia cesarea hemorragia sangrado anticonceptivos ibuprofeno insulina lesion lesionada ' +
  'lesionado esguince tendinitis fractura desgarro taquicardia palpitaciones arritmia migraña jaqueca calambre ' +
  'calambres contractura inflamacion inflamada inflamado entumecida entumecido hormigueo fiebre epilepsia anemia ' +
  'artritis artrosis escoliosis colesterol tiroides cirugia operacion operada operado medicamento medicamentos ' +
  'pastillas tratamiento ' +
  // The words of self-harm, for a phone spelling to be read as them ("kitarme la vida", "suisidarme").
  'suicidio suicidarme suicidarse suicida quitarme morirme matarme autolesion'
).split(' ');

/** What shows a picture: a blurred one is its fault, not the sight's. */
const SCREEN = 'video|videos|pantalla|imagen|imagenes|tele|tv|television|televisor|app|aplicacion|foto|fotos|pagina';
/** A screen's loading spinner, by the names members give it. */
const SPINNER = 'ruedita|rueditas|rueda|circulito|circulo|bolita';
/** Turning round, of the head or the room, in the forms members use. */
const TURNS = '(?:da|de|dan|den|daba|daban|dio|dieron) vueltas';

/** `\b`-free word boundaries: the text is words separated by single spaces. */
const words = (source: string) => new RegExp(`(?:^| )(?:${source})(?= |$)`);

/** A part of the body, singular or plural, as members name it ("la panza", "los gemelos", "el hombro"). */
export const BODY_PARTS = [
  'abdomen',
  'panza',
  'barriga',
  'tripa',
  'vientre',
  'estomago',
  'espalda',
  'rodilla',
  'hombro',
  'cadera',
  'tobillo',
  'muñeca',
  'codo',
  'cuello',
  'columna',
  'pierna',
  'brazo',
  'mano',
  'pie',
  'dedo',
  'cabeza',
  'lumbar',
  'cervical',
  'gemelo',
  'pantorrilla',
  'muslo',
  'gluteo',
  'talon',
  'ingle',
  'pelvis',
  'costilla',
  'isquio',
  'cuadriceps',
  'tendon',
  'articulacion',
  'musculo',
  'nuca',
  'cintura',
  'antebrazo',
  'empeine',
  'pecho',
  'garganta',
  'costado',
  'ojo',
  'oido',
  'nariz',
  'mandibula',
  'hueso',
  'trapecio',
  'dorsal',
  'omoplato',
  'clavicula',
  'esternon',
  'riñon',
  'coxis',
  'sien',
  'frente',
  'planta',
  'axila',
  'encia',
  'rotula',
  'cara',
  'piel',
  'labio',
  'uña',
  'ovario',
  'muela',
  'diente',
  'oreja',
] as const;
/**
 * Regional names and the muscles and bones members name from the gym: "el mollero", "la canilla",
 * "el cuadril", "el pescuezo", "la paletilla", "los bíceps", "el psoas". Read in typed questions;
 * the offline recogniser's grammar keeps to the common names above (each word a grammar holds is
 * one more phrase a recording can be mistaken for).
 */
export const REGIONAL_BODY_PARTS = [
  'mollero',
  'molledo',
  'chamorro',
  'canilla',
  'choquezuela',
  'cuadril',
  'espinazo',
  'pescuezo',
  'cogote',
  'paletilla',
  'corva',
  'rabadilla',
  'nalga',
  'biceps',
  'triceps',
  'pectoral',
  'deltoides',
  'femoral',
  'aductor',
  'abductor',
  'psoas',
  'soleo',
  'isquiotibial',
  'tibia',
  'perone',
  'femur',
  'sacro',
  'escapula',
  'pulgar',
  'espinilla',
  'gamba',
  'manguito rotador',
] as const;
const BODY = `(?:${[...BODY_PARTS, ...REGIONAL_BODY_PARTS].map((part) => (/[aeiou]$/.test(part) ? `${part}s?` : `${part}(?:es)?`)).join('|')}|pies|talones|riñones|espalda baja|parte baja de la espalda|zona lumbar|boca del estomago)(?: izquierd[oa]s?| derech[oa]s?| de (?:la )?(?:izquierda|derecha))?`;
/** The muscles a member trains to be firm: "tengo el abdomen duro" is a result, not a stiffness. */
const FIRMED_ON_PURPOSE =
  '(?!(?:abdomen|abdominal|gluteo|nalga|pompi|pompa|biceps|triceps|pectoral|musculo|cuadriceps|deltoides)[\\wñ]*(?= |$))';
/** How much or how: "la rodilla muy mal", "el brazo como dormido", "la pierna medio entumecida". */
const DEGREE = '(?:(?:muy|bastante|super|re|bien|medio|un poco|algo|como|toda|todo|todavia|aun|otra vez|fatal de) )*';
/** A part's state told as lasting or left behind: "sigue", "quedó", "anda". */
const STILL_SO = '(?:(?:sigue|siguen|seguia|quedo|quedaron|se quedo|se quedaron|anda|andan) )?';
/**
 * A verb's forms of the third person in the present, the imperfect and the preterite, the ones a
 * member tells a symptom with ("me arde", "me ardía", "me ardió", "me arden", "me ardieron"). The
 * present's stem may change its vowel ("doler" → "duele", "tronar" → "truena"): `present` gives it.
 */
function thirdPersonForms(infinitive: string, present?: string): string[] {
  const stem = infinitive.slice(0, -2);
  const own = present ?? stem;
  const [presentSingular, presentPlural] = infinitive.endsWith('ar')
    ? [`${own}a`, `${own}an`]
    : [`${own}e`, `${own}en`];
  const past = infinitive.endsWith('ar')
    ? [`${stem}aba`, `${stem}aban`, `${stem}o`, `${stem}aron`]
    : [`${stem}ia`, `${stem}ian`, `${stem}io`, `${stem}ieron`];
  return [presentSingular, presentPlural, ...past];
}

/** Verbs of a part that hurts, with the changed stem of the present where Spanish changes it. */
const HURTING_INFINITIVES: ReadonlyArray<readonly [string, string?]> = [
  ['doler', 'duel'],
  ['arder'],
  ['quemar'],
  ['picar'],
  ['pinchar'],
  ['punzar'],
  ['tirar'],
  ['molestar'],
  ['latir'],
  ['palpitar'],
  ['crujir'],
  ['tronar', 'truen'],
  ['fallar'],
  ['resentir', 'resient'],
  ['trabar'],
  ['bloquear'],
  ['enganchar'],
  ['apretar', 'apriet'],
  ['oprimir'],
  ['presionar'],
  ['reventar', 'revient'],
  ['matar'],
  ['hinchar'],
  ['inflamar'],
  ['temblar', 'tiembl'],
  ['sangrar'],
  ['adormecer'],
  ['entumecer'],
  ['dormir', 'duerm'],
  ['acalambrar'],
  ['agarrotar'],
  ['torcer', 'tuerc'],
  ['zumbar'],
  ['pitar'],
  ['hormiguear'],
  ['calambrear'],
  ['chasquear'],
  ['descolocar'],
  ['entumir'],
  ['engarrotar'],
  ['botar'],
  ['zafar'],
  ['endurecer'],
];
/**
 * The gerund of a hurting verb, told with "estar", "andar", "seguir" ("me está doliendo", "me ta
 * doliendo", "me sigue molestando"); "dormir" and "resentir" change their vowel.
 */
const HURTING_GERUNDS = [
  ...HURTING_INFINITIVES.map(([infinitive]) =>
    infinitive.endsWith('ar') ? `${infinitive.slice(0, -2)}ando` : `${infinitive.slice(0, -2)}iendo`,
  ),
  'durmiendo',
  'resintiendo',
].join('|');
/** What goes between the pronoun and the gerund: "me está doliendo", "me ta doliendo", "se me anda durmiendo". */
const ONGOING = '(?:esta|estaba|ta|tá|anda|andaba|sigue|seguia|ha estado|va|iba|viene|venia|estuvo)';
/** A few past forms Spanish makes its own way ("se me durmió", "se resintió"). */
const HURTING_IRREGULAR = [
  'durmio',
  'durmieron',
  'resintio',
  'resintieron',
  'esta matando',
  'cuesta mover',
  'cuesta doblar',
  'cuesta estirar',
];
/**
 * What a part of the body does when it hurts, as members tell it, in the tenses they tell it in:
 * "me arde el pecho", "me pinchó el costado", "me tiraba el gemelo", "me tronó la rodilla".
 */
const HURTING_VERBS = [
  ...new Set([
    ...HURTING_INFINITIVES.flatMap(([infinitive, present]) => thirdPersonForms(infinitive, present)),
    ...HURTING_IRREGULAR,
  ]),
].join('|');
/** Feeling and noticing, in every tense and person a member tells a numb part with ("no sentí la mano"). */
const SENSING =
  '(?:(?:me |le |se )?(?:siento|sentia|senti|sintio|sentias|sentiste|sienta|siente|sienten|sentian|sintieron|noto|notaba|note|notas|notaste|nota|notan)|' +
  '(?:he|ha|habia) (?:sentido|notado)|(?:puedo|podia|pude|puede|podria) (?:sentir|notar|mover))';
/** How a swollen part looks, said plainly ("la rodilla inflada", "el tobillo como una pelota"). */
const SWOLLEN =
  '(?:inflad[oa]s?|hinchad[\\wñ]*|abultad[oa]s?|deformad[oa]s?|morad[oa]s?|amoratad[oa]s?|' +
  'como (?:un|una) (?:pelota|globo|bola|naranja|melon|pelotita)|(?:llen[oa]s?|como con) (?:de )?(?:agua|liquido)|con liquido|globos[oa]s?)';
/** How much, said between the verb and the part: "me tira mucho el cuello", "me duele horrible la espalda". */
const HOW_MUCH =
  '(?: (?:mucho|muchisimo|un monton|un montonazo|un mundo|una barbaridad|un huevo|un chingo|bastante|demasiado|fuerte|horrible|horrores|un poco|un poquito|siempre|todavia|aun|otra vez|de nuevo|a veces|cada vez))*';
/** Who a symptom happens to: the member, the one they speak to, or someone else ("le duele", "se le duerme"). */
const TO_WHOM = '(?:me|te|le|nos|les|se me|se te|se le|se nos|se les)';
/** A reading (the pressure, the sugar) told as out of range, plainly or colloquially ("por los suelos", "en el piso"). */
const READING_EXTREME =
  '(?:muy |super |re |bien )?(?:alt[oa]|baj[oa]|elevad[oa]|descontrolad[oa]|disparad[oa]|altisim[oa]|bajisim[oa]|loc[oa]|rar[oa])|' +
  '(?:por|en) (?:las nubes|los suelos|el suelo|el piso|el techo)|a tope|a mil|fatal';
/** Medicines by their brand names, as members of Spain and Latin America call them. */
const MEDICINE_BRANDS = [
  'rivotril|valium|xanax|tafil|lexotan|trankimazin|orfidal|stilnox|dormicum|ambien|lexapro|prozac|zoloft|paxil|cymbalta|' +
    'tylenol|advil|motrin|nolotil|enantyum|voltaren|dolex|buscapina|espidifen|frenadol|' +
    'cafinitrina|adalat|aldactone|lasix|seguril|plavix|xarelto|eliquis|lipitor|crestor|concor|' +
    'glucophage|januvia|jardiance|synthroid|symbicort|clarityne|aerius|concerta|' +
    // birth control, by the brands and devices it is asked by
    'yasmin|yasminelle|yaz|diane ?35|belara|microgynon|cerazette|mirena|implanon|nexplanon|nuvaring|jadelle|mesigyna|cyclofemina|depo ?provera',
].join('|');
/** The months, by which a birth is told ("salgo de cuentas en marzo", "el bebé nace en mayo"). */
const MONTHS_WORDS =
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
/** How long a pregnancy has gone, in words. */
const PREGNANCY_TIME =
  'un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|veinte|treinta|cuarenta';
/** Lacking, in every tense and region: "me falta", "me quedé sin", "me cuesta (un montón)", "no me entra". */
const LACKING =
  `(?:me|te|le|nos|les) (?:falta|faltaba|falto|falte|faltara|cuesta|costaba|costo|cueste)${HOW_MUCH}|falta de|poca|poco|sin|` +
  '(?:me|se|te|nos) (?:quedo|quede|quedaba|queda|quedamos) sin|' +
  '(?:no|casi no) (?:me|le|te|nos) (?:entra|entraba|alcanza|alcanzaba|llega|llegaba)|(?:no|casi no) (?:puedo|podia|pude|puede|podemos|pudo)|dificultad (?:para|al)|' +
  'problemas (?:para|al)';
/** Throwing up, as Spain and Latin America say it; "devolver" and "echar" only after an urge (money is given back too). */
const THROWING_UP_ALONE = 'potar|potando|guacare[\\wñ]*|buitre(?:ar|o|e|ando)|basquear|basqueo|volver el estomago';
const THROWING_UP = `vomitar|devolver|echar (?:la papa|la pota|todo|la comida)|lanzar|${THROWING_UP_ALONE}`;
/** Breath, as noun and verb. */
const BREATH = '(?:el |la )?(?:aire|aliento|respiracion|respirar|resuello|folgo|oxigeno)';
const THE = '(?:el |la |los |las |mi |mis |un |una )?';

/**
 * A health profession told as what someone is or works as ("mi hija es fisioterapeuta", "trabajo de
 * enfermera"): a job, not a treatment nor a specialist's orders.
 */
const PROFESSION_TOLD =
  '(?<!(?:^| )(?:es|soy|eres|sos|son|somos|trabaja de|trabajo de|trabaja como|trabajo como|estudia|estudio|estudiando) )';

/**
 * What may tell a work shift's length between the shift and where it is ("turno de noche", "guardia de
 * 24 horas", "turno doble"), and the hour one starts at ("entro a las 7 al hospital"): the member's
 * workplace, for the safety check here and for the coach's reading of a question.
 */
export const SHIFT_LENGTH =
  '(?: (?!en |del |de |al |con )[\\wñ]+| de (?:noche|dia|tarde|mañana|\\d+ horas|doce horas|veinticuatro horas)){0,3}';
export const STARTING_HOUR = '(?:hoy |mañana )?a las \\d{1,2}(?: de la (?:mañana|tarde|noche))?';

/**
 * Where the member (or someone) works or has a shift, told before the place: "trabajo en el
 * hospital", "soy enfermera en el Hospital Rebagliati", "tuve turno de noche en el hospital",
 * "trabajando de noche en el hospital", "trabajo en una farmacia": a workplace, not a stay nor a
 * treatment. (The place told after it is `WORKPLACE_AFTER`: "la farmacia donde trabajo".)
 */
const AT_WORK_IN =
  `(?<!(?:^| )(?:(?:turno|turnos|guardia|guardias|trabajo|trabaja|trabajando|trabajaba|trabajamos|chamba|laburo|curro)${SHIFT_LENGTH}|` +
  '(?:soy|es|sos|eres) (?:enfermer[oa]|medic[oa]|doctora?|camiller[oa]|cirujan[oa]|auxiliar|tecnic[oa]|celador[a]?|farmaceutic[oa]|recepcionista|administrativ[oa]|cociner[oa]|limpiador[a]?|vigilante|guardia)) ' +
  '(?:en|del|de|al|a) (?:el |un |una |la |mi )?)';
const WORKPLACE_AFTER = '(?! donde (?:trabajo|trabaja|trabajamos|laburo|curro|chambeo))';

/** Spoken ways of saying a body part is broken or damaged ("la espalda jodida", "la rodilla hecha polvo"). */
export const DAMAGED = [
  'jodid[oa]s?',
  'fastidiad[oa]s?',
  'reventad[oa]s?',
  'destrozad[oa]s?',
  'rot[oa]s?',
  'dañad[oa]s?',
  'cascad[oa]s?',
  'tocad[oa]s?',
  'pillad[oa]s?',
  'resentid[oa]s?',
  'trabad[oa]s?',
  'bloquead[oa]s?',
  'machacad[oa]s?',
  'baldad[oa]s?',
  'lastimad[oa]s?',
  'estropead[oa]s?',
  'averiad[oa]s?',
  'chingad[oa]s?',
  'madread[oa]s?',
  'hech[oa]s? (?:polvo|mierda|pure|trizas|pedazos|cisco|puré|un asco|bolsa)',
  // Rioplatense and others: "la rodilla a la miseria", "el hombro hecho moco", "la espalda molida".
  'a la miseria',
  'hech[oa]s? (?:moco|percha|pelota|pomada|bosta|leña|añicos)',
  'molid[oa]s?',
  'destruid[oa]s?',
  'deshech[oa]s?',
  // Burning told as fire: "me quedó la canilla ardiendo", "la rodilla en llamas".
  'ardiendo',
  'en llamas',
  'echando fuego',
];
const DAMAGED_WORDS = `(?:${DAMAGED.join('|')})`;

/** "Operar" in the forms a member tells an operation with, after its pronoun ("me opero", "se operó", "me operarán"). */
const OPERATED = [
  ...new Set([
    ...thirdPersonForms('operar'),
    'opero',
    'operas',
    'operamos',
    'opere',
    'operaste',
    'operare',
    'operara',
    'operaran',
    'operaria',
    'operarian',
    'operado',
  ]),
].join('|');
/** The verbs a coming or past operation is told with: "voy a operarme", "me tienen que operar", "acaban de operarla". */
const OPERATED_AUX =
  'voy|vas|va|vamos|van|iba|iban|tengo|tienes|tiene|tienen|tenia|tuve|tuvo|tuvieron|acabo|acaba|acaban|acabe|quiero|quiere|debo|debe|necesito|necesita|pienso|piensa|podria|pueden|puede|deberian|hay';

/**
 * Done to one, in any tense a member tells it with: "me sacaron", "me acaban de sacar", "me van a
 * quitar", "me han extraído", "me tienen que arrancar".
 */
const DONE_TO_ME = `me (?:(?:${OPERATED_AUX}|han|ha|habian|hayan) (?:a |que |de )?)?`;
/** Taking a part out (a tooth, a mole, an organ), in any form: "sacaron", "quitado", "extrajeron". */
const TAKE_OUT = 'sacar|quitar|extraer|arrancar|extirpar';
const TAKEN_OUT = '(?:sac|quit|extirp|arranc)[\\wñ]*|extra(?:e|en|er|jo|jeron|ido|ida|yendo)';
/** What a dentist or a dermatologist takes out. */
const PULLED =
  '(?:una|la|las|los|el|un|dos|tres|mi|mis|otra|otro) (?:muela|muelas|cordal|cordales|diente|dientes|lunar|lunares|verruga|verrugas)';

/** Seeing double, not a double charge seen on a statement ("veo un doble cobro"). */
const SEEN_DOUBLE = 'doble(?! (?:cobro|cargo|pago|debito|descuento|factura|cuenta|clic|click|precio)s?(?= |$))';

/** The ages of a minor, in figures and in words. */
const MINOR_AGE =
  '(?:[1-9]|1[0-7]|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciseis|diez y seis|diecisiete|diez y siete)';
/** The years of birth of a minor, from the year the coach runs in ("nací en 2011", "soy del 2009"). */
const THIS_YEAR = new Date().getUTCFullYear();
const MINOR_BIRTH_YEARS = Array.from({ length: 18 }, (_, index) => THIS_YEAR - index).join('|');
/** A teenager's age said without "años" ("tengo 15", "a los 13"). */
const TEEN_AGE = '(?:1[0-7]|diez|once|doce|trece|catorce|quince|dieciseis|diez y seis|diecisiete|diez y siete)';
/** What a bare number counts when it is not an age ("tengo 15 minutos", "a los 10 días"). */
const NOT_AGE =
  '(?! (?:dias?|semanas?|mes|meses|kilos?|kgs?|kg|libras?|minutos?|min|mins|segundos?|horas?|hs|calorias|kcal|veces|repeticiones|reps|series?|' +
  'rutinas?|ejercicios?|km|kilometros?|metros?|pasos|euros?|dolares|pesos|cm|centimetros?|litros?|puntos|sentadillas|flexiones|por ciento))';

/** What a figure after "de" prices, not ages: "el precio de 78", "un pago de 70", "el plan de 65". */
const PRICED =
  'precio|precios|costo|coste|valor|pago|pagos|cobro|cobros|cargo|cargos|cuota|cuotas|tarifa|monto|importe|plan|oferta|promo|promocion|paquete|descuento|suscripcion|membresia|factura|recibo|total';
/** The ages past which a body asks a doctor first (65 and over), in figures and in words. */
const OLDER_AGE =
  '(?:6[5-9]|[7-9]\\d|1[01]\\d|sesenta y (?:cinco|seis|siete|ocho|nueve)|(?:setenta|ochenta|noventa)(?: y (?:un|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve))?)';
/** An adult's age (18 to 99), in figures and in words: "mi hijo de 20 años", "mi hija de veinticinco". */
export const ADULT_AGE =
  '(?:1[89]|[2-9]\\d|dieciocho|diecinueve|diez y ocho|diez y nueve|veinte|veinti[\\wñ]+|(?:treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)(?: y (?:un|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve))?)';

/**
 * A bother said in courtesy, not felt: "disculpe la molestia", "perdón por las molestias", "si no es
 * molestia", "si te molesto".
 */
const NOT_A_BOTHER =
  '(?<!(?:disculp[\\wñ]*|perdon[\\wñ]*|perdone|perdona|lament[\\wñ]*) (?:por )?(?:la|las|tanta|tantas|esta|estas|mi|cualquier) )' +
  '(?<!siento (?:mucho )?(?:las|tantas) )(?<!si no (?:es|fuera|seria) (?:mucha |una |ninguna )?)(?<!(?:si|que|cuando|no quiero) (?:te|le|les|lo|la|los|las) )';

/**
 * What an idiom says hurts that is no part of the body: where money is kept, one's reflection, soul
 * or pride ("me duele el bolsillo", "me duele el espejo", "me duele el orgullo").
 */
const HURTS_AS_A_FIGURE = '(?:bolsillo|cartera|billetera|bolsa|monedero|espejo|alma|orgullo|ego)';
/**
 * What drops for the member without them falling: a connection, a device, a call ("se me cayó el
 * internet", "se me cayó el celular", "se me cayó la llamada"); a weight that falls on them stays a
 * blow ("se me cayó la mancuerna en el pie").
 */
const DROPPED_NOT_FALLEN = `(?:internet|wifi|red|señal|conexion|sistema|pagina|app|aplicacion|sesion|luz|llamada|video|celular|cel|celu|telefono|movil|tablet|compu)(?! (?:encima|sobre|en (?:el|la|los|las|mi|mis) ${BODY}(?= |$)))`;

/**
 * What a figure of speech says the heart beats for or a fright comes from ("el corazón a mil de la
 * emoción", "casi me da un infarto de lo bueno que se ve"): a feeling, not a symptom.
 */
const A_FEELING =
  '(?:la |tanta |tanto )?(?:emocion|felicidad|alegria|ganas|orgullo|gusto|risa|lo (?:bueno|lindo|bonito|barato|rico))';

/** A doctor said not to be what the member looks for ("no busco un médico, solo curiosidad"). */
const NOT_SOUGHT =
  '(?<!(?:no|ni) (?:busco|necesito|quiero|pido|estoy buscando|te pido|te estoy pidiendo) (?:un |una |a un |a una )?)';

/** Who may sign a member up or tell them something, by kin or by what they are to them. */
const RELATIVE =
  '(?:hermana|hermano|mama|mami|papa|papi|esposa|esposo|marido|mujer|novia|novio|amiga|amigo|hija|hijo|jefe|jefa|prima|primo|tia|tio|suegra|suegro|cuñada|cuñado|compañera|compañero)';

/**
 * A doctor another is taken to, not the member's own ("mañana llevo a mi mamá al doctor", "tengo que
 * acompañar a mi abuelo al médico"): an errand of the member's day.
 */
const ANOTHER_TAKEN = `(?<!(?:llevar|llevo|lleve|llevamos|acompañar|acompaño|acompañe|acompañamos)(?: a)? (?:(?:mi|su|mis|sus|la|el|los|las) )?(?:${RELATIVE}|abuela|abuelo|abuelita|abuelito|nena|nene|niña|niño|bebe)s? (?:al|a la|con el|con la|donde el|donde la) )`;

/**
 * A fright told as what would happen ("me daría un soponcio"; "si me cobran otra vez" is read after
 * it), or one a price gave ("el precio me dio un infarto", "el total casi me da un patatús").
 */
const WOULD_GIVE = `(?<!(?:daria|darian) (?:un |una )?)(?<!(?:${PRICED}) (?:(?:me|casi|por poco|ya|te|le) )*(?:dio|da|daba|dan|dieron|va a dar) (?:un |una )?)`;

/**
 * What a thing that is no body is said to have: "mi celular está enfermo", "la app anda enferma".
 */
const A_THING_UNWELL =
  '(?<!(?:celular|cel|telefono|movil|app|aplicacion|compu|computadora|ordenador|portatil|laptop|tablet|internet|wifi|tele|television) (?:esta|anda|se puso|se ha puesto|sigue|parece) )';

/** A fever for something one loves ("tengo fiebre de reto", "la fiebre del sábado"): a passion, not a temperature. */
const A_FEVER_FOR =
  '(?! (?:de|del) (?:reto|retos|racha|ejercicio|entrenar|entreno|gym|gimnasio|compras|sabado|futbol|mundial|emilio)(?= |$))';

/** A syndrome that names a mood: "el síndrome del domingo", "el síndrome del impostor". */
const A_MOOD_SYNDROME = '(?! (?:del|de la) (?:domingo|lunes|impostor|fin de semana|vacaciones|hoja en blanco)(?= |$))';

/** The heart in a figure of loss and of love: "se me rompió el corazón", "mi corazón ya es tuyo". */
const HEART_BROKEN =
  '(?<!(?:rompio|rompe|rompieron|rompiste|partio|parte|partieron|partiste|robo|robaste|robaron) (?:el |mi )?)';
const HEART_GIVEN = '(?! (?:ya )?es (?:tuyo|suyo|vuestro|de [\\wñ]+)(?= |$))';

/** An allergy told of an exercise or a habit: "soy alérgico a las sentadillas jaja", "alérgica a madrugar". */
const ALLERGIC_TO_EXERCISE =
  '(?! (?:a|al) (?:los |las |el |la )?(?:lunes|madrugar|ejercicio|ejercicios|gym|gimnasio|correr|cardio|sentadillas?|burpees?|burpis|planchas?|abdominales|zancadas|flexiones|estocadas|lagartijas)(?= |$))';

/** A medicine for the soul or the mind, told of the challenge: "es mi medicina para el alma". */
const A_MEDICINE_FOR_THE_SOUL = '(?! (?:para|del|de) (?:el |la |mi |tu )?(?:alma|espiritu|mente)(?= |$))';

/**
 * A headache felt, not a thing of the app or of paying said to be one ("este login es un dolor de
 * cabeza", "el dolor de cabeza de decidir"); "lo que tengo es un dolor de cabeza horrible" is felt.
 */
const HEADACHE_FELT =
  '(?<!(?:login|app|aplicacion|pagina|web|contraseña|clave|pago|pagar|esto|eso|entrar|registrarme|registrarse|hora|horario) (?:es|son|fue|era|sera|ha sido|esta siendo) (?:un |todo un )?)dolor de cabeza(?! de (?:decidir|elegir|escoger)(?= |$))(?= |$)';

/**
 * What follows a symptom that makes it a feeling or laughter's ("me tiemblan las manos de la
 * emoción", "enfermo de la emoción", "me quedé sin aire de tanto reírme"), within a few words.
 */
const OF_A_FEELING = new RegExp(
  '^(?: [\\wñ]+){0,3}? de (?:(?:la |tanta |pura )?(?:emocion|felicidad|alegria|risa|orgullo)|tanto (?:reir[\\wñ]*|carcajear[\\wñ]*)|reir[\\wñ]*|carcajadas?)(?= |$)',
);

/** Patterns that a negation in front of them cancels ("no me duele", "nunca tuve una lesión"). */
/**
 * Not followed by a kind of food: what "no como" leaves out by choice ("no como carne", "casi no como
 * harinas") is a diet; without one ("no como", "no como desde ayer") it is a meal skipped.
 */
const NOT_A_FOOD_LEFT_OUT =
  '(?! (?:carne|carnes|carne roja|pescado|pescados|pollo|cerdo|puerco|chancho|res|mariscos|gluten|lacteos|leche|huevo|huevos|' +
  'azucar|dulces|harina|harinas|pan|frituras|fritos|picante|cebolla|ajo|soja|soya|comida chatarra|comida rapida|procesados|' +
  'ultraprocesados|nada de origen animal|productos animales|nada animal)(?= |$))';

const NEGATABLE: Readonly<Partial<Record<SafetyConcept, RegExp>>> = {
  // Alcohol, drugs, tobacco, stimulants and steroids, taken or being quit ("anoche me pasé de copas",
  // "estoy dejando de fumar", "me tomo tres monster al día", "me estoy pinchando testosterona").
  substances: words(
    'alcohol[\\wñ]*|borrach[\\wñ]*|resaca|resacos[oa]|cruda|crudo de|guayabo|guayabad[oa]|chuchaqui|ratonead[oa]|me pase de copas|' +
      '(?:\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|diez) (?:cervezas|copas|tragos|chelas|birras|cubatas|vinos)|' +
      // Drink taken before or while training: "con un par de copas de vino encima", "unas chelas encima".
      '(?:copas?|cervezas?|tragos?|chelas?|birras?|cubatas?|vinos?|whisky|tequila|ron)(?: de [\\wñ]+)? encima|(?:un par de|unas|unos|varias|varios) (?:copas|cervezas|tragos|chelas|birras|cubatas|vinos)|' +
      '(?:bebo|tomo|chupo) (?:mucho|bastante|demasiado|todos los dias|a diario)|' +
      'marihuana|porros?|cannabis|coca(?:ina)?(?! cola| light| zero)|me meti (?:coca|algo|una raya|rayas|pastillas?)|rayas de|extasis|mdma|tusi|(?<!como (?:una |la )?)drogas?|' +
      // Taking drugs told by its verb ("me drogo los fines de semana"; not "la droguería").
      '(?<!como (?:una |la )?)drog(?:o|ue|as|a|amos|an|arme|arse|ado|ada|ados|adas|ando|andome|aba|aban)|' +
      'fumo|fumar|fumando|fume|fumador[\\wñ]*|fuma|cigarr[\\wñ]*|tabaco|vapeo|vapear|vapeando|nicotina|' +
      '(?:tomo|me tomo|bebo|tomar|tomando|\\d+|dos|tres|cuatro|cinco) (?:monster|red ?bull|redbull|bebidas energeticas|energeticas|energizantes)|bebidas? energetic[\\wñ]*|energizante[\\wñ]*|' +
      'pre ?entreno|pre workout|preworkout|anabolic[\\wñ]*|esteroide[\\wñ]*|testosterona|trembolona|me (?:estoy )?pinch[\\wñ]* (?:testosterona|esteroides|algo)|pinchando(?:me)? testosterona|' +
      'drunk|hangover|weed|cocaine|smoking|steroids|' +
      // Drunk by Spain's and Mexico's words, and the stronger drugs by name.
      '(?:pill[\\wñ]*|agarr[\\wñ]*|me puse|ponerme|traigo|llevo) (?:un |una |tremend[oa] |buen[oa] )?(?:pedo|peda|pedal|cogorza|melopea|moña|borrachera|pea|rasca|curda)|cogorza|melopea|' +
      // "crack" and "speed" only as taken: a "crack" is also a form of address.
      '(?:fumo|fume|fumando|consumo|consumi|probe|me meto|me meti|meto|meti|tomo|me tomo|me tome) (?:crack|speed)|anfetamin[\\wñ]*|metanfetamin[\\wñ]*|ketamina|keta|lsd|hongos alucinogenos|popper[\\wñ]*|heroina|clembuterol|oxandrolona|estanozolol|winstrol',
  ),
  // A fall, a blow or an accident just had ("me resbalé en la escalera", "me chocó un carro ayer").
  accident: words(
    // (What dropped for the member is no fall: "se me cayó el internet", "se me cayó el celular".)
    'me resbal[\\wñ]*|resbalon[\\wñ]*|cai de (?:espaldas|boca|cara|lado|rodillas|sentadera|nalgas|culo)|me (?:cai|he caido)|' +
      `me (?:cayo|cayeron)(?! (?:el|la|los|las|mi|mis) ${DROPPED_NOT_FALLEN}(?= |$))|` +
      'me (?:choco|chocaron|atropell[\\wñ]*|arroll[\\wñ]*)|(?<!por |sin querer )accidente[\\wñ]*(?! de (?:pago|la app|cuenta))|' +
      'me (?:pego|pegaron|dio|dieron) (?:un|una) (?:pelotazo|balonazo|golpe|golpazo|patada|puñetazo|codazo|cabezazo)|' +
      '(?:pelota|balon|puerta|pesa|mancuerna) (?:me dio|me pego|en (?:el|la) (?:cara|ojo|cabeza|nariz|boca))',
  ),
  pain: words(
    // (What hurts one's pocket is a price: "me duele el bolsillo solo de pensarlo".)
    `duel[ea]n?(?! (?:el |la |mi )?${HURTS_AS_A_FIGURE}(?= |$))|duelen|lumbar[\\wñ]*|cervicales|dolio(?! (?:el |la |mi )?${HURTS_AS_A_FIGURE}(?= |$))|dolian|doler(?! (?:el |la |mi )?${HURTS_AS_A_FIGURE}(?= |$))|dolor(?! de cabeza(?= |$))[\\wñ]*|${HEADACHE_FELT}|dolid[oa]s?|adolorid[\\wñ]*|adolid[\\wñ]*|lumbalgi[\\wñ]*|cervicalgi[\\wñ]*|` +
      'ciatic[\\wñ]*|piquete[\\wñ]*|migrañ[\\wñ]*|jaquec[\\wñ]*|cefale[\\wñ]*|' +
      NOT_A_BOTHER +
      // (A thing that annoys is no pain: "me llegan cinco notificaciones iguales, es un poco molesto".)
      '(?:molesti[\\wñ]*|(?<!(?:es|son|resulta|resultan|un poco|algo|bastante|muy) )molest[ao]n?)|calambr[\\wñ]*|contractur[\\wñ]*|tiron[\\wñ]*|' +
      'punzad[\\wñ]*|pinchaz[\\wñ]*|pincha|pinchan|ardor|escoz[\\wñ]*|crujen?|truena|acalambr[\\wñ]*|agarrotad[\\wñ]*|rampa|rampas|' +
      'dolorcit[\\wñ]*|dolencia[\\wñ]*|malestar[\\wñ]*|sobrecarga[\\wñ]*|quemazon|pinchacit[\\wñ]*|flato|puntada[\\wñ]*|agujeta[\\wñ]*|' +
      // A part that is not right, or that one has in a bad way: "la rodilla no está bien", "tengo mal el hombro".
      `${THE}${BODY} (?:no (?:esta|anda|va|me responde) bien|no responde)|(?:tengo|traigo|ando con|llevo) mal ${THE}${BODY}|` +
      `(?:clic|click|chasquido|crujido)s? (?:en|de) ${THE}${BODY}|` +
      // Any part of the body with any hurting verb, either order ("me arde el pecho", "el costado me pincha").
      `${TO_WHOM} (?:${HURTING_VERBS})${HOW_MUCH} ${THE}${DEGREE}${BODY}|` +
      `${TO_WHOM} ${ONGOING} (?:${HURTING_GERUNDS})${HOW_MUCH} ${THE}${DEGREE}${BODY}|${THE}${BODY} ${TO_WHOM} ${ONGOING} (?:${HURTING_GERUNDS})|` +
      // Something lodged in a part: "un nudo en el pecho", "una punzada en la espalda", "peso en el pecho".
      `(?:nudo|peso|presion|opresion|pinchazo|punzada|piedra|bola|tension) en ${THE}${DEGREE}${BODY}|` +
      `${THE}${BODY} ${TO_WHOM} (?:${HURTING_VERBS})|` +
      // Stiff, told as how one has it: "tengo el cogote duro", "amanecí con el cuello tieso".
      `(?:tengo|traigo|ando con|amaneci con|me levante con|se me (?:puso|pone|quedo|queda)) ${THE}${FIRMED_ON_PURPOSE}${BODY} ${DEGREE}(?:dur[oa]s?|ties[oa]s?|rigid[oa]s?)|` +
      // A part told to be in a bad way: "tengo la espalda baja fatal", "la rodilla muy mal".
      // (Still so, or left so: "el hombro sigue resentido del press", "la rodilla quedó fatal".)
      `${BODY} ${STILL_SO}${DEGREE}(?:fatal|fatales|mal|malita|malito|regular|hecha polvo|hecho polvo|que no puedo|que me muero|resentid[oa]s?|cargad[oa]s?|sobrecargad[oa]s?|` +
      // Stiff: "el cuello tieso", "la espalda rígida", "la pierna engarrotada".
      `ties[oa]s?|rigid[oa]s?|engarrotad[oa]s?|contracturad[oa]s?|agarrotad[oa]s?|duro como (?:una )?piedra|que me mata|que me esta matando|que me revienta|que no aguanto)|torticolis|tortícolis|lumbago`,
  ),
  dizziness: words(
    // (Not a dizzy duck, one's clumsiness: "parezco pato mareado".)
    'mareo[\\wñ]*|(?<!pato )marea[dnrs]?[\\wñ]*|maree|mareé|mare(?:it|ic|ad?it)[oa]s?|vertig[\\wñ]*|vahid[\\wñ]*|aturdid[\\wñ]*|' +
      `se (?:me|te|le) nubl[\\wñ]*|vista nublad[\\wñ]*|nubl[\\wñ]* la vista|veo (?:todo |como )?(?:borroso|negro|blanco|oscuro|${SEEN_DOUBLE}|nublado|puntos|puntitos|estrellas|estrellitas|lucecitas|chispitas|manchas)|(?:vista|vision) (?:se (?:me|te|le) )?(?:pone|puso|queda|quedo|vuelve|volvio) (?:[\\wñ]+ )?(?:borros|nublad|negr|blanc|oscur)[\\wñ]*|` +
      // Turning pale, unless what turns is a screen ("la pantalla se pone toda blanca").
      `(?:me|(?<!(?:${SCREEN})(?: (?:del|de la|de mi) [\\wñ]+)? )se) (?:pongo|puso|pone|ponen|ponian|ponia|quedo|quedan) (?:todo |toda |bien |muy )?(?:blanc|palid|amarill|verde|morad|azul|gris)[\\wñ]*|` +
      'se me (?:va|mueve|hunde) el (?:piso|suelo)|zumb[\\wñ]* (?:los |el |mis )?oidos?|pitido[\\wñ]* en (?:los|el) oidos?|acufeno[\\wñ]*|tinnitus|' +
      'sin vista|perdi la vista|(?:se )?(?:me|te|le) (?:fue|va|iba|apago|apaga|oscurecio|oscurece|corto|borro) la (?:vista|vision)|(?:me quede|quedarme) ciega?o?|se me va la cabeza|da vueltas la cabeza|' +
      'la cabeza me da vueltas|nausea[\\wñ]*|' +
      // The urge to throw up, by every region's verb: "ganas de devolver", "a punto de potar".
      `(?:ganas|ganitas|a punto|sensacion|casi) de (?:${THROWING_UP})|(?:${THROWING_UP_ALONE})|` +
      'arcada[\\wñ]*|basca[\\wñ]*|(?:tengo|me dan|me da) ascos?|estomago revuelto|revuelto el estomago',
  ),
  fainting: words(
    'desmay[\\wñ]*|desvaneci[\\wñ]*|desvanezco|lipotimi[\\wñ]*|perdi el conocimiento|perder el conocimiento|casi me caigo|' +
      'me caigo redond[\\wñ]*|se (?:me|te|le) (?:fue|va|iba|ha ido|apaga|apago) la luz|' +
      // Going, felt from inside: "sentí que me iba", "creí que me moría" (not "me muero de
      // hambre", nor the weight going forward in a squat: "siento que me voy para adelante").
      '(?:senti|sentia|siento|crei|creia|pense|note) (?:como )?que me (?:(?:iba|voy)(?! (?:para|pa|hacia) (?:adelante|delante|alante|atras|un lado|los lados)(?= |$))|moria|muero|caia)' +
      '(?! de (?:hambre|risa|sueño|ganas|calor|frio|aburrimiento|verguenza|envidia|amor)| a (?:dormir|comer|ir|quedar|poner)(?= |$))',
  ),
  bleeding: words(
    // (Sweating blood is working hard: "sudé sangre con los burpees".)
    '(?<!sud(?:e|o|a|amos|ando|ar|aste|aron) )sangr[\\wñ]*|hemorragi[\\wñ]*|moreton[\\wñ]*|hematom[\\wñ]*|moretead[oa]s?|magullad[oa]s?|amoratad[oa]s?',
  ),
  swelling: words(
    'hinchad[\\wñ]*|hinchazon[\\wñ]*|hincho|hincharon|hinchando|hincharse|hinchandose|se (?:me|te|le|nos) hinch[\\wñ]*|' +
      'inflam[\\wñ]*|desinflam[\\wñ]*|edema[\\wñ]*|moreton[\\wñ]*|moraton[\\wñ]*|moretes?|hematom[\\wñ]*|chichon[\\wñ]*|derrame[\\wñ]*|' +
      'golpe[\\wñ]* en ' +
      THE +
      BODY +
      '|(?:bult|bolit|protuberanc|quiste|ganglio|nodulo)[\\wñ]* en ' +
      THE +
      BODY +
      '|' +
      BODY +
      ' (?:morad[oa]s?|amoratad[oa]s?|hinchad[oa]s?|inflamad[oa]s?|caliente)|' +
      // "el tobillo se me puso gordo", "la rodilla la tengo inflada", "tengo inflado el pie".
      `${BODY}(?: [a-zñü]+){0,3} ${SWOLLEN}|(?:inflad|hinchad)[oa]s? ${THE}${BODY}|` +
      // A lump come up, told without its place: "me sale un bultito cuando hago abdominales".
      '(?:me|te|le|se me|se le) (?:sale|salen|salio|salieron|ha salido|han salido|aparecio|aparece|ha aparecido) (?:un|una|unos|unas) (?:bult|bolit|protuberanc|quiste|ganglio|nodulo)[\\wñ]*|' +
      // One found, told without its place: "tengo un quiste", "me encontraron un nódulo".
      '(?:tengo|tiene|tenia|me (?:encontraron|detectaron|vieron|han encontrado|han visto)) (?:un|una|unos|unas) (?:quiste|nodulo|bulto|bultito|bolita)s?|' +
      // Grown fat all of a sudden: a part that has swollen, not a figure ("se me puso gordo el tobillo").
      `${BODY} se (?:me|te|le) (?:puso|pone|ha puesto|quedo|queda|esta poniendo) gord[\\wñ]*|se (?:me|te|le) (?:puso|ha puesto) gord[\\wñ]* ${THE}${BODY}`,
  ),
  numbness: words(
    // (In the subjunctive too: "¿es normal que se me duerma la mano?".)
    'entumec[\\wñ]*|entumid[\\wñ]*|adormec[\\wñ]*|adormecid[\\wñ]*|hormigue[\\wñ]*|se me duerme[\\wñ]*|se me duerma[\\wñ]*|se me durmi[oó][\\wñ]*|' +
      'se me duermen|se me duerman|dormid[oa] (?:el|la|los|las) [\\wñ]+|no siento (?:el|la|los|las|mi|mis) [\\wñ]+|sin sensibilidad|cosquilleo|' +
      // (Not a cool head: "lo planeo todo con la cabeza fría".)
      '(?!cabeza fria(?= |$))' +
      BODY +
      ' ' +
      DEGREE +
      '(?:dormid[oa]s?|entumecid[oa]s?|entumid[oa]s?|adormecid[oa]s?|acorchad[oa]s?|muert[oa]s?|sin fuerza|sin sensibilidad|insensible|raro|rara|pesad[oa]s?|frio|fria|helad[oa]s?|floj[oa]s?|debil(?:es)?|torpes?)|' +
      // Pins and needles, ants, electricity: "como agujas en los dedos", "corriente por el brazo".
      '(?:agujas|agujitas|alfileres|hormigas|hormiguitas|corriente|corrientazo|descarga|descargas|electricidad|calambrazo) (?:en|por) ' +
      THE +
      DEGREE +
      BODY +
      '|' +
      'se (?:me|te|le) (?:duerme|durmio|duermen|durmieron|adormece|adormecio|entumece|entumecio|acorcha|acorcho) ' +
      THE +
      BODY +
      '|' +
      'hormigue[\\wñ]*|hormiguit[\\wñ]*|cosquill[\\wñ]* en ' +
      THE +
      BODY +
      '|pinchazos en ' +
      THE +
      BODY +
      '|parestesi[\\wñ]*|' +
      '(?:perdi|pierdo|perdida de|falta de|poca|no tengo) (?:la )?sensibilidad|no ' +
      SENSING +
      ' (?:bien |casi |del todo |nada )?' +
      THE +
      BODY +
      '|acorchad[\\wñ]*',
  ),
  palpitations: words(
    `palpitaci[\\wñ]*|taquicardi[\\wñ]*|arritmi[\\wñ]*|extrasistole[\\wñ]*|bradicardi[\\wñ]*|fibrilacion[\\wñ]*|(?:el )?corazon (?:me )?(?:late|va|palpita|se acelera|acelerado|a mil|se me sale)[\\wñ]*(?! de ${A_FEELING}(?= |$))|` +
      'latidos|pulso (?:muy )?(?:alto|acelerado|rapido)',
  ),
  // Every way of lacking (me falta, sin, me cuesta, no me entra…) with every word for breath.
  breathlessness: words(
    `(?:${LACKING}) (?:${BREATH})|me ahog[\\wñ]*|ahogo|me asfixi[\\wñ]*|asfixi[\\wñ]*|disnea|` +
      // Breath that leaves, runs out or is cut: "se me va el aire", "se me acaba el aliento", "se me corta la respiración".
      `(?:se )?(?:me|te|le|nos|les) (?:va|iba|fue|va yendo|acaba|acababa|acabo|termina|terminaba|corta|cortaba|corto|escapa|escapaba|agota|agotaba|agoto) ${BREATH}|` +
      'respiro (?:mal|con dificultad|entrecortad[\\wñ]*|muy rapido)|se (?:me|te|le) cierra (?:el pecho|la garganta)|pecho cerrado|garganta cerrada|me agit[\\wñ]* (?:mucho|muchisimo|demasiado|enseguida|rapidisimo|un monton|horrible)|jade[\\wñ]* mucho',
  ),
  weakness: words(
    'debil[\\wñ]*|debilidad|sin fuerza[\\wñ]*|sin energia|flojer[\\wñ]* en (?:el|la|los|las) [\\wñ]+|flojo todo el dia|' +
      // Trembling told in the subjunctive or of the whole body: "¿es normal que me tiemble todo el cuerpo?".
      'me tiembla[\\wñ]*|me tiemble[\\wñ]*|(?:me|le|te) (?:tiembla|tiemble|tiemblan|tiemblen|temblaba|temblo) (?:todo el cuerpo|el cuerpo|todo)|temblor[\\wñ]*|agotad[oa] (?:todo|siempre)|exhaust[\\wñ]*|extenuad[\\wñ]*|fatiga extrema|me siento mal|' +
      'me encuentro mal|sin fuerzas',
  ),
  illness: words(
    // (A nurse, nursing: a profession told, not an illness: "trabajo de enfermera".)
    // A voice lost, and an emptiness felt all the time: "me quedé sin voz", "me siento vacía siempre".
    'afoni[\\wñ]*|(?:me quede|estoy|ando|quede) sin voz|perdi la voz|(?:me siento|me sentia|me he sentido|siento) (?:muy )?vaci[oa] (?:todo el tiempo|siempre|por dentro|todos los dias)|' +
      `${A_THING_UNWELL}enferm(?!er[oa]s?(?= |$)|eria(?= |$))[\\wñ]*|fiebre${A_FEVER_FOR}|gripe|` +
      'resfri[\\wñ]*|constipad[\\wñ]*|catarro|tos|tosiendo|covid[\\wñ]*|infeccion[\\wñ]*|anemi[\\wñ]*|cancer|quimio[\\wñ]*|radioterap[\\wñ]*|oncolog[\\wñ]*|tiroid[\\wñ]*|hipotiroid[\\wñ]*|' +
      'hipertiroid[\\wñ]*|epileps[\\wñ]*|epileptic[\\wñ]*|convulsion[\\wñ]*|asma[\\wñ]*|asmatic[\\wñ]*|artritis|artrosis|osteopor[\\wñ]*|' +
      'fibromialgi[\\wñ]*|escoliosis|colesterol|hipertens[\\wñ]*|hipotens[\\wñ]*|presion (?:alta|baja|arterial)|' +
      'tension (?:alta|baja|arterial)|renal[\\wñ]*|rinon[\\wñ]*|riñon[\\wñ]*|higado|hepat[\\wñ]*|lupus|artritis|ansiedad|depresion|' +
      'recuperand[\\wñ]* de|' +
      `(?:la )?(?:tension|presion) (?:[\\wñ]+ )?(?:${READING_EXTREME}|arterial)|` +
      // Names of illnesses by their medical endings (gastritis, artrosis, neuralgia, neuropatía…).
      '[\\wñ]{2,}itis|[\\wñ]{3,}(?<!dos|hipn|metamorf|simbi)osis|[\\wñ]{3,}(?<!nost)algia|(?:neuro|cardio|mio|nefro|retino|osteo|artro|encefalo)pati[\\wñ]*|' +
      '[\\wñ]*(?:leuc|gluc|lipid|colesterol|an)emia|(?:carcin|sarc|mi|lip|glauc|fibr|mel|ateroma)oma[\\wñ]*|' +
      'colon|gastri[\\wñ]*|reflujo|ulcera[\\wñ]*|celiac[\\wñ]*|crohn|endometriosis|poliquistic[\\wñ]*|apnea|vih|sida|ictus|' +
      'trombo[\\wñ]*|embolia|varices|hernia[\\wñ]*|prolapso|incontinencia|menopausia|osteopeni[\\wñ]*|' +
      `alergi[\\wñ]*${ALLERGIC_TO_EXERCISE}|intolerancia|` +
      '(?:tengo|tiene|padezco|sufro de|me dio|ataque de|crisis de) gota|' +
      // Not the app's /diagnostic page ("la página de diagnóstico no me sirvió").
      '(?<!(?:pagina|pantalla|herramienta|seccion|enlace|link) (?:de |del )?)diagnostic(?! |$)[\\wñ]*|me detectaron|cronic[oa]s?|' +
      `sindrome${A_MOOD_SYNDROME}|` +
      'padezco|padeci|sufro de|tratamiento|convalec[\\wñ]*|' +
      // The defences down, and illnesses of the lungs and the immune system by name.
      'defensas (?:muy |super |bien )?(?:bajas|baja|por los suelos|debiles)|inmun[\\wñ]*|autoinmun[\\wñ]*|neumoni[\\wñ]*|pulmonia|tuberculosis|' +
      'hipertens[\\wñ]*|hipotens[\\wñ]*|ansios[oa]|deprimid[oa]|' +
      // The mind's and the skin's conditions by name: "tengo burnout", "soy bipolar", "tengo psoriasis".
      // Nothing wanted for weeks or months: "no me dan ganas de nada hace meses".
      '(?:(?:no (?:me )?(?:dan|da|tengo|siento))|sin) ganas de nada (?:hace|desde hace|en|durante) (?:semanas|meses|un mes|dias|mucho)|' +
      'burnout|burn out|bipolar[\\wñ]*|psiquiatr[\\wñ]*|psoriasis|eccema|eczema|rosacea|' +
      // Infections and the airways' troubles by name: "tengo herpes zóster", "me dio un broncoespasmo".
      'broncoespasm[\\wñ]*|herpes|zoster|culebrilla|varicela|sarampion|paperas|dengue|zika|chikungunya|malaria|mononucleosis',
  ),
  pregnancy: words(
    // "estoy de 20 semanas", "voy de cinco meses": a pregnancy told by its time; and the midwife.
    `estoy de (?:\\d+|${PREGNANCY_TIME}) (?:semana|semanas|mes|meses)|matrona|partera|comadrona|obstetra|` +
      // "Voy de" a time the challenge does not have (it lasts four weeks), not of the challenge itself.
      `(?:voy|ando|va|anda) de (?:[5-9]|[1-3]\\d|4[0-2]) semanas|(?:voy|ando|va|anda) de (?:[1-9]|${PREGNANCY_TIME}) (?:mes|meses)` +
      '(?! (?:en|del?|con) (?:el )?(?:reto|programa|challenge|plan|gym|gimnasio)| entrenando| haciendo)|' +
      // Or by the belly's time: "tengo una barriguita de 5 meses", "con una panza de seis meses".
      `(?:barriga|barriguita|panza|pancita|tripa|tripita|bombo|barrigon|pancita) de (?:\\d+|${PREGNANCY_TIME}) (?:semana|semanas|mes|meses)|` +
      // A week the challenge does not have (it lasts four): "voy en la semana 20", "ando por la semana 12".
      '(?:voy|estoy|ando|va|esta|anda|vamos|estamos) (?:en|por) (?:la )?semana (?:[5-9]|[1-3]\\d|4[0-2])(?= |$)(?! (?:del?|en el) (?:reto|programa|plan|challenge|curso|trabajo|gym|gimnasio))|' +
      // A late period, told plainly: "tengo un retraso de dos semanas", "se me atrasó la regla".
      '(?:tengo|llevo|traigo|con) (?:un )?retraso(?: de (?:\\d+|un|una|dos|tres|cuatro|cinco|seis|diez|quince) (?:dias|dia|semanas|semana))?(?= |$)(?! (?:en|con|de|del|para) )|' +
      'retraso (?:de|en) (?:la )?(?:regla|menstruacion|periodo)|(?:se me |me )?(?:atras|retras)[\\wñ]* (?:la regla|el periodo|la menstruacion)|(?:regla|periodo|menstruacion) (?:atrasad|retrasad)[oa]|' +
      // ("En cinta" only as one is: "corriendo en vez de en cinta" is the treadmill.)
      'embaraz[\\wñ]*|embaras[\\wñ]*|encinta|(?:estoy|esta|estaba|quede|quedo|salio|sali) en cinta|gestacion|gestante|preñada|esperando (?:un|una|mi) (?:bebe|hij[oa])|' +
      // The babies told as news or on their way ("nos enteramos que vienen gemelos"; not the calves a routine brings).
      'que (?:vienen|viene) (?:gemelos|mellizos|trillizos)|(?:bebe|bebes|bebito|bebita|gemelos|mellizos|trillizos|un hijo|una hija|otro hijo|otra hija) en camino|' +
      // Breastfeeding by any of its verbs and words: "lactando", "dando de lactar", "doy la teta".
      'posparto|postparto|post parto|pos parto|puerperi[\\wñ]*|cesare[\\wñ]*|lacta[\\wñ]*|amamant[\\wñ]*|' +
      '(?:dando|dar|doy|da|daba) (?:el |la )?(?:pecho|teta|tetita|chichi)|(?:dando|dar|doy|da|daba) de (?:mamar|lactar)|dar a luz|di a luz|tuve (?:un|una|a mi|mi) (?:bebe|hij[oa]|parto)|parí|' +
      // (A birth, not laughter: "me parto de risa con los videos" breaks only with laughing.)
      'dio a luz|doy a luz|dare a luz|(?<!(?:^| )(?:me|te|se|nos) )parto[\\wñ]*|(?:me|te|se|nos) parto(?! de (?:la )?risa(?= |$))|parir|pari|pario|pariste|recien parid[oa]|parida|diastasis|suelo pelvico|' +
      '(?:tuve|tener|tenido|tengo|tuvimos|tuvo) (?:a )?(?:mi |mis |un |una |el |la |los )?(?:bebe|bebes|bebito|bebita|beba|bb|nene|nena|gemelos|mellizos|hij[oa]|parto|cesarea)|' +
      '(?:nacio|nacieron|nacimiento de) (?:mi |mis |el |la )?(?:bebe|bebes|bebito|bebita|beba|hij[oa]|gemelos|mellizos|nene|nena)|' +
      '(?:mi|el) (?:bebe|bebito|bebita|beba) (?:nacio|tiene|de) (?:\\d+|un|una|dos|tres|cuatro|cinco|seis) (?:dias|dia|semanas|semana|meses|mes)|' +
      '(?:acaba|acaban|acabo|acabar) de nacer|nacer (?:mi |mis )(?:bebe|bebes|bebito|bebita|beba|hij[oa]|gemelos|mellizos|nene|nena)|recien nacid[oa]s?|cuarentena (?:del|despues del|tras el) parto|despues del parto|despues de parir|despues de dar a luz|lactancia',
  ),
  heart: words(
    // (Not the heart set on something: "tengo el corazón puesto en este reto".)
    `${HEART_BROKEN}corazon${HEART_GIVEN}(?! (?:puesto|roto|partido|contento|feliz|alegre|lleno|de oro|en la mano)(?= |$))(?! (?:a mil|acelerado|latiendo) de ${A_FEELING}(?= |$))|cardiac[\\wñ]*|cardiopat[\\wñ]*|cardiolog[\\wñ]*|cardiovascular[\\wñ]*|` +
      `${WOULD_GIVE}infart[\\wñ]*(?! (?:si|de ${A_FEELING})(?= |$))|marcapasos|soplo|angina[\\wñ]*|` +
      'insuficiencia cardiaca|coronari[\\wñ]*',
  ),
  diabetes: words(
    'diabet[\\wñ]*|glucosa|glucemia|' +
      `azucar (?:(?:[\\wñ]+ )?(?:${READING_EXTREME})|en (?:la )?sangre)|` +
      '(?:nivel|niveles) de azucar|hipogluc[\\wñ]*|hipergluc[\\wñ]*|prediabet[\\wñ]*|' +
      '(?:bajon|bajada|subidon|subida|baja|bajo) (?:de|del) azucar|insulinoresist[\\wñ]*|resistencia a la insulina',
  ),
  injury: words(
    'lesion[\\wñ]*|lesiona[\\wñ]*|lesione|lastim[\\wñ]*|torci[\\wñ]*|torcedura|esguinc[\\wñ]*|tendin[\\wñ]*|bursitis|fractur[\\wñ]*|' +
      'rotura|me rompi|me he roto|desgarr[\\wñ]*|' +
      BODY +
      ' ' +
      DAMAGED_WORDS +
      '|' +
      DAMAGED_WORDS +
      ' (?:de |del |de la |de las |de los )?' +
      THE +
      BODY +
      '|' +
      '(?:me|se me|te|se te|le|se le) (?:jodi|jodio|fastidie|fastidio|revente|reviento|revento|rompi|rompio|daño|dañe|lastime|lastimo|resenti|resintio|pille|pillo|cargue|tire|tiro|chingue|chingo) ' +
      THE +
      BODY +
      '|' +
      '(?:me|se me|te|le) (?:hice|hizo|he hecho|ha hecho) mal ' +
      THE +
      BODY +
      '|' +
      'me (?:he|ha) (?:jodido|fastidiado|reventado|roto|dañado|lastimado|resentido|pillado) ' +
      THE +
      BODY +
      '|' +
      // A joint felt loose or unstable: "siento la rodilla como suelta", "tengo el tobillo inestable".
      `${SENSING} ${THE}${BODY} ${DEGREE}(?:suelt[oa]s?|inestables?|descolgad[oa]s?|fuera de (?:su )?lugar)|(?:tengo|traigo|ando con|llevo) ${THE}${BODY} ${DEGREE}(?:suelt[oa]s?|inestables?)` +
      '|luxaci[\\wñ]*|dislocad[\\wñ]*|menisco[\\wñ]*|ligament[\\wñ]*|hernia[\\wñ]*|' +
      'golpe fuerte|me cai|me caí|contusion[\\wñ]*|latigazo|fascitis|condromalacia|protesis|' +
      // The foot's own conditions: bunions, a heel spur, flat feet.
      'juanete[\\wñ]*|hallux|espolon[\\wñ]*|pies? plan[oa]s?',
  ),
  surgery: words(
    'cirugi[\\wñ]*|quirurg[\\wñ]*|quirofano|operaron|me opere|me operé|me van a operar|operad[oa]s?|operacion de [\\wñ]+|postoperatori[\\wñ]*|' +
      'intervencion quirurgica|me intervinieron|puntos de sutura|cicatriz reciente|' +
      'posoperatori[\\wñ]*|post operatori[\\wñ]*|postop[\\wñ]*|recien operad[oa]s?|me (?:operan|operaran|van a operar|tienen que operar|tuvieron que operar)|' +
      '(?:acaban|acaba|acabo) de operar[\\wñ]*|operarme|operarte|operarse|me opero|lo operaron|la operaron|intervenid[oa]s?|intervinieron|' +
      '(?:me hicieron|me van a hacer|me hacen|me hizo|tuve|tengo|tras|desde|despues de|despues de la|de) (?:una |la |mi |el |un )?(?:operacion|operaciones|cirugia|intervencion|cesarea|laparoscopia|transplante|trasplante)|' +
      'operacion (?:de|en) ' +
      THE +
      BODY +
      '|operacion (?:de|en) (?:[\\wñ]+ )?(?:abdomen|vesicula|apendice|hernia|menisco|ligamento|rodilla|columna|corazon)|' +
      'sutura[\\wñ]*|puntos (?:de|en) ' +
      THE +
      BODY +
      '|me (?:(?:han|habian|acaban de|van a) )?(?:dieron|pusieron|quitaron|sacaron|cosieron|dado|puesto|quitado|sacado|cosido|dar|poner|quitar|sacar|coser) (?:los |unos |\\d+ )?puntos|' +
      'cicatriz[\\wñ]* (?:reciente|fresca|nueva|de la operacion|de la cesarea)|grapas|laparoscop[\\wñ]*|apendicectom[\\wñ]*|colecistectom[\\wñ]*|' +
      'abdominoplasti[\\wñ]*|liposuc[\\wñ]*|lipoescultura|bypass gastrico|manga gastrica|artroscopi[\\wñ]*|ligadura|' +
      // Being operated on, in any person and tense ("me voy a operar", "se operó", "nos operan").
      `(?:me|te|se|nos|lo|la|le|los|las) (?:${OPERATED})|(?:${OPERATED_AUX}) (?:a |que |de )?operar(?:me|te|se|nos|lo|la|le)|` +
      `(?:me|te|se|nos|lo|la|le) (?:${OPERATED_AUX}) (?:a |que |de )?operar|` +
      // Cosmetic surgery by its short names, and any surgery by its medical ending (rinoplastia, vasectomía).
      'lipo|lipos|bichectom[\\wñ]*|[\\wñ]+plastia|[\\wñ]+ectomia|[\\wñ]+pexia|cirugia (?:estetica|plastica)|cirugias (?:esteticas|plasticas)|' +
      '(?:implantes?|protesis) (?:de |en )?(?:(?:los |las |el |la )?(?:pecho|pechos|senos|mamas|gluteos|busto|pompis|nalgas))|' +
      'aumento de (?:pecho|senos|busto|gluteos|mamas|pompis)|me (?:hice|hicieron|arreglaron|opere) (?:la|las|los|el) (?:nariz|bubis|lolas|pechos|senos|chichis|pompas|gluteos|parpados|orejas|abdomen|panza|papada)',
  ),
  condition: words(
    `condicion medica|problema de salud|problemas de salud|patologi[\\wñ]*|discapacidad|discapacitad[oa]s?|sindrome${A_MOOD_SYNDROME}|` +
      // Moving with help, a limb lost or shorter, paralysis.
      'silla de ruedas|andador|andadera|paraplej[\\wñ]*|tetraplej[\\wñ]*|hemipleji[\\wñ]*|paralisis|paralizad[oa]s?|amputad[oa]s?|amputacion|' +
      '(?:pierna|brazo) (?:[\\wñ]+ )?mas cort[oa]|dismetria|renguera|cojera|' +
      // Fits told by what they do: "me dan crisis y me sacudo entera".
      '(?:me|le|te) (?:dan|da|daban|daba|dio|dieron|vienen|viene|venian) (?:unas |una |como )?crisis|me sacud[\\wñ]* (?:entera|entero|toda|todo)|sacudidas? (?:por|en) todo el cuerpo',
  ),
  medication: words(
    // (A doctor told as someone's job is no treatment; a medicine told is: "¿es medicina?".)
    `${PROFESSION_TOLD}${NOT_SOUGHT}${ANOTHER_TAKEN}medic[oa]s?(?= |$)|medic(?![oa]s?(?= |$))[\\wñ]*${A_MEDICINE_FOR_THE_SOUL}|${PROFESSION_TOLD}${AT_WORK_IN}farmac[\\wñ]*${WORKPLACE_AFTER}|pastill[\\wñ]*|` +
      'pildor[\\wñ]*|capsula[\\wñ]*|comprimid[\\wñ]*|jarabe|inyecci[\\wñ]*|inyect[\\wñ]*|infiltr[\\wñ]*|' +
      'ozempic|wegovy|saxenda|mounjaro|zepbound|rybelsus|trulicity|dulaglutid[\\wñ]*|orlistat|xenical|fentermin[\\wñ]*|phentermine|' +
      'topiramat[\\wñ]*|sibutramin[\\wñ]*|contrave|naltrexon[\\wñ]*|bupropion|acxion|redotex|garcinia|quemagrasa[\\wñ]*|semaglut[\\wñ]*|liraglut[\\wñ]*|tirzepat[\\wñ]*|metformin[\\wñ]*|insulin[\\wñ]*|' +
      'antibiotic[\\wñ]*|antidepres[\\wñ]*|ansiolitic[\\wñ]*|antiinflamat[\\wñ]*|ibuprofen[\\wñ]*|paracetamol|aspirina|' +
      'anticoncep[\\wñ]*|levotirox[\\wñ]*|eutirox|sertralin[\\wñ]*|fluoxetin[\\wñ]*|clonazepam|alprazolam|esteroid[\\wñ]*|' +
      `anabolic[\\wñ]*|corticoid[\\wñ]*|diuretic[\\wñ]*|quemador[\\wñ]* de grasa|tratamiento|${PROFESSION_TOLD}${NOT_SOUGHT}${ANOTHER_TAKEN}(?:doctor[\\wñ]*|doctora|fisio[\\wñ]*)|` +
      // Any specialist whose orders a member repeats: "el traumatólogo me dijo que no corra" (not one's
      // relative's job: "mi mamá es nutrióloga").
      `${PROFESSION_TOLD}(?:cardiolog[\\wñ]*|endocrin[\\wñ]*|nutriolog[\\wñ]*|ginecolog[\\wñ]*|` +
      'traumatolog[\\wñ]*|ortoped[\\wñ]*|neurolog[\\wñ]*|reumatolog[\\wñ]*|neumolog[\\wñ]*|oncolog[\\wñ]*|urolog[\\wñ]*|kinesiolog[\\wñ]*|' +
      'gastroenterolog[\\wñ]*|nefrolog[\\wñ]*|hematolog[\\wñ]*|obstetr[\\wñ]*|pediatr[\\wñ]*|psiquiatr[\\wñ]*|psicolog[\\wñ]*|psicoterapeut[\\wñ]*|terapeuta|quiropract[\\wñ]*|osteopat[\\wñ]*)|' +
      // Drug classes ("anticoagulantes", "antihistamínicos", "betabloqueantes") and the stems of
      // international drug names (enalapril, losartán, atenolol, atorvastatina, omeprazol, …).
      'anti[\\wñ]+(?:ante|antes|ico|icos|ica|icas|ivo|ivos|orio|orios)|beta ?bloq[\\wñ]*|estatina[\\wñ]*|hormona[\\wñ]*|' +
      'anticoagul[\\wñ]*|sintrom|heparina|warfarin[\\wñ]*|vacun[\\wñ]*|' +
      // The brands members name their medicines by, in Spain and Latin America: sedatives and sleeping
      // pills, painkillers, antidepressants, heart, pressure, sugar and thyroid medicines.
      `${MEDICINE_BRANDS}|` +
      // More international names by their class's ending: nitrates (nitroglicerina, dinitrato),
      // calcium blockers (amlodipino), diuretics (furosemida), sleeping pills (zolpidem, zopiclona),
      // antihistamines (loratadina, cetirizina), anticoagulants (rivaroxabán, enoxaparina), bone
      // medicines (alendronato), migraine medicines (sumatriptán).
      'pastis|anfetas|benzos|(?:tomo|toma|tomas|tomando|tomar|estoy con|me dan|me dieron|me recetaron) (?:el )?litio|valpro[\\wñ]*|[\\wñ]+(?:tiapina|zapina|zepina)|[\\wñ]+peridona|[\\wñ]+trigina|[\\wñ]+gabalina|gabapentin[\\wñ]*|' +
      '[\\wñ]+glicerina|[\\wñ]+nitrato|[\\wñ]+dipino|[\\wñ]+dipina|[\\wñ]+semida|[\\wñ]+pidem|[\\wñ]+piclona|[\\wñ]+tadina|[\\wñ]+tirizina|[\\wñ]+xaban|[\\wñ]+parina|[\\wñ]+dronato|[\\wñ]+triptan|' +
      '[\\wñ]+(?:pril|sartan|olol|statina|prazol|azepam|zolam|xetina|pram|cilina|micina|floxacino|glutida|gliflozina|gliptina|tiazida)',
  ),
};

/**
 * More of each class, as members of Spain and Latin America say it: the sight going dark, the
 * pressure dropping, metal in a bone, a pulled muscle in Mexico, a pregnancy "de encargo" in Spain.
 */
const WIDER: Readonly<Partial<Record<SafetyConcept, RegExp>>> = {
  // Blood sugar told by its reading: "tengo 180 de azúcar después de comer".
  diabetes: words(
    '(?:tengo|tenia|tuve|me dio|me salio|me marco|me marca|ando con|ando en|estoy en|estoy con|amaneci con|llegue a|subi a) \\d{2,3} de (?:azucar|glucosa|glicemia|glucemia)',
  ),
  // A period too long or with clots: "la regla me dura 12 días y con cuajos".
  bleeding: words(
    '(?:la regla|el periodo|la menstruacion|mi regla|mi periodo) (?:me )?(?:dura|duro|duraba) (?:[\\wñ]+ )?(?:[89]|1\\d|2\\d|ocho|nueve|diez|once|doce|trece|catorce|quince|veinte) dias|cuajos|coagulos',
  ),
  // Numb or swollen, said in English: "my hand is numb", "tingling", "swollen ankle".
  numbness: words(
    'numb|numbness|tingling|tingly|pins and needles|' +
      // The signs of a stroke told plainly: "se me pone la boca de lado", "se me traba la lengua".
      '(?:boca|cara|labio|labios|sonrisa|ojo|parpado) (?:[\\wñ]+ )?(?:de lado|torcid[oa]s?|chuec[oa]s?|caid[oa]s?|ladead[oa]s?)|' +
      'se (?:me|le|te) (?:tuerce|torcio|cae|cayo|duerme|durmio|paraliza|paralizo) (?:la boca|la cara|el labio|media cara|medio lado|un lado(?: de la cara| del cuerpo)?)|' +
      'se (?:me|le|te) (?:traba|trabo|enreda|enredo) la lengua|no (?:me )?(?:salen|salian|salieron) las palabras|arrastro las palabras|(?:hablo|hablaba|hable) (?:raro|rarisimo|como borrach[oa])|' +
      // A part turning a colour with the cold or the effort: "se me ponen los dedos blancos", "los pies morados".
      `(?:se )?(?:me|le|te) (?:pone|ponen|puso|pusieron|quedan|quedaron|vuelven|volvieron) ${THE}${BODY} (?:muy |bien |todo |toda )?(?:blanc|morad|azul|amorat|gris|negr)[\\wñ]*|` +
      // A current or a shock that runs along the body: "como una corriente eléctrica que me baja por la nalga".
      '(?:corriente|corrientazo|descarga|calambrazo)s?(?: electrica)? (?:que )?(?:me|le|te) (?:baja|bajaba|bajo|sube|subia|subio|recorre|recorria|recorrio|pasa|pasaba|paso|corre|corria|llega|llegaba|atraviesa|atravesaba)' +
      `(?: [\\wñ]+){0,2} (?:(?:por|hasta|en|a) )?(?:todo |toda )?${THE}${DEGREE}${BODY}`,
  ),
  swelling: words(
    'swollen|swelling|' +
      // Swollen by an image: "se me pusieron los pies como globos", "el tobillo como una pelota".
      `${BODY} (?:[\\wñ]+ ){0,2}como (?:un |una |unos |unas |de )?(?:globos?|pelotas?|bolas?|melon(?:es)?|sandias?|tamal(?:es)?|morcillas?|salchichas?|panes|pan|elefante|patas de elefante|botas?)`,
  ),
  illness: words(
    // The gut loose or upset, in members' words: "la barriga suelta", "suelto del estómago", "el estómago descompuesto".
    '(?:barriga|panza|tripa|estomago|vientre|pancita|guata) (?:[\\wñ]+ )?(?:suelt[oa]|descompuest[oa]|flojit?[oa]|revuelt[oa]|mal)|' +
      '(?:suelt[oa]|descompuest[oa]|flojit?[oa]) (?:del |de la |de )?(?:barriga|panza|tripa|estomago|vientre|guata)|churrias|cagalera|cagadera|' +
      // The height's sickness, and the illnesses of folk medicine: "tengo soroche", "me dio un aire", "un pasmo".
      'soroche|sorojchi|apunad[oa]|apunamiento|mal de (?:altura|montaña|puna)|' +
      // Food that will not go down, and weight lost without trying: "me cuesta tragar", "bajé mucho de
      // peso sin querer" (weight lost on purpose is the challenge's own goal).
      '(?:me cuesta|no puedo|dificultad para|problemas para|me duele al|me ahogo al) tragar(?= |$)|se me (?:atora|atasca|queda atorada) la comida|' +
      '(?:baj|perd|adelgac|adelgaz)[\\wñ]*(?: [\\wñ]+){0,2} (?:de peso|peso|kilos|kg)(?: [\\wñ]+){0,3} sin (?:querer|quererlo|buscarlo|proponermelo|razon|motivo|explicacion)(?= |$)|' +
      '(?:me|te|le|nos) (?:dio|da|pego|pega|agarro|agarra|entro|entra) (?:un |el |mal )?(?:aire|mal aire|pasmo|empacho|mal de ojo|espanto)(?= |$)|' +
      // The change of life and its signs: "bochornos", "sofocos", "sudo muchísimo de noche".
      'bochorno[\\wñ]*|sofoco[\\wñ]*|sudores? nocturnos?|sud[\\wñ]* (?:[\\wñ]+ )?(?:de|en la|por la|por las) noche[\\wñ]*|climaterio|perimenopausi[\\wñ]*|' +
      // Leaking when jumping, and the kidneys and the gall bladder: "se me escapa el pipí", "cálculos en la vesícula".
      'se (?:me|le|te) (?:escapa|escape|escapo|sale|salga|salgan|salio) (?:el |la |un poco de |unas gotas de )?(?:pipi|pis|orina|chis)|(?:perdidas?|escapes?) de orina|me (?:hago pipi|orino) (?:al|cuando|encima)|' +
      'hemodialisis|dialisis|calculos? (?:en |de )?(?:la |el |los )?(?:vesicula|riñon|riñones|rinon|biliares|renales)|piedras? en (?:la |el |los )?(?:vesicula|riñon|riñones|rinon)|' +
      '(?:hemoglobina|hierro|potasio|sodio|vitamina d|vitamina b12|b12) (?:[\\wñ]+ )?(?:baj[oa]|alt[oa]|(?:en|de|a) \\d+)|cpap|bipap|concentrador de oxigeno|tanque de oxigeno|' +
      // Illnesses of the nerves and the brain, and those called by a name: "mi abuelo tiene parkinson".
      'parkinson[\\wñ]*|alzheimer[\\wñ]*|demencia[\\wñ]*|distrofia[\\wñ]*|hemofili[\\wñ]*|hidrocefali[\\wñ]*|epoc|acv|avc|hashimoto|addison|cushing|' +
      'raynaud|marfan|huntington|guillain[\\wñ]*|ehlers|tourette|sjogren|meniere|' +
      // A reading left high or low, said small or after the verb: "me quedó bajita el azúcar", "ando baja de azúcar".
      '(?:me|se me|te|se te|le|se le) (?:quedo|queda|quedaba|puso|pone|ponia|anda|andaba|esta|estaba|estuvo) (?:muy |bien |super |re |medio )?' +
      '(?:alt|baj)(?:[oa]|it[oa]|isim[oa]) (?:la |el )?(?:presion|tension|azucar|glucosa|glucemia)|' +
      '(?:ando|estoy|estaba|quede|me quede|me puse|me siento|amaneci) (?:muy |bien |super |re |medio )?(?:alt|baj)(?:[oa]|it[oa]|isim[oa]) de (?:azucar|presion|tension|glucosa)|' +
      '(?:presion|tension|azucar|glucosa|glucemia) (?:[\\wñ]+ )?(?:alti|baji)t[oa]|' +
      // A reading of the body that changes: "se me sube la presión", "se le baja el azúcar".
      '(?:se )?(?:me|te|le|nos|les) (?:sube|subia|subio|baja|bajaba|bajo|dispara|disparaba|disparo|descontrola|descontrolo|desploma|desplomo) ' +
      '(?:la |el |mucho la |mucho el )?(?:presion|tension|glucosa|azucar|glucemia)|' +
      // Tests and their results: "me salieron los triglicéridos altos", "me hicieron un electro y salió raro".
      'trigliceridos|acido urico|creatinina|transaminasas|plaquetas|ferritina|hemoglobina (?:baja|alta)|electrocardiograma|electro|holter|' +
      'resonancia|tomografia|biopsia|prueba de esfuerzo|ecocardiograma|' +
      // A test the doctor sent the member to: "me mandaron a hacerme el eco", "me tienen que hacer análisis".
      '(?:hacerme|me hicieron|me van a hacer|me tienen que hacer|me mandaron a hacer|me pidieron) (?:[\\wñ]+ ){0,2}(?:eco|ecografia|analisis|estudios|electro|placas?|radiografias?)(?= |$)|' +
      '(?:analisis|estudios|examenes|laboratorios|pruebas|radiografia|placa|eco|ecografia)(?: [\\wñ]+){0,3} (?:salio|salieron|dio|dieron|sale|salen|salian) (?:[\\wñ]+ )?(?:alt|baj|rar|mal|anormal|positiv|alterad|feo|fea)[\\wñ]*|' +
      '(?:salio|salieron|dio|dieron) (?:[\\wñ]+ ){0,3}(?:alt|baj|alterad|anormal)[\\wñ]* en (?:los|el|las|la|mis|mi) (?:analisis|estudios|examenes|laboratorios|pruebas)|' +
      // The hospital: admitted, discharged, the emergency room, an ambulance; not the member's
      // workplace ("me cambiaron el turno en el hospital", "trabajo en el hospital", "tuve turno de
      // noche en el hospital", "hago guardia de 24 horas en el hospital", "entro a las 7 al hospital").
      // Nor where a colleague or a boss works ("mi compañera del hospital", "la jefa del hospital").
      `${AT_WORK_IN}(?<!(?:^| )(?:compañer[oa]s?|colegas?|jef[ea]s?) (?:del|de (?:el|un|mi)) )(?<!(?:^| )entro ${STARTING_HOUR} al )hospital[\\wñ]*${WORKPLACE_AFTER}|` +
      'internad[oa]s?|me (?:internaron|van a internar|tienen internad[oa])|(?:me|le|te) (?:internan|internaron)|urgencias|sala de emergencias|terapia intensiva|cuidados intensivos|uci|' +
      // (A relative who signed the member up gives no discharge: "mi hermana me dio de alta".)
      `(?<!(?:${RELATIVE}|ella|el) (?:ya )?)(?:me|le|te|nos) (?:dieron|dio|van a dar|dan) (?:de )?(?:el )?alta(?! (?:en|de) (?:la app|la aplicacion|el reto|la pagina|la web|la plataforma|el sistema))|ambulancia|` +
      // A reading told as a figure: "tengo la presión en 160", "la glucosa a 250", "el pulso en 180".
      '(?:presion|tension|glucosa|azucar|glucemia|pulso|pulsaciones|frecuencia cardiaca) (?:[\\wñ]+ )?(?:en|de|a|sobre|por encima de) \\d{2,3}(?= |$)|' +
      // Where it went, told with a verb of going: "la presión se me fue a 18", "el azúcar me llegó a 300".
      '(?:presion|tension|glucosa|azucar|glucemia|pulso|pulsaciones) (?:se )?(?:me |le |te )?(?:fue|iba|subio|bajo|llego|disparo|marco|marcaba) (?:hasta |a |en )?\\d{1,3}(?= |$)|' +
      // The gut and the water works, in members' words: heartburn, diarrhoea, burning when passing water.
      // The skin reacting, and common illnesses as Latin America names them.
      // Attacks and crises, heat and thirst taken too far, a heavy period, conditions by their initials.
      '(?:tengo|padezco|sufro de|me detectaron|me salio) (?:el |la )?azucar(?! (?:en|para|de|con) )(?= |$)|' +
      '(?:ataque|ataques|crisis) (?:de )?(?:panico|ansiedad|asma|tos|epilepsia|nervios)|panico|' +
      'golpe de calor|insola[\\wñ]*|insole|me deshidrat[\\wñ]*|deshidratad[oa]s?|deshidratacion|' +
      'regla (?:muy |super |bien )?(?:fuerte|abundante|dolorosa|larga)|(?:regla|reglas|periodo|periodos|menstruacion|menstruaciones) irregular[\\wñ]*|' +
      // Bleeding out of its rhythm: "me vino la regla dos veces este mes".
      '(?:me (?:vino|bajo|llego)|tuve) (?:la regla|el periodo|la menstruacion) (?:dos|tres|\\d+) veces|sangrado (?:muy )?(?:abundante|fuerte)|colicos menstruales|' +
      'sop|sopq|ovarios? poliquistic[\\wñ]*|morbid[oa]|' +
      // Feeling ill in colloquial Spanish: "me siento aguadito", "ando malito", "el cuerpo cortado", fever.
      '(?:me siento|ando|estoy|amaneci|me levante) (?:bien |muy |medio |super |toda |todo )?(?:aguadit[oa]|guang[oa]|malit[oa]|pachuch[oa]|chung[oa]|de la patada|del nabo|flojit[oa]|debilucho|debilucha|sin fuerzas)(?= |$)|' +
      '(?:me siento|ando|estoy) (?:bien |muy )?jodid[oa](?= |$)|cuerpo cortado|escalofrio[\\wñ]*|tengo (?:temperatura|calentura|fiebre)' +
      A_FEVER_FOR +
      '|' +
      'ronchas|urticaria|salpullido|sarpullido|erupcion[\\wñ]*|comezon|me pica todo el cuerpo|gripa|calentura|influenza|dengue|' +
      // Or worse than "mal": "ando fatal de la espalda", "estoy hecha polvo de las rodillas".
      `(?:estoy|ando|me puse|me he puesto|me siento) (?:muy |bien |medio |un poco )?(?:mal(?:[oa]s?)?|fatal|pesim[oa]|horrible|regular|hech[oa] polvo|destrozad[oa]|reventad[oa]|molid[oa]) (?:del|de la|de los|de las|de) ${BODY}|` +
      '(?:estoy|ando|me he puesto) (?:muy |bien |medio |un poco )?mal[oa](?= |$)(?! (?:de (?:dinero|tiempo|plata|animo)))|' +
      'agruras|acidez|indigestion|diarrea[\\wñ]*|estreñimiento|estrenimiento|estreñid[oa]|gastroenteritis|colitis|' +
      // Bowels that have not moved for days, and a belly gone hard: "llevo 3 días sin evacuar".
      '(?:llevo|paso|pase|van|voy|tengo|ando)(?: [\\wñ]+){0,3} (?:sin|que no|que no puedo) (?:evacuar|ir al baño|hacer del dos|hacer popo|hacer caca|cagar|obrar)|' +
      // (Held, not wished for: "quiero el abdomen duro" is a goal.)
      '(?:con|tengo|siento|traigo|se me puso|se me pone) (?:el |la )?(?:vientre|barriga|panza|estomago|tripa) (?:muy |bien |super |todo |toda )?(?:dur[oa]|durisim[oa]|como una piedra)|' +
      'orin[\\wñ]* (?:con )?sangre|sangre en (?:la )?orina|(?:al|cuando|para) (?:orinar|hacer pipi|hacer pis|ir al baño)|' +
      // The colour of the urine, passing little or none, a thirst that does not go: signs of being dried out.
      '(?:orino|orina|orine|pis|pipi|meo|hago pis|hago pipi)(?: (?:me|se|te|le|sale|salio|esta|es|viene|la|lo|tengo))* (?:muy |bien |super |re |medio |como )?(?:oscur[\\wñ]*|marron|cafe|naranja|rojiz[\\wñ]*|muy amarill[\\wñ]*|con espuma|espumos[\\wñ]*|poquito|casi nada)|' +
      '(?:no|casi no|apenas) (?:orino|hago pis|hago pipi|meo)|sed (?:extrema|excesiva|insaciable|constante|horrible|todo el dia|todo el tiempo)|(?:mucha|muchisima|demasiada|tanta) sed (?:todo el dia|todo el tiempo|siempre|aunque|y|desde|de repente)|boca (?:muy |super )?seca' +
      // Sweating told by waking with it (not a workout at night that ends sweaty), and a treatment told by its sessions ("me levanto de noche todo agitado y sudando", "cuando termine las sesiones de radio").
      '|(?:me levanto|me despierto|despierto|amanezco)(?: [\\wñ]+){0,5} (?:sudand[oa]|sudad[oa]|empapad[oa] en sudor|bañad[oa] en sudor)|(?:sesion|sesiones|ciclo|ciclos|tratamiento|rondas?) de (?:radio|rayos|quimio|dialisis|hemodialisis)',
  ),
  pain: words(
    // More of it said in English: "my back is killing me", "un cramp en la pierna"; and in Portuguese: "dói", "dor".
    'killing me|cramps?|cramping|spasms?|stiff neck|doi|doem|dor (?:de|no|na|nas|nos|em)|' +
      // A part that slipped or moved inside: "algo se me movió en la rodilla", "se me desacomodó el hombro".
      `(?:se )?(?:me|te|le) (?:movio|mueve|corrio|desacomodo|desacomoda|desencajo) (?:algo )?(?:en|de|dentro de) ${THE}${DEGREE}${BODY}|` +
      '(?:algo|un hueso) (?:raro )?(?:se )?(?:me|te|le) (?:movio|mueve|salio|corrio|desacomodo|desencajo|trono)|' +
      // A nerve caught, a calf that climbs (Spain's cramp): "un nervio pinzado", "se me subió el gemelo"
      // (a hip or the shoulders that rise in a plank are the exercise's form: "se me sube la cadera").
      'nervio (?:[\\wñ]+ )?(?:pinzado|atrapado|inflamado|montado|comprimido)|pinzamiento[\\wñ]*|se (?:me|te|le) (?:monto|subio|monta|sube) (?:un|el) nervio|' +
      `se (?:me|te|le) (?:subio|sube|subieron|suben|monto|monta) ${THE}(?:gemelos?|pantorrillas?|chamorros?|musculos?|isquios?|femoral|femorales|cuadriceps|bola|bolas)(?= |$)|` +
      // A discomfort named in a part is felt, whatever courtesy comes before it: "siento las molestias en el hombro".
      `molesti[\\wñ]* (?:en|de) ${THE}${DEGREE}${BODY}|` +
      // Something felt in a part, whatever it is called: "sentí un jalón en la ingle", "noto algo raro en el hombro".
      `${SENSING} (?:un|una|como un|como una|algo)(?! (?:mejor|cambi|diferenc|progres|avanc|fuerz|resultad|bien|tono|definic|firmez)[\\wñ]*) [\\wñ]+(?: [\\wñ]+)? (?:en|por) ${THE}${DEGREE}${BODY}|` +
      `(?:jalon|jalones|jaloncito|estiron|estirones|tronido|tronidos) (?:en|de) ${THE}${DEGREE}${BODY}|` +
      // Said in English, as gym talk often is: "tengo knee pain", "me hurts la espalda".
      'pain|painful|hurts?|hurting|ache|aches|aching|sore|' +
      // The chest said tight in English: "my chest feels tight after the cardio".
      'chest (?:feels |is |gets |got |felt )?(?:tight|heavy)|tight chest|chest tightness|' +
      // A burning or stabbing told by when it comes: "me arde al orinar", "me pincha cuando respiro".
      '(?:me|te|le|nos) (?:arde|ardia|ardio|quema|quemaba|pincha|pinchaba|punza|punzaba|escuece|escocia) (?:al|cuando|mientras|si|despues de|en cuanto) [\\wñ]+|' +
      'colico[\\wñ]*|retortijon[\\wñ]*|opresion (?:en el|de) pecho|me aprieta el pecho|el pecho me aprieta|pecho apretado|' +
      // The chest pressed or squeezed in any form, or by an image: "un puño apretándome el pecho", "me oprime el pecho".
      '(?:apret|aprieta|oprim|aplast|estruj|comprim)[\\wñ]*(?: [\\wñ]+){0,1} (?:el|mi) pecho|(?:pecho|torax) (?:[\\wñ]+ ){0,2}(?:apretad|oprimid|aplastad|estrujad|comprimid)[\\wñ]*|' +
      '(?:puño|piedra|elefante|yunque|losa|peso|mano) (?:[\\wñ]+ ){0,3}(?:en|sobre|encima del|apretandome el|aplastandome el|oprimiendome el) (?:el )?pecho|' +
      'me duele todo|dolor de (?:muelas|regla|ovarios|barriga|panza|tripa|estomago)|regla (?:muy )?dolorosa|' +
      // Something driven into a part, told by the image: "como si me clavaran algo en el costado".
      '(?:me|te) (?:clav|apuñal|acuchill|ensart)[\\wñ]*(?: (?:algo|un cuchillo|un cuchillito|una aguja|agujas|un clavo|clavos|un alfiler|alfileres|un puñal|una espina))?' +
      ` (?:en|por) ${THE}${DEGREE}${BODY}|` +
      'chasquido[\\wñ]*|crujido[\\wñ]*|chasquea[\\wñ]*|(?:presion|peso|opresion|pinchazo) (?:en el|en mi|del) pecho',
  ),
  dizziness: words(
    // Turning a colour, in any person and tense: "me puse blanca", "te quedaste pálido", "blanca como un papel".
    '(?:me|se|te|le) (?:puse|pusiste|pusimos|pusieron|pones|ponemos|quede|quedaste|quedamos|quedaron|he puesto|ha puesto|he quedado) (?:todo |toda |bien |muy |super |re )?(?:blanc|palid|amarill|verde|morad|azul|gris)[\\wñ]*|' +
      '(?:blanc|palid)[oa]s? como (?:un |una |la |el )?(?:papel|pared|hoja|fantasma|leche|cera|muert[oa]|cadaver|sabana|vela|tiza)|' +
      // Seeing lights, in any form of the verb: "¿es normal ver lucecitas?", "vi estrellitas".
      // Everything gone black, seen by oneself (not a video that "se ve todo negro"): "vi todo
      // negro".
      '(?<!se )(?:vi|veo|veia|viendo|se me puso|se me pone|se me ponia) todo (?:como )?negro|' +
      `(?:ver|vi|veia|viendo|ves|ve|ven|vemos|veo) (?:como |unas |unos |algunas )?(?:lucecitas|chispas|chispitas|destellos|moscas volantes|estrellitas|puntitos|estrellas|${SEEN_DOUBLE}|borroso|negro)|` +
      // The sight blurring, not a video: "veo todo borroso", "se me nubla la vista".
      // (A screen or a video shown blurred is the picture's, not the sight's: "se ve todo borroso el video en mi tele".)
      `(?<!(?:${SCREEN})(?: [\\wñ]+){0,3} )todo borroso(?! (?:en )?(?:el |la |los |las |mi |mis |tu |su )?(?:${SCREEN})(?= |$))|(?:veo|vista|vision) (?:todo |muy |un poco )?(?:borros[\\wñ]*|nublad[\\wñ]*|${SEEN_DOUBLE})|se me nubla[\\wñ]*|` +
      // The ears: a ringing, a whistle or a noise in them, blocked, not hearing well.
      `(?:zumbido|pitido|silbido|chillido|ruido|ruidito|pitazo)s? (?:raro |constante |fuerte )?(?:en|de|dentro de) (?:los |el |mis |mi |un |ambos )?oidos?|` +
      '(?:se )?(?:me|te|le) (?:tapan|taparon|tapa|tapo|zumban|zumbaron|pitan|pitaron|silban) (?:los |el |mis )?oidos?|oidos? tapados?|' +
      'dizzy|dizziness|lightheaded|light headed|vertigo|' +
      // Sick in English: "I've been throwing up after the workouts", "I feel nauseous".
      'nauseous|nauseated|throwing up|threw up|throw up|puking|puked|vomiting|' +
      // (Not a screen's loading spinner, "la ruedita da vueltas y vueltas", unless it turns for someone:
      // "miro la pantalla y me da vueltas".)
      `(?:me|te|le|nos|les) ${TURNS}|(?<!(?:${SCREEN}|${SPINNER})(?: [\\wñ]+){0,2} )${TURNS}|gira todo|` +
      // The skin, the eyes or the lips changing colour: "se me pone la piel amarilla", "los labios morados".
      '(?:se )?(?:me|te|le) (?:pone|puso|ponen|pusieron|volvio|volvieron|queda|quedo) (?:la |los |las )?(?:piel|ojos|cara|labios|uñas|boca) (?:[\\wñ]+ )?(?:amarill|morad|azul|gris|palid|verdos|blanc)[\\wñ]*|' +
      '(?:piel|cara|labios|uñas)(?: [\\wñ]+){0,2} (?:amarill|morad|azul|gris|palid|verdos)[\\wñ]*|ojos amarill[\\wñ]*|' +
      `todo (?:me )?gira|todo me da vueltas|veo (?:[\\wñ]+ )?(?:lucecitas|luces|manchas|chispas|chispitas|destellos|moscas|moscas volantes|estrellitas|puntitos|${SEEN_DOUBLE})|` +
      'se me (?:pone|puso|va|fue) (?:la vista |todo )?(?:negr[oa]|borros[oa]|blanc[oa])|vista (?:negra|borrosa)|' +
      'me baja (?:la )?(?:presion|tension)|bajon de (?:presion|tension)|' +
      'me siento (?:ido|ida|flotando)|(?:siento|noto) que me (?:voy a caer|caigo)|' +
      // Confused or lost after the effort: "me quedo como ido", "no sé ni dónde estoy".
      '(?:me quedo|me quede|quedo|quede|estoy|estaba|me siento|me senti|ando) (?:como |medio |muy |todo |toda )?(?:ido|ida|desorientad[oa]|confundid[oa]|aturdid[oa]|atontad[oa]|en otro mundo|en la luna)(?= |$)|no se (?:ni )?(?:donde|quien) (?:estoy|estaba|soy)' +
      // The world going, a sway: "se me fue el mundo un segundo", "me vio tambalear" (losing one's balance in a lunge is technique).
      '|se (?:me|te|le) (?:fue|va|iba|movio|mueve) el mundo|tambale[\\wñ]*',
  ),
  weakness: words(
    // Shaking and a cold sweat, told as they came ("temblaba y sudaba frío", "me dio un sudor frío"),
    // not shivering from the weather or nerves ("temblando de frío", "temblaba de los nervios").
    '(?:temblaba|temblabamos|temblando|tiritaba|tiritando)(?! (?:de|del|por) (?:el |la |los )?(?:frio|miedo|nervios|emocion|risa|gusto|ganas))|' +
      'sud(?:or|ores|aba|ando|e|o|ar) fri[oa]s?|' +
      // A body that cannot straighten or bend: "no me puedo enderezar", "no puedo agacharme".
      '(?:no|ni) (?:me )?(?:puedo|podia|pude|puede|podria) (?:enderezar|agachar|incorporar|erguir|voltear|girar|girar el cuello|dar la vuelta|parar derech[oa])(?:me|se)?|' +
      // Or what it stops the member doing: "no puedo subir escaleras desde el día 3", "no puedo ni sentarme".
      '(?:no|ni) (?:me )?(?:puedo|podia|pude|puede|podria) (?:ni )?(?:sentar(?:me|se)?(?! (?:a|en|con|para|frente|delante|junto) )|(?:subir|bajar) (?:las |unas |los )?(?:escaleras|escalones|gradas)|' +
      'caminar (?:bien|normal|derech[oa]|sin (?:cojear|renquear|dolor|ayuda))|levantar(?:me|se) (?:de la cama|del suelo|del piso|de la silla|sin ayuda))(?= |$)|ni (?:puedo )?caminar(?= |$)|' +
      // A limb that does not obey or gives way: "las piernas no me responden", "se me doblan las rodillas".
      '(?:piernas|pierna|brazos|brazo|rodillas|rodilla|manos|mano|cuerpo) (?:que )?(?:ya )?no (?:me |le |te )?(?:responden|responde|respondian|respondia|obedecen|obedece|obedecian|obedecia)|' +
      'no (?:me |le |te )?(?:responden|responde|respondian|obedecen|obedece|obedecian) (?:las |los |la |el |mis |mi )?(?:piernas|pierna|brazos|brazo|rodillas|rodilla|manos|mano|cuerpo)|' +
      '(?:se )?(?:me|le|te) (?:doblan|dobla|doblaban|doblaba|doblaron|doblo|vencen|vence|vencian|vencieron|flojean|flojea) (?:solas|solos|sola|solo|las piernas|la pierna|las rodillas|la rodilla|los tobillos|el tobillo)|' +
      // Strength that leaves, in any tense and person: "se me van las fuerzas", "pierdo fuerza", "me fui al suelo".
      '(?:se )?(?:me|te|le|nos|les) (?:va|van|iba|iban|fue|fueron|acaba|acaban|acabaron|agota|agotan|agotaron) (?:la |las |toda la |todas las )?fuerzas?|' +
      '(?:pierdo|perdi|perdiendo|pierde|perdio|perdia) (?:la |las |toda la |mucha |muchas |de golpe la )?fuerzas?|' +
      '(?:casi )?(?:me|se) (?:voy|fui|iba|va|fue|cai|caigo|cae|cayo) (?:al|contra el) (?:suelo|piso)|no tengo (?:nada de |ni )?(?:energia|fuerzas?)(?! de voluntad| de animo| mental| para (?:seguir|continuar|empezar))|' +
      'cansancio (?:extremo|excesivo|brutal|cronico|raro)|agotamiento|muy cansad[oa] (?:todo|siempre)|no tengo energia|' +
      'me quedo sin energia|se me aflojan|flaque[\\wñ]*|piernas (?:flojas|de gelatina|de trapo|temblando)|' +
      // A part that feels made of something soft: "las piernas como de gelatina", "los brazos de trapo".
      `${BODY} ${DEGREE}(?:como )?(?:de )?(?:gelatina|trapo|mantequilla|chicle|goma|flan|algodon|plastilina|hule|fideo|espagueti)|` +
      // Feeling strange or unwell all of a sudden, having to sit or lie down.
      '(?:me )?(?:senti|sentia|siento|empece a sentir(?:me)?|comence a sentir(?:me)?|empiezo a sentir(?:me)?|me puse|me pongo) (?:muy |bien |super |medio |algo |un poco )?(?:rar[oa]|extrañ[oa]|fatal|indispuest[oa]|malit[oa]|feo|fea)(?= |$)|' +
      'me (?:tuve|tengo) que (?:sentar|acostar|tirar al suelo|tumbar|echar)|' +
      'me fallan las (?:piernas|fuerzas)|me siento (?:muy )?(?:flojo|floja|flojisim[oa])|' +
      // A part that could not be moved for a while: "me quedé sin poder mover el brazo".
      `(?:sin poder|no (?:pude|puedo|podia|podre)|no (?:lo|la|los|las) (?:pude|puedo|podia)) (?:mover|levantar|doblar|apoyar|girar|estirar|cerrar|abrir)(?:lo|la|los|las)? ${THE}${BODY}`,
  ),
  palpitations: words(
    'heart (?:is )?(?:racing|pounding|skipping|beating (?:so |really )?fast)|racing heart|' +
      // The beat told by an image or by what it does: "el pecho como un tambor", "el corazón me golpea",
      // "se me salta un latido", "el corazón dando saltos raros", "me da un vuelco el corazón".
      '(?:pecho|corazon)(?: [\\wñ]+){0,3} como (?:un |una )?(?:tambor|tamborcito|bombo|caballo|caballo desbocado|motor|martillo|metralleta|colibri|loco|loca)|' +
      '(?:el |mi )?(?:corazon|pecho) (?:me |le |te )?(?:va|iba|anda|andaba|late|latia|bombea|bombeaba) a mil|' +
      '(?:el |mi )?corazon (?:me |le )?(?:golpea|golpeaba|golpeando|retumba|retumbaba|retumbando|brinca|brincaba|brincando|galopa|galopaba|galopando|aporrea|aporreaba|salta|saltaba|saltando|bombea (?:muy |super )?fuerte)|' +
      '(?:el |mi )?corazon (?:me |le )?(?:da|dio|daba|dando|hace|hizo|haciendo) (?:un |unos )?(?:saltos?|vuelcos?|brincos?|tumbos?|golpes)|' +
      '(?:se )?(?:me|le|te) (?:salta|saltaba|salto|brinca|brincaba|brinco) (?:el corazon|un latido)|(?:se )?salta(?:n)? (?:un latido|latidos)|' +
      '(?:me|le|te) (?:da|dio|daba) (?:un )?vuelco el corazon|' +
      'pulsaciones (?:muy )?(?:altas|a mil|disparadas|aceleradas)|\\d+ pulsaciones|me late (?:raro|rarisimo|muy rapido|fortisimo|muy fuerte)|' +
      // The verb first: "se me acelera el pulso", "se le dispara el corazón", "se me desboca".
      '(?:el |mi |su )?pulso (?:[\\wñ]+ )?(?:por las nubes|a mil|disparado|altisimo|muy alto|acelerado|rapido|loco|irregular|descontrolado)|' +
      '(?:se )?(?:me|te|le|nos|les) (?:acelera|aceleraba|acelero|dispara|disparaba|disparo|desboca|desbocaba|desboco|sube|subia|subio|va a mil|iba a mil) ' +
      '(?:el |mi |su |la |las |los )?(?:pulso|corazon|ritmo|frecuencia|pulsaciones|latido|latidos)',
  ),
  breathlessness: words(
    'short(?:ness)? of breath|out of breath|(?:cant|can t|cannot) breathe|' +
      'respiro (?:fatal|fatalmente|como un perro)|jadeo|jadeando|silb[\\wñ]* (?:al respirar|el pecho)|pitan los pulmones|' +
      'pulmon[\\wñ]*|bronqu[\\wñ]*|no (?:puedo |logro |consigo )?recuperar el (?:aliento|aire)|inhalador[\\wñ]*|ventolin|salbutamol|' +
      `(?:${LACKING}) (?:tomar|coger|agarrar|recuperar|jalar|meter) ${BREATH}` +
      // The oxygen read on a device: "el oxímetro me marcó 89", "saturo en 90".
      '|oximetro[\\wñ]*|saturacion de oxigeno|oxigeno en (?:la )?sangre|(?:saturacion|oxigenacion|satura|saturo|saturaba) (?:en |a |al |de )?[5-9]\\d(?= |$)',
  ),
  heart: words(
    // Its devices and valves, singular or plural: "un marcapaso", "un desfibrilador", "una válvula mecánica".
    'marcapaso|desfibrilador[\\wñ]*|valvula[\\wñ]* (?:cardiaca|mitral|aortica|mecanica|artificial)|' +
      // and in English, as members bring the word: "el pacemaker".
      'stents?|pacemaker|bypass|cateterismo|preinfarto|ictus|derrame cerebral|' +
      '(?:el )?pulso (?:se me |me )?(?:dispara|disparado|acelera|acelerado|sube|por las nubes)',
  ),
  fainting: words(
    // Fainting spelt with "ll", as it sounds in most of Latin America ("me desmallé"; "desmallar" is rare).
    'desmall[\\wñ]*|faint[\\wñ]*|passed out|pass out|blacked out|black out|' +
      // Fainting as Latin America and Spain call it: "me dio el patatús", "un soponcio", "me bajó la pálida", "un telele".
      `${WOULD_GIVE}(?:patatus|soponcio)(?! (?:si|de ${A_FEELING})(?= |$))|(?:me|le) (?:dan|dio|daban|da) (?:unos )?(?:ataques|convulsiones)|telele|(?:me|le|te) (?:dio|da|agarro|bajo|baja) (?:la |una )?palida|` +
      'perdi el sentido|perder el sentido|perdi la conciencia|perdi el conocimiento|me quede en blanco|se me va la (?:olla|pinza)',
  ),
  injury: words(
    // Limping, in Spain's and Latin America's words: "ando cojeando", "quedé rengo".
    'cojea[\\wñ]*|cojee|cojeo|renque[\\wñ]*|rengue[\\wñ]*|(?:ando|estoy|quede|me quede|quedo|sigo) (?:medio |un poco |bien |re )?(?:rengo|renga|rengu[\\wñ]*|cojo|coja|cojito|cojita)|' +
      'injur[\\wñ]*|sprain[\\wñ]*|strain[\\wñ]*|torn|tear|' +
      '(?:me|te|se) (?:hice|hizo|he hecho|ha hecho|hago|hace) daño|hacerme daño|me di un golpe|me golpee|me pegue un golpe|' +
      '(?:me )?jal[\\wñ]* (?:un|el) musculo|me jale|quebr[\\wñ]*|fisur[\\wñ]*|me doble (?:el|la) [\\wñ]+|me (?:safe|zafe|disloque) [\\wñ]+|' +
      '(?:tornillos|clavos|clavo|placa|placas) (?:en|de) (?:el |la |los |las |mi |mis )?[\\wñ]+|tengo (?:un|una) (?:clavo|placa|protesis)|' +
      // Falls and blows: "me pegué en la rodilla", "me fui de boca", "me di un madrazo", "me falseé el tobillo".
      `me (?:pegue|golpee|lastime|di|dí)(?: [\\wñ]+){0,4} (?:en|con|contra) ${THE}${BODY}|` +
      'me (?:fui|cai|caí) de (?:boca|espaldas|nalgas|cara|sentón|senton|lado)|' +
      'me (?:di|dio|pegue|pegué|meti) (?:un|una|tremendo|tremenda) (?:madrazo|trancazo|chingadazo|putazo|porrazo|costalazo|senton|sentón|golpazo|santo madrazo|guamazo|leñazo|ostion|ostia|hostia|batacazo|tortazo|caida|caída)|' +
      `(?:me|se me|se le) false[\\wñ]* ${THE}${BODY}|me falsee|se me falseo|` +
      // Wounds and the injuries named after a sport, and being in rehabilitation.
      `ampolla[\\wñ]*|herida[\\wñ]*|raspon[\\wñ]*|raspadura[\\wñ]*|quemadura[\\wñ]*|llaga[\\wñ]*|cortada (?:en|de)|me (?:corte|raspe|queme) ${THE}${BODY}|` +
      '(?:rodilla|codo|hombro|pie|rodillas) (?:de )?(?:corredor|saltador|tenista|golfista|nadador|congelado|plano|planos)|' +
      'rehabilitacion|rehab|terapia fisica|fisioterapia|' +
      // A joint that came out: "se me salió el hombro", "se le zafó la rodilla".
      `se (?:me|te|le|nos) (?:salio|sale|salia|zafo|zafa|disloco|desencajo|descoloco) ${THE}${BODY}|` +
      // The part named first: "con la rodilla que se me sale de lugar".
      `${BODY} (?:que )?se (?:me|te|le|nos) (?:sale|salio|salia|zafa|zafo|disloca|disloco) (?:de (?:su )?(?:lugar|sitio)|para afuera)|` +
      // A cast worn or to be taken off: "para cuando me quiten el yeso".
      'escayola|yeso en|(?:quiten|quitan|quitaron|pusieron|ponen|puso|tengo|llevo|traigo|con) (?:el )?yeso|ferula|muletas|cabestrillo|rodillera (?:por|de la lesion)|' +
      // Bandaged or immobilised: "el tobillo vendado", "con bota ortopédica", "enyesado".
      'vendad[oa]s?|vendaje[\\wñ]*|inmovilizad[\\wñ]*|entablillad[\\wñ]*|escayolad[\\wñ]*|enyesad[\\wñ]*|bota ortopedica|' +
      // A part that clicks, cracks or swells by itself: "mi rodilla hace clic y se hincha".
      `${BODY} (?:me |le |te )?(?:hace|hacia|hizo|hacen) (?:clic|click|crac|crack|ruido|ruiditos|pop)|se (?:hincha|hinchan|hincho|hincharon|inflama|inflaman|inflamo|amorata|amoratan)(?= |$)|` +
      // Accidents and being run over.
      '(?<!por )accidente[\\wñ]*|atropell[\\wñ]*|me chocaron|choque (?:en|de|con) (?:la |el |mi )?(?:moto|coche|carro|auto|bici)',
  ),
  surgery: words(
    `${DONE_TO_ME}(?:${TAKEN_OUT}|pus[\\wñ]*|pon[\\wñ]*) (?:la|el|un|una|los|las) (?:vesicula|apendice|utero|matriz|ovario|ovarios|tiroides|amigdalas|riñon|mioma|quiste|stent|marcapasos|protesis|balon gastrico)|` +
      'balon gastrico|histerectom[\\wñ]*|mastectom[\\wñ]*|cirujan[oa]|' +
      // Implants put in: "tengo implantes de mama de hace 4 meses", "me puse prótesis de glúteo".
      'implantes? (?:de |en )?(?:mama|mamas|mamari[oa]s|senos?|pechos?|gluteos?|cadera|rodilla|pantorrillas?)|' +
      // A tooth pulled, a tattoo or a piercing just done, a scope or a jab had today: a fresh wound or a body to rest.
      `${DONE_TO_ME}(?:${TAKEN_OUT}) ${PULLED}|(?:${OPERATED_AUX}) (?:a |que |de )?(?:${TAKE_OUT})(?:me|te|se|le|la|lo) ${PULLED}|` +
      'extraccion (?:dental|de (?:una )?muela)|endodoncia|anestesi[\\wñ]*|' +
      // A cosmetic jab or filler: "me puse bótox", "me hice relleno de labios".
      'botox|relleno de (?:labios|ojeras|pomulos|arrugas)|hilos tensores|bichectomia|' +
      'me (?:hice|hicieron|acabo de hacer|he hecho) (?:un|una|otro) (?:tatuaje|tattoo|tatoo|piercing|endoscopia|colonoscopia|biopsia|legrado)|' +
      // A test scheduled, not only one done: "mañana me hacen una colonoscopia".
      'me (?:hacen|van a hacer|haran|toca|tocan) (?:un|una|otra|otro|la|el) (?:endoscopia|colonoscopia|biopsia|legrado|gastroscopia|cateterismo)|' +
      'me (?:pusieron|puse|vacunaron)(?: (?:la|una) vacuna)?(?: (?:del|de la|contra el|contra la) [\\wñ]+)? (?:hoy|ayer|esta mañana|anoche)|me vacunaron',
  ),
  pregnancy: words(
    // Said in Portuguese, as members near Brazil mix it in: "estou grávida", "gravidez".
    'gravid[\\wñ]*|gravidez|' +
      // Its euphemisms: "estoy en estado", "en estado de buena esperanza", "encinta".
      '(?:estoy|quede|estaba|esta|sigo) en estado(?! de (?:animo|forma|salud))|buena esperanza|' +
      'esperando (?:a )?(?:un |una |mi |el |la |nuestro |nuestra )?(?:primer |primera |segundo |segunda |tercer |tercera |cuarto |otro |otra )?(?:bebe|bebito|bebita|bb|hij[oa]|nene|nena|niñ[oa]|criatura|primer hij[oa]|segund[oa] hij[oa])|en (?:mi|la) cuarentena|' +
      // When it is due, told plainly or as Spain says it: "salgo de cuentas en marzo", "la fecha de parto".
      `(?:salgo|sali|salir|saldre|sale|salimos) de cuentas|fecha (?:probable )?de parto|(?:bebe|bebito|bebita|nene|nena) (?:nace|nacera|llega|llegara|viene) (?:en|para) (?:${MONTHS_WORDS})|` +
      'panzona|barrigona|embarazadita|' +
      'estoy manchando|manch[\\wñ]* (?:de )?sangre|sangrado vaginal|' +
      'pregnan[\\wñ]*|postpartum|post partum|breastfeed[\\wñ]*|' +
      'de encargo|voy a ser (?:mama|madre)|vamos a ser padres|bebe en camino|dando (?:la )?teta|doy (?:la )?teta|' +
      // The weeks told as had, past the challenge's four ("ya tengo 38 semanas"), and the baby settling to be born.
      '(?:tengo|llevo|cumplo|cumpli|ya tengo|ya llevo) (?:[5-9]|[1-3]\\d|4[0-2]) semanas(?= |$)(?! (?:en|del?|con|entrenando|haciendo|sin|seguidas|yendo|corriendo|a dieta))|' +
      '(?:el|la|mi) (?:bebe|bebito|bebita|bb|beba) (?:baje|bajo|se encaje|se encajo|se acomode|se acomodo|se voltee|se volteo|se gire|este encajad[oa]|esta encajad[oa])(?= |$)|' +
      'fiv|fecundacion in vitro|in vitro|inseminacion|tratamiento de fertilidad|estimulacion ovarica|transferencia embrionaria|' +
      'prueba de embarazo|aborto[\\wñ]*|perdi (?:al |el |a mi )?bebe|perdida gestacional|legrado|(?:prueba|test|predictor) (?:[\\wñ]+ ){0,3}(?:salio|dio) positiv[\\wñ]*|(?:salio|dio) positiv[\\wñ]* (?:la|el) (?:prueba|test)|me quede embarazada|panza de \\d+|semanas de embarazo|trimestre' +
      // A birth told by the baby's age, and a period that does not come: "mi bebé cumple 5 semanas", "con la bebé de 3 semanas", "no me baja hace 6 semanas".
      '|(?:bebe|bebes|bebito|bebita|beba|bb|recien nacid[oa]|nene|nena|gordit[oa]|chiquit[oa])(?: [\\wñ]+){0,1} (?:de|tiene|cumple|cumplio|va a cumplir|ya tiene|con) (?:[\\wñ]+ )?(?:\\d+|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta) (?:dias|semanas?|semanitas|mes|meses|mesecitos)(?! de )|(?:no me|no le) (?:baja|ha bajado|viene|ha venido|llega|ha llegado) (?:la regla |el periodo |la menstruacion )?(?:hace|desde hace) (?:[\\wñ]+ )?(?:dias|semanas?|mes|meses)|(?:tengo|llevo) (?:un )?retraso (?:de (?:[\\wñ]+ )?(?:dias|semanas?) )?(?:en|de|con) (?:la regla|el periodo|la menstruacion)',
  ),
  medication: words(
    'meds|medication[\\wñ]*|medicine|pills?|blood thinners?|thinners|insulin|antidepressants?|' +
      'quemador[\\wñ]*|relajante[\\wñ]*|analgesic[\\wñ]*|somnifer[\\wñ]*|tranquilizant[\\wñ]*|' +
      // Corticoids by their endings (prednisona, dexametasona, hidrocortisona), and slimming products of any kind.
      '[\\wñ]+(?:isona|asona|isolona|olona)|detox|desintoxicante[\\wñ]*|te verde para (?:bajar|adelgazar)|' +
      '(?:pastillas|suplementos?|gotas|capsulas|polvos|polvitos|productos?|tes|te (?:detox|verde|de hierbas|adelgazante)|inyecciones|parches|remedios?) (?:[\\wñ]+ ){0,2}(?:para|pa) (?:bajar|adelgazar|deshinchar[\\wñ]*|desinflamar[\\wñ]*|secar[\\wñ]*|quemar[\\wñ]*|reducir[\\wñ]*)(?! (?:de )?(?:la )?(?:ansiedad|estres))|' +
      'chochos|chochitos|sal de uvas|alka ?seltzer|pepto|' +
      // Sports supplements, answered as a medicine is (docs/decisions.md: the plan holds calories and
      // macros, not substances): "¿puedo tomar creatina?", "¿qué proteína en polvo me recomiendas?".
      'creatin[\\wñ]*|whey|suplement[\\wñ]*|proteinas? (?:de suero|en polvo|whey|isolatada|aislada)|batid[\\wñ]* (?:de )?proteina|' +
      'batid[\\wñ]* proteic[\\wñ]*|bcaa|aminoacidos|glutamina|colageno|multivitaminic[\\wñ]*|herbalife|protein powder|supplements?|' +
      // Slimming supplements by name: "tomo L-carnitina", "cápsulas de garcinia".
      'l ?carnitina|carnitina|garcinia|glucomanano|quitosano|chitosan|picolinato de cromo|' +
      'tramadol|codeina|morfina|opioide[\\wñ]*|opiaceo[\\wñ]*|efedrin[\\wñ]*|anfetamin[\\wñ]*|adderall|ritalin|metilfenidato|' +
      'diclofenac[\\wñ]*|naproxen[\\wñ]*|ketorolac[\\wñ]*|meloxicam|[\\wñ]+coxib|metamizol[\\wñ]*|' +
      'acido folico|sulfato ferroso|(?:tomo|tomando|me dieron|me recetaron|me mandaron) (?:[\\wñ]+ )?hierro|' +
      'clenbuterol|testosterona|esteroides|[\\wñ]+terol|[\\wñ]+olol|[\\wñ]+azol|[\\wñ]+tidina|[\\wñ]+profeno|' +
      '(?:pastillas|suplementos?|gotas|capsulas|quemadores|productos?|algo|te|batidos) para (?:bajar de peso|adelgazar|perder peso|quemar grasa|no tener hambre|quitar(?:me)? el hambre)|' +
      'inhibidor[\\wñ]* (?:del )?apetito|supresor[\\wñ]* (?:del )?apetito|' +
      // "Me mandaron" is prescribed only with what a doctor sends one to take: a code or an e-mail is sent too.
      'me (?:receto|recetaron|prescribio|prescribieron)|' +
      // Given, told by the verb of giving: "me dieron unas gotas", "me han puesto un inhalador".
      'me (?:dio|dieron|han dado|ha dado|pusieron|han puesto|mandaron|mando) (?:unas? |el |la |los |las |otro |otra )?(?:gotas|pastillas|pildoras|capsulas|comprimidos|jarabe|crema|pomada|parches?|inyecci[\\wñ]*|inhalador|tratamiento|antibiotic[\\wñ]*|ampollas|sobres)|' +
      // Taken for what it treats: "estoy tomando isotretinoína para el acné", "algo para la tiroides".
      '(?:tomo|toma|tomas|tomando|me tomo|me estoy tomando|estoy con|uso|usando|me pongo|me aplico) (?:[\\wñ]+ ){1,2}para (?:el|la|los|las|mi|mis) (?:acne|presion|tension|tiroides|colesterol|azucar|diabetes|corazon|ansiedad|nervios|depresion|asma|alergia|alergias|gastritis|reflujo|acidez|migraña|migrañas|insomnio|artritis|epilepsia|convulsiones|arritmia|circulacion|trigliceridos|acido urico|gota|hongos|infeccion|herpes|psoriasis|hipertension|hipotiroidismo)|me (?:mando|mandaron) (?:a )?(?:tomar|unas pastillas|pastillas|medicina[\\wñ]*|medicamento[\\wñ]*|reposo|unas gotas|gotas|inyecciones|tratamiento)|receta medica|tomo algo para (?:el|la|los|las|dormir|dolor)|me pincho|me estoy pinchando|parches? de',
  ),
};

/**
 * Not being, said of oneself rather than of a posture, a place or a routine: "sería más fácil no estar",
 * not "mejor no estar tanto tiempo sentado" nor "sería mejor no seguir la rutina hoy".
 */
const SAID_ALONE =
  '(?!(?! en este mundo) (?:tanto|tan|mucho|muy|sentad[\\wñ]*|parad[\\wñ]*|acostad[\\wñ]*|de|del|en|con|cerca|lejos|asi|haciendo|entrenando|comiendo|corriendo|' +
  'la|el|los|las|lo|hoy|mañana|un|una|por|para|sin|tiempo|activ[\\wñ]*|quiet[oa]s?|solo|sola)(?= |$))';

/** Not said after a denial ("ni dejo de comer", "no soy menor"): a fixed pattern that a denial undoes. */
const UNDENIED = '(?<!(?:^| )(?:ni|no|nunca|jamas|tampoco|ya no) )';

/** Patterns that are themselves a denial of food or an age: negation is part of their meaning. */
const FIXED: Readonly<Partial<Record<SafetyConcept, RegExp>>> = {
  // A denial with its exception: the part excepted is the symptom ("no me duele nada salvo la rodilla",
  // "ninguna molestia, solo el hombro").
  pain: words(
    `(?:duel[\\wñ]*|dolor[\\wñ]*|molest[\\wñ]*|lesion[\\wñ]*)(?: [\\wñ]+){0,2} (?:salvo|excepto|menos|quitando|aparte de|fuera de|sino|nomas|solo|solamente) (?:en |por )?${THE}${BODY}(?= |$)`,
  ),
  // A body that cannot, or a symptom that does not stop, told with a "no" that is part of it ("no
  // logro respirar", "no veo bien", "no paro de toser", "no me baja la presión").
  breathlessness: words(
    'no (?:puedo|logro|consigo|alcanzo a|podia|pude|lograba) (?:respirar|tomar aire|agarrar aire|jalar aire|coger aire)(?= |$)',
  ),
  dizziness: words(
    'no (?:veo|veia) (?:bien|claro|con claridad) (?:despues de|al|cuando|mientras|durante|desde|tras|luego de|de repente)(?= |$)',
  ),
  illness: words(
    'no (?:paro|dejo|puedo parar) de (?:toser|estornudar|sudar frio|tiritar|temblar|sangrar|vomitar)|' +
      'no (?:me )?(?:baja|bajaba|ha bajado|quiere bajar|se me quita) (?:la )?(?:presion|tension|fiebre|calentura|hinchazon|glucosa|azucar)',
  ),
  // Self-harm and suicidal thoughts, however shyly said ("no quiero seguir viviendo", "me corto",
  // "ojalá no despertara"); its own denials and a fear of getting hurt are left out ("sin hacerme daño").
  'self-harm': words(
    'su(?:i|y)?[cs]{1,2}id[\\wñ]*|quitarme la vida|quitarse la vida|quitarte la vida|acabar con mi vida|(?:me|se|te) (?:quiero|quiere|quieres|voy a|va a|vas a) (?:morir|matar)|' +
      'quiero morirme|quisiera morirme|me quisiera morir|ganas de (?:morir|morirme|matarme|desaparecer|no despertar)|matarme|' +
      '(?:quiero|quiere|quisiera) (?:dejar de (?:vivir|existir)|desaparecer|no despertar|no existir)|' +
      'no (?:quiero|quiere|quisiera) (?:seguir )?(?:viviendo|vivir|existir|existiendo|estar viv[oa]|viv[oa])(?! (?:en|con|sin|cerca|lejos|de|del|solo|sola|aqui|alli|alla|junto|juntos|para(?! que)|por)(?= |$))|' +
      'ojala (?:no despert[\\wñ]*|me muera|me muriera|no existiera|no hubiera nacido)|(?:estarian|estaria|estarias|estan|estarias) mejor sin mi|' +
      'no (?:le )?(?:encuentro|veo) (?:sentido|razon) a (?:nada|la vida|vivir|seguir)|' +
      // Without the wish to live, or hating oneself, told softly: "ando sin ganas de vivir", "me odio".
      '(?:sin|ni|no tengo|no tiene|no tengo mas|ya no tengo|pocas|cero) ganas de (?:vivir|seguir viviendo|existir)|' +
      // Not wanting to be here, nor anywhere: "ya no quiero estar aquí, ni en el reto ni en nada".
      'no (?:quiero|quiere|quisiera) (?:estar|seguir) (?:aqui|aca)(?: [\\wñ]+){0,5} ni en nada|no (?:quiero|quiere|quisiera) (?:estar|seguir) en este mundo|' +
      '(?<!(?:no|nunca|jamas) )(?:me odio|odio mi vida|me doy asco|me da asco mi cuerpo)|' +
      'autolesi[\\wñ]*|(?<!(?:no|sin|para no|de no) (?:quiero |quiere )?)(?:hacerme|hacerse) daño(?! (?:con|en|haciendo|al)(?= |$))|me hago daño a proposito|' +
      // The same wish with the pronoun first: "me quiero hacer daño cuando fallo un día".
      '(?<!(?:no|nunca|jamas) )(?:me|se|te) (?:quiero|quiere|quieres|quisiera|dan ganas de|da ganas de|dieron ganas de|entran ganas de) hacer daño(?! (?:con|en|haciendo|al)(?= |$))|' +
      // Told done, done again or wished ("me he vuelto a cortar", "me corté", "ganas de cortarme"). (A
      // thing cut off on one, "se me cortó la racha / la llamada / la luz", or one's hair, is not a cut.)
      '(?:(?<!se )me (?:(?:he vuelto|volvi|vuelvo|volvia|voy|iba) a )?(?:corto|corte|cortaba|cortar|he cortado|hago cortes|hice cortes|sigo cortando)|' +
      '(?:volvi|vuelvo|he vuelto|quiero|quisiera|ganas de|tentad[oa] de|pienso en|pensando en|sigo) (?:a )?cortarme)' +
      `(?! (?:el|la|las|los|mi|mis|un|una|su|sus) (?:pelo|cabello|uñas|fleco|barba|flequillo|puntas|dedo|mano|racha|rutina|luz|internet|llamada|señal|conexion|suscripcion|plan|pago|ritmo|video|cable)(?= |$))|` +
      // Cuts or burns the member makes on themself, told as marks: "tengo cortes en los brazos que me hago yo".
      '(?:cortes|cortaditas|cortadas|heridas|quemaduras|marcas|rayones)(?: [\\wñ]+){0,4} que (?:yo )?(?:me hago|me hice|me he hecho|me sigo haciendo|me provoco|me provoque|me causo)(?= |$)|' +
      '(?:me )?(?:lastim[\\wñ]*|golpe[\\wñ]*|quem[\\wñ]*|hago daño|pego) (?:a )?(?:proposito|adrede)|me quemo con (?:cigarros|cigarrillos|el encendedor|un mechero|el cigarro)|' +
      'me golpeo (?:la cabeza )?contra|kill myself|suicide|self harm|end my life|want to die|end(?:ing)? it all|' +
      // Leaving the world, a jump, a handful of pills, death wished as the better way out.
      '(?:irme|irse|me quiero ir|me voy a ir) de este mundo|' +
      // Tired of living, nobody who cares, everything to end, a goodbye letter: the signs said obliquely.
      '(?:cansad[oa]|hart[oa]|agotad[oa]) de (?:vivir|la vida|existir)(?! (?:en|con|aqui|alli|asi de|de|del|cerca|lejos|sol[oa])(?= |$))|nadie me (?:quiere|va a extrañar|extrañaria|necesita)|no le importo a nadie|' +
      // One's absence imagined as going unnoticed: "nadie me echaría de menos", "nadie lo notaría si desapareciera".
      'nadie (?:me |lo |la )?(?:echaria|echara|va a echar|iba a echar|echaria nunca) (?:de menos|en falta)|nadie (?:lo |la |me )?(?:notaria|notara|va a notar|lloraria|extrañaria)(?: [\\wñ]+){0,2} si (?:yo )?(?:no estuviera|desapareciera|me muriera|me fuera|ya no estuviera)|' +
      '(?:a )?nadie le (?:importaria|importara|va a importar) (?:si|que) (?:yo )?(?:no estuviera|desapareciera|me muriera|me fuera|ya no estuviera)|' +
      '(?:quiero|quisiera|ojala) que (?:todo|esto|mi vida) (?:se )?(?:acabe|termine)(?: ya| de una vez)?(?= |$)(?! (?:bien|rapido|pronto|el|la|los|las|en|del|de|con|para|antes)(?= |$))|' +
      '(?:carta|nota|mensaje) de despedida|regal[\\wñ]* (?:todas )?mis cosas (?:porque|por que|pues|ya)|tirarme (?:del|de un|de una|desde el|desde la|por la|por el|al|a las) (?:balcon|puente|edificio|ventana|techo|azotea|tren|metro|vias|piso)|' +
      '(?:tomarme|tragarme|tomar(?:me)?|tragar) (?:todas las|un frasco de|una caja de|un monton de) pastillas|(?:mejor|lo mejor seria|seria mejor|preferiria) (?:me muero|morirme|morir|estar muert[oa]|no estar' +
      `${SAID_ALONE})|` +
      // Easier not to be, sleep and not wake up, hitting or punishing oneself.
      '(?:seria|es|seria todo|todo seria|todo es) (?:mas facil|mas sencillo|mejor|lo mejor|un alivio) (?:si )?(?:no (?:estar|existir|vivir|seguir|despertar|estuviera|existiera|despertara)|desaparecer|dejar de existir|morir[\\wñ]*)' +
      // Said of oneself alone, not of a rest or a routine ("sería mejor no seguir la rutina hoy").
      `${SAID_ALONE}|` +
      '(?:quisiera|quiero|quiere|ojala|me gustaria|desearia|preferiria) (?:dormir(?:me)?|acostarme|cerrar los ojos|irme a dormir) y no (?:volver a )?despert[\\wñ]*|' +
      // Thinking of not being, and nothing making sense: "pienso en no despertar", "ya nada tiene sentido".
      '(?:pienso|pensaba|pense|pensando|sueño|soñaba|deseo|deseando|fantaseo) (?:[\\wñ]+ )?en (?:no despertar|morir(?:me)?|desaparecer|no existir|no estar|quitarme la vida|matarme|acabar con todo|irme para siempre)|' +
      '(?:ya )?nada tiene sentido|(?:mi )?vida no tiene sentido|no tiene sentido (?:vivir|seguir viviendo|seguir aqui)|ya no (?:aguanto|puedo) (?:mas )?(?:con )?(?:mi vida|esta vida|vivir|con todo)|' +
      '(?:me|se) (?:pego|pega|golpeo|golpea|castigo|castiga|lastimo|lastima|araño|rasguño|muerdo|pellizco) (?:a mi mism[oa]|a si mism[oa]|yo mism[oa]|sol[oa])(?= |$)',
  ),
  // Little or no sleep, and sleep's troubles ("llevo dos días sin pegar ojo", "tengo apnea del sueño").
  sleep: words(
    // (Denied, insomnia is not: "no es que tenga insomnio ni nada", "no tengo insomnio".)
    '(?<!(?:^| )(?:no|nunca|tampoco|ni) (?:es que )?(?:tengo|tenga|tuve|sufro|sufra|padezco|he tenido|me da|me dio) )insomni[\\wñ]*|no (?:he )?(?:dormi|duermo|pegue ojo|pego ojo|puedo dormir|logro dormir|consigo dormir)|sin (?:dormir|pegar ojo)|desvel[\\wñ]*|' +
      '(?:dormi|duermo|dormir) (?:nada|casi nada|\\d+ horas|una hora|dos horas|tres horas|cuatro horas|muy poco|poquisimo)|apnea[\\wñ]*|cpap|ronc[\\wñ]*|' +
      'pastillas para dormir|somnifer[\\wñ]*|melatonina|me despierto (?:ahogad[\\wñ]*|a las \\d+|con el corazon)|' +
      '(?:no )?(?:concilio|concilie|conciliar|agarro|agarrar|cojo|coger) el sueño|(?:de|por|sin|a fuerza de) no dormir|falta de sueño|duermo a ratos|duermo a ratitos|duermo fatal',
  ),
  // Old age, by its years or its names ("tengo 78 años", "mi papá de 90", "soy jubilado de 74").
  'older-age': words(
    // ("Lo de 78" is the price: "¿lo de 78 cada 28 días se cobra solo?", and so is a price's figure:
    // "el precio de 78", "una cuota de 70".)
    `(?:tengo|tiene|tienes|tenes|tenga|cumplo|cumpli|cumple|edad de|mi edad es|(?<!(?:^| )(?:lo|los|${PRICED}) )de|con|mayor de|jubilad[oa] de|a mis|a sus|a tus|con mis|con sus|con tus) ${OLDER_AGE}(?= |$)(?! a | al | o | y medio)${NOT_AGE}|` +
      `${OLDER_AGE} (?:años|primaveras|abriles|otoños|inviernos|pirulos|tacos|castañas)|` +
      '(?:soy|somos|es|son) (?:un |una )?(?:persona mayor|personas mayores|adult[oa]s? mayor(?:es)?|ancian[oa]s?)|(?:soy|somos|es|son|estoy|estamos) (?:de|en) la tercera edad',
  ),
  'disordered-eating': words(
    // A size or a weight wanted at any cost, and a period lived on drinks or diet foods: "la talla 0
    // cueste lo que cueste", "llevo una semana a base de té y galletas de arroz".
    'talla (?:0|00|cero|xxs|xxxs)|(?:bajar|adelgazar|perder|llegar|talla|kilos|peso|flac[oa])(?: [\\wñ]+){0,6} (?:cueste lo que cueste|a toda costa|a cualquier precio|al precio que sea)|' +
      '(?:llevo|pase|paso|vivo|sigo|estoy|voy|ando)(?: [\\wñ]+){0,3} (?:a base de|viviendo de|vivo de|a punta de|solo a|solo con|nada mas con|nomas con) (?:te|cafe|agua|mate|caldo|caldos|jugos?|zumos?|liquidos|galletas de arroz|tortitas de arroz|gelatina|fruta|manzanas?|lechuga|pepino|apio|chicles?|batidos|sopa|sopas|infusiones)(?= |$)|' +
      // Or told as all one ate: "la semana pasada solo comí gelatina light y caldo".
      '(?:solo|nada mas|nomas|unicamente) (?:comi|he comido|estoy comiendo|estuve comiendo|comiendo) (?:gelatina|caldo|caldos|liquidos|galletas de arroz|tortitas de arroz|lechuga|pepino|apio|chicles?)(?= |$)|' +
      // (A kind of food left out by choice is a diet, not a concern: "no como carne desde hace años".)
      `(?:sin comer|no comer|no como|no estoy comiendo|no he comido|no comi|casi no como|apenas como)${NOT_A_FOOD_LEFT_OUT}|` +
      // (Denied, giving up food is not: "no hago ayuno ni dejo de comer".)
      `${UNDENIED}(?:dejar|deje|dejo|dejé) de comer|` +
      'no comer nada|no como nada|no ceno|no desayuno|' +
      '(?:me )?salt(?:o|ar|arme|e|é|andome|ándome) (?:las |la |una |el |unas )?(?:comida|comidas|cena|cenas|desayuno|desayunos|almuerzo|almuerzos)|' +
      'ayun[\\wñ]* (?:de|por|durante) (?:\\d+|dos|tres|cuatro|cinco|varios) (?:dias|dia)|\\d+ dias sin comer|dias sin comer|' +
      'vomit[\\wñ]*|vomito|me provoco|provocarme|purg[\\wñ]*|laxant[\\wñ]*|bulimi[\\wñ]*|anorexi[\\wñ]*|anorexic[\\wñ]*|atracon[\\wñ]*|' +
      'trastorno[\\wñ]*|(?<!(?:^| )(?:q|k|ke|qe|que|me|te|le|nos|les|lo|se|cual|ya) )tca(?! (?:hoy|oy|oi|hy|mañana|mñn|manana|mn|ahora|ahorita)(?= |$))|' +
      // (Hunger avoided is a wish, not a concern: "qué como para no pasar hambre", "sin pasar hambre".)
      '(?<!(?:^| )(?:sin|no|nunca|ni|no quiero|no quisiera|no tener que) )(?:pasar|paso|pasando) hambre|' +
      'me (?:mato|estoy matando) de hambre|matandome de hambre|' +
      // Living on liquids or one food a day: "a puro líquido", "solo me como una manzana en todo el día".
      '(?:a )?puro (?:liquido|liquidos|agua|jugo|jugos|licuado|licuados|te|cafe)|a base de liquidos|solo liquidos|' +
      '(?:solo|solamente|nada mas|unicamente) (?:me )?(?:como|tomo|bebo|ceno|desayuno) (?:un|una|1) [\\wñ]+(?: [\\wñ]+)? (?:en todo el dia|al dia|por dia|diari[oa])|' +
      'morir(?:me)? de hambre|matarme de hambre|muerta de hambre|' +
      'culpa (?:al|de|cuando) comer|ansiedad (?:al|de|por|cuando) comer|miedo a comer|' +
      // Losing weight faster than a body should: "estoy bajando 3 kilos por semana", "bajé 9 kilos en 12 días".
      '(?:baj|perd)[\\wñ]*(?: [\\wñ]+)? (?:[2-9]|[1-9]\\d)(?:[.,]\\d+)? (?:kilos|kilo|kg|kgs)(?: [\\wñ]+)? (?:por|a la|cada|en una|en 1|x) semana|' +
      '(?:baj|perd)[\\wñ]*(?: [\\wñ]+)? (?:[3-9]|[1-9]\\d)(?:[.,]\\d+)? (?:kilos|kg|kgs) en (?:[1-9]|1[0-4]) dias|' +
      '(?:baj|perd)[\\wñ]*(?: [\\wñ]+)? (?:[4-9]|[1-9]\\d) libras(?: [\\wñ]+)? (?:por|a la|cada|x) semana|' +
      // Losing weight from a weight already low: "peso 45 kilos y quiero bajar a 40".
      '(?:bajar|llegar|quedar|quedarme|estar|pesar) (?:a |en |a pesar |hasta )?(?:menos de |solo )?(?:[2-4]\\d) (?:kilos|kg|kgs)(?= |$)|peso (?:[2-4]\\d) (?:kilos|kg|kgs)(?: [\\wñ]+){0,5} (?:bajar|adelgazar|perder|menos)|' +
      // One food a day, told as the time spent living on it: "llevo una semana comiendo una manzana al día".
      '(?:llevo|pase|paso|vivo|sigo)(?: [\\wñ]+){0,3} (?:comiendo|cenando|desayunando|almorzando|a base de|viviendo de) (?:solo |solamente |nada mas |unicamente )?(?:un|una|1) (?!poco|poquito)[\\wñ]+(?: [\\wñ]+)? (?:al dia|por dia|en todo el dia|en el dia|diari[oa]s?)|' +
      // One food alone for days, or to lose weight faster: "llevo tres días comiendo solo una
      // manzana", "como solo un yogur para bajar más rápido".
      '(?:llevo|pase|paso|vivo|sigo|voy|ando)(?: [\\wñ]+){0,3} (?:comiendo|cenando|desayunando|almorzando|viviendo de|a base de) (?:solo|solamente|nada mas|unicamente|nomas) (?:un|una|1) (?!poco|poquito)[\\wñ]+|' +
      '(?:comiendo|como|comer|ceno|cenar|desayuno|desayunar) (?:solo|solamente|nada mas|unicamente|nomas) (?:un|una|1) (?!poco|poquito)[\\wñ]+(?: [\\wñ]+){0,2} (?:para|pa) (?:bajar|adelgazar|perder|secarme|quemar|rebajar)|' +
      // A loss of weight asked in days or a week or two: "bajar 5 kilos en 5 días", "perder diez kilos en dos semanas".
      // or ten kilos and more in a month: "bajar 10 kilos este mes".
      '(?:bajar|perder|adelgazar|quitarme|rebajar) (?:[1-9]\\d|diez|once|doce|quince|veinte) (?:kilos|kg|kgs) (?:en|este) (?:un |1 )?mes|' +
      '(?:bajar|perder|adelgazar|quitarme|rebajar) (?:\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|veinte) (?:kilos|kg|kgs|libras) en (?:\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|diez|quince) (?:dias|dia|semana|semanas)|' +
      '(?:[1-9]\\d{0,2}|mil) (?:calorias|kcal|cal)(?: al dia| diarias)?|menos de (?:\\d+ )?(?:calorias|kcal)|' +
      'muy pocas calorias|comer muy poco|como muy poco|casi nada de comida|casi no como nada|' +
      '(?:comer|como|comiendo|comes|come|comemos|comida|ceno|cenar|desayuno|desayunar|almuerzo|almorzar) (?:solo |solamente |nada mas |una sola )?(?:una|1) (?:sola )?(?:vez|comida) (?:al|por|cada|en todo el) dia|' +
      // Or fewer: "como una vez cada dos días", "una comida a la semana", "día por medio".
      // (Once a week alone is no meal: "¿cada cuánto toca descanso, una vez por semana?".)
      '(?:(?:comer|como|comiendo|comes|come|comemos|ceno|cenar|desayuno|desayunar|almuerzo|almorzar) (?:solo |solamente |nada mas )?(?:una|1) (?:sola )?vez|(?:una|1) (?:sola )?comida) (?:cada (?:\\d+|dos|tres|cuatro|otro) dias?|a la semana|por semana|dia (?:por|de) (?:medio|por medio)|dia si dia no)|' +
      // One small food kept for the whole challenge: "voy a cenar solo una manzana todo el reto".
      '(?:solo|solamente|nada mas|unicamente) (?:un |una |1 )?(?:manzana|fruta|yogur|galleta|cafe|te|caldo|sopa|gelatina|pepino|zanahoria|lechuga|ensalada|apio|toronja|pomelo|limon)s?(?: [\\wñ]+){0,3} ' +
      '(?:todo el reto|toda la semana|todas las semanas|todos los dias|durante el reto|el resto del reto|por semanas|todo el mes|(?:un|1|dos|2|tres|3) (?:mes|meses|semana|semanas)|hasta (?:la|el|que) [\\wñ]+)|' +
      // A water or juice fast: "ayuno de agua", "ayuno a base de jugos".
      'ayun[\\wñ]* (?:de|con|a|solo con|a base de) (?:agua|liquidos|jugos|zumos|te)|' +
      '(?:una|1) (?:sola )?comida (?:al|por|cada|en todo el) dia|una sola comida|solo (?:una|1) comida|omad|' +
      'salte(?:o|ar|arme|e|ando|andome) (?:las |la |una |el |unas )?(?:comida|comidas|cena|cenas|desayuno|desayunos|almuerzo|almuerzos)|' +
      'omit(?:o|ir|irme|i|iendo) (?:las |la |una |el |unas )?(?:comida|comidas|cena|cenas|desayuno|desayunos|almuerzo|almuerzos)|' +
      'ayun[\\wñ]* (?:de |por |durante )?(?:\\d+|dos|tres|cuatro|cinco|seis|siete|varios|muchos) (?:dias|dia|semanas|semana)|' +
      'ayun[\\wñ]* (?:una|toda la) semana|ayuno prolongado|ayuno seco|ayunos largos|ayunar dias|' +
      // Bread and water, as a punishment or a plan: "llevo dos días a pan y agua".
      '(?:a|solo|solamente|nada mas) pan y agua|' +
      '(?:\\d+|dos|tres|cuatro|cinco|varios|muchos) dias (?:sin comer|sin probar bocado|a (?:solo )?agua|solo con agua|en ayunas|(?:de|en) ayun[\\wñ]*)|' +
      // Training told as a compulsion: "mi psicóloga dice que hago ejercicio de forma compulsiva", "vigorexia".
      '(?:ejercicio|entren[\\wñ]*|deporte|gym|gimnasio|cardio)(?: [\\wñ]+){0,3} (?:compulsiv[\\wñ]*|obsesiv[\\wñ]*)|compulsi[\\wñ]* (?:por|con|de) (?:el |hacer )?(?:ejercicio|entrenar|gym|gimnasio|deporte|cardio)|' +
      'vigorexi[\\wñ]*|adicci[\\wñ]* al (?:ejercicio|gym|gimnasio|deporte|cardio)|' +
      // Days on water alone, asked how long: "¿cuántos días puedo estar solo con agua?".
      '(?:dias|semanas|todo el dia|dia entero)(?: [\\wñ]+){0,4} (?:solo|solamente|nada mas|unicamente|a base de|a pura) (?:con |de )?agua(?= |$)|' +
      'solo (?:agua|liquidos|tomo agua|tomar agua|a base de agua)|dieta de agua|sin probar bocado|' +
      'no (?:comer|como|comi|he comido) (?:en )?(?:todo el dia|en todo el dia|en \\d+ dias|en dias|hasta la noche)|' +
      // A meal given up for the whole challenge or for good, told as a plan: "mi plan es no cenar en todo el reto",
      // "no voy a desayunar ningún día", "no pienso cenar hasta acabar el reto".
      'no (?:voy a |vamos a |pienso |quiero |planeo |vuelvo a )?(?:comer|cenar|desayunar|almorzar|merendar|probar bocado)(?: [\\wñ]+){0,2} (?:en |durante )?(?:todo el reto|todo el programa|toda la semana|todas las semanas|todo el mes|el resto del reto|lo que queda del reto|lo que dure el reto|ningun dia|nunca mas|hasta (?:acabar|terminar|que (?:acabe|termine)) (?:el|este) (?:reto|programa|mes))|' +
      // Giving up a meal, living on drinks, purging told plainly.
      `${UNDENIED}(?:dejar|deje|dejo|dejando|dejado|quitarme|quito|quite|eliminar|elimino|suprimir|suprimo) (?:de )?(?:comer|cenar|desayunar|almorzar|merendar|la cena|el desayuno|la comida|el almuerzo|las comidas|todas las comidas)|` +
      'sin (?:probar|tocar) (?:nada|bocado|comida|alimento)|(?:solo|solamente|nada mas que|unicamente) ' +
      // Told as a plan too: "solo voy a tomar agua", "solo pienso beber jugos hasta el viernes"; and
      // as it goes on or has gone: "llevo tres días solo tomando agua", "solo he comido fruta".
      '(?:(?:voy a|vamos a|pienso|quiero|planeo|me voy a|tengo pensado|la idea es) )?(?:tomo|bebo|como|tomar|beber|comer|vivir de|vivo de|a base de|tomando|bebiendo|comiendo|viviendo de|he tomado|he bebido|he comido|tomaba|bebia|comia) (?:batidos|licuados|smoothies|malteadas|agua|liquidos|jugos|zumos|cafe|te|infusiones|caldo|caldos|sopa|fruta|una manzana|ensalada|ensaladas|lechuga|verdura|verduras|gelatina|pepino|apio|un yogur)(?= |$)|' +
      // Drinks alone over days, the verb first: "llevo 4 días tomando solo café".
      '(?:llevo|pase|paso|vivo|sigo|voy|ando)(?: [\\wñ]+){0,3} (?:tomando|bebiendo|comiendo) (?:solo|solamente|nada mas que|unicamente|nomas) (?:batidos|licuados|smoothies|agua|liquidos|jugos|zumos|cafe|te|infusiones|caldo|caldos|sopa|fruta|gelatina)(?= |$)|' +
      // Exercise to make up for what one ate: "quemo en cardio todo lo que como", "hago ejercicio extra cada que me como algo dulce".
      'quem[\\wñ]*(?: [\\wñ]+){0,4} (?:lo que|todo lo que|cada cosa que|las calorias que|cada caloria que) (?:me )?(?:como|comi|cene|desayune|ingiero|meto)|' +
      // what was eaten, then the doubled routine told at length: "cada vez que como pan hago la rutina dos veces seguidas para quemarlo"
      '(?:como|comi|me como|me comi|cene|ceno|me meto|me meti)(?: [\\wñ]+){0,8} (?:para|pa) (?:quemarl[\\wñ]*|compensarl[\\wñ]*|bajarl[\\wñ]*)|' +
      '(?:ejercicio|cardio|entreno|entrenamiento|correr|corro|entreno|rutina)s? (?:[\\wñ]+ ){0,2}(?:extra|de mas|doble|el doble|adicional)(?: [\\wñ]+){0,6} (?:como|comi|comer|me como|me comi|ceno|cene|me paso|me pase)(?= |$)|' +
      // Purging told as getting it out, and counting or weighing as an obsession.
      // ("Cómo lo saco" asks how: "¿cómo la saco?" of a password.)
      // (The verb's own forms only: "comprobante", "centro" eat nothing.)
      '(?:com(?:o(?! (?:lo|la|los|las) )|i|e|es|en|emos|er|ia|ian|ido|ida|idas|iendo|imos|ieron)|cen(?:o|e|a|as|an|ar|amos|aba|ando|ado)|desayun[\\wñ]*|atrac[\\wñ]*|atasc[\\wñ]*)(?: [\\wñ]+){0,5} (?:lo|la|los|todo) (?:saco|sacaba|saque|vomito|vomite|devuelvo|devolvi|echo|eche)(?= |$)|' +
      // Or as going to the bathroom to get it all out: "termino de cenar y voy al baño a sacar todo",
      // "después de las comidas grandes voy al baño a sacarlo todo".
      '(?:com(?!o (?:lo|la|los|las) )[\\wñ]*|cen[\\wñ]*|desayun[\\wñ]*|atrac[\\wñ]*|atasc[\\wñ]*)(?: [\\wñ]+){0,8} (?:sacar|sacarlo|sacarla|echar|echarlo|echarla|devolver|devolverlo|devolverla) todo(?= |$)|' +
      '(?:voy|ir|me voy|corro|me meto|me encierro) (?:al |en el )?baño (?:a|para|pa) (?:sacar|echar|devolver|vomitar|provocar)[\\wñ]*|' +
      '(?:calorias|comida|comer|peso|bascula|kilos|pesarme)(?: [\\wñ]+){0,3} obsesiv[\\wñ]*|obsesi[\\wñ]* (?:con|por) (?:la comida|comer|las calorias|el peso|la bascula|adelgazar|bajar|estar flac[oa])|' +
      // Chewing and spitting, and only drinks until the day's end: "mastico la comida y la escupo",
      // "paso el día solo con café y agua hasta la noche".
      'mastic[\\wñ]*(?: [\\wñ]+){0,4} (?:y )?(?:la |lo |los |las )?escup[\\wñ]*|' +
      '(?:solo|solamente|nada mas|unicamente|nomas|a puro) (?:con |de |a )?(?:cafe|agua|te|mate|liquidos|jugos?|zumos?|caldos?|refrescos?|coca|chicles?)(?: (?:y|con) (?:cafe|agua|te|mate|liquidos|jugos?|zumos?|caldos?|refrescos?|coca|chicles?))? (?:todo el dia|el dia entero|hasta la (?:noche|tarde|cena)|hasta las \\d+|en todo el dia)|' +
      'nada mas en todo el dia|(?:meto|meterme|me meti|me meto) (?:los )?dedos|devolver (?:la )?comida|devuelvo (?:la )?comida|' +
      '(?:comer|como|comi|comiendo) (?:casi )?nada|no pruebo (?:bocado|nada)|me salto (?:todas )?las comidas|' +
      'ayuno (?:total|completo|extremo|de dias)|(?:bajar|perder|adelgazar) \\d+ (?:kilos|kg|kgs) en (?:una|1|dos|2) semanas?|' +
      'comer menos de|(?:tomo|tome|tomar) (?:laxantes|diureticos|pastillas para adelgazar)|pastillas para (?:adelgazar|bajar)|' +
      '(?:tomo|bebo|como|ceno|desayuno) (?:solo|solamente|nada mas que|unicamente) (?:batidos|licuados|smoothies|malteadas|agua|liquidos|jugos|zumos|cafe|te|infusiones|caldo|sopa|fruta|una manzana|un yogur|lechuga|ensalada)|' +
      'ayun[\\wñ]* (?:[\\wñ]+ )?(?:de )?(?:2\\d|[3-9]\\d|\\d{3}) horas|(?:24|36|48|72) horas sin comer|me obsesiona (?:la comida|comer|el peso|engordar)|' +
      'miedo (?:a |de )?(?:engordar|subir de peso)|me (?:peso|pesa) (?:[\\wñ]+ )?veces al dia|me siento (?:gorda|gordo) (?:aunque|y no como)|' +
      'no quiero comer|cuento cada caloria|(?:comer|comiendo|como) (?:lo )?(?:menos posible|minimo|mas poco posible|poquisimo)|' +
      'culpa[\\wñ]* (?:si|cuando|al|de|por|despues de) (?:com[\\wñ]*|cen[\\wñ]*|desayun[\\wñ]*)|' +
      // Guilt or disgust around eating, a few words apart: "me siento culpable cada vez que como".
      '(?:culpa[\\wñ]*|arrepient[\\wñ]*|remordimiento[\\wñ]*)(?: [\\wñ]+){0,4} (?:como|comer|comi|ceno|cenar|desayuno|comida)|(?:asco|rechazo|odio|panico|terror) (?:a |de |al )?(?:comer|la comida)|' +
      // Something without food instead of a meal, hours of exercise a day to lose weight: "agua con limón en vez
      // de comida", "tres horas de cardio diarias".
      '(?:agua|cafe|te|chicle|caldo|limon|infusion|infusiones|mate)(?: [\\wñ]+){0,3} (?:en vez de|en lugar de|para reemplazar|para sustituir|para engañar) (?:la |las |una |el |al )?(?:comida|comidas|cena|desayuno|almuerzo|comer|hambre|estomago)|' +
      '(?:[3-9]|tres|cuatro|cinco|seis) horas (?:de |diarias de |al dia de )?(?:cardio|ejercicio|gym|gimnasio|correr|entrenamiento|entreno)|' +
      '(?:cardio|ejercicio|entreno|entrenamiento|correr|corro|troto)(?: [\\wñ]+){0,2} (?:[3-9]|tres|cuatro|cinco|seis) horas (?:al dia|diarias|cada dia|todos los dias)|' +
      // Guilt after eating told eating first, exercise doubled to burn it off, fear of food or of gaining,
      // seeing oneself fat always: "si como algo luego me siento culpable", "el doble de cardio para quemarlo".
      '(?:si|cuando|despues de|luego de|cada vez que|siempre que) (?:me )?(?:como|comi|comer|ceno|cene|cenar|desayuno|desayune|desayunar|almuerzo|almorce|almorzar|meriendo|merendar|pico|pique|picar)(?: [\\wñ]+){0,5} (?:culpa[\\wñ]*|remordimiento[\\wñ]*)|' +
      '(?:doble|triple|extra|de mas|mas) (?:de )?(?:ejercicio|cardio|entreno|rutina|abdominales|burpees)s?(?: [\\wñ]+){0,3} (?:para|pa) (?:quemarl|compensarl|bajarl|sacarl)[\\wñ]*|' +
      // Overeating paid back with exercise, however it is said: "si me paso con la comida compenso
      // entrenando tres horas", "cuando me atasco lo quemo corriendo".
      '(?:me paso|me pase|me excedo|me excedi|como de mas|comi de mas|como mucho|comi mucho|me atasco|me atasque|me harto|me harte|me empacho|me empache)(?: [\\wñ]+){0,6} (?:compens[\\wñ]*|lo quemo|lo bajo|lo saco|la quemo|quemarlo|bajarlo|sacarlo|me castigo)|' +
      'compens[\\wñ]* (?:[\\wñ]+ ){0,2}(?:entrenando|ejercitandome|corriendo|con (?:mas )?(?:ejercicio|entreno|cardio|rutina)|haciendo (?:mas )?(?:ejercicio|cardio)|(?:\\d+|dos|tres|cuatro|cinco|seis) horas)|' +
      '(?:miedo|panico|terror|pavor|asco) (?:a |de |al )?(?:comer|la comida|engordar|subir de peso|subir un kilo|la bascula|pesarme)|' +
      '(?:siempre|todo el tiempo) me (?:veo|siento) (?:muy |super |re |bien )?(?:gorda|gordo|enorme|asquerosa|asqueroso)|' +
      'me (?:veo|siento) (?:muy |super |re |bien )?(?:gorda|gordo|enorme|asquerosa|asqueroso) (?:siempre|todo el tiempo|aunque|aun asi|por mas que)|' +
      // Eating very little, however it is said: "como tan poquito", "comiendo poquísimo", "como poco para bajar".
      '(?:como|comer|comiendo|come|comes|comemos|ceno|cenar|desayuno) (?:tan |muy |super |re |demasiado |bien |casi )?(?:poquito|poquisimo|poquitito|nada de nada)|' +
      '(?:como|comer|comiendo|come|comes) (?:tan|muy|super|re|demasiado|bien) poco|(?:como|comer|comiendo) poco (?:para|pa|por) (?:bajar|adelgazar|perder|secar[\\wñ]*|no engordar|verme)|' +
      // The period gone, a sign of eating too little (or of a pregnancy): safety either way.
      '(?:no me (?:baja|viene|llega|ha bajado|ha venido|ha llegado|bajo|vino|llego)|se me (?:fue|retiro|corto|quito)|sin|perdi|me quede sin|no tengo) (?:la )?(?:regla|menstruacion|periodo)|amenorre[\\wñ]*|en los huesos|para no tener hambre|quitarme el hambre|compens[\\wñ]* (?:lo que como|las calorias|la comida)',
  ),
  minor: words(
    // An age under 18 said alone at the start, as a fragment: "15 años, ¿ok?", "14 años, ¿puedo pagar?".
    `^${MINOR_AGE} (?:años|añitos|anos)(?! (?:de|con|entrenando|haciendo|casad[\\wñ]*|juntos|trabajando))(?= |$)|` +
      'mayores de (?:edad|18|dieciocho)|solo (?:para )?adultos|' +
      `(?:naci|nacid[oa]|soy|nacimiento) (?:el |en |en el |del |de |de el |año )?(?:${MINOR_BIRTH_YEARS})(?= |$)|` +
      // (Denied, it is not: "no soy menor de edad, tengo 34".)
      `(?<!(?:^| )(?:no|ni|ya no|tampoco) (?:soy|es|somos|son|eres|sos) )(?:menor de edad|menores de edad|menores)|pequeñ[oa] de|` +
      // Not of age yet, or the time left to it: "aún no soy mayor de edad", "me faltan dos años para la mayoría de edad".
      '(?:no|todavia no|aun no) (?:soy|es|somos|son|eres|sos) mayor(?:es)? de edad|' +
      '(?:todavia|aun) no (?:cumplo|cumpli|he cumplido|tengo|llego a) (?:los )?(?:18|dieciocho)(?= |$)|' +
      '(?:falta|faltan|queda|quedan)(?: [\\wñ]+){0,3} (?:para|pa) (?:ser mayor(?:es)? de edad|la mayoria de edad|(?:cumplir )?(?:los )?(?:18|dieciocho)(?= |$))|' +
      'edad minima|minimo de edad|limite de edad|(?:que|cual|cuanta|hay) edad (?:hay que tener|se necesita|necesito|minima|para)|' +
      // A young person with an age under 18, by any of the words Spain and Latin America call one:
      // "un chavo de 15", "una chavala de 14", "un morro de 16", "mi chamaco de 12".
      '(?:chav[oa]s?|chaval[\\wñ]*|chavit[oa]s?|morr[oa]s?|morrit[oa]s?|pib[ea]s?|chamac[oa]s?|chamaquit[oa]s?|escuincl[ea]s?|crio|cria|crios|crias|' +
      'muchach[oa]s?|muchachit[oa]s?|jovencit[oa]s?|joven|jovenes|chic[oa]s?|chiquill[oa]s?|niñ[oa]s?|nen[ea]s?|hij[oa]s?|peques?|guaguas?|cipot[ea]s?|patoj[oa]s?|bichos?|gurises?|gurisas?|cabr[oa]s?|pelad[oa]s?) (?:de |con )?' +
      MINOR_AGE +
      '(?= |$)' +
      NOT_AGE +
      '|' +
      `${UNDENIED}(?:un|una|soy|siendo|eres|sos) menor(?! (?:de (?:\\d|peso|precio|costo|intensidad|impacto|tiempo)|a |intensidad|impacto|peso|precio|costo))|` +
      'adolescent[\\wñ]*|chic[oa] de (?:[1-9]|1[0-7]) |secundaria|instituto|prepa|' +
      '(?:tengo|tiene|tienes|tenes|tenga|de|con) (?:[1-9]|1[0-7]|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciseis|diecisiete) (?:años|añitos|recien cumplidos)|' +
      '(?:tengo|tiene|tienes|tenes|tenga|tenia|cumplo|cumpli|cumple|cumples|cumplire|cumplio|a los|a mis|a tus|a sus|con|de|edad de|edad|mi edad es|recien cumplidos) ' +
      MINOR_AGE +
      ' (?:años|añitos|anos|anitos|años de edad)|' +
      // The age reached, with its article: "cumplo los 17 en mayo", "voy a cumplir los 16", "acabo de cumplir los 15".
      '(?:cumplo|cumpli|cumple|cumples|cumplire|cumplira|cumplio|voy a cumplir|va a cumplir|vas a cumplir|acabo de cumplir|acaba de cumplir|recien cumpli|hago|hace|hice|hizo) los ' +
      TEEN_AGE +
      '(?= |$)' +
      NOT_AGE +
      '|' +
      '(?:tengo|tiene|tienes|tenes|tenga|tenia|cumplo|cumpli|cumple|cumples|cumplire|cumplio|a los|a mis|a tus|a sus|edad de|edad|mi edad es) ' +
      TEEN_AGE +
      '(?= |$)' +
      NOT_AGE +
      '|' +
      MINOR_AGE +
      ' (?:años|añitos|anos) (?:tengo|tiene|tienes|cumplo|cumple|recien cumplidos)|' +
      `${UNDENIED}(?:soy|sea|eres|sos|somos|siendo) (?:un |una )?(?:menor|menores|niñ[oa]|adolescente|chic[oa] joven|crio|cria|nene|nena|peque)|` +
      '(?:mi|mis|tu|su) (?:sobrin[oa]s?|herman[oa]s? (?:menor|menores|pequeñ[oa]s?|chic[oa]s?)|niet[oa]s?|alumn[oa]s? de (?:primaria|secundaria)) (?:de )?' +
      MINOR_AGE +
      '(?= |$)|' +
      'en primaria|bachillerato|de la eso|en la eso|' +
      // Primary school being finished or attended: "mi hija, que este año termina la primaria".
      '(?:termina|acaba|terminando|acabando|cursa|cursando|va en|esta en|sale de) la primaria|' +
      // Said in English: "I'm 15", "15 years old", "a teenager", "my son is 14", "8th grade" (a child
      // with "my" or "the": a bare "son 6" is Spanish's "they are six").
      '(?:my|our|his|her|the) (?:son|daughter|kid|child|boy|girl|nephew|niece|brother|sister) (?:is |who is )?(?:[1-9]|1[0-7])(?= |$)|(?:[1-9]|1[0-2])(?:st|nd|rd|th) grade|middle school|' +
      '(?:i m|im|i am) (?:[1-9]|1[0-7])(?= |$)|(?:[1-9]|1[0-7]) (?:years|yrs|year) old|teenager[\\wñ]*|' +
      // The member's own school year by its number alone: "estoy en noveno", "paso a octavo".
      '(?:estoy|voy|curso|cursando|paso a|pase a|entro a|entre a) (?:en )?(?:septimo|octavo|noveno|decimo)(?= |$)(?! (?:dia|dias|semana|semanas|puesto|lugar|nivel|piso|mes|ejercicio|video|rutina|de|del)(?= |$))|' +
      '(?:primero|segundo|tercero|cuarto|quinto|sexto|septimo|octavo|noveno|decimo|1|2|3|4|5|6|7|8|9|10)(?:ro|do|to|vo|no|mo)? (?:grado|medio|basico|(?:de |de la |del )(?:secundaria|secu|secun|primaria|eso|bachillerato|bachi|prepa|preparatoria|liceo|colegio|cole|instituto|insti|basica|media))|' +
      `(?:mi|mis|tu|su) [\\wñ]+ de ${TEEN_AGE}(?= |$)${NOT_AGE}|` +
      // The member at school: "salgo del cole", "estoy en la prepa", "mi instituto".
      '(?:voy al|voy a la|estoy en el|estoy en la|salgo del|salgo de la|vuelvo del|vuelvo de la|mi|en mi) (?:colegio|escuela|cole|insti|instituto|secundaria|secu|secun|prepa|preparatoria|liceo|bachi|high school)|ir a la escuela',
  ),
};

/**
 * A child named without an age: a minor's question when the message says the child would train,
 * join or be signed up ("mi hijo quiere hacer el reto", "¿pueden los niños?"), not when a child is
 * only in the member's story (around while the member trains, helping with the phone, away on a
 * trip: "mi hija, que es la que me ayuda con esto, está de viaje").
 */
const CHILD = words(
  'niñ[oa]s?|nen[ea]s?|crio|cria|crios|crias|chamac[oa]s?|escuincl[ea]s?|hij[oa]s?|niet[oa]s?|hermanit[oa]s?|' +
    '(?:mi|mis|tu|su|los|las) (?:peque|peques|chiquit[oa]s?|pequeñ[oa]s?|nin[oa]s?|chaval[\\wñ]*|chavit[oa]s?|chamaquit[oa]s?|pibe|piba|pibes|guaguas?|cabr[oa]s? chic[oa]s?)|' +
    // The young one of the house, by an affectionate name: "el chiquito de la casa", "la más peque".
    '(?:el|la) (?:mas )?(?:peque|chiquit[oa]|chiquitin|chiquitina|pequeñ[oa]|pequeñin|pequeñina|benjamin|benjamina)(?= (?:de la casa|de la familia|de mis hijos|de los hijos|quiere|puede|tiene))',
);
/** The child doing the challenge: wanting, being allowed, signing up, training along. */
const CHILD_TAKES_PART = words(
  // ("Se puede" asks whether the member may: "mi hija se ríe de mí, ¿se puede corregir?".)
  'quiere[\\wñ]*|quieren|(?<!se )puede|pueden|podria|podrian|(?:dejo|dejar|dejaria) (?:que|entrenar|hacer|participar|unirse)|(?:le|lo|la|les|los|las) dejo|dejarle|dejarlo|dejarla|inscrib[\\wñ]*|apunt[\\wñ]*|registr[\\wñ]*|unir[\\wñ]*|' +
    // ("Cuenta" as whether the child counts, not the count one lost nor what one noticed: "perdí la
    // cuenta", "mi hija me grababa y me di cuenta".)
    'particip[\\wñ]*|haga|hagan|hace|hacen|entrene|entrenen|entrena|entrenan|conmigo|juntos|juntas|tambien|edad|años|(?<!(?:la|una|mi|di|dio|doy|da|das|dan|dimos|dieron|dar|dando|darme|darse) )cuenta|' +
    'seguro|apto|apta|recomendable|recomiendas|adecuad[oa]|sirve|' +
    // The challenge's own things named as the child's ("la rutina de mi hijo", "el reto de mis
    // hijos"), whatever they are for, or bought for the child ("el reto para mi niño").
    '(?:reto|retos|programa|rutina|rutinas|entreno|entrenamiento|ejercicios|dieta|acceso|plan) de (?:mi|mis|tu|tus|su|sus|los|las)|' +
    '(?:reto|retos|programa|acceso|suscripcion|membresia|inscripcion) para (?:mi|mis|tu|tus|su|sus|los|las)',
);
/**
 * A grown child: a son or daughter given an adult's age ("mi hijo de 20 años", "mi hija que tiene
 * veinticinco"), or only the owner of a thing the member speaks of ("la tarjeta de mi hijo").
 */
const CHILD_GROWN = words(
  `(?:hij[oa]s?|niñ[oa]s?|nen[ea]s?|chamac[oa]s?|crio|cria|peques?) (?:de|con|que tiene|que ya tiene|ya tiene|tiene|ya de) ${ADULT_AGE}(?= |$)${NOT_AGE}|` +
    // A child who lives elsewhere, or whose home the member goes to, is grown: "mi hijo vive en España",
    // "llevo las pesas a casa de mi hija".
    '(?:hij[oa]s?) (?:que )?(?:vive|viven|vivia|se mudo|se mudaron|se fue a vivir|se fueron a vivir) (?:en|a|con|lejos|fuera|afuera)|' +
    '(?:(?:a|en|de|desde) casa de|donde) (?:mi|mis|tu|su) (?:hij[oa]s?)|' +
    // A child with a profession is grown: "mi hija es fisioterapeuta", "mi hijo trabaja de enfermero".
    '(?:hij[oa]s?) (?:es|son|trabaja de|trabaja como|trabajan de) (?:doctor[\\wñ]*|medic[oa]s?|fisio[\\wñ]*|enfermer[oa]s?|nutricionista[\\wñ]*|nutriolog[oa]s?|kinesiolog[oa]s?|psicolog[oa]s?|dentista[\\wñ]*|abogad[oa]s?|ingenier[oa]s?|profesor[\\wñ]*|maestr[oa]s?|entrenador[\\wñ]*|policia[\\wñ]*|contador[\\wñ]*|arquitect[oa]s?)|' +
    `(?:mayor de edad|adult[oa]s?|ya es mayor|ya grande)|` +
    // (Not the challenge's own things: "el reto de mis hijos", "la rutina de los niños" is theirs to do.)
    // (A card's kind between the thing and its owner: "la tarjeta de crédito de mi hijo".)
    `(?:la|el|las|los) (?!(?:cuenta|edad|suscripcion|inscripcion|registro|reto|retos|programa|rutina|rutinas|entreno|entrenamiento|ejercicios|videos|version|plan|dieta|membresia|acceso)(?= ))[a-zñ]+(?: de (?:credito|debito))? de (?:mi|mis|tu|su|los|las) (?:hij[oa]s?|niet[oa]s?|niñ[oa]s?|nen[ea]s?|chamac[oa]s?|peques?)(?! (?:quiere|puede|para|va)(?= |$))|` +
    // Grown men and women called so by their group: "los pibes del trabajo", "las chicas de la oficina".
    '(?:los|las|mis|unos|unas) (?:pibes|pibas|chicos|chicas|muchachos|muchachas|chavos|chavas|nenes|nenas) (?:del|de la|de mi) (?:trabajo|laburo|chamba|oficina|futbol|gym|gimnasio|equipo|barrio|iglesia)',
);
/**
 * A child who gave the member the challenge or told them something ("mi hija me inscribió como
 * regalo", "mi hijo dice que la espalda va recta"): the member takes part, unless the child is said
 * to join too ("mi hija me dijo que quiere hacerlo", "¿puede mi hijo?").
 */
const CHILD_GAVE_OR_TOLD = words(
  // ("Cuenta" tells only with whom it tells: "mi hijo me cuenta", not "¿mi hijo cuenta para el reto?".)
  '(?:hij[oa]s?|niet[oa]s?) (?:(?:me |nos )?(?:lo |la )?(?:inscribio|apunto|anoto|registro|suscribio|metio|regalo|compro|pago|hizo|creo|abrio|instalo|ayudo|ayuda|dice|dijo|decia|comento|explico|recomendo|enseño|mostro|pregunta|pregunto)|(?:me|nos) (?:cuenta|conto)|' +
    // Or pressed a button on the member's phone ("pagué por error, mi hijo apretó el botón").
    '(?:apreto|apreta|toco|pulso|presiono|pico|pisto|le dio|le dio a) (?:el|un|la|una) (?:boton|botoncito|link|enlace|pantalla|tecla)|' +
    // Or is about to give it: "mi hijo me lo quiere regalar", "mi hija me lo va a pagar".
    '(?:me|nos) (?:lo |la )?(?:quiere|quieren|va a|van a) (?:regalar|pagar|comprar))|' +
    // With where the child is between: "mi hijo en Houston me lo quiere regalar".
    '(?:hij[oa]s?|niet[oa]s?)(?: [\\wñ]+){1,3} (?:me|nos) (?:lo |la )?(?:quiere|quieren|va a|van a) (?:regalar|pagar|comprar)|' +
    // Told the other way round: "me lo regaló mi hija", "nos lo pagó mi hijo".
    '(?:me|nos) (?:lo |la )?(?:inscrib|apunt|anot|registr|suscrib|regal|compr|pag|recomend|pus)(?:o|io|aron|ieron) (?:mi|mis|nuestr[oa]s?) (?:hij[oa]s?|niet[oa]s?)',
);
const CHILD_JOINS_TOO = words(
  // ("Se puede" asks whether the member may: "mi hijo me lo quiere pagar, ¿se puede?".)
  'quiere[\\wñ]*(?! (?:regalar|pagar|comprar)(?= |$))|(?<!se )puede|pueden|si podria|si podrian|tambien|conmigo|juntos|juntas|edad|años|particip[\\wñ]*|entrene|entrenen|haga|hagan',
);
/**
 * The member's own adult age ("tengo 42 años", "a mis cuarenta y dos años"): who tells it tells of
 * themself, and the children they name beside it are their story ("tengo 42 años y dos hijos"),
 * unless a child is said to take part; nor are its years a child's.
 */
const OWN_ADULT_AGE = new RegExp(
  `(?:^| )(?:tengo|tenia|cumplo|cumpli|a mis|con mis|yo de) ${ADULT_AGE} (?:años|anos)(?= |$)`,
  'g',
);

/**
 * The words a denial may hold between its "no" and the symptom ("no me duele", "ya no tengo dolor",
 * "nunca he tenido una lesión"): pronouns, auxiliaries and articles only. Any other word starts
 * another clause, so "no terminé, me falta el aire" and "no puedo entrenar, me duele" deny nothing.
 */
const DENIAL_WORDS =
  '(?:me|te|se|le|nos|les|lo|la|he|ha|has|han|hemos|tengo|tiene|tienes|tenemos|tuve|tuvo|tenido|siento|' +
  'sentido|noto|notado|estoy|esta|estas|estado|estuve|hay|hubo|ningun|ninguna|ninguno|nada|un|una|el|' +
  'los|las|mi|mis|tu|tus|su|sus|mas|ya|sufro|sufrido|padezco|padecido|' +
  // Being one, taking or using one, having trouble of one: "no soy diabético", "no tomo ningún
  // medicamento", "no tengo problemas del corazón".
  'soy|es|eres|sos|he sido|fui|estaba|estabamos|tomo|toma|tomas|tomamos|tomando|tomado|uso|usa|usando|usado|consumo|' +
  'problema|problemas|tema|temas|de|del|con|' +
  // A condition had, or advice sought: "no tengo ninguna condición médica", "no estoy buscando consejo médico".
  'condicion|condiciones|buscando|pidiendo|consejo)';
/**
 * What cancels a negatable concept when it comes up to three such words before it: a "no" and its
 * kin, or "no one", "none of", "zero" said first ("ninguna molestia", "nada de dolor", "cero mareos").
 */
const NEGATION = new RegExp(
  `(?:^| )(?:no|nunca|jamas|tampoco|ni|sin|ningun|ninguna|ninguno|nada de|cero)(?: ${DENIAL_WORDS}){0,3} $|` +
    // "Nothing" as the question's subject, first or second word ("nada me molesta hoy", "hoy nada me
    // duele"); later it ends another clause ("no puedo hacer nada, me duele" denies nothing).
    `^(?:[\\wñ]+ )?nada(?: ${DENIAL_WORDS}){0,3} $|` +
    // "It is not that…", with the subjunctive it takes ("no es que esté lesionado ni nada").
    // And "it is not (it was not) for…" ("no es por agotamiento ni nada", "no fue por lesión").
    `(?:^| )no (?:es|fue|era) (?:que|por)(?: (?:${DENIAL_WORDS}|este|esten|sea|sean|tenga|tengan|sienta|sufra|padezca)){0,3} $`,
);
/** Not a negation: "no sé si me lesioné" doubts, it does not deny. */
const DOUBT = /(?:^| )no se(?: si)? $|(?:^| )no se si [\wñ]+ $/;

/** A denial softened by degree still tells the symptom: "no duele tanto", "no me mareo mucho". */
const SOFTENED =
  /^ (?:tanto|tan|mucho|muchisimo|demasiado|del todo|creo|supongo|quiza|quizas|capaz|no se|o si|todavia no se)(?= |$)/;

function negated(text: string, index: number): boolean {
  const before = `${text.slice(0, index).trimEnd()} `;
  return NEGATION.test(before) && !DOUBT.test(before);
}

/**
 * Each negatable concept's search (its pattern and its wider forms), compiled once: a pattern this
 * size compiled on every question was the coach's costliest step (matchAll searches a copy).
 */
const SEARCHES = (Object.entries(NEGATABLE) as Array<[SafetyConcept, RegExp]>).map(([concept, pattern]) => {
  const wider = WIDER[concept];
  return [concept, new RegExp(wider ? `${pattern.source}|${wider.source}` : pattern.source, 'g')] as const;
});

/**
 * A member telling they are well: "me siento bien", "estoy sano", "todo bien conmigo", "estoy al cien".
 */
const WELL =
  /(?:^| )(?:(?:me (?:siento|encuentro|noto)|estoy|ando|sigo)(?: muy| super| re| de)? (?:bien|perfect[oa]s?|de lujo|genial|sano|sana|al cien|al 100|como un roble|impecable|fenomenal)|todo (?:bien|perfecto|ok|en orden)(?: conmigo| de salud)?)(?= |$)/;

/**
 * Besides the body's parts, what a member tells is well: an organ, a reading, the health, a passing
 * illness they are over ("estoy bien de los pulmones", "ya me siento bien de la gripe").
 */
const TOLD_WELL_OF =
  'corazon|pulmon|pulmones|presion|tension|azucar|colesterol|salud|gripe|resfriado|resfrio|catarro|covid|tos|fiebre';

/**
 * A clause that is wholly a part of the body told well: "el corazón lo tengo perfecto", "las rodillas
 * las tengo bien", or the member well of it ("estoy joya de las rodillas", "ando bien de la espalda").
 */
const PART_TOLD_WELL = new RegExp(
  `^(?:(?:el|la|los|las|mi|mis) (?:${BODY}|${TOLD_WELL_OF}) ` +
    '(?:lo|la|los|las) tengo (?:perfect[oa]s?|bien|san[oa]s?|de diez|impecables?|como nuev[oa]s?)|' +
    '(?:ya )?(?:estoy|ando|me siento|me encuentro)(?: muy| super| re)?(?: ya)? (?:bien|perfect[oa]|joya|genial|impecable|de diez|al cien|san[oa]) ' +
    `(?:de|del) (?:la |las |el |los |mi |mis )?(?:${BODY}|${TOLD_WELL_OF}))$`,
);

/** What a clause of a question tells of health, read once. */
export interface ClauseHealth {
  /** The concepts it names that stand (not denied). */
  standing: SafetyConcept[];
  /**
   * The concepts it names only to tell they are fine: each negatable one it mentions and denies
   * every time ("no tengo ninguna molestia", "cero lesiones", "nada me duele"), or every one it names
   * when the clause is wholly a part of the body told well.
   */
  toldFine: SafetyConcept[];
  /** Whether it only tells the member is well: concepts denied or wellness told, nothing standing. */
  toldWell: boolean;
}

/**
 * A clause's health, read clause by clause: a denial's reach ends with its clause ("me encuentro
 * perfecto, nada me molesta").
 */
export function clauseHealth(clause: string): ClauseHealth {
  const { found, deniedOnly } = mentions(clause);
  const partToldWell = PART_TOLD_WELL.test(clause);
  const toldFine = partToldWell ? found : deniedOnly.filter((concept) => !found.includes(concept));
  const standing = found.filter((concept) => !toldFine.includes(concept));
  const toldWell = standing.length === 0 && (toldFine.length > 0 || WELL.test(clause) || partToldWell);
  return { standing, toldFine, toldWell };
}

/** The safety concepts a question names (the reading of `coach-reading.ts`), negated mentions left out. */
export function safetyConcepts(reading: string): SafetyConcept[] {
  return mentions(reading).found;
}

/**
 * One pass of the searches over a reading: the concepts it names (`found`, negated mentions left out)
 * and the negatable ones it mentions only denied (`deniedOnly`), each search run once.
 */
function mentions(reading: string): { found: SafetyConcept[]; deniedOnly: SafetyConcept[] } {
  const found: SafetyConcept[] = [];
  const deniedOnly: SafetyConcept[] = [];
  for (const [concept, global] of SEARCHES) {
    let denied = false;
    for (const match of reading.matchAll(global)) {
      if (OF_A_FEELING.test(reading.slice(match.index + match[0].length))) continue;
      const start = match.index + (match[0].startsWith(' ') ? 1 : 0);
      if (!negated(reading, start) || SOFTENED.test(reading.slice(match.index + match[0].length))) {
        found.push(concept);
        denied = false;
        break;
      }
      denied = true;
    }
    if (denied) deniedOnly.push(concept);
  }
  for (const [concept, pattern] of Object.entries(FIXED) as Array<[SafetyConcept, RegExp]>)
    if (pattern.test(reading) && !found.includes(concept)) found.push(concept);
  const ownAgeTold = reading.replace(OWN_ADULT_AGE, ' ');
  const childTakesPart = CHILD_TAKES_PART.test(ownAgeTold);
  const memberTakesPart = CHILD_GAVE_OR_TOLD.test(reading) && !CHILD_JOINS_TOO.test(reading);
  if (
    !found.includes('minor') &&
    CHILD.test(reading) &&
    childTakesPart &&
    !memberTakesPart &&
    !CHILD_GROWN.test(reading)
  )
    found.push('minor');
  return { found, deniedOnly };
}
