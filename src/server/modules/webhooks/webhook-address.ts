/**
 * Where a webhook may be posted: HTTPS to a public address only. Every address the host resolves to is
 * checked when the endpoint is saved and again at each delivery (the connection uses the checked address),
 * so a name that later resolves to 127.0.0.1 or 10.x cannot turn the worker against the internal network.
 */
import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AppError } from '../../lib/errors';

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: may reach any IPv4 address
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** True for an address a webhook may not reach: loopback, link-local, private, reserved. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  return blocked.check(address, 'ipv6');
}

type Address = { address: string; family: number };

const resolveAll = (host: string) =>
  new Promise<Address[]>((resolve, reject) =>
    lookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

const refused = (message: string) => new AppError('bad_request', message);

/**
 * Checks a webhook URL before it is saved: https, no credentials, and a host whose every address is
 * public. `allowPrivate` (WEBHOOKS_ALLOW_PRIVATE, for tests only) also lets http and private addresses by.
 */
export async function assertWebhookUrl(raw: string, allowPrivate: boolean): Promise<void> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused('The URL is not valid');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw refused('The URL must start with https://');
  if (url.username || url.password) throw refused('The URL may not carry a user name or password');
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: Address[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolveAll(host);
  } catch {
    throw refused(`The host ${host} could not be found`);
  }
  if (addresses.length === 0) throw refused(`The host ${host} could not be found`);
  const inside = addresses.find((a) => isPrivateAddress(a.address));
  if (inside)
    throw refused(`The host ${host} points at ${inside.address}, a private, loopback or link-local address`);
}

/**
 * A `lookup` for http(s).request that resolves every address of the host and refuses the connection if
 * any is private, so the socket only ever opens to an address that was checked (no DNS rebinding).
 */
export const publicOnlyLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as Address[];
      const inside = list.find((a) => isPrivateAddress(a.address));
      if (!list.length || (inside && !allowPrivate))
        return callback(
          Object.assign(new Error(`Refused: ${hostname} resolves to ${inside?.address ?? 'nothing'}`), {
            code: 'EPRIVATEADDRESS',
          }),
          '',
          0,
        );
      if (options.all) return callback(null, list as never);
      callback(null, list[0].address, list[0].family);
    });
  };
