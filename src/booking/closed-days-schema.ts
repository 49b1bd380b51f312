import { z } from "zod";
import { CLOSED_REASON_MAX } from "./constants";
import { addDays, isRealDate } from "./dates";
import { REAL_DATE } from "./messages";
import { optionalLineText } from "./schema";

// What the team sends when it closes or reopens days (the operator's command, the team's
// desk: server/booking/closed-days.ts), checked by one schema each.

/** A closed day's reason when the team gives none. */
export const DEFAULT_CLOSED_REASON = "Closed";
export { CLOSED_REASON_MAX };
/** The most days one close or reopen spans (a year, a leap day included). */
export const CLOSED_RANGE_MAX_DAYS = 366;

/** A range of dates in words: "2026-12-24", or "2026-12-24 to 2026-12-26". */
export const rangeInWords = ({ from, until }: { from: string; until: string }) =>
  from === until ? from : `${from} to ${until}`;

export const UNTIL_BEFORE_FROM = "Choose a last date on or after the first date";
export const RANGE_TOO_LONG = `Choose at most ${CLOSED_RANGE_MAX_DAYS} days at once`;

const date = (which: string) =>
  z
    .string({ error: `Choose ${which}` })
    .trim()
    .min(1, `Choose ${which}`)
    .refine((value) => value === "" || isRealDate(value), REAL_DATE);

/** A range of dates, `until` the same as `from` when left out; at most CLOSED_RANGE_MAX_DAYS days. */
const rangeFields = {
  from: date("the first date"),
  until: z
    .union([z.literal("").transform(() => undefined), date("the last date")])
    .nullish()
    .transform((value) => value ?? undefined),
};

type RangeBody = { from: string; until?: string | undefined };

function checkRange<Body extends RangeBody>(body: Body, ctx: z.RefinementCtx) {
  const until = body.until ?? body.from;
  // A date that is not one has its own issue already.
  if (!isRealDate(body.from) || !isRealDate(until)) return;
  if (until < body.from) ctx.addIssue({ code: "custom", path: ["until"], message: UNTIL_BEFORE_FROM });
  else if (until > addDays(body.from, CLOSED_RANGE_MAX_DAYS - 1))
    ctx.addIssue({ code: "custom", path: ["until"], message: RANGE_TOO_LONG });
}

const withUntil = <Body extends RangeBody>(body: Body) => ({ ...body, until: body.until ?? body.from });

/** The team closes a date or a range of dates, with a reason ("Public holiday"; "Closed" by default). */
export const closeDaysSchema = z
  .object(
    {
      ...rangeFields,
      reason: optionalLineText("the reason", CLOSED_REASON_MAX).transform(
        (value) => value ?? DEFAULT_CLOSED_REASON,
      ),
    },
    { error: "Send a JSON object with a from date" },
  )
  .superRefine(checkRange)
  .transform(withUntil);

export const PAST_DATE = "Choose today or a later date: a day that has passed takes no booking anyway";

/** `closeDaysSchema` for a close made on `today` (the company's date): a day that has passed is not closed. */
export const closeDaysFrom = (today: string) =>
  closeDaysSchema.superRefine((body, ctx) => {
    if (body.from < today) ctx.addIssue({ code: "custom", path: ["from"], message: PAST_DATE });
  });

/** The team opens a date or a range of dates again. */
export const reopenDaysSchema = z
  .object(rangeFields, { error: "Send a JSON object with a from date" })
  .superRefine(checkRange)
  .transform(withUntil);

export type CloseDays = z.output<typeof closeDaysSchema>;
export type DateRange = z.output<typeof reopenDaysSchema>;
