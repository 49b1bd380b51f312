import { describe, expect, it } from "vitest";
import { addressPrefix, networkPrefix } from "../http/address-prefix";
import { emailKey, phoneKey, quotaCheck } from "./booking-quota";

describe("the booking quotas' keys", () => {
  it("compares e-mail addresses lower-cased and trimmed, one mailbox whatever its +tag; dots count", () => {
    expect(emailKey("  Grace.Hopper+Work@Example.COM ")).toBe("grace.hopper@example.com");
    for (const tagged of ["box+1@example.com", "box+2@example.com", "Box+a+b@Example.com", "box@example.com"])
      expect(emailKey(tagged)).toBe("box@example.com");
    // Only the local part's tag: a + in the domain, or none at all, stays.
    expect(emailKey("box@ex+ample.com")).toBe("box@ex+ample.com");
    expect(emailKey("gracehopper@example.com")).not.toBe(emailKey("grace.hopper@example.com"));
  });

  it("compares phone numbers by their digits", () => {
    expect(phoneKey("+1 (555) 010-2000")).toBe("15550102000");
    expect(phoneKey("1-555-010 2000")).toBe("15550102000");
  });

  it("counts upcoming from today in the company's zone and the address window over 24 hours", () => {
    // 03:00 UTC on the 22nd is still the 21st in New York.
    const now = new Date("2026-11-22T03:00:00Z");
    const check = quotaCheck(
      { email: "Ada@Example.com", phone: "+44 20 7946 0958" },
      { key: addressPrefix("2001:db8::7"), network: networkPrefix("2001:db8::7") },
      { perContact: 2, perAddressDay: 5 },
      "America/New_York",
      now,
    );
    expect(check).toEqual({
      emailKey: "ada@example.com",
      phoneKey: "442079460958",
      clientKey: "2001:db8:0:0::/64",
      perContact: 2,
      today: "2026-11-21",
      perAddress: 5,
      since: new Date("2026-11-21T03:00:00Z"),
      networkKey: "2001:db8:0::/48",
      perNetwork: 20,
    });
  });
});
