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

  if (!password || !strength) return null;
  const text = copy.auth.passwordStrength;
  return (
    <div className={`password-strength password-strength--${String(strength.score)}`} data-testid="password-strength">
      <div className="password-strength__bars" aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={bar <= Math.max(strength.score, 1) ? 'is-on' : undefined} />
        ))}
      </div>
      <p className="password-strength__label" aria-live="polite">
        {text.label(text.levels[strength.score])}
        {strength.warning ? <span className="password-strength__advice"> {strength.warning}</span> : null}
      </p>
    </div>
  );
}
