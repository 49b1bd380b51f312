import { zoneAbbreviation } from "./dates";

/** "Eastern Time" for America/New_York: the zone's name without a season, or the id itself. */
export function zoneName(timeZone: string): string {
  try {
    return (
      new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" })
        .formatToParts(new Date(0))
        .find((part) => part.type === "timeZoneName")?.value ?? timeZone
    );
  } catch {
    return timeZone;
  }
}

/**
 * "Eastern Time (EDT)" on a summer date, "Eastern Time" without a date: the abbreviation
 * depends on the day, so it is named only once the visitor has chosen one. The name comes
 * from the server (site context), so both sides render the same text.
 */
export function zoneLabel(
  { timeZone, timeZoneName }: { timeZone: string; timeZoneName: string },
  date: string,
): string {
  return date ? `${timeZoneName} (${zoneAbbreviation(date, timeZone)})` : timeZoneName;
}
