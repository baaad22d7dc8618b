import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminInsightsDocument } from '../../../gql/graphql';
import { anInsights } from '../results/results.fixtures';
import { ResultsTab, selectableEditions } from './ResultsTab';

const TODAY = '2026-11-28';
const answer = (edition: number, paid: number) => ({
  request: { query: AdminInsightsDocument, variables: { edition } },
  result: { data: { adminInsights: anInsights(edition, { funnel: { ...anInsights(edition).funnel, paid } }) } },
});

describe('Resultados', () => {
  it('offers the edition on sale, the running one (by the edition calendar) and the ones before it', () => {
    expect(selectableEditions(TODAY)).toEqual({
      next: 79,
      running: 78,
      editions: [79, 78, 77, 76, 75, 74, 73, 72, 71, 70, 69, 68, 67, 66],
    });
    expect(selectableEditions('2025-07-21').editions.slice(0, 2)).toEqual([62, 61]);
    expect(selectableEditions('2025-07-21').editions.at(-1)).toBe(49);
  });

  it("shows the running edition's figures, and the selected past edition's after asking for it", async () => {
    const onOpenMember = vi.fn();
    render(
      <MockedProvider mocks={[answer(78, 50), answer(77, 31)]}>
        <ResultsTab today={TODAY} onOpenMember={onOpenMember} />
      </MockedProvider>,
    );
    const select = screen.getByLabelText<HTMLSelectElement>('Edición');
    expect(select.value).toBe('78');
    expect(within(select).getByRole('option', { name: 'Edición 78 · 9 nov 2026 (en curso)' })).toBeTruthy();
    expect(within(select).getByRole('option', { name: 'Edición 79 · 7 dic 2026 (a la venta)' })).toBeTruthy();
    expect(within(select).getByRole('option', { name: 'Edición 77 · 12 oct 2026' })).toBeTruthy();
    expect(within(await screen.findByTestId('funnel-paid')).getByText('50')).toBeTruthy();
    expect(screen.getByLabelText('Embudo', { selector: 'section' })).toBeTruthy();
    expect(screen.getByLabelText('Completados por día', { selector: 'section' })).toBeTruthy();
    expect(screen.getByLabelText('Dinero', { selector: 'section' })).toBeTruthy();
    expect(screen.getByLabelText('Satisfacción', { selector: 'section' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ver miembro 12 en Usuarios' }));
    expect(onOpenMember).toHaveBeenCalledWith(12);

    fireEvent.change(select, { target: { value: '77' } });
    expect(within(await screen.findByTestId('funnel-paid')).getByText('31')).toBeTruthy();
    // The whole tab, charts included, renders twice: more than the default 5 s on a loaded machine.
  }, 20_000);

  it('says so when the figures cannot be loaded', async () => {
    render(
      <MockedProvider
        mocks={[{ request: { query: AdminInsightsDocument, variables: { edition: 78 } }, error: new Error('caído') }]}
      >
        <ResultsTab today={TODAY} onOpenMember={vi.fn()} />
      </MockedProvider>,
    );
    expect(await screen.findByText('Error al obtener los resultados de la edición')).toBeTruthy();
  });
});
