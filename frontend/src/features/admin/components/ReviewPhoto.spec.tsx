import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAdminAuth } from '../../session/storage';
import { ReviewPhoto } from './ReviewPhoto';

// Shown with the credential: AdminReviewCard.spec.tsx.
const URL_OF_PHOTO = '/api/admin/reviews/photos/p1';

beforeEach(() => {
  storeAdminAuth('credencial-del-servidor');
  URL.createObjectURL = vi.fn(() => 'blob:resena');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  storeAdminAuth(null);
  vi.unstubAllGlobals();
});

describe('ReviewPhoto', () => {
  it('says in Spanish that the photo could not be loaded when the panel path refuses it', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 403 })));
    render(<ReviewPhoto url={URL_OF_PHOTO} reviewer="Ana" />);
    expect(await screen.findByText('No se pudo cargar la foto de la reseña.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Foto de la reseña de Ana' })).toBeNull();
  });
});
