import { priceTerms } from '@reto/contracts';
import type { CoachFacts } from '../facts/coach-facts.js';
import { coachAnswer } from './coach-answers.js';

const member: CoachFacts = {
  isMember: true,
  access: 'active',
  day: 12,
  edition: null,
  daysUntilStart: null,
  today: null,
  tomorrow: null,
  streak: 0,
  progress: 40,
  nutrition: null,
  nextEdition: null,
  price: { amount: 78, currency: 'USD', symbol: '$', guaranteeDays: 30 },
  timezone: 'America/Mexico_City',
};

describe("the coach's answers", () => {
  it('says a streak in good Spanish: "1 día", "0 días", "5 días seguidos"', () => {
    const streakOf = (streak: number) =>
      coachAnswer('progress', { ...member, streak }).match(/Tu racha es de ([^y]+) y/)?.[1];
    expect(streakOf(1)).toBe('1 día');
    expect(streakOf(0)).toBe('0 días');
    expect(streakOf(5)).toBe('5 días seguidos');
  });

  it('states the price as it is: every 28 days until cancelled, never a one-off payment', () => {
    const answer = coachAnswer('price.guarantee', member);
    expect(answer).toContain(priceTerms.withPrice('$78 USD'));
    expect(answer).toContain(priceTerms.guarantee(30));
    expect(answer).not.toMatch(/pago único/i);
  });
});
