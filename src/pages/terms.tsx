import { LegalPage } from "../components/legal-page";
import { lastUpdated, termsSections } from "../content/legal";
import { pageSeo } from "../content/pages";

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      path="/terms"
      seo={pageSeo.terms}
      sections={termsSections}
      lastUpdated={lastUpdated}
    />
  );
}
