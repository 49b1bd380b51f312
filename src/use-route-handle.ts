import { useMatches } from "react-router";
import type { RouteHandle } from "./route-handle";

/** The handle of the deepest matched page route: tells a shared layout which entry to show. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.page) return handle;
  }
  return undefined;
}
