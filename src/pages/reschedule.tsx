import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
} from "react-router";
import { addDays, longDate } from "../booking/dates";
import { dayOfLookup, daysTheBufferReaches, isFreeSlot } from "../booking/day-rules";
import { errorsFromIssues, type FieldErrors } from "../booking/form-values";
import { FIELDS_NEED_ATTENTION } from "../booking/messages";
import { lookedUpSlots, type MovePage, readPostedSchedule, scheduleIssues } from "../booking/posted-form";
import { zoneLabel } from "../booking/zone-name";
import { RescheduleForm } from "../components/booking/reschedule-form";
import { PageHero } from "../components/page-hero";
import { NOINDEX_ROBOTS, Seo } from "../components/seo";
import { rescheduleSeo } from "../content/seo/reschedule";
import {
  type Booking,
  openedByLink,
  type RequestServices,
  requestServices,
  usePageData,
} from "../request-context";
import { useSite } from "../site";
import { BookingDetails } from "./booking";

/**
 * The page that moves a booking (`/bookings/{id}/reschedule?token=…`): the booking form's
 * date-and-time step, filled with the booking's slot. The server opens the booking with
 * the token; in the browser a client-side navigation loads it as a document.
 */
export async function loader(args: LoaderFunctionArgs) {
  const opened = await openedByLink(args, "visitor");
  if (!opened) return null;
  const { server, booking, token = "" } = opened;
  // Too late, cancelled, or moved as often as it may be: the booking page says why and whom to contact.
  if (!server.changes.movable(booking)) throw redirect(server.links.pagePath(booking.id), 303);
  const { hours } = server.bookedSlot(booking).current;
  const values = { hours, date: booking.date, timeSlot: booking.timeSlot };
  return movePage(server, booking, token, { values, errors: {}, sequence: booking.sequence });
}

/**
 * The move form: "Show available times" answers the form with the day's slots; a move
 * answers 303 to the booking page, or the form again with why not.
 */
export async function action({ context, request, params }: ActionFunctionArgs) {
  const server = requestServices(context);
  const form = new URLSearchParams(await request.text());
  const intent = form.get("intent") === "slots" ? "slots" : "move";
  const token = String(form.get("token") ?? "");
  const booking = await server.open(
    "visitor",
    intent === "slots" ? "lookup" : "change",
    params.bookingId ?? "",
    token,
  );
  const { values, body } = readPostedSchedule(form);
  const sequenceText = String(form.get("sequence") ?? "");
  const sequence = /^\d{1,9}$/.test(sequenceText) ? Number(sequenceText) : -1;
  const read = server.read.schedule(body);
  if (intent === "slots" && server.changes.movable(booking)) {
    const issues = scheduleIssues(read);
    const move = { values, errors: errorsFromIssues(issues), sequence };
    return data(await movePage(server, booking, token, move), { status: issues.length ? 400 : 200 });
  }
  // Too late, cancelled, or moved too often: the change service refuses it, and the booking page says why.
  const outcome =
    "issues" in read
      ? server.changes.invalid(booking, read.issues)
      : await server.changes.reschedule(booking, read.value, sequence);
  const status = server.status.change[outcome.kind];
  switch (outcome.kind) {
    case "changed":
      throw redirect(server.links.pagePath(outcome.booking.id), 303);
    case "not_found":
    case "store_unavailable":
      throw data(null, { status });
    case "invalid": {
      if (!server.changes.changeable(booking))
        return data(
          server.bookingPage(outcome.booking, { justBooked: false, error: FIELDS_NEED_ATTENTION }),
          { status },
        );
      const move = { values, errors: errorsFromIssues(outcome.issues), sequence };
      return data(await movePage(server, booking, token, move), { status });
    }
    case "refused": {
      const message = server.refusals.changeMessage(outcome);
      // Too late, cancelled, or moved too often: the booking page says why and whom to contact.
      if (outcome.reason === "too_many_changes" || !server.changes.changeable(booking))
        return data(server.bookingPage(outcome.booking, { justBooked: false, error: message }), { status });
      // A taken slot, a closed or a full day: said beside the time-slot field, the day's slots as they are now.
      const taken = ["slot_taken", "day_closed", "day_full"].includes(outcome.reason);
      // A booking changed meanwhile is shown as it is now, its new version to decide on.
      const move = {
        values: taken ? { ...values, timeSlot: "" } : values,
        errors: taken ? { timeSlot: message } : { form: message },
        sequence: outcome.reason === "changed" ? booking.sequence : sequence,
      };
      return data(await movePage(server, booking, token, move), { status });
    }
  }
}

type MoveForm = { values: MovePage["form"]["values"]; errors: FieldErrors; sequence: number };

/** The move page: the booking form's date-and-time step, its own slot not counted. */
async function movePage(
  server: RequestServices,
  booking: Booking,
  token: string,
  form: MoveForm,
): Promise<MovePage> {
  const { subject, current } = server.bookedSlot(booking);
  const { calendar, timeZone } = server.bookings;
  // Read beside the chosen date's lookup, not after it: the form shows them for the booking's
  // own date and the days either side its buffer reaches.
  const ownRead = async (date: string) => {
    const own = await server.bookings.bookedSlots({ date }, current);
    return own.kind === "slots"
      ? { bookedSlots: own.bookedSlots, ...(own.closed && { closed: own.closed }) }
      : null;
  };
  const ownLookup = ownRead(current.date);
  const beside = daysTheBufferReaches(calendar, current.date).map(async (offset) => {
    const date = addDays(current.date, offset);
    return { date, day: await ownRead(date) };
  });
  const { values } = form;
  let slots: MovePage["form"]["slots"] = null;
  let chosen = values.timeSlot;
  if (values.date && !form.errors.date && !form.errors.hours) {
    slots = await lookedUpSlots(server, values.date, values.hours, current);
    if (slots.status === "ready") {
      const day = dayOfLookup({ calendar, timeZone, date: values.date, hours: values.hours }, slots);
      if (!isFreeSlot(day, chosen)) chosen = "";
    }
  }
  const path = `/bookings/${booking.id}/reschedule`;
  const besideDays = (await Promise.all(beside)).flatMap(({ date, day }) => (day ? [{ date, day }] : []));
  return {
    bookingId: booking.id,
    subject,
    current,
    ownDay: await ownLookup,
    ...(besideDays.length > 0 && { besideDays }),
    token,
    sequence: form.sequence,
    bookingPath: server.links.pagePath(booking.id),
    action: path,
    form: { values: { ...values, timeSlot: chosen }, errors: form.errors, slots },
  };
}

export default function ReschedulePage() {
  const page = usePageData(useActionData<typeof action>(), useLoaderData<typeof loader>());
  const site = useSite();
  // A move refused because the booking can no longer move: its own page says why.
  if ("status" in page) return <BookingDetails booking={page} />;
  const { current } = page;
  return (
    <>
      <Seo {...rescheduleSeo} robots={NOINDEX_ROBOTS} />
      <PageHero eyebrow="Your booking" title="Move your consultation" />
      <section className="bg-slate-50 py-12 wrap-anywhere sm:py-16" aria-labelledby="reschedule-heading">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h2 id="reschedule-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
              Choose a new time
            </h2>
            <p className="mt-2 leading-7 text-slate-700">
              “{page.subject}” is set for {longDate(current.date)}, {current.timeSlot}{" "}
              {zoneLabel(site, current.date)}. Pick another date and time; that slot becomes free for others.
            </p>
            <div className="mt-8">
              <RescheduleForm page={page} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
