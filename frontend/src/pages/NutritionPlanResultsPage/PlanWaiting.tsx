import { Apple } from 'lucide-react';
import { Link } from 'react-router-dom';
import { copy } from '../../copy';
import { NutritionFrame } from './NutritionFrame';
import type { NextStep } from './NutritionPlanView';

/**
 * No plan to show yet: for a signed-in member, it waits for the link sent to their e-mail; for a
 * visitor, for the sign-in.
 */
export function PlanWaiting({ email, next }: { email: string | null; next: NextStep }) {
  return (
    <NutritionFrame className="billing-page billing-page--center">
      <section className="status-card" aria-labelledby="nutrition-waiting-title">
        <span className="status-card__icon" aria-hidden="true">
          <Apple size={28} />
        </span>
        <h1 className="page__title" id="nutrition-waiting-title">
          {copy.nutrition.title}
        </h1>
        <p data-testid="nutrition-missing">
          {email === null ? copy.nutrition.missing : copy.nutrition.waitsForLink(email)}
        </p>
        <Link className="btn btn--primary btn--block" to={next.to}>
          {next.label}
        </Link>
      </section>
    </NutritionFrame>
  );
}
