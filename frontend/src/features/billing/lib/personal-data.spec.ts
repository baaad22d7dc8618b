import { describe, expect, it } from 'vitest';
import { forgetBuyer, PAYMENT_SUCCESS_PATH, registrationPrefill, rememberBuyer } from './buyer-prefill';
import { emptyPersonalData, toPersonalData, validatePersonalData } from './personal-data';

const valid = emptyPersonalData({
  fullName: 'Ana López',
  email: ' Ana@Gmail.com ',
  age: '30',
  height: '165',
  weight: '60',
  physicalActivity: 'moderado',
  occupation: 'Enfermera',
  cityCountry: 'Quito, Ecuador',
  phoneNumber: '0991234567',
  fitnessGoal: 'perder_grasa',
});

describe('subscribe form rules', () => {
  it('gives every spec message for an empty form', () => {
    expect(validatePersonalData(emptyPersonalData())).toEqual({
      fullName: 'Nombre y apellido es requerido',
      email: 'Email válido es requerido',
      age: 'Edad mínima 16 años',
      height: 'Altura es requerida',
      weight: 'Peso es requerido',
      physicalActivity: 'Actividad física es requerida',
      occupation: 'Ocupación es requerida',
      cityCountry: 'Ciudad y país es requerido',
      phoneNumber: 'Número de teléfono es requerido',
      fitnessGoal: 'Meta de fitness es requerida',
    });
  });

  it('checks the age range 16-100', () => {
    expect(validatePersonalData({ ...valid, age: '15' }).age).toBe('Edad mínima 16 años');
    expect(validatePersonalData({ ...valid, age: '101' }).age).toBe('Edad máxima 100 años');
    expect(validatePersonalData({ ...valid, age: '16' }).age).toBeUndefined();
  });

  it("refuses what the server's schema refuses, with its messages (one set of rules)", () => {
    expect(validatePersonalData({ ...valid, fullName: 'A'.repeat(121) }).fullName).toBe(
      'Nombre y apellido es requerido',
    );
    expect(validatePersonalData({ ...valid, phoneNumber: '1'.repeat(31) }).phoneNumber).toBe(
      'Número de teléfono es requerido',
    );
    expect(validatePersonalData({ ...valid, height: 'x'.repeat(41) }).height).toBe('Altura es requerida');
    expect(validatePersonalData({ ...valid, age: '30.5' }).age).toBe('Edad mínima 16 años');
    expect(toPersonalData({ ...valid, additionalInfo: 'x'.repeat(2001) })).toBeNull();
  });

  it('does not enforce Gmail', () => {
    expect(validatePersonalData({ ...valid, email: 'ana@outlook.com' })).toEqual({});
  });

  it('normalises what it sends; the return address carries nothing personal, the pre-fill waits in the session', () => {
    const data = toPersonalData(valid);
    expect(data).toMatchObject({ email: 'ana@gmail.com', age: 30, phoneCountryCode: '+1' });
    expect(PAYMENT_SUCCESS_PATH).toBe('/auth?payment=success');
    rememberBuyer(data!);
    const search = PAYMENT_SUCCESS_PATH.slice('/auth'.length);
    // The place typed goes along: the account's timezone is suggested from it.
    expect(registrationPrefill(search)).toEqual({
      username: 'Ana López',
      email: 'ana@gmail.com',
      place: 'Quito, Ecuador',
    });
    expect(registrationPrefill('?foo=bar')).toBeNull();
    forgetBuyer();
    expect(registrationPrefill(search)).toEqual({ username: '', email: '' });
    expect(JSON.stringify(sessionStorage)).not.toContain('ana@gmail.com');
  });
});
