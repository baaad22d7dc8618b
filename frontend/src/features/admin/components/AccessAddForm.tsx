import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/Toast';
import { AddPreApprovedEmailDocument } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { messageOf, SIMPLE_EMAIL } from '../lib';

const text = adminCopy.access;

interface AccessAddFormProps {
  /** The address being typed (kept by the tab, so a cancelled one is still there when the form reopens). */
  email: string;
  onEmailChange: (email: string) => void;
  /** Called once the address is on the list. */
  onAdded: () => Promise<void>;
  onCancel: () => void;
}

/** Accesos, add one address: required, an e-mail, sent in lower case; the server's refusal shown. */
export function AccessAddForm({ email, onEmailChange, onAdded, onCancel }: AccessAddFormProps) {
  const { showToast } = useToast();
  const [add, adding] = useMutation(AddPreApprovedEmailDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    const found = !value ? text.required : SIMPLE_EMAIL.test(value) ? null : text.invalid;
    setProblem(found);
    if (found) return;
    try {
      await add({ variables: { email: value } });
      showToast({ title: text.added, description: value });
      onEmailChange('');
      await onAdded();
    } catch (failure) {
      const message = messageOf(failure, text.addError);
      setProblem(message);
      showToast({ variant: 'destructive', title: text.addError, description: message });
    }
  };

  return (
    <form className="admin-card admin-form" onSubmit={(event) => void submit(event)} noValidate>
      <label className="field__label" htmlFor={id}>
        {text.emailLabel}
      </label>
      <input
        id={id}
        className="input"
        type="email"
        value={email}
        autoComplete="off"
        placeholder={text.emailPlaceholder}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      {problem ? (
        <p className="admin-form__error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="admin-form__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {text.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={adding.loading}>
          {text.save}
        </button>
      </div>
    </form>
  );
}
