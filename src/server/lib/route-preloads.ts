/** One chunk in Vite's build manifest (`.vite/manifest.json`), keyed by its source path or chunk name. */
type ManifestChunk = { file: string; name?: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/**
 * Returns, for the source files of the routes a page rendered, the tags that fetch their code along with the
 * HTML: each route's chunk and everything it imports statically. Without them the browser learns of a page's
 * chunks only once the entry has run, a round trip later, and hydration waits for that. What the entry itself
 * imports is already in index.html, so it is left out.
 */
export function createRoutePreloads(
  manifest: Manifest,
): (modules: string[], options?: { run?: string[] }) => string {
  const closure = (keys: string[]) => {
    const js = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return { js, css };
  };
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry));
  /**
   * A module's key: its source path for a chunk the bundler made of it (a lazily imported screen), or the
   * shared chunk named after it when other chunks import it too (the manifest keys those `_name-hash.js`).
   */
  const keyOf = (module: string) => {
    const source = `src/client/${module}`;
    if (manifest[source]) return source;
    const name = module.replace(/^.*\//, '').replace(/\.tsx?$/, '');
    const named = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key].name === name);
    return named.length === 1 ? named[0] : source;
  };
  /**
   * `run`: modules (among `modules`) to run as soon as they arrive, each as an async module script, rather
   * than when the entry imports them: the entry waits for the whole document and its own imports first.
   */
  return (modules, { run = [] } = {}) => {
    const page = closure(modules.map(keyOf));
    const tags: string[] = [];
    for (const module of run) {
      const file = manifest[keyOf(module)]?.file;
      if (file) tags.push(`<script type="module" async crossorigin src="/${file}"></script>`);
    }
    // A page with styles of its own would otherwise render unstyled until its chunk ran.
    for (const file of page.css)
      if (!entry.css.has(file)) tags.push(`<link rel="stylesheet" crossorigin href="/${file}">`);
    // Low priority: they must not share the connection with the hero image and the entry, which the first
    // paint and hydration need sooner; they still arrive before the entry has been evaluated.
    for (const file of page.js)
      if (!entry.js.has(file))
        tags.push(`<link rel="modulepreload" crossorigin href="/${file}" fetchpriority="low">`);
    // Laid out like the build's own tags in index.html, which end with two spaces before </head>.
    return tags.map((tag) => `  ${tag}\n  `).join('');
  };
}
