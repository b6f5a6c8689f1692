/**
 * Short class names for the public site's HTML (issue 33, decision 0029). Tailwind's utility names are
 * the third of a page's HTML (`flex h-20 w-44 shrink-0 items-center justify-center px-6 sm:w-60`, ten
 * times over on the home page); the server writes a two-letter alias for each instead, and its inlined
 * first-screen CSS names the aliases. The site's stylesheet names both (`.flex,.Ab{display:flex}`): the
 * islands render Tailwind's own names in the browser, and React keeps the server's attribute on
 * hydration (it does not patch an attribute that differs), so what an island changes later carries the
 * long name and what the server sent keeps the short one, both styled by the same rules.
 *
 * Only a class that stands alone in each selector naming it is aliased: `group` and `group-hover:…` meet
 * in one selector across two elements, and a server-rendered parent with an island's child would miss it.
 * The aliases are planned once at build time (the Vite plugin in vite.config.ts) and read by the server.
 */

/** Where the build leaves the site stylesheet's aliases, its original rules and its name, under the client's output. */
export const CLASS_ALIASES_FILE = '.vite/class-aliases.json';

/** What the build writes to CLASS_ALIASES_FILE. */
export type ClassAliasesFile = { stylesheet: string; original: string; aliases: [string, string][] };

/** One class token of a selector, as written (escapes included): `.sm\:w-60`. */
const CLASS_TOKEN = /^\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^\n]|[\w-]|[\u0080-\uffff])+)/;

/** A CSS identifier as written in a class attribute: `sm\:w-60` is `sm:w-60`. */
const unescapeCss = (name: string) =>
  name
    .replace(/\\([0-9a-fA-F]{1,6}) ?/g, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/\\(.)/g, '$1');

/**
 * Rewrites each class of a selector with `rename` (given the unescaped name; it returns a new name or
 * undefined to keep it), leaving attribute selectors (`[href$=".pdf"]`) and strings alone.
 */
