import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { requestHeader } from "../http/request-header";

/**
 * True when the request's body is of this media type (`Content-Type`, parameters aside), as
 * it is: a compressed body (`Content-Encoding: gzip`) is not read, so it is a 415 too.
 */
function sends(c: Context, mediaType: string): boolean {
  const encoding = c.req.header("Content-Encoding")?.trim().toLowerCase();
  if (encoding && encoding !== "identity") return false;
  return c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase() === mediaType;
}

/** True when the request says its body is JSON (`application/json`, any parameters). */
export const sendsJson = (c: Context) => sends(c, "application/json");

const FORM = "application/x-www-form-urlencoded";

/**
 * A form posted without JavaScript, at most `maxBytes`: its fields, or the plain-text
 * Response that refuses it (415 another type, 413 too large, the rest unread). `what` names
 * the form in the refusal.
 */
export async function readFormBody(
  c: Context,
  maxBytes: number,
  what: string,
): Promise<URLSearchParams | Response> {
  if (!sends(c, FORM)) return c.text(`Send ${what} as ${FORM}.`, 415);
  const text = await readBody(c, maxBytes);
  if (text === null)
    return c.text(`The form may be at most ${maxBytes} bytes.`, 413, { Connection: "close" });
  return new URLSearchParams(text);
}

/**
 * The request body as text, at most `maxBytes`; `null` when it is larger. On
 * @hono/node-server it is read straight from Node's stream: going through a web
 * `Request` and its ReadableStream cost about a fifth of a lookup's CPU and most of its
 * garbage. Reading stops at the limit, so an oversized upload is never buffered.
 */
export async function readBody(c: Context, maxBytes: number): Promise<string | null> {
  const declared = Number(requestHeader(c, "content-length"));
  if (declared > maxBytes) return null;
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) {
    // `app.request()` in tests: no Node stream underneath.
    const text = await c.req.text();
    return Buffer.byteLength(text) > maxBytes ? null : text;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size).toString("utf8");
}
