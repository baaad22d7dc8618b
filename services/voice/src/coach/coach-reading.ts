import { createRequire } from 'node:module';
import { StemmerEs } from '@nlpjs/lang-es';
import {
  BODY_PARTS,
  REGIONAL_BODY_PARTS,
  SAFETY_WORDS,
  SHIFT_LENGTH,
  STARTING_HOUR,
} from '@reto/contracts/safety/safety-concepts';
import { EXERCISE_TECHNIQUES } from '../techniques/exercise-techniques.js';
import { ENGLISH_EXERCISE_NAMES } from './exercise-names.js';
import {
  EVERYDAY_WORDS,
  FUNCTION_WORDS,
  isNumberWord,
  normalizeText,
  OTHER_WORLD_WORDS,
  SHORTHAND,
  soundOf,
} from '@reto/contracts/safety/spanish';

/**
 * The words of the coach's world beyond its training phrases: training, the body, food, the
 * challenge, the account and its payments, the app, and the health words the safety check reads
 * (so a misspelt one is still recognised). A question's other content words are outside it.
 */
/** Laughter typed, however long ("jaja", "jajsjs", "jsjs", "xd", "lol"): it says nothing of what is asked. */
export const LAUGHTER_WORD = /^(?:a?(?:ja|je|ji|jo){2,}j?|(?:js){2,}j?|xd+|lol)$/;

const WORLD_WORDS = (
  'login logueo loguearme reto retos challenge programa plan planes edicion ediciones ronda grupo convocatoria inscripcion inscribirme inscribirse ' +
  // The app's screens as its menu names them and as members do, often with a capital ("en
  // Configuración", "en Ajustes").
  'configuracion ajustes perfil preferencias ' +
  // The range of dates the profile's access card shows, and the dashboard's bubbles of the days
  // (labelled RUTINA, or DESCANSO with a plus on a rest day).
  'rango rangos burbuja burbujas burbujita burbujitas bolita bolitas ' +
  // Who answers for a service, asked for by a member.
  'encargado encargada responsable gerente supervisor supervisora administrador administradora ' +
  // More of the cities members live in (the names that are not also everyday words).
  'tijuana cancun merida puebla queretaro toluca hermosillo culiacan chihuahua oaxaca veracruz acapulco mendoza tucuman ' +
  'valparaiso antofagasta temuco medellin barranquilla cartagena bucaramanga arequipa cusco quito guayaquil cali pereira manizales cucuta ibague ' +
  'montevideo asuncion caracas maracaibo cochabamba tegucigalpa managua malaga bilbao zaragoza murcia alicante ' +
  'valladolid tenerife ' +
  // Whom the challenge is for, and the weekend in the plural.
  'principiante principiantes novato novata novatos novatas sedentario sedentaria sedentarios findes ' +
  // Being satisfied (the guarantee's word) and one's age (whom the challenge is for).
  'satisfaccion satisfecho satisfecha edad edades adulto adulta adultos adultas mayores ' +
  // Kinds of training, how it is given, meals, paying from abroad, a payment's state.
  'fuerza resistencia movilidad flexibilidad tonificacion tonificar potencia equilibrio vivo directo grabado grabados grabadas ' +
  'merienda meriendas extranjero exterior internacional pendiente pendientes duplicado duplicada duplicados ' +
  'horizontal vertical girar giro gira rotar ' +
  // The television the videos are watched on, as members name it in English ("la smart tv").
  'smart ' +
  // Where one trains besides the home, and whom the challenge is for by age.
  'calle parque afuera joven jovenes ' +
  // The muscles a session works, by name.
  'triceps biceps pectoral pectorales deltoides deltoide dorsales oblicuos abdominales isquiotibiales isquios cuadriceps ' +
  'femoral femorales aductores abductores gemelos soleo trapecio trapecios lumbares gluteo gluteos antebrazos core ' +
  // A group of members who start together, by the names regions give it.
  'tanda tandas camada camadas generacion generaciones cohorte cohortes promocion hornada ' +
  'inscrita inscrito apuntarme apuntarse unirme entrar acceso semana semanas mes meses fecha fechas termina terminar acaba ' +
  'acabar finaliza fin final empieza empezar arranca comienza inicia proxima proximo siguiente nueva nuevo actual ' +
  'rutina rutinas entreno entrenos entrenar entrenamiento entrenamientos entreno ejercicio ejercicios sesion sesiones ' +
  'serie series repeticiones reps descanso descansar descanso descansos reposo libre off cardio caminadora trotadora cinta caminata ' +
  // Days missed made up by doing them again ("¿si no hago dos días los repito luego?").
  'repito repetirlos repetirlas repetirlo repetirla repetimos ' +
  'caminar correr inclinacion velocidad minutos ayunas tecnica postura forma correctamente hecho completado completada ' +
  'completar marcar marco marca tachar registrar guardar terminado termine hice salto saltar saltarme salte falto falte ' +
  'perder pierdo pierde racha progreso avance porcentaje llevo voy resultado seguidos faltan quedan restantes numero ' +
  'calorias kilocalorias kcal proteina proteinas carbohidratos grasa grasas macros dieta alimentacion nutricion comer comida comidas ' +
  'desayuno cena almuerzo agua hidratacion peso kilos bajar adelgazar perder musculo piernas brazos gluteos abdomen ' +
  'pecho espalda hombros cuerpo cuerpo completo grupo muscular zona horaria huso hora horas local desbloquea ' +
  'precio cuesta cuestan costo coste vale valor cobran cobrar cobro cobra pagar pago pagos pague plata dinero pesos ' +
  'euros dolares moneda garantia devolucion devuelven reembolso cancelar cancelo cancelacion baja suscripcion ' +
  'renovacion renueva renovar automatica automaticamente tarjeta tarjetas credito debito paypal rechazada rechazaron ' +
  'declinada denegado error factura facturas recibo recibos comprobante datos fiscales cuenta contraseña clave password ' +
  'restablecer restablezco restablece restablezca recuperar recupero recupera ingresar ingreso loguear logueo ' +
  'correo email usuario sesion persona humano soporte atencion cliente contacto equipo hablar app aplicacion pagina web ' +
  'video videos carga cargan carga abre blanco negro negra reproduce cuelga lenta lento pantalla emilio entrenador bot ' +
  'estructura estructurado estructurada organizado organizada ' +
  'dolor duele mareo embarazada embarazo posparto postparto diabetes diabetico diabetica lesion lesione lastime ' +
  'esguince tendinitis cirugia operaron medicamento medicamentos medicacion pastillas insulina metformina ozempic ' +
  'antibioticos vomito vomitar laxantes bulimia anorexia adolescente menor hijo hija niño niña años debil debilidad ' +
  'palpitaciones taquicardia entumecido adormecido hormigueo sangra sangre desmayo desmaye rodilla rodillas tobillo ' +
  'muñeca hombro cadera cuello cabeza brazo mano pie pies dedos costado lumbar corazon presion ' +
  // Where members live: naming it says nothing about the topic.
  'mexico mexicano mexicanos mexicana españa español española argentina argentino argentinos colombia colombianos ' +
  'chile chilenos peru soles uruguay venezuela ecuador bolivia paraguay guatemala honduras salvador nicaragua ' +
  'costa rica panama cuba republica dominicana puerto estados unidos usa madrid barcelona sevilla valencia bogota lima ' +
  'santiago buenos aires cdmx monterrey guadalajara miami santo domingo tegucigalpa managua dolar borra borrar reinicia reiniciar resetea cero ' +
  // Spain's regions and islands, as members there tell where they live ("en Tenerife vamos con otra hora";
  // the Canaries themselves are a far place, `FAR_PLACES`, whose hour differs).
  'peninsula tenerife baleares mallorca andalucia galicia asturias cataluña catalunya euskadi ' +
  'murcia extremadura navarra aragon cantabria rioja castilla ' +
  // Money as it is called across the Spanish-speaking world.
  'lana pasta guita varo varos luca lucas billete billetes pisto ' +
  'medianoche asistente palomita palomitas chulito punta puntas talon talones dedo ' +
  // The account, the payment and the app, as members name them in a support request.
  'checkout perfil perfiles cuentas usuaria credenciales credencial enlace enlaces link links gmail hotmail outlook yahoo icloud ' +
  'spam bandeja codigo codigos verificacion pin registro registrarme registre dispositivo dispositivos plataforma ' +
  'plataformas membresia membresias socio socia alta foto avatar idioma cargo cargos cobros importe monto saldo fondos ' +
  'intereses amex mastercard american express cvv vencimiento caducidad titular reintegro reintegros ' +
  'reembolsos devoluciones rfc rif rtn cif nif cuit cuil nit ruc fiscal fiscales justificante justificantes desglose ' +
  'ticket tickets boleta boletas cfdi pdf notificaciones notificacion aviso avisos botones boton audio sonido volumen ' +
  'pantallas menu seccion pestaña icono cache cookies errores fallo fallos bug bugs cargando paginas sitio humano humana ' +
  'personas agente asesor asesora operador operadora chat certificado certificada certificados titulado titulada ' +
  // The people and circumstances a request tells of.
  'esposa esposo marido mujer pareja novio novia hermano hermana mama papa madre padre amiga amigo amigos compañero ' +
  'comadre compadre comadres compadres señor señora señorita don doña ' +
  'urgente urgencia raro rara vacio vacia nunca siempre todavia aun mal bien ayer anoche ' +
  // A lower price by its names, and who asks it: "¿existe algún descuento para estudiantes?".
  'estudiante estudiantes jubilado jubilados jubilada desempleado desempleados universitario universitarios ' +
  'descuento descuentos cupon cupones promocional promo promos rebaja rebajas existe existen ' +
  // Drinks and supplements beside meals, how an exercise is varied, the numbers of one's progress.
  'fines alcohol cafe cafecito suplemento suplementos creatina whey batido batidos snack snacks picar ' +
  // A food allowed or not, and the dishes of a region's breakfast ("¿el gallopinto está permitido?").
  'permitido permitida permitidos permitidas prohibido prohibida prohibidos prohibidas gallopinto ' +
  'alternativa alternativas variante variantes version tips musculo musculos estadisticas historial constante ' +
  // A payment refused, the app's reminders and where it is installed from.
  'insuficiente insuficientes recordatorio recordatorios alarma alarmas store pixelado pixelados crashea ' +
  'usd eur mxn ars cop clp divisa divisas bolivares quetzales colones guaranies reales lempiras cordobas francos cfa xaf ' +
  'peruano peruanos peruana chileno chilena colombiano colombiana venezolano venezolana uruguayo uruguaya ecuatoriano ' +
  'ecuatoriana boliviano boliviana paraguayo paraguaya argentina argentinas mexicanas españoles ' +
  // The months, what one wears and carries to train, and laughter typed.
  'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre ' +
  'zapatillas zapas tenis deportivas calzas leggins mallas top esterilla colchoneta mat toalla botella puesta puestas puesto puestos ' +
  'jaja jajaja jajajaja jeje jejeje jiji xd lol chuta pucha caray caramba chale ' +
  'atras adelante arriba abajo detras delante encima debajo truco trucos transaccion transacciones operacion ' +
  // How a body part is placed in a movement: "las manos a la anchura de los hombros", "los codos abiertos".
  'anchura ancho ancha abierto abierta abiertos abiertas pegado pegada pegados pegadas recto recta curvo curva ' +
  // The product's own words for signing in, its videos and its store.
  'autenticacion autenticar emergencia pre preaprobado preaprobada aprobado aprobada shopify tienda genero hombre hombres ' +
  'mujeres chico chica caracteres disponible reproducir escucha escuchar oye oir agrego agregar añadir escritorio alerta alertas ' +
  // What members eat and drink, by name.
  'arroz pan frijoles porotos tortilla tortillas huevo huevos pollo carne pescado atun fruta frutas verdura verduras ' +
  'ensalada avena leche yogur queso papa papas patata patatas platano banana manzana aguacate palta chocolate dulce ' +
  'dulces hamburguesa tacos empanadas arepa arepas nueces almendras mani cacahuate galletas cereal jugo zumo ' +
  'refresco refrescos gaseosa cocina cocinar cocino legumbres lentejas garbanzos quinoa quinua congri tinto ' +
  'salami jamon chorizo salchicha salchichas mortadela ' +
  // The River Plate's own.
  'alfajor alfajores medialuna medialunas milanesa milanesas asado choripan chipa churro churros ' +
  // And the dishes of the Caribbean, Central America and the Andes by their own names.
  'habichuelas gandules mangu tostones croqueta croquetas pastelito pastelitos pupusa pupusas tamal tamales yuca mofongo tequeños chilaquiles enchiladas ' +
  'malanga ñame boniato camote batata casabe choclo chuño guineo guineos patacon patacones yautia ' +
  // And what they drink besides water: "una cervecita el finde" ("mate" is also school's maths).
  'cerveza cervezas cervecita cervecitas chela chelas birra birras vino vinito ' +
  // Who members are to the product, and the screens and forms its account and payment go through.
  'alumno alumna alumnos alumnas miembro miembros participante participantes suscriptor suscriptora clienta ' +
  'hambre hambriento hambrienta antojo antojos saciedad url urls caida caido payment payments pay card cards failed declined receipt receipts invoice refund subscription ' +
  'password email account login today tomorrow workout price cost rest day days week challenge got ' +
  'letra letras arroba punto guion mayuscula mayusculas minuscula minusculas ' +
  // The product's features as a member meets them: the group, the messages, reviews, the check-in.
  'comunidad grupos publicacion publicaciones publicar comentario comentarios like likes reseña reseñas resena resenas ' +
  'opinion opiniones verificada insignia encuesta encuestas mensaje mensajes privado privados directo conversacion ' +
  'reportar denunciar silenciar fotos subir sube suben subo coach ' +
  // The replies and mentions of the group, the app store, and the settings' verbs.
  'respuesta respuestas reaccion reacciones mencion menciones etiqueta etiquetas hilo apps apagar encender prender desactivar activar ' +
  // Asked in English, and the wallets a payment goes through in Latin America.
  'next start starts begin end ends finish current left timezone zone crashing crash keeps working ' +
  // The things of the coach's world named in English (`IN_ENGLISH` in topic-evidence.ts): after
  // "the" or "my" they are no other world's. Verbs stay out (a short one would take a Spanish typo:
  // "skin" is not "skip").
  'trainer renewal autorenew autorenews autorenewal screen sound notifications notification progress streak stats ' +
  'diet protein calories meal meals session sessions exercise exercises support agent person refund money membership purchase receipt ' +
  'yape plin nequi daviplata pse zelle spei sinpe webpay pix icono megas gigas pesas bandas ligas kettlebell ' +
  // The polite formulas members open with ("disculpe la molestia").
  'molestia molestias disculpe disculpa disculpen perdone perdona ' +
  // Paying online, money in Spain's slang, the streak in English, a retiree, a browser.
  'linea online pavos streak jubilado jubilada jubilados gente hoycito navegador navegadores disputa contracargo sms code modo oscuro diagnostico diagnostic ' +
  // The videos' two versions, reading aids, a trial, a gift or a company's purchase, a copy of one's data.
  'demas polvo alto femenina femenino masculina masculino entrenadora contraste agrandar chiquita chiquitas subtitulos lector ' +
  'diferencia diferencias listo lista gratis prueba probar trial regalo regalar regalarle regalarselo familiar empresa empresas empleados corporativo copia ' +
  'formulario formularios desconfigurado desconfigurada desconfigurados boton botones enlace pantallazo captura ' +
  // The names a username goes by, and the mails an account is sent (welcome, confirmation, activation).
  'apodo apodos alias nick nickname sobrenombre bienvenida confirmacion activacion transferir migrar ' +
  // "En plena reunión": the moment something happens, not a thing.
  'pleno plena ' +
  // A session's warm-up and cool-down, and the characters a password is made of.
  'calentamiento calentamientos calentar estiramiento estiramientos enfriamiento ñ tilde tildes acento acentos simbolo simbolos espacio espacios asterisco' +
  ' ' +
  // A misspelling in one's details, and the messages a screen shows as members name them.
  'ortografia errata cartel cartelito letrero mensajito ventana ventanita portada logo screenshot dashboard tablero ' +
  // The wheel a screen turns while it loads or pays, and the dashboard's day bubbles with their signs.
  'ruedita rueditas circulito circulitos circulo circulos burbuja burbujas burbujita burbujitas bolita bolitas ' +
  'globito globitos signo signos signito icono iconos iconito ' +
  // "De repente", "de golpe", "de sopetón": when something happened, not a thing.
  'repente golpe sopeton improviso ' +
  // Content locked as members see it: "todo sigue con candado".
  'candado candados candadito candaditos ' +
  // One's own, apart from another's: "su propia cuenta", "una cuenta aparte".
  'propio propia propios propias aparte separado separada'
).split(' ');

