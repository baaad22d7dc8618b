import { DAYS_PER_WEEK, ROUTINES_PER_WEEK, WEEKS } from '../challenge.constants.js';

/** The original 4-week programme seeded into every new system (DECISIONS.md section 4). */
export interface ProgrammeExercise {
  title: string;
  description: string;
  duration: number;
  videoIdMale: string;
  videoIdFemale: string;
  videoId: string;
}
export interface ProgrammeUnit {
  order: number;
  title: string;
  description: string;
  duration: number;
  exercises: ProgrammeExercise[];
}

/** Each week's prescription for every exercise: sets, repetitions (or seconds when held) and rest. */
export const WEEK_PLAN = [
  {
    sets: 3,
    reps: 12,
    hold: 30,
    rest: 60,
    note: 'Semana de adaptación: aprende la técnica y controla cada repetición.',
  },
  { sets: 4, reps: 12, hold: 30, rest: 60, note: 'Semana de volumen: una serie más por ejercicio.' },
  { sets: 4, reps: 15, hold: 40, rest: 45, note: 'Semana de intensidad: más repeticiones y menos descanso.' },
  { sets: 5, reps: 15, hold: 45, rest: 45, note: 'Semana final: da lo mejor de ti en cada serie.' },
] as const;

const ROUTINES: ReadonlyArray<{ focus: string; exercises: ReadonlyArray<[string, string]> }> = [
  {
    focus: 'Piernas y glúteos',
    exercises: [
      [
        'Sentadilla con peso corporal',
        'Pies a la anchura de los hombros, baja la cadera como si te sentaras y sube empujando con los talones.',
      ],
      [
        'Zancadas alternas',
        'Da un paso largo al frente, baja hasta que ambas rodillas formen 90 grados y vuelve al inicio.',
      ],
      [
        'Puente de glúteos',
        'Tumbado boca arriba con las rodillas dobladas, eleva la cadera apretando los glúteos y baja despacio.',
      ],
      [
        'Sentadilla sumo',
        'Piernas abiertas y puntas hacia fuera; baja con la espalda recta y sube apretando los aductores.',
      ],
      [
        'Elevación de talones',
        'De pie, sube sobre la punta de los pies, aguanta un segundo arriba y baja controlando.',
      ],
    ],
  },
  {
    focus: 'Pecho y tríceps',
    exercises: [
      ['Flexiones de pecho', 'Manos algo más abiertas que los hombros, cuerpo recto; baja el pecho al suelo y empuja.'],
      ['Flexiones inclinadas', 'Con las manos sobre un banco o silla, haz flexiones manteniendo el abdomen firme.'],
      [
        'Fondos en silla',
        'Manos en el borde de una silla, baja doblando los codos hacia atrás y sube estirando los brazos.',
      ],
      ['Flexiones diamante', 'Junta las manos formando un rombo bajo el pecho y baja con los codos pegados al cuerpo.'],
      ['Plancha con toque de hombro', 'En plancha alta, toca el hombro contrario con cada mano sin mover la cadera.'],
    ],
  },
  {
    focus: 'Espalda y bíceps',
    exercises: [
      [
        'Remo con mochila',
        'Inclina el torso con la espalda recta y lleva la mochila hacia el abdomen juntando las escápulas.',
      ],
      ['Superman', 'Boca abajo, eleva a la vez brazos y piernas, aguanta dos segundos y baja.'],
      ['Curl de bíceps con botellas', 'Codos pegados al cuerpo, sube las botellas hasta los hombros y baja despacio.'],
      [
        'Remo invertido bajo la mesa',
        'Bajo una mesa firme, agárrate al borde y tira del pecho hacia ella con el cuerpo recto.',
      ],
      ['Nadador en el suelo', 'Boca abajo, lleva los brazos de delante hacia atrás en arco sin tocar el suelo.'],
    ],
  },
  {
    focus: 'Hombros y core',
    exercises: [
      ['Press de hombros con botellas', 'De pie, empuja las botellas por encima de la cabeza sin arquear la espalda.'],
      ['Elevaciones laterales', 'Brazos ligeramente flexionados, súbelos a los lados hasta la altura de los hombros.'],
      [
        'Plancha frontal',
        'Antebrazos en el suelo y cuerpo en línea recta; aprieta abdomen y glúteos durante el tiempo indicado.',
      ],
      ['Escaladores', 'En plancha alta, lleva las rodillas al pecho de forma alterna y rápida.'],
      ['Crunch bicicleta', 'Boca arriba, lleva el codo a la rodilla contraria alternando con un pedaleo controlado.'],
    ],
  },
  {
    focus: 'Cuerpo completo HIIT',
    exercises: [
      ['Burpees', 'Baja a plancha, haz una flexión, recoge las piernas y salta con los brazos arriba.'],
      ['Jumping jacks', 'Salta abriendo piernas y brazos a la vez y vuelve a cerrar con ritmo constante.'],
      ['Sentadilla con salto', 'Haz una sentadilla y salta con fuerza; aterriza suave y encadena la siguiente.'],
      ['Rodillas arriba', 'Corre en el sitio subiendo las rodillas a la altura de la cadera.'],
      ['Patinador', 'Salta lateralmente de una pierna a la otra llevando la pierna libre por detrás.'],
    ],
  },
  {
    focus: 'Glúteos y abdomen',
    exercises: [
      ['Patada de glúteo en cuadrupedia', 'En cuatro apoyos, empuja una pierna hacia el techo con la rodilla doblada.'],
      ['Abducción lateral tumbado', 'De lado, eleva la pierna de arriba sin girar la cadera y baja lentamente.'],
      ['Elevación de piernas', 'Boca arriba, sube las piernas rectas hasta 90 grados y bájalas sin tocar el suelo.'],
      ['Puente a una pierna', 'Como el puente de glúteos, con una pierna estirada; alterna al terminar la serie.'],
      ['Plancha lateral', 'Apoyado en un antebrazo, eleva la cadera y mantén el cuerpo recto; cambia de lado.'],
    ],
  },
];

