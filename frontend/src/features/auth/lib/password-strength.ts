import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as spanish from '@zxcvbn-ts/language-es-es';

/** zxcvbn-ts's verdict on a password: 0 (guessed at once) to 4 (very hard), and its Spanish advice. */
export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  warning: string | null;
}

/**
 * The same estimator and dictionaries as identity's common-password check (@zxcvbn-ts with the
 * common and Spanish lists), loaded in its own chunk only when a password is typed.
 */
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...spanish.dictionary },
  graphs: common.adjacencyGraphs,
  translations: spanish.translations,
});

/** `userInputs`: what the person typed elsewhere in the form (name, e-mail): a password made of them is weak. */
export function strengthOf(password: string, userInputs: string[] = []): PasswordStrength {
  const { score, feedback } = zxcvbn.check(password.slice(0, 100), userInputs);
  return { score, warning: feedback.warning || feedback.suggestions[0] || null };
}
