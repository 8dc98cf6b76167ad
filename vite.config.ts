import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
    // Radix's dialog scroll lock injects a <style> the CSP refuses; ours marks <body> instead.
    alias: [
      {
        find: /^react-remove-scroll-bar$/,
        replacement: fileURLToPath(new URL("./app/components/ui/scroll-lock.ts", import.meta.url)),
      },
    ],
  },
  // The server bundle's entry is our Express app, which wraps React Router's server build.
  environments: {
    ssr: {
      // ASCII only: V8 keeps a module's source for the server's lifetime, and one character
      // beyond Latin-1 makes it store all 6 MB of the bundle at two bytes a character
      // (docs/decisions/057-plain-javascript-in-production.md).
      build: {
        rolldownOptions: {
          input: "./host/app.ts",
          output: { charset: "ascii", comments: { legal: true, annotation: false, jsdoc: false } },
        },
      },
      // The production server build bundles its dependencies: loading ~1,500 separate modules
      // took most of the cold start (docs/decisions/031). These stay external: PGlite finds its WASM
      // beside its module, argon2 is native, pg may load pg-native, pino may start workers. The
      // development server loads dependencies from node_modules as usual.
      resolve:
        command === "build"
          ? {
              noExternal: true,
              external: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "pino"],
            }
          : {},
    },
    // The code every page runs (React, the router, root.tsx and what it draws) is one chunk with
    // its static dependencies, not 21 shared files (docs/decisions/059).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: "app", test: /[\\/]app[\\/](root|entry\.client)\.tsx$/ }],
            },
          },
        },
      },
    },
  },
}));
