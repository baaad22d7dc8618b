import { useMutation } from '@apollo/client/react';
import { useId, type FormEvent } from 'react';
import { useToast } from '../../../components/Toast';
import { ImportPreApprovedEmailsDocument } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { messageOf, SIMPLE_EMAIL, splitEmails } from '../lib';

const text = adminCopy.access;

interface AccessImportFormProps {
  /** The pasted addresses (kept by the tab, so a cancelled paste is still there when the form reopens). */
  bulkText: string;
  onBulkTextChange: (text: string) => void;
  /** Called once the import is done. */
  onImported: () => Promise<void>;
  onCancel: () => void;
}

/**
 * Accesos, bulk import: addresses separated by commas, semicolons or lines; the lines that are no
 * address named as they are typed; nothing sent when none is valid; the server's report in a toast.
 */
export function AccessImportForm({ bulkText, onBulkTextChange, onImported, onCancel }: AccessImportFormProps) {
  const { showToast } = useToast();
  const [importEmails, importing] = useMutation(ImportPreApprovedEmailsDocument);
  const id = useId();
  const items = splitEmails(bulkText);
  const invalid = items.filter((item) => !SIMPLE_EMAIL.test(item));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!items.length) {
      showToast({ variant: 'destructive', title: text.importFailed, description: text.nothingToImport });
      return;
    }
    if (invalid.length === items.length) {
      showToast({ variant: 'destructive', title: text.importFailed, description: text.noValid });
      return;
    }
    try {
      const { data: result } = await importEmails({ variables: { emails: bulkText } });
      const report = result!.importPreApprovedEmails;
      const description = text.importReport(report.added.length, report.skipped.length, report.invalid);
      showToast(
        report.added.length
          ? { title: text.importDone, description }
          : { variant: 'destructive', title: text.noneAdded, description },
      );
      onBulkTextChange('');
      await onImported();
    } catch (failure) {
      showToast({ variant: 'destructive', title: text.importFailed, description: messageOf(failure, '') });
    }
  };

  return (
    <form className="admin-card admin-form" onSubmit={(event) => void submit(event)} noValidate>
      <label className="field__label" htmlFor={id}>
        {text.importLabel}
      </label>
      <textarea
        id={id}
        className="input admin-form__textarea"
        rows={6}
        value={bulkText}
        onChange={(event) => onBulkTextChange(event.target.value)}
      />
      {invalid.length ? <p className="admin-form__warning">{text.invalidCount(invalid)}</p> : null}
      <div className="admin-form__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {text.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={importing.loading}>
          {text.importAction}
        </button>
      </div>
    </form>
  );
}
