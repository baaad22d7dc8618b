import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

/**
 * A GraphQL operation a spec sends without a mock for it: Apollo's MockLink only warns ("No more
 * mocked responses for the query") and answers an error the component may well swallow, so the
 * spec would pass while testing a screen the member never sees. Each one fails the test it ran in.
 */
const unmockedOperations: string[] = [];
const MISSING_MOCK = 'No more mocked responses for the query:';
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  const [message] = args;
  if (typeof message === 'string' && message.startsWith(MISSING_MOCK)) {
    unmockedOperations.push(message.split('\nThis typically indicates')[0]!.trim());
  }
  warn(...args);
};

beforeEach(() => {
  unmockedOperations.length = 0;
});

afterEach(() => {
  cleanup();
  if (unmockedOperations.length) {
    const operations = unmockedOperations.splice(0);
    throw new Error(`A GraphQL operation was sent without a mock:\n\n${operations.join('\n\n')}`);
  }
});

// jsdom lays nothing out, so nothing is ever resized (the browsers the app supports have it).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
