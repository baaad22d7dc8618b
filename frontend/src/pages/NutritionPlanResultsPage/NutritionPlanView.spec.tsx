import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { aPlan, signedIn } from './nutrition.fixtures';
import { NutritionPlanView } from './NutritionPlanView';

const renderPlan = () =>
  render(
    <MockedProvider mocks={[signedIn(null)]}>
      <MemoryRouter>
        <NutritionPlanView plan={aPlan()} next={{ to: '/auth', label: 'Ir a Iniciar Sesión' }} />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('NutritionPlanView', () => {
  it('shows the goal, the daily calories and the macros in grams with their shares', () => {
    renderPlan();
    expect(screen.getByRole('heading', { level: 1, name: 'Tu plan nutricional' })).toBeTruthy();
    expect(screen.getByTestId('nutrition-goal').textContent).toBe('Perder grasa conservando el músculo');
    expect(screen.getByTestId('nutrition-calories').textContent).toBe('1850 kcal');
    const macros = screen.getByRole('heading', { name: 'Macronutrientes' }).closest('section')!;
    expect(
      within(macros)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Proteína (30%): 139 g', 'Carbohidratos (45%): 208 g', 'Grasas (25%): 51 g']);
  });

  it('lists each meal with its macros and suggestions, then the recommendations and the way on', () => {
    renderPlan();
    const dinner = screen.getByRole('heading', { name: 'Cena' }).closest('article')!;
    expect(within(dinner).getByText('Proteína 35 g · Carbohidratos 40 g · Grasas 12 g')).toBeTruthy();
    expect(
      within(dinner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pescado al horno', 'Ensalada']);
    const advice = screen.getByRole('heading', { name: 'Recomendaciones' }).closest('section')!;
    expect(
      within(advice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bebe 2 litros de agua al día', 'Duerme 7 horas']);
    expect(screen.getByRole('link', { name: 'Ir a Iniciar Sesión' }).getAttribute('href')).toBe('/auth');
  });
});
