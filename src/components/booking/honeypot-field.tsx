/**
 * The honeypot (docs/product.md#spam-and-abuse): a field people never see or reach (hidden from sight, from screen readers
 * and from the tab order); a bot that fills it in is answered normally and ignored.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor="booking-website">Leave this field empty</label>
      <input id="booking-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
