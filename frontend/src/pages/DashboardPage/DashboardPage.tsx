import { Apple, CalendarDays, Flame, ListChecks, Play } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { copy } from '../../copy';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { firstNameOf } from '../../features/auth/lib/first-name';
import { MemberLayout } from '../../features/challenge/components/MemberLayout';
import { DayStrip } from '../../features/challenge/components/DayStrip';
import { WelcomeBanner } from '../../features/challenge/components/WelcomeBanner';
import { TimezoneCheck } from '../../features/timezone/TimezoneCheck';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { useChallengeDay, usePrefetchUnit } from '../../features/challenge/hooks/useChallenge';
import { formatSpanishDate, padStreak } from '../../features/challenge/lib/days';
import { LEGACY_ROUTES, ROUTES, workoutPath } from '../../routes';
import './DashboardPage.css';

/** Member dashboard (spec 1, section 2): today's day of the challenge, the day strip and the main button. */
export function DashboardPage() {
  return (
    <MemberLayout wide>
      <Greeting />
      <DashboardContent />
    </MemberLayout>
  );
}

function Greeting() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <p className="dash__greeting">
      {copy.dashboard.greeting(firstNameOf(user))} ·{' '}
      <strong className="accent" data-testid="user-name">
        {user.username}
      </strong>
    </p>
  );
}

function DashboardSkeleton() {
  return (
    <div className="dash-grid" aria-busy="true" aria-label={copy.common.loading}>
      <Skeleton height="15rem" />
      <Skeleton height="15rem" />
    </div>
  );
}

/** The dashboard's content, with the welcome above it the first time it shows an edition the member has. */
function DashboardContent() {
  const { user } = useCurrentUser();
  const { data } = useChallengeDay();
  const access = data?.challengeDay.access;
  const edition = access && (access.status === 'active' || access.status === 'not_started') ? access.edition : null;
  return (
    <>
      {user && edition ? <WelcomeBanner memberId={user.id} edition={edition} /> : null}
      {user ? <TimezoneCheck memberId={user.id} timezoneLabel={user.timezoneLabel} /> : null}
      <DayContent />
    </>
  );
}

function DayContent() {
  const navigate = useNavigate();
  const { data, error } = useChallengeDay();
  const today = data?.challengeDay.isRestDay ? null : data?.challengeDay.todaysUnit;
  usePrefetchUnit(today?.id);
  if (!data) {
    return error ? <p className="message--error">{copy.dashboard.error}</p> : <DashboardSkeleton />;
  }
  const day = data.challengeDay;
  const { access } = day;

  if (access.status === 'not_started' && access.edition) {
    return (
      <section className="card dash-hero" data-testid="countdown">
        <h1 className="page__title">{copy.dashboard.countdownTitle}</h1>
        <p className="dash__day">{copy.dashboard.countdown(access.daysUntilStart ?? 0)}</p>
        <p className="muted">{copy.dashboard.startsOn(formatSpanishDate(access.edition.startDate))}</p>
      </section>
    );
  }
  if (access.status === 'ended' || access.status === 'none') {
    return (
      <section className="card dash-hero" data-testid="next-edition">
        <h1 className="page__title">
          {access.status === 'ended' ? copy.dashboard.endedTitle : copy.dashboard.noAccessTitle}
        </h1>
        <p>
          {copy.dashboard.nextEdition(
            access.nextEdition.number,
            formatSpanishDate(access.nextEdition.startDate, false),
          )}
        </p>
        <button type="button" className="btn btn--primary" onClick={() => navigate(LEGACY_ROUTES.suscripcion)}>
          {copy.dashboard.joinNext}
        </button>
      </section>
    );
  }

  const openToday = () => {
    const unit = day.todaysUnit;
    if (!unit || day.isRestDay) {
      window.alert(copy.dashboard.restDayAlert);
      return;
    }
    const first = unit.exercises[0];
    if (first) navigate(workoutPath(unit.id, first.id));
  };

  return (
    <div className="dash-grid">
      <section className="card dash-hero">
        <div className="dash__top">
          <p className="dash__date" data-testid="today-date">
            {formatSpanishDate(day.currentDate)}
          </p>
          <p className="badge dash__streak" aria-label={copy.dashboard.streakLabel}>
            <Flame size={14} aria-hidden="true" />
            <span data-testid="streak">{copy.dashboard.streak(padStreak(day.streak))}</span>
          </p>
        </div>
        <h1 className="dash__day" data-testid="challenge-day">
          {copy.dashboard.dayOfChallenge(day.dayOfChallenge)}
        </h1>
        <dl className="dash__stats">
          <div className="stat" data-testid="elapsed">
            <dt>
              <CalendarDays size={16} aria-hidden="true" />
              {copy.dashboard.elapsedLabel}
            </dt>
            <dd>{copy.dashboard.percent(day.percentage)}</dd>
          </div>
          <div className="stat" data-testid="progress">
            <dt>
              <ListChecks size={16} aria-hidden="true" />
              {copy.dashboard.progressLabel}
            </dt>
            <dd>{copy.dashboard.percent(day.progress)}</dd>
          </div>
        </dl>
        <div
          className="progress"
          role="progressbar"
          aria-label={copy.dashboard.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={day.progress}
        >
          <div className="progress__bar" style={{ width: `${day.progress}%` }} />
        </div>
        <button type="button" className="btn btn--primary btn--block" data-testid="main-button" onClick={openToday}>
          {day.isRestDay ? null : <Play size={18} aria-hidden="true" />}
          {day.isRestDay ? copy.dashboard.restDayButton : copy.dashboard.viewRoutine}
        </button>
      </section>
      <section className="card dash-week" aria-labelledby="dash-week-title">
        <h2 id="dash-week-title" className="dash__section-title">
          {copy.dashboard.stripTitle}
        </h2>
        <DayStrip day={day.dayOfChallenge} restDays={day.restDays} onToday={openToday} />
        <button type="button" className="btn btn--ghost btn--block" onClick={() => navigate(ROUTES.workouts)}>
          {copy.dashboard.allWorkouts}
        </button>
        <Link className="btn btn--ghost btn--block" to={ROUTES.nutritionPlanResults}>
          <Apple size={18} aria-hidden="true" />
          {copy.dashboard.nutritionPlan}
        </Link>
      </section>
    </div>
  );
}
