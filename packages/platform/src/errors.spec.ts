import { DomainError, errorCatalogue } from './errors.js';

describe('errorCatalogue', () => {
  const Errors = errorCatalogue({
    emailTaken: { status: 409, code: 'email_taken', message: 'Ya existe una cuenta con ese email.' },
  });

  it('throws by name a refusal with the status, code and Spanish message written once', () => {
    const refusal = Errors.emailTaken();
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal.body).toEqual({ status: 409, code: 'email_taken', message: 'Ya existe una cuenta con ese email.' });
    expect(refusal.message).toBe('Ya existe una cuenta con ese email.');
  });

  it('makes a new error each time, with its own stack, and the wait a client is told when there is one', () => {
    expect(Errors.emailTaken()).not.toBe(Errors.emailTaken());
    expect(Errors.emailTaken().retryAfterSeconds).toBeUndefined();
    expect(Errors.emailTaken(30).retryAfterSeconds).toBe(30);
  });
});
