import { z } from "zod";
import { MEETING_URL_MAX, TEAM_TEXT_MAX } from "./constants";
import { BIDI_CONTROL, CONTROL_CHARACTER, optionalMultiLineText } from "./schema";

// What the team sends when it confirms or declines a booking (its page's forms and the
// JSON API: server/booking/team-service.ts), checked by one schema each.

/** The meeting link's form, in words: the refusal and the `MEETING_URL` setting's message say it. */
export const MEETING_URL_FORM = `an https:// link of at most ${MEETING_URL_MAX} characters, such as https://meet.example.com/consultation`;

/**
 * A meeting link as it is stored and shown: the URL's normalised form (`url.href`, so
 * `https:host/x` reads `https://host/x` and a `\` before an `@` cannot hide the real
 * host), or null when the text is no meeting link: https, a host, no user name or password
 * (it is shown to the visitor and put in their calendar), at most MEETING_URL_MAX
 * characters written and normalised, no spaces, control or text-direction characters (a
 * right-to-left override would show `…/abc‮gpj.exe` as `…/abcexe.jpg`).
 */
export function meetingUrlOf(text: string): string | null {
  if (
    text.length > MEETING_URL_MAX ||
    /\s/.test(text) ||
    CONTROL_CHARACTER.test(text) ||
    BIDI_CONTROL.test(text)
  )
    return null;
  const url = URL.parse(text);
  if (url?.protocol !== "https:" || url.hostname === "" || url.username || url.password) return null;
  return url.href.length > MEETING_URL_MAX ? null : url.href;
}

/** Whether a text is a meeting link (see meetingUrlOf). */
export const isMeetingUrl = (text: string): boolean => meetingUrlOf(text) !== null;

/**
 * The booking's version the team decided on (`sequence`, as its page or an earlier response
 * showed it): a booking changed since (the visitor moved it, a colleague decided) is not
 * decided on blindly. Optional for programs that decide on the booking as it is now.
 */
const sequence = z
  .number({ error: "Send the booking's sequence as a whole number" })
  .int("Send the booking's sequence as a whole number")
  .min(0, "Send the booking's sequence as a whole number")
  .optional();

const meetingUrl = z
  .string({ error: "Enter the meeting link" })
  .trim()
  .min(1, "Enter the meeting link")
  .transform((text, ctx) => {
    const href = meetingUrlOf(text);
    if (href === null)
      ctx.addIssue({ code: "custom", message: `Enter the meeting link as ${MEETING_URL_FORM}` });
    return href ?? z.NEVER;
  })
  .meta({ description: MEETING_URL_FORM });

/** The team confirms a booking (or changes a confirmed one's link): the link, and a note to the visitor. */
export const confirmSchema = z.object(
  { meetingUrl, note: optionalMultiLineText("the note", TEAM_TEXT_MAX), sequence },
  { error: "Send a JSON object with a meetingUrl" },
);

/** The team declines a booking, with a message to the visitor if it likes. */
export const declineSchema = z.object(
  { message: optionalMultiLineText("the message", TEAM_TEXT_MAX), sequence },
  { error: "Send a JSON object (with a message, if you like)" },
);

export type ConfirmBody = z.output<typeof confirmSchema>;
export type DeclineBody = z.output<typeof declineSchema>;
