// After the server build: the launcher (host/main.ts and what it imports) as plain JavaScript in
// build/, for `npm start`. Node strips TypeScript types only by loading a WebAssembly compiler
// that stays in the process, 17 MB resident for the server's lifetime; build/main.js needs none
// (docs/decisions/057-plain-javascript-in-production.md). Same stripper as Node's, same line numbers.
import { readFile, writeFile } from "node:fs/promises";
import { stripTypeScriptTypes } from "node:module";

const LAUNCHER = ["main.ts", "security.ts"];
// The only relative imports the launcher has are between these files.
const RELATIVE_TS_IMPORT = /(from\s+"\.\/[\w-]+)\.ts"/g;

for (const file of LAUNCHER) {
  const source = await readFile(new URL(`../host/${file}`, import.meta.url), "utf8");
  const js = stripTypeScriptTypes(source, { mode: "strip" }).replace(RELATIVE_TS_IMPORT, '$1.js"');
  await writeFile(new URL(`../build/${file.replace(/\.ts$/, ".js")}`, import.meta.url), js);
}
console.log(
  `Wrote the launcher as JavaScript: ${LAUNCHER.map((f) => `build/${f.replace(/\.ts$/, ".js")}`).join(", ")}.`,
);
