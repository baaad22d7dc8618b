/**
 * The buyer's way from payment to registration, kept apart from the form's rules (and their schema
 * library) so the sign-in page loads light.
 */

/**
 * The return address after payment (spec 2 section 2.2). Nothing personal travels in it
 * (addresses end up in history, logs and referrers): the registration form's pre-fill waits in this
 * tab's session storage instead.
 */
export const PAYMENT_SUCCESS_PATH = '/auth?payment=success';

const BUYER_KEY = 'checkout.buyer';
const CHECKOUT_PROOF_KEY = 'checkout.proof';
const PLAN_DATA_KEY = 'checkout.plan-data';

/** Whether this is the return address after payment. */
const afterPayment = (search: string) => new URLSearchParams(search).get('payment') === 'success';

/** Which version of the videos (the API's `Gender`; kept dependency-free here). */
type VideoVersion = 'male' | 'female';

interface RegistrationPrefill {
  username: string;
  email: string;
  /** The version of the videos the buyer chose in the purchase form. */
  gender?: VideoVersion;
  /** The city and country the buyer typed: the account's timezone is suggested from it. */
  place?: string;
}

/**
 * Keeps the buyer's name, e-mail, chosen version of the videos and the place they typed for the
 * registration form after the payment.
 */
export function rememberBuyer(
  data: { fullName: string; email: string; cityCountry?: string },
  videoVersion: VideoVersion | null = null,
): void {
  try {
    sessionStorage.setItem(
      BUYER_KEY,
      JSON.stringify({
        username: data.fullName,
        email: data.email,
        gender: videoVersion ?? undefined,
        place: data.cityCountry,
      }),
    );
  } catch {
    // Storage disabled: the buyer types them again.
  }
}

/**
 * Keeps the checkout's client secret in this tab: registering after the payment sends it, and the
 * server counts the e-mail as verified when that checkout paid for it (docs/features/accounts.md).
 */
export function rememberCheckoutProof(clientSecret: string): void {
  try {
    sessionStorage.setItem(CHECKOUT_PROOF_KEY, clientSecret);
  } catch {
    // Storage disabled: the e-mailed link verifies the address instead.
  }
}

/** The kept checkout proof on `/auth?payment=success`, else undefined. */
export function checkoutProof(search: string): string | undefined {
  if (!afterPayment(search)) return undefined;
  return keptCheckoutProof();
}

/** The checkout proof this tab kept, if any. */
export function keptCheckoutProof(): string | undefined {
  try {
    return sessionStorage.getItem(CHECKOUT_PROOF_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The personal data the nutrition plan is computed from, kept in this tab while the card is paid:
 * a card that needs a redirect (3-D Secure) leaves the page, and the plan is computed on the return.
 */
export function keepPlanData(data: object): void {
  try {
    sessionStorage.setItem(PLAN_DATA_KEY, JSON.stringify(data));
  } catch {
    // Storage disabled: after a redirect the plan is computed from the form on the plan page.
  }
}

/** The kept personal data for the plan, once (it is removed as it is read). */
export function takePlanData<T>(): T | null {
  try {
    const kept = sessionStorage.getItem(PLAN_DATA_KEY);
    sessionStorage.removeItem(PLAN_DATA_KEY);
    return kept ? (JSON.parse(kept) as T) : null;
  } catch {
    return null;
  }
}

/** Once the account exists, the kept name, e-mail and checkout proof go. */
export function forgetBuyer(): void {
  try {
    sessionStorage.removeItem(BUYER_KEY);
    sessionStorage.removeItem(CHECKOUT_PROOF_KEY);
  } catch {
    // nothing kept
  }
}

/** The name and e-mail for the registration form on `/auth?payment=success`, else null. */
export function registrationPrefill(search: string): RegistrationPrefill | null {
  if (!afterPayment(search)) return null;
  try {
    const kept = JSON.parse(sessionStorage.getItem(BUYER_KEY) ?? 'null') as Partial<RegistrationPrefill> | null;
    const gender = kept?.gender === 'male' || kept?.gender === 'female' ? kept.gender : undefined;
    return {
      username: kept?.username ?? '',
      email: kept?.email ?? '',
      ...(gender ? { gender } : {}),
      ...(typeof kept?.place === 'string' ? { place: kept.place } : {}),
    };
  } catch {
    return { username: '', email: '' };
  }
}
