/**
 * Lexical resources of Spanish the coach reads questions with: how members abbreviate when they
 * type, the words that carry no topic (articles, pronouns, common verbs in their forms, fillers of
 * Spain, Mexico, Argentina and the rest of Latin America) and the numbers written as words.
 */

/** Lower case, no accents (ñ kept), letters, digits and single spaces. */
export const normalizeText = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/n\u0303/g, 'ñ')
    .replace(/[\u0300-\u036f]/g, '')
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
  }),
);

/** Numbers members write as words, up to the ages that matter. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
};

/**
 * Words that say nothing about what a question is about: articles, prepositions, pronouns,
 * question words, connectors, fillers and the commonest verbs in their usual forms (tú, usted
 * and vos alike).
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    'a al ante bajo con contra de del desde durante en entre hacia hasta para por segun sin sobre tras via ' +
    'el la lo los las un una unos unas uno este esta esto estos estas ese esa eso esos esas aquel aquella ' +
    'mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro vuestra me te se nos os le les ' +
    'yo tú tu vos usted ustedes vosotros vosotras nosotros nosotras el ella ellos ellas conmigo contigo ' +
    'que quien quienes cual cuales cuanto cuanta cuantos cuantas como donde cuando adonde porque pues ' +
    'y e o u ni pero sino si no tambien tampoco ya aun todavia muy mas menos tan tanto poco poca mucho mucha ' +
    'muchos muchas todo toda todos todas algo alguien algun alguna algunos nada nadie otro otra otros otras ' +
    'mismo misma asi bien mal aqui aca ahi alli alla ahora entonces luego despues antes siempre nunca solo sola ' +
    'tal vez quizas casi igual bueno buena vale ok okey okay sí si claro dale porfa favor gracias please ' +
    'oye oiga che wey guey pana tio tia hermano bro amigo amiga man loco vale venga genial perdon disculpa ' +
    'hola ey eh ah pues osea sea digo decir dime digame decime di ' +
    'es son soy eres sos era fue ser sea estar estoy estas esta estan estamos estoy estaba estuve ' +
    'he has ha han hay haber habia hemos hubo tengo tienes tenes tiene tienen tener tenemos tenia tuve ' +
    'hago haces haces hace hacen hacer hacemos hecho hice hizo hiciste haga hagas ' +
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
    'profe campeon campeona raro rara raros raras extraño extraña'
  ).split(' '),
);
