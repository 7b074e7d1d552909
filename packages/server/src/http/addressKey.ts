// Which "client" a request comes from, for limits counted per client. An IPv6 user gets a whole
// /64 from their provider (and can pick any address in it at will), so IPv6 addresses count by
// their /64; an IPv4 address counts alone (IPv4-mapped IPv6 is read as IPv4).
import { isIPv4, isIPv6 } from 'node:net';

function expandIPv6(address: string): string[] | null {
  const [head = '', tail] = address.split('::');
  if (address.split('::').length > 2) return null;
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((g) =>
    g.toLowerCase().padStart(4, '0'),
  );
}

/** "4:203.0.113.7" or "6:2001:0db8:0001:0002" (the /64); the address itself when unreadable */
export function addressKey(ip: string): string {
  const bare = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return `4:${mapped[1]}`;
  if (isIPv4(bare)) return `4:${bare}`;
  if (isIPv6(bare) && !bare.includes('.')) {
    const groups = expandIPv6(bare);
    if (groups) return `6:${groups.slice(0, 4).join(':')}`;
  }
  return `?:${bare}`;
}
