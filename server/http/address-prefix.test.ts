import { describe, expect, it } from "vitest";
import { addressPrefix, networkPrefix } from "./address-prefix";

describe("addressPrefix", () => {
  it("keeps a whole IPv4 address", () => {
    expect(addressPrefix("203.0.113.7")).toBe("203.0.113.7");
    expect(addressPrefix(" 203.0.113.8 ")).toBe("203.0.113.8");
  });

  it("counts an IPv6 address by its /64, whatever its written form", () => {
    const prefix = "2001:db8:0:0::/64";
    expect(addressPrefix("2001:db8::1")).toBe(prefix);
    expect(addressPrefix("2001:db8::ffff:1")).toBe(prefix);
    expect(addressPrefix("2001:0DB8:0000:0000:1234:5678:9abc:def0")).toBe(prefix);
    expect(addressPrefix("2001:db8:0:1::1")).toBe("2001:db8:0:1::/64");
    expect(addressPrefix("::1")).toBe("0:0:0:0::/64");
    expect(addressPrefix("2001:db8:1:2:3:4:5::")).toBe("2001:db8:1:2::/64");
  });

  it("drops a zone id", () => {
    expect(addressPrefix("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressPrefix("fe80::abcd%2")).toBe(addressPrefix("fe80::1"));
  });

  it("reads an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(addressPrefix("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(addressPrefix("::FFFF:c000:0201")).toBe("192.0.2.1");
    expect(addressPrefix("0:0:0:0:0:ffff:192.0.2.1")).toBe("192.0.2.1");
  });

  it("keeps an embedded IPv4 tail of another IPv6 address in its /64", () => {
    expect(addressPrefix("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });

  it("keeps what is not an address as it is, lower-cased", () => {
    expect(addressPrefix("unknown")).toBe("unknown");
    expect(addressPrefix("Not-An-IP")).toBe("not-an-ip");
  });
});

describe("networkPrefix", () => {
  it("counts an IPv6 address by its /48, so one network's /64s are one", () => {
    expect(networkPrefix("2001:db8:1:2::1")).toBe("2001:db8:1::/48");
    expect(networkPrefix("2001:db8:1:ffff::9")).toBe(networkPrefix("2001:db8:1::1"));
    expect(networkPrefix("2001:db8:2::1")).not.toBe(networkPrefix("2001:db8:1::1"));
  });

  it("is null for IPv4 (mapped or not) and for what is not an address", () => {
    expect(networkPrefix("203.0.113.7")).toBeNull();
    expect(networkPrefix("::ffff:192.0.2.1")).toBeNull();
    expect(networkPrefix("unknown")).toBeNull();
  });
});
