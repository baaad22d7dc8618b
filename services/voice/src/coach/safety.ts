import { normalizeUtterance } from './normalize.js';
import { SAFETY_TRIGGERS } from './safety-triggers.js';

/** Each trigger as words; the last one is the start of a word. */
const TRIGGERS: ReadonlyArray<readonly string[]> = Object.values(SAFETY_TRIGGERS)
  .flat()
  .map((trigger) => normalizeUtterance(trigger).split(' '));

/** Whether a question names one of the safety triggers (pain, injury, pregnancy, illness, …). */
export function mentionsSafety(text: string): boolean {
  const words = normalizeUtterance(text).split(' ');
  return TRIGGERS.some((trigger) =>
    words.some(
      (_, start) =>
        start + trigger.length <= words.length &&
        trigger.every((part, k) =>
          k === trigger.length - 1 ? words[start + k]!.startsWith(part) : words[start + k] === part,
        ),
    ),
  );
}
