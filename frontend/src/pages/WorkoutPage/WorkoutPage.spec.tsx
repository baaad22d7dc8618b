import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/Toast';
import { ExerciseDocument, MeDocument, WorkoutUnitDocument, WorkoutUnitsDocument } from '../../gql/graphql';
import { WorkoutPage } from './WorkoutPage';
import { aMember, neverAnswered } from '../../test/fixtures';

const SLOW_MACHINE_MS = 20_000;

const me: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: {
    data: {
      me: aMember(),
    },
  },
};

const refusal = (code: string, message: string): MockLink.MockedResponse[] => [
  {
    request: { query: ExerciseDocument, variables: { exerciseId: 5, unitId: 1 } },
    result: { errors: [new GraphQLError(message, { extensions: { code, status: code === 'not_found' ? 404 : 403 } })] },
  },
  {
    request: { query: WorkoutUnitDocument, variables: { id: 1 } },
    result: { errors: [new GraphQLError(message, { extensions: { code } })] },
  },
];

function renderAt(path: string, mocks: ReadonlyArray<MockLink.MockedResponse>) {
  return render(
    <MockedProvider mocks={[me, ...mocks, neverAnswered(WorkoutUnitsDocument)]}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<p>home page</p>} />
            <Route path="/workout/:unitId/:exerciseId" element={<WorkoutPage />} />
            <Route path="/workout/*" element={<WorkoutPage />} />
            <Route path="/suscripcion" element={<p>subscription page</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );
}

describe('WorkoutPage', () => {
  it('sends missing or malformed parameters to /', async () => {
    renderAt('/workout/1', []);
    expect(await screen.findByText('home page')).toBeTruthy();
  });

  it(
    'shows "Rutina no encontrada" for an unknown unit',
    async () => {
      renderAt('/workout/1/5', refusal('not_found', 'Rutina no encontrada'));
      expect((await screen.findByTestId('not-found')).textContent).toContain('Rutina no encontrada');
    },
    SLOW_MACHINE_MS,
  );

  it(
    'without a subscription shows "Redirigiendo..." and goes to /suscripcion after 2 s',
    async () => {
      renderAt(
        '/workout/1/5',
        refusal('no_subscription', 'Necesitas una suscripción para acceder a las rutinas de entrenamiento.'),
      );
      expect((await screen.findByTestId('no-subscription')).textContent).toContain('Redirigiendo...');
      expect(await screen.findByText('subscription page', {}, { timeout: 4000 })).toBeTruthy();
    },
    SLOW_MACHINE_MS,
  );
});
