import { EndOfTurn } from './end-of-turn.js';

describe('what is given in one turn of the event loop', () => {
  it('runs together at its end, in the order given, after the turn’s own work and its promises', async () => {
    const endOfTurn = new EndOfTurn();
    const ran: string[] = [];
    endOfTurn.run(() => ran.push('first'));
    void Promise.resolve().then(() => endOfTurn.run(() => ran.push('from a promise of the same turn')));
    endOfTurn.run(() => ran.push('second'));
    ran.push('the turn itself');
    await Promise.resolve();
    expect(ran).toEqual(['the turn itself']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toEqual(['the turn itself', 'first', 'second', 'from a promise of the same turn']);
  });

  it('is not held back by a later turn: each turn’s tasks run at its own end', async () => {
    const endOfTurn = new EndOfTurn();
    const ran: number[] = [];
    endOfTurn.run(() => ran.push(1));
    await new Promise((resolve) => setImmediate(resolve));
    endOfTurn.run(() => ran.push(2));
    expect(ran).toEqual([1]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toEqual([1, 2]);
  });
});
