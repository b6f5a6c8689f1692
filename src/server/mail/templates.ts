import type { Db } from '../db/client';
import type { Env } from '../env';
import { getAutoEmailSettings, getFooterSettings } from '../modules/settings/settings.service';
import { enqueueMail, type MailKind } from './outbox';

type MailEnv = Pick<Env, 'STAFF_EMAIL' | 'MAIL_FROM' | 'PUBLIC_URL'>;

export const FALLBACK_SENDER = 'no-reply@localhost';

/** Staff inbox: STAFF_EMAIL, else the e-mail shown in the footer, else nobody (nothing is queued). */
export async function staffAddress(db: Db, env: MailEnv): Promise<string | null> {
  return env.STAFF_EMAIL ?? (await getFooterSettings(db)).email ?? null;
}

/** Read at send time, so a footer e-mail saved after a lead was queued is still used. */
export async function senderAddress(db: Db, env: MailEnv): Promise<string> {
  return env.MAIL_FROM ?? (await getFooterSettings(db)).email ?? FALLBACK_SENDER;
}

export type FieldValue = string | number | null | undefined;

export type StaffNotice = {
  kind: Extract<MailKind, `staff-${string}`>;
  /** Dashboard tab the link opens. */
  tab: string;
  subject: string;
  heading: string;
  fields: [label: string, value: FieldValue][];
};

const shown = (value: FieldValue) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/** Plain text only: every submitted value appears verbatim and nothing a visitor typed can become markup. */
export function staffNoticeText(notice: StaffNotice, publicUrl: string): string {
  const lines = [notice.heading, ''];
  for (const [label, value] of notice.fields) {
    const text = shown(value);
    // Multi-line answers (messages, notes) start on their own line so they read as written.
    if (text.includes('\n')) lines.push(`${label}:`, ...text.split(/\r?\n/).map((l) => `  ${l}`));
    else lines.push(`${label}: ${text}`);
  }
  lines.push('', `Open in the admin: ${publicUrl}/admin/dashboard?tab=${encodeURIComponent(notice.tab)}`);
  return lines.join('\n');
}

/** Queues the staff notification for a lead, in the caller's transaction; skipped when no staff address exists. */
export async function enqueueStaffNotice(db: Db, env: MailEnv, notice: StaffNotice): Promise<void> {
  const to = await staffAddress(db, env);
  if (!to) return;
  await enqueueMail(db, {
    kind: notice.kind,
    to,
    subject: notice.subject,
    text: staffNoticeText(notice, env.PUBLIC_URL),
  });
}

/** Queues the automated reply to an enquirer when staff have it switched on; says what it queued. */
export async function enqueueAutoReply(
  db: Db,
  to: string,
  /** Lines about this very request (a booking's dates and quote), after the staff's own text. */
  details: string[] = [],
): Promise<{ mailId: number; subject: string; body: string } | null> {
  const settings = await getAutoEmailSettings(db);
  if (settings.isEnabled !== 1) return null;
  const body = details.length > 0 ? [settings.body, '', ...details].join('\n') : settings.body;
  const mailId = await enqueueMail(db, { kind: 'auto-reply', to, subject: settings.subject, text: body });
  return { mailId, subject: settings.subject, body };
}
