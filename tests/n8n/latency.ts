// Check e: what our server adds to a slot lookup. 20 get-booked-slots calls through the
// site and 20 straight to n8n, interleaved so both see the same machine load.
import { expect, type Plan } from "./report.ts";
import { siteApi } from "./site.ts";
import { visitors } from "./visitors.ts";

const CALLS = 20;

export interface LatencyFigures {
  viaSite: { median: number; p90: number };
  direct: { median: number; p90: number };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** The check; its figures, once measured, go to `keep` (for the run's closing lines). */
export function latencyCheck(plan: Plan, keep: (figures: LatencyFigures) => void): void {
  plan.check(
    `e. latency: ${CALLS} get-booked-slots calls via the site and direct, all answered`,
    async ({ site, n8n }) => {
      const date = visitors.ada.body.date;
      const expected = JSON.stringify({ bookedSlots: [visitors.ada.body.timeSlot] });
      // n8n also answers the team's busy times: none near Ada's day.
      const expectedOfN8n = JSON.stringify({ bookedSlots: [visitors.ada.body.timeSlot], busy: [] });
      const viaSite: number[] = [];
      const direct: number[] = [];
      // One warm-up each way (connections, n8n's first execution of the path).
      await siteApi(site, "get-booked-slots", { date }, "198.51.100.30");
      await n8n.webhook("get-booked-slots", { date });
      for (let index = 0; index < CALLS; index++) {
        const site1 = await siteApi(site, "get-booked-slots", { date }, "198.51.100.30");
        expect(
          site1.status === 200 && JSON.stringify(site1.body) === expected,
          `site answered ${site1.status}`,
        );
        viaSite.push(site1.ms);
        const n8n1 = await n8n.webhook("get-booked-slots", { date });
        expect(
          n8n1.status === 200 && n8n1.text === expectedOfN8n,
          `n8n answered ${n8n1.status} ${n8n1.text}`,
        );
        direct.push(n8n1.ms);
      }
      const figures = {
        viaSite: { median: percentile(viaSite, 50), p90: percentile(viaSite, 90) },
        direct: { median: percentile(direct, 50), p90: percentile(direct, 90) },
      };
      keep(figures);
      const ms = (value: number) => `${value.toFixed(1)} ms`;
      console.log(
        `     get-booked-slots over ${CALLS} calls: via site median ${ms(figures.viaSite.median)} (p90 ${ms(figures.viaSite.p90)}), ` +
          `direct to n8n median ${ms(figures.direct.median)} (p90 ${ms(figures.direct.p90)}), ` +
          `site overhead ${ms(figures.viaSite.median - figures.direct.median)}`,
      );
    },
  );
}
