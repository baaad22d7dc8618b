import { readFileSync } from 'node:fs';
import type { MemberQuestionKind } from './coach-members.js';

/** A question of the blind set and the answers that are right for it. */
export interface BlindQuestion {
  id: string;
  kind: MemberQuestionKind;
  text: string;
  /** The intents that answer it rightly ('safety' for safety and mixed); empty: "solo puedo ayudarte con…". */
  expect: string[];
}

/**
 * `test/coach-blind/questions.json`: written before its author read the coach's code or data, and
 * never to be used for tuning (see its README). Only measured.
 */
export function blindQuestions(): BlindQuestion[] {
  const file = new URL('../../test/coach-blind/questions.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { questions: BlindQuestion[] }).questions;
}
