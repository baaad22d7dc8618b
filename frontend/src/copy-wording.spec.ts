import * as contracts from '@reto/contracts';
import { describe, expect, it } from 'vitest';

/** Every copy module of the app, as loaded: `copy.ts` and each `*.copy.ts`. */
const copyModules = import.meta.glob<Record<string, unknown>>(['/src/copy.ts', '/src/**/*.copy.ts'], { eager: true });

/** The services' sentences a person reads (refusals, notices): each `…Messages` of the contracts, and the landing's hero. */
const serverCopy = Object.fromEntries(
  Object.entries(contracts).filter(([name]) => name.endsWith('Messages') || name === 'landingHero'),
);

/** Arguments to call a copy function with, so each of its branches (one, several, none) is written out. */
const SAMPLES: unknown[][] = [
  [0, 0, 0],
  [1, 1, 1],
  [3, 2, 5],
  ['Ana', 'Ana', 'Ana'],
  [['ana@correo.es'], ['ana@correo.es'], []],
  [['ana@correo.es', 'luis@correo.es'], 2, 3],
  [true, 1, 'Ana'],
  [false, 2, 'Ana'],
  [null, null, null],
];

/** Every text a copy value can produce: its strings, and what its functions return for the samples. */
function textsOf(value: unknown, path: string, out: Array<[string, string]>, depth = 0): void {
  if (depth > 8) return;
  if (typeof value === 'string') out.push([path, value]);
  else if (typeof value === 'function') {
    for (const args of SAMPLES) {
      try {
        textsOf((value as (...a: unknown[]) => unknown)(...args), `${path}(…)`, out, depth + 1);
      } catch {
        // A function that needs other arguments: the other samples write it out.
      }
    }
  } else if (Array.isArray(value)) value.forEach((item, index) => textsOf(item, `${path}[${index}]`, out, depth + 1));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) textsOf(item, `${path}.${key}`, out, depth + 1);
}

const allTexts = (): Array<[string, string]> => {
  const out: Array<[string, string]> = [];
  for (const [file, module] of Object.entries(copyModules)) textsOf(module, file, out);
  textsOf(serverCopy, 'contracts', out);
  return out;
};

describe('the copy names things one way', () => {
  it('is walked whole: the app, the admin, the landing and the services say something', () => {
    const texts = allTexts();
    expect(texts.length).toBeGreaterThan(800);
    for (const source of ['/src/copy.ts', '/src/features/admin/admin.copy.ts', 'contracts.IdentityMessages']) {
      expect(texts.some(([path]) => path.startsWith(source))).toBe(true);
    }
  });

  it('says "correo" (electrónico), never "email" or "e-mail"', () => {
    const mixed = allTexts()
      .filter(([, text]) => /(?<![\w@.])e-?mails?\b(?![@.]\w)/i.test(text))
      .map(([path, text]) => `${path}: ${text}`);
    expect(mixed).toEqual([]);
  });
});
