import type { Industry } from "../schema";
import { automotive } from "./automotive";
import { ecommerce } from "./ecommerce";
import { education } from "./education";
import { finance } from "./finance";
import { healthcare } from "./healthcare";
import { hospitality } from "./hospitality";
import { logistics } from "./logistics";
import { manufacturing } from "./manufacturing";
import { retail } from "./retail";
import { technology } from "./technology";

/**
 * The ten industry pages in menu order. Menus and the route table read the light
 * `../catalog.ts` instead, so this full copy loads only with the industry page.
 */
export const industries: Industry[] = [
  technology,
  healthcare,
  finance,
  retail,
  manufacturing,
  ecommerce,
  hospitality,
  logistics,
  automotive,
  education,
];
