import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import { ComputeNutritionPlanDocument, MeDocument } from '../../../gql/graphql';
import { keepPlanData, rememberCheckoutProof } from '../lib/buyer-prefill';
import { readNutritionPlan } from '../lib/nutrition-plan-storage';
import type { PersonalData } from '../lib/personal-data';
import { PaymentReturn } from './PaymentReturn';

const personalData = {
  fullName: 'Paula Ortiz',
  email: 'paula@correo.es',
  age: 34,
  height: '168',
  weight: '64',
  physicalActivity: 'moderado',
  occupation: 'Contadora',
  cityCountry: 'Puebla, México',
  phoneCountryCode: '+52',
  phoneNumber: '2221234567',
  hasHealthConditions: false,
  fitnessGoal: 'perder_grasa',
  additionalInfo: '',
} as PersonalData;

const plan = {
  __typename: 'NutritionPlan' as const,
  goal: 'fat_loss',
  goalDescription: 'Déficit moderado',
  dailyCalories: 1864,
  macros: { __typename: 'Macros' as const, protein: 140, carbs: 210, fat: 52, calories: 1864 },
  meals: [],
  recommendations: [],
  createdAt: '2026-11-25T07:00:00.000Z',
};
const computed: MockLink.MockedResponse = {
  // With the checkout's proof this tab kept: the server keeps the plan for the address only with it.
  request: { query: ComputeNutritionPlanDocument, variables: { personalData, checkoutProof: 'pi_1_secret_2' } },
  result: { data: { computeNutritionPlan: plan } },
};
const visitor: MockLink.MockedResponse = { request: { query: MeDocument }, result: { data: { me: null } } };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const renderReturn = (search: string, mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <MemoryRouter initialEntries={[`/auth${search}`]}>
          <Routes>
            <Route
              path="/auth"
              element={
                <PaymentReturn>
                  <Where />
                </PaymentReturn>
              }
            />
            <Route path="/subscribe" element={<p data-testid="where">/subscribe</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );

beforeEach(() => {
  sessionStorage.clear();
});

describe('PaymentReturn: back from the card redirect (3-D Secure)', () => {
  it('computes the plan from the personal data kept before the redirect, then leaves Stripe’s parameters out of the address', async () => {
    keepPlanData(personalData);
    rememberCheckoutProof('pi_1_secret_2');
    renderReturn(
      '?payment=success&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded',
      [computed, visitor],
    );
    expect(await screen.findByText('¡Pago exitoso!')).toBeTruthy();
    expect((await screen.findByTestId('where')).textContent).toBe('/auth?payment=success');
    expect(readNutritionPlan()).toMatchObject({ dailyCalories: 1864 });
    // The kept personal data is used once.
    expect(sessionStorage.getItem('checkout.plan-data')).toBeNull();
  });

  it('sends a card refused at the redirect back to /subscribe with the error, and computes nothing', async () => {
    keepPlanData(personalData);
    renderReturn('?payment=success&payment_intent=pi_1&redirect_status=failed', [visitor]);
    expect((await screen.findByTestId('where')).textContent).toBe('/subscribe');
    expect(await screen.findByText('Error al procesar el pago')).toBeTruthy();
    expect(readNutritionPlan()).toBeNull();
  });

  it('leaves the page alone without the redirect’s parameter', async () => {
    renderReturn('?payment=success', [visitor]);
    expect((await screen.findByTestId('where')).textContent).toBe('/auth?payment=success');
  });
});
