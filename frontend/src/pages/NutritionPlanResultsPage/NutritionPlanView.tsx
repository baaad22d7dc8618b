import { Apple, Flame, Target, UtensilsCrossed } from 'lucide-react';
import { Link } from 'react-router-dom';
import { copy } from '../../copy';
import type { StoredNutritionPlan } from '../../features/billing/lib/nutrition-plan-storage';
import { NutritionFrame } from './NutritionFrame';

/** Where the member goes on from the page: their panel, or the sign-in for a buyer. */
export interface NextStep {
  to: string;
  label: string;
}

const { nutrition } = copy;

/** The plan: the goal, the daily calories, the macros (30/45/25), each meal with its suggestions, and the recommendations. */
export function NutritionPlanView({ plan, next }: { plan: StoredNutritionPlan; next: NextStep }) {
  return (
    <NutritionFrame className="billing-page nutrition">
      <h1 className="page__title">{nutrition.title}</h1>
      <p className="muted">{nutrition.intro}</p>
      <section className="nutrition__block">
        <h2>
          <Target size={20} aria-hidden="true" />
          {nutrition.goal}
        </h2>
        <p data-testid="nutrition-goal">{plan.goalDescription}</p>
      </section>
      <section className="nutrition__block">
        <h2>
          <Flame size={20} aria-hidden="true" />
          {nutrition.dailyCalories}
        </h2>
        <p className="nutrition__calories" data-testid="nutrition-calories">
          {plan.dailyCalories} {nutrition.kcal}
        </p>
      </section>
      <section className="nutrition__block">
        <h2>
          <Apple size={20} aria-hidden="true" />
          {nutrition.macros}
        </h2>
        <ul className="nutrition__macros">
          <li>
            {nutrition.protein} (30%): <strong>{nutrition.grams(plan.macros.protein)}</strong>
          </li>
          <li>
            {nutrition.carbs} (45%): <strong>{nutrition.grams(plan.macros.carbs)}</strong>
          </li>
          <li>
            {nutrition.fat} (25%): <strong>{nutrition.grams(plan.macros.fat)}</strong>
          </li>
        </ul>
      </section>
      <section className="nutrition__block">
        <h2>
          <UtensilsCrossed size={20} aria-hidden="true" />
          {nutrition.meals}
        </h2>
        {plan.meals.map((meal) => (
          <article key={meal.name} className="nutrition__meal">
            <h3>{meal.name}</h3>
            <p className="muted">
              {nutrition.protein} {nutrition.grams(meal.protein)} · {nutrition.carbs} {nutrition.grams(meal.carbs)} ·{' '}
              {nutrition.fat} {nutrition.grams(meal.fat)}
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
        <h2>{nutrition.recommendations}</h2>
        <ul>
          {plan.recommendations.map((recommendation) => (
            <li key={recommendation}>{recommendation}</li>
          ))}
        </ul>
      </section>
      <Link className="btn btn--primary btn--block" to={next.to}>
        {next.label}
      </Link>
    </NutritionFrame>
  );
}
