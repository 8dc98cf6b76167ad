// `npm start` on a fresh clone: build once if there is no production build yet.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

// A build older than the launcher in JavaScript (build/main.js) is rebuilt too.
const built = ["../build/server/index.js", "../build/main.js"].every((file) =>
  existsSync(new URL(file, import.meta.url)),
);
if (!built) {
  console.log("No production build found; running `npm run build` first.");
  execSync("npm run build", { stdio: "inherit" });
}
