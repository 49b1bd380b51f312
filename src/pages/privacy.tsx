import { LegalPage } from "../components/legal-page";
import { lastUpdated, privacySections } from "../content/legal";
import { pageSeo } from "../content/pages";

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      path="/privacy"
      seo={pageSeo.privacy}
      sections={privacySections}
      lastUpdated={lastUpdated}
    />
  );
}
