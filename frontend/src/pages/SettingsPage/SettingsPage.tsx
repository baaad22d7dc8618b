import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { copy } from '../../copy';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { MemberLayout } from '../../features/challenge/components/MemberLayout';
import { VideoVersionSettings } from '../../features/challenge/components/VideoVersionSettings';
import { ReminderSettings } from '../../features/reminders/components/ReminderSettings';
import { ChallengeDayDocument, MeDocument, TimezonesDocument, UpdateTimezoneDocument } from '../../gql/graphql';
import { ROUTES } from '../../routes';
import { offeredTimezones } from '../../features/timezone/timezones';
import { confirmTimezoneHere } from '../../hooks/useShownUntilDone';

/**
 * Settings (spec 1, section 2): the timezone card grouped by region, saved only when changed; the
 * version of the videos (promised at registration and checkout); the reminders.
 */
export function SettingsPage() {
  return (
    <MemberLayout>
      <SettingsContent />
    </MemberLayout>
  );
}

function SettingsContent() {
  const { user } = useCurrentUser();
  const { data } = useQuery(TimezonesDocument);
  const [choice, setChoice] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'success' | 'error' | null>(null);
  const [save, { loading }] = useMutation(UpdateTimezoneDocument, {
    refetchQueries: [MeDocument, ChallengeDayDocument],
    awaitRefetchQueries: true,
  });
  if (!user) return null;
  const selected = choice ?? user.timezone;
  const labels = new Map(data?.timezones.timezones.map((zone) => [zone.value, zone.label]) ?? []);

  const submit = async () => {
    setOutcome(null);
    try {
      await save({ variables: { timezone: selected } });
      // Chosen here: the dashboard no longer asks whether it is right.
      confirmTimezoneHere(user.id);
      setChoice(null);
      setOutcome('success');
    } catch {
      setOutcome('error');
    }
  };

  return (
    <>
      <Link to={ROUTES.dashboard} className="back-link">
        ← {copy.settings.back}
      </Link>
      <h1 className="page__title">{copy.settings.title}</h1>
      <section className="card">
        <h2>{copy.settings.timezoneTitle}</h2>
        <p className="muted" data-testid="current-timezone">
          {copy.settings.current(user.timezoneLabel)}
        </p>
        <label htmlFor="timezone">{copy.settings.timezoneLabel}</label>
        <select
          id="timezone"
          className="field-select"
          value={selected}
          onChange={(event) => {
            setChoice(event.target.value);
            setOutcome(null);
          }}
        >
          <option value="" disabled>
            {copy.settings.choose}
          </option>
          {data?.timezones.regions
            .map((region) => ({ ...region, timezones: offeredTimezones(region.timezones, user.timezone) }))
            .filter((region) => region.timezones.length > 0)
            .map((region) => (
              <optgroup key={region.name} label={copy.settings.regions[region.name] ?? region.name}>
                {region.timezones.map((zone) => (
                  <option key={zone} value={zone}>
                    {labels.get(zone) ?? zone}
                  </option>
                ))}
              </optgroup>
            ))}
        </select>
        <ul>
          {copy.settings.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={!selected || selected === user.timezone || loading}
          onClick={() => void submit()}
        >
          {loading ? copy.settings.saving : copy.settings.save}
        </button>
        {outcome === 'success' ? (
          <p className="message--success" role="status">
            {copy.settings.success}
          </p>
        ) : null}
        {outcome === 'error' ? (
          <p className="message--error" role="alert">
            {copy.settings.error}
          </p>
        ) : null}
      </section>
      <VideoVersionSettings current={user.gender} />
      <section className="card" data-testid="theme-rule">
        <h2>{copy.settings.themeTitle}</h2>
        <p className="muted">{copy.settings.themeRule}</p>
      </section>
      <ReminderSettings email={user.email} timezoneLabel={user.timezoneLabel} />
    </>
  );
}
