// The real-n8n suite: every check, in the order scripts/test-n8n.ts runs them. Registering
// runs nothing, so the number of checks is known before n8n or the site starts.
import { agentChecks } from "./checks-agent.ts";
import { bookingChecks } from "./checks-booking.ts";
import { changeChecks, siteChangeChecks } from "./checks-changes.ts";
import { emailChecks } from "./checks-email.ts";
import { outageChecks } from "./checks-outage.ts";
import { busyChecks, slotChecks } from "./checks-slots.ts";
import { teamChecks } from "./checks-team.ts";
import { teamLinkChecks } from "./checks-team-link.ts";
import { type LatencyFigures, latencyCheck } from "./latency.ts";
import { Plan } from "./report.ts";

export function n8nSuite(keepLatency: (figures: LatencyFigures) => void = () => {}): Plan {
  const plan = new Plan();
  bookingChecks(plan);
  slotChecks(plan);
  busyChecks(plan);
  emailChecks(plan);
  changeChecks(plan);
  siteChangeChecks(plan);
  teamChecks(plan);
  agentChecks(plan);
  latencyCheck(plan, keepLatency);
  // It stops and restarts n8n.
  outageChecks(plan);
  // Last: it reads every e-mail the run sent.
  teamLinkChecks(plan);
  return plan;
}
