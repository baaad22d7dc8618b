import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ReviewsApiError } from '../../features/reviews/lib/reviews-api';
import { ConfirmReviewPage } from './ConfirmReviewPage';

const open = (path: string, confirm: Parameters<typeof ConfirmReviewPage>[0]['confirm']) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ConfirmReviewPage confirm={confirm} />
    </MemoryRouter>,
  );

describe('ConfirmReviewPage (/confirmar-resena?token=)', () => {
  it('sends the token once and says the review is published', async () => {
    const confirm = vi.fn(() =>
      Promise.resolve({ status: 'published' as const, message: '¡Gracias! Tu reseña ya está publicada.' }),
    );
    open('/confirmar-resena?token=abcdefghijklmnopqrstuvwxyz', confirm);
    expect((await screen.findByRole('status')).textContent).toContain('¡Gracias! Tu reseña ya está publicada.');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith('abcdefghijklmnopqrstuvwxyz');
    expect(screen.getByRole('link', { name: 'Ver las reseñas' }).getAttribute('href')).toBe('/landing#reviews-title');
  });

  it("shows the server's Spanish refusal of a used or expired link", async () => {
    const confirm = vi.fn(() => Promise.reject(new ReviewsApiError(410, 'Este enlace ha caducado.')));
    open('/confirmar-resena?token=abcdefghijklmnopqrstuvwxyz', confirm);
    expect((await screen.findByRole('alert')).textContent).toContain('Este enlace ha caducado.');
  });

  it('without a token, says the link is incomplete and asks nothing', () => {
    const confirm = vi.fn();
    open('/confirmar-resena', confirm);
    expect(screen.getByRole('alert').textContent).toContain('Falta el código del enlace');
    expect(confirm).not.toHaveBeenCalled();
  });
});
