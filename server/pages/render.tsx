import { renderToReadableStream } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type RouteObject,
  type RouterContextProvider,
  type StaticHandlerContext,
  StaticRouterProvider,
} from "react-router";
import { AppShell } from "../../src/app-shell";
import type { CompanyCalendar } from "../../src/booking/calendar";
import { todayIn } from "../../src/booking/dates";
import { DEFAULT_CALENDAR } from "../../src/booking/default-calendar";
import type { StatedFee } from "../../src/booking/fee";
import { zoneName } from "../../src/booking/zone-name";
import { bootstrapScript, deferredModules } from "../../src/bootstrap";
import type { PageName, RouteHandle } from "../../src/route-handle";
import { PAGE_AREA_ROUTE_ID } from "../../src/routes";
import type { SiteFacts } from "../../src/site";
import { scriptHash } from "../http/security-headers";
import type { Logger } from "../logger";
import type { PageAssets } from "./assets";
import { errorPage } from "./error-page";

export interface RenderOptions {
  /** The request the render is for, named in its error line. */
  requestId?: string;
}

/** A document React rendered completely, with the hashes of the inline scripts its CSP must allow. */
export interface RenderedDocument {
  status: number;
  stream: ReadableStream<Uint8Array>;
  inlineScriptHashes: readonly string[];
}

/** A document, or a response React did not render (a redirect, the static 500 page), passed on unchanged. */
export type RenderPage = (request: Request, options?: RenderOptions) => Promise<RenderedDocument | Response>;

/**
 * The renderer in two steps (server/pages/request-pages.ts): `query` runs the route's action
 * and loaders, `document` renders their result, so only the render is load-shed.
 */
export interface Renderer {
  /** Query and render in one step: a kept page's. */
  page: RenderPage;
  query(request: Request, requestContext: RouterContextProvider): Promise<StaticHandlerContext | Response>;
  document(
    request: Request,
    context: StaticHandlerContext,
    options?: RenderOptions,
  ): Promise<RenderedDocument | Response>;
}

export interface RendererDeps {
  routes: RouteObject[];
  assets: PageAssets;
  siteUrl: string;
  /** The booking slots' zone (`COMPANY_TIME_ZONE`). */
  timeZone: string;
  /** `CONSULTATION_FEE`, which the booking form, the booking page and the FAQ state. */
  fee: StatedFee | null;
  /** The company's calendar (`BOOKING_HOURS` and the rest): the booking form applies it in the browser too. */
  calendar?: CompanyCalendar;
  logger: Logger;
  /** The clock a render reads its day from (tests set their own). */
  now?: () => Date;
}

/**
 * Request in, document out (React Router's custom framework example): the static handler
 * answers redirects and statuses, React streams the whole document.
 */
export function createRenderer(deps: RendererDeps): RenderPage {
  return createRendering(deps).page;
}

/** The renderer in its steps (see `Renderer`). */
export function createRendering({
  routes,
  assets,
  siteUrl,
  timeZone,
  fee,
  calendar = DEFAULT_CALENDAR,
  logger,
  now = () => new Date(),
}: RendererDeps): Renderer {
  const handler = createStaticHandler(routes);
  const facts: Omit<SiteFacts, "today"> = {
    siteUrl,
    timeZone,
    timeZoneName: zoneName(timeZone),
    fee,
    calendar,
    socialCards: assets.socialCards,
  };

  /**
   * The whole document before anything is sent. An error anywhere fails the render, even in
   * a Suspense boundary (React would stream a client fallback carrying the error's message).
   */
  const renderDocument = async (context: StaticHandlerContext) => {
    const router = createStaticRouter(handler.dataRoutes, context);
    const pages = context.matches.flatMap((match) => {
      const page = (match.route.handle as RouteHandle | undefined)?.page;
      return page ? [page] : ([] as PageName[]);
    });
    // The day of this render, in the company's zone: a kept page is rendered again when it turns.
    const today = { ...facts, today: todayIn(timeZone, now()) };
    const site = {
      ...today,
      assets: { stylesheets: assets.stylesheets, fonts: assets.fonts },
    };
    const script = `${bootstrapScript(context, today)}${deferredModules(assets.bootstrapModules, assets.modulesFor(pages))}`;
    const failures: unknown[] = [];
    const stream = await renderToReadableStream(
      <AppShell site={site}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>,
      {
        bootstrapScriptContent: script,
        onError: (error) => {
          failures.push(error);
        },
      },
    );
    await stream.allReady;
    if (failures.length > 0) {
      await stream.cancel();
      throw failures[0];
    }
    return { stream, inlineScriptHashes: [scriptHash(script)] };
  };

  const document = async (
    request: Request,
    context: StaticHandlerContext,
    { requestId }: RenderOptions = {},
  ): Promise<RenderedDocument | Response> => {
    const logFailure = (error: unknown) =>
      logger.error("render.error", {
        ...(requestId === undefined ? {} : { id: requestId }),
        path: new URL(request.url).pathname,
        err: error,
      });

    const shown = withoutErrorText(context, logFailure);
    try {
      return { status: shown.statusCode, ...(await renderDocument(shown)) };
    } catch (error) {
      // A component threw: show the fallback screen inside the layout.
      logFailure(error);
      const failed = { ...shown, statusCode: 500, errors: { [PAGE_AREA_ROUTE_ID]: standIn() } };
      try {
        return { status: 500, ...(await renderDocument(failed)) };
      } catch {
        // The layout itself fails: nothing React renders can be trusted.
        return errorPage(500);
      }
    }
  };
  const query: Renderer["query"] = (request, requestContext) => handler.query(request, { requestContext });
  const page: RenderPage = async (request, options) => {
    const context = await handler.query(request);
    return context instanceof Response ? context : document(request, context, options);
  };
  return { page, query, document };
}

/** What the page and its hydration data get instead of an error's own text. */
const standIn = () => new Error("Internal Server Error");

/**
 * A loader's thrown error, logged and replaced with a stand-in: its message would
 * otherwise reach the page's hydration data. A route's status response (a 404, a thrown
 * `Response`) is the route's to show and stays.
 */
function withoutErrorText(
  context: StaticHandlerContext,
  log: (error: unknown) => void,
): StaticHandlerContext {
  if (!context.errors) return context;
  const errors: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(context.errors)) {
    if (isRouteErrorResponse(error)) errors[routeId] = error;
    else {
      log(error);
      errors[routeId] = standIn();
    }
  }
  return { ...context, errors };
}
