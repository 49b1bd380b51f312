/**
 * The company's identity in one place, so no page hard-codes it. The product texts never
 * name the company; these are placeholder values an operator replaces. `SITE_URL` overrides `siteUrl` at
 * run time on the server (server/env.ts), and the browser reads it from the bootstrap script (src/site.tsx).
 */
export const company = {
  name: "Northwind Digital",
  shortName: "Northwind",
  legalName: "Northwind Digital LLC",
  tagline: "Scalable Web Solutions & IT Consultancy",
  blurb:
    "Transforming businesses through technology, from web development to AI integration. We design, build and run software that grows with you.",
  siteUrl: "https://www.northwind-digital.example",
  email: {
    contact: "hello@northwind-digital.example",
    privacy: "privacy@northwind-digital.example",
    legal: "legal@northwind-digital.example",
  },
  address: { locality: "New York", region: "NY", country: "US" },
  timeZone: "America/New_York",
  timeZoneLabel: "EST",
  copyrightYear: 2024,
  social: {
    linkedin: "https://www.linkedin.com/company/northwind-digital",
    github: "https://github.com/northwind-digital",
    x: "https://x.com/northwinddigital",
  },
  twitterHandle: "@northwinddigital",
} as const;

export type Company = typeof company;
