import {
  CalendarCheck2,
  CalendarClock,
  CalendarOff,
  CalendarX2,
  CircleCheckBig,
  Hourglass,
  LogOut,
  OctagonX,
  RefreshCw,
  Rss,
  Send,
  TriangleAlert,
} from "lucide-react";
import type { ReactNode } from "react";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
  redirectDocument,
  useActionData,
  useLoaderData,
} from "react-router";
import { CLOSED_REASON_MAX } from "../booking/constants";
import {
  DESK_DONE,
  DESK_DONE_PARAM,
  type DeskBookingRow,
  type DeskClosedRow,
  type DeskCloseErrors,
  type DeskDays,
  type DeskDone,
  type DeskList,
  type DeskPageData,
} from "../booking/desk-page-data";
import { readPostedClose, readPostedDecision } from "../booking/posted-form";
import { ProblemSummary } from "../components/booking/error-summary";
import { controlAria, controlClass, Field } from "../components/booking/field";
import { buttonClass } from "../components/button-link";
import { PageNotice } from "../components/page-notice";
import { NOINDEX_ROBOTS, Seo } from "../components/seo";
import { company } from "../content/company";
import { teamDeskSeo } from "../content/seo/team-desk";
import { teamDesk } from "../content/team-desk";
import { type DeskServices, type RequestServices, requestServices, usePageData } from "../request-context";

/**
 * The team's desk (`/team`, docs/product.md#the-teams-desk): every booking that needs the
 * team, in one place, opened by the desk's session only. Its forms work without
 * JavaScript; each calls the one service the team page and the operator's command call.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  if (typeof document !== "undefined") throw redirectDocument(request.url);
  const server = requestServices(context);
  if (server.posted) return null;
  const desk = deskOf(server);
  server.spend("lookup");
  const query = new URL(request.url).searchParams;
  const done = query.get(DESK_DONE_PARAM);
  const known = DESK_DONE.find((value) => value === done);
  // A range just closed: its dates from the query, read as the close form's are.
  const range =
    known === "closed" && desk.read.reopen({ from: query.get("from"), until: query.get("until") });
  return desk.page({
    notice: known ? teamDesk.notices[known] : null,
    closed: range && "value" in range ? range.value : null,
  });
}

/** The desk's services; without the desk's session, the ordinary 404. */
function deskOf(server: RequestServices): DeskServices {
  if (!server.desk) throw data(null, { status: 404 });
  return server.desk;
}

const done = (what: DeskDone, query = "") => redirect(`/team?${DESK_DONE_PARAM}=${what}${query}`, 303);

/** The desk's forms (`/team/confirm`, `/close`, `/reopen`, `/retry`): 303 back to the desk, or the desk again with why not. */
export async function action({ context, request, params }: ActionFunctionArgs) {
  const server = requestServices(context);
  const desk = deskOf(server);
  const form = new URLSearchParams(await request.text());
  switch (params.post) {
    case "confirm":
      return confirm(server, desk, form);
    case "close":
      return close(server, desk, form);
    case "reopen":
      return reopen(server, desk, form);
    case "retry":
      return retry(server, desk, form);
    default:
      throw data(null, { status: 404 });
  }
}

/** One press: the booking confirmed with `MEETING_URL`, as its team page's Confirm does (the team service). */
async function confirm(server: RequestServices, desk: DeskServices, form: URLSearchParams) {
  if (!desk.usualLink) throw data(null, { status: 404 });
  const booking = await server.open("team", "change", form.get("bookingId") ?? "", undefined);
  const fields = new URLSearchParams({ meetingUrl: desk.usualLink });
  const sequence = form.get("sequence");
  if (sequence !== null) fields.set("sequence", sequence);
  const read = server.read.confirm(readPostedDecision(fields, "confirm").body);
  const outcome =
    "issues" in read
      ? server.team.invalid(booking, read.issues)
      : await server.team.confirm(booking, read.value);
  const status = server.status.decision[outcome.kind];
  switch (outcome.kind) {
    case "decided":
      throw done("confirmed");
    case "not_found":
    case "store_unavailable":
      throw data(null, { status });
    case "refused":
      return data(await desk.page({ error: server.refusals.team[outcome.reason] }), { status });
    case "invalid":
      return data(await desk.page({ error: outcome.issues[0]?.message ?? null }), { status });
  }
}

