import { parseWith } from './validation.js';
import { NutritionDataSchema, PersonalDataSchema, PriceQuoteRequestSchema } from './billing.js';

const valid = {
  fullName: 'Rosa Díaz',
  email: ' Rosa@Gmail.com ',
  age: '45',
  height: '160 cm',
  weight: '70 kg',
  physicalActivity: 'ligero',
  occupation: 'Abogada',
  cityCountry: 'Santiago, Chile',
  phoneNumber: '912345678',
  fitnessGoal: 'aumentar_masa_muscular',
};

describe('PersonalDataSchema', () => {
  it('normalises a valid form and fills the defaults', () => {
    const parsed = PersonalDataSchema.parse(valid);
    expect(parsed).toMatchObject({
      email: 'rosa@gmail.com',
      age: 45,
      phoneCountryCode: '+1',
      hasHealthConditions: false,
      additionalInfo: '',
    });
  });

  it.each([
    [{ fullName: 'R' }, 'Nombre y apellido es requerido'],
    [{ email: 'rosa' }, 'Email válido es requerido'],
    [{ age: 15 }, 'Edad mínima 16 años'],
    [{ age: '' }, 'Edad mínima 16 años'],
    [{ age: 101 }, 'Edad máxima 100 años'],
    [{ height: '' }, 'Altura es requerida'],
    [{ weight: undefined }, 'Peso es requerido'],
    [{ physicalActivity: '  ' }, 'Actividad física es requerida'],
    [{ occupation: '' }, 'Ocupación es requerida'],
    [{ cityCountry: '' }, 'Ciudad y país es requerido'],
    [{ phoneNumber: '' }, 'Número de teléfono es requerido'],
    [{ fitnessGoal: undefined }, 'Meta de fitness es requerida'],
    [{ phoneCountryCode: '+44' }, 'Código de país no válido'],
  ])('refuses %j with its Spanish message', (override, message) => {
    const result = parseWith(PersonalDataSchema, { ...valid, ...override });
    expect(result).toEqual({ ok: false, error: { status: 400, code: 'validation_failed', message } });
  });

  it('accepts every phone code of the spec', () => {
    for (const code of ['+1', '+52', '+34', '+54', '+57', '+58', '+51', '+56']) {
      expect(PersonalDataSchema.parse({ ...valid, phoneCountryCode: code }).phoneCountryCode).toBe(code);
    }
  });
});

describe('NutritionDataSchema', () => {
  const { occupation: _occupation, cityCountry: _cityCountry, phoneNumber: _phoneNumber, ...body } = valid;

  it('asks a member only for what the plan is computed from: no occupation, city or phone', () => {
    expect(parseWith(NutritionDataSchema, body)).toMatchObject({
      ok: true,
      value: { email: 'rosa@gmail.com', age: 45 },
    });
  });

  it('drops the contact an older client still sends, and keeps the body rules', () => {
    const parsed = NutritionDataSchema.parse(valid);
    expect(parsed).not.toHaveProperty('occupation');
    expect(parsed).not.toHaveProperty('phoneNumber');
    expect(parseWith(NutritionDataSchema, { ...body, age: 15 })).toMatchObject({
      ok: false,
      error: { message: 'Edad mínima 16 años' },
    });
  });
});

describe('PriceQuoteRequestSchema', () => {
  it('keeps a two-letter country and turns anything else into none', () => {
    expect(PriceQuoteRequestSchema.parse({ country: 'mx' }).country).toBe('MX');
    expect(PriceQuoteRequestSchema.parse({ country: 'Mexico' }).country).toBeNull();
    expect(PriceQuoteRequestSchema.parse({}).country).toBeNull();
  });
});
