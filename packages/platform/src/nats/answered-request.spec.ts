import { jest } from '@jest/globals';
import { RequestOne, type Msg } from '@nats-io/transport-node';
import { cancelAnsweredRequestsWithoutError } from './answered-request.js';

/** A request as the connection makes it, with the table of requests it leaves when done. */
function request() {
  const mux = { cancel: jest.fn() };
  const made = new RequestOne(mux as never, 'challenge.day', { timeout: 60_000 }, false);
  const reject = jest.spyOn(made.deferred, 'reject');
  const stopTimer = jest.spyOn(made.timer, 'cancel');
  return { made, mux, reject, stopTimer };
}

describe('a NATS request settled by its reply', () => {
  beforeAll(() => cancelAnsweredRequestsWithoutError());

  it('resolves with the reply, stops its timer and leaves the table without making a "cancelled" error', async () => {
    const { made, mux, reject, stopTimer } = request();
    const reply = { subject: 'reply' } as Msg;
    made.resolver(null, reply);
    await expect(made.deferred).resolves.toBe(reply);
    expect(stopTimer).toHaveBeenCalled();
    expect(mux.cancel).toHaveBeenCalledWith(made);
    expect(reject).not.toHaveBeenCalled();
  });

  it('still fails with the error its reply carried', async () => {
    const { made, mux } = request();
    made.resolver(new Error('permissions violation'), {} as Msg);
    await expect(made.deferred).rejects.toThrow('permissions violation');
    expect(mux.cancel).toHaveBeenCalledWith(made);
  });

  it('is cancelled as the library does when no reply came (its timer or the connection ended it)', async () => {
    const { made, mux, reject, stopTimer } = request();
    made.cancel();
    await expect(made.deferred).rejects.toThrow('cancelled');
    expect(stopTimer).toHaveBeenCalled();
    expect(mux.cancel).toHaveBeenCalledWith(made);
    expect(reject).toHaveBeenCalledTimes(1);
  });
});
