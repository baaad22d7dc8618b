import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import { ConfirmAdminSecondFactorDocument } from '../../../gql/graphql';
import { ConfirmSetup } from './ConfirmSetup';

const setup = {
  __typename: 'AdminSecondFactorSetup' as const,
  secret: 'JBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const confirming = (result: object) => ({
  request: { query: ConfirmAdminSecondFactorDocument, variables: { code: '123456' } },
  result,
});

const renderSetup = (result: object) => {
  const onEnabled = vi.fn();
  render(
    <MockedProvider mocks={[confirming(result)]}>
      <ToastProvider>
        <ConfirmSetup setup={setup} onCancel={vi.fn()} onEnabled={onEnabled} />
      </ToastProvider>
    </MockedProvider>,
  );
  fireEvent.change(screen.getByLabelText('Código de 6 dígitos de la aplicación'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
  return onEnabled;
};

describe('ConfirmSetup', () => {
  it("shows the QR code and the secret in groups of four, and hands over the recovery codes once the app's code is right", async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `CODE-${i}`);
    const onEnabled = renderSetup({
      data: { confirmAdminSecondFactor: { __typename: 'AdminSecondFactorEnabled', recoveryCodes: codes } },
    });
    expect(screen.getByAltText('Código QR para tu aplicación de autenticación').getAttribute('src')).toBe(setup.qrCode);
    expect(screen.getByTestId('second-factor-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    await waitFor(() => expect(onEnabled).toHaveBeenCalledWith(codes));
  });

  it('says why a wrong code did not turn it on', async () => {
    const onEnabled = renderSetup({ errors: [{ message: 'El código no es válido' }] });
    expect(await screen.findByText('No se pudo activar la verificación en dos pasos')).toBeTruthy();
    expect(onEnabled).not.toHaveBeenCalled();
  });
});
