import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RestPanel } from './RestPanel';

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('RestPanel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'vibrate', { value: vi.fn(() => true), configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the rest down by itself and, at its end, vibrates and hands back once', () => {
    const onDone = vi.fn();
    render(<RestPanel seconds={20} onDone={onDone} />);
    expect(screen.getByTestId('rest-countdown').textContent).toContain('Descanso');
    expect(screen.getByTestId('rest-clock').textContent).toBe('0:20');
    advance(8_000);
    expect(screen.getByTestId('rest-clock').textContent).toBe('0:12');
    expect(onDone).not.toHaveBeenCalled();
    advance(12_200);
    expect(screen.getByTestId('rest-clock').textContent).toBe('0:00');
    expect(navigator.vibrate).toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('hands back at once when the member skips the rest, without the end signal', () => {
    const onDone = vi.fn();
    render(<RestPanel seconds={60} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Saltar descanso' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(navigator.vibrate).not.toHaveBeenCalled();
  });
});
