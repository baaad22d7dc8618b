/** A country's currency, its symbol, and the USD rate shipped for when the provider cannot be reached. */
export interface CountryCurrency {
  currency: string;
  symbol: string;
  /** Approximate units of `currency` per US dollar (late 2025); the rates job replaces it when it can. */
  fallbackRate: number;
}

const c = (currency: string, symbol: string, fallbackRate: number): CountryCurrency => ({
  currency,
  symbol,
  fallbackRate,
});
const EUR = c('EUR', '€', 0.92);
const USD = c('USD', '$', 1);
const XOF = c('XOF', 'CFA', 603);

/** The shipped table (spec 1 section 9: "a table maps about 60 countries to a currency and symbol"). */
export const COUNTRY_CURRENCIES: Readonly<Record<string, CountryCurrency>> = {
  // Dollar countries keep 78 (US, EC, SV; also PR and PA use the dollar).
  US: USD,
  EC: USD,
  SV: USD,
  PR: USD,
  PA: c('USD', '$', 1),
  // Latin America
  MX: c('MXN', '$', 18.5),
  AR: c('ARS', '$', 1450),
  CO: c('COP', '$', 3900),
  CL: c('CLP', '$', 940),
  PE: c('PEN', 'S/', 3.4),
  VE: c('VES', 'Bs.', 220),
  UY: c('UYU', '$U', 40),
  PY: c('PYG', '₲', 7100),
  BO: c('BOB', 'Bs.', 6.91),
  BR: c('BRL', 'R$', 5.4),
  GT: c('GTQ', 'Q', 7.7),
  HN: c('HNL', 'L', 26.3),
  NI: c('NIO', 'C$', 36.7),
  CR: c('CRC', '₡', 505),
  DO: c('DOP', 'RD$', 63),
  CU: c('CUP', '$', 24),
  // North America and the Caribbean
  CA: c('CAD', 'C$', 1.4),
  JM: c('JMD', 'J$', 160),
  TT: c('TTD', 'TT$', 6.8),
  // Europe (euro area)
  ES: EUR,
  PT: EUR,
  FR: EUR,
  DE: EUR,
  IT: EUR,
  NL: EUR,
  BE: EUR,
  AT: EUR,
  IE: EUR,
  FI: EUR,
  GR: EUR,
  LU: EUR,
  SK: EUR,
  SI: EUR,
  EE: EUR,
  LV: EUR,
  LT: EUR,
  HR: EUR,
  MT: EUR,
  CY: EUR,
  // Europe (other)
  GB: c('GBP', '£', 0.78),
  CH: c('CHF', 'CHF', 0.86),
  SE: c('SEK', 'kr', 10.5),
  NO: c('NOK', 'kr', 10.8),
  DK: c('DKK', 'kr', 6.9),
  PL: c('PLN', 'zł', 3.9),
  CZ: c('CZK', 'Kč', 22.8),
  HU: c('HUF', 'Ft', 360),
  RO: c('RON', 'lei', 4.6),
  // Rest of the world
  AU: c('AUD', 'A$', 1.53),
  NZ: c('NZD', 'NZ$', 1.7),
  JP: c('JPY', '¥', 150),
  CN: c('CNY', '¥', 7.2),
  IN: c('INR', '₹', 84),
  PH: c('PHP', '₱', 58),
  MA: c('MAD', 'DH', 9.9),
  GQ: c('XAF', 'FCFA', 603),
  SN: XOF,
  ZA: c('ZAR', 'R', 18.2),
  IL: c('ILS', '₪', 3.7),
  AE: c('AED', 'AED', 3.67),
};

export const countryCurrency = (country: string | null): CountryCurrency | null =>
  (country && COUNTRY_CURRENCIES[country]) || null;
