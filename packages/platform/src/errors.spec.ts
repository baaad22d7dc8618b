import { DomainError, errorCatalogue } from './errors.js';

describe('errorCatalogue', () => {
  const Errors = errorCatalogue({
    emailTaken: { status: 409, code: 'email_taken', message: 'Ya existe una cuenta con ese correo.' },
  });

  it('throws by name a refusal with the status, code and Spanish message written once', () => {
    const refusal = Errors.emailTaken();
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal.body).toEqual({ status: 409, code: 'email_taken', message: 'Ya existe una cuenta con ese correo.' });
    expect(refusal.message).toBe('Ya existe una cuenta con ese correo.');
  });

  it('makes a new error each time, with its own stack', () => {
    expect(Errors.emailTaken()).not.toBe(Errors.emailTaken());
  });
});
