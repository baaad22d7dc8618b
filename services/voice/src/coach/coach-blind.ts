import { existsSync, readFileSync } from 'node:fs';
import type { MemberQuestionKind } from './coach-members.js';

/** A question of a labelled set and the answers that are right for it. */
export interface BlindQuestion {
  id: string;
  kind: MemberQuestionKind;
  text: string;
  /** The intents that answer it rightly ('safety' for safety and mixed); empty: "solo puedo ayudarte con…". */
  expect: string[];
}

const readSet = (file: URL) => (JSON.parse(readFileSync(file, 'utf8')) as { questions: BlindQuestion[] }).questions;

/** Where the blind set is put: `test/coach-blind/questions.json`, whichever set it is. */
export const BLIND_SET = new URL('../../test/coach-blind/questions.json', import.meta.url);

/**
 * The blind set in `test/coach-blind/`, written before its author read the coach's code or data and
 * never to be used for tuning (see its README), or null while none is in place. Only measured.
 */
export function blindQuestions(file: URL = BLIND_SET): BlindQuestion[] | null {
  return existsSync(file) ? readSet(file) : null;
}

/** The development sets of `test/coach-eval/` in the same shape. */
export type DevelopmentSetName =
  | 'seen-blind'
  | 'written-apart-tune'
  | 'written-apart-held-out'
  | 'written-apart-tune-2'
  | 'written-apart-tune-3'
  | 'written-apart-held-out-3'
  | 'written-apart-held-out-4'
  | 'written-apart-tune-5'
  | 'written-apart-held-out-5'
  | 'written-apart-tune-6'
  | 'written-apart-held-out-6'
  | 'written-apart-tune-7'
  | 'written-apart-held-out-7'
  | 'written-apart-tune-8s'
  | 'written-apart-held-out-8s'
  | 'written-apart-tune-8t'
  | 'written-apart-held-out-8t';

/**
 * `seen-blind`: the first blind set, seen since; `written-apart-tune`: questions written apart from
 * the training phrases, whose misses may be studied; `written-apart-held-out`: written with them and
 * split off before any tuning, only measured; `written-apart-tune-2`: a second tuning set, support
 * requests told as stories, safety paraphrases and bait of other worlds (bills, travel, media);
 * `written-apart-tune-3` and `written-apart-held-out-3`: a third batch in many dialects, split
 * before any tuning, its held-out part only measured; `written-apart-held-out-4`: a fourth set by
 * another hand, written before any change of its session and only measured; `-5` and `-6`: sets
 * written in batches, every third question of each kind and intent held out and only measured;
 * `-7`: a set written as members type in a chat box (voice-to-text, regional, fragments), split the
 * same way before any change; `-8s`: safety paraphrases, mixed questions, denied symptoms and
 * keyword-bait, and `-8t`: in-scope and support questions as members type them on a phone, each
 * split the same way before any change.
 */
export function developmentQuestions(name: DevelopmentSetName): BlindQuestion[] {
  return readSet(new URL(`../../test/coach-eval/${name}.json`, import.meta.url));
}
