import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { copy } from '../../../copy';
import {
  PHONE_COUNTRY_CODES,
  PHYSICAL_ACTIVITY_LEVELS,
  validatePersonalData,
  type PersonalDataPurpose,
  type PersonalDataErrors,
  type PersonalDataForm,
  type PhoneCountryCode,
} from '../lib/personal-data';
import { GenderPicker } from '../../auth/components/GenderPicker';
import { FieldError } from './FieldError';

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

type TextField = 'fullName' | 'email' | 'age' | 'height' | 'weight' | 'occupation' | 'cityCountry';

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

  const field = (name: keyof PersonalDataForm, label: string, input: ReactNode) => (
    <div className="field">
      <label className="field__label" htmlFor={id(name)}>
        {label}
      </label>
      {input}
      <FieldError id={id(`${name}-error`)} message={errors[name]} />
    </div>
  );
  const text = (
    name: TextField,
    label: string,
    options: { type?: string; placeholder?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' } = {},
  ) =>
    field(
      name,
      label,
      <input
        id={id(name)}
        name={name}
        className="input"
        type={options.type ?? 'text'}
        inputMode={options.inputMode}
        autoComplete={options.autoComplete ?? 'off'}
        placeholder={options.placeholder}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? id(`${name}-error`) : undefined}
        value={value[name]}
        onChange={(event) => {
          set(name, event.target.value);
        }}
      />,
    );

  return (
    <form className="subscribe-form" onSubmit={onSubmit} noValidate>
      <h1 className="page__title">{copy.subscribe.personalTitle}</h1>
      <p className="muted">{copy.subscribe.personalIntro}</p>
      {text('fullName', copy.subscribe.fullNameLabel, {
        placeholder: copy.subscribe.fullNamePlaceholder,
        autoComplete: 'name',
      })}
      {text('email', copy.subscribe.emailLabel, {
        type: 'email',
        inputMode: 'email',
        placeholder: copy.subscribe.emailPlaceholder,
        autoComplete: 'email',
      })}
      <div className="subscribe-form__row">
        {text('age', copy.subscribe.ageLabel, { type: 'number', inputMode: 'numeric' })}
        {text('height', copy.subscribe.heightLabel, { placeholder: copy.subscribe.heightPlaceholder })}
        {text('weight', copy.subscribe.weightLabel, { placeholder: copy.subscribe.weightPlaceholder })}
      </div>
      {field(
        'physicalActivity',
        copy.subscribe.physicalActivityLabel,
        <select
          id={id('physicalActivity')}
          name="physicalActivity"
          className="input"
          aria-invalid={Boolean(errors.physicalActivity)}
          value={value.physicalActivity}
          onChange={(event) => {
            set('physicalActivity', event.target.value);
          }}
        >
          <option value="">{copy.subscribe.physicalActivityPlaceholder}</option>
          {PHYSICAL_ACTIVITY_LEVELS.map((level) => (
            <option key={level} value={level}>
              {copy.subscribe.activity[level]}
            </option>
          ))}
        </select>,
      )}
      {askContact ? (
        <>
          {text('occupation', copy.subscribe.occupationLabel, { placeholder: copy.subscribe.occupationPlaceholder })}
          {text('cityCountry', copy.subscribe.cityCountryLabel, { placeholder: copy.subscribe.cityCountryPlaceholder })}
          <div className="subscribe-form__row subscribe-form__row--phone">
            {field(
              'phoneCountryCode',
              copy.subscribe.phoneCodeLabel,
              <select
                id={id('phoneCountryCode')}
                name="phoneCountryCode"
                className="input"
                value={value.phoneCountryCode}
                onChange={(event) => {
                  set('phoneCountryCode', event.target.value as PhoneCountryCode);
                }}
              >
                {PHONE_COUNTRY_CODES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>,
            )}
            {field(
              'phoneNumber',
              copy.subscribe.phoneNumberLabel,
              <input
                id={id('phoneNumber')}
                name="phoneNumber"
                className="input"
                type="tel"
                autoComplete="tel-national"
                placeholder={copy.subscribe.phoneNumberPlaceholder}
                aria-invalid={Boolean(errors.phoneNumber)}
                value={value.phoneNumber}
                onChange={(event) => {
                  set('phoneNumber', event.target.value);
                }}
              />,
            )}
          </div>
        </>
      ) : null}
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
      <fieldset className="field subscribe-form__goal" aria-invalid={Boolean(errors.fitnessGoal)}>
        <legend className="field__label">{copy.subscribe.fitnessGoalLabel}</legend>
        {(
          [
            ['perder_grasa', copy.subscribe.goalLoseFat],
            ['aumentar_masa_muscular', copy.subscribe.goalGainMuscle],
          ] as const
        ).map(([goal, label]) => (
          <label key={goal} className="radio">
            <input
              type="radio"
              name="fitnessGoal"
              value={goal}
              checked={value.fitnessGoal === goal}
              onChange={() => {
                set('fitnessGoal', goal);
              }}
            />
            <span>{label}</span>
          </label>
        ))}
        <FieldError id={id('fitnessGoal-error')} message={errors.fitnessGoal} />
      </fieldset>
      {field(
        'additionalInfo',
        copy.subscribe.additionalInfoLabel,
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
        />,
      )}
      <p className="field__hint">{copy.subscribe.planNote}</p>
      <button type="submit" className="btn btn--primary btn--block">
        {submitLabel}
      </button>
    </form>
  );
}
