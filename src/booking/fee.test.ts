import { describe, expect, it } from "vitest";
import {
  creditedFee,
  feePayload,
  feeTerms,
  feeTermsNotice,
  formatFee,
  nominalFee,
  parseFee,
  sentenceStart,
  statedFee,
} from "./fee";

describe("parseFee", () => {
  it.each([
    ["USD 75", { currency: "USD", amount: 75 }],
    ["EUR 49.50", { currency: "EUR", amount: 49.5 }],
    ["EUR 49.5", { currency: "EUR", amount: 49.5 }],
    ["USD 75.00", { currency: "USD", amount: 75 }],
    ["usd 75", { currency: "USD", amount: 75 }],
    ["Gbp 0.99", { currency: "GBP", amount: 0.99 }],
    ["  USD   75  ", { currency: "USD", amount: 75 }],
    ["JPY 5000", { currency: "JPY", amount: 5000 }],
    ["KWD 25.125", { currency: "KWD", amount: 25.125 }],
    ["USD 0.01", { currency: "USD", amount: 0.01 }],
    ["IRR 999999999", { currency: "IRR", amount: 999_999_999 }],
  ])("reads %j", (text, fee) => {
    expect(parseFee(text)).toEqual(fee);
  });

  it.each([
    ["USD 75.505", /USD has at most 2 decimal places/],
    ["KWD 1.2345", /KWD has at most 3 decimal places/],
    ["JPY 5000.5", /JPY has no decimal places/],
    ["JPY 5000.0", /JPY has no decimal places/],
    ["USD -5", /"-5" is not an amount/],
    ["USD +5", /"\+5" is not an amount/],
    ["XYZ 5", /XYZ is not a currency code/],
    ["XXX 5", /XXX is not a currency code/],
    ["US 5", /is not a code and an amount/],
    ["USDX 5", /is not a code and an amount/],
    ["$75", /is not a code and an amount/],
    ["75 USD", /is not a code and an amount/],
    ["USD75", /is not a code and an amount/],
    ["USD", /is not a code and an amount/],
    ["USD 75 EUR", /is not a code and an amount/],
    ["", /is not a code and an amount/],
    ["USD 0", /more than zero/],
    ["USD 0.00", /more than zero/],
    ["USD 075", /is not an amount/],
    ["USD 1,000", /is not an amount/],
    ["USD 1e3", /is not an amount/],
    ["USD .5", /is not an amount/],
    ["USD 75.", /is not an amount/],
    ["USD Infinity", /is not an amount/],
    ["USD ٧٥", /is not an amount/],
    ["USD 1000000000", /too large/],
  ])("refuses %j", (text, reason) => {
    expect(() => parseFee(text)).toThrow(reason);
  });
});

describe("formatFee", () => {
  it.each([
    [{ currency: "USD", amount: 75 }, "$75"],
    [{ currency: "USD", amount: 75.5 }, "$75.50"],
    [{ currency: "USD", amount: 0.99 }, "$0.99"],
    [{ currency: "USD", amount: 1500 }, "$1,500"],
    [{ currency: "EUR", amount: 49.5 }, "€49.50"],
    [{ currency: "GBP", amount: 60 }, "£60"],
    [{ currency: "JPY", amount: 5000 }, "¥5,000"],
    [{ currency: "KWD", amount: 25.125 }, "KWD 25.125"],
    [{ currency: "CAD", amount: 75 }, "CA$75"],
  ])("words %j as %s (en-US, no .00 for a whole amount)", (fee, text) => {
    // Intl puts a no-break space between a code and its amount.
    expect(formatFee(fee).replace(/\u00a0/g, " ")).toBe(text);
  });

  it("formats what parseFee read as the operator wrote it", () => {
    expect(formatFee(parseFee("EUR 49.50"))).toBe("€49.50");
    expect(formatFee(parseFee("usd 75.00"))).toBe("$75");
  });
});

describe("the fee's phrases", () => {
  const usd = statedFee({ currency: "USD", amount: 75 });

  it("carries the fee and its text", () => {
    expect(usd).toEqual({ currency: "USD", amount: 75, text: "$75" });
  });

  it("name the amount when a fee is set", () => {
    expect(nominalFee(usd)).toBe("a nominal fee of $75");
    expect(feeTerms(usd)).toBe("a nominal fee of $75, credited toward future services");
    expect(sentenceStart(feeTerms(usd))).toBe("A nominal fee of $75, credited toward future services");
    expect(creditedFee(usd)).toBe("$75, credited toward future services");
  });

  it("state the terms: per consultation, nothing charged now, nothing owed if declined", () => {
    expect(feeTermsNotice(usd)).toBe(
      "A nominal fee of $75 per consultation, credited toward future services. Nothing is charged now: the team sends how to pay with its confirmation, and nothing is owed if it declines.",
    );
    expect(feeTermsNotice(statedFee({ currency: "EUR", amount: 49.5 }))).toMatch(
      /^A nominal fee of €49\.50 per/,
    );
  });

  it("keep the spec's words when none is", () => {
    expect(nominalFee(null)).toBe("a nominal fee");
    expect(feeTerms(null)).toBe("a nominal fee, credited toward future services");
    expect(sentenceStart(nominalFee(null))).toBe("A nominal fee");
  });
});

describe("feePayload", () => {
  it("is {fee: {currency, amount}} to spread into n8n's payload, without the text", () => {
    expect(feePayload(statedFee({ currency: "EUR", amount: 49.5 }))).toEqual({
      fee: { currency: "EUR", amount: 49.5 },
    });
    expect(JSON.stringify({ bookingId: "b1", ...feePayload(parseFee("USD 75")) })).toBe(
      '{"bookingId":"b1","fee":{"currency":"USD","amount":75}}',
    );
  });

  it("is nothing without a fee, so the payload stays as it was", () => {
    expect({ bookingId: "b1", ...feePayload(null) }).toEqual({ bookingId: "b1" });
  });
});
