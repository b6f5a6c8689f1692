import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * One admin write's database transaction, held open from before its handler runs until its reply is about
 * to be sent, so the write and its activity-log entry commit together or not at all (decision 0018).
 */
export type WriteTransaction = {
  tx: Db;
  /** Commits (true) or rolls back (false); rejects when the commit fails. Later calls do nothing. */
  end(commit: boolean): Promise<void>;
  /** False once end has been called: queries then go to the database itself again. */
  open: boolean;
};

const current = new AsyncLocalStorage<WriteTransaction>();
const afterCommit = new WeakMap<WriteTransaction, (() => void)[]>();

class RolledBack extends Error {}

/** Begins a transaction on `root` and hands it back open; it ends when `end` is called. */
export async function beginWriteTransaction(root: Db): Promise<WriteTransaction> {
  return new Promise((resolve, reject) => {
    let settle!: (commit: boolean) => void;
    const decided = new Promise<boolean>((r) => {
      settle = r;
    });
    let began = false;
    const finished = root.transaction(async (tx) => {
      began = true;
      resolve(write(tx));
      if (!(await decided)) throw new RolledBack();
      // A statement that failed inside the write (its error caught and the write carried on) has aborted
      // the transaction, and PostgreSQL would answer COMMIT with a silent rollback: this fails instead.
      await tx.execute(sql`select 1`);
    });
    finished.catch((error) => {
      if (!began) reject(error);
    });
    const write = (tx: Db): WriteTransaction => {
      const handle: WriteTransaction = {
        tx,
        open: true,
        async end(commit) {
          if (!handle.open) return;
          handle.open = false;
          settle(commit);
          try {
            await finished;
          } catch (error) {
            if (!(error instanceof RolledBack)) throw error;
            return;
          }
          for (const run of afterCommit.get(handle) ?? []) run();
        },
      };
      return handle;
    };
  });
}

/** Runs `fn` (and everything it starts) with `write` as the database of the request scope. */
export const runInWriteTransaction = <T>(write: WriteTransaction, fn: () => T): T => current.run(write, fn);

/**
 * The app's database: inside a write transaction (runInWriteTransaction) each query goes to that
 * transaction, and a service's own `db.transaction` becomes a savepoint in it; anywhere else, and once the
 * write transaction has ended, to `root`.
 */
export function requestScopedDb(root: Db): Db {
  const target = () => {
    const write = current.getStore();
    return write?.open ? write.tx : root;
  };
  return new Proxy(root, {
    get(_root, property) {
      const db = target();
      const value = Reflect.get(db, property, db);
      return typeof value === 'function' ? value.bind(db) : value;
    },
  });
}

/**
 * Runs `fn` once the current write transaction has committed (never when it rolls back), or now outside
 * one: for work that must see the write, such as waking the mail worker for mail the write queued.
 */
export function whenCommitted(fn: () => void): void {
  const write = current.getStore();
  if (!write?.open) {
    fn();
    return;
  }
  const queue = afterCommit.get(write) ?? [];
  queue.push(fn);
  afterCommit.set(write, queue);
}
