import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeAdminAuth } from '../../session/storage';
import { AdminReviewCard } from './AdminReviewCard';

const review = (status: string) => ({
  __typename: 'AdminReview' as const,
  id: 'r1',
  title: 'Gran reto',
  body: 'Bajé 4 kg.',
  rating: 4,
  createdAt: '2026-11-01T10:00:00Z',
  email: 'ana@example.com',
  photoUrl: null,
  status,
  proof: 'link',
  reviewer: { __typename: 'Reviewer' as const, name: 'Ana', verifiedBuyer: true },
});

const renderCard = (status: string, confirming = false, photoUrl: string | null = null) => {
  const handlers = { onAskUnpublish: vi.fn(), onCancel: vi.fn(), onModerate: vi.fn() };
  render(
    <ul>
      <AdminReviewCard review={{ ...review(status), photoUrl }} busy={false} confirming={confirming} {...handlers} />
    </ul>,
  );
  return handlers;
};

afterEach(() => {
  storeAdminAuth(null);
  vi.unstubAllGlobals();
});

describe('AdminReviewCard', () => {
  it("shows a pending review's photo, fetched with the panel's credential that an <img> alone cannot send", async () => {
    storeAdminAuth('credencial-del-servidor');
    URL.createObjectURL = vi.fn(() => 'blob:resena');
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response(new Blob([new Uint8Array([82, 73, 70, 70])], { type: 'image/webp' })));
    vi.stubGlobal('fetch', fetchImpl);
    renderCard('pending', false, '/api/admin/reviews/photos/p1');
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: 'Foto de la reseña de Ana' }).getAttribute('src')).toBe('blob:resena'),
    );
    expect(fetchImpl.mock.calls[0]![1]).toMatchObject({ headers: { 'X-Admin-Auth': 'credencial-del-servidor' } });
  });

  it('shows the writer, the stars, how the purchase was proved, and the words', () => {
    renderCard('pending');
    expect(screen.getByRole('heading', { name: 'Ana' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '4 de 5 estrellas' })).toBeTruthy();
    expect(screen.getByTestId('review-proof').textContent).toBe('Compra verificada · enlace confirmado');
    expect(screen.getByText('Gran reto')).toBeTruthy();
    expect(screen.getByText('Bajé 4 kg.')).toBeTruthy();
  });

  it('approves or rejects a pending review at once', () => {
    const { onModerate } = renderCard('pending');
    fireEvent.click(screen.getByRole('button', { name: 'Aprobar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(onModerate.mock.calls).toEqual([['approve'], ['reject']]);
  });

  it('asks before unpublishing a published review', () => {
    const { onAskUnpublish, onModerate } = renderCard('published');
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Despublicar' }));
    expect(onAskUnpublish).toHaveBeenCalledOnce();
    expect(onModerate).not.toHaveBeenCalled();
  });

  it('once asked, unpublishes on "Sí, despublicar" or is cancelled', () => {
    const { onModerate, onCancel } = renderCard('published', true);
    expect(screen.getByText('¿Despublicar esta reseña? Dejará de verse en la página de ventas.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sí, despublicar' }));
    expect(onModerate).toHaveBeenCalledWith('reject');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
