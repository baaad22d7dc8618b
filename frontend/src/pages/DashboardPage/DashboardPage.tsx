import { Apple } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { copy } from '../../copy';
import { CommunityCard } from '../../features/community/components/CommunityCard';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { firstNameOf } from '../../features/auth/lib/first-name';
import { MemberLayout } from '../../features/challenge/components/MemberLayout';
import { DayMap } from '../../features/challenge/components/DayMap';
import { DayStrip } from '../../features/challenge/components/DayStrip';
import { StreakCard } from '../../features/challenge/components/StreakCard';
import { TodayRoutine } from '../../features/challenge/components/TodayRoutine';
import { WelcomeBanner } from '../../features/challenge/components/WelcomeBanner';
import { SurveyCheckIn } from '../../features/survey/SurveyCheckIn';
import { TimezoneCheck } from '../../features/timezone/TimezoneCheck';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { useChallengeDay, usePrefetchUnit } from '../../features/challenge/hooks/useChallenge';
import { formatSpanishDate } from '../../features/challenge/lib/days';
import { LEGACY_ROUTES, ROUTES, workoutPath } from '../../routes';
import { EditionCountdown, NextEditionOffer } from './EditionNotices';
import { Greeting } from './Greeting';
import './DashboardPage.css';

/**
 * Member dashboard (spec 1, section 2): today's day of the challenge with today's
 * routine and the main button, the day strip, the streak beside the best one, and the 28 days as a map.
 */
export function DashboardPage() {
  return (
    <MemberLayout wide>
      <Greeting />
      <DashboardContent />
    </MemberLayout>
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
      {user ? <SurveyCheckIn reviewerName={user.fullName.trim() || firstNameOf(user)} /> : null}
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
    return <EditionCountdown daysUntilStart={access.daysUntilStart ?? 0} startDate={access.edition.startDate} />;
  }
  if (access.status === 'ended' || access.status === 'none') {
    const offer = (
      <NextEditionOffer
        ended={access.status === 'ended'}
        edition={access.nextEdition}
        onJoin={() => navigate(LEGACY_ROUTES.suscripcion)}
      />
    );
    if (access.status === 'none') return offer;
    // The edition that ended stays on the map: what the member did in its 28 days.
    return (
      <div className="dash-grid">
        <div className="dash-col dash-col--main">{offer}</div>
        <div className="dash-col dash-col--side">
          <DayMap days={day.days} today={0} restDays={day.restDays} />
        </div>
      </div>
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
      <div className="dash-col dash-col--main">
        <section className="card dash-hero" aria-labelledby="dash-day-title">
          <div className="dash-hero__head">
            <p className="dash__date" data-testid="today-date">
              {formatSpanishDate(day.currentDate)}
            </p>
            <h1 id="dash-day-title" className="dash__day" data-testid="challenge-day">
              {copy.dashboard.dayOfChallenge(day.dayOfChallenge)}
            </h1>
          </div>
          <TodayRoutine workout={day.todaysWorkout} isRestDay={day.isRestDay} onStart={openToday} />
        </section>
        <StreakCard {...day} />
        <CommunityCard />
      </div>
      <div className="dash-col dash-col--side">
        <DayMap days={day.days} today={day.dayOfChallenge} restDays={day.restDays} />
        <section className="card dash-week" aria-labelledby="dash-week-title">
          <h2 id="dash-week-title" className="dash__section-title">
            {copy.dashboard.stripTitle}
          </h2>
          <DayStrip day={day.dayOfChallenge} restDays={day.restDays} onToday={openToday} />
          <div className="dash-week__links">
            <button type="button" className="btn btn--ghost btn--block" onClick={() => navigate(ROUTES.workouts)}>
              {copy.dashboard.allWorkouts}
            </button>
            <Link className="btn btn--ghost btn--block" to={ROUTES.nutritionPlanResults}>
              <Apple size={18} aria-hidden="true" />
              {copy.dashboard.nutritionPlan}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
