import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import { vi } from 'vitest';
import { DEFAULT_GUARANTEE_DAYS } from '../constants';
import type { PersonalDataFormState } from '../features/billing/components/PersonalDataFields';
import {
  emptyPersonalData,
  type PersonalDataErrors,
  type PersonalDataForm,
} from '../features/billing/lib/personal-data';
import { NotificationSettingsDocument, PriceQuoteDocument, type CurrentUserFragment } from '../gql/graphql';

/** A signed-in member with access, as the `me` query answers it; tests override what they look at. */
export const aMember = (overrides: Partial<CurrentUserFragment> = {}): CurrentUserFragment => ({
  __typename: 'User',
  id: 7,
  username: 'Lucía',
  email: 'lucia@correo.es',
  firstName: 'Lucía',
  fullName: 'Lucía',
  gender: 'female',
  isAdmin: false,
  hasPaid: true,
  emailVerified: true,
  hasAccess: true,
  timezone: 'Europe/Madrid',
  timezoneLabel: 'Madrid / Barcelona',
  streak: 0,
  progress: 0,
  ...overrides,
});

/** A male member signed up as `juan_perez` with no name given (greetings fall back to the username). */
export const juan = (overrides: Partial<CurrentUserFragment> = {}): CurrentUserFragment =>
  aMember({
    username: 'juan_perez',
    email: 'juan@correo.es',
    firstName: '',
    fullName: '',
    gender: 'male',
    timezone: 'America/Bogota',
    timezoneLabel: 'Bogotá',
    ...overrides,
  });

/** Billing's quote as a visitor in the US gets it (USD 78, the product's price), for every ask. */
export const usdPriceQuote = (): MockLink.MockedResponse => ({
  request: { query: PriceQuoteDocument },
  result: {
    data: {
      priceQuote: {
        __typename: 'PriceQuote',
        country: 'US',
        currency: 'USD',
        symbol: '$',
        amount: 78,
        baseAmountUsd: 78,
        source: 'live',
        guaranteeDays: DEFAULT_GUARANTEE_DAYS,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** A member's reminders as a new account has them: the daily one at 08:00 by e-mail, the streak nudge. */
export const defaultNotificationSettings = (): MockLink.MockedResponse => ({
  request: { query: NotificationSettingsDocument },
  result: {
    data: {
      notificationSettings: {
        __typename: 'NotificationSettings',
        dailyReminder: true,
        reminderTime: '08:00',
        email: true,
        push: false,
        streakNudge: true,
        community: true,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/**
 * An operation the screen sends in the background (the offline copy of the routine) that the spec
 * does not look at: declared, and never answered, so nothing further is asked.
 */
export const neverAnswered = (query: DocumentNode, variables?: Record<string, unknown>): MockLink.MockedResponse => ({
  request: { query, variables },
  delay: Number.POSITIVE_INFINITY,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** A part of the personal data form on its own: the form's values (empty unless given), its messages, a spied setter. */
export const aPersonalDataFormState = (
  value: Partial<PersonalDataForm> = {},
  errors: PersonalDataErrors = {},
): PersonalDataFormState => ({
  value: emptyPersonalData(value),
  errors,
  set: vi.fn(),
  id: (field) => `pd-${field}`,
});
