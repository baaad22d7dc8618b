import { useId, useState, type SubmitEvent } from 'react';
import { copy } from '../../../copy';
import {
  validatePersonalData,
  type PersonalDataPurpose,
  type PersonalDataErrors,
  type PersonalDataForm,
} from '../lib/personal-data';
import { GenderPicker } from '../../auth/components/GenderPicker';
import { BodyFields } from './BodyFields';
import { ContactFields } from './ContactFields';
import { FitnessGoalField } from './FitnessGoalField';
import { Field, TextField, type PersonalDataFormState } from './PersonalDataFields';

interface PersonalDataStepProps {
  value: PersonalDataForm;
  onChange: (value: PersonalDataForm) => void;
  /** Called with the form once every field is valid. */
  onValid: () => void;
  /** The button's words: "Continuar al pago" in the purchase. */
  submitLabel?: string;
  /** A visitor buying is asked which version of the videos they want (a member already chose it). */
  askVideoVersion?: boolean;
  /** 'nutrition': a member's plan, without the buyer's contact (occupation, city, phone). */
  purpose?: PersonalDataPurpose;
}

/** Step 1 of /subscribe: "Completa tus datos personales", with the spec's rules and messages. */
export function PersonalDataStep({
  value,
  onChange,
  onValid,
  submitLabel = copy.subscribe.continue,
  askVideoVersion = false,
  purpose = 'purchase',
}: PersonalDataStepProps) {
  const askContact = purpose === 'purchase';
  const [errors, setErrors] = useState<PersonalDataErrors>({});
  const baseId = useId();
  const id = (field: string) => `${baseId}-${field}`;
  const set = <K extends keyof PersonalDataForm>(field: K, fieldValue: PersonalDataForm[K]) => {
    onChange({ ...value, [field]: fieldValue });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validatePersonalData(value, purpose);
    if (askVideoVersion && !value.videoVersion) found.videoVersion = copy.auth.genderRequired;
    setErrors(found);
    if (Object.keys(found).length === 0) onValid();
  };

  const form: PersonalDataFormState = { value, errors, set, id };

  return (
    <form className="subscribe-form" onSubmit={onSubmit} noValidate>
      <h1 className="page__title">{copy.subscribe.personalTitle}</h1>
      <p className="muted">{copy.subscribe.personalIntro}</p>
      <TextField
        form={form}
        name="fullName"
        label={copy.subscribe.fullNameLabel}
        placeholder={copy.subscribe.fullNamePlaceholder}
        autoComplete="name"
      />
      <TextField
        form={form}
        name="email"
        label={copy.subscribe.emailLabel}
        type="email"
        inputMode="email"
        placeholder={copy.subscribe.emailPlaceholder}
        autoComplete="email"
      />
      <BodyFields form={form} />
      {askContact ? <ContactFields form={form} /> : null}
      {askVideoVersion ? (
        <GenderPicker
          value={value.videoVersion || null}
          onChange={(version) => {
            set('videoVersion', version);
          }}
          error={errors.videoVersion}
        />
      ) : null}
      <label className="checkbox">
        <input
          type="checkbox"
          name="hasHealthConditions"
          checked={value.hasHealthConditions}
          onChange={(event) => {
            set('hasHealthConditions', event.target.checked);
          }}
        />
        <span>{copy.subscribe.healthConditionsLabel}</span>
      </label>
      <FitnessGoalField form={form} />
      <Field form={form} name="additionalInfo" label={copy.subscribe.additionalInfoLabel}>
        <textarea
          id={id('additionalInfo')}
          name="additionalInfo"
          className="input"
          rows={3}
          placeholder={copy.subscribe.additionalInfoPlaceholder}
          value={value.additionalInfo}
          onChange={(event) => {
            set('additionalInfo', event.target.value);
          }}
        />
      </Field>
      <p className="field__hint">{copy.subscribe.planNote}</p>
      <button type="submit" className="btn btn--primary btn--block">
        {submitLabel}
      </button>
    </form>
  );
}
