import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AnswerSurveyByLinkDocument } from '../../gql/graphql';
import { SurveyAnswerPage } from './SurveyAnswerPage';

const TOKEN = 'c2VhbGVkLXRva2VuLW9mLXRoZS1zY29yZS1saW5rLWluLXRoZS1tYWls';
const renderAt = (url: string, mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <SurveyAnswerPage />
      </MemoryRouter>
    </MockedProvider>,
  );
const answered = (recommend: boolean, satisfaction: number): MockLink.MockedResponse => ({
  request: { query: AnswerSurveyByLinkDocument, variables: { token: TOKEN, recommend } },
  result: {
    data: {
      answerSurveyByLink: {
        __typename: 'Survey',
        edition: 78,
        inviteReview: satisfaction >= 4,
        answer: { __typename: 'SurveyAnswer', satisfaction, recommend },
      },
    },
  },
});

describe('SurveyAnswerPage', () => {
  it('records nothing on opening: it asks the second question, then thanks a satisfied member and invites a review', async () => {
    renderAt(`/encuesta?token=${TOKEN}`, [answered(true, 5)]);
    expect(screen.getByText('¿Recomendarías el reto?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sí' }));
    expect((await screen.findByText(/Tu respuesta quedó guardada/)).closest('[role=status]')).toBeTruthy();
    expect(screen.getByText(/insignia de compra verificada/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Escribir mi reseña' }).getAttribute('href')).toBe('/profile');
  });

  it('thanks a member who answered 1 to 3 without the review invitation', async () => {
    renderAt(`/encuesta?token=${TOKEN}`, [answered(false, 2)]);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    const thanks = (await screen.findByText(/Tu respuesta quedó guardada/)).closest('[role=status]')!;
    expect(thanks.textContent).not.toContain('reseña');
    expect(screen.getByRole('link', { name: 'Ir a mi panel' }).getAttribute('href')).toBe('/dashboard');
  });

  it("shows the server's Spanish refusal of a used or forged link", async () => {
    const message = 'Ya respondiste la encuesta de esta edición';
    renderAt(`/encuesta?token=${TOKEN}`, [
      {
        request: { query: AnswerSurveyByLinkDocument, variables: { token: TOKEN, recommend: true } },
        result: { errors: [new GraphQLError(message, { extensions: { code: 'survey_answered' } })] },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Sí' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('asks to open the mail again when the link lost its token', () => {
    renderAt('/encuesta', []);
    expect(screen.getByRole('alert').textContent).toContain('Este enlace está incompleto');
  });
});
