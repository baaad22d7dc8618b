import { Inject, Injectable } from '@nestjs/common';
import type { SurveyDto, SurveyLinkAnswer } from '@reto/contracts';
import { Clock, Mailer } from '@reto/platform';
import { CHALLENGE_CONFIG, type ChallengeConfig } from '../challenge.config.js';
import { ChallengeErrors } from '../challenge.errors.js';
import { SurveyService } from '../survey/survey.service.js';
import { readSurveyLinkToken, surveyLinkToken } from '../survey/survey-link-token.js';
import { ReminderKeys } from './reminder-keys.service.js';
import { unsubscribeLinks } from './reminder-messages.js';
import type { ReminderProfile } from './reminders.repository.js';
import { RemindersRepository } from './reminders.repository.js';
import { surveyInvitationMail } from './survey-invitation-mail.js';
import { unsubscribeToken } from './unsubscribe-token.js';

/**
 * The satisfaction check-in by e-mail: mailed with the daily reminder (so only to members who take
 * reminders by e-mail, with its one-click unsubscribe) while it is unanswered, at most twice per
 * member and edition: once from the day the dashboard's check-in opens (day SURVEY_FROM_DAY) to the
 * edition's end, and once after the edition ended. Each score is one signed link, answered through
 * the dashboard's use case.
 */
@Injectable()
export class SurveyInvitations {
  constructor(
    private readonly survey: SurveyService,
    private readonly repository: RemindersRepository,
    private readonly keys: ReminderKeys,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    @Inject(CHALLENGE_CONFIG) private readonly config: ChallengeConfig,
  ) {}

  /**
   * Mails the member the check-in of the edition it is open for, unless it is answered or was mailed
   * already in this part of it (the edition's last days, or after its end); true when it went out.
   */
  async offer(profile: ReminderProfile): Promise<boolean> {
    const { userId } = profile;
    const open = await this.survey.unansweredEdition({ userId, email: profile.address, timezone: profile.timezone });
    if (open === null) return false;
    const { edition, ended } = open;
    if (!(await this.repository.recordSurveyInvitation(userId, edition, ended))) return false;
    try {
      const secret = await this.keys.unsubscribeSecret();
      const now = this.clock.now();
      const unsubscribe = unsubscribeToken(
        secret,
        { userId, kind: 'daily', settingsChangedAt: profile.settingsChangedAt.getTime() },
        now,
      );
      const mail = surveyInvitationMail(
        this.config.PUBLIC_URL,
        (satisfaction) => surveyLinkToken(secret, { userId, edition, satisfaction }, now),
        unsubscribeLinks('daily', this.config.PUBLIC_URL, unsubscribe),
      );
      await this.mailer.send({ to: profile.address, ...mail });
      return true;
    } catch (error) {
      await this.repository.forgetSurveyInvitation(userId, edition, ended);
      throw error;
    }
  }

  /** The answer a mailed link gives (its score) with the page's recommend answer; a forged, expired or used link changes nothing. */
  async answer({ token, recommend }: SurveyLinkAnswer): Promise<SurveyDto> {
    const target = readSurveyLinkToken(await this.keys.unsubscribeSecret(), token, this.clock.now());
    if (!target) throw ChallengeErrors.surveyLinkInvalid();
    return this.survey.record(target.userId, target.edition, { satisfaction: target.satisfaction, recommend });
  }
}
