import { categoriesOf } from "../../booking/categories";
import { company } from "../company";
import type { Service } from "../schema";

export const mobileApp: Service = {
  slug: "mobile-app",
  name: "Mobile App Development",
  icon: "smartphone",
  badge: "Mobile App Development",
  title: "Mobile Apps for iOS and Android That Customers Love to Use",
  subtitle:
    "We design and build reliable, high-performing mobile apps, from first prototype to App Store and Google Play release, and keep them current with every OS update.",
  description:
    "Whether you need a customer-facing app, a field-service tool or a companion app for a connected device, our mobile engineers cover the full lifecycle: product discovery, UX design, native or cross-platform development, store submission and ongoing releases. We design for offline use, battery life and enterprise security from day one, not as an afterthought.",
  features: [
    {
      title: "Cross-Platform",
      description:
        "One React Native or Flutter codebase for iOS and Android, with native modules where performance or platform APIs demand them.",
      icon: "layers",
    },
    {
      title: "Offline Capability",
      description:
        "Local storage and background sync keep your app useful in basements, warehouses and on flights, and resolve conflicts when the connection returns.",
      icon: "database",
    },
    {
      title: "Battery Optimized",
      description:
        "Efficient networking, batched location updates and careful background work keep your app off the list of battery-draining offenders.",
      icon: "zap",
    },
    {
      title: "Social Integration",
      description:
        "Sign in with Apple or Google, share content and invite friends through well-tested, privacy-conscious integrations.",
      icon: "users",
    },
    {
      title: "Push Notifications",
      description:
        "Segmented, scheduled and transactional notifications through APNs and Firebase Cloud Messaging, with deep links back into the app.",
      icon: "message-square",
    },
    {
      title: "Enterprise Security",
      description:
        "Biometric authentication, encrypted storage, certificate pinning and MDM compatibility for apps that handle sensitive business data.",
      icon: "lock",
    },
  ],
  benefits: [
    "One team for design, development, QA and store release",
    "Shared code across iOS and Android lowers development and maintenance costs",
    "Smooth interfaces that follow Apple and Google design guidelines",
    "Crash reporting and product analytics built in from the first release",
    "App Store and Google Play submission handled for you, including review feedback",
    "Ongoing updates for new OS versions, devices and screen sizes",
  ],
  technologies: [
    "Swift",
    "SwiftUI",
    "Kotlin",
    "Jetpack Compose",
    "React Native",
    "Flutter",
    "Firebase",
    "Expo",
    "Fastlane",
    "SQLite",
  ],
  process: [
    {
      step: 1,
      title: "Product Discovery",
      description:
        "We define your target users, core journeys and success metrics, and decide between native and cross-platform development based on your needs.",
    },
    {
      step: 2,
      title: "UX Design & Prototyping",
      description:
        "We design screens and interactions for both platforms and validate them with a tappable prototype before development starts.",
    },
    {
      step: 3,
      title: "Development & Testing",
      description:
        "Features ship in short sprints with automated and on-device testing, and test builds reach your team through TestFlight and Google Play testing tracks.",
    },
    {
      step: 4,
      title: "Release & Growth",
      description:
        "We manage store submission and launch, then monitor crashes and usage to plan updates that keep ratings and retention high.",
    },
  ],
  caseStudies: ["healthcare-mobile-app"],
  seo: {
    title: `Mobile App Development for iOS & Android | ${company.name}`,
    description:
      "iOS and Android apps built natively or with React Native and Flutter: offline-ready, battery-friendly and secure, from prototype to App Store release.",
    keywords: [
      "mobile app development",
      "iOS app development",
      "Android app development",
      "React Native",
      "Flutter",
      "cross-platform apps",
    ],
  },
  categories: categoriesOf("Mobile App"),
};
