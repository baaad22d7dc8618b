import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UnsubscribeReminderDocument } from '../../gql/graphql';
import { UnsubscribePage } from './UnsubscribePage';

const renderAt = (url: string, mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <UnsubscribePage />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('UnsubscribePage', () => {
  it('turns the reminder off as soon as the link is opened, and says so', async () => {
    const message = 'Listo: ya no recibirás el recordatorio diario. Puedes volver a activarlo en Configuración.';
    renderAt('/unsubscribe?token=42.daily.signed', [
      {
        request: { query: UnsubscribeReminderDocument, variables: { token: '42.daily.signed' } },
        result: { data: { unsubscribeReminder: { __typename: 'ReminderUnsubscribe', kind: 'daily', message } } },
      },
    ]);
    expect((await screen.findByRole('status')).textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Elegir mis recordatorios' }).getAttribute('href')).toBe('/settings');
  });

  it('asks to open the mail again when the link lost its token', async () => {
    renderAt('/unsubscribe', []);
    expect((await screen.findByRole('alert')).textContent).toContain('Este enlace está incompleto');
  });
});
