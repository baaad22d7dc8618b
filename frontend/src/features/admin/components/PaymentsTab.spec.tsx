import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import { AdminDiscrepanciesDocument } from '../../../gql/graphql';
import { PaymentsTab } from './PaymentsTab';

const KINDS = ['discrepancy', 'test', 'pending', 'second'] as const;

const payment = (kind: (typeof KINDS)[number], index: number) => ({
  __typename: 'Discrepancy' as const,
  paymentId: `00000000-0000-4000-8000-00000000000${String(index)}`,
  kind,
  provider: kind === 'discrepancy' ? 'stripe' : 'shopify',
  providerPaymentId: `pago_${kind}`,
  email: `${kind}@example.com`,
  amountCents: kind === 'discrepancy' ? 3900 : 7800,
  currency: 'usd',
  paidAt: '2026-11-20T10:00:00.000Z',
});

describe('Pagos', () => {
  it('says what each payment that granted nothing is, in Spanish: not the price, a test order, an unpaid order, a second payment to refund', async () => {
    render(
      <MockedProvider
        mocks={[
          {
            request: { query: AdminDiscrepanciesDocument },
            result: { data: { adminDiscrepancies: KINDS.map((kind, index) => payment(kind, index)) } },
          },
        ]}
      >
        <ToastProvider>
          <PaymentsTab />
        </ToastProvider>
      </MockedProvider>,
    );
    const item = async (index: number) =>
      within(await screen.findByTestId(`discrepancy-${payment('test', index).paymentId}`));
    const shown = {
      discrepancy: ['Importe distinto al precio', 'Pagó otra cantidad o moneda que el precio del reto.'],
      test: ['Pedido de prueba', 'La tienda lo marcó como prueba: no se cobró dinero real.'],
      pending: ['Pedido sin pagar', 'La tienda aún no recibió el dinero (pendiente o pago parcial).'],
      second: ['Segundo pago: reembolsar', 'Este email ya había pagado esta edición: devuelve este segundo cobro.'],
    };
    for (const [index, kind] of KINDS.entries()) {
      const card = await item(index);
      for (const line of shown[kind]) expect(card.getByText(line)).toBeTruthy();
      // No English or internal word reaches the trainer.
      expect(card.queryByText(kind)).toBeNull();
    }
  });
});
