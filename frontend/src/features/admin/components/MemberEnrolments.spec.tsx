import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import { RevokeAccessDocument } from '../../../gql/graphql';
import { aMember } from './member.fixture';
import { MemberEnrolments } from './MemberEnrolments';

const revoking = {
  request: { query: RevokeAccessDocument, variables: { enrolmentId: 'e2' } },
  result: { data: { revokeAccess: { __typename: 'RevokedAccess', success: true, enrolmentId: 'e2' } } },
};

const renderEnrolments = (member = aMember(), onChanged = vi.fn()) => {
  render(
    <MockedProvider mocks={[revoking]}>
      <ToastProvider>
        <MemberEnrolments member={member} onChanged={onChanged} />
      </ToastProvider>
    </MockedProvider>,
  );
  return onChanged;
};

describe('MemberEnrolments', () => {
  it('lists each edition with its source, and offers to revoke only what an admin granted', () => {
    renderEnrolments();
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Edición 4');
    expect(rows[0]!.textContent).toContain('Pre-aprobado');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Revocar acceso a la edición 5' })).toBeTruthy();
  });

  it('revokes a granted edition, says so, and asks for the list again', async () => {
    const onChanged = renderEnrolments();
    fireEvent.click(screen.getByRole('button', { name: 'Revocar acceso a la edición 5' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(screen.getByText('Acceso revocado')).toBeTruthy();
  });

  it('marks a revoked edition, with nothing left to revoke', () => {
    const member = aMember();
    renderEnrolments({ ...member, enrolments: [{ ...member.enrolments[1]!, revoked: true }] });
    expect(screen.getByText('Revocada')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when there is no enrolment', () => {
    renderEnrolments(aMember({ enrolments: [] }));
    expect(screen.getByText('Sin inscripciones')).toBeTruthy();
  });
});