/** Every word of Spanish, inflected forms included (to tell a real word from a typo). */
const SPANISH_WORDS: ReadonlySet<string> = new Set(
  (createRequire(import.meta.url)('an-array-of-spanish-words') as string[]).map(normalizeText),
);
/**
 * Endings only a verb form has (persons, tenses, gerunds, infinitives): on the stem of any verb of
 * the dictionary, the word is a verb ("atrasaron", "solicitamos", "expliquenme").
 */
const VERB_ONLY_ENDINGS =
  'amos emos imos ais eis aste iste asteis isteis aron ieron ando iendo yendo aba abas abamos aban iamos are ere ire aras aran ieras ieran iese ar er ir'.split(
    ' ',
  );
/**
 * Endings a noun may have as well ("huevo", "playa", "pelo"): the word is a verb only on the stem
 * of a verb members commonly use with the coach ("solicito", "atrase", "adelantas").
 */
const SHARED_ENDINGS = 'o as a an e es en io i ia ias ian ado ada ados adas ido ida idos idas ara iera ase'.split(' ');
const ENCLITICS = ['', 'me', 'te', 'se', 'lo', 'la', 'le', 'nos', 'les', 'los', 'las', 'melo', 'mela', 'selo', 'sela'];
/**
 * Spelling changes before an ending: "expliqu-e" is "explic-ar", "pag-ue" is "pag-ar", "empec-e" is
 * "empez-ar"; and the stressed stem's diphthong: "transfier-o" is "transfer-ir", "muev-o" is "mov-er".
 */
const stemSpellings = (stem: string) => [
  stem,
  stem.replace(/qu$/, 'c'),
  stem.replace(/gu$/, 'g'),
  stem.replace(/c$/, 'z'),
  stem.replace(/ie([^aeiou]*)$/, 'e$1'),
  stem.replace(/ue([^aeiou]*)$/, 'o$1'),
];

/** The infinitives a word may be a form of, by its endings. */
function infinitivesOf(word: string, endings: readonly string[]): string[] {
  const found: string[] = [];
  for (const enclitic of ENCLITICS) {
    if (!word.endsWith(enclitic)) continue;
    const base = word.slice(0, word.length - enclitic.length);
    for (const ending of endings) {
      if (!base.endsWith(ending) || base.length - ending.length < 3) continue;
      for (const stem of stemSpellings(base.slice(0, base.length - ending.length)))
        for (const infinitive of ['ar', 'er', 'ir']) found.push(stem + infinitive);
    }
  }
  return found;
}

