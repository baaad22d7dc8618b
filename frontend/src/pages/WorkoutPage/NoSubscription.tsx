import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/Toast';
import { NO_SUBSCRIPTION_REDIRECT_MS } from '../../constants';
import { copy } from '../../copy';
import { LEGACY_ROUTES } from '../../routes';

/** A member without access who opens a workout: told why, then sent to the subscription page. */
export function NoSubscription() {
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    toast.showToast({
      title: copy.workout.noSubscriptionTitle,
      description: copy.workout.noSubscription,
      variant: 'destructive',
    });
    const timer = setTimeout(() => navigate(LEGACY_ROUTES.suscripcion, { replace: true }), NO_SUBSCRIPTION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, toast]);
  return (
    <section className="card" data-testid="no-subscription">
      <h1 className="page__title">{copy.workout.redirecting}</h1>
      <p>{copy.workout.noSubscription}</p>
    </section>
  );
}
