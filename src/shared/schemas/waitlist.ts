/**
 * Acquisition matches (issue 17): the cars for sale that fit what a client asked us to find, as staff see
 * them on the request, on the car's inventory card and on the Overview, and "Send to client".
 */
import { z } from 'zod';
import type { Car } from './car';
import { idParam } from './common';

/** /api/admin/acquisitions/:id/matches/:carId/send: the request and the car, both plain positive ids. */
export const matchParams = z.object({
  id: idParam.shape.id,
  carId: idParam.shape.id,
});

/** The most cars one "who is waiting" call answers for: a page of the inventory grid and then some. */
export const MAX_WAITING_IDS = 100;

/** GET /api/admin/cars/waiting?ids=1,2,3: the cars of one inventory page, as comma-separated ids. */
export const waitingQuery = z.object({
  ids: z
    .string()
    .max(MAX_WAITING_IDS * 11)
    .transform((s) => s.split(',').filter((id) => id !== ''))
    .pipe(
      z
        .array(idParam.shape.id)
        .min(1, 'Give at least one car id')
        .max(MAX_WAITING_IDS, `At most ${MAX_WAITING_IDS} car ids`),
    ),
});

/** GET /api/admin/acquisition-matches/new?limit=5: the latest matches not sent yet, for the Overview. */
export const newMatchesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(5),
});

/** One car that fits an open request: which of its desired cars it fits, since when, and whether it was sent. */
export type AcquisitionMatch = {
  car: Car;
  /** The desired-car entries of the request that this car fits, in the request's order. */
  desiredCarIds: number[];
  /** When the car first fitted the request (kept while it goes on fitting through later edits). */
  matchedAt: string;
  /** When staff sent it to the client; null while not sent. */
  sentAt: string | null;
};

/** A request waiting for a car, as the car's inventory card lists it. */
export type WaitingRequest = {
  acquisitionId: number;
  name: string;
  status: string;
  matchedAt: string;
  sentAt: string | null;
};

/** GET /api/admin/cars/waiting: the open requests each car fits (cars nobody waits for are left out). */
export type CarsWaiting = { carId: number; requests: WaitingRequest[] }[];

/** One match not sent yet, on the Overview. */
export type NewMatch = {
  acquisitionId: number;
  name: string;
  car: { id: number; year: number; make: string; model: string; price: number; image: string | null };
  matchedAt: string;
};

/** GET /api/admin/acquisition-matches/new: how many (request, car) pairs wait to be sent, and the latest. */
export type NewMatches = { total: number; requests: number; items: NewMatch[] };

/** POST …/send answers when it was queued. */
export type MatchSent = { sentAt: string; mailId: number };

export const ALREADY_SENT_MESSAGE = 'Already sent to this client';
