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
  | 'minor';

/** `\b`-free word boundaries: the text is words separated by single spaces. */
const words = (source: string) => new RegExp(`(?:^| )(?:${source})(?= |$)`);

/** Patterns that a negation in front of them cancels ("no me duele", "nunca tuve una lesión"). */
const NEGATABLE: Readonly<Partial<Record<SafetyConcept, RegExp>>> = {
  pain: words(
    'duel[ea]n?|duelen|lumbar\\w*|cervicales|dolio|dolian|doler|dolor\\w*|dolid[oa]s?|adolorid\\w*|adolid\\w*|lumbalgi\\w*|cervicalgi\\w*|' +
      'ciatic\\w*|migrañ\\w*|jaquec\\w*|cefale\\w*|molesti\\w*|molest[ao]n?|calambr\\w*|contractur\\w*|tiron\\w*|' +
      'punzad\\w*|pinchaz\\w*|pincha|pinchan|ardor|escoz\\w*|hinchad\\w*|inflamad\\w*|inflamacion|crujen?|truena',
  ),
  dizziness: words(
    'mareo\\w*|marea[dnrs]?\\w*|maree|mareé|vertig\\w*|vahid\\w*|aturdid\\w*|' +
      'se me nubla\\w*|vista nublada|veo (?:borroso|negro|puntos|estrellas)|se me va la cabeza|da vueltas la cabeza|' +
      'la cabeza me da vueltas|nausea\\w*|ganas de vomitar',
  ),
  fainting: words(
    'desmay\\w*|desvaneci\\w*|desvanezco|lipotimi\\w*|perdi el conocimiento|perder el conocimiento|casi me caigo|' +
      'me caigo redond\\w*|se me fue la luz',
  ),
  bleeding: words('sangr\\w*|hemorragi\\w*|moreton\\w*|hematom\\w*'),
  numbness: words(
    'entumec\\w*|entumid\\w*|adormec\\w*|adormecid\\w*|hormigue\\w*|se me duerme\\w*|se me durmi[oó]\\w*|' +
      'se me duermen|dormid[oa] (?:el|la|los|las) \\w+|no siento (?:el|la|los|las|mi|mis) \\w+|sin sensibilidad|cosquilleo',
  ),
  palpitations: words(
    'palpitaci\\w*|taquicardi\\w*|arritmi\\w*|(?:el )?corazon (?:me )?(?:late|va|palpita|se acelera|acelerado|a mil|se me sale)\\w*|' +
      'latidos|pulso (?:muy )?(?:alto|acelerado|rapido)',
  ),
  breathlessness: words(
    'me falta el aire|falta de aire|falta de aliento|sin aire|sin aliento|me ahog\\w*|ahogo|me asfixi\\w*|asfixi\\w*|' +
      'no puedo respirar|me cuesta respirar|respiro mal|disnea|no me entra el aire|me quedo sin aire',
  ),
  weakness: words(
    'debil\\w*|debilidad|sin fuerza\\w*|sin energia|flojer\\w* en (?:el|la|los|las) \\w+|flojo todo el dia|' +
      'me tiembla\\w*|temblor\\w*|agotad[oa] (?:todo|siempre)|exhaust\\w*|extenuad\\w*|fatiga extrema|me siento mal|' +
      'me encuentro mal|sin fuerzas',
  ),
  illness: words(
    'enferm\\w*|fiebre|gripe|covid\\w*|infeccion\\w*|anemi\\w*|cancer|quimio\\w*|tiroid\\w*|hipotiroid\\w*|' +
      'hipertiroid\\w*|epileps\\w*|epileptic\\w*|convulsion\\w*|asma\\w*|asmatic\\w*|artritis|artrosis|osteopor\\w*|' +
      'fibromialgi\\w*|escoliosis|colesterol|hipertens\\w*|hipotens\\w*|presion (?:alta|baja|arterial)|' +
      'tension (?:alta|baja|arterial)|renal\\w*|rinon\\w*|riñon\\w*|higado|hepat\\w*|lupus|artritis|ansiedad|depresion|' +
      'recuperand\\w* de',
  ),
  pregnancy: words(
    'embaraz\\w*|embaras\\w*|encinta|en cinta|gestacion|gestante|preñada|esperando (?:un|una|mi) (?:bebe|hij[oa])|' +
      'posparto|postparto|post parto|pos parto|puerperi\\w*|cesare\\w*|lactan\\w*|amamant\\w*|dando pecho|dar pecho|' +
      'doy pecho|dando de mamar|dar a luz|di a luz|tuve (?:un|una|a mi|mi) (?:bebe|hij[oa]|parto)|parto|parí',
  ),
  heart: words(
    'corazon|cardiac\\w*|cardiopat\\w*|cardiolog\\w*|cardiovascular\\w*|infart\\w*|marcapasos|soplo|angina\\w*|' +
      'insuficiencia cardiaca|coronari\\w*',
  ),
  diabetes: words('diabet\\w*|glucosa|glucemia|azucar (?:alta|baja|en (?:la )?sangre)|hipogluc\\w*|prediabet\\w*'),
  injury: words(
    'lesion\\w*|lesiona\\w*|lesione|lastim\\w*|torci\\w*|torcedura|esguinc\\w*|tendin\\w*|bursitis|fractur\\w*|' +
      'rotura|me rompi\\w*|me he roto|desgarr\\w*|luxaci\\w*|dislocad\\w*|menisco\\w*|ligament\\w*|hernia\\w*|' +
      'golpe fuerte|me cai|me caí|contusion\\w*|latigazo|fascitis|condromalacia|protesis',
  ),
  surgery: words(
    'cirugi\\w*|quirurg\\w*|operaron|me opere|me operé|me van a operar|operad[oa]|operacion de \\w+|postoperatori\\w*|' +
      'intervencion quirurgica|me intervinieron|puntos de sutura|cicatriz reciente',
  ),
  condition: words('condicion medica|problema de salud|problemas de salud|patologi\\w*|discapacidad|sindrome'),
  medication: words(
    'medic\\w*|farmac\\w*|pastill\\w*|pildor\\w*|capsula\\w*|comprimid\\w*|jarabe|inyecci\\w*|inyect\\w*|' +
      'ozempic|wegovy|saxenda|mounjaro|semaglut\\w*|liraglut\\w*|tirzepat\\w*|metformin\\w*|insulin\\w*|' +
      'antibiotic\\w*|antidepres\\w*|ansiolitic\\w*|antiinflamat\\w*|ibuprofen\\w*|paracetamol|aspirina|' +
      'anticoncep\\w*|levotirox\\w*|eutirox|sertralin\\w*|fluoxetin\\w*|clonazepam|alprazolam|esteroid\\w*|' +
      'anabolic\\w*|corticoid\\w*|diuretic\\w*|quemador\\w* de grasa|tratamiento|doctor\\w*|doctora|fisio\\w*|' +
      'cardiolog\\w*|endocrin\\w*|nutriolog\\w*|ginecolog\\w*',
  ),
};

