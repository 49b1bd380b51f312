import { afterEach, expect, it } from "vitest";
import { bookingApp } from "./booking-harness";

// Kept pages say what they say of today (the booking form's first and last dates, the
// footer's year): they are rendered again just after each midnight in the company's zone.

let app: ReturnType<typeof bookingApp> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const dateInput = (html: string) => /<input[^>]*id="booking-date"[^>]*>/.exec(html)?.[0] ?? "";

it("renders the kept pages again after midnight: the form's dates and the footer's year move on", {
  timeout: 60_000,
}, async () => {
  // Half a second before New Year in New York.
  let clock = new Date("2027-01-01T04:59:59.500Z");
  app = bookingApp({ now: () => clock });
  await app.site.warm();
  const before = await app.request.get("/schedule-consultation");
  expect(dateInput(before.text)).toContain('min="2027-01-01"');
  expect(before.text).toContain("© 2024–2026");

  clock = new Date("2027-01-01T05:00:01Z");
  // The renewal starts a second after midnight; the page in memory is replaced once rendered.
  await expect
    .poll(async () => dateInput((await app?.request.get("/schedule-consultation"))?.text ?? ""), {
      timeout: 30_000,
    })
    .toContain('min="2027-01-02"');
  const after = await app.request.get("/schedule-consultation");
  expect(dateInput(after.text)).toContain('max="2028-01-01"');
  expect(after.text).toContain("© 2024–2027");
  expect(after.headers.etag).not.toBe(before.headers.etag);
  expect((await app.request.get("/no-such-page")).text).toContain("© 2024–2027");
});