/** Closes a date or a range (the closed-days service); the desk then lists the bookings held on it. */
async function close(server: RequestServices, desk: DeskServices, form: URLSearchParams) {
  server.spend("change");
  const { values, body } = readPostedClose(form);
  const read = desk.read.close(body);
  if ("issues" in read) {
    const errors: DeskCloseErrors = {};
    for (const { path, message } of read.issues) {
      const field = path === "from" || path === "until" || path === "reason" ? path : "form";
      errors[field] ??= message;
    }
    return data(await desk.page({ closeForm: { values, errors } }), { status: 400 });
  }
  const outcome = await desk.closedDays.close(read.value);
  if (outcome.kind === "store_unavailable") throw data(null, { status: 503 });
  throw done("closed", `&from=${outcome.range.from}&until=${outcome.range.until}`);
}

/** Reopens a closed date (the closed-days service). */
async function reopen(server: RequestServices, desk: DeskServices, form: URLSearchParams) {
  server.spend("change");
  const read = desk.read.reopen({ from: form.get("from") ?? "", until: form.get("until") ?? "" });
  if ("issues" in read)
    return data(await desk.page({ error: read.issues[0]?.message ?? null }), { status: 400 });
  const outcome = await desk.closedDays.reopen(read.value);
  if (outcome.kind === "store_unavailable") throw data(null, { status: 503 });
  throw done("reopened");
}

/** Queues a booking's failed deliveries again, as `npm run bookings -- --retry` does. */
async function retry(server: RequestServices, desk: DeskServices, form: URLSearchParams) {
  server.spend("change");
  const outcome = await desk.service.retry(form.get("bookingId") ?? "");
  if (outcome.kind === "store_unavailable") throw data(null, { status: 503 });
  throw done(outcome.count > 0 ? "queued" : "nothing_queued");
}

const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";
const rowList = "mt-4 divide-y divide-slate-200 border-t border-slate-200";
const smallButton = (tone: "primary" | "secondary") => buttonClass(tone, "w-full sm:w-auto", "sm");
const linkClass = "font-medium text-blue-800 underline underline-offset-2 hover:text-blue-900";

export default function TeamDesk() {
  const desk = usePageData(useActionData<DeskPageData>(), useLoaderData<DeskPageData | null>());
  return (
    <>
      <Seo {...teamDeskSeo} robots={NOINDEX_ROBOTS} />
      <header className="bg-blue-950 text-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <p className="leading-tight">
            <span className="block text-xs font-semibold tracking-wider text-blue-200 uppercase">
              {company.name}
            </span>
            <span className="text-lg font-bold">{teamDesk.title}</span>
          </p>
          <form method="post" action="/team/sign-out">
            <button
              type="submit"
              className="inline-flex items-center gap-2 rounded-lg border border-white/40 px-3 py-2 text-sm font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <LogOut className="size-4" aria-hidden="true" />
              {teamDesk.signOut}
            </button>
          </form>
        </div>
      </header>
      <div className="bg-slate-50">
        <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
          <h1 className="sr-only">{teamDesk.title}</h1>
          {desk.error && (
            <PageNotice tone="error" icon={OctagonX}>
              {desk.error}
            </PageNotice>
          )}
          {desk.notice && (
            <PageNotice tone="success" icon={CircleCheckBig}>
              {desk.notice}
            </PageNotice>
          )}
          {desk.closedHeld && <HeldNotice held={desk.closedHeld} />}
          <CloseErrorSummary errors={desk.closeForm.errors} />
          <Overview desk={desk} />
          <Section
            id="waiting"
            icon={Hourglass}
            title={teamDesk.headings.waiting}
            count={total(desk.waiting)}
          >
            <p className="mt-1 text-sm text-slate-600">{teamDesk.leads.waiting}</p>
            <BookingRows list={desk.waiting} empty={teamDesk.empty.waiting}>
              {(row) => <WaitingActions row={row} usualLink={desk.usualLink} />}
            </BookingRows>
          </Section>
          <Section
            id="coming"
            icon={CalendarCheck2}
            title={teamDesk.headings.coming}
            count={total(desk.coming)}
          >
            <p className="mt-1 text-sm text-slate-600">{teamDesk.leads.coming}</p>
            <BookingRows list={desk.coming} empty={teamDesk.empty.coming}>
              {(row) =>
                row.meetingUrl && (
                  <a href={row.meetingUrl} className={`${linkClass} text-sm break-all`}>
                    {row.meetingUrl}
                  </a>
                )
              }
            </BookingRows>
          </Section>
          <Section
            id="changed"
            icon={CalendarX2}
            title={teamDesk.headings.changed}
            count={total(desk.changed)}
          >
            <p className="mt-1 text-sm text-slate-600">{teamDesk.leads.changed}</p>
            <BookingRows list={desk.changed} empty={teamDesk.empty.changed}>
              {(row) =>
                row.ended && (
                  <p className="text-sm text-slate-700">
                    <span className="font-semibold">{teamDesk.ended[row.ended.state]}</span>
                    {` ${row.ended.by}, ${row.ended.ago}`}
                  </p>
                )
              }
            </BookingRows>
          </Section>
          <Deliveries deliveries={desk.deliveries} />
          <ClosedDays desk={desk} />
          <Feed url={desk.feedUrl} />
          <p className="px-1 text-sm text-slate-600">{teamDesk.privacy}</p>
        </div>
      </div>
    </>
  );
}

