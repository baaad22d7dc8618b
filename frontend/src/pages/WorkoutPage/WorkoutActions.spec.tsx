import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { WorkoutActions, type WorkoutActionsProps } from './WorkoutActions';

const renderActions = (props: Partial<WorkoutActionsProps> = {}) => {
  const onMarkDone = vi.fn();
  render(
    <MemoryRouter>
      <WorkoutActions completed={false} nextPath="/workout/1/6" disabled={false} onMarkDone={onMarkDone} {...props} />
    </MemoryRouter>,
  );
  return onMarkDone;
};

describe('WorkoutActions', () => {
  it('offers "mark done" alone before the exercise is done, and reports the tap', () => {
    const onMarkDone = renderActions();
    fireEvent.click(screen.getByTestId('mark-done'));
    expect(onMarkDone).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('mark-done').textContent).toBe('Marcar como completado');
    expect(screen.queryByTestId('next-exercise')).toBeNull();
  });

  it('once done, shows it done and pairs it with the way on to the next exercise', () => {
    renderActions({ completed: true, disabled: true });
    expect(screen.getByTestId('mark-done').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('mark-done').textContent).toBe('Completado');
    expect(screen.getByTestId('next-exercise').getAttribute('href')).toBe('/workout/1/6');
  });

  it('done with no exercise after it: no way on, and a disabled button takes no tap', () => {
    const onMarkDone = renderActions({ completed: true, nextPath: null, disabled: true });
    fireEvent.click(screen.getByTestId('mark-done'));
    expect(onMarkDone).not.toHaveBeenCalled();
    expect(screen.queryByTestId('next-exercise')).toBeNull();
  });
});
