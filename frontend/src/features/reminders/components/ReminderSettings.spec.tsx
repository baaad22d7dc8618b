import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NotificationSettingsDocument,
  PushPublicKeyDocument,
  UpdateNotificationSettingsDocument,
} from '../../../gql/graphql';
import { ReminderSettings } from './ReminderSettings';

const DEFAULTS = {
  dailyReminder: true,
  reminderTime: '08:00',
  email: true,
  push: false,
  streakNudge: true,
  community: true,
};
const settings = (values: typeof DEFAULTS) => ({ __typename: 'NotificationSettings' as const, ...values });

const read: MockLink.MockedResponse = {
  request: { query: NotificationSettingsDocument },
  result: { data: { notificationSettings: settings(DEFAULTS) } },
};
const saved = (input: typeof DEFAULTS): MockLink.MockedResponse => ({
  request: { query: UpdateNotificationSettingsDocument, variables: { input } },
  result: { data: { updateNotificationSettings: settings(input) } },
});

const renderSettings = (mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <ReminderSettings email="lucia@example.com" timezoneLabel="Madrid / Barcelona" />
    </MockedProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('ReminderSettings', () => {
  it('shows the defaults as switches and saves a change at once, whole', async () => {
    renderSettings([read, saved({ ...DEFAULTS, streakNudge: false })]);
    const nudge = await screen.findByRole('switch', { name: 'Aviso de racha' });
    expect(screen.getByRole('switch', { name: 'Recordatorio diario' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Email' }).getAttribute('aria-checked')).toBe('true');
    expect(
      screen.getByRole('switch', { name: 'Notificaciones en este dispositivo' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect((screen.getByLabelText('Hora del recordatorio') as HTMLInputElement).value).toBe('08:00');
    expect(screen.getByText('Te avisamos a tu hora local (Madrid / Barcelona).')).toBeTruthy();

    fireEvent.click(nudge);
    expect((await screen.findByRole('status')).textContent).toContain('Preferencias guardadas');
    expect(nudge.getAttribute('aria-checked')).toBe('false');
  });

  it('has the «Comunidad» switch for replies and the coach’s messages, on by default, saved at once', async () => {
    renderSettings([read, saved({ ...DEFAULTS, community: false })]);
    const community = await screen.findByRole('switch', { name: 'Comunidad' });
    expect(community.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/responde tu publicación en el grupo o Emilio te escribe/)).toBeTruthy();
    fireEvent.click(community);
    expect((await screen.findByRole('status')).textContent).toContain('Preferencias guardadas');
    expect(community.getAttribute('aria-checked')).toBe('false');
  });

  it('saves a new time when the field is left', async () => {
    renderSettings([read, saved({ ...DEFAULTS, reminderTime: '19:30' })]);
    const time = await screen.findByLabelText('Hora del recordatorio');
    fireEvent.change(time, { target: { value: '19:30' } });
    fireEvent.blur(time);
    expect((await screen.findByRole('status')).textContent).toContain('Preferencias guardadas');
    expect((time as HTMLInputElement).value).toBe('19:30');
  });

  it('asks the permission only when push is switched on, and says plainly when the browser blocked it', async () => {
    const notification = {
      permission: 'default',
      requestPermission: vi.fn(async () => {
        notification.permission = 'denied';
        return 'denied';
      }),
    };
    vi.stubGlobal('Notification', notification);
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: {} }));
    renderSettings([
      read,
      { request: { query: PushPublicKeyDocument }, result: { data: { pushPublicKey: `B${'A'.repeat(86)}` } } },
    ]);
    const push = await screen.findByRole('switch', { name: 'Notificaciones en este dispositivo' });
    expect(notification.requestPermission).not.toHaveBeenCalled();

    fireEvent.click(push);
    expect((await screen.findByRole('status')).textContent).toContain('Tu navegador bloqueó las notificaciones');
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.getAttribute('aria-checked')).toBe('false');
  });

  it('offers no push where the browser has none, and warns when no channel is left', async () => {
    renderSettings([
      {
        request: { query: NotificationSettingsDocument },
        result: { data: { notificationSettings: settings({ ...DEFAULTS, email: false }) } },
      },
    ]);
    const push = await screen.findByRole('switch', { name: 'Notificaciones en este dispositivo' });
    expect((push as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('Este navegador no admite notificaciones push. Te seguimos avisando por email.'),
    ).toBeTruthy();
    expect(screen.getByText('Sin email ni notificaciones no te llegará ningún recordatorio.')).toBeTruthy();
  });
});
