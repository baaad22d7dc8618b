import { copy } from '../../../copy';
import { PHONE_COUNTRY_CODES, type PhoneCountryCode } from '../lib/personal-data';
import { Field, TextField, type PersonalDataFormState } from './PersonalDataFields';

/** The buyer's contact, asked only in the purchase: occupation, city and country, and phone. */
export function ContactFields({ form }: { form: PersonalDataFormState }) {
  const { value, errors, set, id } = form;
  return (
    <>
      <TextField
        form={form}
        name="occupation"
        label={copy.subscribe.occupationLabel}
        placeholder={copy.subscribe.occupationPlaceholder}
      />
      <TextField
        form={form}
        name="cityCountry"
        label={copy.subscribe.cityCountryLabel}
        placeholder={copy.subscribe.cityCountryPlaceholder}
      />
      <div className="subscribe-form__row subscribe-form__row--phone">
        <Field form={form} name="phoneCountryCode" label={copy.subscribe.phoneCodeLabel}>
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
          </select>
        </Field>
        <Field form={form} name="phoneNumber" label={copy.subscribe.phoneNumberLabel}>
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
          />
        </Field>
      </div>
    </>
  );
}
