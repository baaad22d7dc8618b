import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/Toast';
import {
  ChallengeDayDocument,
  DashboardCommunityDocument,
  MeDocument,
  SurveyDocument,
  WorkoutUnitsDocument,
  type ChallengeDayQuery,
  type DayStatus,
} from '../../gql/graphql';
import { DashboardPage } from './DashboardPage';
import { aMember, neverAnswered } from '../../test/fixtures';

const me: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: {
    data: {
      me: aMember({ username: 'Lucía Gómez', fullName: 'Lucía Gómez' }),
    },
  },
};

const edition = (number: number, startDate: string, endDate: string) => ({
  __typename: 'Edition' as const,
  number,
  startDate,
  endDate,
});

/** The 28 days' statuses as the server answers them: `statuses` for days 1.., the rest locked. */
const daysOf = (...statuses: DayStatus[]): ChallengeDayQuery['challengeDay']['days'] =>
  Array.from({ length: 28 }, (_, index) => ({
    __typename: 'ChallengeDayStatus' as const,
    day: index + 1,
    status: statuses[index] ?? 'locked',
  }));

const exercise = (id: number, title: string, techniqueKey: string | null, completed = false) => ({
  __typename: 'Exercise' as const,
  id,
  title,
  techniqueKey,
  completed,
});

function day(overrides: Partial<ChallengeDayQuery['challengeDay']>): MockLink.MockedResponse {
  const challengeDay: ChallengeDayQuery['challengeDay'] = {
    __typename: 'ChallengeDay',
    dayOfChallenge: 13,
    currentDay: 13,
    currentWeek: 2,
    currentDate: '2026-11-21',
    percentage: 46,
    isRestDay: false,
    restDays: [7, 14, 21, 28],
    streak: 3,
    bestStreak: 5,
    progress: 25,
    days: daysOf(
      'done',
      'done',
      'done',
      'done',
      'done',
      'done',
      'rest',
      'missed',
      'missed',
      'done',
      'done',
      'done',
      'today',
    ),
    todaysWorkout: {
      __typename: 'WorkoutUnit',
      id: 13,
      title: 'SEMANA 2 - RUTINA #6',
      description: 'Piernas y glúteos. Semana de volumen: una serie más por ejercicio.',
      duration: 30,
      exercises: [
        exercise(61, 'Sentadilla con peso corporal', 'sentadilla-con-peso-corporal', true),
        exercise(62, 'Zancadas alternas', 'zancadas-alternas'),
        exercise(63, 'Un ejercicio nuevo', null),
      ],
    },
    todaysUnit: {
      __typename: 'TodaysUnit',
      id: 13,
      title: 'SEMANA 2 - RUTINA #6',
      exercises: [{ __typename: 'ExerciseRef', id: 61 }],
    },
    access: {
      __typename: 'ChallengeAccess',
      status: 'active',
      enrolmentId: 'e1',
      daysUntilStart: null,
      edition: edition(78, '2026-11-09', '2026-12-06'),
      nextEdition: edition(79, '2026-12-07', '2027-01-03'),
    },
    ...overrides,
  };
  return { request: { query: ChallengeDayDocument }, result: { data: { challengeDay } }, maxUsageCount: 5 };
}

