import { describe, expect, it } from "vitest";
import type { BookingLinks } from "../booking/booking-links";
import type { BookingService } from "../booking/booking-service";
import { createLogger } from "../logger";
import { bookingPages } from "./booking-pages";
import type { ViewAnswer } from "./view-answer";

const SITE = "https://test.example";

/** A form post whose body records whether anyone read it. */
function post() {
  const read = { bytes: 0 };
  const chunk = new TextEncoder().encode(`description=${"x".repeat(90_000)}`);
  // No high-water mark: pulled only when someone reads.
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        read.bytes += chunk.length;
        controller.enqueue(chunk);
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(`${SITE}/schedule-consultation`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, read };
}

describe("the booking form's post while renders are being shed", () => {
  it("answers the busy page (503, Retry-After: 1) without reading the body or booking", async () => {
    const untouched = () => {
      throw new Error("not to be called while renders are shed");
    };
    // Stubs that fail the test if the route goes past the check: only their shape is needed.
    const service = {
      book: untouched,
      bookedSlots: untouched,
      scheduleIssues: untouched,
    } as unknown as BookingService;
    const links = { pagePath: untouched } as unknown as BookingLinks;
    const renderView: ViewAnswer = Object.assign(async () => untouched(), { busy: () => true });
    const app = bookingPages({
      service,
      links,
      renderView,
      siteUrl: SITE,
      logger: createLogger("error", () => {}),
    });
    const { request, read } = post();
    const response = await app.request(request);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("1");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.text()).toContain("The site is busy");
    expect(read.bytes).toBe(0);
  });
});
