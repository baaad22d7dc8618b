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
  adminUpdatePrescription: 'challenge.admin.update-prescription',
  refreshCache: 'challenge.cache.refresh',
  cacheVersion: 'challenge.cache.version',
  memberOverview: 'challenge.member.overview',
  /** Admin grants and revocations of access (audited). */
  adminGrantAccess: 'challenge.enrolment.admin-grant',
  adminRevokeAccess: 'challenge.enrolment.admin-revoke',
  /** The trainer's support look-up: an address's enrolments and whether an account proved it. */
  enrolmentsOfAddress: 'challenge.enrolment.list-of-address',
  /** The member's reminders: preferences, Web Push devices, the mailed one-click unsubscribe. */
  reminders: {
    getSettings: 'challenge.reminder-settings.get',
    setSettings: 'challenge.reminder-settings.set',
    unsubscribe: 'challenge.reminder-settings.unsubscribe',
    pushPublicKey: 'challenge.push-key.get',
    addPushSubscription: 'challenge.push-subscription.add',
    removePushSubscription: 'challenge.push-subscription.remove',
  },
  /** The satisfaction check-in: whether it is due for the member, and their one answer per edition. */
  survey: {
    get: 'challenge.survey.get',
    answer: 'challenge.survey.answer',
    /** The check-in e-mail's signed link: its token (which carries the score) and the recommend answer. */
    answerByLink: 'challenge.survey.answer-by-link',
  },
  /** Published on core NATS (no reply, no JetStream) to every challenge and gateway replica. */
  broadcasts: {
    /** Content that the caches hold changed: a video id was set. */
    contentChanged: 'challenge.content.changed',
    /** A member's cached answers were dropped (a completion, an enrolment change): `{ userId }`. */
    memberChanged: 'challenge.member.changed',
  },
  /** Events challenge publishes (through its outbox, to JetStream). */
  events: {
    /** challenge → identity: the member's access changed; identity keeps `hasPaid` from it. */
    accessChanged: 'challenge.access.changed.v1',
    /** challenge → admin (insights), community: a member marked an exercise done (the state right after it). */
    exerciseCompleted: 'challenge.exercise.completed.v1',
    /** challenge → admin (insights): a member's one answer to an edition's satisfaction check-in. */
    surveyAnswered: 'challenge.survey.answered.v1',
    /** challenge → admin (insights): an enrolment as it now stands (granted, linked to its account, revoked, restored). */
    enrolmentChanged: 'challenge.enrolment.changed.v1',
    /** challenge → admin (insights): a reminder went out (its kind, edition and day); no personal data. */
    reminderSent: 'challenge.reminder.sent.v1',
  },
} as const;

