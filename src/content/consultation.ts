import { nominalFee, type StatedFee } from "../booking/fee";
import { company } from "./company";
import type { FaqItem, ListCard, SectionIntro } from "./schema";

/** Schedule-consultation page copy. The form's own texts live in src/booking, beside the rules they describe. */

export const hero: SectionIntro = {
  heading: "Schedule a Consultation With Our Experts",
  paragraph:
    "Book a one-on-one session with a senior consultant to talk through your project, your challenges and your goals. Pick a date and time that suits you, and we will come prepared with questions, ideas and a clear next step.",
};

export const infoCards: ListCard[] = [
  {
    icon: "message-square",
    title: "What to Expect",
    items: [
      "A focused session with a senior consultant who has delivered projects like yours",
      "A review of your goals, current systems and constraints",
      "Honest recommendations on approach, technology and budget",
      "Straight answers to your questions, with no obligation to continue",
    ],
  },
  {
    icon: "file-text",
    title: "How to Prepare",
    items: [
      "Outline the business problem you want to solve and what success looks like",
      "Gather relevant material, such as requirements, designs or system diagrams",
      "Note your timeline, budget range and key stakeholders",
      "Invite the decision-makers who should be part of the discussion",
    ],
  },
  {
    icon: "check-circle",
    title: "What We Deliver",
    items: [
      "A written follow-up summary within 24 hours of the session",
      "Recommended next steps and a suggested engagement model",
      "A high-level estimate of timeline and effort where the scope allows",
      "Your consultation fee credited toward any future services with us",
    ],
  },
];

/** The consultation FAQ; its fee answer names the amount when `CONSULTATION_FEE` is set. */
export const faqFor = (fee: StatedFee | null): FaqItem[] => [
  {
    question: "What happens after I book a consultation?",
    answer:
      "Our team reviews your request, confirms the date and time by email, and sends you a calendar invite with a meeting link. If you told us you use WhatsApp, we may also confirm there. Your booking's page shows whether it is confirmed, with the meeting link once it is; if we cannot make that time, we tell you there and by email, and you can book another. The consultant assigned to you reads your project description beforehand, so the session can start with the details that matter.",
  },
  {
    question: "Is the consultation free?",
    answer: `No. We charge ${nominalFee(fee)} for the consultation, because you get dedicated time with a senior consultant and a written summary afterwards. The full fee is credited toward future services if you decide to work with us.`,
  },
  {
    question: "Can I reschedule or cancel my consultation?",
    answer: `Yes. You can reschedule or cancel up to 24 hours before your time slot by replying to the confirmation email or by contacting our support team at ${company.email.contact}. We will offer you a new slot that suits you. Your booking's own page, linked in the confirmation email, can also cancel it or move it to another time.`,
  },
  {
    question: "How long does a consultation last?",
    answer:
      "Consultations typically last 1-2 hours. You choose the length when you book; if your project needs a deeper session, such as an architecture review or a workshop with several stakeholders, you can book a longer slot.",
  },
  {
    question: "Who will I meet with?",
    answer:
      "You will meet a senior consultant or solution architect with experience in the services you selected. For broader topics, such as a cloud migration that also involves AI or mobile work, we bring in a second specialist.",
  },
  {
    question: "Will you sign a non-disclosure agreement?",
    answer:
      "Yes. We treat everything you share as confidential and are happy to sign your NDA, or provide ours, before the session.",
  },
];
