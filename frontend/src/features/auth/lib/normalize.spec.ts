import { describe, expect, it } from 'vitest';
import { toLoginInput, toRegisterInput } from './normalize';

describe('toLoginInput', () => {
  it('trims and lowercases the username and keeps the password as typed', () => {
    expect(toLoginInput({ username: '  Juan.Perez@Example.COM ', password: ' Secreta 123 ' })).toEqual({
      username: 'juan.perez@example.com',
      password: ' Secreta 123 ',
    });
  });

  it('returns null when the username is empty or blank', () => {
    expect(toLoginInput({ username: '', password: 'secreta123' })).toBeNull();
    expect(toLoginInput({ username: '   ', password: 'secreta123' })).toBeNull();
  });

  it('returns null when the password is empty', () => {
    expect(toLoginInput({ username: 'juan', password: '' })).toBeNull();
  });
});

describe('toRegisterInput', () => {
  const values = {
    username: '  Juan Pérez ',
    email: ' Juan@Correo.ES ',
    password: ' clave 123 ',
    gender: 'male' as const,
  };

  it('trims the username, trims and lowercases the e-mail, keeps the password and adds the timezone', () => {
    expect(toRegisterInput(values, 'America/Bogota')).toEqual({
      username: 'Juan Pérez',
      email: 'juan@correo.es',
      password: ' clave 123 ',
      gender: 'male',
      timezone: 'America/Bogota',
    });
  });

  it('keeps the chosen gender', () => {
    expect(toRegisterInput({ ...values, gender: 'female' }, 'Europe/Madrid')?.gender).toBe('female');
  });

  it('returns null when a required field is missing', () => {
    expect(toRegisterInput({ ...values, username: '  ' }, 'Europe/Madrid')).toBeNull();
    expect(toRegisterInput({ ...values, email: undefined }, 'Europe/Madrid')).toBeNull();
    expect(toRegisterInput({ ...values, email: ' ' }, 'Europe/Madrid')).toBeNull();
    expect(toRegisterInput({ ...values, password: '' }, 'Europe/Madrid')).toBeNull();
  });
});
