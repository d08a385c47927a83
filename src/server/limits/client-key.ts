import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a per-client limit counts by. IPv4 whole; IPv6 by its /64, the block that one
 * home connection or phone receives, so that rotating through it does not reset a limit.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros. */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const parse = (part: string) => (part ? part.split(':') : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}
