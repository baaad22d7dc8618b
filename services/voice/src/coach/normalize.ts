/** Lower case, no accents (ñ kept), only letters and single spaces: how speech recognition returns text. */
export const normalizeUtterance = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/n\u0303/g, 'ñ')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zñü\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
