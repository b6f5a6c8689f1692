import { describe, expect, it } from 'vitest';
import { FOLD_MARK, FULL_CSS_ID } from '../../shared/page-chunks';
import { classesIn, createPageCss, createPageStyles } from './page-css';

const CSS = [
  '@layer theme{:root{--color-ink:#0a0a0a}}',
  '@layer utilities{.flex{display:flex}.grid{display:grid}.sm\\:p-4{padding:1rem}',
  '.blur{--tw-blur:blur(4px);filter:var(--tw-blur,)}.animate-spin{animation:spin 1s linear infinite}',
  '@media (width>=40rem){.sm\\:block{display:block}.hidden{display:none}}}',
  '@property --tw-blur{syntax:"*";inherits:false}',
  '@property --tw-rotate-x{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

describe('page CSS', () => {
  it('keeps only the utilities a page uses, inside their media queries, and what lies outside the utilities', () => {
    const css = createPageCss(CSS)('<div class="flex sm:block"><p class="sm:p-4">x</p></div>');
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.sm\\:p-4{padding:1rem}');
    expect(css).toContain('@media (width>=40rem){.sm\\:block{display:block}}');
    expect(css).not.toContain('.grid');
    expect(css).not.toContain('.hidden');
    // Keyframes come only with a rule that runs them.
    expect(css).not.toContain('@keyframes spin');
    expect(createPageCss(CSS)('<i class="animate-spin"></i>')).toContain('@keyframes spin{');
  });

  it('keeps an at-rule nested in another only around the rules a page uses, at any depth', () => {
    const pageCss = createPageCss(
      [
        '@layer utilities{.flex{display:flex}',
        '@media (hover:hover){@supports (color:color-mix(in lab, red, red)){.hover\\:border-white\\/25:hover{border-color:#fff4}}}',
        '@supports selector(::details-content){@media (width>=64rem){.lg\\:hidden{display:none}}}}',
      ].join(''),
    );
    const plain = pageCss('<div class="flex"></div>');
    expect(plain).not.toContain('@media (hover:hover)');
    expect(plain).not.toContain('@supports');
    const wide = pageCss('<div class="flex lg:hidden"></div>');
    expect(wide).toContain(
      '@supports selector(::details-content){@media (width>=64rem){.lg\\:hidden{display:none}}}',
    );
    expect(wide).not.toContain('hover');
    // Hover rules wait for the stylesheet on a page with a fold, however deep they sit.
    const pointing = pageCss('<a class="hover:border-white/25"></a>');
    expect(pointing).toContain('.hover\\:border-white\\/25:hover');
    expect(pageCss('<a class="hover:border-white/25"></a>', { firstPaint: true })).not.toContain('hover');
  });

  it('registers a custom property only when a kept rule uses it', () => {
    const plain = createPageCss(CSS)('<div class="flex"></div>');
    expect(plain).not.toContain('@property --tw-blur');
    expect(plain).not.toContain('@property --tw-rotate-x');
    const blurred = createPageCss(CSS)('<div class="blur"></div>');
    expect(blurred).toContain('@property --tw-blur{');
    expect(blurred).not.toContain('@property --tw-rotate-x');
  });

  it("keeps the theme's variables and Tailwind's fallbacks that the page's rules or HTML name, and no others", () => {
    const pageCss = createPageCss(
      [
        // Tailwind's banner comes first: its address is no class.
        '/*! tailwindcss v4.3.3 | MIT License | https://tailwindcss.com */\n',
        '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-blur:initial;--tw-rotate-x:initial}}}',
        '@layer theme{:root{--font-sans:Inter;--default-font:var(--font-sans);--color-ink:#0a0a0a;--color-red:red}',
        '@supports (color:lab(0% 0 0)){:root{--color-red:lab(50% 70 40)}}}',
        '@layer base{html{font-family:var(--default-font)}}',
        '@layer utilities{.blur{--tw-blur:blur(4px);filter:var(--tw-blur,)}.text-red{color:var(--color-red)}}',
      ].join(''),
    );
    const css = pageCss('<div class="blur" style="background:var(--color-ink)"></div>');
    expect(css).toContain('--tw-blur:initial}');
    expect(css).not.toContain('--tw-rotate-x');
    expect(css).toContain('--font-sans:Inter;--default-font:var(--font-sans);--color-ink:#0a0a0a}');
    expect(css).not.toContain('--color-red');
    expect(css).not.toContain('@supports (color:lab');
    expect(pageCss('<p class="text-red"></p>')).toContain(
      '@supports (color:lab(0% 0 0)){:root{--color-red:lab(',
    );
  });

  it('leaves the rules of hover and focus to the linked file when the page has a fold', () => {
    const styles = createPageStyles(
      [
        '@layer utilities{.flex{display:flex}.hover\\:grid:hover{display:grid}',
        '.group-hover\\:block:is(:where(.group):hover *){display:block}',
        '.focus\\:flex:focus{display:flex}.disabled\\:hidden:disabled{display:none}}',
      ].join(''),
      '/assets/site.css',
    );
    const html =
      '<a class="group flex hover:grid focus:flex"><b class="group-hover:block disabled:hidden"></b></a>';
    const folded = styles(`${html}${FOLD_MARK}<footer></footer>`).styles;
    expect(folded).toContain('.flex{display:flex}');
    expect(folded).toContain('.disabled\\:hidden:disabled{');
    expect(folded).not.toContain(':hover');
    expect(folded).not.toContain(':focus');
    const whole = styles(html).styles;
    expect(whole).toContain('.hover\\:grid:hover{');
    expect(whole).toContain('.group-hover\\:block:is(');
    expect(whole).toContain('.focus\\:flex:focus{');
  });

  it("leaves to the linked file what a first screen does not draw: transitions, resets of absent elements, other scripts' font faces", () => {
    const styles = createPageStyles(
      [
        '@font-face{font-family:Inter;src:url(/latin.woff2);unicode-range:U+0000-00FF, U+2019}',
        '@font-face{font-family:Inter;src:url(/greek.woff2);unicode-range:U+0370-03FF}',
        '@font-face{font-family:Fallback;src:local(Arial)}',
        // Declared last, the cut of common characters draws them: the full face only draws the others.
        '@font-face{font-family:Inter;src:url(/core.woff2);unicode-range:U+0020-007E}',
        '@layer base{*,:before{margin:0}table{border-collapse:collapse}sub,sup{font-size:75%}',
        'abbr:where([title]){text-decoration:underline dotted}::placeholder{opacity:1}',
        '::-webkit-datetime-edit{padding:0}::backdrop{margin:0}html,:host{line-height:1.5}}',
        '@layer utilities{.flex{display:flex}.transition-colors{transition-property:color,--tw-gradient-from;',
        'transition-timing-function:var(--tw-ease,cubic-bezier(.4, 0, .2, 1));transition-duration:.15s}',
        '.duration-300{--tw-duration:.3s;transition-duration:.3s}.fade{opacity:.5;transition-duration:.3s}}',
      ].join(''),
      '/assets/site.css',
    );
    const first = '<header class="flex transition-colors duration-300 fade"><sup>1</sup>Caf\u00e9</header>';
    const folded = styles(
      `${first}${FOLD_MARK}<footer><table></table><input><dialog></dialog>\u03b1</footer>`,
    ).styles;
    expect(folded).toContain('/latin.woff2');
    expect(folded).not.toContain('/greek.woff2');
    expect(folded).toContain('local(Arial)');
    expect(folded).toContain('/core.woff2');
    const plain = styles(`<header class="flex">Cafe</header>${FOLD_MARK}\u00e9`).styles;
    expect(plain).toContain('/core.woff2');
    expect(plain).not.toContain('/latin.woff2');
    expect(folded).toContain('*,:before{margin:0}');
    expect(folded).toContain('html,:host{line-height:1.5}');
    expect(folded).toContain('sub,sup{font-size:75%}');
    for (const absent of ['table{', 'abbr:', '::placeholder', '::-webkit-datetime-edit', '::backdrop'])
      expect(folded, absent).not.toContain(absent);
    expect(folded).toContain('.flex{display:flex}');
    // A rule that also draws stays; one that only says how a change moves waits.
    expect(folded).toContain('.fade{opacity:.5;transition-duration:.3s}');
    expect(folded).not.toContain('.transition-colors');
    expect(folded).not.toContain('.duration-300');
    // A page without a fold inlines all it uses, its whole file linked for print only.
    const whole = styles(`${first}<table></table>\u03b1`).styles;
    for (const present of [
      '/greek.woff2',
      'table{',
      '::placeholder',
      '::backdrop',
      '.transition-colors{',
      '.duration-300{',
    ])
      expect(whole, present).toContain(present);
  });

  it("declares Tailwind's first values on every element for a first paint, and registers them only in the whole file", () => {
    const styles = createPageStyles(
      [
        '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-blur:initial}::backdrop{--tw-blur:initial}}}',
        '@layer utilities{.blur{--tw-blur:blur(4px);filter:var(--tw-blur,)}}',
        '@property --tw-blur{syntax:"*";inherits:false}',
      ].join(''),
      '/assets/site.css',
    );
    const folded = styles(`<p class="blur"></p>${FOLD_MARK}`).styles;
    expect(folded).toContain('@layer properties{*,:before{--tw-blur:initial}}');
    expect(folded).not.toContain('@supports');
    expect(folded).not.toContain('@property');
    const whole = styles('<p class="blur"></p>').styles;
    expect(whole).toContain('@layer properties{@supports (-moz-orient:inline){*,:before{--tw-blur:initial}');
    expect(whole).toContain('@property --tw-blur{');
  });

  it('reads class attributes as React writes them', () => {
    expect([...classesIn('<a class="a  b&amp;c" data-x="1"></a><b class="d"></b>')]).toEqual([
      'a',
      'b&c',
      'd',
    ]);
  });

  it('inlines the first screen and links the whole file at the fold; without a fold, for print only', () => {
    const styles = createPageStyles(CSS, '/assets/site.css');
    const page = `<header class="flex"></header>${FOLD_MARK}<footer class="grid"></footer>${FOLD_MARK}`;
    const folded = styles(page);
    expect(folded.styles).toContain('.flex{');
    expect(folded.styles).not.toContain('.grid{');
    expect(folded.html).toBe(
      `<header class="flex"></header><link rel="stylesheet" href="/assets/site.css" id="${FULL_CSS_ID}"><footer class="grid"></footer>`,
    );
    const whole = styles('<header class="flex"></header><footer class="grid"></footer>');
    expect(whole.styles).toContain('.grid{');
    expect(whole.styles).toContain(`media="print" id="${FULL_CSS_ID}"`);
    expect(whole.html).not.toContain('<link');
  });
});
