import { describe, expect, it } from "vitest";
import { clientAddress, forwardedAddress, parseTrustedProxies } from "./trusted-proxies";

describe("the client behind trusted proxies", () => {
  const proxies = parseTrustedProxies("127.0.0.1,10.0.0.0/8");

  it("is the connection's own address when it is not a trusted proxy, whatever it sends", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", proxies)).toBe("203.0.113.9");
    expect(clientAddress("203.0.113.9", undefined, proxies)).toBe("203.0.113.9");
    expect(clientAddress("203.0.113.9", "10.0.0.1", parseTrustedProxies(""))).toBe("203.0.113.9");
  });

  it("is the right-most X-Forwarded-For entry that is not a trusted proxy (one hop, two hops)", () => {
    expect(clientAddress("127.0.0.1", "198.51.100.7", proxies)).toBe("198.51.100.7");
    // The client forged the left entries; the proxies appended the right ones.
    expect(clientAddress("127.0.0.1", "1.2.3.4, 198.51.100.7", proxies)).toBe("198.51.100.7");
    expect(clientAddress("::ffff:127.0.0.1", "1.2.3.4, 198.51.100.7, 10.1.2.3", proxies)).toBe(
      "198.51.100.7",
    );
  });

  it("is the left-most entry when every hop is a trusted proxy, the peer when there is none", () => {
    expect(clientAddress("127.0.0.1", "10.0.0.5, 10.0.0.6", proxies)).toBe("10.0.0.5");
    expect(clientAddress("127.0.0.1", " , ", proxies)).toBe("127.0.0.1");
  });

  it("reads an entry written with a port or in brackets as its address", () => {
    expect(clientAddress("127.0.0.1", "9.9.9.8:51234", proxies)).toBe("9.9.9.8");
    expect(clientAddress("127.0.0.1", "[2001:db8::1]", proxies)).toBe("2001:db8::1");
    expect(clientAddress("127.0.0.1", "[2001:db8::1]:443", proxies)).toBe("2001:db8::1");
    // A listed proxy written with its port is still that proxy.
    expect(clientAddress("127.0.0.1", "198.51.100.7, 10.0.0.5:8080", proxies)).toBe("198.51.100.7");
    expect(clientAddress("127.0.0.1", "198.51.100.7, [::ffff:10.0.0.5]:8080", proxies)).toBe("198.51.100.7");
  });

  it("keeps any other entry as it is", () => {
    for (const entry of [
      "2001:db8::1",
      "unknown",
      "[not-an-address]",
      "9.9.9.8:",
      "9.9.9.8:x",
      "[2001:db8::1]x",
      "1.2.3:80",
    ])
      expect(forwardedAddress(entry)).toBe(entry);
  });
});
