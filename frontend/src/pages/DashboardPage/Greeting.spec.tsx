import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { MeDocument } from '../../gql/graphql';
import { aMember, juan } from '../../test/fixtures';
import { Greeting } from './Greeting';

/** Shows "ready" once the session has been read, so a spec can tell "nothing yet" from "nothing". */
function SessionRead() {
  return useCurrentUser().loading ? null : <p>ready</p>;
}

const renderFor = (me: ReturnType<typeof aMember> | null) =>
  render(
    <MockedProvider
      mocks={[{ request: { query: MeDocument }, result: { data: { me } }, maxUsageCount: Number.POSITIVE_INFINITY }]}
    >
      <>
        <Greeting />
        <SessionRead />
      </>
    </MockedProvider>,
  );

describe('Greeting', () => {
  it('greets the member by first name', async () => {
    renderFor(aMember({ firstName: 'Lucía', fullName: 'Lucía Gómez' }));
    expect((await screen.findByTestId('user-name')).textContent).toBe('Lucía');
    expect(screen.getByText(/Hola,/)).toBeTruthy();
  });

  it("falls back to the username's first word when no name was given", async () => {
    renderFor(juan());
    expect((await screen.findByTestId('user-name')).textContent).toBe('Juan');
  });

  it('says nothing to a visitor', async () => {
    const { container } = renderFor(null);
    await screen.findByText('ready');
    expect(container.textContent).toBe('ready');
  });
});
