/**
 * The stylesheet a public page inlines: only the rules its own HTML uses (issue 33, decisions 0020, 0026 and
 * 0029). Tailwind's build is one file for every page (64 KB); a page uses a fraction of its utilities. The
 * whole file still comes with the page, linked at its fold (or for print until an island needs it), cached
 * for the rest of the visit: the parts islands draw later (a dialog, the drawer) use classes the server's
 * HTML did not.
 *
 * The rules are read once at start; a page then costs a scan of its class attributes and elements and a
 * filter of the rules (under a millisecond), which the render after a save can afford.
 */

import { FOLD_MARK, FULL_CSS_ID } from '../../shared/page-chunks';
import { aliasClassAttributes, type ClassAliases, classesOf, renameClasses } from './class-aliases';

/**
 * A style rule and what it needs to be worth inlining: the classes it names on the page, one of the elements
 * it styles (`tags`: Tailwind's resets of `<table>`, `<sub>`, a date field's parts), and, for a first
 * paint, that it draws something before anyone points or anything moves.
 */
type Rule = { classes: string[]; tags?: readonly string[]; text: string; later: boolean };
/**
 * An at-rule kept as written; a font face only when the page's text has a character it would draw (`range`,
 * set by setFaceTests), any other always.
 */
type Opaque = { text: string; range?: RegExp };
/** A rule, an opaque at-rule, or a grouping at-rule (`@media`, `@supports`, `@layer`) around more of them. */
type Item = Rule | Opaque | { open: string; items: Item[] };

/**
 * A rule that applies only once the visitor points, presses or focuses (`:hover`, `group-hover:`, `:focus`),
 * which no first paint needs.
 */
const INTERACTIVE = /:(?:hover|focus|focus-visible|focus-within|active)\b/;
/** Declarations that only say how a change is animated (`transition-*`, `duration-*`): a first paint has none. */
const ONLY_TRANSITIONS =
  /^(?:\s*(?:transition(?:-[a-z-]+)?|--tw-duration|--tw-ease|will-change)\s*:[^;]*;?)+\s*$/;

/**
 * The elements a base rule styles, when it styles nothing else: `table`, `sub,sup`, `abbr:where([title])`; a
 * form control's parts (`::placeholder`, `::-webkit-datetime-edit`) need a control, `::backdrop` a dialog.
 * Undefined when the rule applies to any page (`*`, `html,:host`, a class).
 */
function tagsOf(selectorList: string): string[] | undefined {
  const tags = new Set<string>();
  for (const raw of selectorList.split(',')) {
    const selector = raw.trim();
    const tag = /^([a-z][a-z0-9]*)(?::where\(\[[^\]]*\]\))?$/.exec(selector)?.[1];
    if (tag) tags.add(tag);
    else if (
      /^::?(?:-webkit-|-moz-)?(?:placeholder|file-selector-button|date|datetime|calendar|inner-spin|outer-spin|search|ui-invalid)/.test(
        selector,
      )
    )
      for (const control of ['input', 'textarea', 'select']) tags.add(control);
    else if (selector === '::backdrop') tags.add('dialog');
    else return undefined;
  }
  return [...tags];
}

/** A `unicode-range` as code point intervals: `U+0000-00FF, U+0131, U+4??` is [[0, 255], [305, 305], [1024, 1279]]. */
function unicodeRange(body: string): [number, number][] | undefined {
  const range = /unicode-range:([^;}]*)/.exec(body)?.[1];
  if (!range) return undefined;
  return range.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const hex = (value: string, wildcard: string) => Number.parseInt(value.replace(/\?/g, wildcard), 16);
    return [hex(from, '0'), hex(to, 'F')];
  });
}

/**
 * Which font face a page's text needs: a face of a family is used for a character in its `unicode-range`
 * unless a face declared after it covers that character too (the site's cut of common Latin characters is
 * declared last, so the full Latin face is fetched only for a rarer character). Each face with a range gets
 * the test of the characters it alone would draw; a face without one is always kept.
 */
