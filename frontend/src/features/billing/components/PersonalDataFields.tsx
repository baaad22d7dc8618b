import type { ReactNode } from 'react';
import type { PersonalDataErrors, PersonalDataForm } from '../lib/personal-data';
import { FieldError } from './FieldError';

/** What every part of the personal data form reads and writes: the form, its messages, ids and setter. */
export interface PersonalDataFormState {
  value: PersonalDataForm;
  errors: PersonalDataErrors;
  set: <K extends keyof PersonalDataForm>(field: K, value: PersonalDataForm[K]) => void;
  /** A field's element id, unique to this form on the page. */
  id: (field: string) => string;
}

export type PersonalDataTextField = 'fullName' | 'email' | 'age' | 'height' | 'weight' | 'occupation' | 'cityCountry';

/** A labelled control with its validation message under it. */
export function Field({
  form,
  name,
  label,
  children,
}: {
  form: PersonalDataFormState;
  name: keyof PersonalDataForm;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={form.id(name)}>
        {label}
      </label>
      {children}
      <FieldError id={form.id(`${name}-error`)} message={form.errors[name]} />
    </div>
  );
}

/** A labelled text input bound to one field of the form, marked invalid and described by its message. */
export function TextField({
  form,
  name,
  label,
  type = 'text',
  placeholder,
  autoComplete = 'off',
  inputMode,
}: {
  form: PersonalDataFormState;
  name: PersonalDataTextField;
  label: string;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email';
}) {
  const error = form.errors[name];
  return (
    <Field form={form} name={name} label={label}>
      <input
        id={form.id(name)}
        name={name}
        className="input"
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? form.id(`${name}-error`) : undefined}
        value={form.value[name]}
        onChange={(event) => {
          form.set(name, event.target.value);
        }}
      />
    </Field>
  );
}
