/** The full-screen menu's entries (SPEC §2), in order. */
export const MENU_ENTRIES = [
  { label: 'Services', to: '/services' },
  { label: 'For Sale', to: '/cars' },
  { label: 'Sold', to: '/cars?status=sold' },
  { label: 'Consignment', to: '/consignment' },
  { label: 'Sell', to: '/sell-your-car' },
  { label: 'Hire', to: '/hire' },
  { label: 'Source', to: '/acquisitions' },
  { label: 'Finance', to: '/finance' },
] as const;

type Where = { pathname: string; search: string };

const matches = (to: string, where: Where) => {
  const [path, query = ''] = to.split('?');
  const onPath = where.pathname === path || where.pathname.startsWith(`${path}/`);
  if (!onPath) return false;
  const current = new URLSearchParams(where.search);
  return [...new URLSearchParams(query)].every(([key, value]) => current.get(key) === value);
};

const specificity = (to: string) => [...new URLSearchParams(to.split('?')[1] ?? '')].length;

/**
 * The target that best describes where the visitor is: /cars?status=sold is "Sold" rather than
 * "For Sale", although both share the path.
 */
export function currentTarget(targets: readonly string[], where: Where): string | undefined {
  return targets.filter((to) => matches(to, where)).sort((a, b) => specificity(b) - specificity(a))[0];
}
