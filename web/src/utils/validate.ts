/** A link that leaves the app: http, https, mailto or tel. */
export const isExternal = (path: string): boolean => /^(https?:|mailto:|tel:)/.test(path);

/** An absolute http, https or ftp URL with a plausible host (a dotted name, an IPv4 address or localhost). */
export function validURL(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (!['http:', 'https:', 'ftp:'].includes(url.protocol) || !/^[a-z]+:\/\//i.test(value)) return false;
  const host = url.hostname;
  return (
    host === 'localhost' || /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(host) || /^(\d{1,3}\.){3}\d{1,3}$/.test(host)
  );
}
