// A real HTTP receiver for the webhook tests (node:http on 127.0.0.1): it records every request it gets and answers
// 500 to the first `failFirst` of them, then 200.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { headers: IncomingHttpHeaders; body: string; status: number };

export type WebhookReceiver = {
  url: string;
  received: ReceivedWebhook[];
  /** The bodies it answered 2xx to, parsed. */
  accepted: () => { id: string; type: string; created: string; data: Record<string, unknown> }[];
  close: () => Promise<void>;
};

export const startWebhookReceiver = async ({ failFirst = 0 } = {}): Promise<WebhookReceiver> => {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = received.length < failFirst ? 500 : 200;
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/portal`,
    received,
    accepted: () => received.filter((r) => r.status === 200).map((r) => JSON.parse(r.body)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
