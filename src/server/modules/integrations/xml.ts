/**
 * A small XML writer for the ADF documents we send: every text and attribute value is escaped here, and
 * characters XML 1.0 cannot carry at all (most control characters, lone surrogates) are dropped.
 */
export type XmlNode = {
  name: string;
  attrs?: Record<string, string | number | null | undefined>;
  children: (XmlNode | string)[];
};

/** An element; null, undefined and empty-string children are left out, numbers written as text. */
export const el = (
  name: string,
  attrs: XmlNode['attrs'] | null,
  ...children: (XmlNode | string | number | null | undefined | false)[]
): XmlNode => ({
  name,
  attrs: attrs ?? undefined,
  children: children.flatMap((c) =>
    c === null || c === undefined || c === false || c === '' ? [] : [typeof c === 'number' ? String(c) : c],
  ),
});

const NOT_XML = new RegExp(
  `[${String.fromCharCode(0)}-${String.fromCharCode(8)}${String.fromCharCode(11, 12)}${String.fromCharCode(14)}-${String.fromCharCode(31)}\\uFFFE\\uFFFF]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]`,
  'g',
);

export const escapeXml = (value: string) =>
  value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Writes a node and its children, indented two spaces a level; text stays inline with its element. */
export function renderXml(node: XmlNode, depth = 0): string {
  const pad = '  '.repeat(depth);
  const attrs = Object.entries(node.attrs ?? {})
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');
  if (node.children.length === 0) return `${pad}<${node.name}${attrs}/>`;
  if (node.children.every((c) => typeof c === 'string'))
    return `${pad}<${node.name}${attrs}>${node.children.map((c) => escapeXml(c as string)).join('')}</${node.name}>`;
  const inner = node.children
    .map((c) => (typeof c === 'string' ? `${pad}  ${escapeXml(c)}` : renderXml(c, depth + 1)))
    .join('\n');
  return `${pad}<${node.name}${attrs}>\n${inner}\n${pad}</${node.name}>`;
}
