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
  /** Runs the purge of expired sessions and tokens now (the job also runs every hour). */
  purgeExpired: 'identity.maintenance.purge',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

export const IdentityMessages = {
  usernameRequired: 'El nombre de usuario es requerido',
  emailInvalid: 'El correo electrónico no es válido',
  passwordRequired: 'La contraseña es requerida',
  passwordTooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`,
  genderInvalid: 'El género debe ser "male" o "female"',
  timezoneInvalid: 'Zona horaria no soportada',
  usernameTaken: 'El nombre de usuario ya está registrado',
  emailTaken: 'El correo electrónico ya está registrado',
  reservedUsername: 'Ese nombre de usuario no está disponible',
  invalidCredentials: 'Usuario o contraseña incorrectos',
  unauthenticated: 'No has iniciado sesión',
  tokenExpired: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
  tokenNotFound: 'Token de autenticación inválido. Por favor, inicia sesión nuevamente.',
  sessionRenewed: 'Sesión renovada',
  emailRequired: 'Por favor ingresa tu email registrado',
  emergencyLinkSent: 'Si tu correo está registrado, te enviamos un enlace de acceso válido por 15 minutos.',
  resetRequested: 'Solicitud procesada',
  resetRequestedDescription:
    'Si el correo está registrado, recibirás un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.',
  resetTokenValid: 'Token válido',
  resetTokenInvalid: 'Token inválido o expirado',
  passwordUpdated: 'Contraseña actualizada correctamente',
  adminAccessDenied: 'Acceso denegado',
  adminCredentialInvalid: 'Credenciales de administrador inválidas',
  userNotFound: 'Usuario no encontrado',
  tooManyRequests: 'Demasiados intentos. Por favor, espera unos minutos e inténtalo de nuevo.',
} as const;

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

const username = z
  .string({ error: IdentityMessages.usernameRequired })
  .trim()
  .min(1, IdentityMessages.usernameRequired)
  .max(100);

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
});
export type RegisterInput = z.input<typeof RegisterInputSchema>;
export type RegisterCommand = z.output<typeof RegisterInputSchema>;

export const LoginInputSchema = z.object({
  username: z
    .string({ error: IdentityMessages.usernameRequired })
    .trim()
    .toLowerCase()
    .min(1, IdentityMessages.usernameRequired)
    .max(254),
  password: z.string({ error: IdentityMessages.passwordRequired }).min(1, IdentityMessages.passwordRequired).max(200),
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

export const VerifyDeviceTokenSchema = z.object({
  token: z.string({ error: IdentityMessages.tokenNotFound }).trim().min(1, IdentityMessages.tokenNotFound).max(300),
  deviceId: z.string().max(200).optional(),
});
export type VerifyDeviceTokenInput = z.output<typeof VerifyDeviceTokenSchema>;

export const ResetTokenSchema = z.object({
  token: z
    .string({ error: IdentityMessages.resetTokenInvalid })
    .trim()
    .min(1, IdentityMessages.resetTokenInvalid)
    .max(300),
});

export const ResetPasswordInputSchema = z.object({
  token: z
    .string({ error: IdentityMessages.resetTokenInvalid })
    .trim()
    .min(1, IdentityMessages.resetTokenInvalid)
    .max(300),
  newPassword: z
    .string({ error: IdentityMessages.passwordRequired })
    .min(1, IdentityMessages.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, IdentityMessages.passwordTooShort)
    .max(200),
});
export type ResetPasswordInput = z.output<typeof ResetPasswordInputSchema>;

export const MagicLinkInputSchema = z.object({
  username: z
    .string({ error: IdentityMessages.usernameRequired })
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
  hasPaid: boolean;
  gender: Gender;
  timezone: SupportedTimezone;
  timezoneLabel: string;
}

/** A new session: the opaque token travels to the client once, identity keeps only its hash. */
export interface SessionGrant {
  user: UserDto;
  token: string;
  expiresAt: string;
  /** For an administrator: the signed, expiring X-Admin-Auth credential (`<base64url id:username>.<exp>.<mac>`). */
  adminAuth?: string;
}
