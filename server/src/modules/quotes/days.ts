/** One formatter per time zone: making one costs more than a price query's engine work for a few channels. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (`YYYY-MM-DD`) it is in `timeZone` at `at`: what "today" means to the company. */
export function dayIn(timeZone: string, at = new Date()): string {
  let format = formatters.get(timeZone);
  if (!format) formatters.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format.format(at);
}

/** The minute (`YYYY-MM-DD HH:mm`) it is in `timeZone` at `at`, as the company reads a time. */
export function minuteIn(timeZone: string, at: Date): string {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return `${dayIn(timeZone, at)} ${time}`;
}
