import { aggregateOf } from './aggregate.js';

describe('aggregateOf', () => {
  it('gives 247 ratings averaging 4.97 for the seeded 240/6/1/0/0', () => {
    expect(aggregateOf({ '1': 0, '2': 0, '3': 1, '4': 6, '5': 240 })).toEqual({
      average_score: 4.97,
      reviews_count: 247,
      rating_distribution: { '1': 0, '2': 0, '3': 1, '4': 6, '5': 240 },
    });
  });

  it('rounds to 2 decimals and moves with a new rating', () => {
    expect(aggregateOf({ '1': 1, '2': 0, '3': 1, '4': 6, '5': 240 }).average_score).toBe(4.95);
    expect(aggregateOf({ '1': 1, '2': 1, '3': 0, '4': 0, '5': 1 }).average_score).toBe(2.67);
  });

  it('is 0 with no ratings, not NaN', () => {
    expect(aggregateOf({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 })).toMatchObject({
      average_score: 0,
      reviews_count: 0,
    });
  });
});
