import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Docs and comments name files so that a newcomer can find things; a name left behind by a move
 * sends them nowhere. Every path with a folder part (`mail/outbox.server.ts`,
 * `docs/decisions/075-….md`) named in the README, docs/ or a code comment must end a path of
 * this repository, or be marked "(removed)" where a record tells of a file that is gone.
 * docs/design.md is a verbatim copy of the brief, whose paths are the brief's own.
 */
const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  encoding: "utf8",
})
  .split("\n")
  .filter(Boolean);
const known = new Set(tracked);
const exists = (name: string) =>
  known.has(name) || tracked.some((file) => file.endsWith(`/${name}`));

const PATH =
  /(?<![\w@:/.-])(?:~\/|\.\.?\/)?(?:[\w.-]+\/)+[\w.-]+\.(?:tsx?|mjs|md|sql|sh|json|css)\b/g;
const docs = tracked.filter(
  (file) => file === "README.md" || (/^docs\/.*\.md$/.test(file) && file !== "docs/design.md"),
);
const code = tracked.filter((file) => /^(app|host|bench|scripts|tests)\/.*\.(ts|tsx)$/.test(file));

/** The comment text of a TypeScript file: `//` lines and block comments. */
function commentsOf(source: string): string {
  const parts = source.match(/\/\*[\s\S]*?\*\/|(?<![:"'`\w])\/\/.*$/gm) ?? [];
  return parts.join("\n");
}

function missingIn(file: string, text: string): string[] {
  return (
    [...text.matchAll(PATH)]
      .filter((match) => !/^`?\s*\(removed\)/.test(text.slice(match.index + match[0].length)))
      .map(([name]) => name.replace(/^~\//, "app/"))
      .map((name) => (name.startsWith(".") ? normalize(join(dirname(file), name)) : name))
      .filter((name) => !name.includes("node_modules") && !name.startsWith("build/"))
      // A placeholder for the reader's own folder (`DIR/backup.json`, `DATA_DIR/mail/…`).
      .filter((name) => !/^[A-Z_]+\//.test(name))
      .filter((name) => !exists(name))
      .map((name) => `${file}: ${name}`)
  );
}

describe("files named in docs and comments", () => {
  it("exist", () => {
    const missing = [
      ...docs.flatMap((file) => missingIn(file, readFileSync(file, "utf8"))),
      ...code.flatMap((file) => missingIn(file, commentsOf(readFileSync(file, "utf8")))),
    ];
    expect(missing).toEqual([]);
  });
});
