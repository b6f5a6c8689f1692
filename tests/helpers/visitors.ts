import type { TestApp } from './app';

/**
 * Addresses 10.<subnet>.x.y, a new one each call. Public POSTs are rate limited per IP, so a test that
 * sends many of them comes from many visitors unless it pins one on purpose.
 */
export function visitorAddresses(subnet: number) {
  let n = 0;
  return () => {
    n += 1;
    return `10.${subnet}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  };
}

/** A public JSON POST through inject(), each from a fresh visitor address unless one is given. */
export function publicPoster(t: TestApp, subnet: number) {
  const freshIp = visitorAddresses(subnet);
  return (url: string, payload: object, remoteAddress = freshIp()) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
}
