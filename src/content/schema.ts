import { z } from "zod";

/**
 * One schema per content type (see `docs/architecture.md#content`). Data files import
 * only the inferred types, so zod stays out of the browser bundle; `content.test.ts`
 * parses every entry against these schemas.
 */

const text = z.string().trim().min(1);

/** Icon names the content may use; `src/components/icon.tsx` maps each to a lucide icon. */
export const iconNames = [
  "cloud",
  "brain",
  "lightbulb",
  "code",
  "smartphone",
  "handshake",
  "shield",
  "database",
  "server",
  "chart",
  "cpu",
  "workflow",
  "users",
  "zap",
  "globe",
  "lock",
  "settings",
  "layers",
  "search",
  "rocket",
  "heart-pulse",
  "shopping-cart",
  "truck",
  "car",
  "graduation-cap",
  "hotel",
  "factory",
  "landmark",
  "store",
  "mail",
  "clock",
  "headphones",
  "calendar",
  "file-text",
  "check-circle",
  "message-square",
] as const;
export const iconNameSchema = z.enum(iconNames);
export type IconName = z.infer<typeof iconNameSchema>;

export const seoSchema = z.object({
  title: text.max(70),
  description: text.min(50).max(170),
  keywords: z.array(text).min(3),
});
export type SeoEntry = z.infer<typeof seoSchema>;

export const featureSchema = z.object({ title: text, description: text, icon: iconNameSchema });
export type Feature = z.infer<typeof featureSchema>;

export const processStepSchema = z.object({
  step: z.number().int().min(1).max(4),
  title: text,
  description: text,
});
export type ProcessStep = z.infer<typeof processStepSchema>;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** A service or industry page: both share one layout, so they share one shape. */
export const detailPageSchema = z.object({
  slug,
  /** Short name used in menus, breadcrumbs and the footer. */
  name: text.max(40),
  icon: iconNameSchema,
  badge: text.max(60),
  title: text.max(90),
  subtitle: text.max(200),
  description: text,
  features: z.array(featureSchema).min(4).max(8),
  benefits: z.array(text).min(4).max(10),
  technologies: z.array(text).min(4).max(20),
  process: z.array(processStepSchema).length(4),
  /**
   * The case studies the page shows as proof, by their ids (`portfolio/index.ts`), most
   * telling first: related by the work's category and the client's industry.
   */
  caseStudies: z.array(slug).min(1).max(3),
  seo: seoSchema,
});
export type DetailPage = z.infer<typeof detailPageSchema>;

export const serviceSchema = detailPageSchema.extend({
  /** Booking-form categories (`src/booking`) this service pre-selects via `?category=`. */
  categories: z.array(text).min(1),
});
export type Service = z.infer<typeof serviceSchema>;

export const industrySchema = detailPageSchema.extend({
  features: z.array(featureSchema).min(5).max(6),
});
export type Industry = z.infer<typeof industrySchema>;

export const portfolioCategories = [
  "AI Solutions",
  "IT Services",
  "Web Development",
  "Mobile App",
  "Cloud Services",
  "IT Consulting",
] as const;

/** One of the results a case study opens with: a large figure and what it counts. */
export const headlineResultSchema = z.object({
  /** Short enough to set large: "38%", "4,000+", "< 4 h". */
  figure: text.max(8).regex(/\d|Zero/),
  label: text.max(70),
});
export type HeadlineResult = z.infer<typeof headlineResultSchema>;

/** A case study's text; only some projects have one (see `portfolio/index.ts`). */
export const portfolioDetailSchema = z.object({
  /** Three of its results as figures, drawn from `results`. */
  headline: z.array(headlineResultSchema).length(3),
  longDescription: z.array(text).min(2),
  duration: text,
  teamSize: text,
  clientType: text,
  features: z.array(text).min(4),
  challenges: z.array(z.object({ challenge: text, solution: text })).min(2),
  results: z.array(text).min(3),
});
export type PortfolioDetail = z.infer<typeof portfolioDetailSchema>;

export const portfolioProjectSchema = z.object({
  id: slug,
  title: text,
  category: z.enum(portfolioCategories),
  description: text.max(220),
  /** Path of a local image under public/, e.g. /images/portfolio/ecommerce-platform.svg */
  image: z.string().regex(/^\/images\/portfolio\/[a-z0-9-]+\.svg$/),
  technologies: z.array(text).min(2),
  featured: z.boolean(),
  /** Present only for projects with a case-study page at /portfolio/{id}. */
  detail: portfolioDetailSchema.optional(),
});
export type PortfolioProject = z.infer<typeof portfolioProjectSchema>;

/** A heading with its introductory paragraph (section intros, page heroes). */
export const sectionIntroSchema = z.object({ heading: text, paragraph: text });
export type SectionIntro = z.infer<typeof sectionIntroSchema>;

