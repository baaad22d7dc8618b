import { personalDataForFormula, readActivityLevel, readHeightCm, readWeightKg } from './personal-data.js';

describe('reading the subscribe form for the formula', () => {
  it.each([
    ['175', 175],
    ['175 cm', 175],
    ['1.75 m', 175],
    ['1,68', 168],
    ['69 in', 175],
    ['5\'9"', 175],
  ])('height %s → %i cm', (text, cm) => expect(readHeightCm(text)).toBe(cm));

  it.each([
    ['80', 80],
    ['80 kg', 80],
    ['80,5kg', 80.5],
    ['176 lb', 79.8],
  ])('weight %s → %d kg', (text, kg) => expect(readWeightKg(text)).toBe(kg));

  it.each([
    ['muy_activo', 'muy_activo'],
    ['Sedentario', 'sedentario'],
    ['Muy activa, entreno a diario', 'muy_activo'],
    ['ligera', 'ligero'],
    ['camino a veces', 'moderado'],
  ])('activity %s → %s', (text, level) => expect(readActivityLevel(text)).toBe(level));

  it('refuses measurements it cannot read, with a 400', () => {
    const form = {
      email: 'a@b.co',
      fullName: 'Ana',
      age: 30,
      height: 'alta',
      weight: '60',
      physicalActivity: 'moderado',
      occupation: 'x',
      fitnessGoal: 'perder_grasa' as const,
    };
    expect(() => personalDataForFormula(form)).toThrow('Datos personales inválidos');
    expect(personalDataForFormula({ ...form, height: '1.60 m', gender: 'female' })).toEqual({
      gender: 'female',
      age: 30,
      heightCm: 160,
      weightKg: 60,
      activityLevel: 'moderado',
      goal: 'perder_grasa',
    });
  });
});
