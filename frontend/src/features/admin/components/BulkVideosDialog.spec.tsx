import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import { UpdateExerciseVideoDocument, type AdminWorkoutsQuery } from '../../../gql/graphql';
import { BulkVideosDialog } from './BulkVideosDialog';

type Unit = AdminWorkoutsQuery['adminWorkouts'][number];

const unit: Unit = {
  __typename: 'AdminWorkoutUnit',
  id: 3,
  order: 3,
  title: 'Pierna',
  isRestDay: false,
  exercises: [
    {
      __typename: 'AdminExercise',
      id: 1,
      title: 'Sentadilla',
      description: '',
      videoId: '',
      videoIdMale: '',
      videoIdFemale: '',
      sets: 3,
      reps: 12,
      workSeconds: null,
      restSeconds: 60,
    },
    {
      __typename: 'AdminExercise',
      id: 2,
      title: 'Zancada',
      description: '',
      videoId: '',
      videoIdMale: '',
      videoIdFemale: '',
      sets: 3,
      reps: 12,
      workSeconds: null,
      restSeconds: 60,
    },
    {
      __typename: 'AdminExercise',
      id: 3,
      title: 'Puente',
      description: '',
      videoId: 'ccccccccccc',
      videoIdMale: '',
      videoIdFemale: 'ccccccccccc',
      sets: 3,
      reps: 12,
      workSeconds: null,
      restSeconds: 60,
    },
  ],
};

const answer = (exerciseId: number, videoId: string, result: MockLink.MockedResponse['result']) => ({
  request: { query: UpdateExerciseVideoDocument, variables: { unitId: 3, exerciseId, gender: 'female', videoId } },
  result,
});

beforeAll(() => {
  // jsdom has no modal dialogs: opening one just marks it open.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

describe('BulkVideosDialog', () => {
  it('sends only the changed links, each checked by the server: the refused one keeps its reason, the others are saved', async () => {
    const saved = vi.fn(() => ({
      data: {
        updateExerciseVideo: {
          __typename: 'UpdateVideoResult',
          success: true,
          exerciseId: 1,
          gender: 'female',
          videoId: 'aaaaaaaaaaa',
        },
      },
    }));
    const onSaved = vi.fn();
    render(
      <MockedProvider
        mocks={[
          answer(1, 'https://youtu.be/aaaaaaaaaaa', saved),
          answer(2, 'no-es-un-video', { errors: [{ message: 'El enlace no es un video de YouTube válido.' }] }),
        ]}
      >
        <ToastProvider>
          <BulkVideosDialog units={[unit]} gender="female" onClose={vi.fn()} onSaved={onSaved} />
        </ToastProvider>
      </MockedProvider>,
    );
    // Prefilled with the version's video; the untouched one is not sent again.
    expect((screen.getByLabelText('03 · Puente') as HTMLInputElement).value).toBe('ccccccccccc');
    fireEvent.change(screen.getByLabelText('03 · Sentadilla'), { target: { value: 'https://youtu.be/aaaaaaaaaaa' } });
    fireEvent.change(screen.getByLabelText('03 · Zancada'), { target: { value: 'no-es-un-video' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar enlaces' }));

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(saved).toHaveBeenCalledTimes(1);
    const squat = screen.getByLabelText('03 · Sentadilla').closest('li')!;
    expect(within(squat).getByText('Guardado')).toBeTruthy();
    const lunge = screen.getByLabelText('03 · Zancada');
    expect(lunge.getAttribute('aria-invalid')).toBe('true');
    expect(lunge.closest('li')!.textContent).toContain('El enlace no es un video de YouTube válido.');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
