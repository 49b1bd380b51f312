/** The booking form's texts. Spec §4 and §8 fix most of them word for word; decisions §7 adds SLOT_TAKEN. */

export const LOADING_SLOTS = "Pulling available timeslots...";
export const NO_SLOTS = "No slots available";
/** Appended to a booked slot's label in the (disabled) option. */
export const BOOKED_SUFFIX = " (Booked)";
export const SUBMITTING = "Booking...";
export const TENTATIVE =
  "Your timeslot is tentatively booked. Our team will confirm your slot shortly on your email or WhatsApp number.";
export const SLOTS_FAILED = "Failed to load booked slots. Please select from the available slots below.";
export const SUBMIT_FAILED = "Failed to schedule consultation. Please try again.";
export const SUCCESS = "Your consultation has been scheduled. We'll contact you soon.";
export const SLOT_TAKEN = "That time slot was just taken. Please choose another.";
// Not in the spec: decisions §7 only says a 429 asks the visitor to wait.
export const RATE_LIMITED =
  "You have sent several requests in a short time. Please wait a minute and try again.";
