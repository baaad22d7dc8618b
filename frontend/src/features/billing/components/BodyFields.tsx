import { copy } from '../../../copy';
import { PHYSICAL_ACTIVITY_LEVELS } from '../lib/personal-data';
import { Field, TextField, type PersonalDataFormState } from './PersonalDataFields';

/** What the nutrition plan is computed from: age, height, weight and how active the person is. */
export function BodyFields({ form }: { form: PersonalDataFormState }) {
  return (
    <>
      <div className="subscribe-form__row">
        <TextField form={form} name="age" label={copy.subscribe.ageLabel} type="number" inputMode="numeric" />
        <TextField
          form={form}
          name="height"
          label={copy.subscribe.heightLabel}
          placeholder={copy.subscribe.heightPlaceholder}
        />
        <TextField
          form={form}
          name="weight"
          label={copy.subscribe.weightLabel}
          placeholder={copy.subscribe.weightPlaceholder}
        />
      </div>
      <Field form={form} name="physicalActivity" label={copy.subscribe.physicalActivityLabel}>
        <select
          id={form.id('physicalActivity')}
          name="physicalActivity"
          className="input"
          aria-invalid={Boolean(form.errors.physicalActivity)}
          value={form.value.physicalActivity}
          onChange={(event) => {
            form.set('physicalActivity', event.target.value);
          }}
        >
          <option value="">{copy.subscribe.physicalActivityPlaceholder}</option>
          {PHYSICAL_ACTIVITY_LEVELS.map((level) => (
            <option key={level} value={level}>
              {copy.subscribe.activity[level]}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
