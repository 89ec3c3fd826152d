// The warehouse's end of the webhooks for the tests (docs/product.md#webhooks): a local HTTP server
// on 127.0.0.1 that checks each request with the Standard Webhooks library, as a real receiver
// would, answers 2xx to what it accepts, and can be told to fail.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** A request whose signature the library verified. */
type ReceivedWebhook = { id: string; headers: Record<string, string>; body: string };

export type WebhookReceiver = {
  url: string;
  /** Every verified request, in order, accepted or not. */
  received: ReceivedWebhook[];
  /** The webhook-ids answered 2xx, in order: an id twice was delivered twice. */
  accepted: string[];
  /** Requests refused for their signature. */
  unverified: number;
  /** The next `times` verified requests are answered FAIL_STATUS (Infinity: until told 0). */
  failNext(times: number): void;
  close(): Promise<void>;
};

/** What a failing receiver answers. */
export const FAIL_STATUS = 503;
/** The largest body read: a shipment's payload is a few kB. */
const BODY_MAX_BYTES = 1024 * 1024;
const SIGNED_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

async function bodyOf(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > BODY_MAX_BYTES) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const headersOf = (req: IncomingMessage): Record<string, string> =>
  Object.fromEntries(SIGNED_HEADERS.flatMap((name) => {
    const value = req.headers[name];
    return typeof value === 'string' ? [[name, value]] : [];
  }));

/** Listens on an ephemeral port of 127.0.0.1, verifying with `secret`. */
export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const webhook = new Webhook(secret);
  let failing = 0;
  const receiver = {
    url: '',
    received: [] as ReceivedWebhook[],
    accepted: [] as string[],
    unverified: 0,
    failNext(times: number) {
      failing = times;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await bodyOf(req);
    if (body === null) return res.writeHead(413).end();
    const headers: Record<string, string> = { ...headersOf(req), 'content-type': req.headers['content-type'] ?? '' };
    try {
      webhook.verify(body, headers);
    } catch {
      receiver.unverified += 1;
      return res.writeHead(401).end();
    }
    const id = headers['webhook-id']!;
    receiver.received.push({ id, headers, body });
    if (failing > 0) {
      failing -= 1;
      return res.writeHead(FAIL_STATUS).end();
    }
    receiver.accepted.push(id);
    return res.writeHead(204).end();
  };
  const server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/casillero`;
  return receiver;
}

/** An address of 127.0.0.1 where nothing listens: a port just freed, so the connection is refused. */
export async function refusingUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/hooks/casillero`;
}
