import type { Car } from '../../../shared/schemas/car';
import type { Db } from '../../db/client';

/** Matches `car` against every open acquisition request (to be written: issue 17, item 1). */
export async function recomputeCarMatches(_tx: Db, _car: Car): Promise<void> {}
