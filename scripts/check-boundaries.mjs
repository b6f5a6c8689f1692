// The layering rules of docs/architecture.md, checked on every import: `npm run lint` fails on a breach.
// A small resolver of our own rather than a lint plugin: the rules are about folders, and every import
// in src/ is relative, so resolving it to a path and comparing folders says exactly what crosses where.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'src');

/** Folders of the client that every area may use: shared infrastructure, not an area. */
const SHARED = {
  client: ['components', 'lib'],
  public: ['components', 'layout'],
  admin: ['components', 'lib', 'frame', 'layout'],
};
/** The admin dashboard hosts the other admin areas as tabs: it may import them (lazily). */
const COMPOSERS = ['admin/dashboard'];

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mts)$/.test(name)) yield full;
  }
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s(type\s)?[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** [layer, area] of a path under src: e.g. ['client/admin', 'leads'], ['server/modules', 'cars']. */
function place(file) {
  const [top, second, third] = path.relative(root, file).split(path.sep);
  if (top === 'client' && (second === 'public' || second === 'admin'))
    return { layer: `client/${second}`, area: third && !third.includes('.') ? third : null };
  if (top === 'client') return { layer: 'client', area: second.includes('.') ? null : second };
  if (top === 'server' && second === 'modules') return { layer: 'server/modules', area: third };
  return { layer: top, area: second?.includes('.') ? null : second };
}

function breach(from, to, target, typeOnly) {
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
  if (a.layer === 'server/modules' && b.layer === 'server/modules' && a.area !== b.area) {
    if (!/\.service\.ts$/.test(target))
      return `modules/${a.area} imports an internal of modules/${b.area}: use its service, or move the helper to lib/ or plugins/`;
  }
  return null;
}

function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (candidate.startsWith(root) && statSync(candidate, { throwIfNoEntry: false })?.isFile())
      return candidate;
  return null;
}

const breaches = [];
for (const file of sourceFiles(root)) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[2] ?? match[3];
    if (!spec.startsWith('.')) continue;
    const target = resolve(file, spec);
    if (!target) continue;
    const why = breach(file, target, target, Boolean(match[1]));
    if (why) breaches.push(`${path.relative(process.cwd(), file)} → ${spec}: ${why}`);
  }
}

if (breaches.length) {
  console.error(
    `Import boundaries broken (docs/architecture.md, "Layering"):\n${breaches.map((b) => `  ${b}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('Import boundaries: no breach.');
