import { z } from 'zod';
import { GENDERS, type Gender } from './identity.js';
import { isSupportedTimezone, type SupportedTimezone } from './timezones.js';

/** The subjects of the challenge service: its requests (`challenge.<entity>.<verb>`), broadcasts and events. */
export const ChallengeSubjects = {
  challengeDay: 'challenge.day.get',
  units: 'challenge.unit.list',
  unit: 'challenge.unit.get',
  exercise: 'challenge.exercise.get',
  completeExercise: 'challenge.exercise.complete',
  completions: 'challenge.completion.list',
  history: 'challenge.history.list',
  dailyGoal: 'challenge.goal.get',
  memberStats: 'challenge.member.stats',
  access: 'challenge.access.get',
  /**
   * The access an e-mail already has: for identity at registration (paid before the account existed)
   * and for a member's access waiting on the e-mail's verification; for billing before a checkout.
   */
  accessByEmail: 'challenge.access.by-email',
  nextEdition: 'challenge.edition.next',
  grantEnrolment: 'challenge.enrolment.grant',
  nutritionPlan: 'challenge.nutrition.get',
  /** Computes (and stores) a subscriber's nutrition plan; billing and the gateway call it. */
  computeNutritionPlan: 'challenge.nutrition-plan.compute',
  /** The trainer's panel: workouts with their videos, and video changes (audited). */
  adminWorkouts: 'challenge.admin.workouts',
  adminUpdateVideo: 'challenge.admin.update-video',
  refreshCache: 'challenge.cache.refresh',
  cacheVersion: 'challenge.cache.version',
  memberOverview: 'challenge.member.overview',
  /** Admin grants and revocations of access (audited). */
  adminGrantAccess: 'challenge.enrolment.admin-grant',
  adminRevokeAccess: 'challenge.enrolment.admin-revoke',
  /** The member's reminders (issue 24): preferences, Web Push devices, the mailed one-click unsubscribe. */
  reminders: {
    getSettings: 'challenge.reminder-settings.get',
    setSettings: 'challenge.reminder-settings.set',
    unsubscribe: 'challenge.reminder-settings.unsubscribe',
    pushPublicKey: 'challenge.push-key.get',
    addPushSubscription: 'challenge.push-subscription.add',
    removePushSubscription: 'challenge.push-subscription.remove',
  },
  /** Published on core NATS (no reply, no JetStream) to every challenge replica. */
  broadcasts: {
    /** Content that the caches hold changed: a video id was set. */
    contentChanged: 'challenge.content.changed',
  },
  /** Events challenge publishes (through its outbox, to JetStream). */
  events: {
    /** challenge → identity: the member's access changed; identity keeps `hasPaid` from it. */
    accessChanged: 'challenge.access.changed.v1',
  },
} as const;

export const ChallengeMessages = {
  noSubscription: 'Necesitas una suscripción para acceder a las rutinas de entrenamiento.',
  unitNotFound: 'Rutina no encontrada',
  exerciseNotFound: 'Ejercicio no encontrado',
  missingData: 'Faltan datos para completar el ejercicio',
  unitLockedFuture: 'Esta rutina aún no está disponible',
  unitLockedExpired: 'Esta rutina ya no está disponible',
  invalidVideo: 'El formato del enlace de video no es válido',
  invalidNutrition: 'Datos personales inválidos',
} as const;

export const ChallengeErrorCodes = {
  noSubscription: 'no_subscription',
  notFound: 'not_found',
  locked: 'unit_locked',
} as const;

/** Who asks: the gateway sends the signed-in user's facts with every request (one NATS call per REST call). */
export const MemberSchema = z.object({
  userId: z.number().int().positive(),
  email: z.string(),
  gender: z.enum(GENDERS),
  timezone: z
    .string()
    .refine(isSupportedTimezone)
    .transform((value) => value as SupportedTimezone),
  isAdmin: z.boolean().default(false),
  /** The member proved the e-mail is theirs: only then is what is kept by e-mail (the nutrition plan) theirs. */
  emailVerified: z.boolean().default(false),
});
export type Member = z.output<typeof MemberSchema>;
export type MemberInput = z.input<typeof MemberSchema>;

export const MemberRequestSchema = z.object({ member: MemberSchema });

export const AccessByEmailSchema = z.object({ email: z.string().trim().toLowerCase().pipe(z.email()) });
/** What an e-mail's enrolments (and its verified account's) give. */
export interface AccessByEmailDto {
  /** When the latest enrolment ends (as in challenge.access.changed.v1), or null without one. */
  accessEndsAt: string | null;
  /** The edition of the latest enrolment, not ended, that no account holds yet (paid before the account or its verification). */
  waiting: EditionDto | null;
  /** A purchase now would buy an edition this e-mail (or its account) already has: it must not be charged. */
  coversPurchase: boolean;
}

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });

