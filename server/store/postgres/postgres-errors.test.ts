import { describe, expect, it } from "vitest";
import { DatabaseError, databaseError, notAnswering, scrub, urlSecrets } from "./postgres-errors";

const URL_WITH_SECRET = "postgres://site:p%40ss%2Fw0rd@db.internal:5432/site";

describe("PostgreSQL errors", () => {
  it("the URL's secrets are the URL and its password, as written and decoded", () => {
    expect(urlSecrets(URL_WITH_SECRET)).toEqual([URL_WITH_SECRET, "p%40ss%2Fw0rd", "p@ss/w0rd"]);
    expect(urlSecrets("not a url")).toEqual(["not a url"]);
  });

  it("scrub removes the secrets and the credentials of any postgres URL in the text", () => {
    const secrets = urlSecrets(URL_WITH_SECRET);
    expect(scrub(`cannot reach ${URL_WITH_SECRET}: bad password p@ss/w0rd`, secrets)).toBe(
      "cannot reach ***: bad password ***",
    );
    expect(scrub("see postgresql://other:hunter2@elsewhere/db", [])).toBe(
      "see postgresql://other:***@elsewhere/db",
    );
  });

  it("databaseError keeps the code and a clean message, not the driver's error", () => {
    const driver = Object.assign(new Error(`password authentication failed for ${URL_WITH_SECRET}`), {
      code: "28P01",
      detail: "p@ss/w0rd",
    });
    const error = databaseError(driver, "open", urlSecrets(URL_WITH_SECRET));
    expect(error).toBeInstanceOf(DatabaseError);
    expect(error.code).toBe("28P01");
    expect(error.message).toBe("PostgreSQL open failed: password authentication failed for *** (28P01)");
    expect(error.cause).toBeUndefined();
    expect(JSON.stringify(error)).not.toContain("w0rd");
  });

  it("a refused connection to localhost (an AggregateError without a message) still says what happened", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const error = databaseError(new AggregateError([refused], ""), "accept", []);
    expect(error.message).toBe(
      "PostgreSQL accept failed: connect ECONNREFUSED 127.0.0.1:5432 (ECONNREFUSED)",
    );
    expect(error.code).toBe("ECONNREFUSED");
  });

  it("tells a database that does not answer yet (worth waiting for) from one that refuses", () => {
    const failed = (code: string | undefined, message = "failed") =>
      databaseError(Object.assign(new Error(message), { code }), "open", []);
    for (const code of ["ECONNREFUSED", "ENOTFOUND", "57P03", "53300"])
      expect(notAnswering(failed(code)), code).toBe(true);
    expect(notAnswering(failed(undefined, "Connection terminated due to connection timeout"))).toBe(true);
    for (const code of ["28P01", "3D000", "42501"]) expect(notAnswering(failed(code)), code).toBe(false);
    expect(notAnswering(new Error("connect ECONNREFUSED"))).toBe(false);
  });
});
