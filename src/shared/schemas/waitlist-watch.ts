import { z } from 'zod';
import { email, idParam } from './common';
import { honeypot } from './leads';

/** POST /api/cars/:id/watch: the address to alert once when the car's price drops or it sells. */
export const carWatchInput = z.object({ email, ...honeypot });
export type CarWatchInput = z.infer<typeof carWatchInput>;

/** The most cars one counts request may ask about: a page of the admin inventory and then some. */
export const WATCHER_COUNT_IDS_MAX = 100;

/** GET /api/admin/cars/watchers/counts?ids=1,2,3 */
export const carWatcherCountsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'Must be car ids separated by commas')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .pipe(
      z
        .array(z.number().int().positive().max(2_147_483_647))
        .max(WATCHER_COUNT_IDS_MAX, `At most ${WATCHER_COUNT_IDS_MAX} ids`),
    ),
});

/** DELETE /api/admin/cars/:id/watchers/:watcherId */
export const carWatcherParams = z.object({ id: idParam.shape.id, watcherId: idParam.shape.id });
