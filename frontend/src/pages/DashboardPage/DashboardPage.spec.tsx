import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/Toast';
import { ChallengeDayDocument, MeDocument, type ChallengeDayQuery } from '../../gql/graphql';
import { DashboardPage } from './DashboardPage';
import { aMember } from '../../test/fixtures';

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
    progress: 25,
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

function renderDashboard(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  return render(
    <MockedProvider mocks={[me, ...mocks]}>
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

describe('DashboardPage', () => {
  it(
    'shows a skeleton, then the day, its labelled figures, the streak and the day strip; VER RUTINA opens the first exercise',
    async () => {
      renderDashboard([day({})]);
      expect(screen.getByLabelText('Cargando...').getAttribute('aria-busy')).toBe('true');
      expect((await screen.findByTestId('challenge-day')).textContent).toBe('DÍA 13 DEL RETO');
      expect(screen.getByTestId('elapsed').textContent).toBe('Reto transcurrido46%');
      expect(screen.getByTestId('today-date').textContent).toBe('sábado, 21 de noviembre de 2026');
      expect(screen.getByTestId('streak').textContent).toBe('STREAK.03');
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'SEMANA 212RUTINA',
        'SEMANA 213RUTINA',
        'SEMANA 2+DESCANSO',
        'SEMANA 315RUTINA',
      ]);
      expect(screen.getAllByRole('button').filter((b) => b.hasAttribute('disabled'))).toHaveLength(3);
      fireEvent.click(screen.getByRole('button', { name: 'VER RUTINA' }));
      expect(await screen.findByText('workout page')).toBeTruthy();
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
        }),
      ]);
      fireEvent.click(await screen.findByRole('button', { name: 'DÍA DE DESCANSO' }));
      expect(alert).toHaveBeenCalledWith(expect.stringContaining('día de descanso'));
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
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
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
    },
    SLOW_MACHINE_MS,
  );
});
