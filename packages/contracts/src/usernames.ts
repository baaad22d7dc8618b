/**
 * What a username may not contain (DECISIONS.md 3: look-alikes of another name are refused). Applied
 * after NFKC normalisation, which already turns full-width, styled and compatibility letters
 * ("ａｄｍｉｎ", "𝐚𝐝𝐦𝐢𝐧") into plain ones. Identity's username policy then compares the
 * confusable skeleton of what is left with the names that exist.
 */

/**
 * Characters that show nothing or can hide: controls, format characters (zero-width space and
 * joiners, bidi marks, soft hyphen, BOM), private-use and unassigned code points, line and paragraph
 * separators, every default-ignorable code point (variation selectors, the blank Hangul fillers) and
 * the blank Braille pattern.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;

/**
 * The writing systems a letter can belong to. Chinese, Japanese and Korean mix their scripts by
 * nature, so they count as one; any script not named is "other".
 */
const SCRIPTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['latin', /\p{Script=Latin}/u],
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['greek', /\p{Script=Greek}/u],
  ['armenian', /\p{Script=Armenian}/u],
  ['cherokee', /\p{Script=Cherokee}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
  ['arabic', /\p{Script=Arabic}/u],
  ['cjk', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u],
];

const scriptOf = (letter: string) => SCRIPTS.find(([, pattern]) => pattern.test(letter))?.[0] ?? 'other';

/** The scripts of a name's letters (digits, spaces, punctuation and accents belong to none). */
export function scriptsOf(name: string): Set<string> {
  return new Set([...name].filter((char) => /\p{L}/u.test(char)).map(scriptOf));
}

export type UsernameProblem = 'usernameInvisible' | 'usernameMixedScripts' | 'usernameLooksLikeEmail';

/**
 * An at sign makes a name read as an e-mail address: taken by someone else, it would squat that
 * person's registration, and members sign in with either. NFKC has already folded the full-width
 * and small at signs to this one.
 */
const EMAIL_LIKE = /@/u;

/** Why an (NFKC-normalised) username is refused outright, or null. */
export function usernameProblem(name: string): UsernameProblem | null {
  if (INVISIBLE.test(name)) return 'usernameInvisible';
  if (EMAIL_LIKE.test(name)) return 'usernameLooksLikeEmail';
  if (scriptsOf(name).size > 1) return 'usernameMixedScripts';
  return null;
}
