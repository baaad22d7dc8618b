import {
  FITNESS_GOALS,
  NutritionDataSchema,
  PHONE_COUNTRY_CODES,
  PersonalDataSchema,
  type FitnessGoal,
  type NutritionData,
  type PersonalData,
  type PhoneCountryCode,
} from '@reto/contracts/billing';

/**
 * The subscribe form's personal data (spec 2 sections 3 and 5), checked with the server's own
 * `PersonalDataSchema` from the contracts (rules and Spanish messages in one place). The server
 * validates again.
 */
export { FITNESS_GOALS, PHONE_COUNTRY_CODES, type FitnessGoal, type PersonalData, type PhoneCountryCode };
/** The options of the form's activity select (the server takes any short text). */
export const PHYSICAL_ACTIVITY_LEVELS = ['sedentario', 'ligero', 'moderado', 'activo', 'muy_activo'] as const;

/** What the form holds (text inputs keep text; `age` is parsed on validation). */
export interface PersonalDataForm {
  fullName: string;
  email: string;
  age: string;
  height: string;
  weight: string;
  physicalActivity: string;
  occupation: string;
  cityCountry: string;
  phoneCountryCode: PhoneCountryCode;
  phoneNumber: string;
  hasHealthConditions: boolean;
  fitnessGoal: FitnessGoal | '';
  additionalInfo: string;
  /** Which version of the videos a visitor buying wants (kept for the registration; the nutrition formula's sex). */
  videoVersion: 'male' | 'female' | '';
}

export type PersonalDataErrors = Partial<Record<keyof PersonalDataForm, string>>;

export const emptyPersonalData = (prefill: Partial<PersonalDataForm> = {}): PersonalDataForm => ({
  fullName: '',
  email: '',
  age: '',
  height: '',
  weight: '',
  physicalActivity: '',
  occupation: '',
  cityCountry: '',
  phoneCountryCode: '+1',
  phoneNumber: '',
  hasHealthConditions: false,
  fitnessGoal: '',
  additionalInfo: '',
  videoVersion: '',
  ...prefill,
});

/**
 * What the form asks for: the purchase asks everything; the nutrition plan of a member, only what
 * it is computed from (no occupation, city or phone: the product has them or does not need them).
 */
export type PersonalDataPurpose = 'purchase' | 'nutrition';

/** The contact fields the nutrition plan does not ask for. */
export const CONTACT_FIELDS = ['occupation', 'cityCountry', 'phoneCountryCode', 'phoneNumber'] as const;

const check = (form: PersonalDataForm, purpose: PersonalDataPurpose = 'purchase') =>
  (purpose === 'nutrition' ? NutritionDataSchema : PersonalDataSchema).safeParse({
    ...form,
    fitnessGoal: form.fitnessGoal || undefined,
    gender: form.videoVersion || undefined,
  });

/** Every problem of the form, one message per field (the first); empty when the form is valid. */
export function validatePersonalData(
  form: PersonalDataForm,
  purpose: PersonalDataPurpose = 'purchase',
): PersonalDataErrors {
  const result = check(form, purpose);
  if (result.success) return {};
  const errors: PersonalDataErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof PersonalDataForm | undefined;
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The validated data to send, as the schema normalises it, or null when the form has errors. */
export function toPersonalData(form: PersonalDataForm): PersonalData | null {
  const result = PersonalDataSchema.safeParse({
    ...form,
    fitnessGoal: form.fitnessGoal || undefined,
    gender: form.videoVersion || undefined,
  });
  return result.success ? result.data : null;
}

/** What a member's nutrition plan is computed from, or null when the form has errors. */
export function toNutritionData(form: PersonalDataForm): NutritionData | null {
  const result = NutritionDataSchema.safeParse({
    ...form,
    fitnessGoal: form.fitnessGoal || undefined,
    gender: form.videoVersion || undefined,
  });
  return result.success ? result.data : null;
}
