import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { copy } from '../../../copy';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

type AuthTab = 'login' | 'register';

const TABS: ReadonlyArray<{ value: AuthTab; label: string }> = [
  { value: 'login', label: copy.auth.loginTab },
  { value: 'register', label: copy.auth.registerTab },
];

/** "Iniciar Sesión" / "Registrarse" tabs (WAI-ARIA tabs pattern; arrow keys move between them). */
export function AuthTabs() {
  // A buyer arriving from the payment (/auth?payment=success) registers first.
  const paid = new URLSearchParams(useLocation().search).get('payment') === 'success';
  const [active, setActive] = useState<AuthTab>(paid ? 'register' : 'login');
  const baseId = useId();
  const tabRefs = useRef(new Map<AuthTab, HTMLButtonElement>());
  const tabId = (tab: AuthTab) => `${baseId}-tab-${tab}`;
  const panelId = (tab: AuthTab) => `${baseId}-panel-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((tab) => tab.value === active);
    let next: number;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TABS.length - 1;
    else return;
    event.preventDefault();
    const tab = TABS[next];
    if (!tab) return;
    setActive(tab.value);
    tabRefs.current.get(tab.value)?.focus();
  };

  return (
    <div className="auth-tabs">
      <div className="auth-tabs__list" role="tablist" aria-label={copy.auth.tabsLabel} onKeyDown={onKeyDown}>
        {TABS.map((tab) => {
          const selected = tab.value === active;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.value, element);
                else tabRefs.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              className="auth-tabs__tab"
              aria-selected={selected}
              aria-controls={panelId(tab.value)}
              tabIndex={selected ? 0 : -1}
              onClick={() => {
                setActive(tab.value);
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div className="auth-tabs__panel" role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)}>
        {active === 'login' ? <LoginForm /> : <RegisterForm />}
      </div>
    </div>
  );
}
