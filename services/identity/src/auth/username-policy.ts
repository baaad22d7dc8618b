import { IdentityMessages, RegisterInputSchema } from '@reto/contracts';

/**
 * Look-alike usernames (DECISIONS.md 3). The contract NFKC-normalises a username; the policy below
 * then refuses invisible characters, mixed scripts and an at sign (`usernameProblem`, applied to every
 * registration by `RegistrationInputSchema`). What is left can still imitate another name with letters
 * of one script ("аdmin" written wholly in Cyrillic look-alikes, "adrnin", "0livia"). The skeleton
 * below folds those to one form, after the idea of Unicode TR39's skeleton, with a compact hand-made
 * map of the commonest confusables instead of the full confusables.txt table:
 * - Cyrillic and Greek letters that look like Latin ones (upper and lower case),
 * - Latin letters from other blocks (dotless i, script g, long s, small capitals),
 * - the digits and signs read as letters (0 → o, 1 | ! → l, 5 → s; i and l fold together) and the
 *   pairs rn → m, vv → w; spaces, dots, dashes and underscores are ignored ("ad.min").
 * Two names with the same skeleton look alike: the second is refused (the administrator's name as
 * reserved, a member's as taken). Case does not count, as for the username key.
 */

/**
 * Each Latin letter with the characters that pass for it, Cyrillic first, then Greek, then Latin
 * letters of other blocks and digits or signs. Upper and lower case are listed apart because they
 * look alike differently (Greek Ν is an N, its ν a v).
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  a: 'Аа Αα',
  b: 'ВвЬь Β',
  c: 'Сс Ϲϲ ᴄ',
  d: 'ԁ',
  e: 'ЕеЁё Εε',
  f: 'ſ',
  g: 'ɡ',
  h: 'ҺһН Η',
  j: 'Јј ϳ ȷ',
  k: 'Кк Κκ',
  // i and l are one letter here: names are compared without case, and a capital I is a small l.
  l: 'ІіЇїӀӏ Ιι ıɩɪʟ i 1|!',
  m: 'Мм Μ',
  n: 'Ν',
  o: 'Оо Οοσ ᴏ 0',
  p: 'Рр Ρρ',
  q: 'Ԛԛ',
  s: 'Ѕѕ 5',
  t: 'Тт Ττ',
  u: 'υ',
  v: 'ν ᴠ',
  w: 'Ԝԝ ᴡ',
  x: 'Хх Χχ',
  y: 'УуҮү Υ',
  z: 'Ζ ᴢ',
};
const CONFUSABLES = new Map(
  Object.entries(LOOK_ALIKES).flatMap(([letter, lookAlikes]) =>
    [...lookAlikes.replaceAll(' ', '')].map((char) => [char, letter] as const),
  ),
);

const PAIRS: ReadonlyArray<readonly [RegExp, string]> = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
];

/** The form two look-alike names share: NFKC, lower case, confusables folded, separators ignored. */
export function usernameSkeleton(name: string): string {
  const folded = [...name.normalize('NFKC')]
    .map((char) => CONFUSABLES.get(char) ?? CONFUSABLES.get(char.toLowerCase()) ?? char.toLowerCase())
    .join('')
    .replace(/[\s._\-·•'’]+/gu, '');
  return PAIRS.reduce((skeleton, [pair, letter]) => skeleton.replace(pair, letter), folded);
}

/** True when `name` imitates `other` (the same skeleton). */
export const looksAlike = (name: string, other: string): boolean => usernameSkeleton(name) === usernameSkeleton(other);

/*
 * What a username may not contain at all. Applied after NFKC normalisation, which already turns
 * full-width, styled and compatibility letters ("ａｄｍｉｎ", "𝐚𝐝𝐦𝐢𝐧") into plain ones.
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

/**
 * A registration as identity takes it: the contract's shape, and the name refused outright for any
 * of `usernameProblem`'s reasons, each with its Spanish message (the catalogue's).
 */
export const RegistrationInputSchema = RegisterInputSchema.extend({
  username: RegisterInputSchema.shape.username.superRefine((value, ctx) => {
    const problem = usernameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: IdentityMessages[problem] });
  }),
});
