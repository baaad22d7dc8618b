import { vi } from 'vitest';
import type { AdminInsightsQuery } from '../../../gql/graphql';

type Insights = AdminInsightsQuery['adminInsights'];

/** An edition's insights as the gateway answers them; tests override what they look at. */
export const anInsights = (edition: number, overrides: Partial<Insights> = {}): Insights => ({
  __typename: 'Insights',
  edition,
  members: 40,
  completionsPerDay: Array.from({ length: 28 }, (_, index) => ([7, 14, 21, 28].includes(index + 1) ? 0 : 40 - index)),
  funnel: {
    __typename: 'InsightsFunnel',
    visits: 1000,
    checkoutsStarted: 80,
    paid: 50,
    refunded: 2,
    disputed: 1,
    activeDay1: 40,
    completedAll: 25,
    renewed: 20,
    cancelled: 5,
  },
  remindersPerDay: {
    __typename: 'InsightsReminders',
    daily: Array.from({ length: 28 }, (_, index) => (index < 20 ? 4 : 0)),
    nudge: Array.from({ length: 28 }, (_, index) => (index === 2 ? 3 : 0)),
  },
  reviews: { __typename: 'InsightsReviews', published: 6, verified: 5, averageRating: 4.67 },
  satisfaction: { __typename: 'InsightsSatisfaction', answers: 40, satisfied: 38, recommend: 36 },
  heatmap: [
    { __typename: 'InsightsMemberDays', userId: 11, days: [1, 2, 3] },
    { __typename: 'InsightsMemberDays', userId: 12, days: [1] },
  ],
  atRisk: [{ __typename: 'InsightsAtRisk', userId: 12, missedInARow: 2, lastCompletedDay: 1 }],
  atRiskCount: 1,
  money: [
    {
      __typename: 'InsightsMoney',
      currency: 'usd',
      payments: 50,
      grossCents: 390_000,
      refundsCents: 15_600,
      disputesCents: 7_800,
      netCents: 366_600,
    },
  ],
  refundReasons: [
    { __typename: 'InsightsRefundReason', reason: 'requested_by_customer', refunds: 1 },
    { __typename: 'InsightsRefundReason', reason: 'not_given', refunds: 1 },
  ],
  ...overrides,
});

/**
 * Records the CSV files the page hands to the browser (Blob URLs): `files()` gives each one's
 * name and text, without the byte order mark.
 */
export function captureCsvDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; url: string }[] = [];
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:csv-${String(blobs.size)}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    saved.push({ name: this.download, url: this.href });
  });
  const read = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
  return {
    files: () =>
      Promise.all(
        saved.map(async ({ name, url }) => ({ name, text: (await read(blobs.get(url)!)).replace(/^\uFEFF/, '') })),
      ),
  };
}
