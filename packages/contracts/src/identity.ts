import { z } from 'zod';
import { DEFAULT_TIMEZONE, isSupportedTimezone, type SupportedTimezone } from './timezones.js';

export const IdentitySubjects = {
  register: 'identity.user.register',
  login: 'identity.session.create',
  resolveSession: 'identity.session.resolve',
  logout: 'identity.session.revoke',
  /** Legacy mobile sign-in: a bearer session whose token travels back as `auth.token`. */
  mobileLogin: 'identity.session.create-bearer',
  /** Rotates a session token (renew-session): the old one stops working at once. */
  renewSession: 'identity.session.renew',
  /** Checks a device token, or exchanges a one-time sign-in link token for a device session. */
  verifyDeviceToken: 'identity.device-token.verify',
  checkPreApproved: 'identity.pre-approval.check',
  addPreApproved: 'identity.pre-approval.add',
  listPreApproved: 'identity.pre-approval.list',
  removePreApproved: 'identity.pre-approval.remove',
  /** Emergency access: e-mails a one-time sign-in link (15 min) to a pre-approved account. */
  requestEmergencyAccess: 'identity.emergency-link.request',
  requestPasswordReset: 'identity.password-reset.request',
  validatePasswordReset: 'identity.password-reset.validate',
  resetPassword: 'identity.password-reset.complete',
  /** For the admin service: a 48-hour single-use sign-in link for a member. */
  createMagicLink: 'identity.magic-link.create',
  /** Issues a fresh X-Admin-Auth credential to the administrator of a live session. */
  issueAdminCredential: 'identity.admin-credential.issue',
  /** Checks an X-Admin-Auth credential against the signed-in admin. */
  verifyAdminCredential: 'identity.admin-credential.verify',
  /** Verifies the account's e-mail with the one-time token of the link e-mailed at registration. */
  confirmEmail: 'identity.email.confirm',
  /** The signed-in member who paid for their own address in this browser: the checkout verifies it. */
  confirmEmailByCheckout: 'identity.email.confirm-by-checkout',
  /** E-mails the signed-in member a new verification link (the older ones stop working). */
  resendEmailVerification: 'identity.email.resend-verification',
  /** What waits for the signed-in member's address to be verified: a paid edition, or the pre-approved list. */
  waitingAccess: 'identity.waiting-access.get',
  /** The signed-in member whose address is not verified corrects it (a mistyped one): a new link goes there. */
  changeEmail: 'identity.email.change',
  /** Runs the purge of expired sessions and tokens now (the job also runs every hour). */
  purgeExpired: 'identity.maintenance.purge',
  /** Admin commands on the pre-approved list (they carry the acting admin and are audited). */
  adminAddPreApproved: 'identity.pre-approval.admin-add',
  importPreApproved: 'identity.pre-approval.import',
  adminRemovePreApproved: 'identity.pre-approval.admin-remove',
  /** The admin's member search (by text, or one account by id). */
  searchMembers: 'identity.user.search',
  /** Changes a member's timezone (the member's settings page); answers the updated UserDto. */
  setTimezone: 'identity.user.timezone.set',
  /** How each supported timezone is named to a member: IANA name → label (the settings page's list). */
  timezoneLabels: 'identity.timezone.list',
  /** Changes which version of the videos (male or female) a member sees; answers the updated UserDto. */
  setVideoVersion: 'identity.user.video-version.set',
  /** The administrator's second factor (TOTP): whether it is on, and its set-up from the admin panel. */
  secondFactorStatus: 'identity.second-factor.status',
  startSecondFactor: 'identity.second-factor.start',
  confirmSecondFactor: 'identity.second-factor.confirm',
  /** Core NATS, no queue group: every replica of the listener hears it. */
  broadcasts: {
    /**
     * After identity ended a session (`tokenHash`: sha256 hex of its token), every session of a
     * member, or changed what a member's sessions resolve to (`userId` or `email`): every gateway
     * replica drops what it cached at once (SessionsChangedNotice).
     */
    sessionsChanged: 'identity.sessions.changed',
  },
  /** Events identity publishes (through its outbox, to JetStream). */
  events: {
    /** identity → challenge: a new account; `emailVerified` (checkout-proven) accounts get their e-mail's access. */
    userRegistered: 'identity.user.registered.v1',
    /**
     * identity → challenge: the account's e-mail is now verified; access attached by that e-mail
     * (earlier and later payments, pre-approval) becomes the account's.
     */
    userEmailVerified: 'identity.user.email-verified.v1',
    /** identity → challenge: the member chose another timezone; the reminders move to its local time. */
    userTimezoneChanged: 'identity.user.timezone-changed.v1',
  },
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_MAX_LENGTH = 100;

export const IdentityMessages = {
  usernameRequired: 'El nombre de usuario es requerido',
  emailInvalid: 'El email no es válido',
  passwordRequired: 'La contraseña es requerida',
  passwordTooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`,
  passwordTooCommon: 'Esa contraseña es demasiado común. Elige una más difícil de adivinar',
  usernameTooLong: `El nombre de usuario no puede tener más de ${USERNAME_MAX_LENGTH} caracteres`,
  usernameInvisible: 'El nombre de usuario contiene caracteres invisibles o no permitidos',
  usernameMixedScripts: 'El nombre de usuario no puede mezclar letras de alfabetos distintos',
  usernameLooksLikeEmail: 'El nombre de usuario no puede ser una dirección de email',
  genderInvalid: 'El género debe ser "male" o "female"',
  timezoneInvalid: 'Zona horaria no soportada',
  videoVersionInvalid: 'Elige la versión de los videos: Hombre o Mujer',
  usernameTaken: 'El nombre de usuario ya está registrado',
  emailTaken: 'El email ya está registrado',
  reservedUsername: 'Ese nombre de usuario no está disponible',
  usernameIsOtherEmail: 'El nombre de usuario no puede ser el email de otra cuenta',
  emailIsOtherUsername: 'Ese email es el nombre de usuario de otra cuenta',
  emailVerified: 'Tu email quedó verificado',
  emailAlreadyVerified: 'Tu email ya está verificado',
  emailVerificationSent: 'Te enviamos un enlace para verificar tu email. Revisa tu bandeja de entrada.',
  emailVerificationInvalid: 'El enlace de verificación no es válido, ya se usó o expiró. Pide uno nuevo.',
  emailChangeVerified: 'Tu email ya está verificado: no se puede cambiar desde aquí.',
  emailChanged: (email: string) =>
    `Listo: ahora tu email es ${email}. Te enviamos allí un enlace nuevo para verificarlo.`,
  invalidCredentials: 'Usuario o contraseña incorrectos',
  unauthenticated: 'No has iniciado sesión',
  tokenExpired: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
  tokenNotFound: 'Token de autenticación inválido. Por favor, inicia sesión nuevamente.',
  sessionRenewed: 'Sesión renovada',
  emailRequired: 'Por favor ingresa tu email registrado',
  emergencyLinkSent: 'Si tu email está registrado, te enviamos un enlace de acceso válido por 15 minutos.',
  resetRequested: 'Solicitud procesada',
  resetRequestedDescription:
    'Si el email está registrado, recibirás un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.',
  resetTokenValid: 'Token válido',
  resetTokenInvalid: 'Token inválido o expirado',
  passwordUpdated: 'Contraseña actualizada correctamente',
  adminAccessDenied: 'Acceso denegado',
  adminCredentialInvalid: 'Credenciales de administrador inválidas',
  adminSecondFactorSetupRequired:
    'Antes de usar el panel, activa la verificación en dos pasos en la pestaña Seguridad: escanea el código QR con tu aplicación de autenticación y confirma el primer código.',
  userNotFound: 'Usuario no encontrado',
  tooManyRequests: 'Demasiados intentos. Por favor, espera unos minutos e inténtalo de nuevo.',
  /** Too many sign-ins (registrations, password changes) at once for the passwords to be checked in time. */
  passwordChecksBusy: 'Hay muchas solicitudes en este momento. Por favor, inténtalo de nuevo en unos segundos.',
  secondFactorRequired: 'Introduce el código de 6 dígitos de tu aplicación de autenticación.',
  secondFactorInvalid: 'El código de verificación no es válido o ya se usó.',
  secondFactorNotStarted: 'Primero genera el código QR y escanéalo con tu aplicación de autenticación.',
  secondFactorReplaceNeedsCode:
    'Para cambiar tu segundo factor, introduce un código actual de tu aplicación o un código de recuperación.',
} as const;

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** A code as typed: spaces and dashes dropped, letters upper-cased (`123 456`, `abcde-fghij`). */
/** A second factor's code: the authenticator's 6 digits or a recovery code, spaces and dashes ignored. */
export const SecondFactorCodeSchema = z
  .string({ error: IdentityMessages.secondFactorInvalid })
  .max(40, IdentityMessages.secondFactorInvalid)
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z]{6,20}$/, IdentityMessages.secondFactorInvalid));

/**
 * NFKC first (full-width and styled letters become plain ones). Which names identity refuses beyond
 * their length (invisible characters, mixed scripts, look-alikes) is its username policy, not part
 * of the contract.
 */
const username = z
  .string({ error: IdentityMessages.usernameRequired })
  .normalize('NFKC')
  .trim()
  .min(1, IdentityMessages.usernameRequired)
  // In lower case too: the username key is stored lower-cased, and some letters grow (İ → i̇).
  .refine((value) => value.toLowerCase().length <= USERNAME_MAX_LENGTH, IdentityMessages.usernameTooLong);

export const RegisterInputSchema = z.object({
  username,
  email: z
    .string({ error: IdentityMessages.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: IdentityMessages.emailInvalid }).max(254)),
  password: z
    .string({ error: IdentityMessages.passwordRequired })
    .min(1, IdentityMessages.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, IdentityMessages.passwordTooShort)
    .max(200),
  gender: z.enum(GENDERS, { error: IdentityMessages.genderInvalid }).default('male'),
  timezone: z
    .string({ error: IdentityMessages.timezoneInvalid })
    .refine(isSupportedTimezone, IdentityMessages.timezoneInvalid)
    .transform((value) => value as SupportedTimezone)
    .default(DEFAULT_TIMEZONE),
  /**
   * After paying (`/auth?payment=success`): the checkout's client secret, kept in the buyer's tab.
   * When billing confirms that checkout paid for this very e-mail, the address counts as verified.
   */
  checkoutProof: z.string().trim().max(300).optional(),
});
export type RegisterInput = z.input<typeof RegisterInputSchema>;
export type RegisterCommand = z.output<typeof RegisterInputSchema>;

export const LoginInputSchema = z.object({
  username: z
    .string({ error: IdentityMessages.usernameRequired })
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .min(1, IdentityMessages.usernameRequired)
    .max(254),
  password: z.string({ error: IdentityMessages.passwordRequired }).min(1, IdentityMessages.passwordRequired).max(200),
  /** The second factor of an account that has one: the authenticator's 6 digits, or a recovery code. */
  code: SecondFactorCodeSchema.optional(),
});
export type LoginInput = z.input<typeof LoginInputSchema>;

/** What the gateway asks identity: the member's input and the client address it came from. */
export const LoginRequestSchema = LoginInputSchema.extend({ clientAddress: z.string().max(100).default('') });
export type LoginRequest = z.output<typeof LoginRequestSchema>;

export const SessionTokenSchema = z.object({ token: z.string().min(1).max(200) });

const emailField = z
  .string({ error: IdentityMessages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, IdentityMessages.emailRequired)
  .pipe(z.email({ error: IdentityMessages.emailInvalid }).max(254));

export const EmailInputSchema = z.object({ email: emailField });
export type EmailInput = z.output<typeof EmailInputSchema>;

/** A token from a link or a device (up to 300 characters, trimmed); missing or blank: `refusal`. */
const tokenField = (refusal: string) => z.string({ error: refusal }).trim().min(1, refusal).max(300);

export const VerifyDeviceTokenSchema = z.object({
  token: tokenField(IdentityMessages.tokenNotFound),
  deviceId: z.string().max(200).optional(),
});
export type VerifyDeviceTokenInput = z.output<typeof VerifyDeviceTokenSchema>;

export const ResetTokenSchema = z.object({ token: tokenField(IdentityMessages.resetTokenInvalid) });

export const ResetPasswordInputSchema = ResetTokenSchema.extend({
  newPassword: z
    .string({ error: IdentityMessages.passwordRequired })
    .min(1, IdentityMessages.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, IdentityMessages.passwordTooShort)
    .max(200),
});
export type ResetPasswordInput = z.output<typeof ResetPasswordInputSchema>;

export const EmailVerificationTokenSchema = z.object({ token: tokenField(IdentityMessages.emailVerificationInvalid) });
export const CheckoutEmailProofSchema = z.object({
  token: z.string().min(1).max(200),
  checkoutProof: z
    .string({ error: IdentityMessages.emailVerificationInvalid })
    .trim()
    .min(10, IdentityMessages.emailVerificationInvalid)
    .max(300),
});
/** The signed-in member's corrected address (`token`: the session). */
export const ChangeEmailSchema = z.object({
  token: z.string().min(1).max(200),
  email: RegisterInputSchema.shape.email,
});

/** What waits for the member's address to be verified: the edition paid for with it, or the pre-approved list's access. */
export interface WaitingAccessDto {
  email: string;
  reason: 'payment' | 'pre_approval';
  edition: { number: number; startDate: string; endDate: string } | null;
}

/** The answer of the e-mail verification operations (confirm, resend). */
export interface EmailVerificationAnswer {
  success: true;
  message: string;
}

export const MagicLinkInputSchema = z.object({
  username: z
    .string({ error: IdentityMessages.usernameRequired })
    .normalize('NFKC')
    .trim()
    .min(1, IdentityMessages.usernameRequired)
    .max(254),
  expiresInHours: z.number().int().min(1).max(48).default(48),
});
export type MagicLinkInput = z.output<typeof MagicLinkInputSchema>;

export const AdminCredentialInputSchema = z.object({
  credential: z.string().min(1).max(500),
  userId: z.number().int().positive(),
});

/** Answers of the access operations. */
export interface PreApprovalAnswer {
  isPreApproved: boolean;
}
/** The same for every address: whether a link left is never told (DECISIONS.md 3). */
export interface EmergencyAccessAnswer {
  message: string;
}
export interface ResetRequestAnswer {
  success: true;
  message: string;
  /** Only with MAIL_DEV_ECHO=true, never in production. */
  resetLink?: string;
}
export interface ResetValidationAnswer {
  valid: boolean;
  message: string;
}
export interface MagicLinkAnswer {
  magicLink: string;
  username: string;
  expiresAt: string;
}
export interface AdminCredentialAnswer {
  valid: boolean;
  /** A valid credential of an administrator who must still set up their second factor: only that is open. */
  secondFactorSetupRequired?: boolean;
}
export type SessionTokenInput = z.output<typeof SessionTokenSchema>;

/** A user as the services and the gateway exchange it. Never carries credentials. */
export interface UserDto {
  id: number;
  username: string;
  email: string;
  firstName: string;
  fullName: string;
  isAdmin: boolean;
  /** The member's access (an enrolment) has not ended. */
  hasPaid: boolean;
  /** Whether the account's e-mail is verified: access attached by e-mail waits for it. */
  emailVerified: boolean;
  /** May use the member pages: hasPaid, or a pre-approved and verified e-mail (spec 1, section 4). Decided by identity. */
  hasAccess: boolean;
  gender: Gender;
  timezone: SupportedTimezone;
  timezoneLabel: string;
}

/**
 * identity's answer to `resolveSession`: the member, with how long (ms, from the answer) it stays
 * true with no announcement on `identity.sessions.changed`: until the session's end (absolute or
 * idle) or the end of the member's paid access, whichever comes first. A gateway keeps it no
 * longer. A duration, not a time: the gateway's clock need not be identity's (a test moves the latter).
 */
export type ResolvedSession = UserDto & { trueForMs: number };

/** A new session: the opaque token travels to the client once, identity keeps only its hash. */
export interface SessionGrant {
  user: UserDto;
  token: string;
  expiresAt: string;
  /** For an administrator: the signed, expiring X-Admin-Auth credential (`<base64url id:username>.<exp>.<mac>`). */
  adminAuth?: string;
}

/** The input of `IdentitySubjects.setTimezone`. */
export const SetUserTimezoneSchema = z.object({
  userId: z.number().int().positive(),
  timezone: z
    .string({ error: 'Zona horaria no soportada' })
    .refine(isSupportedTimezone, 'Zona horaria no soportada')
    .transform((value) => value as SupportedTimezone),
});

/** The settings page's choice of video version (the member's `gender`); only the two values. */
export const VideoVersionInputSchema = z.object({
  gender: z.enum(GENDERS, { error: IdentityMessages.videoVersionInvalid }),
});

/** The input of `IdentitySubjects.setVideoVersion`. */
export const SetUserVideoVersionSchema = VideoVersionInputSchema.extend({
  userId: z.number().int().positive(),
});

/** The message of `IdentitySubjects.broadcasts.sessionsChanged`. */
export interface SessionsChangedNotice {
  tokenHash?: string;
  userId?: number;
  /** The member by e-mail (lower case), when the change named no account. */
  email?: string;
}
