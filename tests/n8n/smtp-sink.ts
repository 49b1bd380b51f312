// A local SMTP sink on loopback: n8n's Send Email node delivers here, and the checks read
// what arrived. smtp-server takes the SMTP conversation, mailparser turns each message
// into headers and text, so a check sees exactly what a mail client would.
import type { AddressInfo } from "node:net";
import { type AddressObject, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), which is where the message really goes. */
  envelopeTo: string[];
  from: string;
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  receivedAt: number;
}

export interface SmtpSink {
  port: number;
  mails: ReceivedMail[];
  /** Recipients refused with 550 (a mailbox that is down), to test the failure paths. */
  refused: Set<string>;
  /** Resolves once `predicate` holds for the mails received so far, or rejects after `timeoutMs`. */
  waitFor(predicate: (mails: ReceivedMail[]) => boolean, timeoutMs: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .map((entry) => entry.address ?? "")
    .filter(Boolean);

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    // Loopback only and no TLS: n8n's SMTP credential is set to plain SMTP without STARTTLS.
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    // Any user and password is fine: the sink only records what arrives.
    onAuth: (_auth, _session, callback) => callback(null, { user: "n8n" }),
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback();
      const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: addresses(parsed.from)[0] ?? "",
            to: addresses(parsed.to),
            replyTo: addresses(parsed.replyTo),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            receivedAt: Date.now(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  // smtp-server keeps its net.Server as `server`; the typings do not show it.
  const port = ((server as unknown as { server: { address(): AddressInfo } }).server.address() as AddressInfo)
    .port;

  return {
    port,
    mails,
    refused,
    async waitFor(predicate, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(mails)) {
        if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for e-mail`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
