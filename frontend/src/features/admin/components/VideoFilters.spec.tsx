import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ALL_VIDEOS } from '../video-filters';
import { VideoFilters } from './VideoFilters';

const renderFilters = (onChange = vi.fn(), onBulk = vi.fn()) => {
  render(<VideoFilters filter={ALL_VIDEOS} onChange={onChange} missing={3} gender="female" onBulk={onBulk} />);
  return { onChange, onBulk };
};

describe('VideoFilters', () => {
  it('says how many exercises of the version shown have no video', () => {
    renderFilters();
    expect(screen.getByTestId('missing-videos').textContent).toBe('3 ejercicios sin video en la versión de mujeres');
  });

  it('narrows to a week, or back to all of them', () => {
    const { onChange } = renderFilters();
    fireEvent.change(screen.getByLabelText('Semana'), { target: { value: '2' } });
    expect(onChange).toHaveBeenLastCalledWith({ week: 2, missingOnly: false });
    fireEvent.change(screen.getByLabelText('Semana'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ week: null, missingOnly: false });
  });

  it('keeps only the exercises without a video, and opens the bulk paste', () => {
    const { onChange, onBulk } = renderFilters();
    fireEvent.click(screen.getByLabelText('Solo sin video'));
    expect(onChange).toHaveBeenLastCalledWith({ week: null, missingOnly: true });
    fireEvent.click(screen.getByRole('button', { name: 'Pegar varios enlaces' }));
    expect(onBulk).toHaveBeenCalledOnce();
  });
});
