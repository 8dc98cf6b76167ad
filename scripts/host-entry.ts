// After the server build: the launcher (host/main.ts and the host files it imports) as plain
// JavaScript in build/, for `npm start`. Node strips TypeScript types only by loading a
// WebAssembly compiler that stays in the process, 17 MB resident for the server's lifetime;
// build/main.js needs none (docs/decisions/057-plain-javascript-in-production.md). Node's own
// stripper, so the same semantics and the same line numbers.
import { readFile, writeFile } from "node:fs/promises";
import { stripTypeScriptTypes } from "node:module";

const RELATIVE_TS_IMPORT = /((?:from|import)\s+"\.\/)([\w-]+)\.ts"/g;

const pending = ["main"];
const written = new Set<string>();
for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
  if (written.has(name)) continue;
  written.add(name);
  const source = await readFile(new URL(`../host/${name}.ts`, import.meta.url), "utf8");
  const js = stripTypeScriptTypes(source, { mode: "strip" }).replace(
    RELATIVE_TS_IMPORT,
    (_match, from: string, imported: string) => {
      pending.push(imported);
      return `${from}${imported}.js"`;
    },
  );
  await writeFile(new URL(`../build/${name}.js`, import.meta.url), js);
}
console.log(
  `Wrote the launcher as JavaScript: ${[...written].map((n) => `build/${n}.js`).join(", ")}.`,
);