const total = (list: DeskList<unknown>) => list.rows.length + list.more;

/** The counts at a glance, each a link to its list. */
function Overview({ desk }: { desk: DeskPageData }) {
  const tiles = [
    {
      href: "#waiting",
      label: teamDesk.headings.waiting,
      count: total(desk.waiting),
      alert: total(desk.waiting) > 0,
    },
    { href: "#coming", label: teamDesk.headings.coming, count: total(desk.coming), alert: false },
    {
      href: "#deliveries",
      label: teamDesk.headings.failed,
      count: total(desk.deliveries.failed),
      alert: total(desk.deliveries.failed) > 0,
    },
    { href: "#closed", label: teamDesk.headings.closed, count: desk.closed.days, alert: false },
  ];
  return (
    <nav aria-label="Lists">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.href}>
            <a
              href={tile.href}
              className={`block rounded-2xl bg-white p-4 shadow-sm ring-1 hover:ring-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700 ${tile.alert ? "ring-amber-300" : "ring-slate-200"}`}
            >
              <span className="block text-2xl font-bold text-slate-900">{tile.count}</span>
              <span className="text-sm font-medium text-slate-700">{tile.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Section({
  id,
  icon: Icon,
  title,
  count,
  children,
}: {
  id: string;
  icon: typeof Hourglass;
  title: string;
  /** What the list holds, shown or not (closed days: dates, not rows). */
  count?: number;
  children: ReactNode;
}) {
  return (
    <section id={id} className={`${card} scroll-mt-6`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Icon className="size-5 text-blue-700" aria-hidden="true" />
        {title}
        {count !== undefined && (
          <span className="ml-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700">
            {count}
          </span>
        )}
      </h2>
      {children}
    </section>
  );
}

/** How many rows a list leaves out. */
function More({ more }: { more: number }) {
  return more > 0 ? <p className="mt-3 text-sm font-medium text-slate-700">{teamDesk.more(more)}</p> : null;
}

function BookingRows({
  list,
  empty,
  children,
}: {
  list: DeskList<DeskBookingRow>;
  empty: string;
  children: (row: DeskBookingRow) => ReactNode;
}) {
  if (list.rows.length === 0) return <p className="mt-4 text-slate-600">{empty}</p>;
  return (
    <>
      <ul className={rowList}>
        {list.rows.map((row) => (
          <li key={row.id} className="grid gap-3 py-4 md:grid-cols-[14rem_1fr_auto] md:items-center md:gap-6">
            <BookingWhen row={row} />
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">
                <a href={row.teamPath} className="hover:underline">
                  {row.name}
                </a>
                <span className="font-normal text-slate-700">{` · ${row.subject}`}</span>
              </p>
              <p className="mt-0.5 text-sm text-slate-600">{`${row.channel} · requested ${row.requested}`}</p>
              {row.closedDay && (
                <p className="mt-1 inline-flex items-center gap-1.5 rounded-md bg-amber-50 px-2 py-0.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
                  <TriangleAlert className="size-4" aria-hidden="true" />
                  {teamDesk.closedDayFlag(row.closedDay)}
                </p>
              )}
            </div>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center md:justify-end">
              {children(row)}
            </div>
          </li>
        ))}
      </ul>
      <More more={list.more} />
    </>
  );
}

function BookingWhen({ row }: { row: DeskBookingRow }) {
  return (
    <div>
      <p className="font-semibold text-slate-900">
        <time dateTime={row.date}>{row.day}</time>
      </p>
      <p className="text-sm text-slate-700">{`${row.time} · ${teamDesk.hours(row.hours)}`}</p>
    </div>
  );
}

function WaitingActions({ row, usualLink }: { row: DeskBookingRow; usualLink: string | null }) {
  return (
    <>
      <a href={row.teamPath} className={smallButton("secondary")}>
        {teamDesk.open}
        <span className="sr-only">{` ${row.name}, ${row.day}`}</span>
      </a>
      {row.started ? (
        <span className="text-sm text-slate-600">{teamDesk.lapsed}</span>
      ) : (
        usualLink && (
          <form method="post" action="/team/confirm">
            <input type="hidden" name="bookingId" value={row.id} />
            <input type="hidden" name="sequence" value={row.sequence} />
            <button type="submit" className={smallButton("primary")}>
              <CalendarCheck2 className="size-4" aria-hidden="true" />
              {teamDesk.confirm}
              <span className="sr-only">{`: ${row.name}, ${row.day}`}</span>
            </button>
          </form>
        )
      )}
    </>
  );
}

function HeldNotice({ held }: { held: NonNullable<DeskPageData["closedHeld"]> }) {
  return (
    <div role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5">
      <p className="flex gap-3 leading-7">
        <CalendarOff className="mt-1 size-5 shrink-0" aria-hidden="true" />
        {teamDesk.held(daysInWords(held), total(held))}
      </p>
      {held.rows.length > 0 && (
        <ul className="mt-3 space-y-1 pl-8">
          {held.rows.map((row) => (
            <li key={row.id}>
              <a href={row.teamPath} className={linkClass}>
                {`${row.day}, ${row.time}: ${row.name}`}
              </a>
            </li>
          ))}
        </ul>
      )}
      <More more={held.more} />
    </div>
  );
}

function Deliveries({ deliveries }: { deliveries: DeskPageData["deliveries"] }) {
  const { failed } = deliveries;
  const stats = [
    { count: deliveries.waiting, label: teamDesk.deliveries.waiting },
    { count: deliveries.scheduled, label: teamDesk.deliveries.scheduled },
    { count: total(failed), label: teamDesk.deliveries.failed },
  ];
  return (
    <Section id="deliveries" icon={Send} title={teamDesk.headings.deliveries}>
      <p className="mt-1 text-sm text-slate-600">{teamDesk.leads.deliveries}</p>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
            <dt className="text-sm text-slate-700">{stat.label}</dt>
            <dd className="text-xl font-bold text-slate-900">{stat.count}</dd>
          </div>
        ))}
      </dl>
      {failed.rows.length === 0 ? (
        <p className="mt-4 text-slate-600">{teamDesk.empty.failed}</p>
      ) : (
        <ul className={rowList}>
          {failed.rows.map((row) => (
            <li key={row.id} className="grid gap-3 py-4 md:grid-cols-[1fr_auto] md:items-center md:gap-6">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  <span className="font-mono text-sm">{row.call}</span>
                  {" · "}
                  <a href={row.teamPath} className="hover:underline">
                    {row.name}
                  </a>
                </p>
                <p className="mt-0.5 text-sm text-slate-600">{`${row.day}, ${row.time} · failed ${row.failed}`}</p>
                {row.lastError && (
                  <p className="mt-1 text-sm break-words text-red-800">{`${teamDesk.columns.error}: ${row.lastError}`}</p>
                )}
              </div>
              <form method="post" action="/team/retry">
                <input type="hidden" name="bookingId" value={row.bookingId} />
                <button type="submit" className={smallButton("secondary")}>
                  <RefreshCw className="size-4" aria-hidden="true" />
                  {teamDesk.retry}
                  <span className="sr-only">{`: ${row.call}, ${row.name}`}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <More more={failed.more} />
    </Section>
  );
}

const closeIds = { from: "close-from", until: "close-until", reason: "close-reason" } as const;

/** A refused close said at the top, where the desk opens, each message linked to its field. */
function CloseErrorSummary({ errors }: { errors: DeskCloseErrors }) {
  const problems = (Object.entries(errors) as [keyof DeskCloseErrors, string][]).map(([field, message]) => ({
    href: `#${field === "form" ? "close" : closeIds[field]}`,
    message,
  }));
  return (
    <ProblemSummary
      id="close-error-summary"
      title={teamDesk.close.refused}
      problems={problems}
      heading="h2"
    />
  );
}

function ClosedDays({ desk }: { desk: DeskPageData }) {
  const { closed, closeForm } = desk;
  const { errors, values } = closeForm;
  const { close } = teamDesk;
  return (
    <Section id="closed" icon={CalendarOff} title={teamDesk.headings.closed} count={closed.days}>
      <p className="mt-1 text-sm text-slate-600">{teamDesk.leads.closed}</p>
      {closed.rows.length === 0 ? (
        <p className="mt-4 text-slate-600">{teamDesk.empty.closed}</p>
      ) : (
        <ul className={rowList}>
          {closed.rows.map((range) => (
            <ClosedRow key={range.from} range={range} />
          ))}
        </ul>
      )}
      <More more={closed.more} />
      <form
        id="close"
        method="post"
        action="/team/close"
        aria-labelledby="close-heading"
        className="mt-6 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5"
      >
        <h3 id="close-heading" className="font-semibold text-slate-900">
          {close.heading}
        </h3>
        {errors.form && <p className="mt-2 text-sm font-medium text-red-800">{errors.form}</p>}
        <div className="mt-2 grid gap-x-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto] lg:items-end">
          <Field id={closeIds.from} label={close.from} error={errors.from} className="mt-3">
            <input
              {...controlAria(closeIds.from, { error: errors.from })}
              type="date"
              name="from"
              required
              min={closeForm.min}
              defaultValue={values.from}
              className={controlClass}
            />
          </Field>
          <Field id={closeIds.until} label={close.until} optional error={errors.until} className="mt-3">
            <input
              {...controlAria(closeIds.until, { error: errors.until })}
              type="date"
              name="until"
              min={closeForm.min}
              defaultValue={values.until}
              className={controlClass}
            />
          </Field>
          <Field id={closeIds.reason} label={close.reason} optional error={errors.reason} className="mt-3">
            <input
              {...controlAria(closeIds.reason, { error: errors.reason })}
              type="text"
              name="reason"
              maxLength={CLOSED_REASON_MAX}
              placeholder="Public holiday"
              defaultValue={values.reason}
              className={controlClass}
            />
          </Field>
          <button type="submit" className={buttonClass("primary", "mt-4 w-full lg:w-auto", "md")}>
            <CalendarClock className="size-5" aria-hidden="true" />
            {close.button}
          </button>
        </div>
        <p className="mt-3 text-sm text-slate-600">{`${close.untilHint} ${close.reasonHint}`}</p>
      </form>
    </Section>
  );
}

/** "Sun, Dec 20, 2026", or "Sun, Dec 20, 2026 to Sat, Feb 20, 2027". */
const daysInWords = (range: DeskDays) =>
  range.from === range.until ? range.fromDay : `${range.fromDay} ${teamDesk.rangeTo} ${range.untilDay}`;

/** Closed dates in a row with one reason: the dates, the reason, how many days, one Reopen of them all. */
function ClosedRow({ range }: { range: DeskClosedRow }) {
  const single = range.from === range.until;
  const when = daysInWords(range);
  return (
    <li className="flex items-center justify-between gap-4 py-3 sm:gap-6">
      <div className="min-w-0 flex-1">
        {/* A narrow screen breaks a range at "to", never inside a date. */}
        <p className="font-semibold text-slate-900">
          <time dateTime={range.from} className="whitespace-nowrap">
            {range.fromDay}
          </time>
          {!single && (
            <>
              {` ${teamDesk.rangeTo} `}
              <time dateTime={range.until} className="whitespace-nowrap">
                {range.untilDay}
              </time>
            </>
          )}
        </p>
        <p className="mt-0.5 text-sm break-words text-slate-700">
          {single ? range.reason : `${range.reason} · ${teamDesk.days(range.days)}`}
        </p>
      </div>
      <form method="post" action="/team/reopen" className="shrink-0">
        <input type="hidden" name="from" value={range.from} />
        <input type="hidden" name="until" value={range.until} />
        <button type="submit" className={buttonClass("secondary", "", "sm")}>
          {teamDesk.reopen}
          <span className="sr-only">{` ${when}`}</span>
        </button>
      </form>
    </li>
  );
}

function Feed({ url }: { url: string }) {
  return (
    <Section id="feed" icon={Rss} title={teamDesk.headings.feed}>
      <p className="mt-1 text-sm text-slate-600">{teamDesk.leads.feed}</p>
      <p className="mt-4 rounded-xl bg-slate-50 p-3 font-mono text-sm break-all ring-1 ring-slate-200">
        <a href={url} className={linkClass}>
          {url}
        </a>
      </p>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>{teamDesk.feed.google}</li>
        <li>{teamDesk.feed.outlook}</li>
        <li>{teamDesk.feed.apple}</li>
      </ul>
    </Section>
  );
}
