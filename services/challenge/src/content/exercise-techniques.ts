/**
 * The technique of every exercise of the seeded programme (DECISIONS.md 4): its title and 2-4 short
 * steps, keyed by the exercise's technique key (`technique_key`, the seeded title as a slug), so
 * renaming an exercise keeps its steps. The challenge service owns them with the exercises: each
 * exercise it answers carries its steps (the exercise page's technique card). The voice coach
 * trains on a generated copy of this file (docs/adr/0014-technique-cards-owned-by-challenge.md).
 */
export interface ExerciseTechnique {
  title: string;
  steps: readonly string[];
}

export const EXERCISE_TECHNIQUES: Readonly<Record<string, ExerciseTechnique>> = {
  'sentadilla-con-peso-corporal': {
    title: 'Sentadilla con peso corporal',
    steps: [
      'Pies a la anchura de los hombros, puntas un poco hacia fuera.',
      'Lleva la cadera atrás y abajo con el pecho alto, hasta que los muslos queden paralelos al suelo.',
      'Sube empujando con los talones y aprieta los glúteos arriba.',
    ],
  },
  'zancadas-alternas': {
    title: 'Zancadas alternas',
    steps: [
      'De pie, da un paso largo al frente con una pierna.',
      'Baja en vertical hasta que ambas rodillas formen 90 grados, sin que la de delante pase la punta del pie.',
      'Empuja con el pie delantero para volver y cambia de pierna.',
    ],
  },
  'puente-de-gluteos': {
    title: 'Puente de glúteos',
    steps: [
      'Boca arriba, rodillas dobladas y pies apoyados cerca de los glúteos.',
      'Eleva la cadera hasta formar una línea de hombros a rodillas.',
      'Aprieta los glúteos un segundo y baja despacio sin tocar del todo el suelo.',
    ],
  },
  'sentadilla-sumo': {
    title: 'Sentadilla sumo',
    steps: [
      'Pies más abiertos que los hombros y puntas hacia fuera.',
      'Baja con la espalda recta llevando las rodillas en la dirección de los pies.',
      'Sube apretando glúteos y aductores.',
    ],
  },
  'elevacion-de-talones': {
    title: 'Elevación de talones',
    steps: [
      'De pie, con los pies a la anchura de la cadera; apóyate en una pared si lo necesitas.',
      'Sube sobre la punta de los pies lo más alto que puedas.',
      'Aguanta un segundo arriba y baja en dos segundos.',
    ],
  },
  'flexiones-de-pecho': {
    title: 'Flexiones de pecho',
    steps: [
      'Manos algo más abiertas que los hombros y el cuerpo recto de la cabeza a los talones.',
      'Baja el pecho hacia el suelo con los codos a unos 45 grados del cuerpo.',
      'Empuja el suelo hasta estirar los brazos sin hundir la cadera.',
    ],
  },
  'flexiones-inclinadas': {
    title: 'Flexiones inclinadas',
    steps: [
      'Apoya las manos en el borde de un banco o una silla firme.',
      'Con el abdomen firme, baja el pecho hacia el borde.',
      'Empuja hasta estirar los brazos; cuanto más alto el apoyo, más fácil.',
    ],
  },
  'fondos-en-silla': {
    title: 'Fondos en silla',
    steps: [
      'Siéntate en el borde de una silla y apoya las manos junto a la cadera.',
      'Desliza la cadera hacia delante y baja doblando los codos hacia atrás.',
      'Sube estirando los brazos sin encoger los hombros.',
    ],
  },
  'flexiones-diamante': {
    title: 'Flexiones diamante',
    steps: [
      'Junta las manos bajo el pecho formando un rombo con índices y pulgares.',
      'Baja con los codos pegados al cuerpo.',
      'Empuja hasta arriba; apoya las rodillas si pierdes la línea del cuerpo.',
    ],
  },
  'plancha-con-toque-de-hombro': {
    title: 'Plancha con toque de hombro',
    steps: [
      'Colócate en plancha alta con los pies algo separados.',
      'Lleva una mano al hombro contrario sin girar la cadera.',
      'Vuelve a apoyarla y alterna los lados con calma.',
    ],
  },
  'remo-con-mochila': {
    title: 'Remo con mochila',
    steps: [
      'Inclina el torso hacia delante con la espalda recta y las rodillas algo dobladas.',
      'Tira de la mochila hacia el abdomen juntando las escápulas.',
      'Baja en dos segundos hasta estirar los brazos.',
    ],
  },
  superman: {
    title: 'Superman',
    steps: [
      'Boca abajo con los brazos estirados por delante.',
      'Eleva a la vez brazos, pecho y piernas mirando al suelo.',
      'Aguanta dos segundos y baja despacio.',
    ],
  },
  'curl-de-biceps-con-botellas': {
    title: 'Curl de bíceps con botellas',
    steps: [
      'De pie, una botella en cada mano y los codos pegados al cuerpo.',
      'Sube las botellas hacia los hombros sin balancear el torso.',
      'Baja despacio hasta estirar los brazos.',
    ],
  },
  'remo-invertido-bajo-la-mesa': {
    title: 'Remo invertido bajo la mesa',
    steps: [
      'Túmbate bajo una mesa firme y agárrate a su borde con los brazos estirados.',
      'Con el cuerpo recto, tira del pecho hacia la mesa.',
      'Baja controlando; dobla las rodillas para hacerlo más fácil.',
    ],
  },
  'nadador-en-el-suelo': {
    title: 'Nadador en el suelo',
    steps: [
      'Boca abajo, brazos estirados por delante y ligeramente elevados.',
      'Lleva los brazos en arco hacia la cadera sin tocar el suelo.',
      'Vuelve por el mismo camino manteniendo el pecho un poco elevado.',
    ],
  },
  'press-de-hombros-con-botellas': {
    title: 'Press de hombros con botellas',
    steps: [
      'De pie, botellas a la altura de los hombros y abdomen firme.',
      'Empuja hacia arriba hasta estirar los brazos sin arquear la espalda.',
      'Baja en dos segundos hasta la altura de las orejas.',
    ],
  },
  'elevaciones-laterales': {
    title: 'Elevaciones laterales',
    steps: [
      'De pie, brazos a los lados con los codos ligeramente doblados.',
      'Sube los brazos hacia los lados hasta la altura de los hombros.',
      'Baja despacio sin dejar caer el peso.',
    ],
  },
  'plancha-frontal': {
    title: 'Plancha frontal',
    steps: [
      'Antebrazos en el suelo, codos bajo los hombros.',
      'Cuerpo en línea recta: aprieta abdomen y glúteos.',
      'Respira con calma y mantén la posición el tiempo indicado.',
    ],
  },
  escaladores: {
    title: 'Escaladores',
    steps: [
      'Empieza en plancha alta con las manos bajo los hombros.',
      'Lleva una rodilla hacia el pecho y vuelve.',
      'Alterna las piernas rápido sin levantar la cadera.',
    ],
  },
  'crunch-bicicleta': {
    title: 'Crunch bicicleta',
    steps: [
      'Boca arriba con las manos detrás de la cabeza y las piernas elevadas.',
      'Lleva un codo hacia la rodilla contraria mientras estiras la otra pierna.',
      'Alterna los lados con un pedaleo lento y controlado.',
    ],
  },
  burpees: {
    title: 'Burpees',
    steps: [
      'Agáchate y apoya las manos en el suelo.',
      'Lleva los pies atrás a plancha y haz una flexión.',
      'Recoge las piernas y salta con los brazos arriba.',
    ],
  },
  'jumping-jacks': {
    title: 'Jumping jacks',
    steps: [
      'De pie, con los pies juntos y los brazos a los lados.',
      'Salta abriendo piernas y subiendo los brazos sobre la cabeza.',
      'Salta de nuevo para cerrar, con un ritmo constante.',
    ],
  },
  'sentadilla-con-salto': {
    title: 'Sentadilla con salto',
    steps: [
      'Baja a una sentadilla con el pecho alto.',
      'Salta con fuerza estirando cadera y rodillas.',
      'Aterriza suave sobre la parte delantera del pie y encadena la siguiente.',
    ],
  },
  'rodillas-arriba': {
    title: 'Rodillas arriba',
    steps: [
      'Corre en el sitio con el tronco erguido.',
      'Sube cada rodilla a la altura de la cadera.',
      'Acompaña con los brazos y apoya con la punta del pie.',
    ],
  },
  patinador: {
    title: 'Patinador',
    steps: [
      'Salta hacia un lado y aterriza sobre una pierna.',
      'Cruza la pierna libre por detrás y toca el suelo con la mano contraria si puedes.',
      'Salta al otro lado y sigue alternando.',
    ],
  },
  'patada-de-gluteo-en-cuadrupedia': {
    title: 'Patada de glúteo en cuadrupedia',
    steps: [
      'En cuatro apoyos: manos bajo los hombros, rodillas bajo la cadera.',
      'Empuja una pierna hacia el techo con la rodilla doblada a 90 grados.',
      'Baja sin apoyar y completa la serie antes de cambiar de lado.',
    ],
  },
  'abduccion-lateral-tumbado': {
    title: 'Abducción lateral tumbado',
    steps: [
      'Túmbate de lado con las piernas estiradas y la cabeza apoyada en el brazo.',
      'Eleva la pierna de arriba sin girar la cadera.',
      'Baja despacio y cambia de lado al terminar la serie.',
    ],
  },
  'elevacion-de-piernas': {
    title: 'Elevación de piernas',
    steps: [
      'Boca arriba con las manos bajo la cadera.',
      'Sube las piernas rectas hasta 90 grados.',
      'Bájalas despacio sin tocar el suelo ni despegar la zona lumbar.',
    ],
  },
  'puente-a-una-pierna': {
    title: 'Puente a una pierna',
    steps: [
      'Boca arriba, una pierna doblada y la otra estirada en el aire.',
      'Eleva la cadera empujando con el talón apoyado.',
      'Baja despacio y cambia de pierna al terminar la serie.',
    ],
  },
  'plancha-lateral': {
    title: 'Plancha lateral',
    steps: [
      'De lado, apoya el antebrazo bajo el hombro y los pies uno sobre otro.',
      'Eleva la cadera hasta que el cuerpo quede recto.',
      'Mantén la posición y cambia de lado.',
    ],
  },
};

/** The steps of an exercise's technique card; none when its key has no card. */
export const techniqueStepsOf = (key: string | null): readonly string[] =>
  (key ? EXERCISE_TECHNIQUES[key]?.steps : undefined) ?? [];
