import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testimonials } from '../content';
import { Testimonials } from './Testimonials';

describe('Testimonials', () => {
  it('shows two testimonials, each expanding and collapsing on its own', () => {
    render(<Testimonials items={testimonials} />);
    const [first, second] = screen.getAllByRole('button', { name: 'Leer más' });
    expect(screen.getAllByRole('button')).toHaveLength(2);
    const story = document.getElementById(first!.getAttribute('aria-controls')!)!;
    expect(first!.getAttribute('aria-expanded')).toBe('false');
    expect(story.hidden).toBe(true);

    fireEvent.click(first!);
    expect(first!.getAttribute('aria-expanded')).toBe('true');
    expect(first!.textContent).toBe('Leer menos');
    expect(story.hidden).toBe(false);
    expect(story.textContent).toBe(testimonials[0]!.story);
    expect(second!.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(first!);
    expect(first!.getAttribute('aria-expanded')).toBe('false');
    expect(story.hidden).toBe(true);
  });
});
