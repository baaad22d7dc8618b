import { MemoryCache } from './memory-cache.js';

/** A computation the test finishes when it wants. */
function pending<T>() {
  let finish!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (finish = resolve));
  return { promise, finish };
}

describe('MemoryCache (the platform in-process cache)', () => {
  const options = { max: 10, ttlMs: 60_000 };

  it('keeps a computed value and answers it without computing again', async () => {
    const cache = new MemoryCache<{ n: number }>(options);
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    expect(await cache.remember('a', compute)).toEqual({ n: 1 });
    expect(await cache.remember('a', compute)).toEqual({ n: 1 });
    expect(computed).toBe(1);
  });

  it('kepts at a kept value without computing, and sees nothing of a computation under way', async () => {
    const cache = new MemoryCache<{ n: number }>(options);
    expect(cache.kept('a')).toBeUndefined();
    const slow = pending<{ n: number }>();
    const during = cache.remember('a', () => slow.promise, undefined, 'm1');
    expect(cache.kept('a')).toBeUndefined();
    slow.finish({ n: 1 });
    await during;
    expect(cache.kept('a')).toEqual({ n: 1 });
    cache.forgetGroup('m1');
    expect(cache.kept('a')).toBeUndefined();
  });

  it('computes once for callers that ask for the same key at the same time', async () => {
    const cache = new MemoryCache<{ n: number }>(options);
    const slow = pending<{ n: number }>();
    let computed = 0;
    const compute = () => ((computed += 1), slow.promise);
    const both = Promise.all([cache.remember('a', compute), cache.remember('a', compute)]);
    slow.finish({ n: 7 });
    expect(await both).toEqual([{ n: 7 }, { n: 7 }]);
    expect(computed).toBe(1);
  });

  it('does not keep a value computed while the key was forgotten (it may predate the change)', async () => {
    const cache = new MemoryCache<{ n: number }>(options);
    const slow = pending<{ n: number }>();
    const before = cache.remember('a', () => slow.promise);
    cache.forget('a');
    slow.finish({ n: 1 });
    expect(await before).toEqual({ n: 1 });
    expect(await cache.remember('a', async () => ({ n: 2 }))).toEqual({ n: 2 });
  });

  it('forgets a set of keys, and keeps what another key computed meanwhile', async () => {
    const cache = new MemoryCache<{ n: number }>(options);
    await cache.remember('a', async () => ({ n: 1 }));
    await cache.remember('b', async () => ({ n: 1 }));
    const slow = pending<{ n: number }>();
    const during = cache.remember('c', () => slow.promise);
    cache.forgetKeys(['a']);
    slow.finish({ n: 1 });
    await during;
    expect(await cache.remember('a', async () => ({ n: 2 }))).toEqual({ n: 2 });
    expect(await cache.remember('b', async () => ({ n: 2 }))).toEqual({ n: 1 });
    expect(await cache.remember('c', async () => ({ n: 2 }))).toEqual({ n: 1 });
  });

  it("forgets a group's keys, kept or being computed, and no other group's", async () => {
    const cache = new MemoryCache<{ n: number }>(options);
    await cache.remember('m1:a', async () => ({ n: 1 }), undefined, 'm1');
    await cache.remember('m2:a', async () => ({ n: 1 }), undefined, 'm2');
    const ownSlow = pending<{ n: number }>();
    const otherSlow = pending<{ n: number }>();
    const own = cache.remember('m1:b', () => ownSlow.promise, undefined, 'm1');
    const other = cache.remember('m2:b', () => otherSlow.promise, undefined, 'm2');
    cache.forgetGroup('m1');
    ownSlow.finish({ n: 1 });
    otherSlow.finish({ n: 1 });
    await Promise.all([own, other]);
    const again = async () => ({ n: 2 });
    expect(await cache.remember('m1:a', again, undefined, 'm1')).toEqual({ n: 2 });
    expect(await cache.remember('m1:b', again, undefined, 'm1')).toEqual({ n: 2 });
    expect(await cache.remember('m2:a', again, undefined, 'm2')).toEqual({ n: 1 });
    expect(await cache.remember('m2:b', again, undefined, 'm2')).toEqual({ n: 1 });
  });

  it('forgets a group whatever ages out of it meanwhile (its index follows what is kept)', async () => {
    const cache = new MemoryCache<{ n: number }>({ max: 2, ttlMs: 60_000 });
    await cache.remember('m1:a', async () => ({ n: 1 }), undefined, 'm1');
    await cache.remember('m2:a', async () => ({ n: 1 }), undefined, 'm2');
    await cache.remember('m2:b', async () => ({ n: 1 }), undefined, 'm2');
    await cache.remember('m1:c', async () => ({ n: 1 }), undefined, 'm1');
    cache.forgetGroup('m1');
    expect(await cache.remember('m1:c', async () => ({ n: 2 }), undefined, 'm1')).toEqual({ n: 2 });
    expect(await cache.remember('m2:b', async () => ({ n: 2 }), undefined, 'm2')).toEqual({ n: 1 });
  });

  it('keeps a value no longer than it stays true by itself, and not at all when that is over', async () => {
    const cache = new MemoryCache<{ n: number; trueForMs: number }>({
      ...options,
      trueForMs: (value) => value.trueForMs,
    });
    let computed = 0;
    const endingSoon = async () => ({ n: ++computed, trueForMs: 50 });
    expect(await cache.remember('a', endingSoon)).toMatchObject({ n: 1 });
    expect(await cache.remember('a', endingSoon)).toMatchObject({ n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await cache.remember('a', endingSoon)).toMatchObject({ n: 2 });
    const ended = async () => ({ n: ++computed, trueForMs: 0 });
    expect(await cache.remember('b', ended)).toMatchObject({ n: 3 });
    expect(await cache.remember('b', ended)).toMatchObject({ n: 4 });
  });

  it('tells onDrop of every entry that leaves', async () => {
    const dropped: string[] = [];
    const cache = new MemoryCache<{ n: number }>({ max: 1, ttlMs: 60_000, onDrop: (_value, key) => dropped.push(key) });
    await cache.remember('a', async () => ({ n: 1 }));
    await cache.remember('b', async () => ({ n: 1 }));
    cache.forget('b');
    expect(dropped).toEqual(['a', 'b']);
  });

  it('keeps neither null, nor a value `keep` refuses, nor a failure', async () => {
    const cache = new MemoryCache<{ n: number }>(options);
    expect(await cache.remember('a', async () => null)).toBeNull();
    expect(
      await cache.remember(
        'a',
        async () => ({ n: 0 }),
        ({ n }) => n > 0,
      ),
    ).toEqual({ n: 0 });
    await expect(cache.remember('a', () => Promise.reject(new Error('away')))).rejects.toThrow('away');
    expect(await cache.remember('a', async () => ({ n: 3 }))).toEqual({ n: 3 });
  });

  it('forgets the entries that match, and everything on clear', async () => {
    const cache = new MemoryCache<{ id: number }>(options);
    await cache.remember('a', async () => ({ id: 1 }));
    await cache.remember('b', async () => ({ id: 2 }));
    cache.forgetWhere(({ id }) => id === 1);
    expect(await cache.remember('a', async () => ({ id: 10 }))).toEqual({ id: 10 });
    expect(await cache.remember('b', async () => ({ id: 20 }))).toEqual({ id: 2 });
    cache.clear();
    expect(await cache.remember('b', async () => ({ id: 20 }))).toEqual({ id: 20 });
  });

  it('forgets the entries indexed under a name, whatever was replaced or aged out, and leaves nothing computing kept', async () => {
    const cache = new MemoryCache<{ id: number; email: string }>({
      max: 3,
      ttlMs: 60_000,
      indexBy: ({ id, email }) => [`user:${id}`, `email:${email}`],
    });
    await cache.remember('t1', async () => ({ id: 1, email: 'ana@example.com' }));
    await cache.remember('t2', async () => ({ id: 1, email: 'ana@example.com' }));
    await cache.remember('t3', async () => ({ id: 2, email: 'eva@example.com' }));
    // replaced under another member, then t1 aged out by a fourth: the index follows what is kept
    cache.forget('t2');
    await cache.remember('t2', async () => ({ id: 3, email: 'ana@example.com' }));
    await cache.remember('t4', async () => ({ id: 1, email: 'lia@example.com' }));
    const slow = pending<{ id: number; email: string }>();
    const during = cache.remember('t5', () => slow.promise);
    cache.forgetIndexed(['user:1']);
    slow.finish({ id: 9, email: 'noa@example.com' });
    await during;
    const again = async () => ({ id: 0, email: '' });
    expect(await cache.remember('t4', again)).toEqual({ id: 0, email: '' });
    expect(await cache.remember('t5', again)).toEqual({ id: 0, email: '' });
    expect(cache.kept('t2')).toEqual({ id: 3, email: 'ana@example.com' });
    cache.forgetIndexed(['email:ana@example.com']);
    expect(cache.kept('t2')).toBeUndefined();
  });

  it('keeps nothing with a TTL of 0', async () => {
    const cache = new MemoryCache<{ n: number }>({ max: 10, ttlMs: 0 });
    let computed = 0;
    await cache.remember('a', async () => ({ n: ++computed }));
    await cache.remember('a', async () => ({ n: ++computed }));
    expect(computed).toBe(2);
    expect(cache.enabled).toBe(false);
  });
});
