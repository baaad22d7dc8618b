import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkPanel } from './WorkPanel';

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('WorkPanel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'vibrate', { value: vi.fn(() => true), configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the member to start the set, names it, and does not count while idle', () => {
    const onDone = vi.fn();
    render(<WorkPanel seconds={40} set={2} sets={3} onDone={onDone} />);
    expect(screen.getByTestId('work-countdown').textContent).toContain('Serie 2 de 3');
    advance(60_000);
    expect(screen.getByTestId('work-clock').textContent).toBe('0:40');
    expect(screen.getByRole('button', { name: 'Iniciar serie 2' })).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('counts down once started, holds still while paused, and at its end signals and hands back once', () => {
    const onDone = vi.fn();
    render(<WorkPanel seconds={30} set={1} sets={2} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar serie 1' }));
    advance(10_000);
    expect(screen.getByTestId('work-clock').textContent).toBe('0:20');
    fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    expect(screen.getByTestId('work-countdown').textContent).toContain('En pausa');
    advance(60_000);
    expect(screen.getByTestId('work-clock').textContent).toBe('0:20');
    fireEvent.click(screen.getByRole('button', { name: 'Reanudar' }));
    advance(20_200);
    expect(screen.getByTestId('work-clock').textContent).toBe('0:00');
    expect(navigator.vibrate).toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
