import { useQuery } from '@apollo/client/react';
import { Apple, Flame, Target, UtensilsCrossed } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { NUTRITION_DATA_REMOVAL_MS } from '../../constants';
import { copy } from '../../copy';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import {
  readNutritionPlan,
  removeNutritionPlan,
  type StoredNutritionPlan,
} from '../../features/billing/lib/nutrition-plan-storage';
import { MyNutritionPlanDocument } from '../../gql/graphql';
import { ROUTES } from '../../routes';
import '../../features/billing/billing.css';

const goalLabel = (goal: string): string =>
  goal === 'fat_loss' || goal === 'muscle_gain' ? copy.nutrition.goals[goal] : copy.nutrition.goals.body_recomposition;

/**
 * /nutrition-plan-results (spec 2 section 2.10): the plan from session storage (removed after 5 s);
 * for a signed-in member without it there (another tab, a payment confirmed away from the page),
 * the latest plan the server computed for their e-mail.
 */
export function NutritionPlanResultsPage() {
  const [stored, setPlan] = useState<StoredNutritionPlan | null | undefined>(undefined);
  const { user, loading } = useCurrentUser();
  const server = useQuery(MyNutritionPlanDocument, { skip: stored !== null || !user, fetchPolicy: 'network-only' });
  const plan = stored ?? (server.data ? server.data.myNutritionPlan : undefined);
  const next = user
    ? { to: ROUTES.dashboard, label: copy.nutrition.toDashboard }
    : { to: ROUTES.auth, label: copy.nutrition.toAuth };

  useEffect(() => {
    // Read once the loading text is on screen; the stored copy goes 5 s later (the page keeps its own).
    const read = setTimeout(() => {
      setPlan(readNutritionPlan());
    }, 0);
    const remove = setTimeout(removeNutritionPlan, NUTRITION_DATA_REMOVAL_MS);
    return () => {
      clearTimeout(read);
      clearTimeout(remove);
    };
  }, []);

  const waiting =
    stored === undefined || loading || (stored === null && Boolean(user) && !server.data && !server.error);
  if (plan === undefined && waiting) return <PageLoader label={copy.nutrition.loading} />;
  if (!plan) {
    return (
      <main className="page billing-page billing-page--center">
        <p>{user ? copy.nutrition.missingSignedIn : copy.nutrition.missing}</p>
        <Link className="btn btn--primary" to={next.to}>
          {next.label}
        </Link>
      </main>
    );
  }

  return (
    <main className="page billing-page nutrition">
      <h1 className="page__title">{copy.nutrition.accountCreated}</h1>
      <p className="muted">{copy.nutrition.intro}</p>
      <section className="nutrition__block">
        <h2>
          <Target size={20} aria-hidden="true" />
          {copy.nutrition.goal}
        </h2>
        <p data-testid="nutrition-goal">
          <strong>{goalLabel(plan.goal)}</strong> — {plan.goalDescription}
        </p>
      </section>
      <section className="nutrition__block">
        <h2>
          <Flame size={20} aria-hidden="true" />
          {copy.nutrition.dailyCalories}
        </h2>
        <p className="nutrition__calories" data-testid="nutrition-calories">
          {plan.dailyCalories} {copy.nutrition.kcal}
        </p>
      </section>
      <section className="nutrition__block">
        <h2>
          <Apple size={20} aria-hidden="true" />
          {copy.nutrition.macros}
        </h2>
        <ul className="nutrition__macros">
          <li>
            {copy.nutrition.protein} (30%): <strong>{copy.nutrition.grams(plan.macros.protein)}</strong>
          </li>
          <li>
            {copy.nutrition.carbs} (45%): <strong>{copy.nutrition.grams(plan.macros.carbs)}</strong>
          </li>
          <li>
            {copy.nutrition.fat} (25%): <strong>{copy.nutrition.grams(plan.macros.fat)}</strong>
          </li>
        </ul>
      </section>
      <section className="nutrition__block">
        <h2>
          <UtensilsCrossed size={20} aria-hidden="true" />
          {copy.nutrition.meals}
        </h2>
        {plan.meals.map((meal) => (
          <article key={meal.name} className="nutrition__meal">
            <h3>{meal.name}</h3>
            <p className="muted">
              {copy.nutrition.protein} {copy.nutrition.grams(meal.protein)} · {copy.nutrition.carbs}{' '}
              {copy.nutrition.grams(meal.carbs)} · {copy.nutrition.fat} {copy.nutrition.grams(meal.fat)}
            </p>
            <ul>
              {meal.suggestions.map((suggestion) => (
                <li key={suggestion}>{suggestion}</li>
              ))}
            </ul>
          </article>
        ))}
      </section>
      <section className="nutrition__block">
        <h2>{copy.nutrition.recommendations}</h2>
        <ul>
          {plan.recommendations.map((recommendation) => (
            <li key={recommendation}>{recommendation}</li>
          ))}
        </ul>
      </section>
      <Link className="btn btn--primary btn--block" to={next.to}>
        {next.label}
      </Link>
    </main>
  );
}
