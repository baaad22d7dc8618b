/**
 * How a person appears to others wherever the product shows them (the group, the coach's line, a
 * published review): the first name and the initial of the next word ("Ana P."), never more of
 * what they typed than that, and never an e-mail address (only what precedes its "@").
 */
export function publicNameOf(name: string): string {
  const local = name.includes('@') ? name.slice(0, name.indexOf('@')) : name;
  const [first = '', second] = local
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const cap = (word: string) => word.charAt(0).toLocaleUpperCase('es') + word.slice(1);
  const shown = second ? `${cap(first)} ${second.charAt(0).toLocaleUpperCase('es')}.` : cap(first);
  return shown.slice(0, 40) || 'Miembro';
}