/** The member's group: the coach's pinned post, and one message of the coach unread. */
const community: MockLink.MockedResponse = {
  request: { query: DashboardCommunityDocument },
  result: {
    data: {
      communityCard: {
        __typename: 'CommunityCard',
        pinned: { __typename: 'CommunityCardPost', id: 'p1', body: 'Bienvenidos a la semana 2', authorName: 'Emilio' },
        unread: 1,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderDashboard(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const rest = [neverAnswered(WorkoutUnitsDocument), neverAnswered(SurveyDocument), community];
  return render(
    <MockedProvider mocks={[me, ...mocks, ...rest]}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/workout/:unitId/:exerciseId" element={<p>workout page</p>} />
            <Route path="/suscripcion" element={<p>subscription page</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );
}

const SLOW_MACHINE_MS = 20_000;

/** The day strip's bubbles. */
const strip = () => within(screen.getByRole('list', { name: 'Días' })).getAllByRole('listitem');

describe('DashboardPage', () => {
  it(
    'shows a skeleton, then the day, its labelled figures, the streak and the day strip; VER RUTINA opens the first exercise',
    async () => {
      renderDashboard([day({})]);
      expect(screen.getByLabelText('Cargando...').getAttribute('aria-busy')).toBe('true');
      expect((await screen.findByTestId('challenge-day')).textContent).toBe('DÍA 13 DEL RETO');
      expect(screen.getByTestId('elapsed').textContent).toBe('Reto transcurrido46%');
      expect(screen.getByTestId('today-date').textContent).toBe('sábado, 21 de noviembre de 2026');
      expect(screen.getByTestId('current-streak').textContent).toBe('3 días seguidos');
      expect(strip().map((item) => item.textContent)).toEqual([
        'SEMANA 212RUTINA',
        'SEMANA 213RUTINA',
        'SEMANA 2+DESCANSO',
        'SEMANA 315RUTINA',
      ]);
      expect(screen.getAllByRole('button').filter((b) => b.hasAttribute('disabled'))).toHaveLength(3);
      // the group's pinned post and the coach's unread message, from the API
      expect(await screen.findByText('Bienvenidos a la semana 2')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Tienes 1 mensaje nuevo de tu entrenador' }).getAttribute('href')).toBe(
        '/mensajes',
      );
      fireEvent.click(screen.getByRole('button', { name: 'VER RUTINA' }));
      expect(await screen.findByText('workout page')).toBeTruthy();
    },
    SLOW_MACHINE_MS,
  );

  it(
    "greets the member by first name only, and shows today's routine: each exercise by name with its technique figure, one tap to open it",
    async () => {
      renderDashboard([day({})]);
      expect((await screen.findByTestId('user-name')).textContent).toBe('Lucía');
      expect(screen.getByText(/^Hola,/).textContent).toBe('Hola, Lucía');

      const today = await screen.findByTestId('today-routine');
      expect(within(today).getByRole('heading', { name: 'SEMANA 2 - RUTINA #6' })).toBeTruthy();
      expect(today.textContent).toContain('3 ejercicios · 30 min');
      expect(today.textContent).toContain('1 de 3 hechos');
      const links = within(today).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['01Sentadilla con peso corporal', '/workout/13/61'],
        ['02Zancadas alternas', '/workout/13/62'],
        ['03Un ejercicio nuevo', '/workout/13/63'],
      ]);
      // The technique figures of the exercises that have a card (by technique key, never by title).
      expect(
        links.map((link) => link.querySelector('.today-exercise__figure path:last-child')?.getAttribute('d')),
      ).toEqual([expect.stringMatching(/^M54 26/), expect.stringMatching(/^M60 20/), undefined]);
      expect(within(links[0]!).getByLabelText('Hecho')).toBeTruthy();
      fireEvent.click(links[1]!);
      expect(await screen.findByText('workout page')).toBeTruthy();
    },
    SLOW_MACHINE_MS,
  );

  it(
    'maps the 28 days as the server says they stand, rings today, and shows the streak beside the best one',
    async () => {
      renderDashboard([day({})]);
      const map = await screen.findByTestId('day-map');
      const cells = within(map).getAllByRole('listitem');
      expect(cells).toHaveLength(28);
      expect(cells.slice(0, 14).map((cell) => cell.getAttribute('data-status'))).toEqual([
        'done',
        'done',
        'done',
        'done',
        'done',
        'done',
        'rest',
        'missed',
        'missed',
        'done',
        'done',
        'done',
        'today',
        'locked',
      ]);
      expect(cells[12]!.getAttribute('aria-label')).toBe('Día 13: Hoy');
      expect(cells[12]!.getAttribute('aria-current')).toBe('date');
      expect(cells[7]!.getAttribute('aria-label')).toBe('Día 8: Sin completar');
      expect(cells.filter((cell) => cell.hasAttribute('aria-current'))).toHaveLength(1);
      expect(screen.getByTestId('current-streak').textContent).toBe('3 días seguidos');
      expect(screen.getByTestId('best-streak').textContent).toBe('5 días');
      expect(screen.getByText('A 2 de tu mejor racha')).toBeTruthy();
    },
    SLOW_MACHINE_MS,
  );

  it(
    'on a rest day the main button reads DÍA DE DESCANSO and alerts',
    async () => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      renderDashboard([
        day({
          dayOfChallenge: 14,
          isRestDay: true,
          todaysUnit: { __typename: 'TodaysUnit', id: 14, title: 'SEMANA 2 - DESCANSO', exercises: [] },
          todaysWorkout: {
            __typename: 'WorkoutUnit',
            id: 14,
            title: 'SEMANA 2 - DESCANSO',
            description: '',
            duration: 0,
            exercises: [],
          },
        }),
      ]);
      fireEvent.click(await screen.findByRole('button', { name: 'DÍA DE DESCANSO' }));
      expect(alert).toHaveBeenCalledWith(expect.stringContaining('día de descanso'));
      const today = screen.getByTestId('today-routine');
      expect(within(today).getByRole('heading', { name: 'Hoy toca recuperar' })).toBeTruthy();
      expect(within(today).queryAllByRole('link')).toEqual([]);
    },
    SLOW_MACHINE_MS,
  );

  it(
    'trusts the server on rest days: a unit whose title says DESCANSO on a training day opens, a rest day the server names shows +',
    async () => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      renderDashboard([
        day({
          restDays: [12, 14, 21, 28],
          todaysUnit: {
            __typename: 'TodaysUnit',
            id: 13,
            title: 'SEMANA 2 - DESCANSO ACTIVO',
            exercises: [{ __typename: 'ExerciseRef', id: 61 }],
          },
        }),
      ]);
      expect(await screen.findByTestId('challenge-day')).toBeTruthy();
      expect(strip().map((item) => item.textContent)).toEqual([
        'SEMANA 2+DESCANSO',
        'SEMANA 213RUTINA',
        'SEMANA 2+DESCANSO',
        'SEMANA 315RUTINA',
      ]);
      fireEvent.click(screen.getByRole('button', { name: 'VER RUTINA' }));
      expect(await screen.findByText('workout page')).toBeTruthy();
      expect(alert).not.toHaveBeenCalled();
    },
    SLOW_MACHINE_MS,
  );

  it(
    'counts down before the start',
    async () => {
      renderDashboard([
        day({
          access: {
            __typename: 'ChallengeAccess',
            status: 'not_started',
            enrolmentId: 'e2',
            daysUntilStart: 16,
            edition: edition(79, '2026-12-07', '2027-01-03'),
            nextEdition: edition(79, '2026-12-07', '2027-01-03'),
          },
        }),
      ]);
      expect((await screen.findByTestId('countdown')).textContent).toContain('Comienza en 16 días');
    },
    SLOW_MACHINE_MS,
  );

  it(
    'offers the next edition when the challenge ended',
    async () => {
      renderDashboard([
        day({
          access: {
            __typename: 'ChallengeAccess',
            status: 'ended',
            enrolmentId: 'e1',
            daysUntilStart: null,
            edition: edition(78, '2026-11-09', '2026-12-06'),
            nextEdition: edition(80, '2027-01-04', '2027-01-31'),
          },
        }),
      ]);
      expect((await screen.findByTestId('next-edition')).textContent).toContain(
        'Únete a la edición 80, que comienza el 4 de enero de 2027.',
      );
      // The edition that ended stays on the map, no day ringed as today.
      const cells = within(screen.getByTestId('day-map')).getAllByRole('listitem');
      expect(cells.slice(0, 3).map((cell) => cell.getAttribute('data-status'))).toEqual(['done', 'done', 'done']);
      expect(cells.filter((cell) => cell.hasAttribute('aria-current'))).toEqual([]);
    },
    SLOW_MACHINE_MS,
  );
});
