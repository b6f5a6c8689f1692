// The layering rules of docs/architecture.md, checked on every import: `npm run lint` fails on a breach.
// A small resolver of our own rather than a lint plugin: the rules are about folders, and every import of
// our own code in src/ is relative, so resolving it to a path and comparing folders says exactly what
// crosses where. Package imports are checked by name, import cycles over the graph of files, and the
// length of module files by counting lines.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'src');

/** Folders of the client that every area may use: shared infrastructure, not an area. */
const SHARED = {
  client: ['components', 'lib'],
  public: ['components', 'layout'],
  admin: ['components', 'lib', 'frame', 'layout'],
};
/**
 * The admin dashboard hosts the other admin areas as tabs, the admin's route tree (admin/router.tsx) names
 * every screen, and admin/early-reads.ts names the first reads of the screens that start them before the
 * admin's code: all three may import them (the router lazily).
 */
const COMPOSERS = ['admin/dashboard', 'admin/router.tsx', 'admin/early-reads.ts'];

/**
 * Packages only the admin uses: the public pages and the shared client code (components, lib, the root
 * files) never load them (TanStack Query and TanStack Router: decisions 0013 and 0025; lucide-react: the public
 * pages draw their own icons; qrcode: two-factor set-up, made on the server; recharts: the Reports screen's
 * charts, decision 0022; Scalar: the API reference page, decision 0024). Only src/client/admin/** and the
 * server may import them.
 */
const ADMIN_ONLY_PACKAGES = [
  '@tanstack/react-query',
  '@tanstack/react-router',
  'lucide-react',
  'qrcode',
  'recharts',
  '@scalar/api-reference-react',
];
/** The public forms use these too, so outside the admin they may be imported only under a `forms/` folder. */
const FORM_PACKAGES = ['react-hook-form', '@hookform/resolvers'];
/** Packages that run in the browser: the server and shared code import none of them. */
const CLIENT_PACKAGES = [
  'react',
  'react-dom',
  'radix-ui',
  '@fontsource-variable/inter',
  ...ADMIN_ONLY_PACKAGES.filter((name) => name !== 'qrcode'),
  ...FORM_PACKAGES,
];
/**
 * The one server file that wires the modules into the server: it alone imports a module's `*.routes.ts`
 * (its routes and hooks, which it registers) and `*.worker.ts` (background work, which it starts).
 */
const WIRING = 'server/app.ts';
/** No file of a server module may be longer than this (tests and seed data aside): one job per file. */
const MAX_MODULE_LINES = 300;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mts)$/.test(name)) yield full;
  }
}

/**
 * `import … from`, `export … from`, a bare `import '…'` and `import('…')`: [keyword-type, clause, spec]
 * for the first two, the spec alone for the others.
 */
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every import of a file: its spec, and whether it names types only (`import type`, or `{ type A }` only). */
function importsOf(text) {
  const found = [];
  for (const m of text.matchAll(IMPORT)) {
    if (m[3]) {
      const names = /^\{([^}]*)\}$/
        .exec(m[2].trim())?.[1]
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean);
      const typeOnly = Boolean(m[1]) || Boolean(names?.length && names.every((n) => n.startsWith('type ')));
      found.push({ spec: m[3], typeOnly });
    } else found.push({ spec: m[4] ?? m[5], typeOnly: false });
  }
  return found;
}

/** `@scope/name` or `name` of a package spec (`react-dom/client` → `react-dom`). */
const packageOf = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/** [layer, area] of a path under src: e.g. ['client/admin', 'leads'], ['server/modules', 'cars']. */
function place(file) {
  const [top, second, third] = path.relative(root, file).split(path.sep);
  if (top === 'client' && (second === 'public' || second === 'admin'))
    return { layer: `client/${second}`, area: third && !third.includes('.') ? third : null };
  if (top === 'client') return { layer: 'client', area: second.includes('.') ? null : second };
  if (top === 'server' && second === 'modules') return { layer: 'server/modules', area: third };
  return { layer: top, area: second?.includes('.') ? null : second };
}

