import { z } from 'zod';
import { GENDERS, IdentityMessages } from './identity.js';

/** The subjects of the billing service: its requests (`billing.<entity>.<verb>`) and its events. */
export const BillingSubjects = {
  createSubscription: 'billing.subscription.create',
  confirmSimulatedPayment: 'billing.simulated-payment.confirm',
  subscriptionStatus: 'billing.subscription.status',
  cancelRenewal: 'billing.subscription.cancel-renewal',
  /** The renewal back on, in one tap (nothing harder to leave than to join). */
  resumeRenewal: 'billing.subscription.resume-renewal',
  recordStorePurchase: 'billing.store-purchase.record',
  setTestPaymentStatus: 'billing.payment-test.set',
  quotePrice: 'billing.price.quote',
  refreshRates: 'billing.rates.refresh',
  /** Identity, at registration after paying: which e-mail a checkout (by its client secret) paid for. */
  checkoutProof: 'billing.checkout.proof',
  /** The trainer's panel: payments that were not the price (they granted nothing), newest first. */
  listDiscrepancies: 'billing.discrepancy.list',
  /** The trainer's support look-up: an address's payments, newest first ("I paid and have no access"). */
  paymentsOfAddress: 'billing.payment.list-of-address',
  /** The trainer settles a discrepancy by hand: grant the access it paid for, or refund it (audited). */
  resolveDiscrepancy: 'billing.discrepancy.resolve',
  /** Published on core NATS (no reply, no JetStream) to every gateway replica. */
  broadcasts: {
    /** What a price quote is made of changed (the exchange rates refreshed, a replica started with its offer): quotes are asked anew. */
    pricesChanged: 'billing.prices.changed',
  },
  /** Events billing publishes (through its outbox, to JetStream). */
  events: {
    /** billing → challenge, reviews: a paid invoice or payment (Stripe, the simulated provider, a verified Shopify order). */
    paymentSucceeded: 'billing.payment.succeeded.v1',
    /** billing → challenge, reviews: a payment refunded within the guarantee period; its enrolment is revoked. */
    paymentRefunded: 'billing.payment.refunded.v1',
    /** billing → challenge: a payment's whole state with its version; the one event access follows. */
    paymentState: 'billing.payment.state.v1',
    /** billing → admin: a checkout was created (the funnel's "empezaron el pago"); no personal data. */
    checkoutStarted: 'billing.checkout.started.v1',
    /** billing → admin: a subscription's renewal turned off (a cancellation) or back on; no personal data. */
    renewalChanged: 'billing.subscription.renewal-changed.v1',
  },
} as const;

export const PHONE_COUNTRY_CODES = ['+1', '+52', '+34', '+54', '+57', '+58', '+51', '+56'] as const;
export type PhoneCountryCode = (typeof PHONE_COUNTRY_CODES)[number];

/** The calling code of each country the form offers (ISO 3166 alpha-2): Mexico is +52, not the +1 of the US. */
export const PHONE_CODE_BY_COUNTRY: Readonly<Record<string, PhoneCountryCode>> = {
  US: '+1',
  CA: '+1',
  PR: '+1',
  MX: '+52',
  ES: '+34',
  AR: '+54',
  CO: '+57',
  VE: '+58',
  PE: '+51',
  CL: '+56',
};

export const FITNESS_GOALS = ['perder_grasa', 'aumentar_masa_muscular'] as const;
export type FitnessGoal = (typeof FITNESS_GOALS)[number];

