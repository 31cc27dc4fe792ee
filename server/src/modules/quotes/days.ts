/** The calendar day (`YYYY-MM-DD`) it is in `timeZone` at `at`: what "today" means to the company. */
export const dayIn = (timeZone: string, at = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
