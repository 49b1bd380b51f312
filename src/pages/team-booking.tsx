// Icons no other page uses (Mail aside, which the layout's footer has in the entry): one
// shared with a page or the content's icon map would be split into a chunk of its own
// that those pages then load too.
import {
  ArrowRightLeft,
  Ban,
  CalendarCheck2,
  CircleCheckBig,
  CircleSlash,
  EyeOff,
  History,
  Hourglass,
  Link2,
  Mail,
  MoveDown,
  OctagonX,
  Phone,
} from "lucide-react";
import type { ReactNode } from "react";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
} from "react-router";
import { type BookingState, endedState } from "../booking/booking-states";
import { MEETING_URL_MAX, TEAM_TEXT_MAX } from "../booking/constants";
import { longDate, zoneAbbreviation } from "../booking/dates";
import { readPostedDecision } from "../booking/posted-form";
import {
  TEAM_DONE_PARAM,
  type TeamDone,
  type TeamErrors,
  type TeamEvent,
  type TeamPageData,
  teamErrorsFrom,
} from "../booking/team-page-data";
import { SOURCE_KEYS, type Source } from "../booking/visit-source";
import { zoneLabel } from "../booking/zone-name";
import { ProblemSummary } from "../components/booking/error-summary";
import { controlAria, controlClass, Field } from "../components/booking/field";
import { buttonClass } from "../components/button-link";
import { PageHero } from "../components/page-hero";
import { PageNotice } from "../components/page-notice";
import { NOINDEX_ROBOTS, Seo } from "../components/seo";
import { company } from "../content/company";
import { teamBookingSeo } from "../content/seo/team-booking";
import { teamPage } from "../content/team-page";
import {
  type Booking,
  openedByLink,
  type RequestServices,
  requestServices,
  usePageData,
} from "../request-context";
import { useSite } from "../site";

/**
 * The team's page of a booking (`/team/bookings/{id}?token=…`, docs/product.md#the-teams-side).
 * The server opens the booking with the team's token (a visitor's opens nothing here); in
 * the browser a client-side navigation has no booking to show, so it loads the page as a
 * document. Its forms work without JavaScript.
 */
export async function loader(args: LoaderFunctionArgs) {
  const opened = await openedByLink(args, "team");
  if (!opened) return null;
  const { server, booking, query } = opened;
  const done = query.get(TEAM_DONE_PARAM);
  return server.teamPage(booking, { notice: done === "confirmed" || done === "declined" ? done : null });
}

/** The decision posted, its body parsed once here: refused with the schema's issues, or decided. */
async function decided(
  server: RequestServices,
  booking: Booking,
  decision: "confirm" | "decline",
  body: Record<string, unknown>,
) {
  if (decision === "confirm") {
    const read = server.read.confirm(body);
    return "issues" in read
      ? server.team.invalid(booking, read.issues)
      : server.team.confirm(booking, read.value);
  }
  const read = server.read.decline(body);
  return "issues" in read
    ? server.team.invalid(booking, read.issues)
    : server.team.decline(booking, read.value);
}

/** What the page's notice says after a decision's 303. */
const DONE: Record<"confirm" | "decline", TeamDone> = { confirm: "confirmed", decline: "declined" };

/**
 * The Confirm and Decline forms (posted to `/confirm`, `/decline`): 303 to the page with a
 * notice, or the page again at the post's own address with why not, what was typed kept.
 */
export async function action({ context, request, params }: ActionFunctionArgs) {
  const server = requestServices(context);
  const decision = params.decision === "decline" ? "decline" : "confirm";
  const form = new URLSearchParams(await request.text());
  const booking = await server.open(
    "team",
    "change",
    params.bookingId ?? "",
    String(form.get("token") ?? ""),
  );
  const { posted, body } = readPostedDecision(form, decision);
  const outcome = await decided(server, booking, decision, body);
  const status = server.status.decision[outcome.kind];
  switch (outcome.kind) {
    case "decided": {
      // Opened by the desk's session, the page needs no token: none goes back into the
      // address bar and the history, as the desk link's does not.
      const done = `${TEAM_DONE_PARAM}=${DONE[decision]}`;
      const id = outcome.booking.id;
      throw redirect(
        server.desk
          ? `/team/bookings/${encodeURIComponent(id)}?${done}`
          : `${server.links.teamPagePath(id)}&${done}`,
        303,
      );
    }
    case "not_found":
    case "store_unavailable":
      throw data(null, { status });
    case "refused":
      // What was typed stays in the form: after a `changed`, the team reads the booking and posts again.
      return data(server.teamPage(outcome.booking, { error: server.refusals.team[outcome.reason], posted }), {
        status,
      });
    case "invalid":
      return data(
        server.teamPage(outcome.booking, { posted: { ...posted, errors: teamErrorsFrom(outcome.issues) } }),
        { status },
      );
  }
}

