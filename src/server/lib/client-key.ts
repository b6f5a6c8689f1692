import { isIPv6 } from 'node:net';

/**
 * The key per-client limits count under: the address Fastify resolved (X-Forwarded-For only as far as
 * TRUST_PROXY allows). An IPv6 client usually owns a whole /64 and could take a fresh address for
 * every request, so IPv6 addresses count per /64; IPv4-mapped IPv6 addresses count as the IPv4 address.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
