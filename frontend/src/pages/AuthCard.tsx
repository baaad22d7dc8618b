import type { ReactNode } from 'react';
import { BRAND_NAME } from '../config';
import './AuthPage/AuthPage.css';

/** The centred card the sign-in, recovery and emergency pages share. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth-page">
      <div className="auth-card">
        <header className="auth-card__header">
          <p className="auth-card__tagline">{BRAND_NAME}</p>
          <h1 className="auth-card__brand">{title}</h1>
        </header>
        {children}
      </div>
    </main>
  );
}
