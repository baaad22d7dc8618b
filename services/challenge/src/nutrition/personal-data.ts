import { type NutritionPlanInput } from '@reto/contracts';
import { ACTIVITY_FACTORS, type ActivityLevel, type PersonalData } from './nutrition.js';
import { ChallengeErrors } from '../challenge.errors.js';

const CM_PER_INCH = 2.54;
const KG_PER_LB = 0.45359237;

const firstNumber = (text: string) => {
  const match = /\d+(?:[.,]\d+)?/.exec(text);
  return match ? Number(match[0].replace(',', '.')) : undefined;
};

/** "175", "175 cm", "1.75 m", "1,75", "69 in", "5'9"" → centimetres. */
export function readHeightCm(text: string): number | undefined {
  const feetInches = /(\d)\s*['′]\s*(\d{1,2})?/.exec(text);
  if (feetInches) return Math.round((Number(feetInches[1]) * 12 + Number(feetInches[2] ?? 0)) * CM_PER_INCH);
  const value = firstNumber(text);
  if (value === undefined) return undefined;
  if (/\b(in|pulg)/i.test(text)) return Math.round(value * CM_PER_INCH);
  return value < 3 ? Math.round(value * 100) : value;
}

/** "80", "80 kg", "80,5kg", "176 lb" → kilograms. */
export function readWeightKg(text: string): number | undefined {
  const value = firstNumber(text);
  if (value === undefined) return undefined;
  return /\b(lb|lbs|libras?)\b/i.test(text) ? Math.round(value * KG_PER_LB * 10) / 10 : value;
}

/** The form's activity value, or the closest level named in free text; moderate when nothing matches. */
export function readActivityLevel(text: string): ActivityLevel {
  const normalized = text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, '_');
  if (normalized in ACTIVITY_FACTORS) return normalized as ActivityLevel;
  if (normalized.includes('muy')) return 'muy_activo';
  if (normalized.includes('sedentari') || normalized.includes('nada')) return 'sedentario';
  if (normalized.includes('liger') || normalized.includes('poco')) return 'ligero';
  if (normalized.includes('activ') || normalized.includes('intens')) return 'activo';
  return 'moderado';
}

const MEASUREMENT_LIMITS = { heightCm: [120, 230], weightKg: [30, 300] } as const;

/** The subscribe form's personal data, read into the formula's numbers, or a 400 when a measurement cannot be read. */
export function personalDataForFormula(input: NutritionPlanInput): PersonalData {
  const heightCm = readHeightCm(String(input.height));
  const weightKg = readWeightKg(String(input.weight));
  const within = (value: number | undefined, [min, max]: readonly [number, number]) =>
    value !== undefined && value >= min && value <= max;
  if (!within(heightCm, MEASUREMENT_LIMITS.heightCm) || !within(weightKg, MEASUREMENT_LIMITS.weightKg)) {
    throw ChallengeErrors.invalidNutrition();
  }
  return {
    gender: input.gender ?? 'male',
    age: Number(input.age),
    heightCm: heightCm!,
    weightKg: weightKg!,
    activityLevel: readActivityLevel(String(input.physicalActivity)),
    goal: input.fitnessGoal,
  };
}
