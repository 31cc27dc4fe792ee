/*
 * The company's calendar: what day and minute it is in its time zone. One
 * formatter per zone and kind: making one costs more than a price query's
 * engine work for a few channels.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = make()));
  return format;
}

/** The calendar day (`YYYY-MM-DD`) it is in `timeZone` at `at`: what "today" means to the company. */
export function dayIn(timeZone: string, at = new Date()): string {
  return formatter(
    `day ${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(at);
}

/** The minute (`YYYY-MM-DD HH:mm`) it is in `timeZone` at `at`, as the company reads a time. */
export function minuteIn(timeZone: string, at: Date): string {
  const time = formatter(
    `time ${timeZone}`,
    () => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  ).format(at);
  return `${dayIn(timeZone, at)} ${time}`;
}
