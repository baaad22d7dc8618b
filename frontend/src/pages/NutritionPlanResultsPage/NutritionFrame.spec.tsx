import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MeDocument, type CurrentUserFragment } from '../../gql/graphql';
import { aMember } from '../../test/fixtures';
import { NutritionFrame } from './NutritionFrame';

/** Renders the frame for `me`; resolves once the `me` answer reached the screen. */
async function renderFrame(me: CurrentUserFragment | null, className: string) {
  const answer = vi.fn(() => ({ data: { me } }));
  render(
    <MockedProvider mocks={[{ request: { query: MeDocument }, result: answer }]}>
      <NutritionFrame className={className}>
        <p>el plan</p>
      </NutritionFrame>
    </MockedProvider>,
  );
  await waitFor(() => expect(answer).toHaveBeenCalled());
  await act(async () => {});
}

describe('NutritionFrame', () => {
  it("gives a visitor the page on its own, in the page's layout", async () => {
    await renderFrame(null, 'billing-page nutrition');
    expect(screen.getByRole('main').className).toBe('page billing-page nutrition');
    expect(screen.getByRole('main').textContent).toBe('el plan');
  });

  it('gives a signed-in member without access the page on its own too: the member area is for those with access', async () => {
    await renderFrame(aMember({ hasAccess: false, hasPaid: false }), 'billing-page');
    expect(screen.getByRole('main').className).toBe('page billing-page');
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