/** The portfolio list page's own copy; the projects are `portfolioProjectSchema` entries. */
export const portfolioPageSchema = z.object({
  hero: sectionIntroSchema.extend({ eyebrow: text }),
  featuredHeading: text,
  allHeading: text,
  card: z.object({
    /** Names a card's technology list for screen readers. */
    technologies: text,
    /** Read out for the "+N" badge of the technologies a card leaves out; `{count}` is N. */
    moreTechnologies: text.regex(/^[^{}]*\{count\}[^{}]*$/),
    caseStudyLink: text,
    /** On the card of a project without a case-study page: a label, not a link. */
    caseStudySoon: text,
  }),
});
export type PortfolioPage = z.infer<typeof portfolioPageSchema>;

/** The labels around a case study: the study itself is a project's `detail`. */
export const caseStudyPageSchema = z.object({
  /** The page title is "{project title} | {titleSuffix}"; `keyword` joins the project's keywords. */
  seo: z.object({ titleSuffix: text, keyword: text }),
  backLink: text,
  /** A label for each of the facts in the page header, keyed like the detail's fields. */
  factLabels: z.object({ duration: text, teamSize: text, clientType: text }),
  sectionHeadings: z.object({
    overview: text,
    technologies: text,
    features: text,
    challenges: text,
    results: text,
  }),
  closing: sectionIntroSchema.extend({ button: text }),
  /** The section of related case studies on service and industry pages. */
  related: z.object({ heading: text, intro: text, link: text }),
  /** Names the list of headline results for screen readers. */
  headlineLabel: text,
});
export type CaseStudyPage = z.infer<typeof caseStudyPageSchema>;

export const testimonialSchema = z.object({
  name: text,
  role: text,
  company: text,
  quote: text,
  /** Initials drawn as the avatar: no photo is loaded from anywhere. */
  initials: z.string().regex(/^[A-Z]{2}$/),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const statisticSchema = z.object({
  label: text,
  value: z.number().int().positive(),
  suffix: z.string(),
});
export type Statistic = z.infer<typeof statisticSchema>;

export const faqItemSchema = z.object({ question: text, answer: text });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const infoCardSchema = z.object({ icon: iconNameSchema, title: text, value: text, description: text });
export type InfoCard = z.infer<typeof infoCardSchema>;

export const legalSectionSchema = z.object({ heading: text, paragraphs: z.array(text).min(1) });
export type LegalSection = z.infer<typeof legalSectionSchema>;

/* Schemas added for the home, consultation, contact and navigation content. */

/** An in-site path (optionally with a hash), e.g. /services/web-development or /#about. */
const sitePath = z.string().regex(/^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/);

export const navLinkSchema = z.object({ name: text, href: sitePath });
export type NavLink = z.infer<typeof navLinkSchema>;

export const homeHeroSchema = z.object({ badge: text, headline: text, paragraph: text });
export type HomeHero = z.infer<typeof homeHeroSchema>;

/** The home page's button and link labels, kept here so the page holds no copy. */
export const homeLabelsSchema = z.object({
  scheduleConsultation: text,
  sendEmail: text,
  trustedBy: text,
  /** Put before a service area's title on the card's link, e.g. "Explore Development". */
  exploreArea: text,
  technologies: text,
  bookConsultation: text,
});
export type HomeLabels = z.infer<typeof homeLabelsSchema>;

/** A fictional client shown as a drawn placeholder logo (icon plus wordmark), never an image file. */
export const clientLogoSchema = z.object({ name: text, icon: iconNameSchema });
export type ClientLogo = z.infer<typeof clientLogoSchema>;

export const serviceAreaItemSchema = z.object({ label: text, icon: iconNameSchema, href: sitePath });
export type ServiceAreaItem = z.infer<typeof serviceAreaItemSchema>;

/** One of the three home "services overview" cards. */
export const serviceAreaSchema = z.object({
  title: text,
  icon: iconNameSchema,
  description: text,
  href: sitePath,
  items: z.array(serviceAreaItemSchema).min(1),
});
export type ServiceArea = z.infer<typeof serviceAreaSchema>;

export const technologyItemSchema = z.object({ label: text, icon: iconNameSchema });
export type TechnologyItem = z.infer<typeof technologyItemSchema>;

export const companyValueSchema = z.object({ title: text, description: text, icon: iconNameSchema });
export type CompanyValue = z.infer<typeof companyValueSchema>;

export const aboutSchema = z.object({
  badge: text,
  heading: text,
  paragraph: text,
  values: z.array(companyValueSchema).length(4),
  claims: z.array(text).min(1),
});
export type About = z.infer<typeof aboutSchema>;

/** A consultation-page card: an icon, a title and a short list. */
export const listCardSchema = z.object({
  icon: iconNameSchema,
  title: text,
  items: z.array(text).min(2).max(6),
});
export type ListCard = z.infer<typeof listCardSchema>;

export const contactPageSchema = z.object({
  heading: text,
  intro: text,
  formHeading: text,
  /** Says what the Send Message button does: it opens a pre-filled e-mail and stores nothing. */
  formNote: text,
});
export type ContactPage = z.infer<typeof contactPageSchema>;
