import type { MockLink } from '@apollo/client/testing';
import type { StoredNutritionPlan } from '../../features/billing/lib/nutrition-plan-storage';
import { MeDocument, type CurrentUserFragment } from '../../gql/graphql';

/** A plan as the server computes it: two meals, two recommendations. */
export const aPlan = (): StoredNutritionPlan => ({
  __typename: 'NutritionPlan',
  goal: 'perder_grasa',
  goalDescription: 'Perder grasa conservando el músculo',
  dailyCalories: 1850,
  recommendations: ['Bebe 2 litros de agua al día', 'Duerme 7 horas'],
  createdAt: '2026-11-20T10:00:00.000Z',
  macros: { __typename: 'Macros', protein: 139, carbs: 208, fat: 51, calories: 1850 },
  meals: [
    { __typename: 'Meal', name: 'Desayuno', protein: 35, carbs: 52, fat: 13, suggestions: ['Avena con fruta'] },
    {
      __typename: 'Meal',
      name: 'Cena',
      protein: 35,
      carbs: 40,
      fat: 12,
      suggestions: ['Pescado al horno', 'Ensalada'],
    },
  ],
});

/** Who is signed in, as the `me` query answers it (`null`: a visitor). */
export const signedIn = (me: CurrentUserFragment | null): MockLink.MockedResponse => ({
  request: { query: MeDocument },
  result: { data: { me } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
