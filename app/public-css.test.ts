import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// app/public.css leaves some folders' classes out of the stylesheet every page inlines. A public
// page that rendered a component from one of them would show it unstyled, so nothing outside
// those folders may import from them.
const appDir = import.meta.dirname;
const excluded = [
  ...readFileSync(join(appDir, "public.css"), "utf8").matchAll(/@source not "\.\/([^"]+)"/g),
].map(([, folder = ""]) => folder);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const inside = (file: string, folder: string) => relative(appDir, file).startsWith(`${folder}/`);

describe("the public stylesheet", () => {
  it("leaves out the workspace's folders", () => {
    expect(excluded).toEqual(expect.arrayContaining(["routes/admin", "components/dashboard"]));
  });

  it("covers every component a page outside those folders imports", () => {
    const offenders = sourceFiles(appDir)
      .filter((file) => !excluded.some((folder) => inside(file, folder)))
      .flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/(?:from|import\()\s*"(~\/|\.\.?\/)([^"]+)"/g)]
          .map(([, prefix = "", path = ""]) =>
            prefix === "~/" ? path : relative(appDir, resolve(dirname(file), prefix + path)),
          )
          .filter((target) => excluded.some((folder) => target.startsWith(`${folder}/`)))
          .map((target) => `${relative(appDir, file)} imports ~/${target}`),
      );
    expect(offenders).toEqual([]);
  });
});