/** Why an import of the file `to` from `from` crosses a layer it may not, or null. */
function breach(from, to, typeOnly) {
  const a = place(from);
  const b = place(to);
  const rel = path.relative(root, from);
  if (a.layer === 'shared' && b.layer !== 'shared') return 'shared imports nothing of client or server';
  // Types of the render contract (what entry-server returns) are shared; no client code runs in the server.
  if (a.layer.startsWith('server') && b.layer.startsWith('client') && !typeOnly)
    return 'the server imports nothing of the client (types of the render contract excepted)';
  if (a.layer === 'client' && SHARED.client.includes(a.area) && b.layer.startsWith('client/'))
    return `client/${a.area} imports nothing of public or admin`;
  if (a.layer === 'client/public' && b.layer === 'client/admin') return 'public imports nothing of admin';
  if (a.layer === 'client/admin' && b.layer === 'client/public') return 'admin imports nothing of public';
  const side = a.layer.split('/')[1];
  if (a.layer === b.layer && (side === 'public' || side === 'admin') && a.area !== b.area) {
    const shared = SHARED[side].includes(b.area) || b.area === null;
    const composer = COMPOSERS.some((c) => rel.startsWith(`client${path.sep}${c}`.replaceAll('/', path.sep)));
    if (!shared && !composer && !SHARED[side].includes(a.area))
      return `${side}/${a.area} imports another area (${side}/${b.area}): move what both use to ${side}/components`;
    if (!shared && !composer) return `${side}/${a.area} is shared: it imports no area (${side}/${b.area})`;
  }
  // From outside a module (another module, app.ts, plugins, lib, mail, db) only its service is public.
  if (b.layer === 'server/modules' && !(a.layer === 'server/modules' && a.area === b.area)) {
    const from = a.layer === 'server/modules' ? `modules/${a.area}` : rel.split(path.sep).join('/');
    const wiring = /\.(routes|worker)\.ts$/.exec(to)?.[1];
    if (wiring && rel.split(path.sep).join('/') !== WIRING)
      return `${from} imports the ${wiring} of modules/${b.area}: only ${WIRING} registers routes and starts workers`;
    if (!wiring && !/\.service\.ts$/.test(to))
      return `${from} imports an internal of modules/${b.area}: use its service, or move the helper to lib/ or plugins/`;
  }
  return null;
}

/** Why the file `from` may not import the package `name` (a value import), or null. */
function packageBreach(from, name) {
  const a = place(from);
  const rel = path.relative(root, from).split(path.sep);
  if ((a.layer.startsWith('server') || a.layer === 'shared') && CLIENT_PACKAGES.includes(name))
    return `${a.layer.split('/')[0]} imports no client package`;
  if (!a.layer.startsWith('client') || a.layer === 'client/admin') return null;
  if (ADMIN_ONLY_PACKAGES.includes(name)) return `${name} is for the admin only (src/client/admin)`;
  if (FORM_PACKAGES.includes(name) && !rel.slice(0, -1).includes('forms'))
    return `${name} is for the admin and the forms only (a forms/ folder)`;
  return null;
}

function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (candidate.startsWith(root) && statSync(candidate, { throwIfNoEntry: false })?.isFile())
      return candidate;
  return null;
}

/**
 * The import cycles among `edges` (file → files it imports), one per strongly connected group of files
 * (Tarjan), each as a path that starts and ends on the same file.
 */
function cycles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const to of edges.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file), low.get(to)));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file), index.get(to)));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || edges.get(file)?.has(file)) groups.push(group);
  };
  for (const file of [...edges.keys()].sort()) if (!index.has(file)) visit(file);
  return groups.map((group) => shortestLoop(edges, new Set(group), group.sort()[0]));
}

/** The shortest way from `start` back to itself inside `group`, by breadth first. */
function shortestLoop(edges, group, start) {
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const to of edges.get(file) ?? []) {
      if (!group.has(to) || cameFrom.has(to)) continue;
      cameFrom.set(to, file);
      if (to === start) {
        const loop = [start];
        for (let at = cameFrom.get(start); at !== start; at = cameFrom.get(at)) loop.unshift(at);
        return [start, ...loop];
      }
      queue.push(to);
    }
  }
  return [start, start];
}

const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
const isTestOrSeed = (rel) => /\.test\.tsx?$/.test(rel) || /(^|\/)seed(\/|[.-])/.test(rel);

const shown = (file) => path.relative(process.cwd(), file);
const breaches = [];
/**
 * file → the files it imports. Every relative import is an edge of the cycle check: value imports,
 * re-exports, lazy import() and type-only imports too. A type import is erased at run time, so it cannot
 * break the order modules load in, but it still ties the two files: neither can be read, moved or split
 * without the other (docs/architecture.md, "Layering"; decision 0017). Packages are not in the graph.
 */
const edges = new Map();
for (const file of sourceFiles(root)) {
  const text = readFileSync(file, 'utf8');
  const rel = path.relative(root, file).split(path.sep).join('/');
  edges.set(file, new Set());
  for (const { spec, typeOnly } of importsOf(text)) {
    if (!spec.startsWith('.')) {
      const why = !typeOnly && !spec.startsWith('node:') && packageBreach(file, packageOf(spec));
      if (why) breaches.push(`${shown(file)} → ${spec}: ${why}`);
      continue;
    }
    const target = resolve(file, spec);
    if (!target) continue;
    edges.get(file).add(target);
    const why = breach(file, target, typeOnly);
    if (why) breaches.push(`${shown(file)} → ${spec}: ${why}`);
  }
  if (rel.startsWith('server/modules/') && !isTestOrSeed(rel)) {
    const lines = lineCount(text);
    if (lines > MAX_MODULE_LINES)
      breaches.push(`${shown(file)}: ${lines} lines, over ${MAX_MODULE_LINES}: split it by responsibility`);
  }
}
for (const loop of cycles(edges))
  breaches.push(`import cycle: ${loop.map(shown).join(' → ')}: make the dependency go one way`);

if (breaches.length) {
  console.error(
    `Import boundaries broken (docs/architecture.md, "Layering"):\n${breaches.map((b) => `  ${b}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('Import boundaries: no breach.');
