import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SatisfactionCard } from './SatisfactionCard';

const satisfaction = (answers: number, satisfied: number, recommend: number) => ({
  __typename: 'InsightsSatisfaction' as const,
  answers,
  satisfied,
  recommend,
});

describe('SatisfactionCard', () => {
  it('shows the satisfied and recommending shares with the number of answers from 30 answers', () => {
    render(<SatisfactionCard satisfaction={satisfaction(40, 38, 36)} />);
    expect(screen.getByText('40 respuestas')).toBeTruthy();
    const figures = within(screen.getByTestId('satisfaction'));
    expect(figures.getByText('95 %')).toBeTruthy();
    expect(figures.getByText('90 %')).toBeTruthy();
  });

  it('says "Sin datos" below 30 answers, with the count still shown', () => {
    render(<SatisfactionCard satisfaction={satisfaction(29, 29, 29)} />);
    expect(screen.getByText('29 respuestas')).toBeTruthy();
    expect(screen.getByText('Sin datos')).toBeTruthy();
    expect(screen.queryByText('100 %')).toBeNull();
  });
});
