/*
 * Excel knows no time zones: a cell holds the time a clock shows. Exports
 * write the company's clock (TIME_ZONE), imports read a time as that clock's.
 */

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The time the clock in `timeZone` shows at `instant`, as a Date whose UTC fields are that clock's. */
export function clockAt(instant: Date, timeZone: string): Date {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(timeZone, clock);
  }
  const part = Object.fromEntries(clock.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return new Date(
    Date.UTC(
      part.year!,
      part.month! - 1,
      part.day!,
      part.hour!,
      part.minute!,
      part.second!,
      instant.getUTCMilliseconds(),
    ),
  );
}

/** The instant at which the clock in `timeZone` shows `shown` (UTC fields); the offset is taken twice, so a shown time just past a change lands right. */
export function instantOf(shown: Date, timeZone: string): Date {
  const offsetAt = (instant: Date) => clockAt(instant, timeZone).getTime() - instant.getTime();
  const guess = new Date(shown.getTime() - offsetAt(shown));
  return new Date(shown.getTime() - offsetAt(guess));
}