export function renameClasses(selector: string, rename: (name: string) => string | undefined): string {
  let out = '';
  for (let i = 0; i < selector.length; ) {
    const c = selector[i];
    if (c === '\\') {
      out += selector.slice(i, i + 2);
      i += 2;
    } else if (c === '"' || c === "'" || c === '[') {
      const close = c === '[' ? ']' : c;
      let j = i + 1;
      while (j < selector.length && selector[j] !== close) j += selector[j] === '\\' ? 2 : 1;
      out += selector.slice(i, j + 1);
      i = j + 1;
    } else if (c === '.') {
      const token = CLASS_TOKEN.exec(selector.slice(i));
      if (!token || /^-?\d/.test(token[1])) {
        out += c;
        i++;
        continue;
      }
      out += `.${rename(unescapeCss(token[1])) ?? token[1]}`;
      i += token[0].length;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** The classes a selector names, as a class attribute writes them (inside `:not()`, `:where()` and `:is()` too). */
export function classesOf(selector: string): string[] {
  const names: string[] = [];
  renameClasses(selector, (name) => {
    names.push(name);
    return undefined;
  });
  return names;
}

/** A selector list split at its top-level commas. */
export function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** At-rules whose blocks hold style rules; any other (`@keyframes`, `@font-face`, `@property`) is kept as is. */
const GROUPING = /^@(?:media|supports|layer|container|scope|starting-style|document)\b/;

/**
 * Calls `rewrite` with the selector list of every style rule of a stylesheet, at any depth of grouping
 * at-rules, and puts back what it returns; everything else is copied as written.
 */
export function mapSelectorLists(css: string, rewrite: (selectorList: string) => string): string {
  let out = '';
  let copied = 0;
  let preludeStart = 0;
  // What each open block is: a grouping at-rule (its content is rules) or anything else (declarations).
  const open: boolean[] = [];
  const inRules = () => open.length === 0 || open[open.length - 1];
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    // An escaped character (`.after\:content-\[\'\'\]`) is part of a name, never a quote or a brace.
    if (c === '\\') i++;
    else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
      i = j;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (c === '{') {
      if (inRules()) {
        const prelude = css.slice(preludeStart, i);
        const trimmed = prelude.trim();
        if (trimmed.startsWith('@')) open.push(GROUPING.test(trimmed));
        else {
          const lead = prelude.length - prelude.trimStart().length;
          out += css.slice(copied, preludeStart + lead) + rewrite(trimmed);
          copied = preludeStart + lead + trimmed.length;
          open.push(false);
        }
      } else open.push(false);
      preludeStart = i + 1;
    } else if (c === '}') {
      open.pop();
      preludeStart = i + 1;
    } else if (c === ';' && inRules()) {
      preludeStart = i + 1;
    }
  }
  return out + css.slice(copied);
}

export type ClassAliases = ReadonlyMap<string, string>;

/** `A`…`Z`, then `Aa`…`Z9`: a capital first letter, which no Tailwind utility and none of ours has. */
function* aliasNames(): Generator<string> {
  const first = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const rest = `${first}${first.toLowerCase()}0123456789`;
  for (const a of first) yield a;
  for (const a of first) for (const b of rest) yield a + b;
  for (const a of first) for (const b of rest) for (const c of rest) yield a + b + c;
}

/**
 * The aliases of a stylesheet's classes: every class that is the only class of each selector naming it,
 * the shortest names going to the most used (`weight`, e.g. how often the client code names it).
 */
export function planClassAliases(css: string, weight: (name: string) => number = () => 0): ClassAliases {
  const order = new Map<string, number>();
  const shared = new Set<string>();
  mapSelectorLists(css, (list) => {
    for (const selector of splitSelectorList(list)) {
      const names = classesOf(selector);
      for (const name of names) {
        if (!order.has(name)) order.set(name, order.size);
        if (names.length > 1) shared.add(name);
      }
    }
    return list;
  });
  const aliased = [...order.keys()]
    .filter((name) => !shared.has(name))
    .sort((a, b) => weight(b) - weight(a) || order.get(a)! - order.get(b)!);
  const aliases = new Map<string, string>();
  const names = aliasNames();
  for (const name of aliased) {
    let alias = names.next().value as string;
    while (order.has(alias)) alias = names.next().value as string;
    aliases.set(name, alias);
  }
  return aliases;
}

const aliasOf = (aliases: ClassAliases) => (name: string) => aliases.get(name);

/** The stylesheet with each aliased selector written twice, by its class and by the alias: `.flex,.A{…}`. */
export function withAliasSelectors(css: string, aliases: ClassAliases): string {
  const rename = aliasOf(aliases);
  return mapSelectorLists(css, (list) => {
    const selectors = splitSelectorList(list);
    const short = selectors
      .map((selector) => renameClasses(selector, rename))
      .filter((s, i) => s !== selectors[i]);
    return short.length ? `${list},${short.join(',')}` : list;
  });
}

/** The stylesheet naming the aliases only, for HTML whose classes were all aliased (aliasClassAttributes). */
export function toAliasSelectors(css: string, aliases: ClassAliases): string {
  const rename = aliasOf(aliases);
  return mapSelectorLists(css, (list) => renameClasses(list, rename));
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * Each `class` value already written, per alias table: a page repeats a few hundred values (every card the
 * same), and the render after a save rewrites the page's 400-odd attributes. Bounded, as the values still
 * vary a little with content.
 */
const written = new WeakMap<ClassAliases, Map<string, string>>();

/** The HTML with every aliased class of its `class` attributes written as its alias. */
export function aliasClassAttributes(html: string, aliases: ClassAliases): string {
  if (aliases.size === 0) return html;
  const known = written.get(aliases) ?? new Map<string, string>();
  written.set(aliases, known);
  if (known.size > 20_000) known.clear();
  return html.replace(/(\sclass=")([^"]*)"/g, (_, open: string, value: string) => {
    let out = known.get(value);
    if (out === undefined) {
      out = '';
      for (const token of value.split(/\s+/)) {
        if (!token) continue;
        const name = token.includes('&')
          ? token.replace(/&(?:amp|quot|#x27|lt|gt);/g, (e) => ENTITIES[e])
          : token;
        out += `${out ? ' ' : ''}${aliases.get(name) ?? token}`;
      }
      known.set(value, out);
    }
    return `${open}${out}"`;
  });
}