/** The Spanish messages of the subscribe form (spec 2 section 5) and of billing's refusals. */
export const BillingMessages = {
  fullNameRequired: 'Nombre y apellido es requerido',
  emailRequired: 'Email válido es requerido',
  ageMin: 'Edad mínima 16 años',
  ageMax: 'Edad máxima 100 años',
  heightRequired: 'Altura es requerida',
  weightRequired: 'Peso es requerido',
  physicalActivityRequired: 'Actividad física es requerida',
  occupationRequired: 'Ocupación es requerida',
  cityCountryRequired: 'Ciudad y país es requerido',
  phoneNumberRequired: 'Número de teléfono es requerido',
  phoneCountryCodeInvalid: 'Código de país no válido',
  fitnessGoalRequired: 'Meta de fitness es requerida',
  paymentFailed: 'Error al procesar el pago',
  cardDeclined: 'Tu tarjeta fue rechazada. Prueba con otra tarjeta.',
  cardInvalid: 'El número de tarjeta no es válido.',
  cardExpiryInvalid: 'La fecha de vencimiento no es válida.',
  cardCvcInvalid: 'El código de seguridad no es válido.',
  checkoutNotFound: 'No encontramos ese pago. Vuelve a empezar la suscripción.',
  simulatedProviderOff: 'El modo de prueba de pagos no está activo.',
  paymentsNotConfigured: 'Los pagos no están disponibles en este momento. Por favor, inténtalo más tarde.',
  paymentTestDisabled: 'La herramienta de prueba de pagos está desactivada.',
  purchaseRecorded: 'Compra recibida. Tu acceso se activará cuando la tienda confirme el pago.',
  noSubscription: 'No tienes una suscripción activa.',
  subscriptionActive: 'Tu suscripción está activa.',
  subscriptionEnding: 'Tu suscripción no se renovará y termina al final del periodo.',
  alreadyHasAccess: 'Ya tienes acceso al reto. No necesitas pagar de nuevo.',
  emailAlreadyPaid:
    'Este email ya tiene pagada esta edición del reto, así que no te cobramos de nuevo. Entra (o regístrate) con este email y abre el enlace que te enviamos para activar tu acceso.',
  storeEmailInvalid: 'Email válido es requerido',
  paymentNotFound: 'Pago no encontrado',
  discrepancyResolved: 'Ese pago ya se resolvió',
  resolutionInvalid: 'La resolución debe ser "grant" o "refund"',
  refundFailed: 'Stripe no pudo hacer el reembolso. Nada cambió: inténtalo de nuevo en unos minutos.',
} as const;

const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/** `age` arrives as a number from the form, or as text from legacy clients. */
const age = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: BillingMessages.ageMin })
    .int(BillingMessages.ageMin)
    .min(16, BillingMessages.ageMin)
    .max(100, BillingMessages.ageMax),
);

/** The personal data of the subscribe form (spec 2 sections 3 and 5), with its Spanish messages. */
export const PersonalDataSchema = z.object({
  fullName: z
    .string({ error: BillingMessages.fullNameRequired })
    .trim()
    .min(2, BillingMessages.fullNameRequired)
    .max(120, BillingMessages.fullNameRequired),
  email: z
    .string({ error: BillingMessages.emailRequired })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: BillingMessages.emailRequired }).max(254, BillingMessages.emailRequired)),
  age,
  height: requiredText(BillingMessages.heightRequired, 40),
  weight: requiredText(BillingMessages.weightRequired, 40),
  physicalActivity: requiredText(BillingMessages.physicalActivityRequired, 100),
  occupation: requiredText(BillingMessages.occupationRequired, 120),
  cityCountry: requiredText(BillingMessages.cityCountryRequired, 120),
  phoneCountryCode: z.enum(PHONE_COUNTRY_CODES, { error: BillingMessages.phoneCountryCodeInvalid }).default('+1'),
  phoneNumber: requiredText(BillingMessages.phoneNumberRequired, 30),
  hasHealthConditions: z.boolean().default(false),
  fitnessGoal: z.enum(FITNESS_GOALS, { error: BillingMessages.fitnessGoalRequired }),
  additionalInfo: z.string().trim().max(2000).default(''),
  /** The version of the videos chosen (a visitor buying): the nutrition formula's sex, which the form does not ask again. */
  gender: z.enum(GENDERS, { error: IdentityMessages.genderInvalid }).optional(),
});
export type PersonalDataInput = z.input<typeof PersonalDataSchema>;
export type PersonalData = z.output<typeof PersonalDataSchema>;