/** Patterns that are themselves a denial of food or an age: negation is part of their meaning. */
const FIXED: Readonly<Partial<Record<SafetyConcept, RegExp>>> = {
  'disordered-eating': words(
    'sin comer|no comer|no como|no estoy comiendo|no he comido|no comi|casi no como|apenas como|dejar de comer|' +
      'deje de comer|dejo de comer|dejé de comer|no comer nada|no como nada|no ceno|no desayuno|' +
      '(?:me )?salt(?:o|ar|arme|e|é|andome|ándome) (?:las |la |una |el |unas )?(?:comida|comidas|cena|cenas|desayuno|desayunos|almuerzo|almuerzos)|' +
      'ayun\\w* (?:de|por|durante) (?:\\d+|dos|tres|cuatro|cinco|varios) (?:dias|dia)|\\d+ dias sin comer|dias sin comer|' +
      'vomit\\w*|vomito|me provoco|provocarme|purg\\w*|laxant\\w*|bulimi\\w*|anorexi\\w*|anorexic\\w*|atracon\\w*|' +
      'trastorno\\w*|tca|pasar hambre|paso hambre|morir(?:me)? de hambre|matarme de hambre|muerta de hambre|' +
      'culpa (?:al|de|cuando) comer|ansiedad (?:al|de|por|cuando) comer|miedo a comer|' +
      '(?:[1-9]\\d{0,2}|mil) (?:calorias|kcal|cal)(?: al dia| diarias)?|menos de (?:\\d+ )?(?:calorias|kcal)|' +
      'muy pocas calorias|comer muy poco|como muy poco|casi nada de comida|casi no como nada',
  ),
  minor: words(
    'menor de edad|menores de edad|menores|niñ[oa]s?|nen[ea]s?|crio|cria|chamac[oa]s?|escuincl[ea]s?|pequeñ[oa] de|' +
      'hij[oa]s?|adolescent\\w*|chic[oa] de (?:[1-9]|1[0-7]) |colegio|secundaria|instituto|prepa|' +
      '(?:tengo|tiene|tienes|tenes|tenga|de|con) (?:[1-9]|1[0-7]|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciseis|diecisiete) (?:años|añitos|recien cumplidos)|' +
      'tengo (?:1[0-7]|doce|trece|catorce|quince|dieciseis|diecisiete)(?= |$)(?! (?:dias|semanas|meses|kilos|kg|minutos|min|horas|calorias|kcal|veces|repeticiones|series|rutinas|ejercicios))',
  ),
};

/** What cancels a negatable concept when it comes up to three words before it ("no me duele", "ya no tengo dolor"). */
const NEGATION = /(?:^| )(?:no|nunca|jamas|tampoco|ni|sin)(?: \w+){0,2} $/;
/** Not a negation: "no sé si me lesioné" doubts, it does not deny. */
const DOUBT = /(?:^| )no se(?: si)? $|(?:^| )no se si \w+ $/;

function negated(text: string, index: number): boolean {
  const before = `${text.slice(0, index).trimEnd()} `;
  return NEGATION.test(before) && !DOUBT.test(before);
}

/** The safety concepts a question names (the reading of `coach-reading.ts`), negated mentions left out. */
export function safetyConcepts(reading: string): SafetyConcept[] {
  const found: SafetyConcept[] = [];
  for (const [concept, pattern] of Object.entries(NEGATABLE) as Array<[SafetyConcept, RegExp]>) {
    const global = new RegExp(pattern.source, 'g');
    for (const match of reading.matchAll(global)) {
      const start = match.index + (match[0].startsWith(' ') ? 1 : 0);
      if (!negated(reading, start)) {
        found.push(concept);
        break;
      }
    }
  }
  for (const [concept, pattern] of Object.entries(FIXED) as Array<[SafetyConcept, RegExp]>)
    if (pattern.test(reading)) found.push(concept);
  return found;
}
