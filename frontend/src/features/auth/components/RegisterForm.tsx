import { useId, useState, type SubmitEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { SubmitButton } from '../../../components/SubmitButton/SubmitButton';
import { copy } from '../../../copy';
import type { Gender } from '../../../gql/graphql';
import { registrationPrefill } from '../../billing/lib/buyer-prefill';
import { useRegister } from '../hooks/useRegister';
import { GenderPicker } from './GenderPicker';
import { PasswordField } from './PasswordInput';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

export function RegisterForm() {
  const { register, pending } = useRegister();
  // After paying (/auth?payment=success&...), the name and e-mail of the subscribe form pre-fill the form.
  const prefill = registrationPrefill(useLocation().search);
  const [username, setUsername] = useState(prefill?.username ?? '');
  const [email, setEmail] = useState(prefill?.email ?? '');
  const [password, setPassword] = useState('');
  // Asked, never assumed: the buyer's answer from the purchase form, or nothing chosen yet.
  const [gender, setGender] = useState<Gender | null>(prefill?.gender ?? null);
  const [genderError, setGenderError] = useState<string | undefined>(undefined);
  const usernameId = useId();
  const emailId = useId();
  const emailHintId = useId();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!gender) {
      setGenderError(copy.auth.genderRequired);
      return;
    }
    void register({ username, email, password, gender });
  };

  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <div className="field">
        <label className="field__label" htmlFor={usernameId}>
          {copy.auth.nameLabel}
        </label>
        <input
          id={usernameId}
          name="username"
          className="input"
          type="text"
          autoComplete="name"
          placeholder={copy.auth.namePlaceholder}
          required
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
          }}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={emailId}>
          {copy.auth.emailLabel}
        </label>
        <input
          id={emailId}
          name="email"
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={copy.auth.emailPlaceholder}
          aria-describedby={emailHintId}
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
        <p className="field__hint" id={emailHintId}>
          {copy.auth.emailHint}
        </p>
      </div>
      <PasswordField
        label={copy.auth.passwordLabel}
        name="password"
        autoComplete="new-password"
        placeholder={copy.auth.passwordPlaceholder}
        required
        value={password}
        onValueChange={setPassword}
      />
      <PasswordStrengthMeter password={password} userInputs={[username, email]} />
      <GenderPicker
        value={gender}
        onChange={(chosen) => {
          setGender(chosen);
          setGenderError(undefined);
        }}
        disabled={pending}
        error={genderError}
      />
      <SubmitButton pending={pending}>{copy.auth.registerSubmit}</SubmitButton>
    </form>
  );
}
