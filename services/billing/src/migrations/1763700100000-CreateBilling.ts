import { sqlMigration } from '@reto/platform';

/** Customers (the subscribe form's personal data), subscriptions, payments, webhook receipts, store messages. */
export const CreateBilling1763700100000 = sqlMigration('CreateBilling', 1763700100000, {
  up: [
    `CREATE TABLE customers (
      id                    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email                 varchar(254) NOT NULL UNIQUE,
      full_name             varchar(120) NOT NULL,
      age                   smallint NOT NULL CHECK (age BETWEEN 16 AND 100),
      height                varchar(40) NOT NULL,
      weight                varchar(40) NOT NULL,
      physical_activity     varchar(100) NOT NULL,
      occupation            varchar(120) NOT NULL,
      city_country          varchar(120) NOT NULL,
      phone_country_code    varchar(4) NOT NULL,
      phone_number          varchar(30) NOT NULL,
      has_health_conditions boolean NOT NULL DEFAULT false,
      fitness_goal          varchar(30) NOT NULL CHECK (fitness_goal IN ('perder_grasa', 'aumentar_masa_muscular')),
      additional_info       text NOT NULL DEFAULT '',
      stripe_customer_id    varchar(100) UNIQUE,
      created_at            timestamptz NOT NULL DEFAULT now(),
      updated_at            timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE subscriptions (
      id                       uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_id              uuid NOT NULL REFERENCES customers(id),
      email                    varchar(254) NOT NULL,
      provider                 varchar(20) NOT NULL CHECK (provider IN ('stripe', 'simulated')),
      provider_subscription_id varchar(100) NOT NULL UNIQUE,
      client_secret            varchar(200) NOT NULL UNIQUE,
      status                   varchar(30) NOT NULL,
      amount_cents             integer NOT NULL,
      currency                 char(3) NOT NULL,
      current_period_end       timestamptz,
      cancel_at_period_end     boolean NOT NULL DEFAULT false,
      created_at               timestamptz NOT NULL DEFAULT now(),
      updated_at               timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX subscriptions_email_idx ON subscriptions (email)`,
    `CREATE TABLE payments (
      id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      provider            varchar(20) NOT NULL CHECK (provider IN ('stripe', 'simulated', 'shopify')),
      provider_payment_id varchar(100) NOT NULL,
      email               varchar(254) NOT NULL,
      subscription_id     uuid REFERENCES subscriptions(id),
      provider_customer_id varchar(100),
      payment_intent_id   varchar(100),
      amount_cents        integer NOT NULL,
      currency            char(3) NOT NULL,
      status              varchar(20) NOT NULL CHECK (status IN ('succeeded', 'refunded')),
      paid_at             timestamptz NOT NULL,
      refunded_at         timestamptz,
      created_at          timestamptz NOT NULL DEFAULT now(),
      UNIQUE (provider, provider_payment_id)
    )`,
    `CREATE INDEX payments_email_idx ON payments (email)`,
    `CREATE INDEX payments_payment_intent_idx ON payments (payment_intent_id)`,
    `CREATE TABLE webhook_events (
      provider    varchar(20) NOT NULL,
      event_id    varchar(200) NOT NULL,
      type        varchar(100) NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider, event_id)
    )`,
    `CREATE TABLE store_purchase_messages (
      id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email            varchar(254) NOT NULL,
      order_details    jsonb,
      client_timestamp varchar(40),
      received_at      timestamptz NOT NULL DEFAULT now()
    )`,
  ],
  down: [
    `DROP TABLE store_purchase_messages`,
    `DROP TABLE webhook_events`,
    `DROP TABLE payments`,
    `DROP TABLE subscriptions`,
    `DROP TABLE customers`,
  ],
});
