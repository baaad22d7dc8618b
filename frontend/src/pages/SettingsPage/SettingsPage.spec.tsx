import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/Toast';
import { ChallengeDayDocument, MeDocument, TimezonesDocument, UpdateTimezoneDocument } from '../../gql/graphql';
import { SettingsPage } from './SettingsPage';
import { aMember, defaultNotificationSettings } from '../../test/fixtures';

const SLOW_MACHINE_MS = 20_000;

const user = (timezone: string, timezoneLabel: string) => aMember({ timezone, timezoneLabel });

const me = (timezone: string, label: string): MockLink.MockedResponse => ({
  request: { query: MeDocument },
  result: { data: { me: user(timezone, label) } },
});

const timezones: MockLink.MockedResponse = {
  request: { query: TimezonesDocument },
  result: {
    data: {
      timezones: {
        __typename: 'Timezones',
        timezones: [
          { __typename: 'TimezoneOption', value: 'America/Mexico_City', label: 'Ciudad de México' },
          { __typename: 'TimezoneOption', value: 'Europe/Madrid', label: 'Madrid / Barcelona' },
          { __typename: 'TimezoneOption', value: 'US/Eastern', label: 'Hora del Este (EE. UU.)' },
        ],
        regions: [
          { __typename: 'TimezoneRegion', name: 'America', timezones: ['America/Mexico_City'] },
          { __typename: 'TimezoneRegion', name: 'Europe', timezones: ['Europe/Madrid'] },
          { __typename: 'TimezoneRegion', name: 'Other', timezones: ['US/Eastern'] },
        ],
      },
    },
  },
};

const update = (ok: boolean): MockLink.MockedResponse => ({
  request: { query: UpdateTimezoneDocument, variables: { timezone: 'Europe/Madrid' } },
  ...(ok
    ? {
        result: {
          data: {
            updateTimezone: {
              __typename: 'TimezoneUpdate',
              success: true,
              timezone: 'Europe/Madrid',
              timezoneLabel: 'Madrid / Barcelona',
              message: 'Zona horaria actualizada correctamente. Las rutinas diarias se ajustarán a tu horario local.',
            },
          },
        },
      }
    : { error: new Error('network down') }),
});

const challengeDay: MockLink.MockedResponse = {
  request: { query: ChallengeDayDocument },
  error: new Error('not needed here'),
};

function renderSettings(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  return render(
    <MockedProvider mocks={[...mocks, defaultNotificationSettings()]}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/settings']}>
          <SettingsPage />
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );
}

describe('SettingsPage', () => {
  it(
    'groups the timezones by region, keeps save disabled until the value changes, and confirms the change',
    async () => {
      renderSettings([
        me('America/Mexico_City', 'Ciudad de México'),
        timezones,
        update(true),
        me('Europe/Madrid', 'Madrid / Barcelona'),
        challengeDay,
      ]);
      expect((await screen.findByTestId('current-timezone')).textContent).toBe('Actual: Ciudad de México');
      await screen.findByRole('option', { name: 'Madrid / Barcelona' });
      // The US aliases name zones already listed (New York…): each city is offered once.
      expect([...document.querySelectorAll('optgroup')].map((group) => group.getAttribute('label'))).toEqual([
        'América',
        'Europa',
      ]);
      expect(screen.queryByRole('option', { name: 'Hora del Este (EE. UU.)' })).toBeNull();
      expect(screen.getByText('Tus rutinas se desbloquean a las 12:00 AM de tu hora local.')).toBeTruthy();
      const save = screen.getByRole('button', { name: 'Guardar zona horaria' });
      expect(save.hasAttribute('disabled')).toBe(true);
      fireEvent.change(screen.getByLabelText('Tu zona horaria'), { target: { value: 'Europe/Madrid' } });
      expect(save.hasAttribute('disabled')).toBe(false);
      fireEvent.click(save);
      expect((await screen.findByRole('status')).textContent).toBe(
        'Zona horaria actualizada correctamente. Las rutinas diarias se ajustarán a tu horario local.',
      );
    },
    SLOW_MACHINE_MS,
  );

  it(
    'shows the error message when saving fails',
    async () => {
      renderSettings([me('America/Mexico_City', 'Ciudad de México'), timezones, update(false)]);
      await screen.findByRole('option', { name: 'Madrid / Barcelona' });
      fireEvent.change(screen.getByLabelText('Tu zona horaria'), { target: { value: 'Europe/Madrid' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar zona horaria' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        '❌ Error actualizando la zona horaria. Inténtalo de nuevo.',
      );
    },
    SLOW_MACHINE_MS,
  );
});
