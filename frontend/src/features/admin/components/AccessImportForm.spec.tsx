import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import { ImportPreApprovedEmailsDocument } from '../../../gql/graphql';
import { AccessImportForm } from './AccessImportForm';

const LABEL = 'Emails separados por coma, punto y coma o salto de línea';

function Harness({ onImported }: { onImported: () => Promise<void> }) {
  const [text, setText] = useState('');
  return <AccessImportForm bulkText={text} onBulkTextChange={setText} onImported={onImported} onCancel={vi.fn()} />;
}

const renderForm = (mocks: MockLink.MockedResponse[] = []) => {
  const onImported = vi.fn(async () => {});
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <Harness onImported={onImported} />
      </ToastProvider>
    </MockedProvider>,
  );
  return onImported;
};

const paste = (value: string) => fireEvent.change(screen.getByLabelText(LABEL), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Importar' }));

describe('AccessImportForm', () => {
  it('names the lines that are not addresses as they are pasted', () => {
    renderForm();
    paste('a@x.com; malo\nb@x.com, peor');
    expect(screen.getByText('Emails inválidos: 2 (malo, peor)')).toBeTruthy();
  });

  it('sends nothing when nothing is pasted, or when no line is an address', () => {
    const onImported = renderForm();
    send();
    expect(screen.getByRole('alert').textContent).toContain('No hay emails para importar');
    paste('malo, peor');
    send();
    expect(screen.getByText('No hay emails válidos')).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();
  });

  it("imports the pasted text and reports the server's count", async () => {
    const onImported = renderForm([
      {
        request: { query: ImportPreApprovedEmailsDocument, variables: { emails: 'a@x.com, b@x.com, malo' } },
        result: {
          data: {
            importPreApprovedEmails: {
              __typename: 'PreApprovedImportReport',
              added: ['a@x.com'],
              skipped: ['b@x.com'],
              invalid: ['malo'],
            },
          },
        },
      },
    ]);
    paste('a@x.com, b@x.com, malo');
    send();
    await waitFor(() => expect(onImported).toHaveBeenCalledOnce());
    expect(screen.getByText('Importación completada')).toBeTruthy();
    expect(screen.getByText('1 añadido, 1 ya estaba en la lista, 1 inválido: malo.')).toBeTruthy();
    expect((screen.getByLabelText(LABEL) as HTMLTextAreaElement).value).toBe('');
  });
});