export const ChallengeMessages = {
  surveyNotDue: 'La encuesta de satisfacción aún no está disponible',
  surveyAnswered: 'Ya respondiste la encuesta de esta edición',
  surveyLinkInvalid: 'Este enlace de la encuesta no es válido o ha caducado. Puedes responderla desde tu panel.',
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
  /** The edition a purchase now buys (billing keeps one purchase per e-mail and edition). */
  purchaseEdition: number;
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

/**
 * A completion; `withAnswers` asks the reply to carry the exercise's unit and the exercise as they
 * stand after it (the app's mutation selects them), made from the state the completion read, so
 * nothing is asked again to show them.
 */
export const CompleteExerciseRequestSchema = ExerciseRequestSchema.extend({
  withAnswers: z.boolean().default(false),
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
// The answers the member area reads on every visit are zod schemas: their types are inferred, and
// the gateway gives them to Fastify as response schemas (serialised by fast-json-stringify, only the
// fields declared here leave). They describe; the service builds them, nothing parses them.

export const LOCK_REASONS = ['future', 'expired', 'today'] as const;
export type LockReason = (typeof LOCK_REASONS)[number];
export const ACCESS_STATUSES = ['none', 'not_started', 'active', 'ended'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

export const ExerciseReplySchema = z.object({
  id: z.number(),
  unitId: z.number(),
  position: z.number(),
  title: z.string(),
  description: z.string(),
  duration: z.number(),
  /** The player's prescription: `sets` of `reps` repetitions, or of `workSeconds` held (one is set). */
  sets: z.number(),
  reps: z.number().nullable(),
  workSeconds: z.number().nullable(),
  /** Rest after each set and before the next exercise. */
  restSeconds: z.number(),
  /** The key of the exercise's technique card (stable when the title is renamed); null: none. */
  techniqueKey: z.string().nullable(),
  /** The steps of the exercise's technique card (its technique page); empty when it has none. */
  techniqueSteps: z.array(z.string()),
  /** The member's video: the gender-specific id, else the generic one ('' when none). */
  videoId: z.string(),
  videoIdMale: z.string(),
  videoIdFemale: z.string(),
  completed: z.boolean(),
});
export type ExerciseDto = z.infer<typeof ExerciseReplySchema>;

/** One exercise with what the workout page shows around it. */
export interface ExerciseDetailDto extends ExerciseDto {
  /** "Rutina {position} de {total}". */
  total: number;
  unit: { id: number; order: number; title: string; description: string; isRestDay: boolean };
}

export const WorkoutUnitReplySchema = z.object({
  id: z.number(),
  order: z.number(),
  week: z.number(),
  title: z.string(),
  description: z.string(),
  duration: z.number(),
  isRestDay: z.boolean(),
  exercises: z.array(ExerciseReplySchema),
  /** Ids of this unit's exercises the member has completed. */
  completedExercises: z.array(z.number()),
  isComplete: z.boolean(),
  isToday: z.boolean(),
  locked: z.boolean(),
  lockReason: z.enum(LOCK_REASONS),
});
export type WorkoutUnitDto = z.infer<typeof WorkoutUnitReplySchema>;

/** An exercise's long texts: what the units list's summary leaves out (its page has them). */
export const EXERCISE_LONG_TEXTS = ['description', 'techniqueSteps'] as const;
export type ExerciseSummaryDto = Omit<ExerciseDto, (typeof EXERCISE_LONG_TEXTS)[number]>;
/** A unit of the units list's summary: each exercise without its long texts. */
export type WorkoutUnitSummaryDto = Omit<WorkoutUnitDto, 'exercises'> & { exercises: ExerciseSummaryDto[] };
/**
 * The units list's request: with `summary`, each exercise comes without its long texts (the list
 * the app shows names none of them: about half of the list's bytes).
 */
export const UnitsRequestSchema = MemberRequestSchema.extend({ summary: z.boolean().default(false) });

export const EditionReplySchema = z.object({
  number: z.number(),
  startDate: z.string(),
  endDate: z.string(),
});
export type EditionDto = z.infer<typeof EditionReplySchema>;

export const AccessReplySchema = z.object({
  status: z.enum(ACCESS_STATUSES),
  edition: EditionReplySchema.nullable(),
  enrolmentId: z.string().nullable(),
  daysUntilStart: z.number().nullable(),
  nextEdition: EditionReplySchema,
});
export type AccessDto = z.infer<typeof AccessReplySchema>;

/**
 * Where a day of the 28 stands for the member (the dashboard's map): `done` its unit is complete,
 * `missed` a past training day whose unit is not, `rest` a rest day reached (its unit says so),
 * `today` today's training not done yet, `locked` a day still to come.
 */
/** `late`: a past day's unit completed after its day (it counts for progress, never for the streak). */
export const DAY_STATUSES = ['done', 'late', 'missed', 'rest', 'today', 'locked'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

export const DayStatusReplySchema = z.object({ day: z.number(), status: z.enum(DAY_STATUSES) });
export type DayStatusDto = z.infer<typeof DayStatusReplySchema>;

export const ChallengeDayReplySchema = z.object({
  dayOfChallenge: z.number(),
  todaysUnit: z
    .object({ id: z.number(), title: z.string(), exercises: z.array(z.object({ id: z.number() })) })
    .nullable(),
  currentDay: z.number(),
  currentWeek: z.number(),
  currentDate: z.string(),
  todaysWorkout: WorkoutUnitReplySchema.nullable(),
  percentage: z.number(),
  /** Today is a rest day (the calendar's, or a unit made a rest day). */
  isRestDay: z.boolean(),
  /** Every rest day of the challenge (1-28), for the day strip: the client does not decide them. */
  restDays: z.array(z.number()),
  streak: z.number(),
  /** The longest run of the edition so far, counted as the streak is. */
  bestStreak: z.number(),
  /** The 28 days of the member's edition in order, each with its status. */
  days: z.array(DayStatusReplySchema),
  progress: z.number(),
  access: AccessReplySchema,
});
export type ChallengeDayDto = z.infer<typeof ChallengeDayReplySchema>;

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
  /** Asked `withAnswers`: the unit and the exercise as they stand after the completion. */
  unit?: WorkoutUnitDto;
  exercise?: ExerciseDetailDto;
}

export interface MemberStatsDto {
  streak: number;
  progress: number;
}

export type { Gender };

/**
 * The satisfaction check-in: shown on days 26 to 28 of the member's edition and once it ended, until
 * answered (one answer per member and edition); its questions are shared copy (`SurveyCopy`). It
 * opens on this day of the edition (to day 28, and after the edition ended).
 */
export const SURVEY_FROM_DAY = 26;
/** Answers of 4 or 5 count as satisfied (and invite a review with the verified badge). */
export const SATISFIED_FROM = 4;

export const SurveyAnswerSchema = z.object({
  satisfaction: z
    .number({ error: 'La satisfacción debe ser un número del 1 al 5' })
    .int('La satisfacción debe ser un número del 1 al 5')
    .min(1, 'La satisfacción debe ser un número del 1 al 5')
    .max(5, 'La satisfacción debe ser un número del 1 al 5'),
  recommend: z.boolean({ error: 'Indica si recomendarías el reto' }),
});
export type SurveyAnswer = z.output<typeof SurveyAnswerSchema>;
export const SurveyAnswerRequestSchema = MemberRequestSchema.extend({ answer: SurveyAnswerSchema });
/** The answer given through the check-in e-mail's link: its sealed token (member, edition, score) and the recommend answer. */
export const SurveyLinkAnswerSchema = z.object({
  token: z.string({ error: 'Falta el enlace de la encuesta' }).min(1, 'Falta el enlace de la encuesta').max(300),
  recommend: SurveyAnswerSchema.shape.recommend,
});
export type SurveyLinkAnswer = z.output<typeof SurveyLinkAnswerSchema>;

/** The member's check-in: due (show it), the edition it asks about, and the answer once given. */
export interface SurveyDto {
  due: boolean;
  edition: number | null;
  answer: (SurveyAnswer & { answeredAt: string }) | null;
  /** Satisfied: invited to leave a review with the verified badge. */
  inviteReview: boolean;
}
