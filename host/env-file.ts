// Configuration people can find: `.env` beside the app (the folder above host/ and build/) is
// read first thing, by `npm start`, the launcher run by hand and the npm scripts alike. A
// variable already in the environment wins over the file (record 102). Imported for its effect,
// before any module reads process.env.
import { existsSync } from "node:fs";

const file = new URL("../.env", import.meta.url);
if (existsSync(file)) process.loadEnvFile(file);
