import { Injectable } from '@nestjs/common';
import { SATISFIED_FROM, SURVEY_FROM_DAY, type Member, type SurveyAnswer, type SurveyDto } from '@reto/contracts';
import { Clock, type JsonReply } from '@reto/platform';
import { MemberCache } from '../cache/member.cache.js';
import { clampDay, localDate, rawChallengeDay } from '../calendar/calendar.js';
import { ChallengeErrors } from '../challenge.errors.js';
import { EnrolmentsService } from '../enrolments/enrolments.service.js';
import { SurveyRepository, type StoredSurveyAnswer } from './survey.repository.js';

/**
 * The satisfaction check-in: open from day SURVEY_FROM_DAY of the member's edition to its end, and
 * after it ended (until the next starts), one answer per member and edition.
 */
@Injectable()
export class SurveyService {
  constructor(
    private readonly enrolments: EnrolmentsService,
    private readonly repository: SurveyRepository,
    private readonly cache: MemberCache,
    private readonly clock: Clock,
  ) {}

  /**
   * The dashboard asks it at every opening: kept with the member's other answers by their local
   * date (the check-in opens on a day), dropped with them by an access change and by an answer.
   */
  survey(member: Member): Promise<JsonReply<SurveyDto>> {
    return this.cache.remember(member, `survey:${localDate(this.clock.now(), member.timezone)}`, async () => {
      const edition = (await this.openEdition(member))?.edition ?? null;
      if (edition === null) return { due: false, edition: null, answer: null, inviteReview: false };
      return dtoOf(edition, await this.repository.answerOf(member.userId, edition));
    });
  }

  async answer(member: Member, answer: SurveyAnswer): Promise<SurveyDto> {
    const open = await this.openEdition(member);
    if (open === null) throw ChallengeErrors.surveyNotDue();
    return this.record(member.userId, open.edition, answer);
  }

  /**
   * Keeps the member's one answer about `edition` (from the dashboard, or the e-mail's signed link
   * that names the edition); refused when one was kept already.
   */
  async record(userId: number, edition: number, answer: SurveyAnswer): Promise<SurveyDto> {
    const answeredAt = this.clock.now().toISOString();
    const kept = await this.repository.insertOnce({ userId, edition, ...answer, answeredAt });
    if (!kept) throw ChallengeErrors.surveyAnswered();
    await this.cache.forget({ userId });
    return dtoOf(edition, { ...answer, answeredAt });
  }

  /** The edition whose check-in is open and not yet answered by the member (and whether it has ended), or null. */
  async unansweredEdition(member: MemberContact): Promise<OpenCheckIn | null> {
    const open = await this.openEdition(member);
    if (open === null) return null;
    return (await this.repository.answerOf(member.userId, open.edition)) ? null : open;
  }

  /** The edition the check-in asks about now, and whether it has ended, or null when it is not open. */
  private async openEdition(member: MemberContact): Promise<OpenCheckIn | null> {
    const access = await this.enrolments.accessOf(member);
    const enrolment = access.enrolment;
    if (!enrolment) return null;
    if (access.status === 'ended') return { edition: enrolment.editionNumber, ended: true };
    if (access.status !== 'active') return null;
    const day = clampDay(rawChallengeDay(enrolment.startDate, access.today));
    return day >= SURVEY_FROM_DAY ? { edition: enrolment.editionNumber, ended: false } : null;
  }
}

/** The edition whose check-in is open: during its last days (`ended` false) or after it ended. */
export interface OpenCheckIn {
  edition: number;
  ended: boolean;
}

/** What the check-in needs of a member: who, and where their day is. */
interface MemberContact {
  userId: number;
  email: string;
  timezone: string;
}

function dtoOf(edition: number, answer: StoredSurveyAnswer | null): SurveyDto {
  return {
    due: answer === null,
    edition,
    answer,
    inviteReview: answer !== null && answer.satisfaction >= SATISFIED_FROM,
  };
}