/** A form only a verb of the dictionary has, its pronouns joined or not ("echarse", "explíquenme"). */
const isDictionaryVerbForm = (word: string): boolean =>
  infinitivesOf(word, VERB_ONLY_ENDINGS).some((infinitive) => SPANISH_WORDS.has(infinitive));
/**
 * A real word of Spanish: of the dictionary, or a verb's form with its pronouns joined, which the
 * dictionary does not list ("echarse" is no "hecharse" without its h).
 */
const isSpanishWord = (word: string): boolean => SPANISH_WORDS.has(word) || isDictionaryVerbForm(word);

/** Common verbs: the infinitives among the everyday, function and coach words. */
const isVerbForm = (word: string, common: ReadonlySet<string>): boolean =>
  isDictionaryVerbForm(word) || infinitivesOf(word, SHARED_ENDINGS).some((infinitive) => common.has(infinitive));

const stemmer = new StemmerEs();
const stemOf = (word: string) => stemmer.stemWord(word);

/** Letters written for one another that sound the same (`soundOf` checks each respelling). */
const SAME_SOUNDS: ReadonlyArray<readonly [written: RegExp, meant: string]> = [
  [/k/g, 'c'],
  [/k/g, 'qu'],
  [/s/g, 'c'],
  [/s/g, 'z'],
  [/z/g, 's'],
  [/c/g, 's'],
  [/c/g, 'z'],
  [/b/g, 'v'],
  [/v/g, 'b'],
  [/y/g, 'll'],
  [/ll/g, 'y'],
  [/j/g, 'g'],
  [/g/g, 'j'],
  [/^/g, 'h'],
  [/h/g, ''],
];
/** How many letters a respelling may change. */
const MAX_RESPELLINGS = 2;

export interface Reading {
  /** The question as the coach reads it: normalised, shorthand spelt out, typos corrected to known words. */
  text: string;
  /** Content words outside the coach's world (nothing about the challenge, the body or the account). */
  foreign: string[];
  /** Those of them that name another world outright (a bank, a series, a club), not merely unknown words. */
  otherWorld: string[];
  /**
   * The places named as where the member is, lives, goes or comes from, or whose hour they ask
   * ("estoy en Madrid", "me mudé de La Paz a Miami", "la hora de Nueva York"): the member's story,
   * not another world; still things where Spanish puts a noun.
   */
  places: string[];
  /**
   * Those that name a thing: a word of another world, or an unknown word where Spanish puts a noun
   * (after an article, a possessive, a demonstrative or a preposition: "un iphone", "la factura de
   * la luz", "mi racha en duolingo"). An unknown verb or adjective ("no existe", "credenciales
   * inválidas") tells how, not what about.
   */
  things: string[];
  /**
   * The words of another world the member names as where their own day takes them ("estoy en el
   * aeropuerto", "estoy de exámenes"): still of another world, unless another clause asks about the
   * member or the challenge (the coach's `compared`).
   */
  story: string[];
}

/**
 * A name the writer gives as their own ("soy Marta", "me llamo Juan Pablo", "te escribe Rosa", "le
 * saluda Mercedes", "su servidora Chayito"), signs with ("Atentamente, Rosa") or gives as the member a
 * relative writes for ("soy la hija de doña Rosario"): the member, not someone or something of another world.
 */
const OWN_NAME =
  /(?:^|[^\p{L}])(?:soy (?:la |el )?(?:hija|hijo|nieta|nieto|sobrina|sobrino|yerno|nuera) de(?: don| doña)?|soy|me llamo|mi nombre es|te escribe|le escribe|les escribe|os escribe|habla|te saluda|le saluda|les saluda|os saluda|su servidora|su servidor|(?<=(?:necesito|quiero|quisiera|pido|ocupo|me pueden hacer|me puede hacer|me hacen|me dan|me pueden dar|me pueden mandar|me mandan|emitan|hagan) (?:una |la |mi |su )?(?:factura|recibo|comprobante|boleta)[^.?!]{0,60})a nombre de(?: la empresa| mi empresa)?|(?:atentamente|cordialmente|saludos|un saludo|un abrazo|abrazos|besos|bendiciones),?)((?:\s+\p{L}+){1,3})/giu;

/**
 * The writer's own name, as they give it ("soy Mariana", "me llamo Juan Pablo"), or the one the
 * receipt they ask for is to be made out to ("necesito factura … a nombre de Inversiones Sol SAC"; not
 * another's bill told to be in someone's name), normalised.
 */
function ownNames(question: string): ReadonlySet<string> {
  return new Set(
    [...question.matchAll(OWN_NAME)].flatMap(([, after]) => {
      const words = after!.trim().split(/\s+/);
      const capitalised = words.findIndex((word) => !/^\p{Lu}/u.test(word));
      return words.slice(0, capitalised < 0 ? words.length : capitalised).map(normalizeText);
    }),
  );
}

/**
 * The words written with a capital letter inside a sentence (not after its start or a full stop),
 * normalised, less the writer's own name; none when most words are capitalised (a message typed in
 * capitals or title case).
 */
function properNames(question: string, own: ReadonlySet<string>): ReadonlySet<string> {
  const all = question.match(/\p{L}+/gu) ?? [];
  // Words shouted, three or more in capitals in a row ("ME COBRARON DE NUEVO"), are no names.
  const shouted = new Set(
    [...question.matchAll(/\p{Lu}{2,}(?:\s+\p{Lu}+){2,}/gu)].flatMap(([run]) => run.split(/\s+/).map(normalizeText)),
  );
  const inside = [...question.matchAll(/(?<=[^.?!¿¡\s]\s+)\p{Lu}\p{L}*/gu)].map(([word]) => normalizeText(word));
  return inside.length * 2 > all.length
    ? new Set()
    : new Set(inside.filter((word) => !own.has(word) && !shouted.has(word)));
}

/** The words before a place's preposition that tell the member is, lives, goes or comes there, or asks its hour. */
const PLACE_TELLERS: ReadonlySet<string> = new Set(
  (
    'vivo vivimos estoy estamos resido ando trabajo naci soy somos vengo venimos voy vamos viajo viajamos viaje ' +
    'mude mudo mudamos salgo llego llegue regreso volvi saludos saludo escribo vacaciones hora horario horaria ' +
    // Where the member is, pointed at ("aquí en La Habana no tengo gimnasio cerca").
    'aqui aca ' +
    // Someone of the member's life and where they are from ("mi prima de La Laguna").
    'prima primo hermana hermano tia tio amiga amigo abuela abuelo mama papa madre padre suegra suegro cuñada ' +
    'cuñado vecina vecino comadre compadre novia novio esposa esposo pareja familia gente'
  ).split(' '),
);
/**
 * A greeting's last word, before "desde" and where it is sent from ("buenas noches desde Malabo", "un
 * saludo cordial desde Oviedo").
 */
const GREETED_FROM: ReadonlySet<string> = new Set(
  'hola buenas buenos dias tardes noches cordial grande saludo saludos abrazo'.split(' '),
);
/** The words before a writer's own name ("soy Mari Carmen de Cádiz", "me llamo Ana, de Lima"). */
const NAME_TELLERS: ReadonlySet<string> = new Set(['soy', 'llamo']);
/** The prepositions a place follows ("en", "a", "desde", "de"…). */
const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set('en a al desde de del hacia para pa por'.split(' '));
/** Things a name after them owns, not a place they are in: "el programa de Chris Heria", "un reto en Free Fire". */
const OWNED_BY_NAME: ReadonlySet<string> = new Set(
  'reto retos desafio desafios programa programas challenge rutina rutinas plan planes app aplicacion curso cursos clase clases juego juegos'.split(
    ' ',
  ),
);
/** The prepositions of a channel or a purpose more than of a place ("una reunión por Zoom", "para Netflix"). */
const CHANNEL_PREPOSITIONS: ReadonlySet<string> = new Set(['por', 'para']);
/** The small words inside a place's name ("Ciudad de México", "San José del Cabo"). */
const INSIDE_PLACE_NAMES: ReadonlySet<string> = new Set('de del la las los'.split(' '));

/**
 * The places a question names as the member's own story (`Reading.places`): a run of capitalised
 * words after a place's preposition that follows a word telling where one is, goes or comes from,
 * or whose hour is asked, and the next place of a move ("de La Paz a Miami"); each normalised, its
 * words as the question has them ("nueva york").
 */
function placesNamed(question: string): string[] {
  const zoneTold = ZONE_TOLD.test(normalizeText(question));
  return question.split(PLACE_NAME_ENDS).flatMap((sentence) => placesNamedIn(sentence, false, zoneTold));
}

/** A question about the member's hour or zone, where a place shown or chosen is the zone's ("me aparece Nueva York"). */
const ZONE_TOLD = /(?:^| )(?:zona|zonas|huso|husos|hora|horas|horario|horaria|time ?zone)(?= |$)/;
/**
 * The words right before a zone's place when the app shows it or the member chooses it ("me aparece
 * Nueva York", "elegí Buenos Aires"), or before its preposition ("¿cuál escojo pa Puerto Rico?"); and
 * "la de Denver" (the zone of Denver).
 */
const ZONE_SHOWN_OR_CHOSEN: ReadonlySet<string> = new Set(
  'aparece sale muestra marca pone dice elegi elijo escogi escojo puse pongo seleccione selecciono'.split(' '),
);
const THE_ONE: ReadonlySet<string> = new Set(['la', 'el']);

/** A place's name ends with its sentence ("Buenos días desde Bata. ¿Cuál es…" names Bata). */
const PLACE_NAME_ENDS = /[.,;:!?¿¡()]+/;

/**
 * Every name shaped as a place, whoever tells it: a run of capitalised words after a place's
 * preposition ("en Toronto", "de Lisboa a Berlín"), each of its words as a reading has them and the
 * run as one. A brand can be so shaped ("en Netflix"): the caller decides where that does not matter.
 */
