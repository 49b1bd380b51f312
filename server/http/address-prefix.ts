import { isIPv4, isIPv6 } from "node:net";

/**
 * The part of a client address that a per-address booking quota counts: a whole IPv4
 * address, or an IPv6 address's /64 (one subscriber usually holds a whole /64, so
 * counting single IPv6 addresses would let one client rotate through millions). An
 * IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) is its IPv4 address; a zone id
 * (`fe80::1%eth0`) is dropped. Anything else (no socket, a proxy's odd header) is kept
 * as it is, lower-cased.
 */
export function addressPrefix(address: string): string {
  return prefixOf(address, 64) ?? address.trim().toLowerCase();
}

/**
 * An IPv6 address's /48, the block a site or provider hands out, which the daily cap of
 * bookings per network counts; null for IPv4 (its per-address quota already holds) and
 * anything that is not an address.
 */
export function networkPrefix(address: string): string | null {
  const prefix = prefixOf(address, 48);
  return prefix?.includes(":") ? prefix : null;
}

/** The address's IPv6 prefix of `bits` (a multiple of 16), its IPv4 address, or null. */
function prefixOf(address: string, bits: 48 | 64): string | null {
  const text = address.trim().toLowerCase();
  const bare = text.split("%")[0] ?? text;
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return null;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  const head = groups.slice(0, bits / 16).map((group) => group.toString(16));
  return `${head.join(":")}::/${bits}`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail read. */
function ipv6Groups(address: string): number[] {
  const [head = "", tail] = address.split("::");
  const parse = (part: string): number[] =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const start = parse(head);
  if (tail === undefined) return start;
  const end = parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}
