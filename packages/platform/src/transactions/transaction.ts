import type { DataSource, EntityManager } from 'typeorm';

export type AfterCommitHook = () => Promise<void> | void;

/**
 * A transaction in progress, as services see it: repositories write through `manager`; what must
 * only happen once the change is visible to others (dropping a cache) is registered with
 * `afterCommit` and runs after COMMIT, never inside the transaction.
 */
export interface Tx {
  readonly manager: EntityManager;
  afterCommit(hook: AfterCommitHook): void;
}

/**
 * Runs `work` in one transaction and, once it has committed, its after-commit hooks in order. On a
 * rollback the hooks are dropped. A hook should not throw (a cache drop swallows Redis errors).
 */
export async function runInTransaction<T>(dataSource: DataSource, work: (tx: Tx) => Promise<T>): Promise<T> {
  const hooks: AfterCommitHook[] = [];
  const result = await dataSource.transaction((manager) => work({ manager, afterCommit: (hook) => hooks.push(hook) }));
  for (const hook of hooks) await hook();
  return result;
}