export const UnitRequestSchema = z.object({
  member: MemberSchema,
  unitId: positiveId(ChallengeMessages.unitNotFound),
  unlockAll: z.boolean().default(false),
});

export const ExerciseRequestSchema = z.object({
  member: MemberSchema,
  exerciseId: positiveId(ChallengeMessages.missingData),
  unitId: positiveId(ChallengeMessages.missingData),
  unlockAll: z.boolean().default(false),
});

export const GrantEnrolmentSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  userId: z.number().int().positive().nullable().default(null),
  reason: z.string().min(1).max(100).default('admin'),
  /** Optional idempotency key: the same key grants once. */
  sourceId: z.string().min(1).max(200).optional(),
  /** Put the member in this edition instead of the one ENROL_CURRENT_UNTIL_DAY picks. */
  editionNumber: z.number().int().min(1).optional(),
});
export type GrantEnrolmentCommand = z.output<typeof GrantEnrolmentSchema>;

export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

export const TimezoneInputSchema = z.object({
  timezone: z
    .string({ error: 'Zona horaria no soportada' })
    .refine(isSupportedTimezone, 'Zona horaria no soportada')
    .transform((value) => value as SupportedTimezone),
});

export const CompleteExerciseInputSchema = z.object({
  unitId: positiveId(ChallengeMessages.missingData),
});

// ---- replies ----

export type LockReason = 'future' | 'expired' | 'today';
export type AccessStatus = 'none' | 'not_started' | 'active' | 'ended';

export interface ExerciseDto {
  id: number;
  unitId: number;
  position: number;
  title: string;
  description: string;
  duration: number;
  /** The key of the exercise's technique card (stable when the title is renamed); null: none. */
  techniqueKey: string | null;
  /** The member's video: the gender-specific id, else the generic one ('' when none). */
  videoId: string;
  videoIdMale: string;
  videoIdFemale: string;
  completed: boolean;
}

/** One exercise with what the workout page shows around it. */
export interface ExerciseDetailDto extends ExerciseDto {
  /** "Rutina {position} de {total}". */
  total: number;
  unit: { id: number; order: number; title: string; description: string; isRestDay: boolean };
}

export interface WorkoutUnitDto {
  id: number;
  order: number;
  week: number;
  title: string;
  description: string;
  duration: number;
  isRestDay: boolean;
  exercises: ExerciseDto[];
  /** Ids of this unit's exercises the member has completed. */
  completedExercises: number[];
  isComplete: boolean;
  isToday: boolean;
  locked: boolean;
  lockReason: LockReason;
}

export interface EditionDto {
  number: number;
  startDate: string;
  endDate: string;
}

export interface AccessDto {
  status: AccessStatus;
  edition: EditionDto | null;
  enrolmentId: string | null;
  daysUntilStart: number | null;
  nextEdition: EditionDto;
}

/**
 * Where a day of the 28 stands for the member (the dashboard's map): `done` its unit is complete,
 * `missed` a past training day whose unit is not, `rest` a rest day reached (its unit says so),
 * `today` today's training not done yet, `locked` a day still to come.
 */
export const DAY_STATUSES = ['done', 'missed', 'rest', 'today', 'locked'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

export interface DayStatusDto {
  day: number;
  status: DayStatus;
}

export interface ChallengeDayDto {
  dayOfChallenge: number;
  todaysUnit: { id: number; title: string; exercises: Array<{ id: number }> } | null;
  currentDay: number;
  currentWeek: number;
  currentDate: string;
  todaysWorkout: WorkoutUnitDto | null;
  percentage: number;
  /** Today is a rest day (the calendar's, or a unit made a rest day). */
  isRestDay: boolean;
  /** Every rest day of the challenge (1-28), for the day strip: the client does not decide them. */
  restDays: number[];
  streak: number;
  /** The longest run of the edition so far, counted as the streak is. */
  bestStreak: number;
  /** The 28 days of the member's edition in order, each with its status. */
  days: DayStatusDto[];
  progress: number;
  access: AccessDto;
}

export interface CompletionDto {
  unitId: number;
  day: number;
  completedAt: string;
}

export interface HistoryEntryDto {
  unitId: number;
  exerciseId: number;
  day: number;
  completedAt: string;
}

export interface DailyGoalDto {
  day: number;
  unitId: number | null;
  title: string;
  isRestDay: boolean;
  completedExercises: number;
  totalExercises: number;
  completed: boolean;
}

export interface CompleteExerciseDto {
  success: true;
  exerciseId: number;
  unitId: number;
  unitCompleted: boolean;
  streak: number;
  progress: number;
}

export interface MemberStatsDto {
  streak: number;
  progress: number;
}

export type { Gender };
