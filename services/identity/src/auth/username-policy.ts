/**
 * Look-alike usernames (DECISIONS.md 3). The contracts already NFKC-normalise a username and refuse
 * invisible characters and mixed scripts; what is left can still imitate another name with letters
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
