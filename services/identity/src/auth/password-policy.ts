import { ZxcvbnFactory, type DictionaryMatch } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as spanish from '@zxcvbn-ts/language-es-es';
import { IdentityErrors } from '../identity.errors.js';

/** The commonest passwords: the head of the xato.net ranking that `@zxcvbn-ts/language-common` ships. */
const COMMONEST_RANK = 10_000;

/**
 * zxcvbn-ts with the common and the Spanish (Spain) dictionaries, built once when identity starts
 * (half a second), not in a member's registration.
 */
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...spanish.dictionary },
  graphs: common.adjacencyGraphs,
  translations: spanish.translations,
});
zxcvbn.check('');

/**
 * True when the whole password, in any case (and in zxcvbn's usual disguises: l33t, reversed), is
 * one of the 10,000 commonest passwords (DECISIONS.md 3: the commonest are refused).
 */
export function isCommonPassword(password: string): boolean {
  const { sequence } = zxcvbn.check(password);
  const [match] = sequence as DictionaryMatch[];
  return (
    sequence.length === 1 &&
    match!.pattern === 'dictionary' &&
    String(match!.dictionaryName).startsWith('passwords') &&
    match!.rank <= COMMONEST_RANK
  );
}

/** Refuses a common password with a 400 and its Spanish message, before anything is written. */
export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password)) {
    throw IdentityErrors.passwordTooCommon();
  }
}
