import { renderToReadableStream } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  type StaticHandlerContext,
  StaticRouterProvider,
} from "react-router";
import { AppShell } from "../../src/app-shell";
import { zoneName } from "../../src/booking/zone-name";
import { bootstrapScript } from "../../src/bootstrap";
import { PAGE_AREA_ROUTE_ID, type PageName, type RouteHandle } from "../../src/routes";
import type { SiteFacts } from "../../src/site";
import { scriptHash } from "../http/security-headers";
import type { Logger } from "../logger";
import type { PageAssets } from "./assets";

export interface RenderOptions {
  /** Crawlers get the complete document; people get the shell as soon as it is ready. */
  waitForAllContent: boolean;
}

/**
 * A document React rendered: its status, the HTML as it streams, and the hashes of its
 * inline scripts, which the page's Content-Security-Policy must allow (the caller builds
 * the headers: the page cache once per page, the per-request path once per answer).
 */
export interface RenderedDocument {
  status: number;
  stream: ReadableStream<Uint8Array>;
  inlineScriptHashes: readonly string[];
}

/**
 * A document, or an answer React did not render (a loader's redirect, or the plain 500
 * when the layout itself fails), passed on unchanged.
 */
export type RenderPage = (request: Request, options: RenderOptions) => Promise<RenderedDocument | Response>;

export interface RendererDeps {
  routes: RouteObject[];
  assets: PageAssets;
  siteUrl: string;
  /** The booking slots' zone (`COMPANY_TIME_ZONE`). */
  timeZone: string;
  logger: Logger;
}

/**
 * Request in, document out (React Router's custom framework example): the static handler
 * answers redirects and statuses, React streams the whole document.
 */
export function createRenderer({ routes, assets, siteUrl, timeZone, logger }: RendererDeps): RenderPage {
  const handler = createStaticHandler(routes);
  const facts: SiteFacts = { siteUrl, timeZone, timeZoneName: zoneName(timeZone) };

  const renderDocument = (context: StaticHandlerContext) => {
    const router = createStaticRouter(handler.dataRoutes, context);
    const pages = context.matches.flatMap((match) => {
      const page = (match.route.handle as RouteHandle | undefined)?.page;
      return page ? [page] : ([] as PageName[]);
    });
    const site = {
      ...facts,
      assets: { stylesheets: assets.stylesheets, modules: assets.modulesFor(pages) },
    };
    let shellReady = false;
    const script = bootstrapScript(context, facts);
    const stream = renderToReadableStream(
      <AppShell site={site}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>,
      {
        bootstrapScriptContent: script,
        bootstrapModules: [...assets.bootstrapModules],
        onError(error) {
          // Errors before the shell are answered with the 500 page below; log only later ones.
          if (shellReady) logger.error("render.stream_error", { error: String(error) });
        },
      },
    );
    return stream.then((ready) => {
      shellReady = true;
      return { stream: ready, inlineScriptHashes: [scriptHash(script)] };
    });
  };

  return async (request, { waitForAllContent }) => {
    let context = await handler.query(request);
    if (context instanceof Response) return context;

    let rendered: Awaited<ReturnType<typeof renderDocument>>;
    try {
      rendered = await renderDocument(context);
    } catch (error) {
      // A component threw while rendering: show the fallback screen inside the layout.
      logger.error("render.error", { path: new URL(request.url).pathname, error: String(error) });
      context = { ...context, statusCode: 500, errors: { [PAGE_AREA_ROUTE_ID]: error } };
      try {
        rendered = await renderDocument(context);
      } catch {
        // The layout itself fails: nothing React renders can be trusted, answer plainly.
        return new Response(`Unexpected Application Error!\n500 ${String(error)}\n`, {
          status: 500,
          headers: { "Content-Type": "text/plain; charset=utf-8" },
        });
      }
    }
    if (waitForAllContent) await rendered.stream.allReady;
    return { status: context.statusCode, ...rendered };
  };
}
