import { isIPv6 } from 'node:net';

/** The hextets of a valid IPv6 address (zone dropped), an embedded IPv4 address counting as two. */
function ipv6Hextets(address: string): number[] {
  const [withoutZone = ''] = address.split('%');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const gap = withoutZone.indexOf('::');
  if (gap < 0) return parse(withoutZone);
  const head = parse(withoutZone.slice(0, gap));
  const tail = parse(withoutZone.slice(gap + 2));
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/**
 * Who a per-address limit counts: an IPv4 address as it is (also when it arrives IPv4-mapped), an IPv6
 * client by its /64, since one subscriber line is usually handed a whole /64 and could otherwise take a
 * fresh address for every attempt.
 */
export function rateLimitAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const prefix = ipv6Hextets(ip)
    .slice(0, 4)
    .map((hextet) => hextet.toString(16));
  return `${prefix.join(':')}::/64`;
}
