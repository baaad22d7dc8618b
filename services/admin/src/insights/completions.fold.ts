import { PROGRAMME_DAYS, type ExerciseCompletedEvent } from '@reto/contracts';
import type { Tx } from '@reto/platform';
import type { InsightsFold } from './insights-feeds.js';
import {
  TRAINING_DAYS,
  type InsightsRepository,
  type MemberBitsRow,
  type TrainingFigures,
} from './insights.repository.js';

/** How many member rows a rebuild writes in one statement: each within the service's statement bound at any size. */
export const MEMBER_SLICE = 1000;
/** A rebuild reports its progress every this many member rows written. */
const PROGRESS_EVERY = 10_000;

/** The set bits of a programme-day mask. */
const bitCount = (bits: number) => {
  let count = 0;
  for (let rest = bits; rest; rest &= rest - 1) count += 1;
  return count;
};

/**
 * A rebuild's completions folded in memory as the history is read, as `applyCompletions` folds them
 * one by one: per edition and member, the days whose routine they completed as bits and whether they
 * trained on their first day (one entry per member, however many completions). At the end each
 * edition's member rows are written in slices of MEMBER_SLICE by account (a bounded statement each,
 * however long the history), then its training figures counted from the same entries.
 */
export class CompletionsFold implements InsightsFold<ExerciseCompletedEvent> {
  private readonly editions = new Map<number, Map<number, MemberBitsRow>>();

  add(events: ExerciseCompletedEvent[]): void {
    for (const event of events) {
      let members = this.editions.get(event.edition);
      if (!members) this.editions.set(event.edition, (members = new Map()));
      let member = members.get(event.userId);
      if (!member) members.set(event.userId, (member = { userId: event.userId, bits: 0, day1: false }));
      if (event.unitCompleted) member.bits |= 1 << (event.programmeDay - 1);
      if (event.challengeDay === 1) member.day1 = true;
    }
  }

  async write(repository: InsightsRepository, tx: Tx, progress: (line: string) => void): Promise<void> {
    for (const [edition, members] of [...this.editions].sort(([a], [b]) => a - b)) {
      const rows = [...members.values()].sort((a, b) => a.userId - b.userId);
      for (let from = 0; from < rows.length; from += MEMBER_SLICE) {
        await repository.foldMembers(tx, edition, rows.slice(from, from + MEMBER_SLICE));
        const written = Math.min(from + MEMBER_SLICE, rows.length);
        if (written % PROGRESS_EVERY === 0 || written === rows.length) {
          progress(`edition ${edition}: the completions of ${written} of ${rows.length} member(s) written`);
        }
      }
      await repository.keepTraining(tx, edition, trainingOf(rows));
    }
  }
}

/** An edition's training figures from its members' entries (each one trained: it has a completion). */
function trainingOf(rows: MemberBitsRow[]): TrainingFigures {
  const perDay = Array.from({ length: PROGRAMME_DAYS }, () => 0);
  let activeDay1 = 0;
  let completedAll = 0;
  for (const { bits, day1 } of rows) {
    if (day1) activeDay1 += 1;
    if (bitCount(bits) >= TRAINING_DAYS) completedAll += 1;
    for (let day = 0; day < PROGRAMME_DAYS; day += 1) if (bits & (1 << day)) perDay[day]! += 1;
  }
  return { members: rows.length, activeDay1, completedAll, perDay };
}