const stateStyle: Record<BookingState, { icon: typeof Hourglass; badge: string }> = {
  requested: { icon: Hourglass, badge: "bg-amber-100 text-amber-950 ring-amber-300" },
  confirmed: { icon: CircleCheckBig, badge: "bg-emerald-100 text-emerald-900 ring-emerald-200" },
  declined: { icon: CircleSlash, badge: "bg-red-100 text-red-900 ring-red-200" },
  cancelled: { icon: OctagonX, badge: "bg-slate-200 text-slate-800 ring-slate-300" },
};

const ids = {
  meetingUrl: "team-meeting-url",
  note: "team-note",
  message: "team-message",
  summary: "team-error-summary",
} as const;

/** Places in a two-column list of facts: a row of its own on a phone, half a row, the whole row. */
const row = "col-span-2 sm:col-span-1";
const half = "col-span-1";
const wide = "col-span-2";

const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";
/** The wider cards of the page's main column. */
const wideCard = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8";
const factLabel = "text-xs font-semibold uppercase tracking-wide text-slate-600";

export default function TeamBookingPage() {
  const booking = usePageData(useActionData<typeof action>(), useLoaderData<typeof loader>());
  const { actions } = booking;
  const state = booking.lapsed ? teamPage.lapsed : teamPage.states[booking.state];
  const { icon: StateIcon, badge } = stateStyle[booking.state];
  const ended = endedState(booking.state) !== null;

  return (
    <>
      <Seo {...teamBookingSeo} robots={NOINDEX_ROBOTS} />
      {/* A tool of the team's, without the site's navigation: whose it is, and the way back to the desk. */}
      <div className="bg-blue-950 text-white">
        <div className="mx-auto flex min-h-14 max-w-6xl items-center justify-between gap-4 px-4 py-2 sm:px-6 lg:px-8">
          <span className="text-xs font-semibold tracking-wider text-blue-200 uppercase">{company.name}</span>
          {booking.deskPath && (
            <a
              href={booking.deskPath}
              className="inline-flex items-center gap-2 rounded-lg border border-white/40 px-3 py-1.5 text-sm font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <span aria-hidden="true">←</span>
              {teamPage.backToDesk}
            </a>
          )}
        </div>
      </div>
      <PageHero eyebrow={teamPage.eyebrow} title={teamPage.title}>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-balance text-blue-100 wrap-anywhere">
          {`${booking.name}: ${booking.subject}`}
        </p>
      </PageHero>
      <section className="bg-slate-50 py-10 wrap-anywhere sm:py-14" aria-labelledby="team-request-heading">
        <div className="mx-auto max-w-6xl space-y-6 px-4 sm:px-6 lg:px-8">
          {booking.error && (
            <PageNotice tone="error" icon={OctagonX}>
              {booking.error}
            </PageNotice>
          )}
          {booking.notice && (
            <PageNotice tone="success" icon={CircleCheckBig}>
              {teamPage.notices[booking.notice]}
            </PageNotice>
          )}
          {actions.allowed && <TeamErrorSummary actions={actions} />}

          {/* Rows: the request, then the history; the side column spans both, and any height it
              has beyond the request goes to the history's row, never between the two cards. */}
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:items-start">
            <article className={`${wideCard} lg:col-start-1`} aria-labelledby="team-request-heading">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="team-request-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
                  {teamPage.headings.request}
                </h2>
                <p
                  className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${badge}`}
                >
                  <StateIcon className="size-4" aria-hidden="true" />
                  <span className="sr-only">State: </span>
                  {state.label}
                </p>
              </div>
              <p className="mt-3 leading-7 text-slate-700">{state.text}</p>
              {actions.allowed && (
                <a
                  href="#confirm"
                  className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-blue-800 underline underline-offset-2 lg:hidden"
                >
                  <MoveDown className="size-4" aria-hidden="true" />
                  {teamPage.jumpToActions[booking.state === "confirmed" ? "confirmed" : "requested"]}
                </a>
              )}
              <RequestFacts booking={booking} struck={ended} />
            </article>

            <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
              <ContactCard booking={booking} />
              <Decision booking={booking} />
              {actions.allowed ? (
                <>
                  <ConfirmForm
                    state={booking.state}
                    fee={booking.fee}
                    form={actions.confirm}
                    token={actions.token}
                    sequence={actions.sequence}
                  />
                  <DeclineForm form={actions.decline} token={actions.token} sequence={actions.sequence} />
                </>
              ) : (
                <div className={card}>
                  <h2 className="flex items-center gap-2 font-semibold text-slate-900">
                    <Ban className="size-4 text-slate-600" aria-hidden="true" />
                    {teamPage.headings.closed}
                  </h2>
                  <p className="mt-2 text-sm leading-6 text-slate-700">{actions.reason}</p>
                </div>
              )}
              <p className="flex gap-2 px-1 text-sm leading-6 text-slate-600">
                <EyeOff className="mt-1 size-4 shrink-0" aria-hidden="true" />
                {teamPage.privacy}
              </p>
            </div>

            <HistoryCard history={booking.history} earlierEvents={booking.earlierEvents} />
          </div>
        </div>
      </section>
    </>
  );
}

/** A refused post's messages, each linked to its field. */
function TeamErrorSummary({ actions }: { actions: Extract<TeamPageData["actions"], { allowed: true }> }) {
  const [which, errors] = Object.keys(actions.confirm.errors).length
    ? (["confirm", actions.confirm.errors] as const)
    : (["decline", actions.decline.errors] as const);
  const problems = (Object.entries(errors) as [keyof TeamErrors, string][]).map(([field, message]) => ({
    href: `#${field === "form" ? which : ids[field]}`,
    message,
  }));
  return (
    <ProblemSummary id={ids.summary} title={teamPage.errorTitle[which]} problems={problems} heading="h2" />
  );
}

