import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { bookForTheTeam, bookingApp, JSON_HEADERS } from "./booking-harness";

// One way into every JSON endpoint (server/api/json-body.ts): content type, size, JSON,
// schema, in that order and with the same answers, before any token is checked.

let app: ReturnType<typeof bookingApp> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe("every JSON endpoint's body", () => {
  it("is refused the same way at each family, before the token: 415, 413, 400 invalid_json, 400 issues", async () => {
    app = bookingApp();
    const { id } = await bookForTheTeam(app);
    const test = app;
    const paths = [
      "/api/n8n/get-booked-slots",
      "/api/n8n/submit-consultation",
      `/api/bookings/${id}/reschedule`,
      `/api/team/bookings/${id}/confirm`,
    ];
    const post = (path: string, type: string, body: string) =>
      test.request
        .post(path)
        .set("Content-Type", type)
        .set("Authorization", `Bearer ${"W".repeat(43)}`)
        .send(body);
    for (const path of paths) {
      const form = await post(path, "application/x-www-form-urlencoded", "date=2026-12-01");
      expect([form.status, form.body.error], path).toEqual([415, "unsupported_media_type"]);
      // A compressed body is not read: not the JSON it says it is.
      const gzipped = await test.request
        .post(path)
        .set("Content-Type", "application/json")
        .set("Content-Encoding", "gzip")
        .send(gzipSync(JSON.stringify({ date: "2026-12-01" })));
      expect([gzipped.status, gzipped.body.error], path).toEqual([415, "unsupported_media_type"]);
      const large = await post(path, "application/json", JSON.stringify({ date: "x".repeat(40 * 1024) }));
      expect([large.status, large.body.error], path).toEqual([413, "payload_too_large"]);
      const malformed = await post(path, "application/json", "{date:");
      expect(malformed.status, path).toBe(400);
      expect(malformed.body, path).toEqual({
        error: "invalid_json",
        message: "The body is not valid JSON.",
        issues: [{ path: "", message: "Malformed JSON" }],
      });
      // A wrong token and a body the schema refuses: the body is answered first, as it is judged alone.
      const list = await post(path, "application/json", "[]");
      expect([list.status, list.body.error], path).toEqual([400, "invalid_request"]);
      expect(list.body.issues, path).toEqual([{ path: "", message: expect.any(String) }]);
    }
    const valid = await test.request
      .post(`/api/team/bookings/${id}/confirm`)
      .set(JSON_HEADERS)
      .set("Authorization", `Bearer ${"W".repeat(43)}`)
      .send({ meetingUrl: "https://meet.example.com/x" });
    expect(valid.status).toBe(404);
  });
});
