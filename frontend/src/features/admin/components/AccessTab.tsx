import { useMutation, useQuery } from '@apollo/client/react';
import { Plus, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '../../../components/Toast';
import { PreApprovedEmailsDocument, RemovePreApprovedEmailsDocument } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { messageOf } from '../lib';
import { AccessAddForm } from './AccessAddForm';
import { AccessImportForm } from './AccessImportForm';
import { AccessList } from './AccessList';
import { Dialog } from './Dialog';
import { PanelState } from './PanelState';
import './AccessTab.css';

const text = adminCopy.access;
type Mode = 'normal' | 'add' | 'import';

/**
 * Accesos (spec 2, section 2.8): the pre-approved list, paged (10,000 addresses stay fast); add one,
 * bulk import, select, select all, delete one, bulk delete with confirmation. Add and import modes
 * exclude each other and the normal buttons.
 */
export function AccessTab() {
  const { showToast } = useToast();
  const { data, loading, error, refetch } = useQuery(PreApprovedEmailsDocument, { fetchPolicy: 'network-only' });
  const [remove, removing] = useMutation(RemovePreApprovedEmailsDocument);
  const [mode, setMode] = useState<Mode>('normal');
  const [email, setEmail] = useState('');
  const [bulkText, setBulkText] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const [search, setSearch] = useState({ filter: '', page: 0 });

  if (loading || error || !data) return <PanelState loading={loading} error={error ? text.loadError : null} />;

  const reload = async () => {
    await refetch();
    setSelected(new Set());
  };
  const done = async () => {
    setMode('normal');
    await reload();
  };
  const normal = () => setMode('normal');

  const removeEmails = async (emails: string[]) => {
    setConfirming(null);
    try {
      const { data: result } = await remove({ variables: { emails } });
      const report = result!.removePreApprovedEmails;
      showToast({ title: text.deleted, description: text.deleteReport(report.removed.length, report.missing.length) });
      await reload();
    } catch (failure) {
      showToast({ variant: 'destructive', title: text.deleteError, description: messageOf(failure, '') });
    }
  };

  return (
    <section className="admin-section">
      {mode === 'normal' ? (
        <div className="admin-bar">
          <button type="button" className="btn btn--primary" onClick={() => setMode('add')}>
            <Plus aria-hidden="true" size={18} />
            {text.add}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setMode('import')}>
            <Upload aria-hidden="true" size={18} />
            {text.import}
          </button>
          <button
            type="button"
            className="btn btn--danger"
            disabled={selected.size === 0 || removing.loading}
            onClick={() => setConfirming([...selected])}
          >
            <Trash2 aria-hidden="true" size={18} />
            {text.deleteSelected(selected.size)}
          </button>
        </div>
      ) : null}
      {mode === 'add' ? (
        <AccessAddForm email={email} onEmailChange={setEmail} onAdded={done} onCancel={normal} />
      ) : null}
      {mode === 'import' ? (
        <AccessImportForm bulkText={bulkText} onBulkTextChange={setBulkText} onImported={done} onCancel={normal} />
      ) : null}

      <AccessList
        emails={data.preApprovedEmails}
        selected={selected}
        onSelect={setSelected}
        onDelete={(item) => setConfirming([item])}
        deleteDisabled={mode !== 'normal'}
        search={search}
        onSearch={setSearch}
      />

      {confirming ? (
        <Dialog title={text.confirmTitle} onClose={() => setConfirming(null)}>
          <p className="admin-dialog__text">{text.confirmText(confirming)}</p>
          <div className="admin-dialog__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(null)}>
              {text.cancel}
            </button>
            <button type="button" className="btn btn--danger" onClick={() => void removeEmails(confirming)}>
              {text.confirm}
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
