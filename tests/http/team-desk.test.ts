import { afterEach, describe, expect, it } from "vitest";
import { bookForTheTeam, bookingApp, NOW } from "./booking-harness";
import { decodeEntities } from "./harness";

type App = ReturnType<typeof bookingApp>;
let app: App | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const shown = (html: string) => decodeEntities(html.split("window.__staticRouterHydrationData")[0] ?? "");

describe("smoke", () => {
  it("opens", async () => {
    app = bookingApp({ env: { MEETING_URL: "https://meet.example.com/usual" } });
    await bookForTheTeam(app);
    const link = new URL(app.site.backend.links.deskUrl());
    const start = await app.request.get(`${link.pathname}${link.search}`);
    console.log(start.status, start.headers);
    const cookie = start.headers["set-cookie"]?.[0]?.split(";")[0] ?? "";
    const desk = await app.request.get("/team").set("Cookie", cookie);
    console.log(desk.status, shown(desk.text).slice(0, 20000));
    expect(NOW).toBeDefined();
  });
});
