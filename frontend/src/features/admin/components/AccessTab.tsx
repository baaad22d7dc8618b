import { useMutation, useQuery } from '@apollo/client/react';
import { Plus, Search, Trash2, Upload } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/Toast';
import {
  AddPreApprovedEmailDocument,
  ImportPreApprovedEmailsDocument,
  PreApprovedEmailsDocument,
  RemovePreApprovedEmailsDocument,
} from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { messageOf, SIMPLE_EMAIL, splitEmails } from '../lib';
import { Dialog } from './Dialog';
import { PanelState } from './PanelState';

const PAGE_SIZE = 50;
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
  const [add, adding] = useMutation(AddPreApprovedEmailDocument);
  const [importEmails, importing] = useMutation(ImportPreApprovedEmailsDocument);
  const [remove, removing] = useMutation(RemovePreApprovedEmailsDocument);
  const [mode, setMode] = useState<Mode>('normal');
  const [email, setEmail] = useState('');
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [bulkText, setBulkText] = useState('');
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const ids = { email: useId(), bulk: useId(), search: useId() };

  const all = useMemo(() => data?.preApprovedEmails ?? [], [data]);
  const filtered = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle ? all.filter((item) => item.includes(needle)) : all;
  }, [all, filter]);
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = filtered.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  const allSelected = filtered.length > 0 && filtered.every((item) => selected.has(item));

  if (loading || error || !data) return <PanelState loading={loading} error={error ? text.loadError : null} />;

  const reload = async () => {
    await refetch();
    setSelected(new Set());
  };

  const submitAdd = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    const problem = !value ? text.required : SIMPLE_EMAIL.test(value) ? null : text.invalid;
    setEmailProblem(problem);
    if (problem) return;
    try {
      await add({ variables: { email: value } });
      showToast({ title: text.added, description: value });
      setEmail('');
      setMode('normal');
      await reload();
    } catch (failure) {
      const message = messageOf(failure, text.addError);
      setEmailProblem(message);
      showToast({ variant: 'destructive', title: text.addError, description: message });
    }
  };

  const submitImport = async (event: FormEvent) => {
    event.preventDefault();
    const items = splitEmails(bulkText);
    if (!items.length) {
      showToast({ variant: 'destructive', title: text.importFailed, description: text.nothingToImport });
      return;
    }
    const invalid = items.filter((item) => !SIMPLE_EMAIL.test(item));
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
      setBulkText('');
      setMode('normal');
      await reload();
    } catch (failure) {
      showToast({ variant: 'destructive', title: text.importFailed, description: messageOf(failure, '') });
    }
  };

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

  const toggle = (item: string) =>
    setSelected((before) => {
      const next = new Set(before);
      if (next.has(item)) next.delete(item);
      else next.add(item);
      return next;
    });

  const pendingInvalid = mode === 'import' ? splitEmails(bulkText).filter((item) => !SIMPLE_EMAIL.test(item)) : [];

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
        <form className="admin-card admin-form" onSubmit={(event) => void submitAdd(event)} noValidate>
          <label className="field__label" htmlFor={ids.email}>
            {text.emailLabel}
          </label>
          <input
            id={ids.email}
            className="input"
            type="email"
            value={email}
            autoComplete="off"
            placeholder={text.emailPlaceholder}
            aria-invalid={emailProblem ? true : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {emailProblem ? (
            <p className="admin-form__error" role="alert">
              {emailProblem}
            </p>
          ) : null}
          <div className="admin-form__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setMode('normal')}>
              {text.cancel}
            </button>
            <button type="submit" className="btn btn--primary" disabled={adding.loading}>
              {text.save}
            </button>
          </div>
        </form>
      ) : null}

      {mode === 'import' ? (
        <form className="admin-card admin-form" onSubmit={(event) => void submitImport(event)} noValidate>
          <label className="field__label" htmlFor={ids.bulk}>
            {text.importLabel}
          </label>
          <textarea
            id={ids.bulk}
            className="input admin-form__textarea"
            rows={6}
            value={bulkText}
            onChange={(event) => setBulkText(event.target.value)}
          />
          {pendingInvalid.length ? <p className="admin-form__warning">{text.invalidCount(pendingInvalid)}</p> : null}
          <div className="admin-form__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setMode('normal')}>
              {text.cancel}
            </button>
            <button type="submit" className="btn btn--primary" disabled={importing.loading}>
              {text.importAction}
            </button>
          </div>
        </form>
      ) : null}

      <div className="admin-card admin-list">
        <div className="admin-list__head">
          <label className="admin-check">
            <input
              type="checkbox"
              checked={allSelected}
              disabled={filtered.length === 0}
              onChange={() => setSelected(allSelected ? new Set() : new Set(filtered))}
            />
            <span>{text.selectAll}</span>
          </label>
          <div className="admin-search">
            <Search aria-hidden="true" size={16} />
            <label className="visually-hidden" htmlFor={ids.search}>
              {text.search}
            </label>
            <input
              id={ids.search}
              className="admin-search__input"
              type="search"
              placeholder={text.search}
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value);
                setPage(0);
              }}
            />
          </div>
          <span className="admin-list__count muted">{text.count(filtered.length, all.length)}</span>
        </div>
        {shown.length === 0 ? (
          <p className="admin-empty muted">{text.empty}</p>
        ) : (
          <ul className="admin-emails">
            {shown.map((item) => (
              <li key={item} className="admin-emails__row">
                <label className="admin-check admin-emails__label">
                  <input
                    type="checkbox"
                    checked={selected.has(item)}
                    aria-label={text.selectOne(item)}
                    onChange={() => toggle(item)}
                  />
                  <span className="admin-emails__email">{item}</span>
                </label>
                <button
                  type="button"
                  className="admin-icon-button"
                  aria-label={text.deleteOne(item)}
                  disabled={mode !== 'normal'}
                  onClick={() => setConfirming([item])}
                >
                  <Trash2 aria-hidden="true" size={16} />
                </button>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav className="admin-pager" aria-label={text.page(current + 1, pages)}>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
            >
              {text.previous}
            </button>
            <span className="muted">{text.page(current + 1, pages)}</span>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={current >= pages - 1}
              onClick={() => setPage(current + 1)}
            >
              {text.next}
            </button>
          </nav>
        ) : null}
      </div>

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
