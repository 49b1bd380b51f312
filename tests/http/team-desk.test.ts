import { afterEach, describe, expect, it } from "vitest";
import { newLinkSecret } from "../../server/booking/booking-token";
import { DESK_SESSION_MS } from "../../server/booking/desk-session";
import { bookingPage } from "../../src/content/booking-page";
import { teamDesk } from "../../src/content/team-desk";
import { teamPage } from "../../src/content/team-page";
import {
  type BookingAppOptions,
  bookForTheTeam,
  bookingApp,
  JSON_HEADERS,
  NOW,
  validBooking,
} from "./booking-harness";
import { decodeEntities } from "./harness";

// The team's desk without JavaScript: its session (started by the desk link, 12 hours,
// signed under the link keyring, ended by signing out), the guard of every /team path,
// its lists with a clock the test moves, and each of its forms.

type App = ReturnType<typeof bookingApp>;
let app: App | undefined;
let clock = NOW;

afterEach(async () => {
  await app?.close();
  app = undefined;
  clock = NOW;
});

const MEETING = "https://meet.example.com/usual";
const FORM = "application/x-www-form-urlencoded";
const HOUR = 3_600_000;

const open = (options: BookingAppOptions = {}) => {
  app = bookingApp({ now: () => clock, ...options, env: { MEETING_URL: MEETING, ...options.env } });
  return app;
};

/** What the page shows, without its hydration data. */
const shown = (html: string) => decodeEntities(html.split("window.__staticRouterHydrationData")[0] ?? "");

/** Opens the desk link: the session's cookie as a browser sends it back. */
async function signIn(test: App): Promise<string> {
  const link = new URL(test.site.backend.links.deskUrl());
  const response = await test.request.get(`${link.pathname}${link.search}`);
  expect(response.status).toBe(303);
  const set = response.headers["set-cookie"] as unknown as string[];
  return set[0]?.split(";")[0] ?? "";
}

const desk = (test: App, cookie: string) => test.request.get("/team").set("Cookie", cookie);
/** A post from the desk's own page, saying so as a browser does. */
const post = (test: App, path: string, cookie: string, fields: Record<string, string>) =>
  test.request
    .post(path)
    .set("Cookie", cookie)
    .set("Sec-Fetch-Site", "same-origin")
    .set("Content-Type", FORM)
    .send(new URLSearchParams(fields).toString());