function setFaceTests(faces: Opaque[]) {
  const family = (face: Opaque) => /font-family:([^;}]*)/.exec(face.text)?.[1]?.trim();
  faces.forEach((face, i) => {
    const own = unicodeRange(face.text);
    if (!own) return;
    const later = faces
      .slice(i + 1)
      .filter((other) => family(other) === family(face))
      .flatMap((other) => unicodeRange(other.text) ?? []);
    const covered = (code: number) => later.some(([from, to]) => code >= from && code <= to);
    const parts: string[] = [];
    for (const [from, to] of own) {
      let start = -1;
      for (let code = from; code <= to + 1; code++) {
        const alone = code <= to && !covered(code);
        if (alone && start < 0) start = code;
        if (!alone && start >= 0) {
          parts.push(`\\u{${start.toString(16)}}-\\u{${(code - 1).toString(16)}}`);
          start = -1;
        }
      }
    }
    face.range = parts.length ? new RegExp(`[${parts.join('')}]`, 'u') : /(?!)/;
  });
}

/** The font faces among items, in their order. */
const facesIn = (items: Item[]): Opaque[] =>
  items.flatMap((item) =>
    'items' in item
      ? facesIn(item.items)
      : 'classes' in item || !item.text.startsWith('@font-face')
        ? []
        : [item],
  );

/** Splits CSS at its top level into `prelude{body}` blocks, minding strings and comments. */
function blocks(css: string): { prelude: string; body: string; text: string }[] {
  const out: { prelude: string; body: string; text: string }[] = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    // An escaped character is part of a class name (`.after\:content-\[\'\'\]`), never a quote or a brace.
    if (c === '\\') i++;
    else if (c === '"' || c === "'") {
      const end = css.indexOf(c, i + 1);
      i = end < 0 ? css.length : end;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (c === '{') {
      if (depth === 0) open = i;
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth === 0) {
        out.push({
          prelude: css.slice(start, open).trim(),
          body: css.slice(open + 1, i),
          text: css.slice(start, i + 1),
        });
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
    }
  }
  return out;
}

/** The classes a selector needs on the page (those inside `:not(…)` it needs absent, so they do not count). */
const neededClasses = (selector: string) => classesOf(selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, ''));

/** Writes a selector list under the class aliases (none: as it is). */
type Rename = (selectorList: string) => string;

const ruleOf = (block: { prelude: string; body: string }, rename: Rename): Rule => ({
  classes: neededClasses(block.prelude),
  tags: tagsOf(block.prelude),
  text: `${rename(block.prelude)}{${block.body}}`,
  later: INTERACTIVE.test(block.prelude) || ONLY_TRANSITIONS.test(block.body),
});

/** At-rules whose blocks hold style rules; any other (`@font-face`, `@keyframes`, `@property`) is one item. */
const GROUPING = /^@(?:media|supports|layer|container)\b/;

/**
 * A block as a rule, or as an at-rule of them: Tailwind nests `@supports` inside `@media (hover:hover)` (a
 * hover colour with its color-mix) and `@media` inside `@supports`, and an at-rule is kept only around the
 * rules a page uses. A block's prelude may start with statements (`@layer theme, base;`), kept with it.
 */
const itemOf = (block: { prelude: string; body: string; text: string }, rename: Rename): Item => {
  // What the block is, past a comment (`/*! tailwindcss … */`) and statements (`@layer theme, base;`) before it.
  const own = block.prelude
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^[\s\S]*;/, '')
    .trim();
  if (GROUPING.test(own))
    return { open: `${block.prelude}{`, items: blocks(block.body).map((inner) => itemOf(inner, rename)) };
  if (own.startsWith('@')) return { text: block.text.trim() };
  return ruleOf({ prelude: own, body: block.body }, rename);
};

/**
 * What a page has that rules need: its classes, its elements (undefined: any, on a page without a fold,
 * whose whole stylesheet is not behind its own rules), its text, and whether this is a first paint.
 */
type PageFacts = { used: Set<string>; tags?: Set<string>; html: string; firstPaint: boolean };

const wanted = (item: Rule | Opaque, page: PageFacts) =>
  'classes' in item
    ? !(page.firstPaint && item.later) &&
      item.classes.every((name) => page.used.has(name)) &&
      (!item.tags || !page.tags || item.tags.some((tag) => page.tags?.has(tag)))
    : !page.firstPaint || !item.range || item.range.test(page.html);

