import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import { AdminReviewsDocument, ApproveReviewDocument, RejectReviewDocument } from '../../../gql/graphql';
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

  it('asks before unpublishing a review, and the notice after it puts the review back', async () => {
    const published = review('m1', 'published', 'member', true);
    let rejected = 0;
    let approved = 0;
    render(
      <MockedProvider
        mocks={[
          listed('pending', []),
          { ...listed('published', [published]), maxUsageCount: Number.POSITIVE_INFINITY },
          {
            request: { query: RejectReviewDocument, variables: { id: 'm1' } },
            result: () => {
              rejected += 1;
              return { data: { rejectReview: { __typename: 'AdminReview', id: 'm1', status: 'rejected' } } };
            },
          },
          {
            request: { query: ApproveReviewDocument, variables: { id: 'm1' } },
            result: () => {
              approved += 1;
              return { data: { approveReview: { __typename: 'AdminReview', id: 'm1', status: 'published' } } };
            },
          },
        ]}
      >
        <ToastProvider>
          <ReviewsTab />
        </ToastProvider>
      </MockedProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Publicadas' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Despublicar' }));
    // Asked first: nothing is sent until confirmed, and "Cancelar" leaves the review as it was.
    expect(screen.getByText('¿Despublicar esta reseña? Dejará de verse en la página de ventas.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(rejected).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Despublicar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, despublicar' }));
    const notice = await screen.findByTestId('unpublished-notice');
    expect(notice.textContent).toContain('Reseña de Autora m1 despublicada.');
    expect(rejected).toBe(1);
    // The way back: published again.
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Reseña publicada de nuevo')).toBeTruthy();
    expect(approved).toBe(1);
    expect(screen.queryByTestId('unpublished-notice')).toBeNull();
  });
});
