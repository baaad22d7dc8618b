/**
 * How many digits a currency's minor unit has, from the runtime's ICU data (CLDR): 2 for USD or
 * EUR, 0 for JPY, CLP or KRW, 3 for KWD. Providers count money in minor units ("zero-decimal"
 * currencies in whole units), so an amount is never assumed to be hundredths.
 */
export function minorUnitDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** An amount in major units (the store's "78.00", "11700") in the currency's minor units. */
export const toMinorUnits = (amount: number, currency: string): number =>
  Math.round(amount * 10 ** minorUnitDigits(currency));
