import { useEffect, useState } from 'react';
import { copy } from '../../../copy';
import type { PasswordStrength } from '../lib/password-strength';

/** Typing pauses this long before the estimate (it runs in the page, a few milliseconds a check). */
const ESTIMATE_DELAY_MS = 150;

/**
 * How hard the password typed so far is to guess (four bars and a word, and its advice),
 * announced politely. The estimator (a few kilobytes) loads on the first character typed.
 */
export function PasswordStrengthMeter({ password, userInputs }: { password: string; userInputs: string[] }) {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const inputs = userInputs.filter(Boolean).join('\n');

  useEffect(() => {
    // An empty field shows nothing (below); what was estimated before is replaced by the next estimate.
    if (!password) return;
    let current = true;
    const timer = window.setTimeout(() => {
      void import('../lib/password-strength').then(({ strengthOf }) => {
        if (current) setStrength(strengthOf(password, inputs ? inputs.split('\n') : []));
      });
    }, ESTIMATE_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [password, inputs]);

  // The meter holds its place before the first estimate (its bars off, its line empty), so what lies
  // below it (the video version's buttons) never moves under a finger about to tap it.
  const shown = password ? strength : null;
  const text = copy.auth.passwordStrength;
  return (
    <div
      className={shown ? `password-strength password-strength--${String(shown.score)}` : 'password-strength'}
      data-testid="password-strength"
    >
      <div className="password-strength__bars" aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={shown && bar <= Math.max(shown.score, 1) ? 'is-on' : undefined} />
        ))}
      </div>
      <p className="password-strength__label" aria-live="polite">
        {shown ? text.label(text.levels[shown.score]) : null}
        {shown?.warning ? <span className="password-strength__advice"> {shown.warning}</span> : null}
      </p>
    </div>
  );
}
