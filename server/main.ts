import { ConfigError, config } from "../app/server/config.server.ts";
import { createApp } from "./app.ts";

try {
  config();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const { HOST, PORT, NODE_ENV } = config();
const app = await createApp({ mode: NODE_ENV === "production" ? "production" : "development" });
app.listen(PORT, HOST, () => {
  console.log(`Brazos Digital site listening on http://localhost:${PORT} (${NODE_ENV})`);
});