export function placeShapedWords(question: string): Set<string> {
  const named = question.split(PLACE_NAME_ENDS).flatMap((sentence) => placesNamedIn(sentence, true));
  return new Set(named.flatMap((place) => [placeWord(place), ...place.split(' ')]));
}

function placesNamedIn(sentence: string, anyTeller = false, zoneTold = false): string[] {
  const tokens = sentence.split(/[^\p{L}]+/u).filter(Boolean);
  const capitalised = (token: string | undefined) => token !== undefined && /^\p{Lu}/u.test(token);
  const places: string[] = [];
  let lastPlaceEnd = -1;
  for (let i = 2; i < tokens.length; i += 1) {
    const teller = normalizeText(tokens[i - 2]!);
    const greetedFrom = GREETED_FROM.has(teller) && normalizeText(tokens[i - 1]!) === 'desde';
    // Where the member's zone or hour is set ("mi zona horaria está en Nueva York").
    const zoneSet =
      /^(?:esta|sale|aparece|puesta|configurada)$/.test(teller) &&
      /^(?:horaria|hora|horario|zona|reloj)$/.test(normalizeText(tokens[i - 3] ?? ''));
    // Where the writer says they are from after their name: "soy Mari Carmen de Cádiz".
    let nameStart = i - 2;
    while (nameStart > 0 && capitalised(tokens[nameStart])) nameStart -= 1;
    const fromAfterName = nameStart < i - 2 && NAME_TELLERS.has(normalizeText(tokens[nameStart]!));
    // (Whoever tells it, not a programme's or a game's owner a word or two after it: "el programa de
    // Chris Heria", "un reto diario en Free Fire"; nor a channel a thing goes by or for: "por Zoom".)
    const anyPlace =
      anyTeller &&
      !CHANNEL_PREPOSITIONS.has(normalizeText(tokens[i - 1]!)) &&
      ![teller, normalizeText(tokens[i - 3] ?? '')].some((word) => OWNED_BY_NAME.has(word));
    // In a question of the member's zone, its place shown or chosen ("me aparece Nueva York"), or
    // the one of a place ("¿qué zona elijo, la de Denver?").
    const shown = zoneTold && ZONE_SHOWN_OR_CHOSEN.has(normalizeText(tokens[i - 1]!));
    const placeChosen = zoneTold && (THE_ONE.has(teller) || ZONE_SHOWN_OR_CHOSEN.has(teller));
    const told =
      anyPlace ||
      PLACE_TELLERS.has(teller) ||
      greetedFrom ||
      zoneSet ||
      fromAfterName ||
      placeChosen ||
      lastPlaceEnd === i - 2;
    if (!capitalised(tokens[i]) || !((PLACE_PREPOSITIONS.has(normalizeText(tokens[i - 1]!)) && told) || shown))
      continue;
    let end = i;
    while (
      capitalised(tokens[end + 1]) ||
      (INSIDE_PLACE_NAMES.has(tokens[end + 1] ?? '') && capitalised(tokens[end + 2]))
    )
      end += capitalised(tokens[end + 1]) ? 1 : 2;
    places.push(normalizeText(tokens.slice(i, end + 1).join(' ')));
    lastPlaceEnd = end;
    i = end;
  }
  return places;
}

/** A time zone by its settings' name: "America/New_York", "Europe/Madrid". */
/** The numbers a day of the challenge or its week takes, in words as dictation writes them. */
const DAY_NUMBERS: ReadonlyMap<string, number> = new Map(
  [
    'uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciseis diecisiete',
    'dieciocho diecinueve veinte veintiuno veintidos veintitres veinticuatro veinticinco veintiseis veintisiete',
    'veintiocho',
  ]
    .join(' ')
    .split(' ')
    .map((word, at) => [word, at + 1] as const),
);
/**
 * A day or a week of the challenge numbered in words ("hoy es día veintiuno", "en la semana tres"); not
 * a count of something done in a day ("el mismo día dos veces", "un día tres rutinas"), nor a week
 * past the fourth, which is a pregnancy's or another calendar's ("estoy en la semana dieciocho").
 */
const DAY_NUMBERED_IN_WORDS =
  /\b(d[ií]a|semana)\s+([a-záéíóúñ]+)\b(?!\s+(?:veces|vez|rutinas|sesiones|entrenos|ejercicios|horas|comidas|kilos|vasos|litros|minutos)\b)/gi;
/** A day's number said in figures or in words ("12", "dieciséis"), or undefined. */
const dayNumber = (said: string): number | undefined =>
  /^\d{1,2}$/.test(said)
    ? Number(said)
    : DAY_NUMBERS.get(
        said
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/un$/, 'uno'),
      );
const numberedByFigure = (said: string, unit: string, number: string) => {
  const figure = dayNumber(number);
  const ofTheChallenge = figure !== undefined && (figure <= 4 || !/^semana$/i.test(unit));
  return ofTheChallenge ? `${unit} ${figure}` : said;
};

/** The day the member is on, told ("voy en el 11", "hice la del día 8", "ya terminé la rutina diecinueve"). */
const DAY_ON =
  /\b(?:voy|estoy|ando|vamos|estamos|hice|termin[eé]|acab[eé]|complet[eé])(?:\s+(?:en|por|ya|la|el|del|de|d[ií]a|rutina)){0,4}\s+(\d{1,2}|[a-záéíóúñ]+)\b/i;
/** A day after it asked by its number ("¿el 12 qué trae?", "¿la del 9 de qué es?", "¿qué trae el dieciséis?"). */
const DAY_ASKED_BY_NUMBER =
  /\b(?:(?:el|la)(?:\s+(?:del|de|d[ií]a|rutina))*\s+(\d{1,2}|[a-záéíóúñ]+)(?=\s*(?:qu[eé]\s+(?:trae|toca|tiene|hay)|de\s+qu[eé]|es\s+de|c[oó]mo\s+es))|qu[eé]\s+(?:trae|toca|tiene|hay\s+(?:en|para|pa))\s+(?:el|la)(?:\s+(?:del|de|d[ií]a|rutina))*\s+(\d{1,2}|[a-záéíóúñ]+)\b)/gi;

/**
 * The day after the one the member is on, asked by its number, read as tomorrow's routine ("voy en
 * el 11, ¿el 12 qué trae?" as "…, ¿la rutina de mañana qué trae?"); any other day asked stays as said.
 */
function nextDayAsTomorrow(text: string): string {
  const on = DAY_ON.exec(text);
  const day = on ? dayNumber(on[1]!) : undefined;
  if (!on || day === undefined) return text;
  const told = on.index + on[0].length;
  const tomorrow = (said: string, after?: string, before?: string) => {
    if (dayNumber((after ?? before)!) !== day + 1) return said;
    return after ? 'la rutina de mañana' : said.replace(/\s(?:el|la)\b.*$/i, ' la rutina de mañana');
  };
  return text.slice(0, told) + text.slice(told).replace(DAY_ASKED_BY_NUMBER, tomorrow);
}

const ZONE_NAME =
  /\b(?:America|Europe|Africa|Asia|Atlantic|Pacific|Australia|Indian|Antarctica)\/[A-Za-z_-]+(?:\/[A-Za-z_-]+)?/gi;

/** A place of several words read as one ("nueva york" is "nuevayork"): none of them is the coach's word. */
const placeWord = (place: string) => place.replace(/ /g, '');

/**
 * Countries, regions and cities far from where the challenge is sold: a place is itself, never a typo
 * of a word of the coach ("canada" is not "camada"), and it stays outside the coach's world.
 */
export const FAR_PLACES: ReadonlySet<string> = new Set(
  (
    'canada australia japon china corea india alemania francia italia inglaterra irlanda escocia suiza austria ' +
    'belgica holanda portugal suecia noruega dinamarca finlandia polonia rusia ucrania grecia turquia marruecos ' +
    'israel dubai emiratos europa asia africa londres paris berlin tokio sidney canarias'
  ).split(' '),
);

/**
 * English's words of the questions the coach reads in English (`IN_ENGLISH` in topic-evidence.ts),
 * read as written: never respelt by sound ("mark" is not "marc", "as" not "has"), never foreign, and
 * never what a Spanish typo is corrected to ("skin" stays another world's, "marke" is "marque").
 */
const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  (
    'as mark marked miss missed skip skipped done complete completed finished happens happen work works renew renews ' +
    'crash crashes crashed freeze freezes freezing load loads open opens install eat food water wrong included ' +
    'beginner beginners tick certified qualified human one charged charge recurring again whos have morning ' +
    // The body, as an exercise's form is told in English ("my knee goes way past my toes").
    'knee knees toe toes hip hips foot feet heel heels elbow elbows wrist wrists shoulder shoulders back form floor ground ' +
    // And the words around a topic asked in English ("is there a money back guarantee?", "notifications
    // not working", "the party at the office"), not typos of Spanish ones ("guaranies").
    'guarantee working notification notifications party ' +
    // Who the member is with, and what they want, told in English ("I want to cancel, my wife and I…"),
    // and the adverbs a Spanglish question carries ("who are you exactly?", "does it really renew?").
    'want wife husband btw exactly really actually anyway please ' +
    // Paid and not let in, told in English ("I paid but never got the access email").
    'paid never got received access'
  ).split(' '),
);

