import type { Service } from "../schema";
import { aiSolutions } from "./ai-solutions";
import { cloudServices } from "./cloud-services";
import { engagementModels } from "./engagement-models";
import { itConsulting } from "./it-consulting";
import { mobileApp } from "./mobile-app";
import { webDevelopment } from "./web-development";

/**
 * The six service pages in menu order. Feature titles follow the booking-form categories
 * of each area, and each entry's `categories` are the exact values (`src/booking`) its
 * page pre-selects when it links to the booking form. Menus and the route table read the
 * light `../catalog.ts` instead, so this full copy loads only with the service page.
 */
export const services: Service[] = [
  webDevelopment,
  mobileApp,
  cloudServices,
  aiSolutions,
  itConsulting,
  engagementModels,
];
