import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Subscription } from '@nats-io/transport-node';
import {
  ChallengeSubjects,
  type ExerciseDetailDto,
  type MemberInput,
  type WorkoutUnitDto,
  type WorkoutUnitSummaryDto,
} from '@reto/contracts';
import { CLOCK_SET_SUBJECT, MemoryCache, RpcClient } from '@reto/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';

/** More answers than this in one replica's memory: the least recently used are dropped first. */
const MAX_ENTRIES = 50_000;

interface Entry {
  answer: ExerciseDetailDto;
}

/** A member's units list (the 28 units and their exercises), whole or its summary. */
interface Units {
  answer: WorkoutUnitDto[] | WorkoutUnitSummaryDto[];
}

/** A zone's date formatter, and the last minute it was asked about with its answer. */
interface ZoneDates {
  format: Intl.DateTimeFormat;
  minute: number;
  date: string;
}

const zoneDates = new Map<string, ZoneDates>();
const MINUTE_MS = 60_000;

/**
 * The member's date where they live: challenge's own cache keys the units list by it. Asked on
 * every poll (the key of its answer and of its ETag), so each zone's last answer is kept with the
 * minute it was asked in: every zone's offset from UTC has been a whole number of minutes since
 * 1972, so a local date changes only as a UTC minute begins, and within one minute the answer is
 * the same (an `Intl` call was about 3 % of the gateway's CPU on a poll).
 */
export function localDateOf(timezone: string, now = new Date()): string {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  let zone = zoneDates.get(timezone);
  if (zone?.minute === minute) return zone.date;
  if (!zone) {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    zone = { format, minute: Number.NaN, date: '' };
    zoneDates.set(timezone, zone);
  }
  zone.date = zone.format.format(now);
  zone.minute = minute;
  return zone.date;
}

/** The validator (ETag) of what this replica last answered a member's poll with. */
interface Validator {
  etag: string;
}

/**
 * The exercise page's answers (it asks again every 10 s while open: most of a member's requests),
 * and the units list (kept by the member's local date as well, as challenge's own cache keeps it),
 * kept by this gateway replica per member, exercise and the member's facts, so a poll costs no NATS
 * round trip. Challenge announces on `challenge.member.changed` every member whose answers it dropped
 * (a completion, an enrolment change) before it answers the change, and `challenge.content.changed`
 * when content changed: every replica drops the member's entries, or all of them, at once. An answer
 * asked while its member's announcement (or content's) arrived is not kept (it may predate the
 * change); another member's announcement does not touch it, so the polls answered from memory do
 * not thin out as completions come faster. Losing the
 * connection to NATS, or a test moving the clock, empties it. Bounded in size and age
 * (EXERCISE_CACHE_TTL_MS): the platform's `MemoryCache`.
 */
@Injectable()
export class ExerciseAnswersCache implements OnModuleInit, OnModuleDestroy {
  /** Off when EXERCISE_CACHE_TTL_MS is 0: every poll is asked of challenge. */
  private readonly entries: MemoryCache<Entry>;
  /**
   * The validators of the polls answered over GET (conditional-poll.ts), under the same member
   * groups and dropped by the same announcements, in the same call: a poll is told "not modified"
   * only while the answer it holds is the one this replica would give.
   */
  private readonly validators: MemoryCache<Validator>;
  /**
   * The units list, asked on each exercise page's opening, every 5 minutes on it and after each
   * completion: kept the same way, and by the member's local date, so a new day is asked anew.
   */
  private readonly units: MemoryCache<Units>;
  private subscriptions: Subscription[] = [];
  private deaf = false;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.entries = new MemoryCache<Entry>({ max: MAX_ENTRIES, ttlMs: config.EXERCISE_CACHE_TTL_MS });
    this.validators = new MemoryCache<Validator>({ max: MAX_ENTRIES, ttlMs: config.EXERCISE_CACHE_TTL_MS });
    this.units = new MemoryCache<Units>({ max: MAX_ENTRIES, ttlMs: config.EXERCISE_CACHE_TTL_MS });
  }

  onModuleInit(): void {
    const prefix = this.config.NATS_SUBJECT_PREFIX;
    this.subscriptions = [
      this.rpc.nats.subscribe(`${prefix}${ChallengeSubjects.broadcasts.memberChanged}`, {
        callback: (error, message) => {
          if (!error) this.forget(message.json<{ userId: number }>().userId);
        },
      }),
      this.rpc.nats.subscribe(`${prefix}${ChallengeSubjects.broadcasts.contentChanged}`, {
        callback: () => this.clear(),
      }),
      this.rpc.nats.subscribe(`${prefix}${CLOCK_SET_SUBJECT}`, { callback: () => this.clear() }),
    ];
    this.rpc.onConnectionLost(() => this.clear());
  }

  onModuleDestroy(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.deaf = true;
    this.clear();
  }

  /** The answer of the member's `request` (validated): from memory when kept, else `ask`ed and kept. */
  async answer(
    request: { member: Pick<MemberInput, 'userId' | 'timezone'> },
    ask: () => Promise<ExerciseDetailDto>,
  ): Promise<ExerciseDetailDto> {
    if (!this.entries.enabled || this.deaf) return ask();
    const { userId, timezone } = request.member;
    // the member's local date and the whole request (the member's facts, the exercise, the unit,
    // unlockAll) are the key, as challenge's own cache keys it: a new day (an edition's access
    // ending at the member's midnight) is asked anew
    const key = `${localDateOf(timezone)} ${JSON.stringify(request)}`;
    // kept under its member: their announcement drops it, and only theirs stops one being asked
    const entry = await this.entries.remember(key, async () => ({ answer: await ask() }), undefined, String(userId));
    return entry.answer;
  }

  /**
   * The member's units list (whole, or its `summary`): from memory when kept (same member facts,
   * same local date, same form), else `ask`ed and kept.
   */
  async unitsOf<T extends WorkoutUnitDto[] | WorkoutUnitSummaryDto[]>(
    member: MemberInput,
    ask: () => Promise<T>,
    form: 'whole' | 'summary' = 'whole',
  ): Promise<T> {
    if (!this.units.enabled || this.deaf) return ask();
    const key = `${localDateOf(member.timezone)} ${form} ${JSON.stringify(member)}`;
    const kept = await this.units.remember(
      key,
      async () => ({ answer: await ask() }),
      undefined,
      String(member.userId),
    );
    return kept.answer as T;
  }

  /**
   * The validator of the answer this replica gave `request` (a key naming the member's facts and
   * the poll), while no announcement about the member (or the content) came since.
   */
  validatorOf(request: string): string | undefined {
    if (this.deaf) return undefined;
    return this.validators.kept(request)?.etag;
  }

  /**
   * Starts keeping the validator of an answer being made for `request`: the function it returns
   * is told the answer's ETag (kept, unless the member's or the content's announcement came
   * meanwhile: the answer may predate the change) or null (nothing kept).
   */
  validatorFor(userId: number, request: string): (etag: string | null) => void {
    let settle: (validator: Validator | null) => void = () => undefined;
    const answered = new Promise<Validator | null>((resolve) => (settle = resolve));
    if (!this.deaf) void this.validators.remember(request, () => answered, undefined, String(userId));
    return (etag) => settle(etag === null ? null : { etag });
  }

  private forget(userId: number): void {
    this.entries.forgetGroup(String(userId));
    this.validators.forgetGroup(String(userId));
    this.units.forgetGroup(String(userId));
  }

  private clear(): void {
    this.entries.clear();
    this.validators.clear();
    this.units.clear();
  }
}
