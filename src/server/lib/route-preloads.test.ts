import { describe, expect, it } from 'vitest';
import { createRoutePreloads, type Manifest } from './route-preloads';

// Shaped like the build's manifest: an entry with a shared chunk, and lazily imported pages.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_site.js'],
    css: ['assets/index-1.css'],
  },
  '_site.js': { file: 'assets/site-1.js' },
  // A module that a lazy chunk imports statically and the entry lazily: a shared chunk, keyed by its file.
  '_first-reads-1.js': { file: 'assets/first-reads-1.js', name: 'first-reads', imports: ['_arrow.js'] },
  '_arrow.js': { file: 'assets/arrow-1.js', imports: ['_site.js'] },
  '_form.js': { file: 'assets/form-1.js', imports: ['_site.js', '_arrow.js'], css: ['assets/form-1.css'] },
  'src/client/public/home/home-page.tsx': {
    file: 'assets/home-page-1.js',
    imports: ['_site.js', '_arrow.js'],
  },
  'src/client/public/forms/sell-page.tsx': { file: 'assets/sell-page-1.js', imports: ['_form.js'] },
};

describe('route preloads', () => {
  const preloads = createRoutePreloads(manifest);

  it("preloads a page's chunk and its static imports, not what the entry already loads", () => {
    expect(
      preloads(['public/home/home-page.tsx'])
        .trim()
        .split(/\s*\n\s*/),
    ).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/home-page-1.js" fetchpriority="low">',
      '<link rel="modulepreload" crossorigin href="/assets/arrow-1.js" fetchpriority="low">',
    ]);
  });

  it('follows imports through shared chunks and links their styles', () => {
    const tags = preloads(['public/forms/sell-page.tsx']);
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/form-1.css">');
    expect(tags).toContain('href="/assets/sell-page-1.js"');
    expect(tags).toContain('href="/assets/form-1.js"');
    expect(tags).toContain('href="/assets/arrow-1.js"');
    expect(tags).not.toContain('site-1.js');
    expect(tags).not.toContain('index-1');
  });

  it('runs the modules it is asked to run as soon as they arrive, and still preloads what they import', () => {
    const tags = preloads(['public/home/home-page.tsx'], { run: ['public/home/home-page.tsx'] })
      .trim()
      .split(/\s*\n\s*/);
    expect(tags[0]).toBe('<script type="module" async crossorigin src="/assets/home-page-1.js"></script>');
    expect(tags).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/arrow-1.js" fetchpriority="low">',
    );
    expect(preloads([], { run: ['public/gone/gone-page.tsx'] })).toBe('');
    expect(preloads(['admin/first-reads.ts'], { run: ['admin/first-reads.ts'] })).toContain(
      '<script type="module" async crossorigin src="/assets/first-reads-1.js"></script>',
    );
  });

  it('adds nothing for routes without a module of their own or unknown to the build', () => {
    expect(preloads([])).toBe('');
    expect(preloads(['public/gone/gone-page.tsx'])).toBe('');
  });
});
