import { Options, ZxcvbnFactory, type DictionaryMatch } from '@zxcvbn-ts/core';
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

/** A letter trie of the commonest passwords (zxcvbn ranks a word by its last place in the list: these hold every rank ≤ COMMONEST_RANK). */
interface Trie {
  next: Map<string, Trie>;
  word: boolean;
}
const trieOf = (words: readonly string[]): Trie => {
  const root: Trie = { next: new Map(), word: false };
  for (const word of words) {
    let node = root;
    for (const letter of word) {
      let child = node.next.get(letter);
      if (!child) node.next.set(letter, (child = { next: new Map(), word: false }));
      node = child;
    }
    node.word = true;
  }
  return root;
};
const COMMONEST = trieOf(common.dictionary['passwords-common'].slice(0, COMMONEST_RANK));
/** zxcvbn's l33t table (the one the factory uses: none is given to it), as [disguise, letters it stands for]. */
const DISGUISES: Array<[string, string[]]> = (() => {
  const byDisguise = new Map<string, string[]>();
  for (const [letter, disguises] of Object.entries(new Options().l33tTable))
    for (const disguise of disguises) byDisguise.set(disguise, [...(byDisguise.get(disguise) ?? []), letter]);
  return [...byDisguise];
})();

const walk = (node: Trie | undefined, letters: string): Trie | undefined => {
  for (const letter of letters) node = node?.next.get(letter);
  return node;
};

/**
 * Whether `text` from `at` spells the rest of a word under `node`, each character as itself (any
 * case) or an l33t disguise of a letter. Each (place, node) is judged once (`failed`), so a text of
 * characters that each stand for several letters (`||||…`) costs no more than its length times the
 * trie's nodes on its paths.
 */
const spells = (text: string, at: number, node: Trie | undefined, failed: Map<Trie, Set<number>>): boolean => {
  if (!node) return false;
  if (at === text.length) return node.word;
  if (failed.get(node)?.has(at)) return false;
  const spelled =
    spells(text, at + 1, walk(node, text[at]!.toLowerCase()), failed) ||
    DISGUISES.some(
      ([disguise, letters]) =>
        text.startsWith(disguise, at) &&
        letters.some((letter) => spells(text, at + disguise.length, node.next.get(letter), failed)),
    );
  if (!spelled) failed.set(node, (failed.get(node) ?? new Set()).add(at));
  return spelled;
};

/**
 * Whether the password could be one of the commonest in any case, reversed or in l33t: a necessary
 * condition of zxcvbn's verdict below (its only matches of a whole password from that list are
 * those spellings), found in microseconds over a trie of the list. zxcvbn's full check costs time
 * that grows fast with the length (seconds for 90 characters of `x@x@…`); a password that cannot
 * be one of the list never pays it.
 */
export function couldBeCommon(password: string): boolean {
  return (
    spells(password, 0, COMMONEST, new Map()) || spells(password.split('').reverse().join(''), 0, COMMONEST, new Map())
  );
}

/**
 * True when the whole password, in any case (and in zxcvbn's usual disguises: l33t, reversed), is
 * one of the 10,000 commonest passwords (DECISIONS.md 3: the commonest are refused).
 */
export function isCommonPassword(password: string): boolean {
  return couldBeCommon(password) && zxcvbnFindsCommon(password);
}

/** zxcvbn's verdict alone: its best reading of the password is one match, from the list, ranked in the commonest. */
export function zxcvbnFindsCommon(password: string): boolean {
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
