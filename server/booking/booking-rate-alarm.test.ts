import { describe, expect, it } from "vitest";
import { createLogger, levelNumber } from "../logger";
import { BOOKING_RATE_HIGH, createBookingRateAlarm } from "./booking-rate-alarm";

const START = new Date("2026-11-21T15:00:00Z").getTime();
const at = (minutes: number) => new Date(START + minutes * 60_000);

function setup(count: () => number) {
  const lines: Record<string, unknown>[] = [];
  const since: Date[] = [];
  const logger = createLogger("debug", (line) => lines.push(JSON.parse(line)));
  const alarm = createBookingRateAlarm(async (from) => {
    since.push(from);
    return count();
  }, logger);
  return { alarm, lines, since };
}

describe("booking_rate_high", async () => {
  it("a store that cannot count is one store.error line, never a thrown error (the booking is stored already)", async () => {
    const { alarm, lines } = setup(() => {
      throw new Error("database or disk is full");
    });
    await expect(alarm.check(at(0))).resolves.toBeUndefined();
    expect(lines).toMatchObject([
      { level: levelNumber("error"), event: "store.error", op: "countCreatedSince" },
    ]);
  });

  it("stays quiet at 30 bookings in the last hour", async () => {
    const { alarm, lines, since } = setup(() => BOOKING_RATE_HIGH);
    await alarm.check(at(0));
    expect(lines).toEqual([]);
    expect(since).toEqual([at(-60)]);
  });

  it("writes one warn line with the count above 30, then none for an hour, then again", async () => {
    let count = 31;
    const { alarm, lines } = setup(() => count);
    await alarm.check(at(0));
    expect(lines).toEqual([
      expect.objectContaining({ level: levelNumber("warn"), event: "booking_rate_high", count: 31 }),
    ]);
    count = 80;
    await alarm.check(at(1));
    await alarm.check(at(59));
    expect(lines).toHaveLength(1);
    await alarm.check(at(60));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ event: "booking_rate_high", count: 80 });
  });

  it("does not count while it has warned within the hour", async () => {
    const { alarm, since } = setup(() => 31);
    await alarm.check(at(0));
    await alarm.check(at(30));
    expect(since).toHaveLength(1);
  });
});
