/**
 * The price query's client for `quotes.ts`, in a process of its own as a
 * browser would be: its requests, one at a time, read to the last byte, with
 * none of its work or garbage on the server's event loop or heap. Started by
 * `fork` with the base address, the token and the paths over IPC; answers
 * 'done', or exits non-zero on the first refusal.
 */
process.once('message', async ({ base, token, urls }: { base: string; token: string; urls: string[] }) => {
  for (const url of urls) {
    const r = await fetch(base + url, { headers: { authorization: `Bearer ${token}` } });
    const bytes = await r.arrayBuffer();
    if (r.status !== 200) {
      console.error(`${url}: ${r.status} ${Buffer.from(bytes).toString().slice(0, 200)}`);
      process.exit(1);
    }
  }
  process.send!('done', () => process.exit(0));
});
