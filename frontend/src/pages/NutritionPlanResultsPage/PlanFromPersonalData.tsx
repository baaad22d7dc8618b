import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../components/Toast';
import { copy } from '../../copy';
import { serverMessageOf } from '../../features/auth/lib/error-message';
import { PersonalDataStep } from '../../features/billing/components/PersonalDataStep';
import type { StoredNutritionPlan } from '../../features/billing/lib/nutrition-plan-storage';
import { emptyPersonalData, toNutritionData, type PersonalDataForm } from '../../features/billing/lib/personal-data';
import { ComputeNutritionPlanDocument } from '../../gql/graphql';
import { NutritionFrame } from './NutritionFrame';

/**
 * A verified member who never gave the personal data the plan is computed from (pre-approved, or
 * bought in the store): the form, and the plan at once (kept for their e-mail by the server). Only
 * what the plan is computed from: the member's contact is not asked again.
 */
export function PlanFromPersonalData({
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
    <NutritionFrame className="billing-page">
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
    </NutritionFrame>
  );
}
