import { SurveyCopy } from '@reto/contracts/shared-copy';
import { SURVEY_ANSWER_PAGE } from '../challenge.constants.js';
import { reminderFamilyMail, type UnsubscribeLinks } from './reminder-messages.js';

/** The check-in e-mail's Spanish copy; each score is one link, best first. */
const SurveyMailCopy = {
  subject: 'Dos preguntas sobre tu reto',
  intro: 'Llegas al final de tu reto de 28 días. ¿Cómo te ha ido? Queremos saberlo, y solo te llevará un clic.',
  choose: 'Elige tu respuesta:',
  scores: [
    { satisfaction: 5, label: '5 · Muy satisfecho/a' },
    { satisfaction: 4, label: '4 · Satisfecho/a' },
    { satisfaction: 3, label: '3 · Ni sí ni no' },
    { satisfaction: 2, label: '2 · Poco satisfecho/a' },
    { satisfaction: 1, label: '1 · Nada satisfecho/a' },
  ],
  then: (question: string) => `Al abrir el enlace te preguntaremos lo último: ${question}`,
};

/** The scores the e-mail offers, one signed link each. */
export const SURVEY_MAIL_SCORES = SurveyMailCopy.scores.map((score) => score.satisfaction);

/**
 * The check-in e-mail: the satisfaction question with one link per score (each token carries its
 * score; the page it opens asks the recommend question and records both), and the reminder's
 * unsubscribe line and headers it rides on.
 */
export function surveyInvitationMail(
  publicUrl: string,
  tokenOf: (satisfaction: number) => string,
  unsubscribe: UnsubscribeLinks,
) {
  const link = (satisfaction: number) =>
    new URL(`${SURVEY_ANSWER_PAGE}?token=${encodeURIComponent(tokenOf(satisfaction))}`, publicUrl).href;
  return reminderFamilyMail(
    SurveyMailCopy.subject,
    [
      SurveyMailCopy.intro,
      '',
      `${SurveyCopy.satisfactionQuestion} ${SurveyMailCopy.choose}`,
      '',
      ...SurveyMailCopy.scores.map(({ satisfaction, label }) => `${label}: ${link(satisfaction)}`),
      '',
      SurveyMailCopy.then(SurveyCopy.recommendQuestion),
    ],
    unsubscribe,
  );
}
