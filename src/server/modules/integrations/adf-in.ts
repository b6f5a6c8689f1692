/**
 * Reads an ADF 1.0 document posted by a marketplace or lead provider (issue 30, item 3), safely: at most
 * 256 KB, no DOCTYPE or entity declarations at all (so no external entities and no billion laughs), the
 * parser's entity expansion off (only the five predefined entities and character references are decoded,
 * here), and a well-formedness check first. What is wrong is named in a 400 answer.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '../../lib/errors';

export const MAX_ADF_BYTES = 256 * 1024;

export type AdfVehicle = {
  interest: string;
  status: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  vin: string | null;
  stock: string | null;
  odometer: string | null;
  price: number | null;
  comments: string | null;
  finance: boolean;
};

export type AdfLead = {
  prospectId: string;
  /** Who sent it: the provider's name, else the id's source attribute. */
  provider: string;
  requestDate: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phones: { type: string | null; number: string }[];
  comments: string | null;
  vehicles: AdfVehicle[];
};

const bad = (message: string) => new AppError('bad_request', message);

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** The predefined entities and character references; any other named entity is left as written. */
function decode(value: string): string {
  return value.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== '#') return PREDEFINED[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const ALWAYS_LISTS = new Set(['prospect', 'vehicle', 'phone', 'email', 'name', 'id', 'contact', 'comments']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: 30,
  isArray: (name) => ALWAYS_LISTS.has(name),
});

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
/** The text of an element (string, or an object with #text beside its attributes), decoded and trimmed. */
const textOf = (v: unknown): string | null => {
  const raw = typeof v === 'string' ? v : isNode(v) && typeof v['#text'] === 'string' ? v['#text'] : null;
  const value = raw === null ? '' : decode(raw).trim();
  return value === '' ? null : value;
};
const attr = (v: unknown, name: string) =>
  isNode(v) && typeof v[`@${name}`] === 'string' ? decode(v[`@${name}`] as string).trim() : null;
const first = (v: unknown) => textOf(list(v)[0]);
const child = (v: unknown, name: string): unknown => (isNode(v) ? v[name] : undefined);
const allText = (v: unknown) =>
  list(v)
    .map(textOf)
    .filter((t): t is string => !!t)
    .join('\n') || null;
const number = (v: string | null) => {
  const n = v === null ? Number.NaN : Number(v.replace(/[^\d.]/g, ''));
  return Number.isFinite(n) && v !== null && /\d/.test(v) ? Math.round(n) : null;
};

function namesOf(contact: unknown) {
  const names = list(child(contact, 'name'));
  const part = (p: string) => textOf(names.find((n) => attr(n, 'part') === p));
  const full = part('full') ?? textOf(names.find((n) => !attr(n, 'part')));
  const [fromFullFirst = '', ...rest] = (full ?? '').split(/\s+/);
  return { firstName: part('first') ?? fromFullFirst, lastName: part('last') ?? rest.join(' ') };
}

function vehicleOf(v: unknown): AdfVehicle {
  const year = number(first(child(v, 'year')));
  return {
    interest: (attr(v, 'interest') ?? 'buy').toLowerCase(),
    status: attr(v, 'status'),
    year: year && year >= 1900 && year <= 2100 ? year : null,
    make: first(child(v, 'make')),
    model: first(child(v, 'model')),
    vin: first(child(v, 'vin')),
    stock: first(child(v, 'stock')),
    odometer: first(child(v, 'odometer')),
    price: number(first(child(v, 'price'))),
    comments: allText(child(v, 'comments')),
    finance: child(v, 'finance') !== undefined,
  };
}

/** The lead in an ADF document, or a 400 naming what is wrong with it. */
export function readAdf(xml: string): AdfLead {
  if (Buffer.byteLength(xml, 'utf8') > MAX_ADF_BYTES) throw bad('The ADF document is larger than 256 KB');
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw bad('DOCTYPE and entity declarations are not accepted');
  if (!xml.trim()) throw bad('The body must be an ADF XML document');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw bad(`Malformed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const doc = parser.parse(xml) as Node;
  const roots = Object.keys(doc).filter((k) => !k.startsWith('?') && k !== '#text');
  if (roots.length !== 1 || roots[0] !== 'adf')
    throw bad(`The root element must be <adf>, not <${roots[0] ?? ''}>`);
  const prospects = list(child(doc.adf, 'prospect'));
  if (prospects.length === 0) throw bad('adf/prospect is missing');
  if (prospects.length > 1) throw bad('Send one prospect per document');
  const prospect = prospects[0];
  const ids = list(child(prospect, 'id'));
  const prospectId = textOf(ids[0]);
  if (!prospectId) throw bad('prospect/id is missing');
  const contact = list(child(child(prospect, 'customer'), 'contact'))[0];
  if (!contact) throw bad('prospect/customer/contact is missing');
  const email = first(child(contact, 'email'));
  if (!email) throw bad('prospect/customer/contact/email is missing');
  const { firstName, lastName } = namesOf(contact);
  if (!firstName) throw bad('prospect/customer/contact/name is missing');
  const providerContact = child(prospect, 'provider');
  const provider = first(child(providerContact, 'name')) ?? attr(ids[0], 'source');
  if (!provider)
    throw bad('prospect/provider/name or prospect/id@source is required to know who sent the lead');
  return {
    prospectId: prospectId.slice(0, 200),
    provider: provider.slice(0, 100),
    requestDate: first(child(prospect, 'requestdate')),
    firstName,
    lastName,
    email,
    phones: list(child(contact, 'phone')).flatMap((p) => {
      const phone = textOf(p);
      return phone ? [{ type: attr(p, 'type'), number: phone }] : [];
    }),
    comments: allText(child(child(prospect, 'customer'), 'comments')),
    vehicles: list(child(prospect, 'vehicle')).map(vehicleOf),
  };
}
