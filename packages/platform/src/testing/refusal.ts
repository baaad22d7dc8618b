import type { ServiceErrorBody } from '@reto/contracts';
import { DomainError } from '../errors.js';

/** The error body a service call was refused with; throws when the call succeeded or failed otherwise. */
export async function refusalOf(promise: Promise<unknown>): Promise<ServiceErrorBody> {
  const outcome = await promise.then(
    (value: unknown) => ({ settled: 'resolved', value }),
    (error: unknown) => ({ settled: 'rejected', value: error }),
  );
  if (outcome.value instanceof DomainError) return outcome.value.body;
  const shown = outcome.value instanceof Error ? outcome.value.message : JSON.stringify(outcome.value);
  throw new Error(`expected a DomainError refusal, but the call ${outcome.settled} with ${shown}`);
}
