import { Fragment } from "react";

/**
 * A title whose hyphenated words never break at the hyphen ("Headless E-commerce", not
 * "Headless E- / commerce"): each such word is kept on one line by CSS, so the text
 * itself (copied, read out, indexed) keeps its ordinary hyphen.
 */
export function UnbrokenWords({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered.
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above.
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
