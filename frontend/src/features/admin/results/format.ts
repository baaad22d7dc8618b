/** Figures of the Resultados tab, formatted the Spanish way. */
export const formatCount = (value: number): string => new Intl.NumberFormat('es').format(value);

/** `part` of `whole` as a rounded percentage ("—" when there is no whole to divide by). */
export const percentOf = (part: number, whole: number): string =>
  whole > 0 ? new Intl.NumberFormat('es', { style: 'percent', maximumFractionDigits: 0 }).format(part / whole) : '—';

/** An amount in minor units of an ISO currency ("78,00 US$"). */
export const formatMoney = (cents: number, currency: string): string =>
  new Intl.NumberFormat('es', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
