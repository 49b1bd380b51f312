// A local TLS front for measuring: a throwaway self-signed certificate (openssl) and an
// HTTPS server on loopback that passes every request to the built server. Chromium
// exposes WebMCP (`document.modelContext`) in secure contexts only, so Lighthouse's
// agentic audits need the site over HTTPS.
// It speaks HTTP/2 (HTTP/1.1 for clients without it), as the TLS fronts the site is
// deployed behind do (nginx, Caddy, a CDN): over HTTP/1.1 each of a page's parallel
// requests would pay a TLS handshake of its own, a cost no visitor of the real site pays.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { type IncomingHttpHeaders, type OutgoingHttpHeaders, request } from "node:http";
import { createSecureServer, type Http2SecureServer } from "node:http2";
import { join } from "node:path";

/** Headers that name one hop's connection: never passed on, and not allowed in HTTP/2. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "http2-settings",
  "te",
]);

function passOn(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(":") && !HOP_BY_HOP.has(name)),
  );
}

export async function startTlsProxy(dir: string, port: number, target: number): Promise<Http2SecureServer> {
  const key = join(dir, "key.pem");
  const cert = join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  const server = createSecureServer(
    { key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true },
    (incoming, outgoing) => {
      const forwarded = request(
        {
          host: "127.0.0.1",
          port: target,
          method: incoming.method,
          path: incoming.url,
          // HTTP/2 names the host in `:authority`; the server reads `Host`.
          headers: { ...passOn(incoming.headers), host: incoming.authority ?? incoming.headers.host },
        },
        (response) => {
          outgoing.writeHead(response.statusCode ?? 502, passOn(response.headers));
          response.pipe(outgoing);
        },
      );
      forwarded.on("error", () => {
        if (!outgoing.headersSent) outgoing.writeHead(502);
        outgoing.end();
      });
      incoming.pipe(forwarded);
    },
  );
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}