/** One fact of a list, its `className` placing it in the list's grid or row. */
function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className={factLabel}>{label}</dt>
      <dd className="mt-1 font-medium wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

/** Where the booking came from: each part the browser kept, in a fixed order. */
function SourceFacts({ source }: { source: Source | null }) {
  const parts = SOURCE_KEYS.flatMap((key) => (source?.[key] ? [[key, source[key]] as const] : []));
  if (parts.length === 0) return <span className="font-normal text-slate-600">{teamPage.sources.none}</span>;
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1">
      {parts.map(([key, value]) => (
        <li key={key}>
          <span className="font-normal text-slate-600">{`${teamPage.sources[key]}: `}</span>
          {value}
        </li>
      ))}
    </ul>
  );
}

function RequestFacts({ booking, struck }: { booking: TeamPageData; struck: boolean }) {
  const site = useSite();
  const strike = struck ? "line-through decoration-slate-400" : "";
  const { labels } = teamPage;
  return (
    <>
      <dl className="mt-6 grid grid-cols-2 gap-5 border-t border-slate-200 pt-6">
        <Fact label={labels.date} className={row}>
          <span className={strike}>{longDate(booking.date)}</span>
        </Fact>
        <Fact label={labels.time} className={row}>
          <span className={strike}>{`${booking.timeSlot} ${zoneLabel(site, booking.date)}`}</span>
        </Fact>
        <Fact
          label={labels.duration}
          className={half}
        >{`${booking.hours} ${booking.hours === 1 ? "hour" : "hours"}`}</Fact>
        {booking.fee && (
          <Fact label={labels.fee} className={half}>
            {booking.fee}
          </Fact>
        )}
        <Fact label={labels.channel} className={booking.fee ? row : half}>
          {teamPage.channels[booking.channel ?? "none"]}
        </Fact>
        <Fact label={labels.source} className={wide}>
          <SourceFacts source={booking.source} />
        </Fact>
        <Fact label={labels.subject} className={wide}>
          {booking.subject}
        </Fact>
        {booking.serviceCategories.length > 0 && (
          <Fact label={labels.services} className={wide}>
            <ul className="mt-1 flex flex-wrap gap-2">
              {booking.serviceCategories.map((category) => (
                <li
                  key={category}
                  className="rounded-full bg-blue-50 px-3 py-1 text-sm font-medium text-blue-900 ring-1 ring-blue-100"
                >
                  {category}
                </li>
              ))}
            </ul>
          </Fact>
        )}
      </dl>
      <h3 className={`mt-6 ${factLabel}`}>{teamPage.headings.description}</h3>
      <p className="mt-2 rounded-xl bg-slate-50 p-4 leading-7 wrap-anywhere whitespace-pre-line text-slate-800 ring-1 ring-slate-200">
        {booking.description}
      </p>
      <p className="mt-6 text-sm text-slate-600">
        {`${labels.reference}: `}
        <span className="font-mono break-all text-slate-800">{booking.bookingId}</span>
      </p>
    </>
  );
}

