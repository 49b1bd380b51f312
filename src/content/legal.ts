import { company } from "./company";
import type { LegalSection } from "./schema";

/** Privacy policy and terms of service; `page-copy.test.ts` pins their headings and addresses. */

/** When the policy texts last changed, as yyyy-MM-dd (pages format it for display). */
export const lastUpdated = "2026-11-29";

export const privacySections: LegalSection[] = [
  {
    heading: "Information We Collect",
    paragraphs: [
      `${company.legalName} ("${company.name}", "we", "us") collects only the information we need to respond to you and to provide our services.`,
      "When you book a consultation, we ask for your name, email address and phone number, whether we may contact you on WhatsApp, the services you are interested in, your preferred date, time slot and duration, and a subject and description of your project.",
      "With each booking we also keep what happens to it: when it was made, moved, confirmed, declined or cancelled, and by whom (you, our team or our staff); the meeting link and any note our team sends you when it confirms the time, or its message if it declines it; how you booked (on our website, through our booking API, or through an AI assistant); when your browser kept it, where your visit came from (the campaign parameters of the link you followed, or the other website that linked to us); and the network (IP) address it was sent from, which our limits on how many bookings one address may make count.",
      "When you use our contact form, your own email app sends the message to us; our website does not store it. Like most websites, our servers keep short-lived technical logs, such as IP address, browser type and the pages requested, to keep the site secure and fix problems.",
      "We do not sell, rent or trade your personal information, and this website does not use advertising cookies or third-party tracking scripts.",
    ],
  },
  {
    heading: "How We Use Your Information",
    paragraphs: [
      "We use the information from the booking form to arrange your consultation: to confirm the date and time, send you a calendar invite with a meeting link, contact you by email, phone or WhatsApp about your booking, and prepare for the session.",
      "Your booking has a private page, reached through the link we send you: anyone who has that link sees what you booked, whether our team has confirmed it, the meeting link and our team's note or message, but never your contact details. Our team sees the whole request, its history, how you booked and where your visit came from on a page of its own, which you cannot open and which its link opens for nobody else.",
      "We also use the information you give us to answer your questions, prepare proposals, provide and invoice the services you order, and meet our legal and accounting obligations.",
      "We share personal information only with service providers that help us run our business, such as email, calendar, video meeting, hosting and payment providers. They process it on our behalf, under confidentiality obligations, and only for the purposes described here. We may also disclose information when the law requires it.",
      "We keep personal information only as long as we need it for these purposes or as the law requires, and we protect it with appropriate technical and organizational measures, including encryption in transit and restricted access.",
    ],
  },
  {
    heading: "Your Rights",
    paragraphs: [
      `You may ask to access, update or delete the personal data we hold about you at any time by contacting us at ${company.email.privacy}. We will respond within 30 days.`,
      "Depending on where you live, you may have additional rights, such as the right to object to or restrict certain processing, to receive your data in a portable format, or to complain to a data protection authority. We honor these rights wherever they apply.",
    ],
  },
  {
    heading: "Contact",
    paragraphs: [
      `If you have questions about this privacy policy or how we handle your personal information, please email ${company.email.privacy}.`,
      "We may update this policy from time to time. The date at the top of this page shows when it last changed, and significant changes will be highlighted on this page.",
    ],
  },
];

export const termsSections: LegalSection[] = [
  {
    heading: "Acceptance of Terms",
    paragraphs: [
      `These terms govern your use of the ${company.name} website and of the consultation booking offered through it. By using the website or booking a consultation, you agree to these terms. If you do not agree, please do not use the website.`,
      "Projects and ongoing services are governed by a separate written agreement between you and us; where that agreement differs from these terms, the agreement prevails.",
    ],
  },
  {
    heading: "Use of Services",
    paragraphs: [
      "You may use this website and our services for lawful purposes only. You agree not to misuse the website, for example by attempting to gain unauthorized access, interfering with its operation, sending automated or bulk requests, or submitting false or misleading information.",
      "Consultations are subject to a nominal fee, which is credited toward future services. You may reschedule or cancel a consultation up to 24 hours before the booked time slot.",
      "A booking is a request until our team confirms its time and sends you the meeting link. We may decline a time we cannot make; we then tell you, the time is free again, and you are welcome to book another. Moving a confirmed consultation makes it a request again, for the new time.",
    ],
  },
  {
    heading: "Intellectual Property",
    paragraphs: [
      `All content on this website, including text, graphics, logos and illustrations, belongs to ${company.legalName} or its licensors and is protected by copyright and trademark law. You may view and share it for personal, non-commercial purposes, but you may not copy, modify or republish it without our written permission.`,
      "Ownership of work we create for clients is set out in the project agreement for that work.",
    ],
  },
  {
    heading: "Limitation of Liability",
    paragraphs: [
      'The information on this website is provided for general information only, "as is", without warranties of any kind. It does not constitute professional advice for your specific situation.',
      `To the fullest extent permitted by law, ${company.legalName} is not liable for any indirect, incidental or consequential damages arising from your use of this website or your reliance on its content. Nothing in these terms limits liability that cannot be limited by law.`,
    ],
  },
  {
    heading: "Contact",
    paragraphs: [
      `If you have questions about these terms, please email ${company.email.legal}.`,
      "We may update these terms from time to time. The date at the top of this page shows when they last changed.",
    ],
  },
];
