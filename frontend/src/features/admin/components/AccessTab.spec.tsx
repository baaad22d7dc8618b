import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import { PreApprovedEmailsDocument } from '../../../gql/graphql';
import { AccessTab } from './AccessTab';

const listed = (emails: string[]) => ({
  request: { query: PreApprovedEmailsDocument },
  result: { data: { preApprovedEmails: emails } },
});

const renderTab = (emails: string[]) =>
  render(
    <MockedProvider mocks={[listed(emails)]}>
      <ToastProvider>
        <AccessTab />
      </ToastProvider>
    </MockedProvider>,
  );

describe('Accesos', () => {
  it('select-all checks itself when every e-mail is selected and unchecks when one is deselected', async () => {
    renderTab(['ana@example.com', 'luis@example.com']);
    const all = (await screen.findByLabelText('Seleccionar todos')) as HTMLInputElement;
    expect(all.checked).toBe(false);
    fireEvent.click(screen.getByLabelText('Seleccionar ana@example.com'));
    expect(all.checked).toBe(false);
    fireEvent.click(screen.getByLabelText('Seleccionar luis@example.com'));
    expect(all.checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Seleccionar ana@example.com'));
    expect(all.checked).toBe(false);
    fireEvent.click(all);
    expect((screen.getByLabelText('Seleccionar ana@example.com') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Eliminar seleccionados (2)' })).toBeTruthy();
  });

  it('keeps add mode and import mode exclusive of each other and of the normal buttons', async () => {
    renderTab(['ana@example.com']);
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir email' }));
    expect(screen.queryByRole('button', { name: 'Importación masiva' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Eliminar seleccionados/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email requerido');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Importación masiva' }));
    expect(screen.queryByRole('button', { name: 'Añadir email' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Emails separados por coma, punto y coma o salto de línea'), {
      target: { value: 'a@x.com; malo\nb@x.com, peor' },
    });
    // Which lines are not addresses, named.
    expect(screen.getByText('Emails inválidos: 2 (malo, peor)')).toBeTruthy();
  });

  it('asks before deleting even one address, naming it', async () => {
    renderTab(['ana@example.com']);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar ana@example.com' }));
    expect(screen.getByRole('dialog', { hidden: true }).textContent).toContain(
      'Se eliminará ana@example.com de la lista de pre-aprobados.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar', hidden: true }));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(screen.getByText('ana@example.com')).toBeTruthy();
  });

  it('pages a long list: 10,000 addresses render 50 rows at a time', async () => {
    renderTab(Array.from({ length: 10_000 }, (_, i) => `persona${String(i).padStart(5, '0')}@example.com`));
    expect(await screen.findByText('10000 de 10000 emails')).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(51);
    expect(screen.getByText('Página 1 de 200')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('persona00050@example.com')).toBeTruthy();
  });
});
