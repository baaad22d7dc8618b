import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import { UpdateExercisePrescriptionDocument } from '../../../gql/graphql';
import { EditPrescriptionDialog } from './EditPrescriptionDialog';

const plank = {
  __typename: 'AdminExercise' as const,
  id: 9,
  title: 'Plancha frontal',
  description: '',
  videoId: '',
  videoIdMale: '',
  videoIdFemale: '',
  sets: 3,
  reps: 12,
  workSeconds: null,
  restSeconds: 60,
};

const answer = (variables: Record<string, unknown>, result: object) => ({
  request: { query: UpdateExercisePrescriptionDocument, variables: { unitId: 4, exerciseId: 9, ...variables } },
  result,
});

beforeAll(() => {
  // jsdom has no modal dialogs: opening one just marks it open.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

const open = (mocks: ReturnType<typeof answer>[], onSaved = vi.fn()) => {
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <EditPrescriptionDialog target={{ unitId: 4, exercise: plank }} onClose={vi.fn()} onSaved={onSaved} />
      </ToastProvider>
    </MockedProvider>,
  );
  return onSaved;
};

describe('EditPrescriptionDialog', () => {
  it('turns repetitions into seconds held and saves the sets and the rest the player follows', async () => {
    const onSaved = open([
      answer(
        { sets: 4, reps: null, workSeconds: 40, restSeconds: 45 },
        {
          data: {
            updateExercisePrescription: {
              __typename: 'PrescriptionUpdate',
              success: true,
              exerciseId: 9,
              sets: 4,
              reps: null,
              workSeconds: 40,
              restSeconds: 45,
            },
          },
        },
      ),
    ]);
    expect((screen.getByLabelText('Series') as HTMLInputElement).value).toBe('3');
    fireEvent.change(screen.getByLabelText('Series'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Cada serie se mide en'), { target: { value: 'seconds' } });
    fireEvent.change(screen.getByLabelText('Cantidad por serie'), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText('Descanso entre series (segundos)'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it("shows the server's Spanish reason and stays open when it refuses", async () => {
    const onSaved = open([
      answer(
        { sets: 3, reps: 12, workSeconds: null, restSeconds: 900 },
        { errors: [{ message: 'Indica de 1 a 20 series, y repeticiones (1-200) o segundos (5-3600) por serie' }] },
      ),
    ]);
    fireEvent.change(screen.getByLabelText('Descanso entre series (segundos)'), { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Indica de 1 a 20 series');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
