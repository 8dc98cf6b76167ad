// `npm start` on a fresh clone: build once if there is no production build yet.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync(new URL("../build/server/index.js", import.meta.url))) {
  console.log("No production build found; running `npm run build` first.");
  execSync("npm run build", { stdio: "inherit" });
}
