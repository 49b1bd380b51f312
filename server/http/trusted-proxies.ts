import { BlockList, isIP, isIPv4, isIPv6 } from "node:net";

/**
 * The proxies in front of the server (`TRUST_PROXY`: addresses and CIDR ranges): only a
 * connection from one of them may say who the client is, in `X-Forwarded-For`. Anyone
 * reaching the port directly is the client itself, whatever header it sends.
 */
export interface TrustedProxies {
  /** The entries as configured, for the log and the docs. */
  readonly entries: readonly string[];
  trusts(address: string): boolean;
}

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is the IPv4 one. */
const unmapped = (address: string): string =>
  /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;

/** The list's grammar, in the words a refusal gives an operator. */
export const TRUST_PROXY_FORM =
  "a comma-separated list of the proxies' addresses or CIDR ranges, such as 127.0.0.1,10.0.0.0/8 (empty: none)";

/** Parses `TRUST_PROXY`; throws a message naming the first entry it cannot read. */
export function parseTrustedProxies(text: string): TrustedProxies {
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", bits, extra] = entry.split("/");
    const family = isIP(address);
    const prefix = Number(bits);
    const maxBits = family === 4 ? 32 : 128;
    if (!family || extra !== undefined || (bits !== undefined && !(/^\d+$/.test(bits) && prefix <= maxBits)))
      throw new Error(`"${entry}" is not an address or a CIDR range`);
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return {
    entries,
    trusts(address) {
      const plain = unmapped(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 4 ? "ipv4" : "ipv6");
    },
  };
}

/**
 * An `X-Forwarded-For` entry as its address: proxies may write the port they saw
 * (`203.0.113.7:51234`) and an IPv6 address in brackets (`[2001:db8::1]`, with a port
 * `[2001:db8::1]:51234`); each names the same client as its bare address, so it counts
 * against that client's limits. Anything else stays as it is.
 */
export function forwardedAddress(entry: string): string {
  const [, bracketed] = /^\[([^\]]+)\](?::\d+)?$/.exec(entry) ?? [];
  if (bracketed) return isIPv6(bracketed) ? bracketed : entry;
  const [, withPort] = /^([\d.]+):\d+$/.exec(entry) ?? [];
  return withPort && isIPv4(withPort) ? withPort : entry;
}

/**
 * The client of a request that reached us from `peer`: the peer itself, unless it is a
 * trusted proxy; then the right-most `X-Forwarded-For` entry that is not a trusted proxy
 * (each proxy appends the address it received from, so entries to its left may be
 * forged), or the left-most one when every hop is trusted.
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | undefined,
  proxies: TrustedProxies,
): string {
  if (!forwardedFor || !proxies.trusts(peer)) return peer;
  const hops = forwardedFor
    .split(",")
    .map((hop) => forwardedAddress(hop.trim()))
    .filter(Boolean);
  return hops.findLast((hop) => !proxies.trusts(hop)) ?? hops[0] ?? peer;
}
