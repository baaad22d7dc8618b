/**
 * The subscribe form's personal data and its rules (spec 2 sections 3 and 5), with the spec's
 * Spanish messages. A copy of `PersonalDataSchema` in `packages/contracts/src/billing.ts` (the web
 * client imports nothing from other workspaces): keep the two identical. The server validates again.
 */
export const PHONE_COUNTRY_CODES = ['+1', '+52', '+34', '+54', '+57', '+58', '+51', '+56'] as const;
export const FITNESS_GOALS = ['perder_grasa', 'aumentar_masa_muscular'] as const;
export const PHYSICAL_ACTIVITY_LEVELS = ['sedentario', 'ligero', 'moderado', 'activo', 'muy_activo'] as const;

export type PhoneCountryCode = (typeof PHONE_COUNTRY_CODES)[number];
export type FitnessGoal = (typeof FITNESS_GOALS)[number];

export const PersonalDataMessages = {
  fullName: 'Nombre y apellido es requerido',
  email: 'Email válido es requerido',
  ageMin: 'Edad mínima 16 años',
  ageMax: 'Edad máxima 100 años',
  height: 'Altura es requerida',
  weight: 'Peso es requerido',
  physicalActivity: 'Actividad física es requerida',
  occupation: 'Ocupación es requerida',
  cityCountry: 'Ciudad y país es requerido',
  phoneNumber: 'Número de teléfono es requerido',
  fitnessGoal: 'Meta de fitness es requerida',
} as const;

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
}

/** What the server receives. */
export interface PersonalData extends Omit<PersonalDataForm, 'age' | 'fitnessGoal'> {
  age: number;
  fitnessGoal: FitnessGoal;
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
  ...prefill,
});

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every problem of the form, one message per field; empty when the form is valid. */
export function validatePersonalData(form: PersonalDataForm): PersonalDataErrors {
  const errors: PersonalDataErrors = {};
  if (form.fullName.trim().length < 2) errors.fullName = PersonalDataMessages.fullName;
  if (!EMAIL_PATTERN.test(form.email.trim())) errors.email = PersonalDataMessages.email;
  const age = Number(form.age);
  if (form.age.trim() === '' || !Number.isInteger(age) || age < 16) errors.age = PersonalDataMessages.ageMin;
  else if (age > 100) errors.age = PersonalDataMessages.ageMax;
  if (!form.height.trim()) errors.height = PersonalDataMessages.height;
  if (!form.weight.trim()) errors.weight = PersonalDataMessages.weight;
  if (!form.physicalActivity.trim()) errors.physicalActivity = PersonalDataMessages.physicalActivity;
  if (!form.occupation.trim()) errors.occupation = PersonalDataMessages.occupation;
  if (!form.cityCountry.trim()) errors.cityCountry = PersonalDataMessages.cityCountry;
  if (!form.phoneNumber.trim()) errors.phoneNumber = PersonalDataMessages.phoneNumber;
  if (!FITNESS_GOALS.includes(form.fitnessGoal as FitnessGoal)) errors.fitnessGoal = PersonalDataMessages.fitnessGoal;
  return errors;
}

/** The validated data to send, or null when the form has errors. */
export function toPersonalData(form: PersonalDataForm): PersonalData | null {
  if (Object.keys(validatePersonalData(form)).length > 0) return null;
  return {
    ...form,
    fullName: form.fullName.trim(),
    email: form.email.trim().toLowerCase(),
    age: Number(form.age),
    fitnessGoal: form.fitnessGoal as FitnessGoal,
  };
}

/**
 * The return address after payment (spec 2 section 2.2). Nothing personal travels in it (issue 13:
 * addresses end up in history, logs and referrers): the registration form's pre-fill waits in this
 * tab's session storage instead.
 */
export const PAYMENT_SUCCESS_PATH = '/auth?payment=success';

const BUYER_KEY = 'checkout.buyer';

interface RegistrationPrefill {
  username: string;
  email: string;
}

/** Keeps the buyer's name and e-mail for the registration form after the payment. */
export function rememberBuyer(data: Pick<PersonalData, 'fullName' | 'email'>): void {
  try {
    sessionStorage.setItem(BUYER_KEY, JSON.stringify({ username: data.fullName, email: data.email }));
  } catch {
    // Storage disabled: the buyer types them again.
  }
}

/** Once the account exists, the kept name and e-mail go. */
export function forgetBuyer(): void {
  try {
    sessionStorage.removeItem(BUYER_KEY);
  } catch {
    // nothing kept
  }
}

/** The name and e-mail for the registration form on `/auth?payment=success`, else null. */
export function registrationPrefill(search: string): RegistrationPrefill | null {
  if (new URLSearchParams(search).get('payment') !== 'success') return null;
  try {
    const kept = JSON.parse(sessionStorage.getItem(BUYER_KEY) ?? 'null') as Partial<RegistrationPrefill> | null;
    return { username: kept?.username ?? '', email: kept?.email ?? '' };
  } catch {
    return { username: '', email: '' };
  }
}
