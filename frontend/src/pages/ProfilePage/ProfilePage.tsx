import { Apple, ArrowLeft, BadgeCheck, Clock, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PROFILE_CLOCK_TICK_MS } from '../../constants';
import { copy } from '../../copy';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { RenewalCard } from '../../features/billing/components/RenewalCard';
import { MemberLayout } from '../../features/challenge/components/MemberLayout';
import { useChallengeDay } from '../../features/challenge/hooks/useChallenge';
import { formatSpanishDate } from '../../features/challenge/lib/days';
import { MemberReviewCard } from '../../features/reviews/components/MemberReviewCard';
import { LEGACY_ROUTES, ROUTES } from '../../routes';
import './ProfilePage.css';

/** Profile (spec 1, section 2): who you are, a live clock and your access to the challenge. */
export function ProfilePage() {
  return (
    <MemberLayout>
      <ProfileContent />
    </MemberLayout>
  );
}

function LiveClock({ timeZone }: { timeZone: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), PROFILE_CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="profile__line">
      <Clock size={16} aria-hidden="true" />
      <span className="visually-hidden">{copy.profile.timeLabel}</span>
      <span data-testid="live-clock">
        {now.toLocaleTimeString('es-ES', {
          hour12: true,
          hour: 'numeric',
          minute: '2-digit',
          second: '2-digit',
          timeZone,
        })}
      </span>
    </p>
  );
}

function AccessCard() {
  const navigate = useNavigate();
  const { data, error } = useChallengeDay();
  if (!data) {
    return (
      <section className="card profile__access" data-testid="access-card">
        <p>{error ? copy.profile.accessError : copy.profile.checkingAccess}</p>
      </section>
    );
  }
  const { access } = data.challengeDay;
  const active = (access.status === 'active' || access.status === 'not_started') && access.edition;
  if (!active || !access.edition) {
    return (
      <section className="card profile__access" data-testid="access-card">
        <h2>{copy.profile.noAccess}</h2>
        <p>{copy.profile.noAccessText}</p>
        <button type="button" className="btn btn--primary" onClick={() => navigate(LEGACY_ROUTES.suscripcion)}>
          {copy.profile.getAccess}
        </button>
      </section>
    );
  }
  return (
    <section className="card profile__access" data-testid="access-card">
      <h2 className="profile__access-title">
        <BadgeCheck size={22} aria-hidden="true" />
        {copy.profile.accessActive}
      </h2>
      <p data-testid="access-range">
        {formatSpanishDate(access.edition.startDate, false)} – {formatSpanishDate(access.edition.endDate, false)}
      </p>
      <p>{copy.profile.accessValid}</p>
      {access.enrolmentId ? (
        <p className="muted profile__reference">{copy.profile.referenceId(access.enrolmentId)}</p>
      ) : null}
    </section>
  );
}

function ProfileContent() {
  const { user } = useCurrentUser();
  if (!user) return null;
  const name = user.username.trim().split(/\s+/)[0] ?? user.username;
  return (
    <>
      <Link to={ROUTES.home} className="profile__back">
        <ArrowLeft size={18} aria-hidden="true" />
        {copy.profile.back}
      </Link>
      <section className="card profile__card">
        <div className="profile__initial" aria-hidden="true">
          {user.username.trim().charAt(0).toUpperCase()}
        </div>
        <div className="profile__who">
          <h1 className="page__title" data-testid="profile-name">
            {name}
          </h1>
          <p className="profile__line">
            <Mail size={16} aria-hidden="true" />
            <span>{user.email || copy.profile.noEmail}</span>
          </p>
          <LiveClock timeZone={user.timezone} />
        </div>
      </section>
      <AccessCard />
      <RenewalCard />
      <Link className="btn btn--ghost btn--block" to={ROUTES.nutritionPlanResults}>
        <Apple size={18} aria-hidden="true" />
        {copy.dashboard.nutritionPlan}
      </Link>
      {user.hasPaid ? <MemberReviewCard name={user.fullName.trim() || name} /> : null}
    </>
  );
}
