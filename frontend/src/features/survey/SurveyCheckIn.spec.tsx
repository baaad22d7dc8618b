import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AnswerSurveyDocument, SurveyDocument, type SurveyQuery } from '../../gql/graphql';
import { SurveyCheckIn } from './SurveyCheckIn';

const surveyOf = (survey: Partial<SurveyQuery['survey']>): MockLink.MockedResponse => ({
  request: { query: SurveyDocument },
  result: {
    data: {
      survey: { __typename: 'Survey', due: false, edition: null, inviteReview: false, answer: null, ...survey },
    },
  },
});

const answered = (satisfaction: number, recommend: boolean, inviteReview: boolean): MockLink.MockedResponse => ({
  request: { query: AnswerSurveyDocument, variables: { answer: { satisfaction, recommend } } },
  result: {
    data: {
      answerSurvey: {
        __typename: 'Survey',
        due: false,
        edition: 78,
        inviteReview,
        answer: { __typename: 'SurveyAnswer', satisfaction, recommend, answeredAt: '2026-12-04T18:00:00.000Z' },
      },
    },
  },
});

const renderCheckIn = (mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <SurveyCheckIn reviewerName="Lucía Gómez" />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('SurveyCheckIn', () => {
  it('shows nothing while the check-in is not due', async () => {
    renderCheckIn([surveyOf({ due: false })]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('survey')).toBeNull();
  });

  it('asks the two questions, sends both answers, and invites a member who answered 5 to review', async () => {
    renderCheckIn([surveyOf({ due: true, edition: 78 }), answered(5, true, true)]);
    expect(await screen.findByText('¿Estás satisfecho/a con tus resultados?')).toBeTruthy();
    expect(screen.getByText('¿Recomendarías el reto?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(screen.getByRole('alert').textContent).toBe('Responde las dos preguntas para enviar.');
    fireEvent.click(screen.getByRole('radio', { name: '5' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Sí' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect((await screen.findByTestId('survey-thanks')).textContent).toContain('¡Gracias por tu respuesta!');
    expect(screen.getByTestId('member-review')).toBeTruthy();
  });

  it('thanks a member who answered 3 without inviting a review', async () => {
    renderCheckIn([surveyOf({ due: true, edition: 78 }), answered(3, false, false)]);
    fireEvent.click(await screen.findByRole('radio', { name: '3' }));
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByTestId('survey-thanks')).toBeTruthy();
    expect(screen.queryByTestId('member-review')).toBeNull();
  });
});
