// The server's clock as the browser last heard it, for the render time a booking sends:
// the server judges that time by its own clock (src/booking/spam-check.ts), and a visitor
// whose clock runs minutes fast, or a day slow, is a person all the same.

/**
 * Within this the visitor's clock is taken as right, and the time is sent as it reads. Kept
 * small: a clock this much fast makes a person who sends the form within this plus the
 * minimum fill time look too fast. Not smaller: the estimate itself is off by up to a second
 * (a `Date` header counts whole seconds, and the response takes time to arrive), and the
 * browser tests act as a person by starting the page's clock a few seconds back.
 */
export const CLOCK_DIFFERENCE_IGNORED_MS = 10_000;

/**
 * How far the server's clock is ahead of this one (ms, negative when behind), from an
 * answer's `Date` header and when it arrived by this clock; 0 within
 * CLOCK_DIFFERENCE_IGNORED_MS or without a readable header.
 */
export function clockOffset(dateHeader: string | null, receivedAt: number): number {
  const sent = dateHeader === null ? Number.NaN : Date.parse(dateHeader);
  if (!Number.isFinite(sent)) return 0;
  // The header drops the milliseconds: the middle of its second is the best guess.
  const offset = sent + 500 - receivedAt;
  return Math.abs(offset) < CLOCK_DIFFERENCE_IGNORED_MS ? 0 : offset;
}

let offset = 0;

/**
 * Reads the server's clock off one of its answers: every booking call and slot lookup
 * passes here (POSTs, never served from a cache whose `Date` would be old).
 */
export function noteServerClock(response: Response): void {
  offset = clockOffset(response.headers.get("Date"), Date.now());
}

/** The last offset noted (0 before any answer): add it to a time of this clock to send it in the server's. */
export function serverClockOffset(): number {
  return offset;
}
