import type { PortfolioProject } from "../schema";

export const healthcareMobileApp: PortfolioProject = {
  id: "healthcare-mobile-app",
  title: "Remote Patient Monitoring App",
  category: "Mobile App",
  description:
    "A HIPAA-compliant iOS and Android app that collects readings from connected devices, reminds patients about medications and alerts care teams to worrying trends.",
  image: "/images/portfolio/healthcare-mobile-app.svg",
  technologies: ["React Native", "Node.js", "HL7 FHIR", "Apple HealthKit", "Health Connect", "AWS"],
  featured: true,
  detail: {
    headline: [
      { figure: "4,000+", label: "patients enrolled within the first year" },
      { figure: "82%", label: "daily reading adherence among active patients" },
      { figure: "50%", label: "less nurse time on routine check-in calls" },
    ],
    longDescription: [
      "A regional healthcare network wanted to support patients with chronic conditions between visits. Nurses relied on phone calls to collect blood pressure and glucose readings, which was time-consuming and often missed early warning signs.",
      "We built a HIPAA-compliant mobile app for iOS and Android that collects readings from connected devices, reminds patients about medications and check-ins, and sends the data to a care team dashboard. Readings are written to the network's EHR as FHIR observations, and out-of-range trends trigger alerts for nurses.",
    ],
    duration: "8 months",
    teamSize: "9 specialists",
    clientType: "Regional healthcare network",
    features: [
      "Bluetooth device pairing for blood pressure cuffs, glucose meters and scales",
      "Medication and check-in reminders with simple, accessible screens",
      "Care team dashboard with configurable alert thresholds",
      "EHR integration through FHIR APIs for readings and care plans",
      "Secure messaging between patients and nurses",
      "Encrypted data at rest and in transit, with audit logs for all PHI access",
    ],
    challenges: [
      {
        challenge: "Many patients were older adults with little experience using apps.",
        solution:
          "We tested designs with patients, used large type and high contrast, kept each screen to a single task and added a caregiver mode.",
      },
      {
        challenge: "Devices from different manufacturers reported readings in different formats.",
        solution:
          "We built a device integration layer that normalizes readings into standard FHIR observations before they reach the EHR.",
      },
    ],
    results: [
      "More than 4,000 patients enrolled within the first year",
      "Daily reading adherence of 82% among active patients",
      "Time nurses spend on routine check-in calls reduced by 50%",
      "Passed an independent HIPAA security assessment without major findings",
    ],
  },
};
