/** Luhn check of a card number (digits only). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** True when `MM/YY` is this month or later. */
export function expiryIsValid(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  if (!month || month > 12 || Number.isNaN(year)) return false;
  const lastDay = new Date(Date.UTC(2000 + year, month, 1));
  return lastDay.getTime() > now.getTime();
}
