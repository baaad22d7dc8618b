import { PHONE_CODE_BY_COUNTRY } from '@reto/contracts/billing';
import { useState } from 'react';
import { usePlanAfterPayment } from '../hooks/usePlanAfterPayment';
import { usePriceQuote } from '../hooks/usePriceQuote';
import { keepPlanData } from '../lib/buyer-prefill';
import { emptyPersonalData, toPersonalData, type PersonalData, type PersonalDataForm } from '../lib/personal-data';
import { formatPrice } from '../lib/price';
import { PaymentStep } from './PaymentStep';
import { PersonalDataStep } from './PersonalDataStep';

interface SubscribeFlowProps {
  prefill?: Partial<PersonalDataForm>;
  /** The personal data was accepted (before the payment, which may leave the page to confirm). */
  onPersonalData?: (data: PersonalData, videoVersion: 'male' | 'female' | null) => void;
  /** A visitor is asked which version of the videos they want (the registration after the payment uses it). */
  askVideoVersion?: boolean;
  /** After a successful payment (the nutrition plan is stored for the result page first). */
  onPaid: (data: PersonalData) => void;
}

/** The two-step purchase (spec 2 sections 2.2 and 4): personal data, then payment. */
export function SubscribeFlow({ prefill, onPersonalData, askVideoVersion = false, onPaid }: SubscribeFlowProps) {
  const [form, setForm] = useState<PersonalDataForm>(() => emptyPersonalData(prefill));
  const [personalData, setPersonalData] = useState<PersonalData | null>(null);
  const planAfterPayment = usePlanAfterPayment();
  const { price, charge, guaranteeDays, country } = usePriceQuote();
  // The phone's calling code follows the visitor's country (+52 in Mexico) until they pick one.
  const [codePicked, setCodePicked] = useState(Boolean(prefill?.phoneCountryCode));
  const countryCode = country ? PHONE_CODE_BY_COUNTRY[country] : undefined;
  const shown = codePicked || !countryCode ? form : { ...form, phoneCountryCode: countryCode };
  // The charge is billing's USD price; the localised amount is shown beside it for reference.
  const priceLabel = `${formatPrice(charge)} USD`;

  const paid = async (data: PersonalData) => {
    await planAfterPayment();
    onPaid(data);
  };

  if (!personalData) {
    return (
      <PersonalDataStep
        value={shown}
        onChange={(next) => {
          if (next.phoneCountryCode !== shown.phoneCountryCode) setCodePicked(true);
          setForm(next);
        }}
        askVideoVersion={askVideoVersion}
        onValid={() => {
          const data = toPersonalData(shown);
          if (data) {
            onPersonalData?.(data, shown.videoVersion || null);
            keepPlanData(data);
          }
          setPersonalData(data);
        }}
      />
    );
  }
  return (
    <PaymentStep
      key={personalData.email}
      personalData={personalData}
      priceLabel={price.currency === 'USD' ? priceLabel : `${priceLabel} (${formatPrice(price)})`}
      guaranteeDays={guaranteeDays}
      onBack={() => {
        setPersonalData(null);
      }}
      onPaid={() => void paid(personalData)}
    />
  );
}
