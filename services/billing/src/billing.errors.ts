import { BillingMessages, ErrorCodes } from '@reto/contracts';
import { errorCatalogue, notFound } from '@reto/platform';

/** Every refusal of the billing service: its status, code and Spanish message. */
export const BillingErrors = errorCatalogue({
  alreadyPaid: { status: 409, code: 'already_paid', message: BillingMessages.emailAlreadyPaid },
  paymentsNotConfigured: {
    status: 503,
    code: 'payments_not_configured',
    message: BillingMessages.paymentsNotConfigured,
  },
  simulatedProviderOff: { status: 409, code: 'simulated_provider_off', message: BillingMessages.simulatedProviderOff },
  cardInvalid: { status: 402, code: 'card_invalid', message: BillingMessages.cardInvalid },
  cardExpiryInvalid: { status: 402, code: 'card_invalid', message: BillingMessages.cardExpiryInvalid },
  cardDeclined: { status: 402, code: 'card_declined', message: BillingMessages.cardDeclined },
  checkoutNotFound: { status: 404, code: 'checkout_not_found', message: BillingMessages.checkoutNotFound },
  providerFailed: { status: 502, code: 'payment_provider_failed', message: BillingMessages.paymentFailed },
  noSubscription: { status: 404, code: 'no_subscription', message: BillingMessages.noSubscription },
  providerOff: { status: 503, code: 'payment_provider_off', message: BillingMessages.paymentFailed },
  paymentTestDisabled: { status: 403, code: 'payment_test_disabled', message: BillingMessages.paymentTestDisabled },
  paymentNotFound: notFound(BillingMessages.paymentNotFound),
  discrepancyResolved: { status: 409, code: 'already_resolved', message: BillingMessages.discrepancyResolved },
  refundFailed: { status: 502, code: ErrorCodes.serviceUnavailable, message: BillingMessages.refundFailed },
});
