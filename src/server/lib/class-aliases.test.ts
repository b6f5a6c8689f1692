import { describe, expect, it } from 'vitest';
import {
  aliasClassAttributes,
  planClassAliases,
  toAliasSelectors,
  withAliasSelectors,
} from './class-aliases';
import { createPageStyles } from './page-css';

const CSS = [
  '@layer theme{:root{--color-ink:#0a0a0a}}',
  '@layer base{:where(svg.lucide){width:24px}a{color:inherit}}',
  '@layer utilities{.flex{display:flex}.sm\\:p-4{padding:1rem}.mt-1\\.5{margin-top:.375rem}',
  ".after\\:content-\\[\\'\\'\\]:after{content:''}",
  '.group-hover\\:block:is(:where(.group):hover *){display:block}',
  '.a\\,b{color:red}.space-y-2>:not(:last-child){margin-top:.5rem}',
  '[data-x=".flex"]{color:blue}',
  '@media (width>=40rem){.sm\\:block{display:block}}}',
  '@keyframes spin{50%{opacity:.5}to{transform:rotate(360deg)}}',
  '@property --tw-blur{syntax:"*";inherits:false}',
].join('');

describe('class aliases', () => {
  const aliases = planClassAliases(CSS, (name) => (name === 'flex' ? 10 : 0));

  it('aliases every class that stands alone in its selectors, the most used first, and none that meets another', () => {
    expect(aliases.get('flex')).toBe('A');
    for (const name of ['lucide', 'sm:p-4', 'mt-1.5', "after:content-['']", 'a,b', 'space-y-2', 'sm:block'])
      expect(aliases.get(name), name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    // `group` and `group-hover:block` meet in one selector, across a parent and its child.
    expect(aliases.has('group')).toBe(false);
    expect(aliases.has('group-hover:block')).toBe(false);
    expect(new Set(aliases.values()).size).toBe(aliases.size);
  });

  it('writes the stylesheet with each aliased selector beside the original, and nothing else changed', () => {
    const both = withAliasSelectors(CSS, aliases);
    expect(both).toContain(`.flex,.A{display:flex}`);
    expect(both).toContain(`.sm\\:p-4,.${aliases.get('sm:p-4')}{padding:1rem}`);
    expect(both).toContain(`.mt-1\\.5,.${aliases.get('mt-1.5')}{margin-top:.375rem}`);
    expect(both).toContain(
      `.after\\:content-\\[\\'\\'\\]:after,.${aliases.get("after:content-['']")}:after{content:''}`,
    );
    expect(both).toContain(`:where(svg.lucide),:where(svg.${aliases.get('lucide')}){width:24px}`);
    expect(both).toContain(`@media (width>=40rem){.sm\\:block,.${aliases.get('sm:block')}{display:block}}`);
    expect(both).toContain('.group-hover\\:block:is(:where(.group):hover *){display:block}');
    // An attribute's value and a keyframe's offsets are not classes.
    expect(both).toContain('[data-x=".flex"]{color:blue}');
    expect(both).toContain('@keyframes spin{50%{opacity:.5}to{transform:rotate(360deg)}}');
    expect(both).toContain('@property --tw-blur{syntax:"*";inherits:false}');
    // Nothing else changed: the same blocks in the same order.
    expect(both.match(/[{}]/g)).toEqual(CSS.match(/[{}]/g));
  });

  it('writes the rules under the aliases only, for HTML written with them', () => {
    const short = toAliasSelectors(CSS, aliases);
    expect(short).toContain('.A{display:flex}');
    expect(short).not.toContain('.flex{');
    expect(short).toContain('.group-hover\\:block:is(:where(.group):hover *)');
  });

  it('writes the classes of the HTML under their aliases, decoding what React escaped, and nothing else', () => {
    const html =
      '<div class="flex group  sm:p-4"><p class="after:content-[&#x27;&#x27;] unknown" data-class="flex">class="flex"</p></div>';
    expect(aliasClassAttributes(html, aliases)).toBe(
      `<div class="A group ${aliases.get('sm:p-4')}"><p class="${aliases.get("after:content-['']")} unknown" data-class="flex">class="flex"</p></div>`,
    );
  });

  it('gives a page its classes and its inlined rules under the aliases, the whole file linked as it is', () => {
    const styles = createPageStyles(CSS, '/assets/site.css', aliases);
    const { styles: inline, html } = styles(
      '<div class="flex sm:block group"><b class="group-hover:block"></b><svg class="lucide"></svg></div>',
    );
    expect(html).toBe(
      `<div class="A ${aliases.get('sm:block')} group"><b class="group-hover:block"></b><svg class="${aliases.get('lucide')}"></svg></div>`,
    );
    expect(inline).toContain('.A{display:flex}');
    expect(inline).toContain(`@media (width>=40rem){.${aliases.get('sm:block')}{display:block}}`);
    expect(inline).toContain(`:where(svg.${aliases.get('lucide')}){width:24px}`);
    expect(inline).toContain('.group-hover\\:block:is(:where(.group):hover *){display:block}');
    expect(inline).not.toContain('.sm\\:p-4');
    expect(inline).toContain('href="/assets/site.css"');
  });
});