/** The words after which Spanish names a thing. */
const NOUN_MARKERS: ReadonlySet<string> = new Set(
  (
    'el la los las un una unos unas al del mi mis tu tus su sus nuestro nuestra nuestros nuestras este esta estos estas ' +
    'ese esa esos esas aquel aquella otro otra otros otras algun alguna algunos algunas ningun ninguna cada cualquier ' +
    'de en con por para sin sobre entre hasta desde hacia contra segun tras mucho mucha muchos muchas poco poca pocos pocas menos mas ' +
    // Adjectives Spanish puts before a noun: "el próximo feriado", "la nueva temporada".
    'proximo proxima proximos proximas siguiente siguientes nuevo nueva nuevos nuevas ultimo ultima primer primera ' +
    // English's ("how does the stock market work?", "my duolingo streak").
    'the an my your our their this that these those'
  ).split(' '),
);

/** The interrogatives Spanish puts before a noun: "¿qué rutina…?", "¿cuántos días…?". */
const ASKING_MARKERS: ReadonlySet<string> = new Set('que cual cuales cuanto cuanta cuantos cuantas'.split(' '));

/**
 * Whether a reading names a thing of the coach's world where Spanish puts a noun ("¿qué rutina me
 * toca?", "mi racha", "el plan de alimentación"), not only words that point back at something told
 * before ("¿puedo reclamar?", "¿cuántos me faltan si voy en el 19?").
 */
export function namesOwnThing(reading: Reading): boolean {
  const words = reading.text.split(' ');
  const marker = (word: string) => NOUN_MARKERS.has(word) || ASKING_MARKERS.has(word);
  return words.some(
    (word, i) =>
      i > 0 &&
      marker(words[i - 1]!) &&
      word.length >= 3 &&
      !marker(word) &&
      !/^\d+$/.test(word) &&
      !reading.foreign.includes(word),
  );
}

/** The object pronouns that are also articles ("la", "los"), and what comes before them only as pronouns. */
const OBJECT_PRONOUNS: ReadonlySet<string> = new Set(['lo', 'la', 'los', 'las']);
const BEFORE_OBJECT_PRONOUN: ReadonlySet<string> = new Set('no ya me te se nos nunca tampoco jamas'.split(' '));

/** The words after which Spanish attaches a thing to another: whose it is, where, what for. */
const PREPOSITIONS: ReadonlySet<string> = new Set(
  'de del en con por para sobre entre desde hacia contra segun tras al'.split(' '),
);
/** Articles and determiners between a preposition and its noun ("de la", "en mi"). */
const ARTICLES: ReadonlySet<string> = new Set(
  'el la los las un una unos unas mi mis tu tus su sus este esta ese esa aquel aquella'.split(' '),
);

/**
 * Words a member addresses the coach with at either end of a message ("¿qué hay para hoy, jefe?",
 * "parce, ¿qué toca?"), and the particles that close or open one ("oe", "¿ya po?", "che"): there
 * they name no one of another world.
 */
const VOCATIVES: ReadonlySet<string> = new Set(
  'jefe jefa jefazo jefecito maestro maestra carnal carnalito parce parcero parcera mano manito viejo brother broder mijo mija chamo chama bo pana mae maje chavalo chavala causa ñaño ñaña asere compa compadre weon ambia oe po pe che wey guey'.split(
    ' ',
  ),
);

/** Terms of endearment for the one written to, after "mi" ("hola mi amor", "gracias mi vida"). */
const ENDEARMENTS: ReadonlySet<string> = new Set('amor amorcito vida vidita cielo corazon rey reina cariño'.split(' '));
/** What opens a message to someone: a hello, a thanks, a call. */
const ADDRESSED = /^(?:hola|holi|holis|oye|gracias|buenas|buenos|saludos|hey|ey|emilio)$/;

/** An hour written as a clock shows it ("5am", "7pm", "18h", "6:30"): when, not a thing. */
const CLOCK_TIME = /^\d{1,2}(?::\d{2}(?:am|pm|hs?|hrs)?|am|pm|hs?|hrs)$/;

/** The forms of "estar" that read like demonstratives once their accent is gone. */
const ESTAR: ReadonlySet<string> = new Set(['esta', 'estas', 'estan', 'este', 'esten']);
/** Being sure or safe, told or asked ("no estoy seguro", "¿estás segura?", "¿es seguro darle?"): no insurance. */
const SURE =
  /^(?:estoy|estas|esta|estamos|estar|este|estes|sentirme|sentir|quedarme|quedar|muy|bien|tan|no|es|sera|seria) segur[oa]s?$/;
/** A day off asked with Spain's "librar" after when ("¿cuándo libro?", "¿qué días libras?"). */
const DAY_OFF = /^(?:cuando|dia|dias) (?:libro|libras|libra|libramos|librais|libran)$/;

/** Restricted Damerau-Levenshtein distance, stopping early above `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * A question that says this much of the coach's world (its own content words, function and everyday
 * words aside) is about the coach even with one unknown noun in it ("vi la publicidad pero no
 * entiendo de qué se trata el programa"); a word of another world still turns it away.
 */
const WORLD_WORDS_FOR_ONE_STRANGER = 3;

/**
 * What a question says of a thing it opens with, its subject ("¿Platzi tiene garantía?", "¿Hotmart
 * cobra comisión?"): that first word names a thing, as a noun after an article does.
 */
const SAID_OF_A_THING = new Set(
  'tiene tienen ofrece ofrecen incluye incluyen trae traen cobra cobran cuesta cuestan vale valen acepta aceptan devuelve devuelven renueva renuevan'.split(
    ' ',
  ),
);

/** Another sport the member plays: "corro con mi club de running", "juego fútbol los martes". */
const SPORTS_PLAYED = 'corro corremos juego jugamos nado practico practicamos';
/**
 * The member's own day told by a verb of the first person going somewhere, being somewhere or
 * travelling, busy with something, taking the children somewhere, or an appointment: where they go,
 * are, come from or whom they see ("salgo temprano a la finca", "mañana voy al dentista", "estoy de
 * exámenes", "viajo a Quito", "acabo de dejar a los niños en el cole", "tengo cita con el abogado"),
 * and what that place is of ("voy al gimnasio del curro"). The thing it names, even one of another
 * world ("estoy en el aeropuerto"), is their story, not what the question is about; what they have
 * is not ("tengo un perro, ¿cuánto cuesta su comida?" asks about the dog), nor where they work
 * ("trabajo en un banco" may ask about the bank: a development set's bait said so).
 */
const OWN_DAY_VERBS: ReadonlySet<string> = new Set(
  (
    'salgo salimos voy vamos vengo venimos llego llegamos regreso volvemos vuelvo estoy estamos ando andamos viajo viajamos ' +
    // Told done already: "hoy salí tarde del restaurante", "ya llegué del boxeo", "estuve en la boda".
    'sali llegue fui fuimos vine vinimos volvi estuve estuvimos ' +
    // Where they saw something: "lo vi en el metro".
    `vi ${SPORTS_PLAYED}`
  ).split(' '),
);
/** The verbs of a sport, and with whom or where it is done ("corro con mi club de running", "entreno con mi hermano"). */
const SPORT_VERBS: ReadonlySet<string> = new Set(`${SPORTS_PLAYED} entreno entrenamos`.split(' '));
/**
 * What the member has on a day, after "tengo" ("el domingo tengo partido de fútbol", "tengo boda el
 * sábado"): an event of their day, and what it is of.
 */
const EVENTS: ReadonlySet<string> = new Set(
  'partido partidos boda bodas clase clases examen examenes turno turnos guardia cumpleaños comunion bautizo fiesta evento reunion torneo competencia carrera ensayo concierto'.split(
    ' ',
  ),
);
const HAVING: ReadonlySet<string> = new Set('tengo tenemos tuve tuvimos'.split(' '));
/** Whether `words[i]` is "tengo" with an event of the day after it ("tengo partido", "tengo una boda"). */
const eventHad = (words: readonly string[], i: number): boolean =>
  HAVING.has(words[i]!) && EVENTS.has((ARTICLES.has(words[i + 1] ?? '') ? words[i + 2] : words[i + 1]) ?? '');
/** Taking someone somewhere: the member's day only when the children are who is taken ("le llevo un papel" is not). */
const ERRAND_VERBS: ReadonlySet<string> = new Set(
  'dejo dejar deje llevo llevar lleve recojo recoger busco buscar'.split(' '),
);
/** The children so taken. */
const CHILDREN: ReadonlySet<string> = new Set(
  'niños niñas chicos chicas hijo hija hijos hijas nenes nenas peques'.split(' '),
);
/**
 * Getting one's day ready, told as the purpose of asking ("…para ir preparando la ropa", "para
 * planear un paseo al río", "quiero cuadrarlo con el fútbol", "tengo que preparar la bolsa"): what is
 * readied or fitted in is the member's own day. Only as a purpose: "¿cuánto cuesta planear una boda?"
 * asks about the wedding.
 */
const READYING_VERBS: ReadonlySet<string> = new Set(
  'preparar preparando alistar empacar planear planificar organizar organizarme cuadrar cuadrarlo compaginar compaginarlo acomodar acomodarme'.split(
    ' ',
  ),
);
/** What puts such a verb as the purpose: "para", "pa", "quiero", "necesito", "tengo que", "para ir". */
const asPurpose = (words: readonly string[], i: number): boolean => {
  const before = words[i - 1] === 'ir' ? words[i - 2] : words[i - 1];
  return /^(?:para|pa|quiero|necesito)$/.test(before ?? '') || (before === 'que' && words[i - 2] === 'tengo');
};
/**
 * What may stand between such a verb and where it goes: articles, a preposition of place, an adverb
 * of time or place, a possessive ("a mis hijos").
 */
const OWN_DAY_BETWEEN: ReadonlySet<string> = new Set(
  'el la los las un una al a de del en para temprano tarde hoy mañana esta este mi mis aqui aca alla'.split(' '),
);
/**
 * Those that make what follows a complement of the place before ("el gimnasio del curro", "un paseo
 * al río", "aquí en Houston"); not a means ("voy a Barcelona en tren" asks about the train).
 */
