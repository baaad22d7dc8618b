import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/Toast';
import { ComputeNutritionPlanDocument, MeDocument } from '../../gql/graphql';
import { aPlan } from './nutrition.fixtures';
import { PlanFromPersonalData } from './PlanFromPersonalData';

/** The plan is computed for the member's own name and e-mail and the body data typed in. */
const forLucia = (variables: Record<string, unknown>) => {
  const data = variables.personalData as Record<string, unknown>;
  return data.email === 'lucia@correo.es' && data.fullName === 'Lucía Gómez' && data.age === 34;
};

function renderForm(computed: MockLink.MockedResponse) {
  const onPlan = vi.fn();
  render(
    <MockedProvider
      mocks={[
        { request: { query: MeDocument }, result: { data: { me: null } }, maxUsageCount: Number.POSITIVE_INFINITY },
        computed,
      ]}
    >
      <ToastProvider>
        <PlanFromPersonalData user={{ fullName: 'Lucía Gómez', email: 'lucia@correo.es' }} onPlan={onPlan} />
      </ToastProvider>
    </MockedProvider>,
  );
  return onPlan;
}

function fillAndCalculate() {
  fireEvent.change(screen.getByLabelText('Edad'), { target: { value: '34' } });
  fireEvent.change(screen.getByLabelText('Altura (cm)'), { target: { value: '165' } });
  fireEvent.change(screen.getByLabelText('Peso (kg)'), { target: { value: '62' } });
  fireEvent.change(screen.getByLabelText('Actividad física'), { target: { value: 'moderado' } });
  fireEvent.click(screen.getByLabelText('Perder grasa'));
  fireEvent.click(screen.getByRole('button', { name: 'Calcular mi plan' }));
}

describe('PlanFromPersonalData', () => {
  it('asks only the body data, not the contact, and says why', () => {
    renderForm({ request: { query: ComputeNutritionPlanDocument, variables: forLucia }, result: { data: null } });
    expect(screen.getByTestId('nutrition-missing').textContent).toBe(
      'Aún no tenemos tus datos para calcular tu plan. Complétalos y lo calculamos al momento.',
    );
    expect(screen.queryByLabelText('Número de teléfono')).toBeNull();
    expect(screen.queryByLabelText('Ocupación')).toBeNull();
  });

  it("computes the plan for the member's e-mail from what they typed, and shows it", async () => {
    const onPlan = renderForm({
      request: { query: ComputeNutritionPlanDocument, variables: forLucia },
      result: { data: { computeNutritionPlan: aPlan() } },
    });
    fillAndCalculate();
    await waitFor(() => expect(onPlan).toHaveBeenCalledWith(aPlan()));
  });

  it("says why when the plan could not be computed, and keeps the member's data on screen", async () => {
    const onPlan = renderForm({
      request: { query: ComputeNutritionPlanDocument, variables: forLucia },
      result: { errors: [new GraphQLError('No se pudo calcular el plan. Inténtalo de nuevo.')] },
    });
    fillAndCalculate();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No se pudo calcular el plan. Inténtalo de nuevo.',
    );
    expect(onPlan).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Edad').value).toBe('34');
  });
});
