import { useId, useState, type SubmitEvent } from 'react';
import { SubmitButton } from '../../../components/SubmitButton/SubmitButton';
import { copy } from '../../../copy';
import { useLogin } from '../hooks/useLogin';
import { PasswordField } from './PasswordInput';

export function LoginForm() {
  const { login, pending, codeAsked } = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const usernameId = useId();
  const codeId = useId();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) void login({ username, password, code });
  };

  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <div className="field">
        <label className="field__label" htmlFor={usernameId}>
          {copy.auth.usernameOrEmailLabel}
        </label>
        <input
          id={usernameId}
          name="username"
          className="input"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={copy.auth.usernameOrEmailPlaceholder}
          required
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
          }}
        />
      </div>
      <PasswordField
        label={copy.auth.passwordLabel}
        name="password"
        autoComplete="current-password"
        placeholder={copy.auth.passwordPlaceholder}
        required
        value={password}
        onValueChange={setPassword}
      />
      {codeAsked ? (
        <div className="field">
          <label className="field__label" htmlFor={codeId}>
            {copy.auth.secondFactorLabel}
          </label>
          <input
            id={codeId}
            name="code"
            className="input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="123456"
            required
            autoFocus
            aria-describedby={`${codeId}-hint`}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
            }}
          />
          <p id={`${codeId}-hint`} className="field__hint muted">
            {copy.auth.secondFactorHint}
          </p>
        </div>
      ) : null}
      <SubmitButton pending={pending}>{copy.auth.loginSubmit}</SubmitButton>
    </form>
  );
}
