import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import { AdminSecondFactorDocument, StartAdminSecondFactorDocument } from '../../../gql/graphql';
import { SecurityTab } from './SecurityTab';

const status = (enabled: boolean) => ({
  request: { query: AdminSecondFactorDocument },
  result: {
    data: {
      adminSecondFactor: { __typename: 'AdminSecondFactor' as const, enabled, recoveryCodesLeft: enabled ? 9 : 0 },
    },
  },
});
const started = (code: string | null) => ({
  request: { query: StartAdminSecondFactorDocument, variables: { code } },
  result: {
    data: {
      startAdminSecondFactor: {
        __typename: 'AdminSecondFactorSetup' as const,
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
    },
  },
});

const renderTab = (mocks: ReadonlyArray<ReturnType<typeof status> | ReturnType<typeof started>>) =>
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <SecurityTab />
      </ToastProvider>
    </MockedProvider>,
  );

describe('Seguridad', () => {
  it('asks a code of the key in use (or a recovery code) before showing a new key', async () => {
    renderTab([status(true), started('ABCD-EFGH-JK')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar de teléfono o renovar códigos' }));
    expect(screen.queryByAltText('Código QR para tu aplicación de autenticación')).toBeNull();
    fireEvent.change(screen.getByLabelText('Código actual o de recuperación'), { target: { value: 'ABCD-EFGH-JK' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByAltText('Código QR para tu aplicación de autenticación')).toBeTruthy();
  });

  it('shows the QR code at once when no second factor is on yet', async () => {
    renderTab([status(false), started(null)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Activar verificación en dos pasos' }));
    expect(await screen.findByAltText('Código QR para tu aplicación de autenticación')).toBeTruthy();
    expect(screen.queryByLabelText('Código actual o de recuperación')).toBeNull();
  });
});