const OF_PLACE: ReadonlySet<string> = new Set('al a de del'.split(' '));
const toldOfOwnDay = (words: readonly string[], index: number): boolean => {
  let childTaken = false;
  let complement = false;
  for (let i = index - 1; i >= Math.max(0, index - 6); i -= 1) {
    const word = words[i]!;
    if (OWN_DAY_VERBS.has(word) || (READYING_VERBS.has(word) && asPurpose(words, i)) || eventHad(words, i)) return true;
    const readying = READYING_VERBS.has(words[i - 1] ?? '') && asPurpose(words, i - 1);
    if (word === 'con' && (words[i - 1] === 'cita' || readying || SPORT_VERBS.has(words[i - 1] ?? ''))) return true;
    if (ERRAND_VERBS.has(word)) return childTaken;
    if (CHILDREN.has(word)) childTaken = true;
    else if (OWN_DAY_BETWEEN.has(word))
      complement ||= OF_PLACE.has(word) || (word === 'en' && /^(?:aqui|aca|alla)$/.test(words[i - 1] ?? ''));
    // A complement of a place of the member's day is of that day too.
    else return complement && toldOfOwnDay(words, i);
  }
  return false;
};

/**
 * Where a relative lives or is, named after them ("mi tía en Bayamón", "mi hijo de Madrid"): whose
 * the place is in the member's story, not what the question is about.
 */
const RELATIVES: ReadonlySet<string> = new Set(
  'tia tio mama papa madre padre hermana hermano prima primo hija hijo abuela abuelo suegra suegro esposa esposo novia novio amiga amigo cuñada cuñado sobrina sobrino nieta nieto'.split(
    ' ',
  ),
);
const relativesPlace = (words: readonly string[], index: number): boolean =>
  /^(?:en|de)$/.test(words[index - 1] ?? '') && RELATIVES.has(words[index - 2] ?? '');

/**
 * A card by what only a payment card is ("mi débito", "una Visa", "el plástico", "la tarjeta de
 * crédito"): a bare "tarjeta" may be a boarding pass or a transit card ("la tarjeta de embarque",
 * "mi tarjeta de Transmilenio").
 */
const PAYMENT_CARD = /(?:^| )(?:debito|credito|visa|mastercard|master|plastico|tarjetas? de (?:debito|credito))$/;
/**
 * Whether a word names who issued the member's payment card: after "débito de", "Visa de", "la
 * tarjeta de crédito del", itself or after a bank's word ("mi débito de Banco Popular").
 */
const cardIssuer = (words: readonly string[], index: number): boolean => {
  const at = words[index - 1] === 'banco' ? index - 1 : index;
  return (
    (words[at - 1] === 'de' || words[at - 1] === 'del') &&
    PAYMENT_CARD.test(words.slice(Math.max(0, at - 4), at - 1).join(' '))
  );
};

/**
 * Punctuation said aloud to a phone's dictation and typed out as words ("signo de interrogación",
 * "punto y seguido", a "coma" before the first word): it says nothing about the question.
 */
const SPOKEN_PUNCTUATION =
  /(?:^| )(?:signos? de (?:interrogacion|pregunta|exclamacion|admiracion)|(?:abre|abrir|cierra|cerrar) (?:interrogacion|exclamacion|parentesis|comillas)|punto y (?:aparte|seguido)|punto final|nueva linea|dos puntos)(?= |$)|^coma(?= )/g;

/** The shortest word read as two run together (`CoachReader.split`). */
const MIN_SPLIT_LENGTH = 9;
/** The shortest word of the dictionary read as a coach word without its silent h. */
const MIN_SILENT_H_LENGTH = 6;
/** A question word at the start of a word, with at least three letters after it. */
const ASKING_WORDS = /^(?:que|cuanto|cuanta|cuantos|cuantas|como|cuando|donde|cual)(?=[a-zñ]{3})/;

/** Typos allowed for a word of this length: none for short words, one, then two for long ones. */
const allowedTypos = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/** The "d" that Caribbean and Andalusian speech drops, typed as said ("apretao", "cansaos"); a real word ("bacalao") stays. */
const elided = (word: string) =>
  /^[a-zñ]{3,}ao(s?)$/.test(word) && !SPANISH_WORDS.has(word) ? word.replace(/ao(s?)$/, 'ado$1') : word;

/**
 * Reads questions against the coach's world: its training phrases (every in-scope phrasing), the
 * exercise names in Spanish and English and the world's own words above.
 */
export class CoachReader {
  private readonly known: ReadonlySet<string>;
  private readonly knownStems: ReadonlySet<string>;
  private readonly commonVerbs: ReadonlySet<string>;
  private readonly byLength = new Map<number, string[]>();
  /** The coach's words and the function words by how they sound (the first, shortest word of each sound). */
  private readonly bySound = new Map<string, string>();
  private readonly corrected = new Map<string, string | null>();

  constructor(inScopePhrases: readonly string[]) {
    const exerciseWords = [
      ...Object.values(EXERCISE_TECHNIQUES).map(({ title }) => title),
      ...Object.keys(ENGLISH_EXERCISE_NAMES),
    ];
    this.known = new Set(
      // Every part of the body the safety check knows is of the coach's world ("me voy a operar de la nariz"),
      // but "ingle", whose plural is how English is named ("¿cómo se dice hola en inglés?").
      [
        ...inScopePhrases,
        ...exerciseWords,
        WORLD_WORDS.join(' '),
        [...BODY_PARTS, ...REGIONAL_BODY_PARTS].filter((part) => part !== 'ingle').join(' '),
      ]
        .flatMap((phrase) => normalizeText(phrase).split(' '))
        .filter((word) => word !== '' && !/\d/.test(word)),
    );
    this.commonVerbs = new Set(
      [...this.known, ...EVERYDAY_WORDS, ...FUNCTION_WORDS].filter(
        (word) => /(?:ar|er|ir)$/.test(word) && word.length > 4,
      ),
    );
    // Another form of a word of the coach's world, of an everyday word or of a function word.
    this.knownStems = new Set(
      [...this.known, ...EVERYDAY_WORDS, ...FUNCTION_WORDS].filter((word) => word.length > 3).map(stemOf),
    );
    // The safety check's own words too, so that one spelt by sound is read as itself ("hasma" is "asma").
    for (const word of [...this.known, ...FUNCTION_WORDS, ...SAFETY_WORDS].sort((a, b) => a.length - b.length))
      if (!this.bySound.has(soundOf(word))) this.bySound.set(soundOf(word), word);
    for (const word of this.known) {
      const list = this.byLength.get(word.length) ?? [];
      list.push(word);
      this.byLength.set(word.length, list);
    }
  }

  /** In the coach's world: a word of it, another form of one ("entrenaste", "descansaré") or a word that says nothing. */
  private isKnown(word: string): boolean {
    return (
      this.known.has(word) ||
      FUNCTION_WORDS.has(word) ||
      EVERYDAY_WORDS.has(word) ||
      /^\d+$/.test(word) ||
      isNumberWord(word) ||
      (word.length > 3 && this.knownStems.has(stemOf(word))) ||
      // A superlative of a known word ("lentísima" is "lenta", "rarísimo" is "raro").
      (/isim[oa]s?$/.test(word) && this.isKnown(word.replace(/isim([oa]s?)$/, '$1'))) ||
      // A diminutive of a word of the coach's world or of every day ("pesitos" are "pesos", "rutinita"
      // a "rutina", "cafecito" a "café", "rapidito" "rápido"): its base is known, not merely a real word.
      (word.length > 5 &&
        /(?:it|ill)[oa]s?$/.test(word) &&
        [
          word.replace(/it([oa]s?)$/, '$1'),
          word.replace(/ecit[oa]s?$/, ''),
          word.replace(/cit[oa]s?$/, ''),
          word.replace(/ill([oa]s?)$/, '$1'),
        ]
          .filter((base) => base !== word && base.length > 2)
          .some((base) => this.known.has(base) || EVERYDAY_WORDS.has(base) || FUNCTION_WORDS.has(base)))
    );
  }

  /**
   * Another form of a known word written by its sound ("me kobraron", "no sirbe", "se renueba"):
   * the spelling, of those that sound the same a letter or two away, that the coach knows.
   */
  private respelt(word: string): string | null {
    const sound = soundOf(word);
    let spellings = [word];
    for (let changes = 0; changes < MAX_RESPELLINGS; changes += 1) {
      spellings = spellings.flatMap((spelling) =>
        SAME_SOUNDS.flatMap(([written, meant]) =>
          [...spelling.matchAll(written)].map(
            ({ index, 0: letters }) => spelling.slice(0, index) + meant + spelling.slice(index + letters.length),
          ),
        ),
      );
      const known = spellings.find((spelling) => soundOf(spelling) === sound && this.isKnown(spelling));
      if (known !== undefined) return known;
    }
    return null;
  }

  /**
   * A rare form of the dictionary that is a word of the coach's world without its silent h ("orario"
   * is "horario"): that word, spelt by ear. Words of five letters or fewer are themselves ("ora").
   */
  private silentHDropped(word: string): string | null {
    return word.length >= MIN_SILENT_H_LENGTH && this.known.has(`h${word}`) ? `h${word}` : null;
  }

