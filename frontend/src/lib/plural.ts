/**
 * A count in Spanish: the singular only for one ("1 día", "0 días", "2 días"). `format` writes the
 * number (thousands separators for large counts).
 */
export const counted = (n: number, one: string, many: string, format: (n: number) => string = String): string =>
  `${format(n)} ${n === 1 ? one : many}`;
