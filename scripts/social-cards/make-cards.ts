import { cardFileName } from "../../src/social-card";
import { cardTitles } from "./card-titles";
import { renderCard } from "./render-card";

/** Every card of the site as PNG bytes, by file name (pages with one title share a file). */
export async function makeCards(): Promise<Map<string, Buffer>> {
  const titles = new Map<string, string>();
  for (const title of cardTitles()) {
    const name = cardFileName(title);
    const other = titles.get(name);
    if (other !== undefined && other !== title)
      throw new Error(`"${title}" and "${other}" would share ${name}`);
    titles.set(name, title);
  }
  // Laid out and drawn one at a time on this thread, compressed in parallel on libuv's.
  const cards = await Promise.all(
    [...titles].map(async ([name, title]) => [name, await renderCard(title)] as const),
  );
  return new Map(cards);
}
