import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedHook = { headers: Record<string, string>; body: string; at: number };

export type WebhookReceiver = {
  port: number;
  url: string;
  received: ReceivedHook[];
  /** The status it answers with (200 unless told otherwise). */
  answer: number;
  close(): Promise<void>;
};

/**
 * A real HTTP server on 127.0.0.1 that keeps every webhook it is sent; tests and the fault
 * script use it. Pass a port to bring a receiver back where a previous one was.
 */
export async function startWebhookReceiver(
  options: { port?: number } = {},
): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  const receiver = { answer: 200 } as WebhookReceiver;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === "string") headers[name] = value;
      if (receiver.answer >= 200 && receiver.answer < 300)
        received.push({ headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() });
      response.writeHead(receiver.answer).end();
    });
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(options.port ?? 0, "127.0.0.1", () => done());
  });
  const port = (server.address() as AddressInfo).port;
  return Object.assign(receiver, {
    port,
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  });
}
