import { once } from "node:events";
import { createServer } from "node:net";

/**
 * A TCP port on 127.0.0.1 that nothing listens on right after this returns: for a server a test
 * starts, or for "that server is down".
 */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}
