import {
  ChartColumn,
  ClipboardList,
  CreditCard,
  KeyRound,
  MessageSquareQuote,
  MessagesSquare,
  ShieldCheck,
  Users,
  Video,
} from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { adminCopy } from '../../features/admin/admin.copy';

const TABS = [
  { key: 'videos', icon: Video },
  { key: 'users', icon: Users },
  { key: 'access', icon: ShieldCheck },
  { key: 'reviews', icon: MessageSquareQuote },
  { key: 'payments', icon: CreditCard },
  { key: 'community', icon: MessagesSquare },
  { key: 'results', icon: ChartColumn },
  { key: 'audit', icon: ClipboardList },
  { key: 'security', icon: KeyRound },
] as const;
export type AdminTabKey = (typeof TABS)[number]['key'];

export interface AdminTabsProps {
  /** The prefix of the tabs' ids: tab `x` is `${id}-tab-x`, and every tab controls `${id}-panel`. */
  id: string;
  current: AdminTabKey;
  onSelect: (tab: AdminTabKey) => void;
}

/** The panel's tabs, in the order the trainer works through them; the arrow keys move between them. */
export function AdminTabs({ id, current, onSelect }: AdminTabsProps) {
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((item) => item.key === current);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(index + step + TABS.length) % TABS.length]!.key;
    onSelect(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <div className="admin-tabs" role="tablist" aria-label={adminCopy.tabsLabel} onKeyDown={onKey}>
      {TABS.map(({ key, icon: Icon }) => (
        <button
          key={key}
          id={`${id}-tab-${key}`}
          type="button"
          role="tab"
          className="admin-tabs__tab"
          aria-selected={current === key}
          aria-controls={`${id}-panel`}
          tabIndex={current === key ? 0 : -1}
          onClick={() => onSelect(key)}
        >
          <Icon aria-hidden="true" size={18} />
          {adminCopy.tabs[key]}
        </button>
      ))}
    </div>
  );
}
