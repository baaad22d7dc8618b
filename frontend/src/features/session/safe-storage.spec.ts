import { afterEach, describe, expect, it, vi } from 'vitest';
import { get, local, remove, set } from './safe-storage';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('safe storage', () => {
  it('reads, writes and removes a key', () => {
    set(local, 'clave', 'valor');
    expect(get(local, 'clave')).toBe('valor');
    remove(local, 'clave');
    expect(get(local, 'clave')).toBeNull();
  });

  it('reads a storage that refuses as empty, and ignores a refused write', () => {
    const refusing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(get(refusing, 'clave')).toBeNull();
    expect(() => set(refusing, 'clave', 'valor')).not.toThrow();
    expect(() => remove(refusing, 'clave')).not.toThrow();
  });
});
