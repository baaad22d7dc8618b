import type { Gender, NutritionPlan } from '@reto/contracts';

export const ACTIVITY_FACTORS = {
  sedentario: 1.2,
  ligero: 1.375,
  moderado: 1.55,
  activo: 1.725,
  muy_activo: 1.9,
} as const;
export type ActivityLevel = keyof typeof ACTIVITY_FACTORS;

/** kcal added to the maintenance calories per goal; any other goal value means body recomposition. */
export const GOAL_ADJUSTMENT_KCAL = { perder_grasa: -500, aumentar_masa_muscular: 300 } as const;
export const MIN_CALORIES = { male: 1500, female: 1200 } as const;
/** Share of the calories per macro, and kcal per gram. */
export const MACRO_SPLIT = { protein: 0.3, carbs: 0.45, fat: 0.25 } as const;
const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

/** The numbers the formula needs (personal-data.ts reads them from the subscribe form). */
export interface PersonalData {
  gender: Gender;
  age: number;
  weightKg: number;
  heightCm: number;
  activityLevel: ActivityLevel;
  goal: string;
}

/** Mifflin-St Jeor basal metabolic rate, kcal/day. */
export const basalMetabolicRate = ({ gender, age, weightKg, heightCm }: PersonalData): number =>
  10 * weightKg + 6.25 * heightCm - 5 * age + (gender === 'male' ? 5 : -161);

export function dailyCalories(data: PersonalData): number {
  const maintenance = basalMetabolicRate(data) * ACTIVITY_FACTORS[data.activityLevel];
  const adjustment = GOAL_ADJUSTMENT_KCAL[data.goal as keyof typeof GOAL_ADJUSTMENT_KCAL] ?? 0;
  return Math.round(Math.max(MIN_CALORIES[data.gender], maintenance + adjustment));
}

/** Grams of each macro for `calories`, 30/45/25. */
export const macrosFor = (calories: number) => ({
  protein: Math.round((calories * MACRO_SPLIT.protein) / KCAL_PER_GRAM.protein),
  carbs: Math.round((calories * MACRO_SPLIT.carbs) / KCAL_PER_GRAM.carbs),
  fat: Math.round((calories * MACRO_SPLIT.fat) / KCAL_PER_GRAM.fat),
  calories,
});

const GOALS = {
  perder_grasa: {
    goal: 'fat_loss',
    description: 'Pérdida de grasa: un déficit moderado de calorías que conserva tu masa muscular.',
  },
  aumentar_masa_muscular: {
    goal: 'muscle_gain',
    description: 'Aumento de masa muscular: un superávit ligero de calorías para construir músculo.',
  },
} as const;

const MEALS = [
  {
    name: 'Desayuno',
    share: 0.25,
    suggestions: ['Avena con claras de huevo y fruta', 'Tortilla de huevo con pan integral'],
  },
  {
    name: 'Almuerzo',
    share: 0.35,
    suggestions: ['Pechuga de pollo con arroz y verduras', 'Pescado a la plancha con papa'],
  },
  { name: 'Merienda', share: 0.15, suggestions: ['Yogur griego con nueces', 'Batido de proteína con plátano'] },
  { name: 'Cena', share: 0.25, suggestions: ['Carne magra con ensalada y aguacate', 'Salmón con verduras al horno'] },
] as const;

export function nutritionPlan(data: PersonalData, now: Date): NutritionPlan {
  const calories = dailyCalories(data);
  const macros = macrosFor(calories);
  const known = GOALS[data.goal as keyof typeof GOALS];
  return {
    goal: known?.goal ?? 'body_recomposition',
    goalDescription:
      known?.description ?? 'Recomposición corporal: perder grasa y ganar músculo con calorías de mantenimiento.',
    dailyCalories: calories,
    macros,
    meals: MEALS.map((meal) => ({
      name: meal.name,
      protein: Math.round(macros.protein * meal.share),
      carbs: Math.round(macros.carbs * meal.share),
      fat: Math.round(macros.fat * meal.share),
      suggestions: [...meal.suggestions],
    })),
    recommendations: [
      'Bebe al menos 2 litros de agua al día.',
      'Reparte la proteína en todas las comidas.',
      'Duerme entre 7 y 9 horas para recuperarte.',
      'Haz 35 minutos de cardio después de cada rutina.',
    ],
    createdAt: now.toISOString(),
  };
}
