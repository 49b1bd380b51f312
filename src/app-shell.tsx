import { type ReactNode, StrictMode } from "react";
import { HelmetProvider } from "react-helmet-async";
import { type SiteContextValue, SiteProvider } from "./site";

/** The providers around the router, identical on the server and in the browser. */
export function AppShell({ site, children }: { site: SiteContextValue; children: ReactNode }) {
  return (
    <StrictMode>
      <SiteProvider value={site}>
        <HelmetProvider>{children}</HelmetProvider>
      </SiteProvider>
    </StrictMode>
  );
}