/** The CSS of the items a page needs, each at-rule kept only around what it holds. */
function emit(item: Item, page: PageFacts): string {
  if (!('items' in item)) return wanted(item, page) ? item.text : '';
  const inner = item.items.map((child) => emit(child, page)).join('');
  return inner ? `${item.open}${inner}}` : '';
}

/** The elements a page's HTML holds. */
const tagsIn = (html: string) =>
  new Set(Array.from(html.matchAll(/<([a-z][a-z0-9]*)[\s>/]/g), ([, tag]) => tag));

/** Every custom property a text names, declared or read (`--tw-blur:…`, `var(--color-ink)`). */
const customProperties = (text: string) => new Set(text.match(/--[\w-]+/g));

/** Removes the rules a pruning left empty (`:root{}`, `@supports (…){}`), innermost first. */
function withoutEmptyRules(css: string): string {
  let out = css;
  for (let last = ''; last !== out; ) {
    last = out;
    out = out.replace(/(^|[{};])[^{};]*\{\}/g, '$1');
  }
  return out;
}

/**
 * The theme's variables and the fallback values of Tailwind's own (`@layer theme`, `@layer properties`) that
 * the rest of the page's CSS or its HTML (a `style` attribute) names, and those the kept ones name in turn.
 * Tailwind writes every variable any page uses; one page needs a third of them. The whole file, linked later,
 * declares them all for what islands draw.
 */
function pruneVariables(declaring: string[], rest: string): string[] {
  const declaration = /(--[\w-]+):([^;{}]*)(?:;|(?=\}))/g;
  const used = customProperties(rest);
  const values = new Map<string, string>();
  for (const block of declaring)
    for (const [, name, value] of block.matchAll(declaration))
      values.set(name, (values.get(name) ?? '') + value);
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of [...used])
      for (const named of customProperties(values.get(name) ?? ''))
        if (!used.has(named)) {
          used.add(named);
          grew = true;
        }
  }
  return declaring.map((block) =>
    withoutEmptyRules(
      block.replace(declaration, (whole, name: string) => (used.has(name) ? whole : '')),
    ).replace(/;\}/g, '}'),
  );
}

/** The class names a page's HTML uses. */
export function classesIn(html: string): Set<string> {
  const used = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value.split(/\s+/))
      if (name) used.add(name.replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
  return used;
}

/**
 * Reads the site's stylesheet once and returns what one page's HTML needs of it: everything outside the
 * utilities layer (theme, base, fonts, keyframes) and the utility rules whose classes the page uses. With
 * `aliases`, the rules are written under the aliases (lib/class-aliases.ts) for HTML written with them.
 */
