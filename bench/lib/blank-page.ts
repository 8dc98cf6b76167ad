// The machine's floor for bench:lighthouse: a page with no script, no stylesheet and three lines of
// text, served by a bare node:http server. Whatever Lighthouse charges it (Chromium's own work to
// start a page, on this machine's CPU at Lighthouse's 4x slowdown) is not the site's doing, and a
// route can't be expected to score better than it.
import { once } from "node:events";
import { createServer } from "node:http";
import { benchPort } from "./ports.ts";

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A page with nothing on it, to measure the machine.">
<link rel="icon" href="data:,">
<title>Blank page</title>
</head>
<body><main><h1>Blank page</h1><p>No script, no stylesheet.</p></main></body>
</html>
`;

export async function startBlankPage(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.url !== "/") {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
      return;
    }
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    res.end(HTML);
  });
  const port = await benchPort();
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((done) => server.close(() => done())),
  };
}
