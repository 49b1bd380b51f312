import { data, type LoaderFunctionArgs, redirectDocument, useLoaderData } from "react-router";
import { longDate } from "../booking/dates";
import { zoneLabel } from "../booking/zone-name";
import { RescheduleForm } from "../components/booking/reschedule-form";
import { PageHero } from "../components/page-hero";
import { NOINDEX_ROBOTS, Seo } from "../components/seo";
import { rescheduleSeo } from "../content/seo/reschedule";
import { viewFrom } from "../server-view";
import { useSite } from "../site";

/**
 * The page that moves a booking (`/bookings/{id}/reschedule?token=…`), rendered by the
 * server for the booking's token (server/pages/booking-page-routes.ts); in the browser a
 * client-side navigation loads it as a document.
 */
export function loader({ context, request }: LoaderFunctionArgs) {
  const view = viewFrom(context, "reschedule");
  if (view) return view.reschedule;
  if (typeof document !== "undefined") throw redirectDocument(request.url);
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function ReschedulePage() {
  const view = useLoaderData<typeof loader>();
  const site = useSite();
  const { current } = view;
  return (
    <>
      <Seo {...rescheduleSeo} robots={NOINDEX_ROBOTS} />
      <PageHero eyebrow="Your booking" title="Move your consultation" />
      <section className="bg-slate-50 py-12 sm:py-16" aria-labelledby="reschedule-heading">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h2 id="reschedule-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
              Choose a new time
            </h2>
            <p className="mt-2 leading-7 text-slate-700">
              “{view.subject}” is booked for {longDate(current.date)}, {current.timeSlot}{" "}
              {zoneLabel(site, current.date)}. Pick another date and time; that slot becomes free for others.
            </p>
            <div className="mt-8">
              <RescheduleForm view={view} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
