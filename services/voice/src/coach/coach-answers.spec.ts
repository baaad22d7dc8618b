import fc from 'fast-check';
import { priceTerms } from '@reto/contracts/shared-copy';
import { EXERCISE_TECHNIQUES } from '../techniques/exercise-techniques.js';
import type { CoachFacts } from '../facts/coach-facts.js';
import { coachAnswer, URGENT_HELP, type AnswerContext } from './coach-answers.js';
import { selfHarmRemarks } from './class-cases.js';
import { exercisesNamedIn } from './exercise-names.js';

const member: CoachFacts = {
  isMember: true,
  access: 'active',
  day: 12,
  edition: null,
  daysUntilStart: null,
  today: null,
  ahead: [],
  weekday: null,
  streak: 0,
  progress: 40,
  nutrition: null,
  nextEdition: null,
  price: { amount: 78, currency: 'USD', symbol: '$', guaranteeDays: 30 },
  timezone: 'America/Mexico_City',
  renewal: null,
};
const support = { email: 'ayuda@ejemplo.test', hours: 'de lunes a viernes, de 10:00 a 14:00' };
const asked = (message: string, facts: CoachFacts = member): AnswerContext => ({ facts, message, support });

describe("the coach's answers", () => {
  it('says a streak in good Spanish: "1 día", "0 días", "5 días seguidos"', () => {
    const streakOf = (streak: number) =>
      coachAnswer('progress', asked('', { ...member, streak })).match(/Tu racha es de ([^y]+) y/)?.[1];
    expect(streakOf(1)).toBe('1 día');
    expect(streakOf(0)).toBe('0 días');
    expect(streakOf(5)).toBe('5 días seguidos');
  });

  it('states the price as it is: every 28 days until cancelled, never a one-off payment', () => {
    const answer = coachAnswer('price.guarantee', asked(''));
    expect(answer).toContain(priceTerms.withPrice('$78 USD'));
    expect(answer).toContain(priceTerms.guarantee(30));
    expect(answer).not.toMatch(/pago único/i);
  });

  it("the renewal is the next edition's first day; after cancelling, the access lasts until the day before, the last of the edition paid for", () => {
    const renewal = { hasSubscription: true, cancelAtPeriodEnd: false, periodEnd: '2027-01-04T00:00:00.000Z' };
    expect(coachAnswer('renewal', asked('', { ...member, renewal }))).toContain(
      'se renueva sola el lunes, 4 de enero, cuando empieza la próxima edición',
    );
    expect(
      coachAnswer('renewal', asked('', { ...member, renewal: { ...renewal, cancelAtPeriodEnd: true } })),
    ).toContain('conservas el acceso hasta el domingo, 3 de enero');
  });

  it('cancel and refund: the profile, the guarantee of the configured days and the configured support address', () => {
    const answer = coachAnswer('cancel.refund', asked('quiero cancelar'));
    expect(answer).toContain('Perfil');
    expect(answer).toContain('menos de 30 días');
    expect(answer).toContain(support.email);
    expect(
      coachAnswer('cancel.refund', asked('', { ...member, price: { ...member.price!, guaranteeDays: 14 } })),
    ).toContain('menos de 14 días');
  });

  it('a person, an invoice, an e-mail change: the support address and hours from configuration', () => {
    expect(coachAnswer('human', asked(''))).toContain(`${support.email} (atendemos ${support.hours})`);
    expect(coachAnswer('invoices', asked(''))).toContain(support.email);
    expect(coachAnswer('account', asked(''))).toContain('/recuperar-contrasena');
    expect(coachAnswer('account', asked(''))).toContain(support.email);
    expect(coachAnswer('app.trouble', asked(''))).toContain('/diagnostic');
  });

  it("how an exercise is done: that exercise's steps from the technique data; several alike, which one", () => {
    const sumo = EXERCISE_TECHNIQUES['sentadilla-sumo']!;
    const answer = coachAnswer('exercise.technique', asked('como se hace la sentadilla sumo'));
    expect(answer.startsWith(`${sumo.title}: `)).toBe(true);
    for (const step of sumo.steps) expect(answer).toContain(step);
    expect(exercisesNamedIn('como hago las zancadas')).toEqual(['zancadas-alternas']);
    expect(exercisesNamedIn('elevaciones laterales')).toEqual(['elevaciones-laterales']);
    expect(coachAnswer('exercise.technique', asked('como hago la plancha'))).toMatch(
      /^¿Cuál de ellos\? plancha frontal o plancha lateral\.$/,
    );
    expect(coachAnswer('exercise.technique', asked('como se hace bien'))).toContain('Dime qué ejercicio');
  });

  it('the safety answer: stop, a doctor or physiotherapist, the support contact; no routine, progress or price', () => {
    const answer = coachAnswer('safety', asked('estoy embarazada que rutina me toca hoy'));
    expect(answer).toContain('para el ejercicio');
    expect(answer).toContain('médico o fisioterapeuta');
    expect(answer).toContain(support.email);
    expect(answer).not.toMatch(/día 12|racha|\$78/);
  });

  it('the safety answer to self-harm or suicidal thoughts opens with the urge to call emergencies or a crisis line now', () => {
    const urgent = URGENT_HELP['self-harm']!;
    expect(urgent).toMatch(/emergencias.*línea de ayuda en crisis/);
    fc.assert(
      fc.property(selfHarmRemarks, (said) => {
        const answer = coachAnswer('safety', asked(said));
        expect({ said, first: answer.startsWith(urgent), doctor: answer.includes('médico') }).toEqual({
          said,
          first: true,
          doctor: true,
        });
      }),
    );
  });

  it('the safety answer to a pain, an injury or a pregnancy has no crisis line', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('me duele', 'me lesione', 'tengo un esguince en', 'se me hincho'),
        fc.constantFrom('la rodilla', 'el hombro', 'la espalda', 'el tobillo'),
        fc.constantFrom('', ', que me toca hoy?', ' y estoy embarazada'),
        (hurt, part, asked2) => {
          const said = `${hurt} ${part}${asked2}`;
          expect({ said, urgent: coachAnswer('safety', asked(said)).includes('línea de ayuda') }).toEqual({
            said,
            urgent: false,
          });
        },
      ),
    );
  });

  it('the fallback says what the coach can help with, and gives a member (not a visitor) the support contact', () => {
    expect(coachAnswer(null, asked('que tiempo hace'))).toContain('Puedes preguntarme');
    expect(coachAnswer(null, asked('que tiempo hace'))).toContain(support.email);
    expect(coachAnswer(null, asked('que tiempo hace', { ...member, isMember: false }))).not.toContain(support.email);
  });

  it('the fallback says that the programme has no warm-up or stretching when that is asked, and only then', () => {
    const missing = 'no incluye una rutina de calentamiento ni de estiramientos';
    fc.assert(
      fc.property(
        fc.constantFrom('', 'emilio ', 'oye '),
        fc.constantFrom(
          'hay calentamiento antes de la rutina',
          'que estiramientos hago al terminar',
          'como caliento antes de entrenar',
          'tienen videos de estiramiento',
          'hay que estirar despues',
          'warm up?',
          'Calentamiento?',
        ),
        (before, question) => expect(coachAnswer(null, asked(before + question))).toContain(missing),
      ),
    );
    for (const other of ['el calentamiento global es real?', 'como calentar la comida en el micro', 'que tiempo hace'])
      expect(coachAnswer(null, asked(other))).not.toContain(missing);
  });
  it("the day's routine says what the player asks of each exercise (sets of repetitions or of seconds, the rest), and a technique asked adds today's", () => {
    const exercise = fc.record({
      title: fc.constantFrom(...Object.values(EXERCISE_TECHNIQUES).map(({ title }) => title)),
      duration: fc.constant(5),
      sets: fc.integer({ min: 1, max: 20 }),
      reps: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
      workSeconds: fc.integer({ min: 5, max: 3600 }),
      restSeconds: fc.integer({ min: 0, max: 600 }),
    });
    const said = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
    fc.assert(
      fc.property(fc.array(exercise, { minLength: 1, maxLength: 6 }), fc.boolean(), (drawn, alike) => {
        const exercises = (alike ? drawn.map(() => drawn[0]!) : drawn).map((each) => ({
          ...each,
          workSeconds: each.reps === null ? each.workSeconds : null,
          techniqueKey: Object.entries(EXERCISE_TECHNIQUES).find(([, { title }]) => title === each.title)![0],
        }));
        const today = { title: 'SEMANA 2 - RUTINA #3', isRestDay: false, exercises };
        const answer = coachAnswer('routine.today', asked('cuantas series son hoy', { ...member, today }));
        for (const { title, sets, reps, workSeconds, restSeconds } of exercises) {
          expect(answer).toContain(title);
          const dose = `${said(sets, 'serie', 'series')} de ${reps !== null ? said(reps, 'repetición', 'repeticiones') : said(workSeconds!, 'segundo', 'segundos')}`;
          expect(answer).toContain(dose);
          expect(answer).toContain(
            restSeconds === 0
              ? 'sin descanso entre series'
              : `con ${said(restSeconds, 'segundo', 'segundos')} de descanso entre series`,
          );
        }
        const [first] = exercises;
        const technique = coachAnswer(
          'exercise.technique',
          asked(`como se hace ${first!.title}`, { ...member, today }),
        );
        expect(technique).toContain(`Hoy te tocan ${said(first!.sets, 'serie', 'series')}`);
        // None named: today's, each with its sets.
        const none = coachAnswer(
          'exercise.technique',
          asked('cuantas repeticiones hago de cada ejercicio', { ...member, today }),
        );
        for (const { title } of exercises) expect(none).toContain(title);
        expect(none).toContain(said(first!.sets, 'serie', 'series'));
      }),
    );
    // An exercise today's routine does not have gets its technique alone.
    const plank = Object.values(EXERCISE_TECHNIQUES).find(({ title }) => /plancha/i.test(title))!;
    expect(coachAnswer('exercise.technique', asked(`como se hace ${plank.title}`))).not.toContain('Hoy te tocan');
  });

  it("a weekday or 'pasado mañana' asked gets that day's routine, never today's (any weekday, asked on any)", () => {
    const unitOf = (day: number) => ({ title: `Rutina ${day}`, isRestDay: day % 7 === 0, exercises: [] });
    const names = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
    const onDay = (day: number, weekday: number) => ({
      ...member,
      day,
      weekday,
      today: unitOf(day),
      ahead: [1, 2, 3, 4, 5, 6].map((after) => (day + after <= 28 ? unitOf(day + after) : null)),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom('¿qué rutina me toca el ', 'que hago el ', 'y el ', 'mañana no, el '),
        fc.boolean(),
        (day, today, asked_, before, plain) => {
          const name = plain ? names[asked_]!.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : names[asked_]!;
          const after = (asked_ - today + 7) % 7;
          const answer = coachAnswer('routine.today', asked(`${before}${name}?`, onDay(day, today)));
          if (day + after > 28) return expect(answer).toContain('ya habrás terminado tus 28 días');
          const when = after === 0 ? 'Hoy' : after === 1 ? 'Mañana' : `El ${names[asked_]}`;
          expect(answer).toMatch(new RegExp(`^${when} es el día ${day + after}\\b`));
          if (!unitOf(day + after).isRestDay) expect(answer).toContain(`Rutina ${day + after}`);
        },
      ),
    );
    const thursday12 = onDay(12, 4);
    expect(coachAnswer('routine.today', asked('que toca pasado manana', thursday12))).toMatch(
      /^El sábado es el día 14: descanso/,
    );
    expect(coachAnswer('routine.tomorrow', asked('y mañana?', thursday12))).toMatch(
      /^Mañana es el día 13 del reto y te toca Rutina 13/,
    );
    // a day gone, or two days named, is not a day asked: the intent's day
    expect(coachAnswer('routine.today', asked('el sábado pasado no entrené, qué toca', thursday12))).toMatch(
      /^Hoy es el día 12/,
    );
    expect(coachAnswer('routine.today', asked('el sábado o el domingo?', thursday12))).toMatch(/^Hoy es el día 12/);
    // today named by its weekday is today, whichever intent placed it
    expect(coachAnswer('routine.tomorrow', asked('que hago este jueves', thursday12))).toMatch(/^Hoy es el día 12/);
    expect(coachAnswer('routine.today', asked('hoy jueves, y el viernes?', thursday12))).toMatch(
      /^Mañana es el día 13/,
    );
  });
});
