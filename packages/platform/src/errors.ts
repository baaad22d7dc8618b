import { ErrorCodes, type ServiceErrorBody } from '@reto/contracts';

/**
 * Makes an error without collecting its stack trace (V8 walks the stack at construction when
 * `Error.stackTraceLimit` is above 0): for refusals, which are expected outcomes, answered by their
 * body and never logged with a stack. Hostile traffic is mostly refused, so it is on the busiest path.
 */
export function withoutStack<T>(make: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return make();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/**
 * A rule of the domain said no. Travels over NATS as its body and reaches the client as `status` +
 * `message`; `retryAfterSeconds`, when set, as the HTTP answer's `Retry-After`. An expected outcome,
 * not a fault: made without a stack trace (withoutStack).
 */
export class DomainError extends Error {
  constructor(
    readonly body: ServiceErrorBody,
    readonly retryAfterSeconds?: number,
  ) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(body.message);
    } finally {
      Error.stackTraceLimit = limit;
    }
    this.name = 'DomainError';
  }
  get status() {
    return this.body.status;
  }
  get code() {
    return this.body.code;
  }
}

/**
 * An app's refusals in one place, each named once with its status, code and Spanish message:
 * `const Errors = errorCatalogue({ emailTaken: { status: 409, code, message } })`, then
 * `throw Errors.emailTaken()` where the rule says no (with the seconds of `Retry-After` when the
 * client is told to wait).
 */
export function errorCatalogue<const T extends Record<string, ServiceErrorBody>>(
  entries: T,
): { readonly [K in keyof T]: (retryAfterSeconds?: number) => DomainError } {
  return Object.fromEntries(
    Object.entries(entries).map(([name, body]) => [
      name,
      (retryAfterSeconds?: number) => new DomainError(body, retryAfterSeconds),
    ]),
  ) as { [K in keyof T]: (retryAfterSeconds?: number) => DomainError };
}

export const SERVICE_UNAVAILABLE_MESSAGE =
  'El servicio no está disponible en este momento. Por favor, inténtalo de nuevo en unos segundos.';
export const OUTCOME_UNKNOWN_MESSAGE =
  'El servicio tardó demasiado en responder: puede que se haya guardado; vuelve a intentarlo en unos segundos.';
export const INTERNAL_ERROR_MESSAGE = 'Ocurrió un error inesperado. Por favor, inténtalo de nuevo.';

/** How long a client is told to wait (`Retry-After`) when a service or the bus is away: a restart's backoff. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** A service, the bus or a service's database away: the client is to try again in a few seconds. */
export const serviceUnavailableBody = (): ServiceErrorBody => ({
  status: 503,
  code: ErrorCodes.serviceUnavailable,
  message: SERVICE_UNAVAILABLE_MESSAGE,
});

/** A service did not answer in time, no replica is listening, or the bus is away. */
export class ServiceUnavailableError extends DomainError {
  constructor(readonly subject: string) {
    super(serviceUnavailableBody(), SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS);
    this.name = 'ServiceUnavailableError';
  }
}

export const internalErrorBody = (): ServiceErrorBody => ({
  status: 500,
  code: ErrorCodes.internal,
  message: INTERNAL_ERROR_MESSAGE,
});

/**
 * A change (not a read) sent to a service that did not answer before the gateway stopped waiting,
 * or whose connection went while it was on its way: it may have been applied. The client is told
 * so, not "failed"; sending it again is what to do (the service's commands take a repeat as one).
 */
export class OutcomeUnknownError extends DomainError {
  constructor(readonly subject: string) {
    super(
      { status: 503, code: ErrorCodes.outcomeUnknown, message: OUTCOME_UNKNOWN_MESSAGE },
      SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
    );
    this.name = 'OutcomeUnknownError';
  }
}
