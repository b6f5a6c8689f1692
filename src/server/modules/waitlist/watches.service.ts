import type { Db } from '../../db/client';
import type { CarChange, WaitlistEnv } from './car-events.service';

/** Alerts the addresses watching a car whose price dropped or which sold (to be written: issue 17, item 4). */
export async function alertWatchers(_tx: Db, _change: CarChange, _env: WaitlistEnv): Promise<void> {}