function ContactCard({ booking }: { booking: TeamPageData }) {
  const { labels } = teamPage;
  const link = "font-medium break-all text-blue-800 underline underline-offset-2 hover:text-blue-900";
  return (
    <div className={card}>
      <h2 className="text-lg font-bold text-slate-900">{teamPage.headings.contact}</h2>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-4">
        <Fact label={labels.name} className="w-full">
          {booking.name}
        </Fact>
        <Fact label={labels.email} className="w-full">
          <a href={`mailto:${booking.email}`} className={`inline-flex items-center gap-1.5 ${link}`}>
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {booking.email}
          </a>
        </Fact>
        <Fact label={labels.phone}>
          <a
            href={`tel:${booking.phone.replace(/[^\d+]/g, "")}`}
            className="inline-flex items-center gap-1.5 font-medium whitespace-nowrap text-blue-800 underline underline-offset-2 hover:text-blue-900"
          >
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {booking.phone}
          </a>
        </Fact>
        <Fact label={labels.whatsapp}>{booking.isWhatsapp ? "Yes" : "No"}</Fact>
      </dl>
    </div>
  );
}

/** The team's decision as it stands: the meeting link and note, or the decline's message. */
function Decision({ booking }: { booking: TeamPageData }) {
  if (booking.state === "confirmed" && booking.meetingUrl) {
    return (
      <div className={`${card} ring-emerald-200`}>
        <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <CalendarCheck2 className="size-5 text-emerald-700" aria-hidden="true" />
          {teamPage.headings.meeting}
        </h2>
        <dl className="mt-4 space-y-4">
          <Fact label={teamPage.labels.meetingLink}>
            <a
              href={booking.meetingUrl}
              className="inline-flex items-center gap-1.5 font-medium break-all text-blue-800 underline underline-offset-2"
            >
              <Link2 className="size-4 shrink-0" aria-hidden="true" />
              {booking.meetingUrl}
            </a>
          </Fact>
          {booking.note && (
            <Fact label={teamPage.labels.note}>
              <span className="font-normal whitespace-pre-line">{booking.note}</span>
            </Fact>
          )}
        </dl>
      </div>
    );
  }
  if (booking.state === "declined") {
    return (
      <div className={card}>
        <h2 className="text-lg font-bold text-slate-900">{teamPage.headings.declined}</h2>
        <p className="mt-2 leading-7 whitespace-pre-line text-slate-700">
          {booking.message ?? "None was sent."}
        </p>
      </div>
    );
  }
  return null;
}

function ConfirmForm({
  state,
  fee,
  form,
  token,
  sequence,
}: {
  state: BookingState;
  /** The fee named when it was booked: the visitor was told how to pay it comes with the confirmation. */
  fee: string | null;
  form: Extract<TeamPageData["actions"], { allowed: true }>["confirm"];
  token: string;
  sequence: number;
}) {
  const mode = state === "confirmed" ? "confirmed" : "requested";
  const { confirm } = teamPage;
  return (
    <form
      id="confirm"
      method="post"
      action={form.action}
      aria-labelledby="confirm-heading"
      className={`${card} scroll-mt-24`}
    >
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="sequence" value={sequence} />
      <h2 id="confirm-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <CalendarCheck2 className="size-5 text-blue-700" aria-hidden="true" />
        {confirm.heading[mode]}
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-700">{confirm.lead[mode]}</p>
      {form.errors.form && <p className="mt-3 text-sm font-medium text-red-800">{form.errors.form}</p>}
      <Field
        id={ids.meetingUrl}
        label={teamPage.labels.meetingLink}
        hint={confirm.meetingUrlHint}
        hintAbove
        error={form.errors.meetingUrl}
        className="mt-5"
      >
        <input
          {...controlAria(ids.meetingUrl, { hint: true, error: form.errors.meetingUrl })}
          type="url"
          name="meetingUrl"
          required
          maxLength={MEETING_URL_MAX}
          autoComplete="off"
          spellCheck={false}
          defaultValue={form.values.meetingUrl}
          placeholder="https://"
          className={controlClass}
        />
      </Field>
      <Field
        id={ids.note}
        label={teamPage.labels.note}
        optional
        hint={fee && state === "requested" ? confirm.noteHintWithFee(fee) : confirm.noteHint}
        hintAbove
        error={form.errors.note}
        className="mt-5"
      >
        <textarea
          {...controlAria(ids.note, { hint: true, error: form.errors.note })}
          name="note"
          rows={3}
          maxLength={TEAM_TEXT_MAX}
          defaultValue={form.values.note}
          className={controlClass}
        />
      </Field>
      <button type="submit" className={buttonClass("primary", "mt-6 w-full")}>
        <CalendarCheck2 className="size-5" aria-hidden="true" />
        {confirm.button[mode]}
      </button>
    </form>
  );
}

