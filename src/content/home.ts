import { company } from "./company";
import type {
  About,
  ClientLogo,
  HomeHero,
  HomeLabels,
  SectionIntro,
  ServiceArea,
  Statistic,
  TechnologyItem,
  Testimonial,
} from "./schema";

/** Home page copy, in page order; `src/pages/home.tsx` only lays it out. */

export const hero: HomeHero = {
  badge: "Scalable Web Solutions & IT Consultancy",
  headline: "For businesses who think ahead.",
  paragraph:
    "We design, build and run web platforms, mobile apps, cloud infrastructure and AI solutions for companies that plan for growth. One senior team takes you from the first workshop to launch and the support after it.",
};

export const labels: HomeLabels = {
  scheduleConsultation: "Schedule Consultation",
  sendEmail: "Send us an email",
  trustedBy: "Trusted by leading companies",
  exploreArea: "Explore",
  technologies: "Technologies",
  bookConsultation: "Book Consultation",
};

/** Fictional clients for the "Trusted by leading companies" row, drawn as icon-plus-wordmark logos. */
export const trustedBy: ClientLogo[] = [
  { name: "Halcyon Freight", icon: "truck" },
  { name: "Meridian Health Partners", icon: "heart-pulse" },
  { name: "Bluepeak Outfitters", icon: "store" },
  { name: "Ironbridge Capital", icon: "landmark" },
  { name: "Solstice Learning", icon: "graduation-cap" },
  { name: "Vantage Motor Group", icon: "car" },
];

/** Headings we chose for these sections: unlike the hero badge and headline, no fixed text binds them. */
export const sectionIntros: Record<"services" | "statistics" | "testimonials", SectionIntro> = {
  services: {
    heading: "Everything You Need to Build, Run and Grow",
    paragraph:
      "From the first line of code to the infrastructure it runs on and the AI that makes it smarter, one partner covers your whole technology stack.",
  },
  statistics: {
    heading: "Results That Speak for Themselves",
    paragraph:
      "A track record built one project at a time by a team that designs, builds and supports software for businesses like yours.",
  },
  testimonials: {
    heading: "What Our Clients Say",
    paragraph:
      "Long-term partnerships are built on delivery. Here is what some of our clients say about working with us.",
  },
};

/** The three services-overview cards (anchor #services); each item links to the service page closest to it. */
export const serviceAreas: ServiceArea[] = [
  {
    title: "Development",
    icon: "code",
    description:
      "Custom software for the web, mobile devices and connected products, designed around your users.",
    href: "/services/web-development",
    items: [
      { label: "Web & Mobile Apps", icon: "smartphone", href: "/services/mobile-app" },
      { label: "Web Design", icon: "globe", href: "/services/web-development" },
      { label: "OTT Apps", icon: "layers", href: "/services/mobile-app" },
      { label: "Enterprise Software", icon: "server", href: "/services/web-development" },
      { label: "Social Media Apps", icon: "users", href: "/services/mobile-app" },
      { label: "IoT Apps", icon: "cpu", href: "/services/mobile-app" },
    ],
  },
  {
    title: "Infrastructure",
    icon: "server",
    description:
      "Secure, scalable foundations for your applications and data, planned, migrated and managed for you.",
    href: "/services/cloud-services",
    items: [
      { label: "Migration", icon: "rocket", href: "/services/cloud-services" },
      { label: "Cloud", icon: "cloud", href: "/services/cloud-services" },
      { label: "Consulting", icon: "lightbulb", href: "/services/it-consulting" },
      { label: "IT Infrastructure", icon: "settings", href: "/services/it-consulting" },
      { label: "Database", icon: "database", href: "/services/cloud-services" },
      { label: "Outsourcing", icon: "handshake", href: "/services/engagement-models" },
    ],
  },
  {
    title: "AI Solutions",
    icon: "brain",
    description:
      "Practical AI that automates work and turns your data into decisions, from first prototype to production.",
    href: "/services/ai-solutions",
    items: [
      { label: "Full-Cycle AI Software Development", icon: "code", href: "/services/ai-solutions" },
      { label: "AI-Driven Web & Mobile Apps", icon: "smartphone", href: "/services/ai-solutions" },
      { label: "Cloud & DevOps for AI", icon: "cloud", href: "/services/cloud-services" },
      { label: "Data Science & AI Analytics", icon: "chart", href: "/services/ai-solutions" },
      { label: "Agentic AI", icon: "workflow", href: "/services/ai-solutions" },
    ],
  },
];

/** The technology icon row below the service cards. */
export const technologyRow: TechnologyItem[] = [
  { label: "Mobile", icon: "smartphone" },
  { label: "Web", icon: "globe" },
  { label: "Cloud", icon: "cloud" },
  { label: "Database", icon: "database" },
  { label: "DevOps", icon: "workflow" },
  { label: "AI/ML", icon: "brain" },
];

/** The About section (anchor #about). */
export const about: About = {
  badge: "About Us",
  heading: "Your Technology Partner for the Long Run",
  paragraph: `${company.name} is a team of engineers, designers and consultants who help businesses plan, build and operate software that lasts. We take the time to understand your goals, recommend only what you need, and stay with you long after launch, so your technology keeps pace with your business.`,
  values: [
    {
      title: "Precision",
      description: "Clear requirements, careful reviews and tested code in every release.",
      icon: "check-circle",
    },
    {
      title: "Innovation",
      description: "Proven new technology, AI included, applied where it adds real value.",
      icon: "lightbulb",
    },
    {
      title: "Reliability",
      description: "Commitments kept on scope, timelines and uptime, before and after launch.",
      icon: "shield",
    },
    {
      title: "Partnership",
      description: "We work as an extension of your team, with open communication and shared goals.",
      icon: "handshake",
    },
  ],
  claims: [
    "18+ years of collective experience",
    "125+ successful projects delivered",
    "24/7 support and maintenance",
  ],
};

/** The statistics band; pages render value + suffix (e.g. "125+", "30K"). */
export const statistics: Statistic[] = [
  { label: "Projects Completed", value: 125, suffix: "+" },
  { label: "Hours Billed", value: 30, suffix: "K" },
  { label: "Team Size", value: 25, suffix: "+" },
  { label: "Consultancy Hours", value: 550, suffix: "+" },
  { label: "Years Experience", value: 18, suffix: "+" },
];

/** Fictional client quotes; the avatar is drawn from the initials. */
export const testimonials: Testimonial[] = [
  {
    name: "Rachel Morgan",
    role: "VP of Operations",
    company: "Halcyon Freight",
    quote:
      "Their driver app cut our proof-of-delivery disputes almost to zero, and the team was there every time we needed them during rollout. It felt like working with our own engineers.",
    initials: "RM",
  },
  {
    name: "Daniel Okafor",
    role: "Chief Technology Officer",
    company: "Bluepeak Outfitters",
    quote:
      "They rebuilt our online store without a single hour of downtime during peak season. Pages are faster, conversion is up, and our developers actually enjoy working in the new codebase.",
    initials: "DO",
  },
  {
    name: "Priya Raman",
    role: "Director of Digital Health",
    company: "Meridian Health Partners",
    quote:
      "They understood HIPAA and FHIR from the first meeting, which saved us months. Our nurses now spot warning signs days earlier, and patients find the app genuinely easy to use.",
    initials: "PR",
  },
];
