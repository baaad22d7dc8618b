import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
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
import { NutritionPlanView } from './NutritionPlanView';
import { PlanFromPersonalData } from './PlanFromPersonalData';
import { PlanWaiting } from './PlanWaiting';
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
  if (plan) return <NutritionPlanView plan={plan} next={next} />;
  if (user?.emailVerified) return <PlanFromPersonalData user={user} onPlan={setPlan} />;
  return <PlanWaiting email={user?.email ?? null} next={next} />;
}
