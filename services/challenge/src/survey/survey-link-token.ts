import { openToken, positiveInteger, sealToken } from '../links/sealed-token.js';

/** What the token may do, and nothing else: its key and its sealed data are for this purpose only. */
const PURPOSE = 'survey-answer';
/** How long a mailed answer link works: long enough for a late reader, short of the next check-in. */
export const SURVEY_LINK_DAYS = 21;

/** The answer a mailed link gives: whose, about which edition, and the satisfaction chosen. */
export interface SurveyLinkTarget {
  userId: number;
  edition: number;
  satisfaction: number;
}

/**
 * The token of one of the check-in e-mail's five links (one per satisfaction score): the member,
 * the edition and the score, sealed (it names no id to whoever reads the link, and any change is
 * refused) for SURVEY_LINK_DAYS. It records one answer: the member's one answer of that edition.
 */
export function surveyLinkToken(secret: string, target: SurveyLinkTarget, now: Date): string {
  const expiresAt = new Date(now.getTime() + SURVEY_LINK_DAYS * 86_400_000);
  const fields = [target.userId, target.edition, target.satisfaction].map(String);
  return sealToken(secret, PURPOSE, fields, expiresAt);
}

/** The answer a token gives; null when it was not sealed with `secret` for this purpose, was changed, or has expired. */
export function readSurveyLinkToken(secret: string, token: string, now: Date): SurveyLinkTarget | null {
  const fields = openToken(secret, PURPOSE, token, now);
  if (!fields) return null;
  const [id, editionText, score, ...rest] = fields;
  const userId = positiveInteger(id);
  const edition = positiveInteger(editionText);
  const satisfaction = positiveInteger(score);
  if (rest.length || !userId || !edition || !satisfaction || satisfaction > 5) return null;
  return { userId, edition, satisfaction };
}
