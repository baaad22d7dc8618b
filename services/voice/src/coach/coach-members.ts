import { readFileSync } from 'node:fs';

/** How a held-out question must be answered, by the kind of question it is. */
export type MemberQuestionKind = 'inScope' | 'support' | 'safety' | 'mixed' | 'bait' | 'offTopic';

export interface MemberQuestion {
  text: string;
  kind: MemberQuestionKind;
  /** The intent it must get: a topic, a support intent, 'safety', or null (the "solo puedo ayudarte con…" answer). */
  expected: string | null;
}

interface MembersFile {
  inScope: Record<string, string[]>;
  support: Record<string, string[]>;
  safety: string[];
  mixed: string[];
  bait: string[];
  offTopic: string[];
}

/**
 * `test/coach-eval/members.json`: questions written as members type them, apart from (and before
 * reading) the training phrases. Nothing is trained or tuned on it; it is only measured.
 */
export function memberQuestions(): MemberQuestion[] {
  const file = new URL('../../test/coach-eval/members.json', import.meta.url);
  const data = JSON.parse(readFileSync(file, 'utf8')) as MembersFile;
  const byIntent = (kind: 'inScope' | 'support') =>
    Object.entries(data[kind]).flatMap(([intent, texts]) => texts.map((text) => ({ text, kind, expected: intent })));
  const all = (kind: 'safety' | 'mixed' | 'bait' | 'offTopic', expected: string | null) =>
    data[kind].map((text) => ({ text, kind, expected }));
  return [
    ...byIntent('inScope'),
    ...byIntent('support'),
    ...all('safety', 'safety'),
    ...all('mixed', 'safety'),
    ...all('bait', null),
    ...all('offTopic', null),
  ];
}
