import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { recomputeCarMatches } from './matches.service';
import { alertWatchers, type CarChange } from './watches.service';

export type WaitlistEnv = Pick<Env, 'PUBLIC_URL'>;

/**
 * Runs in the transaction that saves a car, so a car is never saved without its matches and alerts
 * (and an alert is never queued for a save that did not happen).
 */
export async function carSaved(tx: Db, change: CarChange, env: WaitlistEnv): Promise<{ mailQueued: number }> {
  await recomputeCarMatches(tx, change.after);
  return { mailQueued: await alertWatchers(tx, change, env) };
}
