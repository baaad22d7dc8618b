import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMember } from '../../../test/fixtures';
import { awaitMemberAccess } from './await-access';

afterEach(() => {
  vi.useRealTimers();
});

describe('awaitMemberAccess', () => {
  it('asks again until the payment has reached the account', async () => {
    vi.useFakeTimers();
    const unpaid = aMember({ hasPaid: false });
    const answers = [unpaid, null, aMember({ hasPaid: true })];
    const read = vi.fn(() => Promise.resolve(answers.shift() ?? null));
    const result = awaitMemberAccess(unpaid, read);
    await vi.advanceTimersByTimeAsync(3_000);
    expect((await result).hasPaid).toBe(true);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('gives up after the wait with the last answer, and does not ask for a member who has access', async () => {
    vi.useFakeTimers();
    const unpaid = aMember({ hasPaid: false });
    const read = vi.fn(() => Promise.reject(new Error('sin conexión')));
    const result = awaitMemberAccess(unpaid, read, 5_000);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(await result).toBe(unpaid);
    expect(read.mock.calls.length).toBeGreaterThanOrEqual(4);

    const paid = aMember();
    const untouched = vi.fn(() => Promise.resolve(null));
    expect(await awaitMemberAccess(paid, untouched)).toBe(paid);
    expect(untouched).not.toHaveBeenCalled();
  });
});
