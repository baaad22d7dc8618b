import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExerciseRow } from './ExerciseRow';

const exercise = (videoId: string) => ({
  __typename: 'AdminExercise' as const,
  id: 11,
  title: 'Sentadillas',
  description: 'Espalda recta.',
  videoId,
  videoIdMale: videoId,
  videoIdFemale: videoId,
  sets: 3,
  reps: 12,
  workSeconds: null,
  restSeconds: 45,
});

const renderRow = (videoId: string, onPrescribe = vi.fn(), onEditVideo = vi.fn()) => {
  render(
    <ul>
      <ExerciseRow exercise={exercise(videoId)} onPrescribe={onPrescribe} onEditVideo={onEditVideo} />
    </ul>,
  );
  return { onPrescribe, onEditVideo };
};

describe('ExerciseRow', () => {
  it("shows the exercise's video and its sets and rest", () => {
    renderRow('dQw4w9WgXcQ');
    expect(screen.getByText('dQw4w9WgXcQ')).toBeTruthy();
    expect(screen.getByTestId('prescription-11').textContent).toBe('3 × 12 rep. · descanso 45 s');
    expect(screen.queryByText('No hay video disponible para esta rutina')).toBeNull();
  });

  it('says when the exercise has no video', () => {
    renderRow('');
    expect(screen.getByText('No hay video disponible para esta rutina')).toBeTruthy();
  });

  it('opens the edit of its sets, or of its video', () => {
    const { onPrescribe, onEditVideo } = renderRow('dQw4w9WgXcQ');
    fireEvent.click(screen.getByRole('button', { name: 'Editar series y descansos de Sentadillas' }));
    expect(onPrescribe).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Editar video de Sentadillas' }));
    expect(onEditVideo).toHaveBeenCalledOnce();
  });
});
