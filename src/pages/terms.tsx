import { LegalPage } from "../components/legal-page";
import { lastUpdated, termsSections } from "../content/legal";
import { termsSeo } from "../content/seo/terms";

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      path="/terms"
      seo={termsSeo}
      sections={termsSections}
      lastUpdated={lastUpdated}
    />
  );
}
