import { describe, expect, it } from 'vitest';
import pkg from '../../../../package.json';

/** Every module of the app (its tests aside), as text. */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.spec.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * The password dictionaries (zxcvbn-ts's lists, 1.3 MB, 630 KB gzipped) stay on the server: the
 * registration form judges a password in a few kilobytes, identity refuses the common ones.
 */
describe('the app bundle', () => {
  it('imports no password-dictionary package', () => {
    const importing = Object.entries(sources)
      .filter(([, text]) => /from ['"]@zxcvbn-ts\/|import\(['"]@zxcvbn-ts\//.test(text))
      .map(([path]) => path);
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(importing).toEqual([]);
  });

  it('does not depend on one', () => {
    expect(Object.keys(pkg.dependencies).filter((name) => name.startsWith('@zxcvbn-ts/'))).toEqual([]);
  });
});
