import { Injectable } from '@nestjs/common';
import { SATISFIED_FROM, SURVEY_FROM_DAY, type Member, type SurveyAnswer, type SurveyDto } from '@reto/contracts';
import { Clock } from '@reto/platform';
import { clampDay, rawChallengeDay } from '../calendar/calendar.js';
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
    private readonly clock: Clock,
  ) {}

  async survey(member: Member): Promise<SurveyDto> {
    const edition = await this.openEdition(member);
    if (edition === null) return { due: false, edition: null, answer: null, inviteReview: false };
    return dtoOf(edition, await this.repository.answerOf(member.userId, edition));
  }

  async answer(member: Member, answer: SurveyAnswer): Promise<SurveyDto> {
    const edition = await this.openEdition(member);
    if (edition === null) throw ChallengeErrors.surveyNotDue();
    const answeredAt = this.clock.now().toISOString();
    const kept = await this.repository.insertOnce({ userId: member.userId, edition, ...answer, answeredAt });
    if (!kept) throw ChallengeErrors.surveyAnswered();
    return dtoOf(edition, { ...answer, answeredAt });
  }

  /** The edition the check-in asks about now, or null when it is not open. */
  private async openEdition(member: Member): Promise<number | null> {
    const access = await this.enrolments.accessOf(member);
    const enrolment = access.enrolment;
    if (!enrolment) return null;
    if (access.status === 'ended') return enrolment.editionNumber;
    if (access.status !== 'active') return null;
    const day = clampDay(rawChallengeDay(enrolment.startDate, access.today));
    return day >= SURVEY_FROM_DAY ? enrolment.editionNumber : null;
  }
}

function dtoOf(edition: number, answer: StoredSurveyAnswer | null): SurveyDto {
  return {
    due: answer === null,
    edition,
    answer,
    inviteReview: answer !== null && answer.satisfaction >= SATISFIED_FROM,
  };
}
