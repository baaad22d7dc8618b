import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import { MeDocument, ResendEmailVerificationDocument, type CurrentUserFragment } from '../../../gql/graphql';
import { aMember } from '../../../test/fixtures';
import { EmailVerificationNotice } from './EmailVerificationNotice';

const me = (value: CurrentUserFragment | null): MockLink.MockedResponse => ({
  request: { query: MeDocument },
  result: { data: { me: value } },
});
const resend: MockLink.MockedResponse = {
  request: { query: ResendEmailVerificationDocument },
  result: {
    data: {
      resendEmailVerification: {
        __typename: 'EmailVerificationResult',
        success: true,
        message: 'Te enviamos un enlace para verificar tu email. Revisa tu bandeja de entrada.',
      },
    },
  },
};

const renderNotice = (mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <EmailVerificationNotice />
        <p>página</p>
      </ToastProvider>
    </MockedProvider>,
  );

describe('EmailVerificationNotice', () => {
  it('tells an unverified member to verify, and sends a new link on request', async () => {
    renderNotice([me(aMember({ emailVerified: false, hasPaid: false })), resend]);
    const notice = await screen.findByTestId('email-verification-notice');
    expect(notice.textContent).toContain('Verifica tu email');
    expect(notice.textContent).toContain('lucia@correo.es');
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar enlace' }));
    expect(await screen.findByText(/Te enviamos un enlace para verificar tu email/)).toBeTruthy();
  });

  it('shows nothing to a verified member, an administrator or a visitor', async () => {
    for (const user of [aMember(), aMember({ emailVerified: false, isAdmin: true }), null]) {
      const { unmount } = renderNotice([me(user)]);
      expect(await screen.findByText('página')).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByTestId('email-verification-notice')).toBeNull();
      unmount();
    }
  });
});
