import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { beforeAfter } from '../content';
import { BeforeAfterSlider } from './BeforeAfterSlider';

const item = beforeAfter[0]!;

const renderSlider = () => {
  render(<BeforeAfterSlider item={item} />);
  const frame = screen.getByTestId('compare-frame');
  vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue({ left: 100, width: 200 } as DOMRect);
  return { frame, slider: screen.getByRole('slider', { name: `Comparar antes y después de ${item.name}` }) };
};

const beforeClip = () =>
  (screen.getByAltText(item.before.alt).closest('.compare__before') as HTMLElement).style.clipPath;

describe('BeforeAfterSlider', () => {
  it('starts at 50 % with the before picture showing on the left half', () => {
    const { slider } = renderSlider();
    expect(slider.getAttribute('aria-valuenow')).toBe('50');
    expect(slider.getAttribute('aria-valuemin')).toBe('0');
    expect(slider.getAttribute('aria-valuemax')).toBe('100');
    expect(beforeClip()).toBe('inset(0 50% 0 0)');
  });

  it('follows a drag (pointer down, move, up) and stops following once released', () => {
    const { frame, slider } = renderSlider();
    fireEvent.pointerDown(frame, { clientX: 150, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('25');
    fireEvent.pointerMove(frame, { clientX: 280, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('90');
    expect(beforeClip()).toBe('inset(0 10% 0 0)');
    fireEvent.pointerMove(frame, { clientX: 400, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    fireEvent.pointerUp(frame, { clientX: 400, pointerId: 1 });
    fireEvent.pointerMove(frame, { clientX: 120, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
  });

  it('moves with the keyboard and stays within 0-100', () => {
    const { slider } = renderSlider();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('55');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.getAttribute('aria-valuenow')).toBe('45');
    fireEvent.keyDown(slider, { key: 'PageUp' });
    expect(slider.getAttribute('aria-valuenow')).toBe('55');
    fireEvent.keyDown(slider, { key: 'End' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    fireEvent.keyDown(slider, { key: 'Home' });
    fireEvent.keyDown(slider, { key: 'ArrowDown' });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
  });
});
