import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ListenOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  host?: string;
}

export interface Listening {
  url: string;
  close(): Promise<void>;
}

/** A plain node:http server on 127.0.0.1; a handler that throws answers 500. */
export async function listen(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  { port = 0, host = '127.0.0.1' }: ListenOptions,
): Promise<Listening> {
  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: 'internal', message: String(err) });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The body as JSON; undefined when it is not JSON. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse(await readBody(req));
  } catch {
    return undefined;
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** Test hook shared by both simulators: the next `count` requests answer `status` (a failing gateway). */
export function faults() {
  let pending: { count: number; status: number } = { count: 0, status: 503 };
  return {
    failNext(count: number, status = 503): void {
      pending = { count, status };
    },
    /** The status to fail this request with, if one is due. */
    take(): number | undefined {
      if (pending.count <= 0) return undefined;
      pending.count -= 1;
      return pending.status;
    },
  };
}
