import type { FastifyInstance, FastifyRequest } from 'fastify';
import { leadKindOfEntity } from '../../../shared/schemas/activity';
import {
  beginWriteTransaction,
  runInWriteTransaction,
  type WriteTransaction,
} from '../../lib/write-transaction';
import { type ActivityEntry, recordActivity } from './activity.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route records its own activity (with a better summary), so the generic hook skips it. */
    activity?: false;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
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

const isMultipart = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '').startsWith('multipart/');

type Seen = { responseId?: unknown; fileName?: string };
const seen = new WeakMap<FastifyRequest, Seen>();
const transactions = new WeakMap<FastifyRequest, WriteTransaction>();

/** The activity entry of a finished admin write, or null when it is not the generic hook's to write. */
function entryOf(request: FastifyRequest, statusCode: number): ActivityEntry | null {
  if (!WRITES.has(request.method) || statusCode >= 400 || !request.user) return null;
  if (request.routeOptions.config.activity === false || !request.routeOptions.url) return null;
  const described = describeAdminWrite({
    method: request.method,
    route: request.routeOptions.url,
    params: (request.params ?? {}) as Record<string, unknown>,
    // A multipart body is the file itself: only its name is written down.
    body: isMultipart(request) ? undefined : request.body,
    ...seen.get(request),
  });
  return { ...described, userId: request.user.id, username: request.user.username, ip: request.ip };
}

/**
 * Records every successful admin write in the activity log (issue 20), in the write's own transaction
 * (decision 0018): each admin write runs in a transaction that commits, with its entry, only
 * when the reply is a success; a failed commit, or an entry that cannot be written, answers 500 and
 * leaves nothing saved. Uploads stream their file before any query, so they get no transaction held
 * across the upload; their entry is still written after the save, as before.
 */
export function recordAdminWrites(admin: FastifyInstance) {
  // The reply's object before it is serialised (and maybe compressed): a create's new id, an upload's name.
  admin.addHook('preSerialization', async (request, _reply, payload) => {
    if (WRITES.has(request.method) && isPlainObject(payload)) {
      const nested = Object.values(payload).find((v) => isPlainObject(v) && 'id' in v) as
        | { id: unknown }
        | undefined;
      const upload = isMultipart(request) ? payload.originalName : undefined;
      seen.set(request, {
        responseId: 'id' in payload ? payload.id : nested?.id,
        fileName: typeof upload === 'string' ? upload : undefined,
      });
    }
    return payload;
  });
  // After auth and body parsing, so a refused or malformed request never holds a transaction.
  admin.addHook('preHandler', (request, _reply, done) => {
    if (!WRITES.has(request.method) || isMultipart(request)) return done();
    beginWriteTransaction(admin.db).then((write) => {
      transactions.set(request, write);
      runInWriteTransaction(write, done);
    }, done);
  });
  // Before the reply goes, so when staff see "Saved" the log already says who saved it (and a test can
  // read it at once), and before the content version is bumped, so no page is rendered from the old data
  // under the new version.
  admin.addHook('onSend', async (request, reply, payload) => {
    const write = transactions.get(request);
    if (!write) {
      try {
        const entry = entryOf(request, reply.statusCode);
        if (entry) await recordActivity(admin.db, entry);
      } catch (err) {
        request.log.error({ err }, 'could not write the activity log');
      }
      return payload;
    }
    if (reply.statusCode >= 400) {
      await write.end(false);
      return payload;
    }
    try {
      const entry = entryOf(request, reply.statusCode);
      if (entry) await recordActivity(write.tx, entry);
    } catch (error) {
      await write.end(false);
      throw error;
    }
    await write.end(true);
    return payload;
  });
  // A reply that never reached onSend (a failure while serialising) must not leave its transaction open.
  admin.addHook('onResponse', async (request) => {
    await transactions.get(request)?.end(false);
  });
}
