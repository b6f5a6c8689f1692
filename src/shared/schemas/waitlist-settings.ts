import { z } from 'zod';

/** PUT /api/admin/waitlist-settings: whether the daily new-arrivals e-mail goes out. */
export const waitlistSettingsInput = z.object({
  digestEnabled: z.boolean({ error: 'digestEnabled must be true or false' }),
});
export type WaitlistSettingsInput = z.infer<typeof waitlistSettingsInput>;

/** GET /api/admin/waitlist-settings: the switch, with when the digest last went and may next go. */
export type WaitlistSettings = WaitlistSettingsInput & {
  /** When the latest digest started going out (ISO), or null if none ever has. */
  lastSentAt: string | null;
  /** How many cars the latest digest listed and how many subscribers it has been sent to so far. */
  lastCarCount: number;
  lastRecipientCount: number;
  /** The next daily send time (ISO); a digest goes only if cars were listed since the last one. Null when off. */
  nextSendAt: string | null;
};

/** The one-click unsubscribe link's token: whatever is sent, only a stored token ever matches. */
export const unsubscribeTokenInput = z.object({
  token: z
    .string({ error: 'The unsubscribe link has no token' })
    .trim()
    .min(1, 'The unsubscribe link has no token')
    .max(200, 'This unsubscribe link is not valid'),
});

/** GET and POST /api/unsubscribe answer what the token stands for, the address shown masked. */
export type UnsubscribeStatus = {
  /** A subscriber to new-arrival e-mails, or someone watching a car ("Notify me"). */
  kind: 'subscriber' | 'watch';
  /** e.g. "o****@example.com": enough to recognise, not enough to harvest. */
  maskedEmail: string;
  unsubscribedAt: string | null;
};

export const UNSUBSCRIBE_UNKNOWN_MESSAGE =
  'This unsubscribe link is not valid. It may have been copied incompletely.';
