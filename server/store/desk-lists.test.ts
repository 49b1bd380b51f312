import { describe, expect, it } from "vitest";
import { closedRanges } from "./desk-lists";

// Closed days as the desk lists them: one range per run of consecutive dates with one reason.

const days = (from: string, count: number, reason: string) =>
  Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.parse(`${from}T00:00:00Z`) + index * 86_400_000);
    return { date: date.toISOString().slice(0, 10), reason };
  });

describe("closedRanges", () => {
  it("joins consecutive dates with one reason, across a month and a year's end", () => {
    expect(closedRanges(days("2026-12-20", 63, "Winter break"))).toEqual([
      { from: "2026-12-20", until: "2027-02-20", reason: "Winter break", days: 63 },
    ]);
  });

  it("a gap or another reason starts a new range; a single date stays one date", () => {
    expect(
      closedRanges([
        ...days("2026-12-24", 2, "Holiday"),
        ...days("2026-12-26", 1, "Stocktake"),
        ...days("2026-12-28", 2, "Stocktake"),
        ...days("2026-12-31", 1, "Holiday"),
      ]),
    ).toEqual([
      { from: "2026-12-24", until: "2026-12-25", reason: "Holiday", days: 2 },
      { from: "2026-12-26", until: "2026-12-26", reason: "Stocktake", days: 1 },
      { from: "2026-12-28", until: "2026-12-29", reason: "Stocktake", days: 2 },
      { from: "2026-12-31", until: "2026-12-31", reason: "Holiday", days: 1 },
    ]);
    expect(closedRanges([])).toEqual([]);
  });

  it("a run longer than one reopen takes is split into ranges of at most that many days", () => {
    expect(closedRanges(days("2027-01-01", 800, "Closed for good"))).toEqual([
      { from: "2027-01-01", until: "2028-01-01", reason: "Closed for good", days: 366 },
      { from: "2028-01-02", until: "2029-01-01", reason: "Closed for good", days: 366 },
      { from: "2029-01-02", until: "2029-03-10", reason: "Closed for good", days: 68 },
    ]);
    expect(closedRanges(days("2027-01-01", 5, "Closed"), 2).map((range) => range.days)).toEqual([2, 2, 1]);
  });
});
