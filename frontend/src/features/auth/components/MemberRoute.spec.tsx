import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MeDocument, type CurrentUserFragment } from '../../../gql/graphql';
import { juan } from '../../../test/fixtures';
import { WithMemberNav } from './MemberRoute';

function renderCoach(user: CurrentUserFragment | null) {
  return render(
    <MockedProvider mocks={[{ request: { query: MeDocument }, result: { data: { me: user } } }]}>
      <MemoryRouter initialEntries={['/voice']}>
        <WithMemberNav>
          <h1>Emilio</h1>
        </WithMemberNav>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('the coach in the member area', () => {
  it("keeps a member's navigation on /voice, with Emilio marked as the current item", async () => {
    renderCoach(juan({ id: 1 }));
    const coach = await screen.findByRole('link', { name: 'Emilio' });
    expect(coach.getAttribute('href')).toBe('/voice');
    expect(coach.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Rutinas' }).getAttribute('href')).toBe('/workouts');
  });

  it('shows a visitor the page alone', async () => {
    renderCoach(null);
    expect(await screen.findByRole('heading', { name: 'Emilio' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