/** Decline, inside a disclosure, so one stray tap does not turn a visitor away; open when its post was refused. */
function DeclineForm({
  form,
  token,
  sequence,
}: {
  form: Extract<TeamPageData["actions"], { allowed: true }>["decline"];
  token: string;
  sequence: number;
}) {
  const { decline } = teamPage;
  const refused = Object.keys(form.errors).length > 0;
  return (
    <details className={`${card} group`} open={refused}>
      <summary className="cursor-pointer font-semibold text-red-800 marker:text-red-700 focus-visible:outline-2 focus-visible:outline-red-700">
        {decline.summary}
      </summary>
      <form
        id="decline"
        method="post"
        action={form.action}
        aria-label={decline.summary}
        className="mt-4 scroll-mt-24"
      >
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="sequence" value={sequence} />
        <p className="text-sm leading-6 text-slate-700">{decline.lead}</p>
        {form.errors.form && <p className="mt-3 text-sm font-medium text-red-800">{form.errors.form}</p>}
        <Field
          id={ids.message}
          label={decline.messageLabel}
          optional
          hint={decline.messageHint}
          hintAbove
          error={form.errors.message}
          className="mt-4"
        >
          <textarea
            {...controlAria(ids.message, { hint: true, error: form.errors.message })}
            name="message"
            rows={3}
            maxLength={TEAM_TEXT_MAX}
            defaultValue={form.values.message}
            className={controlClass}
          />
        </Field>
        <button
          type="submit"
          className="mt-5 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-3 text-base font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          <CircleSlash className="size-5" aria-hidden="true" />
          {decline.button}
        </button>
      </form>
    </details>
  );
}

function HistoryCard({ history, earlierEvents }: { history: TeamEvent[]; earlierEvents: number }) {
  return (
    <section className={`${wideCard} lg:col-start-1`} aria-labelledby="team-history-heading">
      <h2 id="team-history-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <History className="size-5 text-blue-700" aria-hidden="true" />
        {teamPage.headings.history}
      </h2>
      {earlierEvents > 0 && (
        <p className="mt-2 text-sm text-slate-600">{teamPage.earlierEvents(history.length, earlierEvents)}</p>
      )}
      <ol className="mt-5 space-y-5 border-l-2 border-slate-200 pl-5">
        {history.map((event) => (
          <li key={`${event.at}-${event.kind}`} className="relative">
            <span
              className="absolute top-1.5 -left-[1.6875rem] size-3 rounded-full bg-blue-700 ring-4 ring-white"
              aria-hidden="true"
            />
            <p className="text-slate-900">
              <span className="font-semibold">{teamPage.history[event.kind]}</span>{" "}
              <span className="text-slate-700">{teamPage.actors[event.by]}</span>
            </p>
            <p className="text-sm text-slate-600">
              <time dateTime={event.at}>{event.when}</time>
            </p>
            <EventDetail event={event} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function EventDetail({ event }: { event: TeamEvent }) {
  const { timeZone } = useSite();
  const slot = ({ date, timeSlot }: { date: string; timeSlot: string }) =>
    `${longDate(date)}, ${timeSlot} ${zoneAbbreviation(date, timeZone)}`;
  const detail = "mt-1 text-sm leading-6 text-slate-700";
  switch (event.kind) {
    case "moved":
      return (
        <p className={detail}>
          <ArrowRightLeft className="mr-1 inline size-4 align-[-0.2em]" aria-hidden="true" />
          {`From ${slot(event.from)} to ${slot(event.to)}`}
        </p>
      );
    case "confirmed":
      return (
        <div className={detail}>
          <a
            href={event.meetingUrl}
            className="font-medium break-all text-blue-800 underline underline-offset-2"
          >
            {event.meetingUrl}
          </a>
          {event.note && <p className="whitespace-pre-line">“{event.note}”</p>}
        </div>
      );
    case "declined":
      return event.message ? <p className={`${detail} whitespace-pre-line`}>“{event.message}”</p> : null;
    case "made":
    case "cancelled":
      return null;
  }
}
