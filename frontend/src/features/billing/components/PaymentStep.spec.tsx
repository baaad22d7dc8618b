import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import { CreateSubscriptionDocument } from '../../../gql/graphql';
import type { PersonalData } from '../lib/personal-data';
import { PaymentStep } from './PaymentStep';

const personalData: PersonalData = {
  fullName: 'Ana López',
  email: 'ana@gmail.com',
  age: 30,
  height: '165',
  weight: '60',
  physicalActivity: 'moderado',
  occupation: 'Enfermera',
  cityCountry: 'Quito, Ecuador',
  phoneCountryCode: '+1',
  phoneNumber: '0991234567',
  hasHealthConditions: false,
  fitnessGoal: 'perder_grasa',
  additionalInfo: '',
};

const checkout = (provider: string): MockLink.MockedResponse => ({
  request: { query: CreateSubscriptionDocument, variables: { personalData } },
  delay: 50,
  result: {
    data: {
      createSubscription: {
        __typename: 'SubscriptionCheckout',
        clientSecret: 'sim_abc_secret_def',
        subscriptionId: 'sim_sub_1',
        provider,
        publishableKey: null,
        amountCents: 7800,
        currency: 'usd',
      },
    },
  },
});

const renderStep = (mocks: ReadonlyArray<MockLink.MockedResponse>) =>
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <MemoryRouter>
          <PaymentStep
            personalData={personalData}
            priceLabel="$78 USD"
            guaranteeDays={30}
            onBack={vi.fn()}
            onPaid={vi.fn()}
          />
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );

describe('PaymentStep', () => {
  it('shows "Preparando formulario de pago..." until the client secret arrives, then the test-mode form', async () => {
    renderStep([checkout('simulated')]);
    expect(screen.getByRole('heading', { name: 'Finalizar Pago' })).toBeTruthy();
    expect(screen.getByText('Preparando formulario de pago...')).toBeTruthy();
    expect(await screen.findByText('Modo de prueba - no se realiza ningún cobro')).toBeTruthy();
    expect(screen.queryByText('Preparando formulario de pago...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pagar $78 USD' })).toBeTruthy();
  });

  it('says before the pay button that it renews every 28 days until cancelled, how to cancel and the guarantee; pays only once the terms are accepted', async () => {
    renderStep([checkout('simulated')]);
    const pay = (await screen.findByRole('button', { name: 'Pagar $78 USD' })) as HTMLButtonElement;
    expect(screen.getByText('Total: $78 USD cada 28 días · cancela cuando quieras')).toBeTruthy();
    expect(
      screen.getByText(/^Se renueva automáticamente al empezar cada nueva edición, hasta que la canceles\.$/),
    ).toBeTruthy();
    expect(screen.getByText(/^Cancélala cuando quieras desde tu perfil, en dos toques/)).toBeTruthy();
    expect(screen.getByText('Garantía de 30 días: si el reto no es para ti, te devolvemos tu dinero.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Términos y condiciones' }).getAttribute('href')).toBe('/terms');
    expect(document.body.textContent).not.toMatch(/pago único/i);

    expect(pay.disabled).toBe(true);
    expect(pay.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(pay.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Marca la casilla de los términos para pagar.',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /Acepto los Términos y condiciones/ }));
    expect(pay.disabled).toBe(false);
    expect(screen.queryByText('Marca la casilla de los términos para pagar.')).toBeNull();
  });

  it('stays on the payment step and says why, in place of the spinner, when the server refuses', async () => {
    renderStep([
      {
        request: { query: CreateSubscriptionDocument, variables: { personalData } },
        result: {
          errors: [{ message: 'Los pagos no están disponibles en este momento. Por favor, inténtalo más tarde.' }],
        },
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Los pagos no están disponibles en este momento. Por favor, inténtalo más tarde.',
    );
    expect(screen.queryByText('Preparando formulario de pago...')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Finalizar Pago' })).toBeTruthy();
  });

  it('tells an address that already paid so, as a notice with the way to sign in, not as an error', async () => {
    renderStep([
      {
        request: { query: CreateSubscriptionDocument, variables: { personalData } },
        result: {
          errors: [
            {
              message: 'Este email ya tiene pagada esta edición del reto, así que no te cobramos de nuevo.',
              extensions: { code: 'already_paid', status: 409 },
            },
          ],
        },
      },
    ]);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Este email ya tiene pagada esta edición del reto');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Iniciar sesión con este email' }).getAttribute('href')).toBe('/auth');
  });
});
