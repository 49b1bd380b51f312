import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bookingToken } from "../../server/booking/booking-token";
import { parseEnv } from "../../server/env";
import { createLogger } from "../../server/logger";
import { openStore } from "../../server/store/open-store";
import { bookingApp, JSON_HEADERS, validBooking } from "./booking-harness";

// A booking link's token is the HMAC of the booking's id under a secret of the link
// keyring, and nothing else: nothing about it is stored (docs/architecture.md#booking-links).

const quiet = createLogger("silent");
const OLD = "an-operator-chosen-secret-of-40-characters";
const NEW = "the-next-secret-an-operator-chose-41-chars";

async function book(test: ReturnType<typeof bookingApp>, key: string) {
  const response = await test.request
    .post("/api/n8n/submit-consultation")
    .set(JSON_HEADERS)
    .set("Idempotency-Key", key)
    .send(validBooking());
  expect(response.status).toBe(200);
  return response.body as { bookingId: string; manageUrl: string };
}

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");

describe("booking link tokens", () => {
  it("a booking keeps nothing of its token: the database holds neither it nor its hash", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "booking-links-"));
    const test = bookingApp({ dataDir, env: { BOOKING_LINK_SECRET: OLD } });
    try {
      const { bookingId, manageUrl } = await book(test, "links-test-0001-aaaa");
      const token = bookingToken(OLD, bookingId);
      expect(manageUrl).toContain(`token=${token}`);
      // A replay names the same booking, and so the same link.
      expect(await book(test, "links-test-0001-aaaa")).toMatchObject({ bookingId, manageUrl });
      await test.close();
      const file = readFileSync(join(dataDir, "bookings.sqlite")).toString("latin1");
      expect(file).toContain(bookingId);
      expect(file).not.toContain(token);
      expect(file).not.toContain(createHash("sha256").update(token).digest("hex"));
    } finally {
      await test.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("rotating: a new secret first signs new links, old links still open; removing the old one revokes them", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "booking-links-"));
    const before = bookingApp({ dataDir, env: { BOOKING_LINK_SECRET: OLD } });
    const { bookingId, manageUrl: oldLink } = await book(before, "links-test-0002-aaaa");
    await before.close();
    const rotated = bookingApp({ dataDir, env: { BOOKING_LINK_SECRET: `${NEW},${OLD}` } });
    const revoked = bookingApp({ dataDir, env: { BOOKING_LINK_SECRET: NEW } });
    try {
      const newToken = bookingToken(NEW, bookingId);
      const page = await rotated.request.get(pathOf(oldLink));
      expect(page.status).toBe(200);
      // The page opened by the old link links with a token that verifies: the new secret's.
      expect(page.text).toContain(`token=${newToken}`);
      expect(page.text).not.toContain(bookingToken(OLD, bookingId));
      expect(
        (await rotated.request.get(`/bookings/${bookingId}/calendar.ics?token=${newToken}`)).status,
      ).toBe(200);
      expect((await rotated.request.get(`/bookings/${bookingId}?token=${newToken}`)).status).toBe(200);

      expect((await revoked.request.get(pathOf(oldLink))).status).toBe(404);
      expect((await revoked.request.get(`/bookings/${bookingId}?token=${newToken}`)).status).toBe(200);
      const cancel = await revoked.request
        .post(`/api/bookings/${bookingId}/cancel`)
        .set("Authorization", `Bearer ${bookingToken(OLD, bookingId)}`);
      expect(cancel.status).toBe(404);
    } finally {
      await rotated.close();
      await revoked.close();
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
    expect(first.linkSecrets).toEqual(again.linkSecrets);
    expect(first.linkSecrets).toHaveLength(1);
    expect(Buffer.from(first.linkSecrets[0], "base64url")).toHaveLength(32);

    const chosen = await openStore(
      parseEnv({ DATA_DIR: dataDir, BOOKING_LINK_SECRET: ` ${NEW} , ${OLD}` }),
      quiet,
    );
    await chosen.store.close();
    expect(chosen.linkSecrets).toEqual([NEW, OLD]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([["short-hunter2"], [`${NEW},short-hunter2`], [`${NEW},`]])(
    "refuses %j at start (each secret 32+ characters) without repeating it",
    (value) => {
      expect(() => parseEnv({ BOOKING_LINK_SECRET: value })).toThrow(
        /^Invalid configuration: BOOKING_LINK_SECRET: /,
      );
      expect(() => parseEnv({ BOOKING_LINK_SECRET: value })).not.toThrow(/hunter2|next-secret/);
    },
  );
});
