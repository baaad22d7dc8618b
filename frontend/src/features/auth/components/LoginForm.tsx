import { useId, useState, type SubmitEvent } from 'react';
import { SubmitButton } from '../../../components/SubmitButton/SubmitButton';
import { copy } from '../../../copy';
import { useLogin } from '../hooks/useLogin';
import { PasswordField } from './PasswordInput';

export function LoginForm() {
  const { login, pending } = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const usernameId = useId();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) void login({ username, password });
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
      <SubmitButton pending={pending}>{copy.auth.loginSubmit}</SubmitButton>
    </form>
  );
}