/** The seeded exercises that are held for a time (a plank), by technique key, rather than repeated. */
export const HELD_EXERCISES = ['plancha-frontal', 'plancha-lateral'] as const;

/** No video ids are seeded (DECISIONS.md 4): the trainer sets real ones in the panel. */
const NO_VIDEO = { videoIdMale: '', videoIdFemale: '', videoId: '' } as const;

function routineUnit(week: number, routine: number): ProgrammeUnit {
  const plan = WEEK_PLAN[week - 1];
  const { focus, exercises } = ROUTINES[routine - 1];
  const exerciseMinutes = Math.round((plan.sets * (plan.reps * 3 + plan.rest)) / 60);
  return {
    order: (week - 1) * DAYS_PER_WEEK + routine,
    title: `SEMANA ${week} - RUTINA #${routine}`,
    description: `${focus}. ${plan.note} ${plan.sets} series de ${plan.reps} repeticiones por ejercicio, con ${plan.rest} segundos de descanso entre series.`,
    duration: exerciseMinutes * exercises.length,
    exercises: exercises.map(([title, how]) => ({
      title,
      description: `${how} Haz ${plan.sets} series de ${plan.reps} repeticiones y descansa ${plan.rest} segundos entre series.`,
      duration: exerciseMinutes,
      ...NO_VIDEO,
    })),
  };
}

function restUnit(week: number): ProgrammeUnit {
  return {
    order: week * DAYS_PER_WEEK,
    title: `SEMANA ${week} - DESCANSO`,
    description:
      'Día de descanso y recuperación: camina 20-30 minutos a ritmo suave, estira todo el cuerpo e hidrátate bien.',
    duration: 0,
    exercises: [],
  };
}

export function programme(): ProgrammeUnit[] {
  const units: ProgrammeUnit[] = [];
  for (let week = 1; week <= WEEKS; week += 1) {
    for (let routine = 1; routine <= ROUTINES_PER_WEEK; routine += 1) units.push(routineUnit(week, routine));
    units.push(restUnit(week));
  }
  return units;
}
