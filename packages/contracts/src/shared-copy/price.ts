/**
 * How the product states its price, the same on every page, e-mail and coach answer (DECISIONS.md,
 * "Price and renewal"): one 28-day edition at a time that renews into the next until cancelled.
 */
export const priceTerms = {
  /** Beside an amount: "$78 · cada 28 días · cancela cuando quieras". */
  period: 'cada 28 días · cancela cuando quieras',
  /** "$78 USD cada 28 días · cancela cuando quieras" */
  withPrice: (price: string): string => `${price} cada 28 días · cancela cuando quieras`,
  renewal: 'Se renueva automáticamente al empezar cada nueva edición, hasta que la canceles.',
  howToCancel:
    'Cancélala cuando quieras desde tu perfil, en dos toques: no te cobramos de nuevo y conservas el acceso hasta el final del periodo pagado.',
  guarantee: (days: number): string =>
    `Garantía de ${String(days)} días: si el reto no es para ti, te devolvemos tu dinero.`,
} as const;

/**
 * A price as every page shows it: "$78" in dollars, "≈ $1,443 MXN" elsewhere. The card is charged
 * in dollars, so a local amount is a conversion and says so.
 */
export const formatDisplayPrice = (price: { symbol: string; amount: number; currency: string }): string => {
  const amount = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 }).format(price.amount);
  return price.currency === 'USD' ? `${price.symbol}${amount}` : `≈ ${price.symbol}${amount} ${price.currency}`;
};
