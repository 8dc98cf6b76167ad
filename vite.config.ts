import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The server bundle's entry is our Express app, which wraps React Router's server build.
  environments: { ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } } },
});
