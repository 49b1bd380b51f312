import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bookingToken, tokenHash } from "../../server/booking/booking-token";
import { parseEnv } from "../../server/env";
import { createLogger } from "../../server/logger";
import { openStore } from "../../server/store/open-store";
import { bookingApp, JSON_HEADERS, validBooking } from "./booking-harness";

// The booking link's token: made from the site's link secret, kept only as its SHA-256.

const quiet = createLogger("silent");

describe("booking link tokens", () => {
  it("a booking made through the API keeps the SHA-256 of its token, never the token", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "booking-links-"));
    const test = bookingApp({ dataDir });
    try {
      const answer = await test.request
        .post("/api/n8n/submit-consultation")
        .set(JSON_HEADERS)
        .set("Idempotency-Key", "links-test-0001")
        .send(validBooking());
      const { bookingId } = answer.body as { bookingId: string };
      const { linkSecret } = test.site.backend;
      const token = bookingToken(linkSecret, bookingId);
      expect((await test.store.findBooking(bookingId))?.tokenHash).toBe(tokenHash(token));

      // A replay names the same booking, and so the same link.
      const replay = await test.request
        .post("/api/n8n/submit-consultation")
        .set(JSON_HEADERS)
        .set("Idempotency-Key", "links-test-0001")
        .send(validBooking());
      expect(replay.body).toMatchObject({ bookingId });
      expect((await test.store.findBooking(bookingId))?.tokenHash).toBe(tokenHash(token));

      await test.close();
      const file = readFileSync(join(dataDir, "bookings.sqlite")).toString("latin1");
      expect(file).toContain(tokenHash(token));
      expect(file).not.toContain(token);
    } finally {
      await test.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("the store keeps one random link secret across restarts; BOOKING_LINK_SECRET wins over it", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "booking-links-"));
    const env = parseEnv({ DATA_DIR: dataDir });
    const first = await openStore(env, quiet);
    await first.store.close();
    const again = await openStore(env, quiet);
    await again.store.close();
    expect(first.linkSecret).toBe(again.linkSecret);
    expect(Buffer.from(first.linkSecret, "base64url")).toHaveLength(32);

    const operator = "an-operator-chosen-secret-of-40-characters";
    const chosen = await openStore(parseEnv({ DATA_DIR: dataDir, BOOKING_LINK_SECRET: operator }), quiet);
    await chosen.store.close();
    expect(chosen.linkSecret).toBe(operator);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a short BOOKING_LINK_SECRET at start without repeating it", () => {
    expect(() => parseEnv({ BOOKING_LINK_SECRET: "short-hunter2" })).toThrow(
      /^Invalid configuration: BOOKING_LINK_SECRET: /,
    );
    expect(() => parseEnv({ BOOKING_LINK_SECRET: "short-hunter2" })).not.toThrow(/hunter2/);
  });
});
