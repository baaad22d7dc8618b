import { useMutation, useQuery } from '@apollo/client/react';
import { Apple, Flame, Target, UtensilsCrossed } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { NUTRITION_DATA_REMOVAL_MS } from '../../constants';
import { copy } from '../../copy';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { MemberLayout } from '../../features/challenge/components/MemberLayout';
import {
  readNutritionPlan,
  removeNutritionPlan,
  type StoredNutritionPlan,
} from '../../features/billing/lib/nutrition-plan-storage';
import { useToast } from '../../components/Toast';
import { serverMessageOf } from '../../features/auth/lib/error-message';
import { PersonalDataStep } from '../../features/billing/components/PersonalDataStep';
import { emptyPersonalData, toNutritionData, type PersonalDataForm } from '../../features/billing/lib/personal-data';
import { ComputeNutritionPlanDocument, MyNutritionPlanDocument } from '../../gql/graphql';
import { ROUTES } from '../../routes';
import '../../features/billing/billing.css';

/**
 * /nutrition-plan-results (spec 2 section 2.10): the plan from session storage (removed after 5 s);
 * for a signed-in member without it there (another tab, a payment confirmed away from the page),
 * the latest plan the server computed for their e-mail. Without one, it says what the plan waits
 * for: the e-mail link (a buyer not verified yet), or the personal data (then the form is here).
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
    if (user?.emailVerified) return <PlanFromPersonalData user={user} onPlan={setPlan} />;
    return (
      <Frame className="billing-page billing-page--center">
        <section className="status-card" aria-labelledby="nutrition-waiting-title">
          <span className="status-card__icon" aria-hidden="true">
            <Apple size={28} />
          </span>
          <h1 className="page__title" id="nutrition-waiting-title">
            {copy.nutrition.title}
          </h1>
          <p data-testid="nutrition-missing">
            {user ? copy.nutrition.waitsForLink(user.email) : copy.nutrition.missing}
          </p>
          <Link className="btn btn--primary btn--block" to={next.to}>
            {next.label}
          </Link>
        </section>
      </Frame>
    );
  }

  return (
    <Frame className="billing-page nutrition">
      <h1 className="page__title">{copy.nutrition.title}</h1>
      <p className="muted">{copy.nutrition.intro}</p>
      <section className="nutrition__block">
        <h2>
          <Target size={20} aria-hidden="true" />
          {copy.nutrition.goal}
        </h2>
        <p data-testid="nutrition-goal">{plan.goalDescription}</p>
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
    </Frame>
  );
}

/**
 * The page's frame: a member with access reads it inside the member area (its header, palette and
 * theme; the navigation comes with the route); a buyer not signed in yet, as a page of its own.
 */
function Frame({ className, children }: { className: string; children: ReactNode }) {
  const { user } = useCurrentUser();
  if (user?.hasAccess)
    return (
      <MemberLayout>
        <div className={className}>{children}</div>
      </MemberLayout>
    );
  return <main className={`page ${className}`}>{children}</main>;
}

/**
 * A verified member who never gave the personal data the plan is computed from (pre-approved, or
 * bought in the store): the form, and the plan at once (kept for their e-mail by the server). Only
 * what the plan is computed from: the member's contact is not asked again.
 */
function PlanFromPersonalData({
  user,
  onPlan,
}: {
  user: { fullName: string; email: string };
  onPlan: (plan: StoredNutritionPlan) => void;
}) {
  const [form, setForm] = useState<PersonalDataForm>(() =>
    emptyPersonalData({ fullName: user.fullName, email: user.email }),
  );
  const [computePlan, { loading }] = useMutation(ComputeNutritionPlanDocument);
  const { showToast } = useToast();

  const calculate = async () => {
    const personalData = toNutritionData(form);
    if (!personalData || loading) return;
    try {
      const { data } = await computePlan({ variables: { personalData } });
      if (data) onPlan(data.computeNutritionPlan);
    } catch (error) {
      showToast({ variant: 'destructive', title: copy.subscribe.errorTitle, description: serverMessageOf(error) });
    }
  };

  return (
    <Frame className="billing-page">
      <p className="muted" data-testid="nutrition-missing">
        {copy.nutrition.needsPersonalData}
      </p>
      <PersonalDataStep
        value={form}
        onChange={setForm}
        onValid={() => void calculate()}
        submitLabel={copy.nutrition.calculate}
        purpose="nutrition"
      />
    </Frame>
  );
}
