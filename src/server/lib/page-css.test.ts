import { describe, expect, it } from 'vitest';
import { FOLD_MARK, FULL_CSS_ID } from '../../shared/page-chunks';
import { classesIn, createPageCss, createPageStyles } from './page-css';

const CSS = [
  '@layer theme{:root{--color-ink:#0a0a0a}}',
  '@layer utilities{.flex{display:flex}.grid{display:grid}.sm\\:p-4{padding:1rem}',
  '.blur{--tw-blur:blur(4px);filter:var(--tw-blur,)}',
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
    expect(css).toContain('@keyframes spin');
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
