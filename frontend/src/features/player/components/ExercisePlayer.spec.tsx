import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExercisePlayer } from './ExercisePlayer';

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('ExercisePlayer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'vibrate', { value: vi.fn(() => true), configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts a held set down with pause and resume, vibrates at its end and rests before the next set', () => {
    render(
      <ExercisePlayer prescription={{ sets: 2, reps: null, workSeconds: 30, restSeconds: 15 }} completed={false} />,
    );
    expect(screen.getByTestId('prescription').textContent).toBe('2 series × 30 segundos');
    expect(screen.getByTestId('work-clock').textContent).toBe('0:30');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar serie 1' }));
    advance(10_000);
    expect(screen.getByTestId('work-clock').textContent).toBe('0:20');
    fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    advance(60_000);
    expect(screen.getByTestId('work-clock').textContent).toBe('0:20');
    fireEvent.click(screen.getByRole('button', { name: 'Reanudar' }));
    advance(20_200);
    expect(navigator.vibrate).toHaveBeenCalled();
    expect(screen.getByLabelText('Serie 1 hecha')).toBeTruthy();
    expect(screen.getByTestId('rest-clock').textContent).toBe('0:15');
    advance(5_000);
    expect(screen.getByTestId('rest-clock').textContent).toBe('0:10');
    fireEvent.click(screen.getByRole('button', { name: 'Saltar descanso' }));
    expect(screen.queryByTestId('rest-countdown')).toBeNull();
    expect(screen.getByRole('button', { name: 'Iniciar serie 2' })).toBeTruthy();
  });

  it('takes a tap per set of repetitions, rests between sets, and says when all are done', () => {
    render(
      <ExercisePlayer prescription={{ sets: 3, reps: 12, workSeconds: null, restSeconds: 45 }} completed={false} />,
    );
    expect(screen.getByTestId('prescription').textContent).toBe('3 series × 12 repeticiones');
    fireEvent.click(screen.getByTestId('set-1'));
    expect(screen.getByTestId('set-1').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('rest-clock').textContent).toBe('0:45');
    advance(45_200);
    expect(screen.queryByTestId('rest-countdown')).toBeNull();
    fireEvent.click(screen.getByTestId('set-2'));
    fireEvent.click(screen.getByRole('button', { name: 'Saltar descanso' }));
    fireEvent.click(screen.getByTestId('set-3'));
    expect(screen.queryByTestId('rest-countdown')).toBeNull();
    expect(screen.getByTestId('sets-finished').textContent).toContain('Todas las series hechas');
  });

  it('shows every set done for an exercise already completed', () => {
    render(<ExercisePlayer prescription={{ sets: 4, reps: 12, workSeconds: null, restSeconds: 60 }} completed />);
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(4);
  });
});
