import { z } from 'zod';
import { GENDERS, IdentityMessages, MagicLinkInputSchema, SecondFactorCodeSchema, type UserDto } from './identity.js';
import { BillingMessages } from './billing.js';
import { MemberSchema, VIDEO_ID_PATTERN, type AccessDto } from './challenge.js';
import type { PaymentSucceededEvent } from './events.js';
import type { ServiceName } from './services.js';

/**
 * The trainer's panel (spec 2, sections 2.8, 5, 7, 8; DECISIONS.md 4 "Admin"). Every admin command
 * runs in the service that owns the data, carries the acting admin (taken by the gateway from the
 * server-side session, never from the client) and, in the same transaction as the change, writes an
 * audit event to that service's outbox; the admin service records each one exactly once.
 */

export const AdminMessages = {
  emailRequired: 'Email requerido',
  emailInvalid: 'Email inválido',
  emailAlreadyListed: 'Ese email ya está en la lista de pre-aprobados',
  nothingToImport: 'No hay emails para importar',
  noValidEmails: 'No hay emails válidos',
  tooManyEmails: 'Demasiados emails en una sola importación (máximo 10.000)',
  videoLinkInvalid: 'El formato del enlace de video no es válido',
  videoIdUnreadable: 'No se pudo extraer un ID válido del enlace de YouTube',
  genderInvalid: 'El género debe ser "male" o "female"',
  unitNotFound: 'Rutina no encontrada',
  exerciseNotFound: 'Ejercicio no encontrado',
  prescriptionInvalid:
    'Indica de 1 a 20 series, y repeticiones (1-200) o segundos (5-3600) por serie, no ambos; descanso de 0 a 600 segundos',
  magicLinkForAdmin: 'No se pueden crear enlaces de acceso para una cuenta de administrador',
  memberNotFound: 'Usuario no encontrado',
  enrolmentNotFound: 'Inscripción no encontrada',
  onlyAdminGrantsRevocable: 'Solo se pueden revocar los accesos concedidos por el administrador',
  emailNotListed: 'Ese email no está en la lista de pre-aprobados',
  alreadyEnrolled: 'El miembro ya tiene acceso a esa edición',
} as const;

// ---- the audit event, one schema for every service ----

export const AUDIT_ACTIONS = [
  'pre_approved.added',
  'pre_approved.imported',
  'pre_approved.removed',
  'video.updated',
  'prescription.updated',
  'cache.refreshed',
  'magic_link.created',
  'access.granted',
  'access.revoked',
  'review.approved',
  'review.rejected',
  'second_factor.enabled',
  'payment.granted',
  'payment.refunded',
  'community_post.created',
  'community_post.pinned',
  'community_post.unpinned',
  'community_post.hidden',
  'community_post.restored',
  'community_member.muted',
  'community_member.unmuted',
  'community_conversation.opened',
  'community_message.sent',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AdminActorSchema = z.object({
  id: z.number().int().positive(),
  username: z.string().min(1).max(100),
});
export type AdminActor = z.output<typeof AdminActorSchema>;

export const AuditEventSchema = z.object({
  action: z.enum(AUDIT_ACTIONS),
  actor: AdminActorSchema,
  /** What the action touched, readable: an e-mail, `exercise:12 (female)`, a username. */
  target: z.string().max(500),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  requestId: z.string().max(200).nullable(),
  at: z.iso.datetime(),
});
export type AuditEvent = z.output<typeof AuditEventSchema>;

/** The subject on which `service` publishes its audit events (identity and challenge today). */
export const auditSubject = (service: ServiceName) => `${service}.audit.recorded.v1` as const;

/** The subjects of the admin service. The admin commands on other services' data are in their `<Service>Subjects`. */
export const AdminSubjects = {
  auditList: 'admin.audit.list',
  /** The trainer's "Resultados" of one edition, from the admin service's read model. */
  insights: 'admin.insights.get',
  /** The satisfaction check-in's counts over the last ended editions (the landing's figure). */
  satisfaction: 'admin.satisfaction.get',
} as const;

export const AuditListSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The id of the oldest entry already shown: entries older than it come next. */
  before: z.coerce.number().int().positive().optional(),
});
export type AuditListQuery = z.output<typeof AuditListSchema>;

export interface AuditEntryDto {
  id: number;
  action: AuditAction;
  actor: AdminActor;
  target: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
  at: string;
}
export interface AuditPageDto {
  entries: AuditEntryDto[];
  /** Pass as `before` for the next page; null at the end of the log. */
  nextBefore: number | null;
}

// ---- pre-approved list (identity) ----

/** "a simple address pattern" (spec 2, section 5). */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const BULK_IMPORT_MAX = 10_000;

