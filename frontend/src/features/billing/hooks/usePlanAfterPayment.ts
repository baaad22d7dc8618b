import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useToast } from '../../../components/Toast';
import { copy } from '../../../copy';
import { ComputeNutritionPlanDocument } from '../../../gql/graphql';
import { keptCheckoutProof, takePlanData } from '../lib/buyer-prefill';
import { storeNutritionPlan } from '../lib/nutrition-plan-storage';
import type { PersonalData } from '../lib/personal-data';

/**
 * After a successful payment, here or back from the card's redirect (3-D Secure): "¡Pago exitoso!",
 * then the nutrition plan computed from the personal data kept while the card was paid, stored for
 * the plan page. It goes with the checkout's proof this tab kept: the server keeps the plan for the
 * buyer's address only with it. A plan that cannot be computed does not undo the payment.
 */
export function usePlanAfterPayment(): () => Promise<void> {
  const [computePlan] = useMutation(ComputeNutritionPlanDocument);
  const { showToast } = useToast();
  return useCallback(async () => {
    showToast({ title: copy.subscribe.paymentSuccessTitle, description: copy.subscribe.paymentSuccessDescription });
    const personalData = takePlanData<PersonalData>();
    if (!personalData) return;
    try {
      const result = await computePlan({ variables: { personalData, checkoutProof: keptCheckoutProof() ?? null } });
      if (result.data) storeNutritionPlan(result.data.computeNutritionPlan);
    } catch (error) {
      console.error('nutrition plan not computed', error);
    }
  }, [computePlan, showToast]);
}
