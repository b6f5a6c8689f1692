/**
 * "Notify me" on a car for sale (issue 17): the words and shapes both sides share. Kept free of zod so
 * the public /cars bundle can show these messages without shipping the schema library.
 */

/** The one line under the e-mail field (APP 5 collection notice), followed by the privacy policy link. */
export const WATCH_COLLECTION_NOTICE =
  "We'll use your e-mail only to tell you once if this car's price drops or it sells.";
export const WATCH_STARTED_MESSAGE = "We'll e-mail you if the price drops or it sells.";
export const ALREADY_WATCHING_MESSAGE =
  "You're already watching this car: we'll e-mail you if the price drops or it sells.";
export const SOLD_CAR_WATCH_MESSAGE = 'This car has been sold, so it can no longer be watched.';

/** POST /api/cars/:id/watch answers with what to show the visitor. */
export type CarWatchResponse = { message: string; alreadyWatching: boolean };

export const carWatchAlertKinds = ['price-drop', 'sold'] as const;
export type CarWatchAlertKind = (typeof carWatchAlertKinds)[number];

/** GET /api/admin/cars/:id/watchers: one address watching the car, newest first. */
export type CarWatcher = {
  id: number;
  email: string;
  createdAt: string;
  alertedAt: string | null;
  alertKind: CarWatchAlertKind | null;
  unsubscribedAt: string | null;
};

/** GET /api/admin/cars/watchers/counts: per car id asked for, the open watches and all of them. */
export type CarWatcherCounts = Record<string, { watching: number; total: number }>;
