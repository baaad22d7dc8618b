import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ChallengeSubjects, type MemberInput, type SurveyDto } from '@reto/contracts';
import { RpcClient } from '@reto/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { AnnouncedCache, memberAnnouncement } from '../nats/announced-cache.js';
import { memberDayKey } from './exercise-answers.cache.js';

/** More check-ins than this in one replica's memory: the least recently used are dropped first. */
const MAX_MEMBERS = 50_000;

/** A member's satisfaction check-in as challenge answered it. */
interface Kept {
  survey: SurveyDto;
}

/**
 * The dashboard's satisfaction check-in (asked at each opening), kept by this gateway replica per
 * member, their facts and their local date (it opens on a day of their edition, where they live).
 * Challenge announces the member on `challenge.member.changed` before it answers their survey
 * answer (the dashboard's, REST's or the e-mailed link's) or a change of their enrolments: every
 * replica drops what it keeps of the member. A moved clock, a lost NATS connection and
 * EXERCISE_CACHE_TTL_MS bound it as every `AnnouncedCache`.
 */
@Injectable()
export class SurveyCache implements OnModuleInit, OnModuleDestroy {
  private readonly surveys: AnnouncedCache<Kept>;

  constructor(rpc: RpcClient, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.surveys = new AnnouncedCache<Kept>(
      rpc,
      {
        prefix: config.NATS_SUBJECT_PREFIX,
        announcements: [memberAnnouncement(ChallengeSubjects.broadcasts.memberChanged)],
      },
      { max: MAX_MEMBERS, ttlMs: config.EXERCISE_CACHE_TTL_MS },
    );
  }

  onModuleInit(): void {
    this.surveys.listen();
  }

  onModuleDestroy(): void {
    this.surveys.stop();
  }

  /** The member's check-in: from memory when kept, else `ask`ed (of challenge) and kept. */
  async surveyOf(member: MemberInput, ask: () => Promise<SurveyDto>): Promise<SurveyDto> {
    const kept = await this.surveys.remember(
      memberDayKey(member),
      async () => ({ survey: await ask() }),
      String(member.userId),
    );
    return kept.survey;
  }
}
