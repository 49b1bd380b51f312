import { LegalPage } from "../components/legal-page";
import { lastUpdated, privacySections } from "../content/legal";
import { privacySeo } from "../content/seo/privacy";

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      path="/privacy"
      seo={privacySeo}
      sections={privacySections}
      lastUpdated={lastUpdated}
    />
  );
}
