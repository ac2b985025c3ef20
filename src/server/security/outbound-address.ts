// Where the server may send requests of its own (webhooks, docs/security.md 'Outbound requests'): public addresses only,
// never this machine, the private network, link-local (cloud metadata), unique-local, unspecified or reserved ones,
// unless the operator lists the host (WEBHOOK_ALLOWED_HOSTS, e.g. a receiver on this machine in development). A host
// is checked twice: its written form when an admin saves it (an address written as a number, as in
// http://2130706433/, is refused outright), and each address it resolves to at delivery, by the lookup the request
// connects with, so the address checked is the address used (no second resolution a rebinding DNS could answer
// differently).
import type { LookupAddress, LookupAllOptions, LookupOneOptions } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // this network, the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata at 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64: an IPv4 address in disguise
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:10.0.0.1, ::ffff:a00:1), else null. */
const mappedIpv4 = (address: string): string | null => {
  const match = /^::ffff:(.+)$/i.exec(address);
  if (!match?.[1]) return null;
  if (isIP(match[1]) === 4) return match[1];
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(match[1]);
  if (!hex?.[1] || !hex[2]) return null;
  const [high, low] = [Number.parseInt(hex[1], 16), Number.parseInt(hex[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
};

/** Whether an IP address is one the server may connect to on its own: public, unicast. */
export const isPublicAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const inner = mappedIpv4(address);
    if (inner !== null) return isPublicAddress(inner);
    return !blocked.check(address, 'ipv6');
  }
  return !blocked.check(address, 'ipv4');
};

export const ADDRESS_NOT_ALLOWED =
  'This address is not allowed: events go to public addresses only, never to this server’s own network.';

const bare = (hostname: string): string => hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** The host as written in the URL, before the URL parser rewrote it (http://2130706433/ → '2130706433'). */
const writtenHost = (value: string): string | null => {
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^/?#@]*@)?(\[[^\]]*\]|[^/?#:]*)/i.exec(value.trim());
  return match?.[1] ? match[1].toLowerCase() : null;
};

export type OutboundPolicy = {
  /** Hosts the operator allows whatever they resolve to (WEBHOOK_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
};

/**
 * Why the URL may not be saved as a destination, or null when it may. Only its written form is judged here: a name is
 * resolved (and its addresses judged) at each delivery.
 */
export const outboundUrlRefusal = (value: string, policy: OutboundPolicy): string | null => {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return ADDRESS_NOT_ALLOWED;
  }
  // An IPv4 address written as a number, in octal or hex, or shortened (the parser turned it into another form): never
  // allowed, listed or not.
  const written = writtenHost(value);
  if (!written?.startsWith('[') && written !== url.hostname.toLowerCase()) return ADDRESS_NOT_ALLOWED;
  const host = bare(url.hostname);
  if (policy.allowedHosts.map(bare).includes(host)) return null;
  if (host === 'localhost' || host.endsWith('.localhost')) return ADDRESS_NOT_ALLOWED;
  if (isIP(host) !== 0 && !isPublicAddress(host)) return ADDRESS_NOT_ALLOWED;
  return null;
};

type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const resolveAll: Resolve = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/** The error a refused address gives: its code tells the caller apart from a network failure. */
export class AddressNotAllowedError extends Error {
  readonly code = 'EADDRNOTALLOWED';
  constructor() {
    super(ADDRESS_NOT_ALLOWED);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node's http(s).request: resolves the host, refuses it when any of its addresses is not public
 * (unless the operator allows the host), and hands the connection the very address it judged.
 */
export const guardedLookup =
  (policy: OutboundPolicy, resolve: Resolve = resolveAll) =>
  (hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback): void => {
    const isAllowedHost = policy.allowedHosts.map(bare).includes(bare(hostname));
    resolve(hostname).then(
      (addresses) => {
        const chosen = addresses[0];
        if (!chosen || (!isAllowedHost && !addresses.every((a) => isPublicAddress(a.address)))) {
          callback(new AddressNotAllowedError(), '');
          return;
        }
        if ('all' in options && options.all) callback(null, [chosen]);
        else callback(null, chosen.address, chosen.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
