import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MeDocument } from '../../gql/graphql';
import { restoredCopyUnconfirmed } from '../../features/session/restored-copy';
import { aMember } from '../../test/fixtures';
import { SubscribePage } from './SubscribePage';

function renderSubscribe(me: ReturnType<typeof aMember>) {
  return render(
    <MockedProvider mocks={[{ request: { query: MeDocument }, result: { data: { me } } }]}>
      <MemoryRouter initialEntries={['/subscribe']}>
        <Routes>
          <Route path="/subscribe" element={<SubscribePage />} />
          <Route path="/dashboard" element={<p>dashboard page</p>} />
          <Route path="/suscripcion" element={<p>suscripcion page</p>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

afterEach(() => {
  restoredCopyUnconfirmed(false);
});

describe('SubscribePage', () => {
  it('sends a signed-in member on by hasPaid only once the server has confirmed a copy restored at start', async () => {
    // the copy was saved before the payment (its Me says unpaid)
    restoredCopyUnconfirmed(true);
    renderSubscribe(aMember({ hasPaid: false, hasAccess: false }));
    expect(await screen.findByText('Cargando...')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('suscripcion page')).toBeNull();
    act(() => {
      restoredCopyUnconfirmed(false);
    });
    expect(await screen.findByText('suscripcion page')).toBeTruthy();
  });

  it('sends a paying member to the dashboard at once, confirmed or not', async () => {
    restoredCopyUnconfirmed(true);
    renderSubscribe(aMember({ hasPaid: true, hasAccess: true }));
    expect(await screen.findByText('dashboard page')).toBeTruthy();
  });
});
