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
  const { price, charge, guaranteeDays } = usePriceQuote();
  // The charge is billing's USD price; the localised amount is shown beside it for reference.
  const priceLabel = `${formatPrice(charge)} USD`;

  const paid = async (data: PersonalData) => {
    await planAfterPayment();
    onPaid(data);
  };

  if (!personalData) {
    return (
      <PersonalDataStep
        value={form}
        onChange={setForm}
        askVideoVersion={askVideoVersion}
        onValid={() => {
          const data = toPersonalData(form);
          if (data) {
            onPersonalData?.(data, form.videoVersion || null);
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
      priceLabel={price.currency === 'USD' ? priceLabel : `${priceLabel} (≈ ${formatPrice(price)})`}
      guaranteeDays={guaranteeDays}
      onBack={() => {
        setPersonalData(null);
      }}
      onPaid={() => void paid(personalData)}
    />
  );
}
