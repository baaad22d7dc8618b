import { useState } from 'react';
import { SHOPIFY_STORE_URL } from '../../config';
import { copy } from '../../copy';
import { STORE_PURCHASE_MESSAGE_TYPE } from '../../features/billing/hooks/useStorePurchaseMessages';
import '../../features/billing/billing.css';

/** /shopify-test (development builds only): the store link, and a simulated purchase message. */
export function ShopifyTestPage() {
  const [email, setEmail] = useState('');
  return (
    <main className="page billing-page billing-page--center">
      <h1 className="page__title">{copy.shopifyTest.title}</h1>
      <p className="muted">{copy.shopifyTest.description}</p>
      {SHOPIFY_STORE_URL ? (
        <a className="btn btn--primary" href={SHOPIFY_STORE_URL} target="_blank" rel="noopener noreferrer">
          {copy.shopifyTest.openStore}
        </a>
      ) : (
        <p className="field__hint">{copy.shopifyTest.noStore}</p>
      )}
      <div className="field">
        <label className="field__label" htmlFor="shopify-test-email">
          {copy.shopifyTest.emailLabel}
        </label>
        <input
          id="shopify-test-email"
          className="input"
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
      </div>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() => {
          window.postMessage(
            { type: STORE_PURCHASE_MESSAGE_TYPE, email, orderDetails: { test: true } },
            window.location.origin,
          );
        }}
      >
        {copy.shopifyTest.simulate}
      </button>
    </main>
  );
}
