/**
 * The set-password link sent to a staff member (issue 20): when an account is created by invitation, and
 * again whenever someone needs a new password. Not marketing and not to a customer: no unsubscribe, and
 * signed with the dealer's name only.
 */
import { escapeHtml } from '../lib/render-head';
import { mailButton, mailPage, mailParagraphs, mailRow } from './marketing';
import type { OutgoingMail } from './outbox';

export const INVITE_TTL_HOURS = 72;

export function staffInviteMail(options: {
  to: { email: string; name: string; username: string };
  /** `${PUBLIC_URL}/admin/set-password/<token>`. */
  link: string;
  dealerName: string;
  /** True for someone who has signed in before: the link replaces a forgotten password. */
  reset: boolean;
}): OutgoingMail {
  const { to, link, dealerName, reset } = options;
  const greeting = `Hello ${to.name.trim() || to.username},`;
  const intro = reset
    ? `A new password was requested for your account on the ${dealerName} back office. Choose one with the link below.`
    : `An account has been made for you on the ${dealerName} back office. Choose your password with the link below to start.`;
  const facts = [
    `Your username: ${to.username}`,
    `The link works once and for ${INVITE_TTL_HOURS} hours. If it has expired, ask a colleague to send a new one.`,
  ];
  const ignore = reset
    ? 'If you did not expect this, you can ignore it: your current password keeps working until the link is used.'
    : 'If you did not expect this, you can ignore it.';
  const subject = reset
    ? `Choose a new password for the ${dealerName} back office`
    : `Your account on the ${dealerName} back office`;
  const label = reset ? 'Choose a new password' : 'Set your password';

  const text = [greeting, '', intro, '', `${label}: ${link}`, '', ...facts, '', ignore, '', dealerName].join(
    '\n',
  );
  const html = mailPage(subject, [
    mailRow(mailParagraphs([greeting, intro])),
    mailRow(mailButton(label, link)),
    mailRow(mailParagraphs([...facts, ignore]), 8),
    mailRow(
      `<p style="margin:0;font-size:13px;letter-spacing:2px;text-transform:uppercase;color:#ffffff">${escapeHtml(dealerName)}</p>`,
      0,
    ),
  ]);
  return { kind: 'staff-invite', to: to.email, subject, text, html };
}