  /** The known word a typo stands for ("embarasada" → "embarazada"), or null when none is close enough. */
  private correct(word: string): string | null {
    if (this.corrected.has(word)) return this.corrected.get(word)!;
    // A respelling by sound explains a word before any slip of the keys ("covraron" is "cobraron",
    // not "corazón").
    const respelt = this.respelt(word);
    if (respelt !== null) {
      this.corrected.set(word, respelt);
      return respelt;
    }
    const limit = allowedTypos(word.length);
    let best: { word: string; cost: number } | null = null;
    for (let length = word.length - limit; length <= word.length + limit && limit > 0; length += 1) {
      for (const candidate of this.byLength.get(length) ?? []) {
        // Typing slips rarely touch the first letter; a word that differs there is another word ("gmail", "email").
        if (candidate.length < 4 || candidate[0] !== word[0]) continue;
        const cost = distance(word, candidate, limit);
        if (cost <= limit && (!best || cost < best.cost)) best = { word: candidate, cost };
      }
    }
    // A repeated letter typed for emphasis ("holaaa", "porfaaa").
    const squeezed = word.replace(/(.)\1+/g, '$1');
    const result = best?.word ?? (squeezed !== word && this.isKnown(squeezed) ? squeezed : null);
    this.corrected.set(word, result);
    return result;
  }

  /**
   * The words so far with the next one, joined to the last when dictation or a slip split one of the
   * coach's words in two ("la contra seña"): one half alone is no word the coach knows, the two
   * together are.
   */
  private rejoined(words: string[], word: string): string[] {
    const last = words[words.length - 1];
    if (last !== undefined && (!this.isKnown(last) || !this.isKnown(word)) && this.known.has(last + word)) {
      words[words.length - 1] = last + word;
      return words;
    }
    words.push(word);
    return words;
  }

  /**
   * Two words of the coach's world typed or dictated as one ("el díasiguiente"), or null: the first
   * split into two known words of three letters or more, one of them a content word of the coach's
   * world; a short word is more likely a name or another word ("estevez" is not "este vez", nor
   * "reactivo" "re activo").
   */
  private split(word: string): string | null {
    // (A question word run into the word it asks of is split however short: "quetoca", "cuantocuesta".)
    const asked = ASKING_WORDS.exec(word);
    if (asked && !SPANISH_WORDS.has(word) && this.known.has(word.slice(asked[0].length)))
      return `${asked[0]} ${word.slice(asked[0].length)}`;
    if (word.length < MIN_SPLIT_LENGTH) return null;
    const known = (half: string) => this.known.has(half) || FUNCTION_WORDS.has(half) || EVERYDAY_WORDS.has(half);
    for (let at = 3; at <= word.length - 3; at += 1) {
      const [head, tail] = [word.slice(0, at), word.slice(at)];
      const content = [head, tail].filter((half) => this.known.has(half) && !FUNCTION_WORDS.has(half));
      if (known(head) && known(tail) && content.length > 0) return `${head} ${tail}`;
    }
    return null;
  }

