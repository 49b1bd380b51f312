import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, generateCookie, getCookie } from "hono/cookie";
import type { DeskService } from "../booking/desk-service";
import { DESK_SESSION_MS, type DeskSession } from "../booking/desk-session";
import { staticPage } from "./error-page";

declare module "hono" {
  interface ContextVariableMap {
    /** The desk's session a `/team` request carries (read once by `teamAccess`), or null. */
    deskSession: DeskSession | null;
  }
}

/** Where the team's pages live: the desk's session cookie is sent to these paths only. */
export const TEAM_PATH = "/team";

/**
 * Who may open the team's pages (docs/architecture.md#the-teams-desk): `/team` and every
 * `/team/...` page, post and file accept the desk's session as well as their own token
 * (a booking's team token, the calendar feed's token); without either they answer the
 * ordinary not-found page. The middleware reads the session once per request; a route
 * asks `teamAllowed` with what its own token says.
 */
export function teamAccess(desk: DeskService, unavailable: (c: Context) => Response | Promise<Response>) {
  const { sessions } = desk;
  const cookie = { path: TEAM_PATH, httpOnly: true, secure: sessions.secure, sameSite: "Strict" } as const;
  const middleware: MiddlewareHandler = async (c, next) => {
    const session = await desk.session(getCookie(c, sessions.cookieName));
    // A store that cannot say whether the session was signed out is a 503, never "signed out".
    if (session === "unavailable") return unavailable(c);
    c.set("deskSession", session);
    await next();
  };
  return {
    middleware,
    /**
     * Opens the desk link: a new session's cookie, and 303 to `/team`, so the token leaves the
     * address bar. A link followed from another site (an e-mail, a chat) is a cross-site
     * navigation, and a browser keeps a Strict cookie off all of it, the 303's request too:
     * `/team` would be the not-found page. There a page of this site takes the step instead;
     * its refresh replaces it in the history, so the token leaves that too.
     */
    start(c: Context, now: number): Response {
      const { value } = sessions.start(now);
      const session = generateCookie(sessions.cookieName, value, {
        ...cookie,
        maxAge: DESK_SESSION_MS / 1000,
      });
      const response =
        c.req.header("Sec-Fetch-Site") === "cross-site"
          ? staticPage({
              status: 200,
              title: "Opening the team's desk",
              head: `<meta http-equiv="refresh" content="0; url=${TEAM_PATH}">`,
              body: `<p>Your session has started. <a href="${TEAM_PATH}">Open the desk</a> if it does not open by itself.</p>`,
            })
          : c.redirect(TEAM_PATH, 303);
      response.headers.append("Set-Cookie", session);
      return response;
    },
    /** Ends the request's session: recorded as ended (a kept copy of the cookie opens nothing), the cookie cleared. */
    async end(c: Context, session: DeskSession): Promise<boolean> {
      if (!(await desk.signOut(session))) return false;
      deleteCookie(c, sessions.cookieName, cookie);
      return true;
    },
  };
}

/** Whether a `/team/...` request may be answered: it carries the desk's session, or its own token verified. */
export const teamAllowed = (c: Context, ownToken: boolean): boolean =>
  ownToken || c.get("deskSession") != null;