export const PreApprovedEmailSchema = z
  .string({ error: AdminMessages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, AdminMessages.emailRequired)
  .max(254, AdminMessages.emailInvalid)
  .regex(SIMPLE_EMAIL_PATTERN, AdminMessages.emailInvalid);

/** Addresses per answer of `identity.pre-approval.list` (about 0.3 MB: well under a NATS message). */
export const PRE_APPROVED_PAGE_MAX = 5000;
export const PreApprovedPageSchema = z.object({
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(PRE_APPROVED_PAGE_MAX).default(PRE_APPROVED_PAGE_MAX),
});

export const AddPreApprovedInputSchema = z.object({ email: PreApprovedEmailSchema });

/** The bulk import text split by comma, semicolon or newline, each item trimmed (spec 2, section 5). */
export const splitEmailList = (input: string | string[]): string[] =>
  (Array.isArray(input) ? input : [input])
    .flatMap((chunk) => String(chunk).split(/[,;\r\n]+/))
    .map((item) => item.trim())
    .filter(Boolean);

export const ImportPreApprovedInputSchema = z.object({
  emails: z
    .union([z.string(), z.array(z.string())], { error: AdminMessages.nothingToImport })
    .transform(splitEmailList)
    .refine((items) => items.length > 0, AdminMessages.nothingToImport)
    .refine((items) => items.length <= BULK_IMPORT_MAX, AdminMessages.tooManyEmails),
});

export const RemovePreApprovedInputSchema = z.object({
  emails: z.array(z.string().trim().toLowerCase().min(1).max(254)).min(1).max(BULK_IMPORT_MAX),
});

/** An admin command: the acting admin travels with it (from the gateway's server-side session). */
const actor = { actor: AdminActorSchema };

export const AdminAddPreApprovedSchema = AddPreApprovedInputSchema.extend(actor);
export const AdminImportPreApprovedSchema = ImportPreApprovedInputSchema.extend(actor);
export const AdminRemovePreApprovedSchema = RemovePreApprovedInputSchema.extend(actor);
export const AdminMagicLinkSchema = MagicLinkInputSchema.extend(actor);

export interface ImportReportDto {
  added: string[];
  skipped: string[];
  invalid: string[];
}
export interface RemoveReportDto {
  removed: string[];
  missing: string[];
}

// ---- members (identity search + challenge overview) ----

export const MemberSearchSchema = z.object({
  query: z.string().trim().max(254).default(''),
  /** One account by id (the gateway reads the e-mail of the member it grants access to; Resultados opens a member at risk). */
  userId: z.coerce
    .number({ error: 'El miembro debe ser un número' })
    .int('El miembro debe ser un número entero')
    .positive('El miembro debe ser un número positivo')
    .optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export interface MemberSearchDto {
  total: number;
  users: Array<UserDto & { createdAt: string }>;
}

export const MemberOverviewSchema = z.object({ members: z.array(MemberSchema).max(50) });

export const ENROLMENT_SOURCES = ['payment', 'store', 'pre_approved', 'admin', 'demo'] as const;

export interface EnrolmentSummaryDto {
  id: string;
  editionNumber: number;
  startDate: string;
  endDate: string;
  /** payment | store | pre_approved | admin | demo */
  source: string;
  revoked: boolean;
}
export interface MemberOverviewDto {
  userId: number;
  enrolments: EnrolmentSummaryDto[];
  access: Pick<AccessDto, 'status'>;
  day: number;
  streak: number;
  progress: number;
}

export const GrantAccessInputSchema = z.object({
  userId: z.coerce.number().int().positive(),
  edition: z.enum(['running', 'next']).default('next'),
});
export const RevokeAccessInputSchema = z.object({ enrolmentId: z.uuid({ error: AdminMessages.enrolmentNotFound }) });

export const AdminGrantAccessSchema = z
  .object({
    userId: z.number().int().positive(),
    email: z.string().trim().toLowerCase().pipe(z.email()),
    edition: z.enum(['running', 'next']),
  })
  .extend(actor);
export const AdminRevokeAccessSchema = RevokeAccessInputSchema.extend(actor);

// ---- videos and caches (challenge) ----

export const AdminWorkoutsQuerySchema = z.object({
  gender: z.enum(GENDERS, { error: AdminMessages.genderInvalid }).default('male'),
});

/**
 * A YouTube id from a full link (watch, embed, shorts, live, youtu.be, with any parameters) or a
 * bare 11-character id. `null`: the text is not a video link at all; `''`: a link without a valid id.
 */
export function extractYouTubeId(input: string): string | null {
  const text = input.trim();
  if (VIDEO_ID_PATTERN.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  let candidate: string | null | undefined;
  if (host === 'youtu.be') candidate = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, id] = url.pathname.split('/');
    candidate =
      kind === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(kind ?? '')
          ? id
          : undefined;
    if (candidate === undefined) return null;
  } else return null;
  return candidate && VIDEO_ID_PATTERN.test(candidate) ? candidate : '';
}

export const UpdateVideoInputSchema = z.object({
  unitId: z.coerce.number({ error: AdminMessages.unitNotFound }).int().positive(AdminMessages.unitNotFound),
  exerciseId: z.coerce.number({ error: AdminMessages.exerciseNotFound }).int().positive(AdminMessages.exerciseNotFound),
  gender: z.enum(GENDERS, { error: AdminMessages.genderInvalid }),
  videoId: z
    .string({ error: AdminMessages.videoLinkInvalid })
    .max(500, AdminMessages.videoLinkInvalid)
    .transform((text, ctx) => {
      const id = extractYouTubeId(text);
      if (id) return id;
      ctx.addIssue({
        code: 'custom',
        message: id === '' ? AdminMessages.videoIdUnreadable : AdminMessages.videoLinkInvalid,
      });
      return z.NEVER;
    }),
});
export type UpdateVideoInput = z.output<typeof UpdateVideoInputSchema>;

export const AdminUpdateVideoSchema = z
  .object({
    unitId: z.number().int().positive(),
    exerciseId: z.number().int().positive(),
    gender: z.enum([...GENDERS, 'generic']),
    videoId: z.string().regex(VIDEO_ID_PATTERN, AdminMessages.videoLinkInvalid),
  })
  .extend(actor);
export const AdminRefreshCacheSchema = z.object({}).extend(actor);

/** What the workout player follows for one exercise: sets of repetitions or of seconds held, and the rest. */
const whole = (min: number, max: number) =>
  z
    .number({ error: AdminMessages.prescriptionInvalid })
    .int(AdminMessages.prescriptionInvalid)
    .min(min, AdminMessages.prescriptionInvalid)
    .max(max, AdminMessages.prescriptionInvalid);
const prescriptionFields = {
  unitId: z.number().int().positive(),
  exerciseId: z.number().int().positive(),
  sets: whole(1, 20),
  reps: whole(1, 200).nullable(),
  workSeconds: whole(5, 3600).nullable(),
  restSeconds: whole(0, 600),
};
const repsOrSeconds = (value: { reps: number | null; workSeconds: number | null }) =>
  (value.reps === null) !== (value.workSeconds === null);
export const UpdatePrescriptionInputSchema = z
  .object(prescriptionFields)
  .refine(repsOrSeconds, { message: AdminMessages.prescriptionInvalid, path: ['reps'] });
export type UpdatePrescriptionInput = z.output<typeof UpdatePrescriptionInputSchema>;
export const AdminUpdatePrescriptionSchema = z
  .object({ ...prescriptionFields, ...actor })
  .refine(repsOrSeconds, { message: AdminMessages.prescriptionInvalid, path: ['reps'] });
export interface PrescriptionUpdateDto {
  success: true;
  exerciseId: number;
  sets: number;
  reps: number | null;
  workSeconds: number | null;
  restSeconds: number;
}

export interface AdminExerciseDto {
  id: number;
  title: string;
  /** Without the internal updateTimeMale/Female markers. */
  description: string;
  /** For the asked gender: its id, else the generic one ('' when none). */
  videoId: string;
  videoIdMale: string;
  videoIdFemale: string;
  sets: number;
  reps: number | null;
  workSeconds: number | null;
  restSeconds: number;
}
export interface AdminWorkoutUnitDto {
  id: number;
  order: number;
  title: string;
  description: string;
  isRestDay: boolean;
  exercises: AdminExerciseDto[];
}

export interface CacheVersionDto {
  cacheVersion: string;
}

export interface GrantedAccessDto {
  enrolmentId: string;
  editionNumber: number;
  startDate: string;
  endDate: string;
}

// ---- the administrator's second factor (TOTP), set up from the panel ----

/** Whether the acting admin's sign-in asks for a code, and how many recovery codes are left. */
export interface SecondFactorStatusDto {
  enabled: boolean;
  recoveryCodesLeft: number;
}

/** A new secret waiting for its first code: the QR code (an SVG data URL) and the key to type by hand. */
export interface SecondFactorSetupDto {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

/** The second factor is on: recovery codes, each good once, shown this one time. */
export interface SecondFactorEnabledDto {
  recoveryCodes: string[];
}

export const SecondFactorActorSchema = z.object(actor);
/**
 * A new key replaces one in use only with a code of the one in use (or a recovery code): a session
 * left open somewhere must not be enough to take the account's second factor over.
 */
export const StartSecondFactorInputSchema = z.object({ code: SecondFactorCodeSchema.optional() });
export const StartSecondFactorSchema = StartSecondFactorInputSchema.extend(actor);
export const ConfirmSecondFactorInputSchema = z.object({
  code: z
    .string({ error: IdentityMessages.secondFactorInvalid })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, IdentityMessages.secondFactorInvalid)),
});
/** `token`: the session confirming, which stays; every other session of the admin ends. */
export const ConfirmSecondFactorSchema = ConfirmSecondFactorInputSchema.extend(actor).extend({
  token: z.string().min(1).max(200).optional(),
});

// ---- payments that were not the price, settled by the trainer ----

/**
 * What the trainer must look at: `discrepancy`, paid but not the price (it granted nothing until the
 * trainer grants or refunds it); `test`, a store test order, and `pending`, a store order not paid
 * (yet): both granted nothing and are listed so the trainer knows why; `second`, a payment for an
 * edition the e-mail had bought already: a refund to make.
 */
export const REVIEW_KINDS = ['discrepancy', 'test', 'pending', 'second'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** A payment the trainer must look at (see ReviewKind). */
export interface DiscrepancyDto {
  paymentId: string;
  kind: ReviewKind;
  provider: PaymentSucceededEvent['provider'];
  providerPaymentId: string;
  email: string;
  amountCents: number;
  currency: string;
  paidAt: string;
}

export const DISCREPANCY_RESOLUTIONS = ['grant', 'refund'] as const;
export type DiscrepancyResolution = (typeof DISCREPANCY_RESOLUTIONS)[number];

export const ResolveDiscrepancyInputSchema = z.object({
  paymentId: z.uuid({ error: BillingMessages.paymentNotFound }),
  resolution: z.enum(DISCREPANCY_RESOLUTIONS, { error: BillingMessages.resolutionInvalid }),
});
export const AdminResolveDiscrepancySchema = ResolveDiscrepancyInputSchema.extend(actor);

/** What became of it: `succeeded` (access granted) or `refunded` (the money goes back, nothing granted). */
export interface ResolvedDiscrepancyDto {
  paymentId: string;
  status: 'succeeded' | 'refunded';
}

// ---- one address's payments and access: the trainer answers "I paid and have no access" ----

/** The address to look up (any address: the trainer asks for a buyer's, registered or not). */
export const AddressLookupSchema = z.object({ email: PreApprovedEmailSchema });

/** A payment of the address, as billing holds it: what the provider said and the state it published. */
export interface AddressPaymentDto {
  paymentId: string;
  provider: PaymentSucceededEvent['provider'];
  providerPaymentId: string;
  amountCents: number;
  currency: string;
  /** Billing's summary of the state it last published (succeeded, refunded, disputed, discrepancy, …). */
  status: string;
  /** The version of that state (each fact about the payment makes a new one). */
  stateVersion: number;
  /** The state gives access. */
  access: boolean;
  refundedCents: number;
  paidAt: string;
  refundedAt: string | null;
}

/** A checkout the address started (the subscription it opens at the provider), and its renewal. */
export interface AddressCheckoutDto {
  subscriptionId: string;
  provider: 'stripe' | 'simulated';
  /** The provider's words: incomplete, active, past_due, canceled, … */
  status: string;
  /** The edition its first payment buys; null for checkouts older than that record. */
  editionNumber: number | null;
  amountCents: number;
  currency: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  startedAt: string;
}

/** An enrolment of the address, as challenge holds it. */
export interface AddressEnrolmentDto {
  enrolmentId: string;
  editionNumber: number;
  /** payment | pre_approved | admin | demo */
  source: string;
  /** The payment it came from (source "payment"), else null. */
  paymentId: string | null;
  /** The payment state challenge applied for that payment (billing's stateVersion once caught up), else null. */
  appliedStateVersion: number | null;
  /** The account it belongs to; null while no account proved the address. */
  userId: number | null;
  revokedAt: string | null;
}

/** What challenge knows of an address: its enrolments, the account that proved it (if any), its nutrition plans. */
export interface AddressAccessDto {
  enrolments: AddressEnrolmentDto[];
  verifiedBy: number | null;
  /** How many nutrition plans are kept under the address (a buyer's, from their purchase's own proof). */
  nutritionPlans: number;
}

/** The look-up's answer: billing's payments beside challenge's enrolments, for one address. */
export interface AddressLookupDto extends AddressAccessDto {
  email: string;
  checkouts: AddressCheckoutDto[];
  payments: AddressPaymentDto[];
}
