// Rendering newsletter mail with React Email (record 110): the time to render one issue (HTML and
// its plain text, from one render) and to make a person's copy of it, and the heap and RSS after
// many renders; beside it, the hand-built string template it replaces (the confirm mail).
// Usage: npm run bench:mail-render [-- --runs 500]

import { issueBodyHtml } from "../app/server/newsletter/issue-html.server.ts";
import { personalCopy, renderIssueMail } from "../app/server/newsletter/issue-mail.server.tsx";
import { confirmMail } from "../app/server/newsletter/mail.server.ts";
import { flags, positiveInt } from "./lib/args.ts";
import { mb, round, table } from "./lib/table.ts";

const args = flags({ runs: { type: "string" } });
const runs = positiveInt(args.runs, "runs", 500);
const SITE = "https://brazos.test";
process.env.PUBLIC_URL ??= SITE;
process.env.BETTER_AUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0123";

const paragraph =
  "Most SAP programmes slip for reasons nobody wrote down: a [cut-over plan](/insights/cutover) " +
  "that assumed a quiet quarter, **interfaces** owned by nobody, test data that was never real. ";
const markdown = Array.from({ length: 12 }, (_, i) =>
  i % 4 === 0 ? `## Part ${i / 4 + 1}\n\n${paragraph}` : `${paragraph}\n\n- one\n- two`,
).join("\n\n");

async function time(name: string, fn: () => Promise<unknown> | unknown) {
  for (let i = 0; i < 20; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return [name, runs, round(at(0.5), 3), round(at(0.99), 3), mb(process.memoryUsage().rss)];
}

const bodyHtml = issueBodyHtml(markdown, SITE, (href) => `${SITE}/insights/issues/x/l/0?${href}`);
const rendered = await renderIssueMail({ subject: "Issue", bodyHtml, readOnline: `${SITE}/x` });
const rows = [
  await time("issue: markdown → mail HTML", () => issueBodyHtml(markdown, SITE)),
  await time("issue: React Email render + text", () =>
    renderIssueMail({ subject: "Issue", bodyHtml, readOnline: `${SITE}/x` }),
  ),
  await time("issue: one person's copy", () => personalCopy(rendered, `${SITE}/u?token=abc`)),
  await time("confirm: hand-built string", () =>
    confirmMail({ id: "5b0c8f0e-0000-4000-8000-000000000001", email: "a@b.c", name: "" }),
  ),
];
console.log(table(["step", "runs", "p50 ms", "p99 ms", "RSS MB"], rows));
console.log(
  `html ${rendered.html.length} B, text ${rendered.text.length} B; heap ${mb(process.memoryUsage().heapUsed)} MB`,
);
