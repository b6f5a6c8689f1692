/** How the activity log names an admin write: action, entity, record and a summary without secrets. */
import { leadKindOfEntity } from '../../../shared/schemas/activity';
import type { ActivityEntry } from './activity.service';

/** Last path segments that name what a POST does, used as the action instead of 'create'. */
const VERBS = new Set([
  'retry',
  'send',
  'invite',
  'reset-password',
  'confirm',
  'decline',
  'upload',
  'enable',
  'disable',
  'setup',
  'replay',
]);

/** How a summary names one record of an entity: "car 12", "contact enquiry 7". */
const NOUNS: Record<string, string> = {
  cars: 'car',
  'hire-cars': 'hire car',
  'hire-car-blockouts': 'hire car blockout',
  'hire-bookings': 'hire booking',
  'contact-submissions': 'contact enquiry',
  'sell-your-car-submissions': 'sell submission',
  acquisitions: 'acquisition request',
  'finance-applications': 'finance application',
  subscribers: 'subscriber',
  pages: 'page',
  'header-slides': 'header slide',
  'hero-slides': 'hero slide',
  testimonials: 'testimonial',
  'brand-logos': 'brand logo',
  'service-items': 'service',
  media: 'media file',
  outbox: 'e-mail',
  staff: 'staff member',
  notes: 'note',
  replies: 'reply',
  matches: 'match',
  watchers: 'watcher',
  webhooks: 'webhook endpoint',
  deliveries: 'delivery',
};

const PAST: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  reorder: 'Reordered',
  retry: 'Retried',
  send: 'Sent',
  invite: 'Sent an invitation to',
  'reset-password': 'Reset the password of',
  confirm: 'Confirmed',
  decline: 'Declined',
  upload: 'Uploaded',
  enable: 'Enabled',
  disable: 'Disabled',
  setup: 'Set up',
  replay: 'Replayed',
};

/** A body with any of these in a field name may carry a secret: nothing of it is written down. */
const SECRET_FIELD = /pass|token|code|secret|otp|totp/i;
/** Field names only: a name that does not look like one (a value smuggled in as a key) is left out. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,40}$/;
const MAX_FIELDS = 12;
/** A status is a word from a list (checked by the route's schema); anything else is not shown. */
const STATUS_VALUE = /^[a-z][a-z0-9_-]{0,39}$/i;

const nounOf = (name: string) =>
  NOUNS[name] ?? (name.endsWith('settings') ? name : name.replace(/s$/, '')).replace(/-/g, ' ');

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when a body (or any object inside it) has a field whose name suggests a secret. */
function carriesSecret(value: unknown, depth = 0): boolean {
  if (depth > 4) return true;
  if (Array.isArray(value)) return value.some((v) => carriesSecret(v, depth + 1));
  if (!isPlainObject(value)) return false;
  return Object.entries(value).some(([key, v]) => SECRET_FIELD.test(key) || carriesSecret(v, depth + 1));
}

/** A written-down id: digits or a short slug, never free text. */
const idText = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  if (typeof value === 'string' && /^[\w.-]{1,64}$/.test(value)) return value;
  return null;
};

/** What the hook knows of a finished admin write. */
export type AdminWrite = {
  method: string;
  /** The route's pattern, e.g. /api/admin/cars/:id. */
  route: string;
  params: Record<string, unknown>;
  body: unknown;
  /** The id of the record the reply carries (a create's new id), if any. */
  responseId?: unknown;
  /** An upload's original file name. */
  fileName?: string;
};

/**
 * The action, entity, record id and summary of an admin write, from its route pattern and body. Field
 * names are written, never their values (a status is the one value shown); a body that may hold a secret
 * gives no field names at all.
 */
export function describeAdminWrite(
  write: AdminWrite,
): Pick<ActivityEntry, 'action' | 'entity' | 'entityId' | 'summary'> {
  const segments = write.route
    .replace(/^\/api\/admin\/?/, '')
    .split('/')
    .filter(Boolean);
  const params = write.params;
  // The record is the first collection and its id; a collection and id after it are a sub-record.
  let entity = segments[0] ?? 'admin';
  let rest = segments.slice(1);
  if (entity === 'leads' && rest[0] === ':kind') {
    // /leads/:kind/:id/notes belongs to the lead, named by its kind's own collection.
    const kind = String(params.kind ?? '');
    entity = Object.entries(leadKindOfEntity).find(([, k]) => k === kind)?.[0] ?? 'leads';
    rest = rest.slice(1);
  }
  const paramName = rest[0]?.startsWith(':') ? rest[0].slice(1) : undefined;
  const recordId = idText(paramName ? params[paramName] : undefined) ?? idText(write.responseId);
  const after = paramName ? rest.slice(1) : rest;
  const last = segments.at(-1) ?? '';
  const verb = VERBS.has(last) ? last : undefined;
  // The sub-record: /leads/:kind/:id/replies/:eventId/retry → reply 55; /cars/:id/watchers/:watcherId.
  const subName = after.find((s) => !s.startsWith(':') && !VERBS.has(s));
  const subParam = after.find((s) => s.startsWith(':'))?.slice(1);
  const subId = subParam ? idText(params[subParam]) : null;

  const body = write.body;
  const secret = carriesSecret(body);
  const settings = entity.endsWith('settings') || entity === 'account';
  // Site settings are saved one {key, value} at a time: the key says which setting changed.
  const settingKey = settings && !secret && isPlainObject(body) ? idText(body.key) : null;
  const fields = settingKey
    ? [settingKey]
    : !secret && isPlainObject(body)
      ? Object.keys(body)
          .filter((k) => FIELD_NAME.test(k))
          .sort()
      : [];
  const entityId = recordId ?? settingKey;

  let action: string;
  if (verb) action = verb;
  else if (write.method === 'DELETE') action = 'delete';
  else if (write.method === 'POST' && !settings) action = 'create';
  else if (
    fields.length === 1 &&
    fields[0] === 'status' &&
    STATUS_VALUE.test(String((body as { status?: unknown }).status))
  )
    action = 'status';
  else if (fields.length === 1 && fields[0] === 'order') action = 'reorder';
  else action = 'update';

  const noun = nounOf(entity);
  const record = settings ? noun : `${noun}${entityId ? ` ${entityId}` : ''}`;
  const sub = subName ? `${nounOf(subName)}${subId ? ` ${subId}` : ''}` : '';
  const target = sub ? `${sub} on ${record}` : record;
  let summary: string;
  if (action === 'status') {
    const status = String((body as { status: string }).status);
    summary = `Changed ${record} status to ${status}`;
  } else if (action === 'update') {
    const shown = fields.slice(0, MAX_FIELDS).join(', ');
    const more = fields.length > MAX_FIELDS ? ', …' : '';
    summary = `Updated ${target}${shown ? `: ${shown}${more}` : ''}`;
  } else if (action === 'create' && sub) {
    summary = `Added ${sub} to ${record}`;
  } else {
    summary = `${PAST[action] ?? `${action.charAt(0).toUpperCase()}${action.slice(1)}`} ${target}`;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  if (write.fileName) summary += `: ${write.fileName.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 120)}`;
  return { action, entity, entityId, summary };
}