/**
 * What the nutrition plan is computed from: the subscribe form without the buyer's contact
 * (occupation, city and country, phone), which a member already gave when buying, or never needs
 * for a plan. Older clients still send them: they are accepted and dropped.
 */
export const NutritionDataSchema = PersonalDataSchema.omit({
  occupation: true,
  cityCountry: true,
  phoneCountryCode: true,
  phoneNumber: true,
});
export type NutritionDataInput = z.input<typeof NutritionDataSchema>;
export type NutritionData = z.output<typeof NutritionDataSchema>;

export const CreateSubscriptionInputSchema = z.object({ personalData: PersonalDataSchema });

export const PAYMENT_PROVIDER_KINDS = ['stripe', 'simulated'] as const;
export type CheckoutProvider = (typeof PAYMENT_PROVIDER_KINDS)[number];

/** What the payment step needs: the client secret, and which form to show. */
export interface SubscriptionCheckout {
  clientSecret: string;
  subscriptionId: string;
  provider: CheckoutProvider;
  /** Stripe's publishable key (Stripe Elements); null for the simulated provider. */
  publishableKey: string | null;
  amountCents: number;
  currency: string;
}

export const ConfirmSimulatedPaymentSchema = z.object({
  clientSecret: z.string().min(10).max(200),
  cardNumber: z
    .string({ error: BillingMessages.cardInvalid })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, BillingMessages.cardInvalid)),
  expiry: z
    .string({ error: BillingMessages.cardExpiryInvalid })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, BillingMessages.cardExpiryInvalid),
  cvc: z
    .string({ error: BillingMessages.cardCvcInvalid })
    .trim()
    .regex(/^\d{3,4}$/, BillingMessages.cardCvcInvalid),
});
export type ConfirmSimulatedPaymentInput = z.input<typeof ConfirmSimulatedPaymentSchema>;

export const CheckoutProofSchema = z.object({ clientSecret: z.string().min(10).max(300) });
/** The e-mail a checkout paid for; null when the checkout is unknown or has not been paid. */
export interface CheckoutProof {
  paidEmail: string | null;
}

export interface PaymentConfirmation {
  status: 'succeeded';
  paymentId: string;
}

/** `POST /api/shopify/purchase-complete`: the client's message; it grants nothing by itself. */
export const StorePurchaseSchema = z.object({
  email: z
    .string({ error: BillingMessages.storeEmailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: BillingMessages.storeEmailInvalid })),
  orderDetails: z.unknown().optional(),
  timestamp: z.string().max(40).optional(),
});
export interface StorePurchaseReceipt {
  success: true;
  message: string;
}

export const SubscriptionOwnerSchema = z.object({ email: z.email() });

/** `GET /api/subscription-status` (spec 1 section 7), the legacy field names kept. */
export interface SubscriptionStatus {
  hasSubscription: boolean;
  status: string;
  isPreaproved: boolean;
  message: string;
  currentPeriodEnd: string | null;
  subscriptionId: string | null;
  cancelAtPeriodEnd: boolean;
}

export const TestPaymentStatusSchema = z.object({ email: z.email(), hasPaid: z.boolean() });
export interface TestPaymentStatusResult {
  success: true;
  hasPaid: boolean;
  message: string;
}

export const PriceQuoteRequestSchema = z.object({
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .catch(null),
});
export type PriceQuoteSource = 'live' | 'fallback' | 'default';
/**
 * Billing's offer for a visitor (`billing.price.quote`): `amount` = round(price x rate) in
 * `currency`; the charge itself stays `baseAmountUsd` USD. Billing owns both numbers (its
 * settings PRICE_CENTS and GUARANTEE_DAYS).
 */
export interface PriceQuote {
  country: string | null;
  currency: string;
  symbol: string;
  amount: number;
  rate: number;
  baseAmountUsd: number;
  source: PriceQuoteSource;
  /** The GUARANTEE_DAYS setting, shown on the landing and plan pages (DECISIONS.md 1). */
  guaranteeDays: number;
}
