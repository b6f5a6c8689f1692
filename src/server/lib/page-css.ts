/**
 * The stylesheet a public page inlines: only the utility rules its own HTML uses (issue 33, decision 0020).
 * Tailwind's build is one file for every page (78 KB); a page uses a fraction of its utilities. The whole
 * file still comes with the page as a low-priority, non-blocking stylesheet (`media="print"` until an island
 * needs it), cached for the rest of the visit: the parts islands draw later (a dialog, the drawer) use
 * classes the server's HTML did not.
 *
 * The rules are read once at start; a page then costs a scan of its class attributes and a filter of the
 * rules (well under a millisecond), which the render after a save can afford.
 */

import { FOLD_MARK, FULL_CSS_ID } from '../../shared/page-chunks';
import {
  aliasClassAttributes,
  type ClassAliases,
  mapSelectorLists,
  renameClasses,
  unescapeCss,
} from './class-aliases';

type Rule = { classes: string[]; text: string; interactive: boolean };

/**
 * A rule that applies only once the visitor points, presses or focuses (`:hover`, `group-hover:`, `:focus`),
 * which no first paint needs.
 */
const INTERACTIVE = /:(?:hover|focus|focus-visible|focus-within|active)\b/;
/** A utility rule, or an at-rule (`@media`, `@supports`) around more of them, nested to any depth. */
type Item = Rule | { open: string; items: Item[] };

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
function classesOf(selector: string): string[] {
  const bare = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...bare.matchAll(/\.((?:\\[0-9a-f]{1,6} ?|\\.|[\w-])+)/gi)].map(([, name]) => unescapeCss(name));
}

/** Writes a selector list under the class aliases (none: as it is). */
type Rename = (selectorList: string) => string;

const ruleOf = (block: { prelude: string; body: string; text: string }, rename: Rename): Rule => ({
  classes: classesOf(block.prelude),
  text: `${rename(block.prelude)}{${block.body}}`,
  interactive: INTERACTIVE.test(block.prelude),
});

/**
 * A block of the utilities layer as a rule, or as an at-rule of them: Tailwind nests `@supports` inside
 * `@media (hover:hover)` (a hover colour with its color-mix) and `@media` inside `@supports`, and an
 * at-rule is kept only around the rules a page uses.
 */
const itemOf = (block: { prelude: string; body: string; text: string }, rename: Rename): Item =>
  block.prelude.startsWith('@')
    ? { open: `${block.prelude}{`, items: blocks(block.body).map((inner) => itemOf(inner, rename)) }
    : ruleOf(block, rename);

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
  const wanted = (rule: Rule, used: Set<string>, firstPaint: boolean) =>
    !(firstPaint && rule.interactive) && rule.classes.every((name) => used.has(name));
  const emit = (item: Item, used: Set<string>, firstPaint: boolean): string => {
    if ('text' in item) return wanted(item, used, firstPaint) ? item.text : '';
    const inner = item.items.map((child) => emit(child, used, firstPaint)).join('');
    return inner ? `${item.open}${inner}}` : '';
  };
  // Tailwind registers every custom property its utilities animate (`@property --tw-…`), most of which a
  // page's rules never use: each is kept only when a kept rule names it.
  const properties = blocks(after).map((block) => ({
    name: /^@property\s+(--[\w-]+)$/.exec(block.prelude)?.[1],
    text: block.text.trim(),
  }));

  // What comes before the utilities: the layers of variables (pruned per page) and the rest (kept whole).
  const variableLayer = (block: { prelude: string }) =>
    /@layer (theme|properties)$/.test(block.prelude.replace(/^[\s\S]*;\s*/, ''));
  const beforeBlocks = blocks(before);
  const beforeTail = before.slice(beforeBlocks.reduce((end, block) => end + block.text.length, 0));
  // The base layer names classes too (`svg.lucide`): written once under the aliases.
  const constantTexts = new Map(beforeBlocks.map((block) => [block, mapSelectorLists(block.text, rename)]));
  const constantText = (block: (typeof beforeBlocks)[number]) => constantTexts.get(block) ?? block.text;

  /**
   * `firstPaint`: the page links the whole stylesheet at its fold, right behind this CSS, so the rules of
   * pointing and focusing can wait for it (a tenth of a page's inlined bytes, issue 33: decision 0026).
   */
  return (html: string, { firstPaint = false } = {}) => {
    const used = classesIn(html);
    const kept = items.map((item) => emit(item, used, firstPaint)).join('');
    const tail = properties
      .filter(({ name }) => !name || kept.includes(name))
      .map(({ text }) => text)
      .join('');
    const constant = beforeBlocks
      .filter((block) => !variableLayer(block))
      .map((block) => constantText(block));
    const variables = beforeBlocks.filter(variableLayer).map((block) => block.text);
    const pruned = pruneVariables(variables, `${constant.join('')}${beforeTail}${kept}${tail}${html}`);
    let next = 0;
    const head = beforeBlocks
      .map((block) => (variableLayer(block) ? pruned[next++] : constantText(block)))
      .join('');
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
