/**
 * Which routes a path shows, ranked as React Router 7 ranks them (we used its `matchRoutes` until
 * docs/decisions/0010), so every address shows the page it showed before. Only the path forms our table
 * uses are supported: static segments, `:param` segments, a lone `*`, index routes and pathless layouts.
 * Optional segments (`:id?`) and absolute child paths are refused when the table is built, not mis-matched.
 */

export type Params = Readonly<Record<string, string | undefined>>;

export type MatchableRoute = { path?: string; index?: boolean; children?: MatchableRoute[] };

export type RouteMatch<R> = { route: R; params: Params };

type Branch<R> = { score: number; order: number[]; levels: { route: R; pattern: RegExp; keys: string[] }[] };

const PARAM = /^:[\w-]+$/;

/**
 * A branch's score: each segment adds to it, static segments most, `:params` less, and a `*` costs; an
 * index route gets a bonus so `/admin` shows the dashboard rather than its layout alone.
 */
function score(path: string, index: boolean | undefined) {
  const segments = path.split('/');
  let total = segments.length + (index ? 2 : 0);
  for (const segment of segments)
    total += segment === '*' ? -2 : PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  return total;
}

/**
 * Patterns by route path and end: the server builds a route table for every page it renders, and compiling
 * its few dozen patterns each time was about a twentieth of the home page's render (issue 18). Shared
 * safely: the patterns have no global flag, and nothing changes `keys`.
 */
const compiled = new Map<string, { pattern: RegExp; keys: string[] }>();
function compile(path: string, end: boolean) {
  const id = `${end ? '$' : ''}${path}`;
  let found = compiled.get(id);
  if (!found) {
    found = compilePattern(path, end);
    compiled.set(id, found);
  }
  return found;
}

/**
 * A route's own part of the path as a case-insensitive pattern: the last level must reach the end (trailing
 * slashes allowed), a parent only a segment boundary.
 */
function compilePattern(path: string, end: boolean) {
  const keys: string[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, key: string) => {
      keys.push(key);
      return '/([^\\/]+)';
    })}`;
  if (path.endsWith('*')) {
    keys.push('*');
    source += path === '*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) source += '\\/*$';
  else if (path !== '') source += '(?=\\/|$)';
  return { pattern: new RegExp(source, 'i'), keys };
}

function flatten<R extends MatchableRoute>(
  routes: R[],
  branches: Branch<R>[] = [],
  parents: { route: R; path: string; order: number }[] = [],
  parentPath = '',
): Branch<R>[] {
  routes.forEach((route, order) => {
    const own = route.path ?? '';
    if (own.startsWith('/') || own.includes('?')) throw new Error(`Unsupported route path "${own}"`);
    const path = `${parentPath}/${own}`.replace(/\/{2,}/g, '/');
    const levels = [...parents, { route, path: own, order }];
    // Children first: on equal scores the sort keeps this order, as React Router's does.
    if (route.children?.length) flatten(route.children as R[], branches, levels, path);
    if (route.path === undefined && !route.index) return;
    branches.push({
      score: score(path, route.index),
      order: levels.map((level) => level.order),
      levels: levels.map((level, i) => ({
        route: level.route,
        ...compile(level.path, i === levels.length - 1),
      })),
    });
  });
  return branches;
}

/** Siblings with equal scores keep their order in the table; anything else ties. */
function compareOrder(a: number[], b: number[]) {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? (a.at(-1) as number) - (b.at(-1) as number) : 0;
}

/** Percent-decoded per segment; an encoded slash stays one segment until it reaches a param. */
function decodePath(pathname: string) {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname; // a malformed escape: matched as it is, like React Router
  }
}

function matchBranch<R>(branch: Branch<R>, pathname: string): RouteMatch<R>[] | null {
  // Every level shares one params object holding all of them, so a layout's useParams sees the page's.
  const params: Record<string, string> = {};
  const matches: RouteMatch<R>[] = [];
  let matched = '/';
  for (const { route, pattern, keys } of branch.levels) {
    const rest = matched === '/' ? pathname : pathname.slice(matched.length) || '/';
    const found = rest.match(pattern);
    if (!found) return null;
    let base = found[0].replace(/(.)\/+$/, '$1');
    keys.forEach((key, i) => {
      const value = found[i + 1] ?? '';
      if (key === '*') base = found[0].slice(0, found[0].length - value.length).replace(/(.)\/+$/, '$1');
      params[key] = value.replace(/%2F/g, '/');
    });
    matches.push({ route, params });
    if (base !== '/') matched = `${matched}/${base}`.replace(/\/{2,}/g, '/');
  }
  return matches;
}

/** Ranks the table once; the returned function gives the route chain a path shows, or null. */
export function createMatcher<R extends MatchableRoute>(routes: R[]) {
  const branches = flatten(routes).sort((a, b) =>
    a.score !== b.score ? b.score - a.score : compareOrder(a.order, b.order),
  );
  return (pathname: string): RouteMatch<R>[] | null => {
    const decoded = decodePath(pathname || '/');
    for (const branch of branches) {
      const matches = matchBranch(branch, decoded);
      if (matches) return matches;
    }
    return null;
  };
}
