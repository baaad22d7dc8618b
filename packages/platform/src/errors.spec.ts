import { DomainError, errorCatalogue, withoutStack } from './errors.js';
import { forbidden, invalid, notFound, tooMany } from './refusal-kinds.js';

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

  it('makes a new error each time, and the wait a client is told when there is one', () => {
    expect(Errors.emailTaken()).not.toBe(Errors.emailTaken());
    expect(Errors.emailTaken().retryAfterSeconds).toBeUndefined();
    expect(Errors.emailTaken(30).retryAfterSeconds).toBe(30);
  });

  it('makes a refusal without a stack trace (an expected outcome, not a fault), and other errors keep theirs', () => {
    const limit = Error.stackTraceLimit;
    const refusal = Errors.emailTaken();
    expect(refusal.stack).not.toMatch(/\n\s+at /);
    expect(withoutStack(() => new Error('rechazo')).stack).not.toMatch(/\n\s+at /);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('fallo').stack).toMatch(/\n\s+at /);
  });
});

describe('the refusals every service has', () => {
  it('carry the status and code of their kind, and the message given', () => {
    const Errors = errorCatalogue({
      postNotFound: notFound('No encontramos esa publicación.'),
      invalidCursor: invalid('El cursor no es válido.'),
      adminAccessDenied: forbidden('Acceso denegado.'),
      tooManyPosts: tooMany('Has publicado demasiado.'),
    });
    expect(Errors.postNotFound().body).toEqual({
      status: 404,
      code: 'not_found',
      message: 'No encontramos esa publicación.',
    });
    expect(Errors.invalidCursor().body).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'El cursor no es válido.',
    });
    expect(Errors.adminAccessDenied().body).toEqual({ status: 403, code: 'forbidden', message: 'Acceso denegado.' });
    expect(Errors.tooManyPosts(30)).toMatchObject({
      body: { status: 429, code: 'rate_limited', message: 'Has publicado demasiado.' },
      retryAfterSeconds: 30,
    });
  });
});
