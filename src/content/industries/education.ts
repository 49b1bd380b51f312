import { company } from "../company";
import type { Industry } from "../schema";
import { feature } from "./feature-areas";

export const education: Industry = {
  slug: "education",
  name: "Education",
  icon: "graduation-cap",
  badge: "Education",
  title: "Empowering Learning with Engaging Digital Education Platforms",
  subtitle:
    "Learning platforms, student apps and campus systems that make education more engaging, accessible and data-informed.",
  description:
    "Schools, universities and training providers need digital tools that work for every learner and every educator. We build and integrate learning management systems, virtual classrooms and student apps, connect them to student information systems, and use learning analytics to help educators spot who needs support, with student data privacy built in.",
  features: [
    feature(
      "Web Development",
      "Custom learning portals, course marketplaces and LMS extensions for Moodle and Canvas, built to WCAG 2.2 AA accessibility standards.",
    ),
    feature(
      "Mobile App",
      "Student apps for courses, schedules, grades and campus notifications, with offline access to learning materials.",
    ),
    feature(
      "AI & Data",
      "Learning analytics, early-alert models for at-risk students and AI tutoring assistants that give safe, curriculum-aligned answers.",
    ),
    feature(
      "Cloud Services",
      "Reliable hosting for virtual classrooms and exam periods, with single sign-on and role-based access for students and staff.",
    ),
    feature(
      "IT Consulting",
      "EdTech strategy, LMS selection and FERPA-aware data governance for schools, universities and corporate academies.",
    ),
    feature(
      "Engagement Models",
      "Fixed-scope builds timed to the academic calendar, with support plans that cover enrollment and exam peaks.",
    ),
  ],
  benefits: [
    "Engaging learning experiences on any device",
    "Accessible platforms that include every learner",
    "Early insight into student progress and risk",
    "Less administrative work for teachers and staff",
    "Student data protected in line with FERPA requirements",
    "Systems ready for enrollment and exam-time peaks",
  ],
  technologies: [
    "Moodle",
    "Canvas LMS",
    "LTI 1.3",
    "React",
    "Next.js",
    "Flutter",
    "Node.js",
    "Python",
    "Zoom Video SDK",
    "AWS",
  ],
  process: [
    {
      step: 1,
      title: "Learning Needs Assessment",
      description:
        "We talk with students, educators and administrators to understand learning goals, pain points and existing systems.",
    },
    {
      step: 2,
      title: "Solution Design",
      description:
        "We design accessible learning experiences and plan integrations with your LMS, student information system and identity provider.",
    },
    {
      step: 3,
      title: "Build & Integrate",
      description:
        "We develop in iterations with pilot classes, so educators shape the product before it reaches every student.",
    },
    {
      step: 4,
      title: "Launch, Training & Support",
      description:
        "We time the launch to your academic calendar, train staff and provide support through enrollment and exam periods.",
    },
  ],
  caseStudies: ["brainwrite-howto"],
  seo: {
    title: `Education Technology & E-Learning Development | ${company.name}`,
    description:
      "Learning platforms, LMS integrations, student apps and learning analytics for schools, universities and training providers, accessible and secure.",
    keywords: [
      "education software development",
      "e-learning platform",
      "LMS integration",
      "student app development",
      "learning analytics",
    ],
  },
};