  read(written: string): Reading {
    const question = nextDayAsTomorrow(written)
      // A time zone quoted as the settings name it ("me sale America/New_York") is the time zone.
      .replace(ZONE_NAME, ' zona horaria ')
      // Catching up said as being brought up to date ("ponerme al corriente" as "ponerme al día").
      .replace(/\b(poner(?:me|se|te|nos)?|pongo|pone|pongas|ponga)\s+al\s+corriente\b/gi, '$1 al día')
      // A day or a week numbered in words, read by its figure ("día veintiuno" as "día 21").
      .replace(DAY_NUMBERED_IN_WORDS, numberedByFigure)
      // The Dominican Republic shortened ("el precio pa rep dominicana").
      .replace(/\brep\.?\s+(?=dominicana\b)/gi, 'República ')
      // The voice screen's title quoted ("arriba dice EMILIO.BORN.AI") names the coach himself.
      .replace(/\bemilio\s*\.?\s*born\s*\.?\s*ai\b/gi, ' Emilio ')
      // A share the app shows, standing alone, read as a share ("dice 32% eso es bueno?", "me sale en
      // 60%, ¿voy bien?", "me pone 43%"); a share of something is that thing's ("dice 30% de proteína", "40% carbos").
      .replace(
        /(?<=(?:^|\s)(?:dice|sale|marca|pone|aparece|muestra|tengo|llevo|voy en|voy por|ando en|ando por|estoy en|estoy por|va en|va por|esta en|está en)\s+(?:en\s+|el\s+|un\s+)?)(\d+)\s*%(?=\s*(?:$|[,.;:!?¿¡]|(?:y|o|pero|eso|es|que|si|cuando|porque|no)(?:\s|$)))/gi,
        '$1 porcentaje',
      )
      // The sign of a share asked is read as its name ("¿en qué % voy?"); after a figure it goes
      // with the figure ("el 15% de 2340" is a sum, "llego al 100%" the whole bar).
      .replace(/(\d)\s*%/g, '$1')
      .replace(/%/g, ' porcentaje ');
    const foreign: string[] = [];
    const otherWorld: string[] = [];
    const story: string[] = [];
    const things: string[] = [];
    const complements = new Set<string>();
    const named = placesNamed(question);
    const places = new Set(named.map(placeWord));
    const own = ownNames(question);
    const names = properNames(question, own);
    let world = 0;
    const words = named
      .reduce(
        (normalised, place) => normalised.replace(new RegExp(`(?<=^| )${place}(?= |$)`), placeWord(place)),
        normalizeText(question),
      )
      .replace(SPOKEN_PUNCTUATION, ' ')
      // "Pa'l" is "para el", its apostrophe read as a space ("ya salgo pa'l gym").
      .replace(/(?<=^| )pa l(?= |$)/g, 'para el')
      // "Vuelo" after a time or a subject, before where to, is flying, the member's trip ("mañana
      // vuelo de Santiago a Madrid"), not a flight asked about ("¿cuánto cuesta el vuelo?").
      .replace(
        /(?<=^| )(mañana|hoy|yo|luego|que|cuando|si) vuelo(?= (?:a|de|desde|hacia|para|temprano|en) )/g,
        '$1 viajo',
      )
      // What is "en curso" or "en marcha" is the current one ("la edición en curso", "el que está en
      // marcha"), not a course nor a march; "a estas alturas" is now, not a height.
      .replace(/(?<=^| )en (?:curso|marcha)(?= |$)/g, 'actual')
      .replace(/(?<=^| )a (?:estas alturas|esta altura)(?= |$)/g, 'ahora')
      // God named in a set phrase names no other world: "como Dios manda" is properly, and "si Dios
      // quiere", "gracias a Dios", "primero Dios" only colour what is said.
      .replace(/(?<=^| )como dios manda(?= |$)/g, 'bien')
      .replace(/(?<=^| )(?:si dios quiere|gracias a dios|primero dios|dios mediante)(?= |$)/g, '')
      // The address one signed up with, by where it comes from ("me registré con el correo de la
      // universidad"), is one's address: the university is not asked about.
      .replace(
        /(?<=(?:registre|inscribi|suscribi|apunte|use|uso|entro|entre|puse|pague|compre) con (?:el|mi|un) (?:correo|mail|email|e mail)) (?:de la|del|de mi|de) (?:universidad|facultad|facu|uni|escuela|colegio|trabajo|empresa|oficina|chamba|laburo|curro)(?= |$)/g,
        '',
      )
      // Dying of curiosity is being curious ("me mata la curiosidad, ¿quién es Emilio?").
      .replace(/(?<=^| )(?:me mata|me pica|me come|me muero de) la curiosidad(?= |$)/g, 'tengo curiosidad')
      // Or the "little worm" of wanting to know ("ando con el gusanito de saber…").
      .replace(/(?<=^| )(?:ando con|tengo|me entro|me quedo) el gusanito(?= |$)/g, 'tengo curiosidad')
      // Sky-high is dear ("el dólar está por las nubes"), and the sales page is where the prices are.
      .replace(/(?<=^| )por las nubes(?= |$)/g, 'carisimo')
      .replace(/(?<=^| )(pagina|web|landing) de (?:venta|ventas)(?= |$)/g, '$1 de precios')
      // Nothing at all, in a region's words after a negation ("no entiendo un pomo", "no sé ni jota").
      .replace(
        /(?<=(?:^| )no (?:entiendo|entendi|se|cacho|capto|pillo) )(?:un pomo|ni jota|ni papa|ni pio|un carajo|un choto|un joraca)(?= |$)/g,
        'nada',
      )
      // Why told as an aside of work, family or a trip ("por motivos de trabajo no podré…") is the
      // member's reason, not a thing asked about; health's reasons stay as they are.
      .replace(
        /(?<=^| )por (?:motivos|razones|temas|cuestiones|asuntos) (?:de trabajo|laborales|personales|familiares|de familia|de viaje)(?= |$)/g,
        'por trabajo',
      )
      // A shift at the hospital where the member works ("tuve turno de noche en el hospital", "entro a
      // las 7 al hospital") is their work, not a place of another world (nor of illness: the safety
      // check reads it the same way).
      .replace(
        new RegExp(
          `(?<=^| )(turnos?|guardias?)(${SHIFT_LENGTH}) (?:en|del|de|al) (?:el |un |la )?(?:hospital|clinica|sanatorio)(?= |$)`,
          'g',
        ),
        '$1$2 de trabajo',
      )
      .replace(new RegExp(`(?<=^| )entro (${STARTING_HOUR}) al hospital(?= |$)`, 'g'), 'entro $1 a trabajar')
      // The member's job told inline ("en el edificio donde trabajo de vigilante", "soy enfermera en el
      // seguro") is their work, not a thing of another world, nor the place it is done at (a hospital's
      // or a pharmacy's is read as a workplace where it is told, `AT_WORK_IN`).
      .replace(
        /(?<=^| )(?:soy|trabajo de|trabajo como|laburo de|laburo como|chambeo de|chambeo como|estoy de) (?:un |una )?(?:vigilante|guardia de seguridad|velador|veladora|enfermer[oa]|cajer[oa]|meser[oa]|camarer[oa]|cociner[oa]|chofer|taxista|repartidor|repartidora|mensajer[oa]|recepcionista|secretari[oa]|conserje|porter[oa]|niñera|operari[oa]|obrer[oa]|albañil|dependient[ae])(?= |$)(?! en (?:el |la |un |una )?(?:hospital|clinica|sanatorio|farmacia|centro de salud))/g,
        'trabajo',
      )
      .replace(
        /(?<=^| )trabajo en (?:el |la )?(?:seguro(?: social)?|imss|issste|fabrica|maquila|call center)(?= |$)/g,
        'trabajo',
      )
      // The occasion the member was given something for ("mi hija me lo regaló de cumpleaños", "me lo
      // regalaron en Navidad") is when they got it, not what is asked about.
      .replace(
        /(?<=^| )((?:me |nos )?(?:(?:lo|la) (?:regalo|regalaron|dio|dieron)|(?:regalo|regalaron|dio|dieron) (?:esto|este reto|el reto|este programa))) (?:de|por|para|en) (?:mi |el |la |nuestro |nuestra )?(?:cumpleaños|cumple|navidad|reyes|dia de (?:la madre|las madres|la mujer|los enamorados|san valentin|el padre))(?= |$)/g,
        '$1',
      )
      // The member's bank telling them of a charge is who told, not what is asked about ("mi banco me
      // avisó de un cargo recurrente, ¿se renueva solo?").
      .replace(
        /(?<=^| )(?:mi|el) banco (?:me )?(?:aviso|notifico|informo|mando un aviso|mando un mensaje|escribio|llamo|alerto)(?= (?:de )?(?:un|otro|el) (?:cargo|cobro|debito)(?: |$))/g,
        'me avisaron',
      )
      // A walk with the dog is a walk ("¿puedo salir a caminar con mi perro el día de descanso?").
      .replace(
        /(?<=^| )(caminar|camino|pasear|paseo|salir a caminar|salgo a caminar) con (?:mi |el |la |los |mis )?(?:perro|perra|perrito|perrita|perros|mascota|mascotas)(?= |$)/g,
        '$1',
      )
      // Short of money for the rent, told as a reason ("que ando justa con la renta"): the member's
      // means, not a bill asked about (short of money itself, "ando corta de plata", stays: a price's).
      .replace(
        /(?<=^| )(ando|estoy|andamos|estamos) (?:muy |re |bien )?(?:just[oa]s?|cort[oa]s?|apretad[oa]s?) (?:con|de) (?:la renta|el alquiler|el arriendo)(?= |$|[,.;:!?])/g,
        '$1 justa',
      )
      // Time between meetings or classes, told as when ("20 min entre junta y junta").
      .replace(/(?<=^| )entre (junta|reunion|clase|turno) y \1(?= |$)/g, 'entre una cosa y otra')
      // A day off from work, as Spain says it ("mañana libro en el curro"): not a book.
      .replace(
        /(?<=(?:^| )(?:hoy|mañana|yo|que|cuando|si|el lunes|el martes|el miercoles|el jueves|el viernes|el sabado|el domingo) )libro(?= |$)/g,
        'tengo libre',
      )
      // The refund as dictation splits it ("¿cómo pido un reen bolso?"; not "un re bolso", a great bag).
      .replace(/(?<=^| )(?:re+[nm] bolso|re embolso)(s?)(?= |$)/g, 'reembolso$1')
      // The trainer's name as dictation mishears it ("el milio", "emily o"): the trainer himself.
      .replace(/(?<=^| )(?:(?:(de|a)l|el) milio|emily o|emi lio)(?= |$)/g, (_, to?: string) =>
        to ? `${to} emilio` : 'emilio',
      )
      // The call-style voice screen named as members see it ("en la pantalla de llamada pone
      // EMILIO.BORN.AI") is the coach's own screen, not a phone call.
      .replace(/(?<=^| )pantalla (?:de|del) (?:la )?llamada(?= |$)/g, 'pantalla de voz')
      // English's "auto renew" is one word, not a car ("auto").
      .replace(/(?<=^| )auto (?=renew)/g, 'auto')
      // And the stores the app comes from are one word, not a game console ("la play store"), and
      // play given to a video is playing it ("cuando le doy play al video").
      .replace(/(?<=^| )(play|app) (?=store(?: |$))/g, '$1')
      .replace(
        /(?<=^| )((?:le )?(?:doy|dar|darle|di|das|da|dale|dandole|pongo|poner|pulso|aprieto|toco)) play(?= |$)/g,
        '$1 reproducir',
      )
      .split(' ')
      .filter(Boolean)
      .flatMap((word) => (SHORTHAND.get(word) ?? elided(word)).split(' '))
      .reduce<string[]>((joined, word) => this.rejoined(joined, word), []);
    const text = words
      .map((word, index) => {
        const before = words[index - 1] ?? '';
        // "Está" read without its accent is "esta": after it a participle tells a state, not a thing
        // ("mi cuenta está suspendida").
        const state = ESTAR.has(before) && /(?:ad|id)[oa]s?$/.test(word);
        // Being sure is not insurance ("no estoy seguro", "quiero estar segura"), and a day off asked in
        // Spain's words is not a book ("¿cuándo libro esta semana?", "¿qué días libro?").
        if (SURE.test(`${before} ${word}`) || DAY_OFF.test(`${before} ${word}`)) return word;
        // An object pronoun after a negation or another pronoun comes before a verb, not a thing ("no
        // la anoté", "ya lo pagué", "me la cambiaron").
        const verbAfterPronoun = OBJECT_PRONOUNS.has(before) && BEFORE_OBJECT_PRONOUN.has(words[index - 2] ?? '');
        if (
          (NOUN_MARKERS.has(before) || (index === 0 && SAID_OF_A_THING.has(words[1] ?? ''))) &&
          !OTHER_WORLD_WORDS.has(word) &&
          !state &&
          !verbAfterPronoun &&
          !toldOfOwnDay(words, index) &&
          !(places.has(word) && relativesPlace(words, index))
        )
          things.push(word);
        if (PREPOSITIONS.has(before) || (ARTICLES.has(before) && PREPOSITIONS.has(words[index - 2] ?? '')))
          complements.add(word);
        // A name written with a capital inside a sentence ("la racha del Real Madrid", "la dieta de
        // Cristiano Ronaldo") names someone or something of another world, unless it is the coach's.
        // Who issued the member's card, by a name the coach does not know ("mi tarjeta del Pichincha",
        // "el débito de Banco Popular"), is the card's, not another world.
        const issuer = cardIssuer(words, index);
        if (
          names.has(word) &&
          !issuer &&
          !places.has(word) &&
          !this.known.has(word) &&
          !FUNCTION_WORDS.has(word) &&
          !EVERYDAY_WORDS.has(word)
        ) {
          otherWorld.push(word);
          foreign.push(word);
          if (toldOfOwnDay(words, index)) story.push(word);
          return word;
        }
        // The writer's own name is no word of another world, nor unknown ("hola, soy Mariana").
        if (own.has(word)) return word;
        const atEnd =
          index === 0 ||
          index === words.length - 1 ||
          /^(?:hola|oye|gracias|buenas|emilio|vida|dia|dias|tardes|noches|onda|tal|hey|ey|saludos)$/.test(before);
        if (VOCATIVES.has(word) && atEnd) return word;
        if (ENDEARMENTS.has(word) && before === 'mi' && ADDRESSED.test(words[index - 2] ?? '')) return word;
        if (OTHER_WORLD_WORDS.has(word)) {
          foreign.push(word);
          otherWorld.push(word);
          // A verb of the member's day spelt as another world's noun is their story too, when a verb
          // ("juego futbol los martes": "juego" is no game; "el juego de zelda" is one).
          const ownDayVerb = OWN_DAY_VERBS.has(word) && index < words.length - 1 && !NOUN_MARKERS.has(before);
          if (ownDayVerb || toldOfOwnDay(words, index)) story.push(word);
          return word;
        }
        if (FUNCTION_WORDS.has(word) || EVERYDAY_WORDS.has(word) || ENGLISH_WORDS.has(word) || CLOCK_TIME.test(word))
          return word;
        if (FAR_PLACES.has(word) || (places.has(word) && !this.known.has(word))) {
          foreign.push(word);
          return word;
        }
        if (this.known.has(word)) {
          world += 1;
          return word;
        }
        // A sound written another way ("oy", "kalorias", "sentadiya") is the word it sounds like.
        // A real word of Spanish is not re-spelt, but for a short function word it is often typed as
        // ("oy", "ay", "asta"); a longer real word is itself ("perro" is not "pero").
        const sounded = this.bySound.get(soundOf(word));
        if (sounded && (!isSpanishWord(word) || (FUNCTION_WORDS.has(sounded) && word.length <= 4))) return sounded;
        if (this.isKnown(word)) return word;
        // A real Spanish word outside the coach's world is not a typo of one ("huevo" is not "nuevo"),
        // unless it is one of its words without the silent h ("orario").
        const known = isSpanishWord(word) ? this.silentHDropped(word) : this.correct(word);
        if (known) return known;
        if (isVerbForm(word, this.commonVerbs) || issuer) return word;
        const parts = this.split(word);
        if (parts) return parts;
        foreign.push(word);
        if (toldOfOwnDay(words, index)) story.push(word);
        return word;
      })
      .join(' ');
    const strangers = things.filter((word) => foreign.includes(word) && !otherWorld.includes(word));
    // What a preposition attaches is whose or where the rest is ("la racha en duolingo", "el precio
    // del bitcoin"): it is never forgiven, however much of the coach's world comes before it.
    const forgiven = strangers.length === 1 && world >= WORLD_WORDS_FOR_ONE_STRANGER && !complements.has(strangers[0]!);
    return {
      text,
      foreign,
      otherWorld,
      things: [...otherWorld, ...(forgiven ? [] : strangers)],
      story,
      places: words.filter((word) => places.has(word)),
    };
  }
}
