// The port a bench server listens on. BENCH_PORTS=3240-3259 keeps every server a bench starts in
// that range (one free port from it per server), so parallel sessions on one machine each use
// their own; unset, the OS picks any free port.
import { once } from "node:events";
import { createServer } from "node:net";
import { freePort } from "../../tests/support/ports.ts";

let next = 0;

async function isFree(port: number): Promise<boolean> {
  const server = createServer().listen(port, "127.0.0.1");
  try {
    await once(server, "listening");
    await new Promise((done) => server.close(done));
    return true;
  } catch {
    return false;
  }
}

export async function benchPort(range = process.env.BENCH_PORTS): Promise<number> {
  if (!range) return freePort();
  const m = /^(\d+)-(\d+)$/.exec(range.trim());
  if (!m) throw new Error(`BENCH_PORTS must look like 3240-3259, not "${range}"`);
  const [low, high] = [Number(m[1]), Number(m[2])];
  const size = high - low + 1;
  // Round robin through the range: a port just released may still be in TIME_WAIT for clients.
  for (let i = 0; i < size; i++) {
    const port = low + ((next + i) % size);
    if (await isFree(port)) {
      next = (next + i + 1) % size;
      return port;
    }
  }
  throw new Error(`no free port in BENCH_PORTS ${range}`);
}