/** The rows of one list, in order: the text of each row's name link. */
function listed(html: string, id: string): string[] {
  const section = new RegExp(`<section id="${id}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? "";
  return [...section.matchAll(/<li[^>]*>[\s\S]*?href="\/team\/bookings\/[^"]+"[^>]*>([^<]+)<\/a>/g)].map(
    (match) => match[1] ?? "",
  );
}

const textOf = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");

/** The rows of *Closed days*: each row's lines, and each Reopen form in it with its fields and its button's name. */
function closedRows(html: string) {
  const section = /<section id="closed"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  const list = /<ul[^>]*>([\s\S]*?)<\/ul>/.exec(section)?.[1] ?? "";
  return [...list.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, row = ""]) => ({
    lines: [...row.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map(([, line = ""]) => textOf(line)),
    reopens: [...row.matchAll(/<form[^>]*action="\/team\/reopen"[^>]*>([\s\S]*?)<\/form>/g)].map(
      ([, form = ""]) => ({
        from: /name="from" value="([^"]*)"/.exec(form)?.[1],
        until: /name="until" value="([^"]*)"/.exec(form)?.[1],
        button: textOf(/<button[^>]*>([\s\S]*?)<\/button>/.exec(form)?.[1] ?? ""),
      }),
    ),
  }));
}

describe("the desk's session", () => {
  it("the desk link sets a 12-hour HttpOnly, SameSite=Strict, /team, __Secure- cookie and answers 303 to /team", async () => {
    const test = open();
    const link = new URL(test.site.backend.links.deskUrl());
    const response = await test.request.get(`${link.pathname}${link.search}`);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe("/team");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    const [cookie] = response.headers["set-cookie"] as unknown as string[];
    expect(cookie).toMatch(
      /^__Secure-team-desk=[A-Za-z0-9_-]{22}\.\d{13}\.[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/team; HttpOnly; Secure; SameSite=Strict$/,
    );
    // The expiry is inside the signed value: now + 12 hours.
    expect(cookie?.split(".")[1]).toBe(String(NOW.getTime() + DESK_SESSION_MS));
  });

  it("followed from another site (an e-mail, a chat), the desk link starts the session on a page of the site that goes on to /team", async () => {
    // A browser keeps a Strict cookie off every request of a cross-site navigation, a 303's
    // too: after a bare 303, /team would be the not-found page.
    const test = open();
    const link = new URL(test.site.backend.links.deskUrl());
    const response = await test.request
      .get(`${link.pathname}${link.search}`)
      .set("Sec-Fetch-Site", "cross-site");
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.text).toContain('<meta http-equiv="refresh" content="0; url=/team">');
    expect(response.text).toContain('<a href="/team">Open the desk</a>');
    expect(response.text).not.toContain(link.searchParams.get("token"));
    const [cookie] = response.headers["set-cookie"] as unknown as string[];
    expect(cookie).toMatch(
      /^__Secure-team-desk=[^;]+; Max-Age=43200; Path=\/team; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect((await desk(test, cookie?.split(";")[0] ?? "")).status).toBe(200);
    // Opened from the site itself or typed in, it stays a 303.
    for (const site of ["same-origin", "none"]) {
      const direct = await test.request.get(`${link.pathname}${link.search}`).set("Sec-Fetch-Site", site);
      expect(direct.status).toBe(303);
    }
  });
  it("on http, the cookie has neither Secure nor the prefix", async () => {
    const test = open({ env: { SITE_URL: "http://localhost:3000" } });
    const cookie = await signIn(test);
    expect(cookie).toMatch(/^team-desk=/);
    expect((await desk(test, cookie)).status).toBe(200);
  });

  it("the desk is private and plain: noindex, no-store, no referrer, no marketing navigation or footer", async () => {
    const test = open();
    const response = await desk(test, await signIn(test));
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const html = shown(response.text);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain("Consult Now");
    expect(html).not.toContain("<footer");
    expect(html).not.toContain('<nav aria-label="Main');
    expect(html).toContain(teamDesk.signOut);
  });

  it("without a session, or with a wrong desk token, /team and its posts are the ordinary not-found page", async () => {
    const test = open();
    const notFound = await test.request.get("/no-such-page");
    const visitor = await bookForTheTeam(test);
    const attempts = [
      test.request.get("/team"),
      test.request.get("/team?token=nope"),
      test.request.get(`/team?token=${visitor.token}`),
      test.request.get(`/team?token=${test.site.backend.links.feedUrl().split("token=")[1]}`),
      test.request.get(`/team/bookings/${visitor.id}`),
      post(test, "/team/close", "", { from: "2026-12-24" }),
      post(test, "/team/retry", "", { bookingId: visitor.id }),
      post(test, "/team/sign-out", "", {}),
    ];
    for (const [index, attempt] of attempts.entries()) {
      const response = await attempt;
      expect(response.status, String(index)).toBe(404);
      expect(response.text, String(index)).toBe(notFound.text);
    }
    expect(await test.store.listClosedDays()).toEqual([]);
  });

  it("expires 12 hours after the link was opened (the clock moved)", async () => {
    const test = open();
    const cookie = await signIn(test);
    clock = new Date(NOW.getTime() + DESK_SESSION_MS - 1000);
    expect((await desk(test, cookie)).status).toBe(200);
    clock = new Date(NOW.getTime() + DESK_SESSION_MS);
    expect((await desk(test, cookie)).status).toBe(404);
  });

  it("a forged or tampered cookie opens nothing: another expiry, another id, another mac, another purpose", async () => {
    const test = open();
    const cookie = await signIn(test);
    const [name, value = ""] = cookie.split("=");
    const [id = "", expires = "", mac = ""] = value.split(".");
    const later = String(Number(expires) + DESK_SESSION_MS);
    const deskToken = test.site.backend.links.deskUrl().split("token=")[1] ?? "";
    const forged = [
      `${id}.${later}.${mac}`,
      `${id.startsWith("A") ? "B" : "A"}${id.slice(1)}.${expires}.${mac}`,
      `${id}.${expires}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`,
      `${id}.${expires}.${deskToken}`,
      deskToken,
      "",
    ];
    for (const bad of forged) expect((await desk(test, `${name}=${bad}`)).status, bad).toBe(404);
    // The name without the prefix is another cookie (a site on http could set it).
    expect((await desk(test, `team-desk=${value}`)).status).toBe(404);
    expect((await desk(test, cookie)).status).toBe(200);
  });

  it("signing out clears the cookie, answers 303 to /, and a replayed copy of the cookie opens nothing", async () => {
    const test = open();
    const cookie = await signIn(test);
    const other = await signIn(test);
    const response = await post(test, "/team/sign-out", cookie, {}).set("Sec-Fetch-Site", "same-origin");
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe("/");
    expect((response.headers["set-cookie"] as unknown as string[])[0]).toMatch(
      /^__Secure-team-desk=; Max-Age=0; .*Path=\/team; HttpOnly; Secure; SameSite=Strict/,
    );
    expect((await desk(test, cookie)).status).toBe(404);
    // Another opening of the link (a colleague's browser) stays signed in.
    expect((await desk(test, other)).status).toBe(200);
  });

  it("removing the secret that signed a session ends it; a session signed by a secret still in the keyring stays", async () => {
    const [old, next] = [newLinkSecret(), newLinkSecret()];
    const first = open({ env: { BOOKING_LINK_SECRET: old } });
    const dataDir = first.dataDir;
    const cookie = await signIn(first);
    await first.site.close();
    const rotated = bookingApp({ now: () => clock, dataDir, env: { BOOKING_LINK_SECRET: `${next},${old}` } });
    app = rotated;
    expect((await desk(rotated, cookie)).status).toBe(200);
    await rotated.site.close();
    const revoked = bookingApp({ now: () => clock, dataDir, env: { BOOKING_LINK_SECRET: next } });
    app = revoked;
    expect((await desk(revoked, cookie)).status).toBe(404);
  });

  it("the session opens every booking's team page without its token", async () => {
    const test = open();
    const { id } = await bookForTheTeam(test);
    const cookie = await signIn(test);
    const page = await test.request.get(`/team/bookings/${id}`).set("Cookie", cookie);
    expect(page.status).toBe(200);
    expect(shown(page.text)).toContain("Grace Hopper");
  });

  it("a team page the session opened leads back to the desk, and a decision there puts no token in the address", async () => {
    const test = open();
    const { id, page } = await bookForTheTeam(test);
    const cookie = await signIn(test);
    const opened = shown((await test.request.get(`/team/bookings/${id}`).set("Cookie", cookie)).text);
    expect(opened).toMatch(/<a href="\/team"[^>]*>.*Back to the desk<\/a>/s);
    // A tool, not a page to browse: none of the site's navigation.
    expect(opened).not.toContain("Consult Now");
    const confirmed = await post(test, `/team/bookings/${id}/confirm`, cookie, {
      meetingUrl: MEETING,
      note: "",
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.location).toBe(`/team/bookings/${id}?done=confirmed`);
    // Opened by its own link, from the e-mail: no desk to go back to.
    const byLink = shown((await test.request.get(page)).text);
    expect(byLink).not.toContain("Back to the desk");
    expect(byLink).toContain("Grace Hopper");
  });

  it("the desk token is in no log line, and no page of the desk", async () => {
    const test = open();
    const token = test.site.backend.links.deskUrl().split("token=")[1] ?? "";
    const cookie = await signIn(test);
    const html = (await desk(test, cookie)).text;
    expect(html).not.toContain(token);
    expect(test.rawLog.join("\n")).not.toContain(token);
    expect(test.rawLog.join("\n")).not.toContain(cookie.split("=")[1]);
    const line = test.logLines.find((entry) => entry.msg === "request" || entry.event === "request");
    expect(JSON.stringify(line ?? test.logLines)).not.toContain("token=");
  });
});

describe("the desk's lists", () => {
  it("Waiting for you: requested bookings from today, soonest first, with what the team needs", async () => {
    const test = open();
    await bookForTheTeam(test, { name: "Later Lee", date: "2026-12-03", timeSlot: "15:00 to 16:00" });
    clock = new Date(NOW.getTime() + 2 * HOUR);
    await bookForTheTeam(test, {
      name: "Soon Sam",
      date: "2026-11-23",
      timeSlot: "12:00 to 14:00",
      hours: 2,
    });
    await bookForTheTeam(test, { name: "Same Day Early", date: "2026-12-03", timeSlot: "11:00 to 12:00" });
    clock = new Date(NOW.getTime() + 5 * HOUR);
    const html = shown((await desk(test, await signIn(test))).text);
    expect(listed(html, "waiting")).toEqual(["Soon Sam", "Same Day Early", "Later Lee"]);
    expect(html).toContain("Mon, Nov 23, 2026");
    expect(html).toContain("12:00 to 14:00 EST · 2 hours");
    expect(html).toContain("API · requested 3 hours ago");
    expect(html).toContain("API · requested 5 hours ago");
    expect(html).toContain(teamDesk.confirm);
    // Its team page, opened by the session: no token on the desk.
    expect(html).toMatch(/href="\/team\/bookings\/[0-9a-f-]+"/);
  });

  it("without MEETING_URL, no one-press Confirm", async () => {
    const test = open({ env: { MEETING_URL: "" } });
    await bookForTheTeam(test);
    const html = shown((await desk(test, await signIn(test))).text);
    expect(listed(html, "waiting")).toEqual(["Grace Hopper"]);
    expect(html).not.toContain(teamDesk.confirm);
  });

  it("Coming up: confirmed bookings of the next 30 days by date, with their meeting links; Recently changed: 14 days", async () => {
    const test = open();
    const soon = await bookForTheTeam(test, { name: "Confirmed Soon", date: "2026-11-25" });
    const far = await bookForTheTeam(test, { name: "Confirmed Far", date: "2027-01-10" });
    const gone = await bookForTheTeam(test, { name: "Cancelled Carl", date: "2026-11-26" });
    const old = await bookForTheTeam(test, { name: "Declined Long Ago", date: "2026-11-27" });
    for (const { id } of [soon, far]) {
      const booking = await test.store.findBooking(id);
      if (!booking) throw new Error("no booking");
      expect((await test.site.backend.team.confirm(booking, { meetingUrl: MEETING, note: null })).kind).toBe(
        "decided",
      );
    }
    const declined = await test.store.findBooking(old.id);
    if (!declined) throw new Error("no booking");
    await test.site.backend.team.decline(declined, { message: null });
    clock = new Date(NOW.getTime() + 2 * 24 * HOUR);
    await test.store.cancel(gone.id, clock, "visitor");
    clock = new Date(NOW.getTime() + 14 * 24 * HOUR + HOUR);
    const html = shown((await desk(test, await signIn(test))).text);
    expect(listed(html, "coming")).toEqual([]);
    clock = new Date(NOW.getTime() + 3 * 24 * HOUR);
    const now = shown((await desk(test, await signIn(test))).text);
    expect(listed(now, "coming")).toEqual(["Confirmed Soon"]);
    expect(now).toContain(`href="${MEETING}"`);
    expect(listed(now, "changed")).toEqual(["Cancelled Carl", "Declined Long Ago"]);
    expect(now).toContain("Cancelled</span> by the visitor, 1 day ago");
    expect(now).toContain("Declined</span> by the team, 3 days ago");
    expect(listed(now, "waiting")).toEqual([]);
    // Past 14 days the decline (at NOW) leaves the list; the cancel (NOW + 2 days) stays.
    clock = new Date(NOW.getTime() + 14 * 24 * HOUR + HOUR);
    expect(listed(shown((await desk(test, await signIn(test))).text), "changed")).toEqual(["Cancelled Carl"]);
  });

  it("Coming up ends on the 30th day, counted in the company's zone (at 02:00 UTC New York is still on the day before)", async () => {
    const test = open();
    // NOW is Saturday 21 November 2026; at 02:00 UTC on the 22nd it is still the 21st in New York.
    const day29 = await bookForTheTeam(test, { name: "Day Thirty", date: "2026-12-20" });
    const day30 = await bookForTheTeam(test, { name: "Day Thirty-one", date: "2026-12-21" });
    for (const { id } of [day29, day30]) {
      const booking = await test.store.findBooking(id);
      if (!booking) throw new Error("no booking");
      await test.site.backend.team.confirm(booking, { meetingUrl: MEETING, note: null });
    }
    clock = new Date("2026-11-22T02:00:00Z");
    expect(listed(shown((await desk(test, await signIn(test))).text), "coming")).toEqual(["Day Thirty"]);
  });

  it("a store that cannot say whether a session was signed out answers 503, never the not-found page", async () => {
    const test = open();
    const cookie = await signIn(test);
    test.store.deskSessionEnded = async () => {
      throw new Error("the store is away");
    };
    const response = await desk(test, cookie);
    expect(response.status).toBe(503);
  });

  it("each list shows at most 50 rows and says how many more there are", async () => {
    const test = open();
    for (let day = 0; day < 52; day += 1) {
      const date = new Date(Date.UTC(2026, 11, 1 + Math.floor(day / 9)));
      const hour = 11 + (day % 9);
      await bookForTheTeam(test, {
        name: `Visitor ${String(day).padStart(2, "0")}`,
        date: date.toISOString().slice(0, 10),
        timeSlot: `${hour}:00 to ${hour + 1}:00`,
      });
    }
    const html = shown((await desk(test, await signIn(test))).text);
    expect(listed(html, "waiting")).toHaveLength(50);
    expect(listed(html, "waiting")[0]).toBe("Visitor 00");
    expect(html).toContain(teamDesk.more(2));
  });
});

describe("the desk's closed days", () => {
  const close = (test: App, from: string, until: string, reason: string) =>
    test.site.backend.closedDays.close({ from, until, reason });

  it("consecutive dates with one reason are one row with one Reopen of the range; another reason or a gap, another row", async () => {
    const test = open();
    await close(test, "2026-12-20", "2027-02-20", "Winter break");
    // The day after, another reason; then a gap of a day, the same reason again.
    await close(test, "2027-02-21", "2027-02-21", "Stocktake");
    await close(test, "2027-02-23", "2027-02-24", "Stocktake");
    const html = shown((await desk(test, await signIn(test))).text);
    expect(closedRows(html)).toEqual([
      {
        lines: ["Sun, Dec 20, 2026 to Sat, Feb 20, 2027", "Winter break · 63 days"],
        reopens: [
          {
            from: "2026-12-20",
            until: "2027-02-20",
            button: "Reopen Sun, Dec 20, 2026 to Sat, Feb 20, 2027",
          },
        ],
      },
      {
        lines: ["Sun, Feb 21, 2027", "Stocktake"],
        reopens: [{ from: "2027-02-21", until: "2027-02-21", button: "Reopen Sun, Feb 21, 2027" }],
      },
      {
        lines: ["Tue, Feb 23, 2027 to Wed, Feb 24, 2027", "Stocktake · 2 days"],
        reopens: [
          {
            from: "2027-02-23",
            until: "2027-02-24",
            button: "Reopen Tue, Feb 23, 2027 to Wed, Feb 24, 2027",
          },
        ],
      },
    ]);
    expect(html).not.toContain("more not shown");
  });

  it("at most 50 rows, counted as ranges, and how many more (the count says dates); every closed date flags its bookings, shown or not", async () => {
    const test = open();
    // Booked before its day is closed: the last range, past the 50 shown.
    await bookForTheTeam(test, { name: "Held Late", date: "2027-06-07", timeSlot: "11:00 to 12:00" });
    await close(test, "2026-12-20", "2027-02-20", "Winter break");
    await close(test, "2027-02-21", "2027-02-21", "Stocktake");
    await close(test, "2027-02-23", "2027-02-23", "Stocktake");
    // 50 single dates, a day apart: with the three ranges above, 53 rows.
    for (let day = 0; day < 50; day += 1) {
      const date = new Date(Date.UTC(2027, 2, 1 + 2 * day)).toISOString().slice(0, 10);
      await close(test, date, date, "Audit");
    }
    const html = shown((await desk(test, await signIn(test))).text);
    const rows = closedRows(html);
    expect(rows).toHaveLength(50);
    expect(rows[0]?.reopens).toEqual([expect.objectContaining({ from: "2026-12-20", until: "2027-02-20" })]);
    expect(rows.at(-1)?.reopens).toEqual([
      expect.objectContaining({ from: "2027-06-01", until: "2027-06-01" }),
    ]);
    expect(rows.every((row) => row.reopens.length === 1)).toBe(true);
    const section = /<section id="closed"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(section).toContain(teamDesk.more(3));
    // The list's count and the overview's: dates, not rows (63 + 1 + 1 + 50).
    expect(section).toMatch(/<h2[^>]*>[\s\S]*?>115<\/span><\/h2>/);
    expect(/<a href="#closed"[\s\S]*?<\/a>/.exec(html)?.[0]).toMatch(/>115</);
    // The 48th to 50th Audit dates are not shown; the last, 2027-06-07, flags its booking all the same.
    expect(listed(html, "waiting")).toEqual(["Held Late"]);
    expect(/<section id="waiting"[\s\S]*?<\/section>/.exec(html)?.[0]).toContain(
      teamDesk.closedDayFlag("Audit"),
    );
  });

  it("a range's Reopen reopens the whole range and nothing else", async () => {
    const test = open();
    const cookie = await signIn(test);
    await close(test, "2026-12-20", "2027-02-20", "Winter break");
    await close(test, "2027-02-21", "2027-02-21", "Stocktake");
    const [winter] = closedRows(shown((await desk(test, cookie)).text));
    const fields = winter?.reopens[0];
    expect(fields).toMatchObject({ from: "2026-12-20", until: "2027-02-20" });
    const response = await post(test, "/team/reopen", cookie, {
      from: fields?.from ?? "",
      until: fields?.until ?? "",
    }).set("Sec-Fetch-Site", "same-origin");
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe("/team?done=reopened");
    expect((await test.store.listClosedDays()).map((day) => [day.date, day.reason])).toEqual([
      ["2027-02-21", "Stocktake"],
    ]);
    const html = shown((await test.request.get("/team?done=reopened").set("Cookie", cookie)).text);
    expect(closedRows(html).map((row) => row.lines[0])).toEqual(["Sun, Feb 21, 2027"]);
  });

  it("a run longer than one reopen takes is split into rows of at most that many days, each reopened by its own press", async () => {
    const test = open();
    const cookie = await signIn(test);
    await close(test, "2026-12-01", "2027-12-01", "Renovation");
    await close(test, "2027-12-02", "2028-01-10", "Renovation");
    const rows = closedRows(shown((await desk(test, cookie)).text));
    expect(rows.map((row) => [row.lines, row.reopens.map(({ from, until }) => [from, until])])).toEqual([
      [["Tue, Dec 1, 2026 to Wed, Dec 1, 2027", "Renovation · 366 days"], [["2026-12-01", "2027-12-01"]]],
      [["Thu, Dec 2, 2027 to Mon, Jan 10, 2028", "Renovation · 40 days"], [["2027-12-02", "2028-01-10"]]],
    ]);
    for (const { reopens } of rows) {
      const response = await post(test, "/team/reopen", cookie, {
        from: reopens[0]?.from ?? "",
        until: reopens[0]?.until ?? "",
      }).set("Sec-Fetch-Site", "same-origin");
      expect(response.status).toBe(303);
    }
    expect(await test.store.listClosedDays()).toEqual([]);
  });
});

describe("the desk's forms", () => {
  const sameSite = (request: ReturnType<typeof post>) => request.set("Sec-Fetch-Site", "same-origin");

  it("Confirm with the usual link: the team service's confirm, 303 back to the desk with a notice", async () => {
    const test = open();
    const { id } = await bookForTheTeam(test);
    const cookie = await signIn(test);
    const response = await sameSite(post(test, "/team/confirm", cookie, { bookingId: id, sequence: "0" }));
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe("/team?done=confirmed");
    const booking = await test.store.findBooking(id);
    expect(booking?.state).toBe("confirmed");
    expect(booking?.meetingUrl).toBe(MEETING);
    expect(booking?.history.at(-1)).toMatchObject({ kind: "confirmed", by: "team" });
    const html = shown((await test.request.get("/team?done=confirmed").set("Cookie", cookie)).text);
    expect(html).toContain(teamDesk.notices.confirmed);
    expect(listed(html, "coming")).toEqual(["Grace Hopper"]);
  });

  it("a booking changed since the desk showed it is not confirmed blindly: 409 with the reason", async () => {
    const test = open();
    const { id } = await bookForTheTeam(test);
    const cookie = await signIn(test);
    await test.store.cancel(id, NOW, "visitor");
    const response = await sameSite(post(test, "/team/confirm", cookie, { bookingId: id, sequence: "0" }));
    expect(response.status).toBe(409);
    expect(shown(response.text)).toContain("The visitor cancelled this booking");
  });

  it("Close a range with a reason: the closed-days service, then the desk lists the bookings held on it", async () => {
    const test = open();
    await bookForTheTeam(test, { name: "Held Hannah", date: "2026-12-04" });
    const cookie = await signIn(test);
    const response = await sameSite(
      post(test, "/team/close", cookie, { from: "2026-12-04", until: "2026-12-05", reason: "Company event" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe("/team?done=closed&from=2026-12-04&until=2026-12-05");
    expect((await test.store.listClosedDays()).map((day) => [day.date, day.reason])).toEqual([
      ["2026-12-04", "Company event"],
      ["2026-12-05", "Company event"],
    ]);
    const html = shown(
      (await test.request.get(response.headers.location as string).set("Cookie", cookie)).text,
    );
    expect(html).toContain(
      "1 booking is held on Fri, Dec 4, 2026 to Sat, Dec 5, 2026 and stays as it is: tell its visitor, or cancel from the booking's page.",
    );
    expect(html).toContain("Fri, Dec 4, 2026, 11:00 to 12:00 EST: Held Hannah");
    expect(html).toContain(teamDesk.closedDayFlag("Company event"));
    expect(closedRows(html)).toEqual([
      {
        lines: ["Fri, Dec 4, 2026 to Sat, Dec 5, 2026", "Company event · 2 days"],
        reopens: [
          { from: "2026-12-04", until: "2026-12-05", button: "Reopen Fri, Dec 4, 2026 to Sat, Dec 5, 2026" },
        ],
      },
    ]);
  });

  it("a refused close is the desk again at the post's address, 400, with the message beside the field and the values kept", async () => {
    const test = open();
    const cookie = await signIn(test);
    const response = await sameSite(
      post(test, "/team/close", cookie, { from: "2026-12-05", until: "2026-12-04", reason: "Oops" }),
    );
    expect(response.status).toBe(400);
    const html = shown(response.text);
    expect(html).toContain("Choose a last date on or after the first date");
    expect(html).toContain('value="Oops"');
    // Said at the top too, where the desk opens, focused and linked to the field.
    const summary = /<div id="close-error-summary"[^>]*>[\s\S]*?<\/ul><\/div>/.exec(html)?.[0] ?? "";
    expect(summary).toContain('role="alert"');
    expect(summary).toContain("autofocus");
    expect(summary).toContain(teamDesk.close.refused);
    expect(summary).toContain('href="#close-until"');
    expect(html.indexOf("close-error-summary")).toBeLessThan(html.indexOf('id="waiting"'));
    expect(await test.store.listClosedDays()).toEqual([]);
  });

  it("a day that has passed is not closed: 400 beside the first date", async () => {
    const test = open();
    const cookie = await signIn(test);
    const response = await sameSite(
      post(test, "/team/close", cookie, { from: "2026-11-20", until: "", reason: "" }),
    );
    expect(response.status).toBe(400);
    expect(shown(response.text)).toContain("Choose today or a later date");
    expect(await test.store.listClosedDays()).toEqual([]);
  });

  it("Reopen: the closed-days service, 303 back", async () => {
    const test = open();
    const cookie = await signIn(test);
    await test.site.backend.closedDays.close({ from: "2026-12-24", until: "2026-12-24", reason: "Holiday" });
    const response = await sameSite(
      post(test, "/team/reopen", cookie, { from: "2026-12-24", until: "2026-12-24" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe("/team?done=reopened");
    expect(await test.store.listClosedDays()).toEqual([]);
  });

  it("Queue again: a booking's failed deliveries pending again, as --retry does", async () => {
    const { startFakeN8n } = await import("../support/fake-n8n");
    const fake = await startFakeN8n({ mode: "500" });
    try {
      const test = open({ n8n: fake, deliveryWaitMs: 50 });
      const booked = await test.request
        .post("/api/n8n/submit-consultation")
        .set(JSON_HEADERS)
        .send(validBooking({ name: "Failing Fran" }));
      expect(booked.status).toBe(202);
      const id = booked.body.bookingId as string;
      const [delivery] = (await test.store.findBooking(id))?.deliveries ?? [];
      await test.store.outbox.giveUp(delivery?.id as number, "refused 5 times: n8n answered 422", NOW);
      const cookie = await signIn(test);
      const html = shown((await desk(test, cookie)).text);
      expect(html).toContain("refused 5 times: n8n answered 422");
      expect(html).toMatch(
        /submit-consultation<\/span> · <a href="\/team\/bookings\/[^"]+"[^>]*>Failing Fran/,
      );
      const response = await sameSite(post(test, "/team/retry", cookie, { bookingId: id }));
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe("/team?done=queued");
      expect((await test.store.findBooking(id))?.deliveries[0]?.status).toBe("pending");
      const again = await sameSite(post(test, "/team/retry", cookie, { bookingId: id }));
      expect(again.headers.location).toBe("/team?done=nothing_queued");
    } finally {
      await app?.close();
      app = undefined;
      await fake.close();
    }
  });

  it("another site's post is 403 before anything is read or changed", async () => {
    const test = open();
    const { id } = await bookForTheTeam(test);
    const cookie = await signIn(test);
    for (const path of ["/team/confirm", "/team/close", "/team/reopen", "/team/retry", "/team/sign-out"]) {
      const response = await post(test, path, cookie, { bookingId: id, from: "2026-12-24" })
        .set("Sec-Fetch-Site", "cross-site")
        .set("Origin", "https://evil.example");
      expect(response.status, path).toBe(403);
    }
    expect((await test.store.findBooking(id))?.state).toBe("requested");
    expect(await test.store.listClosedDays()).toEqual([]);
    expect((await desk(test, cookie)).status).toBe(200);
  });

  it("a post that does not say where it comes from is 403: the desk is worked from a browser", async () => {
    const test = open();
    const { id } = await bookForTheTeam(test);
    const cookie = await signIn(test);
    for (const path of ["/team/confirm", "/team/close", "/team/reopen", "/team/retry", "/team/sign-out"]) {
      const response = await test.request
        .post(path)
        .set("Cookie", cookie)
        .set("Content-Type", FORM)
        .send(new URLSearchParams({ bookingId: id, sequence: "0", from: "2026-12-24" }).toString());
      expect(response.status, path).toBe(403);
    }
    expect((await test.store.findBooking(id))?.state).toBe("requested");
    expect(await test.store.listClosedDays()).toEqual([]);
  });
});

describe("a request whose slot started before anyone answered it", () => {
  it("the desk offers no confirm for it, and the team's page and the visitor's say it lapsed", async () => {
    const test = open();
    const lapsed = await bookForTheTeam(test, { name: "Lapsed Request" });
    const waiting = await bookForTheTeam(test, { name: "Still Waiting", timeSlot: "15:00 to 16:00" });
    // 11:30 in New York on 1 December: the first slot has started, the second has not.
    clock = new Date("2026-12-01T16:30:00Z");
    const cookie = await signIn(test);
    const html = shown((await desk(test, cookie)).text);
    expect(listed(html, "waiting")).toEqual(["Lapsed Request", "Still Waiting"]);
    const section = /<section id="waiting"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    const rows = section.split("<li").slice(1);
    const rowOf = (name: string) => rows.find((row) => row.includes(name)) ?? "";
    expect(textOf(rowOf("Lapsed Request"))).toContain(teamDesk.lapsed);
    expect(rowOf("Lapsed Request")).not.toContain(`value="${lapsed.id}"`);
    expect(rowOf("Still Waiting")).toContain(`value="${waiting.id}"`);
    expect(textOf(rowOf("Still Waiting"))).not.toContain(teamDesk.lapsed);

    const team = shown((await test.request.get(lapsed.page)).text);
    expect(textOf(team)).toContain(teamPage.lapsed.text);
    expect(textOf(team)).not.toContain(teamPage.states.requested.text);

    const visitor = shown((await test.request.get(test.site.backend.links.pagePath(lapsed.id))).text);
    expect(textOf(visitor)).toContain(bookingPage.lapsed.title);
    expect(textOf(visitor)).toContain(bookingPage.lapsed.text);
    expect(textOf(visitor)).not.toContain(bookingPage.texts.withTeam);
    expect(visitor).not.toContain(bookingPage.calendarLinks.ics);
    // The one still ahead is a request as before.
    const ahead = shown((await test.request.get(test.site.backend.links.pagePath(waiting.id))).text);
    expect(textOf(ahead)).toContain(bookingPage.texts.withTeam);
    expect(ahead).toContain(bookingPage.calendarLinks.ics);
  });
});
