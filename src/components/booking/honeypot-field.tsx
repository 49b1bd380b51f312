/**
 * The honeypot (docs/product.md#spam-and-abuse): a field people never see or reach (hidden from sight, from screen readers
 * and from the tab order); a bot that fills it in is answered normally and ignored.
 *
 * It is `readOnly`, so that it is no parameter of the form's WebMCP tool: the browser
 * leaves read-only (and disabled) controls out of the tool it makes of a form, and an
 * agent acting for a person must never be asked to fill it. Unlike a disabled field, a
 * read-only one is still posted (so the server's check, src/booking/spam-check.ts,
 * reads it from the no-JavaScript post and the form's own FormData alike), and the bots
 * it is for (scripts that post every field of the HTML they read) fill it all the same.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor="booking-website">Leave this field empty</label>
      <input id="booking-website" name="website" type="text" tabIndex={-1} autoComplete="off" readOnly />
    </div>
  );
}
