import { useNavigate } from 'react-router-dom';
import { copy } from '../../copy';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { firstNameOf } from '../../features/auth/lib/first-name';
import { MemberLayout } from '../../features/challenge/components/MemberLayout';
import { DayStrip } from '../../features/challenge/components/DayStrip';
import { useChallengeDay } from '../../features/challenge/hooks/useChallenge';
import { formatSpanishDate, padStreak } from '../../features/challenge/lib/days';
import { LEGACY_ROUTES, ROUTES, workoutPath } from '../../routes';

/** Member dashboard (spec 1, section 2): today's day of the challenge, the day strip and the main button. */
export function DashboardPage() {
  return (
    <MemberLayout>
      <Greeting />
      <DashboardContent />
    </MemberLayout>
  );
}

function Greeting() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <p className="muted">
      {copy.dashboard.greeting(firstNameOf(user))} ·{' '}
      <strong className="accent" data-testid="user-name">
        {user.username}
      </strong>
    </p>
  );
}

function DashboardContent() {
  const navigate = useNavigate();
  const { data, error } = useChallengeDay();
  if (!data) {
    return error ? <p className="message--error">{copy.dashboard.error}</p> : <p>{copy.common.loading}</p>;
  }
  const day = data.challengeDay;
  const { access } = day;

  if (access.status === 'not_started' && access.edition) {
    return (
      <section className="card" data-testid="countdown">
        <h1 className="page__title">{copy.dashboard.countdownTitle}</h1>
        <p className="dash__day">{copy.dashboard.countdown(access.daysUntilStart ?? 0)}</p>
        <p className="muted">{copy.dashboard.startsOn(formatSpanishDate(access.edition.startDate))}</p>
      </section>
    );
  }
  if (access.status === 'ended' || access.status === 'none') {
    return (
      <section className="card" data-testid="next-edition">
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
    if (!unit || day.isRestDay || unit.title.includes('DESCANSO')) {
      window.alert(copy.dashboard.restDayAlert);
      return;
    }
    const first = unit.exercises[0];
    if (first) navigate(workoutPath(unit.id, first.id));
  };

  return (
    <>
      <section className="card">
        <p className="dash__date" data-testid="today-date">
          {formatSpanishDate(day.currentDate)}
        </p>
        <h1 className="dash__day" data-testid="challenge-day">
          {copy.dashboard.dayOfChallenge(day.dayOfChallenge)} <span className="accent">{day.percentage}%</span>
        </h1>
        <div className="dash__stats">
          <span className="badge" data-testid="streak">
            {copy.dashboard.streak(padStreak(day.streak))}
          </span>
          <span className="muted" data-testid="progress">
            {copy.dashboard.progress(day.progress)}
          </span>
        </div>
        <div className="progress" aria-hidden="true">
          <div className="progress__bar" style={{ width: `${day.progress}%` }} />
        </div>
      </section>
      <DayStrip day={day.dayOfChallenge} onToday={openToday} />
      <button type="button" className="btn btn--primary btn--block" data-testid="main-button" onClick={openToday}>
        {day.isRestDay ? copy.dashboard.restDayButton : copy.dashboard.viewRoutine}
      </button>
      <button type="button" className="btn btn--ghost btn--block" onClick={() => navigate(ROUTES.workouts)}>
        {copy.dashboard.allWorkouts}
      </button>
    </>
  );
}
