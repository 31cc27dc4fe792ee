/**
 * A day as the API takes it, `days` from the company's today (the server's TIME_ZONE, Asia/Shanghai by
 * default): a rate sheet may start on that today at the earliest, and UTC's date is a day behind it for
 * eight hours of every day.
 */
export const companyDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + days * 86_400_000));
