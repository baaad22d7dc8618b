import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import { AdminReviewsDocument } from '../../../gql/graphql';
import { ReviewsTab } from './ReviewsTab';

const review = (id: string, status: string, proof: string, verifiedBuyer: boolean) => ({
  __typename: 'AdminReview' as const,
  id,
  title: null,
  body: `Reseña ${id}`,
  rating: 5,
  createdAt: '2026-11-20T10:00:00.000Z',
  email: `${id}@example.com`,
  photoUrl: null,
  status,
  proof,
  reviewer: { __typename: 'ReviewReviewer' as const, name: `Autora ${id}`, verifiedBuyer },
});

const listed = (status: string, reviews: Array<ReturnType<typeof review>>) => ({
  request: { query: AdminReviewsDocument, variables: { status } },
  result: { data: { adminReviews: reviews } },
});

describe('Reseñas', () => {
  it('says how each review proved its writer bought, and offers to unpublish a published one', async () => {
    render(
      <MockedProvider
        mocks={[
          listed('pending', [review('p1', 'pending', 'none', false)]),
          listed('published', [review('m1', 'published', 'member', true), review('l1', 'published', 'link', true)]),
        ]}
      >
        <ToastProvider>
          <ReviewsTab />
        </ToastProvider>
      </MockedProvider>,
    );
    expect(await screen.findByText('Sin prueba de compra')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aprobar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Despublicar' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Publicadas' }));
    expect(await screen.findByText('Compra verificada · cuenta de miembro')).toBeTruthy();
    expect(screen.getByText('Compra verificada · enlace confirmado')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Despublicar' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Publicadas' }).getAttribute('aria-pressed')).toBe('true');
  });
});
