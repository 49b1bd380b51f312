/**
 * The consultation's nominal fee (`CONSULTATION_FEE`, docs/product.md#the-consultation-fee):
 * read once by server/env.ts, stated by the booking form, the booking page, the FAQ, the
 * agent guide and the MCP booking tool, and sent to n8n with a booking. Taking the payment
 * stays with the team. The browser reads this module too, and so zod stays out of it.
 */

/** A fee in major units: `{ currency: "USD", amount: 75 }`, `{ currency: "EUR", amount: 49.5 }`. */
export interface Fee {
  /** An ISO 4217 code, upper case. */
  currency: string;
  amount: number;
}

/**
 * A fee with its en-US text ("$75"), as the site facts carry it to the pages: formatted
 * once, on the server, so a browser whose ICU words a currency differently cannot make
 * hydration disagree (as the zone's display name in src/site.tsx).
 */
export interface StatedFee extends Fee {
  text: string;
}

/** The setting's grammar, in the words a refusal gives an operator. */
export const FEE_FORM = "an ISO 4217 currency code and an amount, such as USD 75 or EUR 49.50";

/**
 * At most this many digits before the decimal point: room for a nominal fee in any
 * currency (75 US dollars are millions of Iranian rials), and every amount with its minor
 * digits stays exact as a number.
 */
const MAX_WHOLE_DIGITS = 9;

let knownCurrencies: ReadonlySet<string> | undefined;

/** The codes this runtime's Intl can format: ISO 4217's current currencies, not `XYZ` or `XXX`. */
function isKnownCurrency(code: string): boolean {
  knownCurrencies ??= new Set(Intl.supportedValuesOf("currency"));
  return knownCurrencies.has(code);
}

/** How many decimal places the currency has: 2 for USD, 0 for JPY, 3 for KWD. */
function minorDigits(currency: string): number {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions()
    .maximumFractionDigits as number;
}

/**
 * Reads `CONSULTATION_FEE`: a currency code, one or more spaces, an amount (`USD 75`,
 * `EUR 49.50`). The code may be written in lower case (`usd 75` is USD 75): there is
 * nothing else it could mean. The amount is digits with an optional decimal point, more
 * than zero, with no more decimals than the currency has (`USD 75.505` and `JPY 75.5` are
 * refused rather than rounded) and no sign, group separators or leading zeros. Throws a
 * message saying what is wrong, never the whole grammar (the caller adds `FEE_FORM`).
 */
export function parseFee(text: string): Fee {
  const match = /^([A-Za-z]{3}) +(\S+)$/.exec(text.trim());
  // Quoted as JSON, so a stray line break cannot split the one line a refusal is.
  if (!match) throw new Error(`${JSON.stringify(text.trim())} is not a code and an amount`);
  const [, code = "", digits = ""] = match;
  const currency = code.toUpperCase();
  if (!isKnownCurrency(currency)) throw new Error(`${currency} is not a currency code`);
  const amount = /^(0|[1-9]\d*)(?:\.(\d+))?$/.exec(digits);
  if (!amount) throw new Error(`${JSON.stringify(digits)} is not an amount`);
  const [, whole = "", fraction = ""] = amount;
  const allowed = minorDigits(currency);
  if (fraction.length > allowed)
    throw new Error(
      allowed === 0
        ? `${currency} has no decimal places`
        : `${currency} has at most ${allowed} decimal place${allowed === 1 ? "" : "s"}`,
    );
  if (whole.length > MAX_WHOLE_DIGITS) throw new Error(`${digits} is too large for a nominal fee`);
  const value = Number(digits);
  if (value <= 0) throw new Error("the amount must be more than zero");
  return { currency, amount: value };
}

/**
 * The fee for people, in en-US: `$75`, `€49.50`, `$75.50`, `¥5,000`, `CA$75`. A whole amount
 * has no decimals; any other shows all of its currency's.
 */
export function formatFee(fee: Fee): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: fee.currency,
    trailingZeroDisplay: "stripIfInteger",
  }).format(fee.amount);
}

/** The fee with its text, once, for the site facts and the server's texts. */
export function statedFee(fee: Fee): StatedFee {
  return { currency: fee.currency, amount: fee.amount, text: formatFee(fee) };
}

const CREDITED = "credited toward future services";

/** "a nominal fee of $75"; without a fee set, "a nominal fee", as the spec words it. */
export function nominalFee(fee: StatedFee | null): string {
  return fee ? `a nominal fee of ${fee.text}` : "a nominal fee";
}

/** "a nominal fee of $75, credited toward future services" (or "a nominal fee, credited …"). */
export function feeTerms(fee: StatedFee | null): string {
  return `${nominalFee(fee)}, ${CREDITED}`;
}

/** "$75, credited toward future services": the booking page's fact, under its own label. */
export function creditedFee(fee: StatedFee): string {
  return `${fee.text}, ${CREDITED}`;
}

/**
 * The fee's terms, as the booking form states them beside its heading and its button when a
 * fee is set: per consultation whatever its length, paid after the team confirms, nothing
 * owed if it declines (docs/product.md#the-consultation-fee).
 */
export function feeTermsNotice(fee: StatedFee): string {
  return `A nominal fee of ${fee.text} per consultation, ${CREDITED}. Nothing is charged now: the team sends how to pay with its confirmation, and nothing is owed if it declines.`;
}

/** A phrase above as a sentence's start: "A nominal fee …". */
export function sentenceStart(phrase: string): string {
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/**
 * The fee as n8n receives it with a booking: `{ fee: { currency, amount } }` to spread
 * into the payload, or nothing when no fee is set. Only those two fields, never the text.
 */
export function feePayload(fee: Fee | null): { fee: Fee } | Record<string, never> {
  return fee ? { fee: { currency: fee.currency, amount: fee.amount } } : {};
}
