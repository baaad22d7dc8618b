import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReviewThanks } from './ReviewThanks';

describe('ReviewThanks', () => {
  it('thanks for a published review, with nothing to press (it closes by itself)', () => {
    render(<ReviewThanks status="published" onClose={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toContain('¡Gracias por tu reseña!');
    expect(screen.getByText('Tu opinión ya está publicada.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a pending review appears once the team has read it', () => {
    render(<ReviewThanks status="pending" onClose={vi.fn()} />);
    expect(screen.getByText('La publicaremos en cuanto nuestro equipo la revise.')).toBeTruthy();
  });

  it('asks a visitor to check their e-mail, and stays until "Entendido" is pressed', () => {
    const onClose = vi.fn();
    render(<ReviewThanks status="received" onClose={onClose} />);
    expect(screen.getByText('Revisa tu email')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
