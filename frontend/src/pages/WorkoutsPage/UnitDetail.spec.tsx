import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { WorkoutUnitFieldsFragment } from '../../gql/graphql';
import { UnitDetail } from './UnitDetail';

const exercise = (id: number, title: string, completed = false) => ({
  __typename: 'Exercise' as const,
  id,
  position: id - 40,
  title,
  videoId: `v${id}`,
  techniqueKey: null,
  completed,
});

const aUnit = (overrides: Partial<WorkoutUnitFieldsFragment> = {}): WorkoutUnitFieldsFragment => ({
  __typename: 'WorkoutUnit',
  id: 9,
  order: 9,
  week: 2,
  title: 'Pierna y glúteo',
  description: 'Fuerza de tren inferior',
  duration: 40,
  isRestDay: false,
  completedExercises: [41],
  isComplete: false,
  isToday: true,
  locked: false,
  lockReason: '',
  exercises: [exercise(41, 'Sentadilla', true), exercise(42, 'Zancada'), exercise(43, 'Puente de glúteo')],
  ...overrides,
});

const renderDetail = (unit: WorkoutUnitFieldsFragment) =>
  render(
    <MemoryRouter>
      <UnitDetail unit={unit} />
    </MemoryRouter>,
  );

describe('UnitDetail', () => {
  it("today's day: its count and exercises, and the player opens at the first exercise left to do", () => {
    // Today opens even while the programme still marks it locked.
    renderDetail(aUnit({ locked: true }));
    expect(screen.getByTestId('unit-detail').textContent).toContain('1/3');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sentadilla',
      'Zancada',
      'Puente de glúteo',
    ]);
    const open = screen.getByTestId('open-unit');
    expect(open.textContent).toBe('Empezar');
    expect(open.getAttribute('href')).toBe('/workout/9/42');
  });

  it('a day to come is a locked preview: when it unlocks, the names, no way in', () => {
    renderDetail(aUnit({ order: 12, isToday: false, locked: true, lockReason: 'future', completedExercises: [] }));
    expect(screen.getByTestId('unit-locked').textContent).toContain('Se desbloquea el día 12');
    expect(screen.getByTestId('unit-exercises').textContent).toContain('Zancada');
    expect(screen.queryByTestId('open-unit')).toBeNull();
  });

  it('a past day left undone opens as a late completion, saying what that counts for', () => {
    renderDetail(aUnit({ isToday: false, lockReason: 'expired' }));
    expect(screen.getByTestId('open-unit').textContent).toBe('Ponerme al día');
    expect(screen.getByText(/cuenta para tu progreso como día completado tarde/)).toBeTruthy();
  });

  it('a past day already done offers it again, with no late note', () => {
    const done = [exercise(41, 'Sentadilla', true)];
    renderDetail(
      aUnit({ isToday: false, lockReason: 'expired', isComplete: true, completedExercises: [41], exercises: done }),
    );
    expect(screen.getByTestId('open-unit').textContent).toBe('Repetir rutina');
    expect(screen.queryByText(/completado tarde/)).toBeNull();
  });

  it('a finished day offers doing it again from its first exercise', () => {
    const done = [exercise(41, 'Sentadilla', true), exercise(42, 'Zancada', true)];
    renderDetail(aUnit({ isComplete: true, completedExercises: [41, 42], exercises: done }));
    expect(screen.getByTestId('unit-detail').textContent).toContain('COMPLETADA');
    expect(screen.getByTestId('open-unit').textContent).toBe('Repetir rutina');
    expect(screen.getByTestId('open-unit').getAttribute('href')).toBe('/workout/9/41');
  });

  it('a rest day shows the recovery note and no exercises', () => {
    renderDetail(aUnit({ isRestDay: true, exercises: [], completedExercises: [] }));
    expect(screen.getByText('Día de recuperación: camina suave, estira y descansa.')).toBeTruthy();
    expect(screen.queryByTestId('unit-exercises')).toBeNull();
    expect(screen.queryByTestId('open-unit')).toBeNull();
  });
});