export function createPageCss(css: string, aliases?: ClassAliases) {
  const rename: Rename = aliases?.size
    ? (list) => renameClasses(list, (name) => aliases.get(name))
    : (list) => list;
  const layer = /@layer utilities\s*\{/.exec(css);
  if (!layer) return () => css;
  const all = blocks(css);
  const utilities = all.find((b) => /^@layer utilities$/.test(b.prelude.replace(/^[\s\S]*;\s*/, '')));
  if (!utilities) return () => css;
  const before = css.slice(0, css.indexOf(utilities.text));
  const after = css.slice(css.indexOf(utilities.text) + utilities.text.length);
  const items: Item[] = blocks(utilities.body).map((block) => itemOf(block, rename));
  const statements = utilities.text.slice(0, utilities.text.indexOf(utilities.prelude));
  // After the utilities: Tailwind registers every custom property its utilities animate (`@property --tw-…`),
  // most of which a page's rules never use, and the keyframes of every animation: each is kept only when a
  // kept rule names it. The font faces come after them too.
  const afterItems = blocks(after).map((block) => {
    const keyframes = /^@keyframes\s+([\w-]+)$/.exec(block.prelude)?.[1];
    return {
      property: /^@property\s+(--[\w-]+)$/.exec(block.prelude)?.[1],
      named: keyframes ? new RegExp(`\\b${keyframes}\\b`) : undefined,
      item: itemOf(block, rename),
    };
  });

  // What comes before the utilities: the layers of variables (pruned per page by the variables the rest
  // names) and the others (the base layer, the font faces), each rule kept as its elements and text need.
  const layerOf = (block: { prelude: string }) =>
    /@layer (theme|properties)$/.exec(block.prelude.replace(/^[\s\S]*;\s*/, ''))?.[1];
  const beforeBlocks = blocks(before);
  const beforeTail = before.slice(beforeBlocks.reduce((end, block) => end + block.text.length, 0));
  const beforeItems = beforeBlocks.map((block) => {
    const item = itemOf(block, rename);
    // Tailwind gives its variables' first values twice: registered (`@property`, which every current browser
    // reads) and, for browsers without registration, declared on every element inside `@supports` for
    // those. A first paint declares them on every element for all browsers and registers none: the same
    // values, with less to send; the whole file registers them once it is in.
    const unwrapped =
      layerOf(block) === 'properties' && 'items' in item
        ? { ...item, items: item.items.flatMap((child) => ('items' in child ? child.items : [child])) }
        : item;
    return { variables: layerOf(block) !== undefined, item, unwrapped };
  });
  setFaceTests(
    facesIn([...beforeItems.map(({ item }) => item), ...items, ...afterItems.map(({ item }) => item)]),
  );

  /**
   * `firstPaint`: the page links the whole stylesheet at its fold, right behind this CSS, so what no first
   * screen draws can wait for it (issue 33: decision 0026): the rules of pointing, focusing and transitions,
   * resets of elements the first screen does not hold, font faces for characters it does not use, and the
   * registration of Tailwind's variables (above).
   */
  return (html: string, { firstPaint = false } = {}) => {
    const page: PageFacts = {
      used: classesIn(html),
      tags: firstPaint ? tagsIn(html) : undefined,
      html,
      firstPaint,
    };
    const kept = items.map((item) => emit(item, page)).join('');
    const texts = beforeItems.map(({ item, unwrapped }) => emit(firstPaint ? unwrapped : item, page));
    const constant = texts.filter((_, i) => !beforeItems[i].variables);
    const rules = `${constant.join('')}${kept}`;
    const tail = afterItems
      .map(({ property, named, item }) => {
        if (property) return !firstPaint && kept.includes(property) ? (item as Opaque).text : '';
        if (named) return named.test(rules) ? (item as Opaque).text : '';
        return emit(item, page);
      })
      .join('');
    const pruned = pruneVariables(
      texts.filter((_, i) => beforeItems[i].variables),
      `${constant.join('')}${beforeTail}${kept}${tail}${html}`,
    );
    let next = 0;
    const head = texts.map((text, i) => (beforeItems[i].variables ? pruned[next++] : text)).join('');
    return `${head}${beforeTail}${statements}@layer utilities{${kept}}${tail}`;
  };
}

/**
 * A page's styles and its HTML with the whole stylesheet (`href`) linked. A page with a fold (FOLD_MARK)
 * inlines the rules of its first screen's first paint (not those of hover or focus) and links the whole file at the fold: the browser paints the first
 * screen, then holds what follows until the file is in, with or without JavaScript. A page without one
 * inlines every rule it uses and loads the file for print only, until an island switches it on.
 */
export function createPageStyles(css: string, href: string, aliases: ClassAliases = new Map()) {
  const pageCss = createPageCss(css, aliases);
  // "</style" cannot occur in the built CSS, but a stray one must not end the element early.
  const inline = (html: string, firstPaint: boolean) =>
    `<style>${pageCss(html, { firstPaint }).replace(/<\/style/gi, '<\\/style')}</style>`;
  return (pageHtml: string): { styles: string; html: string } => {
    const fold = pageHtml.indexOf(FOLD_MARK);
    if (fold < 0)
      return {
        styles: `${inline(pageHtml, false)}<link rel="stylesheet" href="${href}" media="print" id="${FULL_CSS_ID}">`,
        html: aliasClassAttributes(pageHtml, aliases),
      };
    const above = pageHtml.slice(0, fold);
    const rest = pageHtml.slice(fold + FOLD_MARK.length).replaceAll(FOLD_MARK, '');
    return {
      styles: inline(above, true),
      html: aliasClassAttributes(
        `${above}<link rel="stylesheet" href="${href}" id="${FULL_CSS_ID}">${rest}`,
        aliases,
      ),
    };
  };
}
