import { basalMetabolicRate, dailyCalories, macrosFor, nutritionPlan } from './nutrition.js';

const man = { gender: 'male' as const, age: 30, weightKg: 80, heightCm: 180, activityLevel: 'moderado' as const };

describe('nutrition', () => {
  it('uses Mifflin-St Jeor for the basal rate', () => {
    expect(basalMetabolicRate({ ...man, goal: 'x' })).toBe(1780);
    expect(basalMetabolicRate({ ...man, gender: 'female', goal: 'x' })).toBe(1614);
  });

  it('applies the activity factor and the goal', () => {
    expect(dailyCalories({ ...man, goal: 'recomposicion' })).toBe(2759);
    expect(dailyCalories({ ...man, goal: 'perder_grasa' })).toBe(2259);
    expect(dailyCalories({ ...man, goal: 'aumentar_masa_muscular' })).toBe(3059);
    expect(dailyCalories({ ...man, activityLevel: 'sedentario', goal: 'perder_grasa' })).toBe(1636);
  });

  it('never goes under the minimum calories', () => {
    expect(
      dailyCalories({
        gender: 'female',
        age: 60,
        weightKg: 45,
        heightCm: 150,
        activityLevel: 'sedentario',
        goal: 'perder_grasa',
      }),
    ).toBe(1200);
  });

  it('splits macros 30/45/25 (the spec sample: 3390 kcal is 254 / 381 / 94 g)', () => {
    expect(macrosFor(3390)).toEqual({ protein: 254, carbs: 381, fat: 94, calories: 3390 });
  });

  it('names the goal and builds meals that add up', () => {
    const plan = nutritionPlan({ ...man, goal: 'aumentar_masa_muscular' }, new Date('2026-11-21T10:00:00Z'));
    expect(plan.goal).toBe('muscle_gain');
    expect(nutritionPlan({ ...man, goal: 'perder_grasa' }, new Date()).goal).toBe('fat_loss');
    expect(nutritionPlan({ ...man, goal: 'otro' }, new Date()).goal).toBe('body_recomposition');
    expect(plan.meals).toHaveLength(4);
    const protein = plan.meals.reduce((sum, meal) => sum + meal.protein, 0);
    expect(Math.abs(protein - plan.macros.protein)).toBeLessThanOrEqual(2);
  });
});
