import { Search, Trash2 } from 'lucide-react';
import { useId, useMemo } from 'react';
import { adminCopy } from '../admin.copy';

const PAGE_SIZE = 50;
const text = adminCopy.access;

interface AccessListProps {
  /** Every pre-approved address. */
  emails: string[];
  selected: ReadonlySet<string>;
  onSelect: (selected: Set<string>) => void;
  /** Asks to delete one address (after a confirmation). */
  onDelete: (email: string) => void;
  /** While adding or importing, no row can be deleted. */
  deleteDisabled: boolean;
  /** The search and the page, kept by the tab (the list is away while it reloads). */
  search: { filter: string; page: number };
  onSearch: (search: { filter: string; page: number }) => void;
}

/**
 * Accesos, the list: searched, 50 rows a page (10,000 addresses stay fast), one selected at a
 * time or all those the search finds, each with its delete button.
 */
export function AccessList(props: AccessListProps) {
  const { emails, selected, onSelect, onDelete, deleteDisabled, search, onSearch } = props;
  const { filter, page } = search;
  const setPage = (next: number) => onSearch({ filter, page: next });
  const searchId = useId();

  const filtered = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle ? emails.filter((item) => item.includes(needle)) : emails;
  }, [emails, filter]);
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = filtered.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  const allSelected = filtered.length > 0 && filtered.every((item) => selected.has(item));

  const toggle = (item: string) => {
    const next = new Set(selected);
    if (next.has(item)) next.delete(item);
    else next.add(item);
    onSelect(next);
  };

  return (
    <div className="admin-card admin-list">
      <div className="admin-list__head">
        <label className="admin-check">
          <input
            type="checkbox"
            checked={allSelected}
            disabled={filtered.length === 0}
            onChange={() => onSelect(allSelected ? new Set() : new Set(filtered))}
          />
          <span>{text.selectAll}</span>
        </label>
        <div className="admin-search">
          <Search aria-hidden="true" size={16} />
          <label className="visually-hidden" htmlFor={searchId}>
            {text.search}
          </label>
          <input
            id={searchId}
            className="admin-search__input"
            type="search"
            placeholder={text.search}
            value={filter}
            onChange={(event) => onSearch({ filter: event.target.value, page: 0 })}
          />
        </div>
        <span className="admin-list__count muted">{text.count(filtered.length, emails.length)}</span>
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
                disabled={deleteDisabled}
                onClick={() => onDelete(item)}
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
  );
}
