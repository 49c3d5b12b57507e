import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake ingestion endpoint received it. */
export interface ReceivedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly text: string;
  readonly body: { batch: { id: string; type: string; timestamp: string; body: Record<string, unknown> }[] };
}

export interface FakeAnswer {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  /** Wait before answering (a slow backend). */
  readonly delayMs?: number;
}

/** Decides the answer to the n-th request (0-based). Default: 207 with every event a success. */
export type Responder = (req: ReceivedRequest, n: number) => FakeAnswer;

export const allSucceed: Responder = (req) => ({
  status: 207,
  body: { successes: req.body.batch.map((e) => ({ id: e.id, status: 201 })), errors: [] },
});

/**
 * A local HTTP server standing in for Langfuse's `POST /api/public/ingestion` (loopback only). Records every
 * request and answers as the test says.
 */
export async function startFakeLangfuse(responder: Responder = allSucceed) {
  const requests: ReceivedRequest[] = [];
  let respond = responder;
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: ReceivedRequest['body'];
      try {
        body = JSON.parse(text) as ReceivedRequest['body'];
      } catch {
        body = { batch: [] };
      }
      const received: ReceivedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, text, body };
      const n = requests.length;
      requests.push(received);
      const answer = respond(received, n);
      const send = () => {
        timers.delete(timer);
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      };
      const timer = setTimeout(send, answer.delayMs ?? 0);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setResponder(next: Responder) {
      respond = next;
    },
    /** Every event received, in order. */
    events: () => requests.flatMap((r) => r.body.batch),
    async close() {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeLangfuse = Awaited<ReturnType<typeof startFakeLangfuse>>;

/** A loopback URL where nothing listens (connection refused). */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
