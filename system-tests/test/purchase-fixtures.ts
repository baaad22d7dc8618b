/** The subscribe form's personal data of a valid purchaser (spec 2, section 5). */
export const personalData = (email: string, overrides: Record<string, unknown> = {}) => ({
  fullName: 'Valeria Torres',
  email,
  age: 27,
  height: '160',
  weight: '58',
  physicalActivity: 'ligero',
  occupation: 'Profesora',
  cityCountry: 'Lima, Perú',
  phoneCountryCode: '+51',
  phoneNumber: '987654321',
  hasHealthConditions: false,
  fitnessGoal: 'perder_grasa',
  additionalInfo: '',
  ...overrides,
});

/** A card the simulated provider accepts; `4000000000000002` is declined. */
export const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };
