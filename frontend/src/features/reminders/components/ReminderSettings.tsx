import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { copy } from '../../../copy';
import {
  AddPushSubscriptionDocument,
  NotificationSettingsDocument,
  PushPublicKeyDocument,
  RemovePushSubscriptionDocument,
  UpdateNotificationSettingsDocument,
  type NotificationSettingsInput,
} from '../../../gql/graphql';
import { pushPermission, subscribeThisDevice, unsubscribeThisDevice, type PushPermission } from '../lib/web-push';
import { ReminderTime } from './ReminderTime';
import { Switch } from './Switch';
import './ReminderSettings.css';

const text = copy.settings.reminders;

type Notice = { kind: 'saved' | 'error' | 'info'; message: string } | null;
const NOTICE_CLASS = { saved: 'message--success', error: 'message--error', info: 'message--warning' } as const;

/**
 * The member's reminders on the settings page: the daily reminder and its local time, the
 * streak nudge, and the channels. Each change is saved at once. Push asks the browser's permission
 * only when the member switches it on, and says plainly when the browser blocked it.
 */
export function ReminderSettings({ email, timezoneLabel }: { email: string; timezoneLabel: string }) {
  const client = useApolloClient();
  const { data } = useQuery(NotificationSettingsDocument);
  const [update, { loading }] = useMutation(UpdateNotificationSettingsDocument, {
    // One object per member, without an id: the answer replaces what the page shows.
    update: (cache, { data: saved }) => {
      if (saved)
        cache.writeQuery({
          query: NotificationSettingsDocument,
          data: { __typename: 'Query', notificationSettings: saved.updateNotificationSettings },
        });
    },
  });
  const [addSubscription] = useMutation(AddPushSubscriptionDocument);
  const [removeSubscription] = useMutation(RemovePushSubscriptionDocument);
  const [permission, setPermission] = useState<PushPermission>(pushPermission);
  const [notice, setNotice] = useState<Notice>(null);
  const settings = data?.notificationSettings;
  if (!settings) return null;
  const { __typename: _typename, ...current } = settings;

  const save = async (change: Partial<NotificationSettingsInput>): Promise<void> => {
    setNotice(null);
    try {
      await update({ variables: { input: { ...current, ...change } } });
      setNotice({ kind: 'saved', message: text.saved });
    } catch {
      setNotice({ kind: 'error', message: text.error });
    }
  };

  const switchPush = async (on: boolean): Promise<void> => {
    setNotice(null);
    try {
      if (!on) {
        const endpoint = await unsubscribeThisDevice();
        if (endpoint) await removeSubscription({ variables: { endpoint } });
        await save({ push: false });
        return;
      }
      const { data: key } = await client.query({ query: PushPublicKeyDocument });
      const subscription = key ? await subscribeThisDevice(key.pushPublicKey) : null;
      setPermission(pushPermission());
      if (!subscription) {
        setNotice({ kind: 'info', message: pushPermission() === 'denied' ? text.pushBlocked : text.pushDeclined });
        return;
      }
      await addSubscription({ variables: { subscription } });
      await save({ push: true });
    } catch {
      setNotice({ kind: 'error', message: text.error });
    }
  };

  const pushHint =
    permission === 'unsupported' ? text.pushUnsupported : permission === 'denied' ? text.pushBlocked : text.pushHint;

  return (
    <section className="card reminder-settings" aria-labelledby="reminders-title">
      <h2 id="reminders-title">{text.title}</h2>
      <p className="muted">{text.intro(timezoneLabel)}</p>

      <div className="reminder-settings__group">
        <Switch
          id="daily-reminder"
          label={text.daily}
          hint={text.dailyHint}
          checked={current.dailyReminder}
          disabled={loading}
          onChange={(on) => void save({ dailyReminder: on })}
        />
        <ReminderTime
          label={text.time}
          value={current.reminderTime}
          disabled={!current.dailyReminder}
          onSave={(reminderTime) => save({ reminderTime })}
        />
        <Switch
          id="streak-nudge"
          label={text.nudge}
          hint={text.nudgeHint}
          checked={current.streakNudge}
          disabled={loading}
          onChange={(on) => void save({ streakNudge: on })}
        />
        <Switch
          id="community-push"
          label={text.community}
          hint={text.communityHint}
          checked={current.community}
          disabled={loading}
          onChange={(on) => void save({ community: on })}
        />
      </div>

      <h3 className="reminder-settings__subtitle">{text.channels}</h3>
      <div className="reminder-settings__group">
        <Switch
          id="reminder-email"
          label={text.email}
          hint={email}
          checked={current.email}
          disabled={loading}
          onChange={(on) => void save({ email: on })}
        />
        <Switch
          id="reminder-push"
          label={text.push}
          hint={pushHint}
          checked={current.push}
          disabled={loading || (permission === 'unsupported' && !current.push)}
          onChange={(on) => void switchPush(on)}
        />
      </div>

      {!current.email && !current.push ? <p className="message--warning">{text.noChannel}</p> : null}
      {notice ? (
        <p className={NOTICE_CLASS[notice.kind]} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.message}
        </p>
      ) : null}
    </section>
  );
}
