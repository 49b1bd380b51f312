import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * Route changes scroll smoothly to the top (instantly under reduced motion); a location
 * with a hash, such as `/#about` from another page, scrolls to that section instead.
 */
export function ScrollOnNavigate() {
  const { pathname, hash, key } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pathname` and `key` are triggers: every navigation scrolls, also to the same path
  useEffect(() => {
    // The first render is the server's page: the browser already placed it.
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    else window.scrollTo({ top: 0, behavior: scrollBehavior() });
    // `key` changes on every navigation, also to the same path and hash.
  }, [pathname, hash, key]);
  return null;
}
