import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import { AddPreApprovedEmailDocument } from '../../../gql/graphql';
import { AccessAddForm } from './AccessAddForm';

const adding = (email: string, result: object) => ({
  request: { query: AddPreApprovedEmailDocument, variables: { email } },
  result,
});

function Harness({ onAdded }: { onAdded: () => Promise<void> }) {
  const [email, setEmail] = useState('');
  return <AccessAddForm email={email} onEmailChange={setEmail} onAdded={onAdded} onCancel={vi.fn()} />;
}

const renderForm = (mocks: ReturnType<typeof adding>[], onAdded = vi.fn(async () => {})) => {
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <Harness onAdded={onAdded} />
      </ToastProvider>
    </MockedProvider>,
  );
  return onAdded;
};

const type = (value: string) => fireEvent.change(screen.getByLabelText('Email'), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('AccessAddForm', () => {
  it('refuses a malformed address without sending it', () => {
    const onAdded = renderForm([]);
    type('ana@');
    save();
    expect(screen.getByRole('alert').textContent).toBe('Email inválido');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('adds the address in lower case, says so, and empties the field', async () => {
    const onAdded = renderForm([
      adding('ana@example.com', {
        data: { addPreApprovedEmail: { __typename: 'PreApprovedEmail', email: 'ana@example.com' } },
      }),
    ]);
    type('  Ana@Example.com ');
    save();
    await waitFor(() => expect(onAdded).toHaveBeenCalledOnce());
    expect(screen.getByText('Email añadido')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal beside the field and keeps the address", async () => {
    const onAdded = renderForm([adding('ana@example.com', { errors: [{ message: 'El email ya está en la lista' }] })]);
    type('ana@example.com');
    save();
    expect(await screen.findByText('El email ya está en la lista', { selector: '.admin-form__error' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
    expect(onAdded).not.toHaveBeenCalled();
  });
});
