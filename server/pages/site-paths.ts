import type { RouteObject } from "react-router";
import { portfolioDetailIds } from "../../src/content/portfolio";

/** Values a dynamic segment takes on a real page: only ids with detail data are pages. */
const dynamicSegments: Record<string, readonly string[]> = { ":id": portfolioDetailIds };

/**
 * Every indexable path, derived from the one route table: static paths as they stand,
 * dynamic ones expanded with their known values, the catch-all left out.
 */
export function indexablePaths(routes: readonly RouteObject[], parent = ""): string[] {
  const paths: string[] = [];
  for (const route of routes) {
    if (route.path === "*") continue;
    const own = route.path === undefined ? parent : joinPath(parent, route.path);
    if (route.index || (route.path !== undefined && !route.children?.length))
      paths.push(...expand(own || "/"));
    if (route.children) paths.push(...indexablePaths(route.children, own));
  }
  return [...new Set(paths)];
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith("/")) return path;
  return `${parent.replace(/\/$/, "")}/${path}`;
}

function expand(path: string): string[] {
  const segments = path.split("/");
  const index = segments.findIndex((segment) => segment.startsWith(":"));
  if (index === -1) return [path];
  const values = dynamicSegments[segments[index] as string] ?? [];
  return values.flatMap((value) => expand(segments.with(index, value).join("/")));
}
