// Check j, after every other: over all the e-mails of the run, the team's link (staffUrl,
// /team/bookings/{id}?token=…) reaches the company only. A mail reaches whoever it is sent
// to, and whoever its Reply-To names: a reply quotes the mail. So a mail that holds the
// team's link is sent to the company and replies to the company, and no mail that reaches
// anyone else holds a team link or the token of one.
import { expect, type Plan } from "./report.ts";
import type { ReceivedMail } from "./smtp-sink.ts";
import { COMPANY_EMAIL } from "./visitors.ts";

const TEAM_PATH = "/team/";

/** The addresses a mail reaches: its recipients, and where a reply to it goes. */
const reaches = (mail: ReceivedMail): string[] => [
  ...new Set([...mail.envelopeTo, ...mail.to, ...mail.replyTo].map((address) => address.toLowerCase())),
];

/** The tokens of the team links written in a mail. */
const teamTokens = (text: string): string[] =>
  [...text.matchAll(/\/team\/bookings\/[^\s?#]+\?token=([^\s#&]+)/g)].map((match) => match[1] ?? "");

/** The mails of `mails` that reach an address other than the company's with a team link or token in them. */
export function teamLinkLeaks(mails: ReceivedMail[]): { mail: ReceivedMail; outside: string[] }[] {
  const tokens = new Set(mails.flatMap((mail) => teamTokens(mail.text)).filter(Boolean));
  return mails
    .map((mail) => ({ mail, outside: reaches(mail).filter((address) => address !== COMPANY_EMAIL) }))
    .filter(
      ({ mail, outside }) =>
        outside.length > 0 &&
        (mail.text.includes(TEAM_PATH) ||
          [...tokens].some((token) => mail.text.includes(token) || mail.subject.includes(token))),
    );
}

export function teamLinkChecks(plan: Plan): void {
  plan.check(
    "j. every e-mail of the run: none that goes or replies to a visitor holds the team's link or its token",
    ({ smtp }) => {
      const withLink = smtp.mails.filter((mail) => teamTokens(mail.text).length > 0);
      // Not a vacuous pass: the run's company e-mails did carry team links.
      expect(withLink.length > 0, "no e-mail of the run carried a team link: nothing was checked");
      const leaks = teamLinkLeaks(smtp.mails);
      expect(
        leaks.length === 0,
        `${leaks.length} of ${smtp.mails.length} e-mails reach someone besides ${COMPANY_EMAIL} (recipient or Reply-To) with the team's link:\n${leaks
          .slice(0, 5)
          .map(({ mail, outside }) => `  "${mail.subject}" reaches ${outside.join(", ")}`)
          .join("\n")}`,
      );
    },
  );
}
