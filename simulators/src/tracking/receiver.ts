import { listen, readBody } from '../http.ts';

export interface ReceivedPush {
  rawBody: string;
  sign: string | undefined;
}

/** A webhook that keeps what it is sent (for tests and trying pushes out by hand); answers `status`, 200 unless told. */
export async function collectPushes(status = 200) {
  const received: ReceivedPush[] = [];
  const listening = await listen(async (req, res) => {
    const sign = req.headers.sign;
    received.push({ rawBody: await readBody(req), sign: Array.isArray(sign) ? sign[0] : sign });
    res.writeHead(status).end();
  }, {});
  return { url: `${listening.url}/webhook`, received, close: listening.close };
}
