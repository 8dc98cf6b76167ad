import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * With their static imports, what every page runs (docs/decisions/059); seo, page-intro and
 * headed-section are small helpers nearly every route uses, kept here so that no page fetches
 * another chunk for them.
 */
const EVERY_PAGE = [
  "root.tsx",
  "entry.client.tsx",
  "lib/seo.ts",
  "components/page-intro.tsx",
  "components/ui/headed-section.tsx",
];
/**
 * The parts the content pages are made of (cards, paragraphs, figures, illustrations): one chunk,
 * so that a content page loads four script files in all (docs/decisions/059, 060). A part left off
 * this list still works, as a small chunk of its own.
 */
const CONTENT_PARTS = [
  "components/card.tsx",
  "components/client-logos.tsx",
  "components/content-detail.tsx",
  "components/content-icon.tsx",
  "components/cta-band.tsx",
  "components/detail-article.tsx",
  "components/detail-page.tsx",
  "components/illustration.tsx",
  "components/key-figures.tsx",
  "components/list-page.tsx",
  "components/offerings.tsx",
  "components/paragraphs.tsx",
  "components/preview-banner.tsx",
  "components/related-content.tsx",
  "components/testimonials.tsx",
  "components/use-case-card.tsx",
  "content/figures.ts",
  "lib/content/images.ts",
  "lib/content/preview.ts",
];
/**
 * The parts of the forms that the public form pages, the sign-in pages, the quote and demo
 * dialogs and the staff screens share: fields, status, the submission hooks, limits, the privacy
 * notice, what a sent form carries to registration (docs/decisions/060). A screen that uses one
 * of them loads all 3.7 KB.
 */
const FORM_PARTS = [
  "components/auth-card.tsx",
  "components/forms/form-guards.tsx",
  "components/forms/form-status.tsx",
  "components/forms/lead-form.tsx",
  "components/forms/person-fields.tsx",
  "components/forms/privacy-notice.tsx",
  "components/forms/use-form-submission.ts",
  "components/forms/use-result-toast.ts",
  "components/text-link.tsx",
  "components/ui/field.tsx",
  "lib/dates.ts",
  "lib/forms/client-action.ts",
  "lib/forms/limits.ts",
  "lib/forms/resume.ts",
  "lib/job-display.ts",
  "lib/privacy-notice.ts",
  "lib/register-prefill.ts",
  "lib/viewer.ts",
];
/**
 * What the sign-in forms add: their fields and the passkey ceremony (docs/decisions/060). Not the
 * auth schemas: they would bring zod, which these pages do not need until a form is checked
 * (docs/decisions/062).
 */
const SIGN_IN_PARTS = ["components/auth-fields.tsx", "lib/passkey-ceremony.ts"];
const isAnyOf = (files: string[]) => (id: string) =>
  files.some((file) => id.replaceAll("\\", "/").endsWith(`/app/${file}`));

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
      // beside its module, argon2 is native, pg may load pg-native, pino may start workers, PDFKit
      // loads its font metrics through its own package's imports (record 115). The development
      // server loads dependencies from node_modules as usual.
      resolve:
        command === "build"
          ? {
              noExternal: true,
              external: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "pino", "pdfkit"],
            }
          : {},
    },
    // A first visit fetches few script files: each is a request, and over HTTP/1.1 a browser has
    // at most six in flight to one host (docs/decisions/059). A group takes its modules' static
    // imports along; a module two groups want goes to the one of higher priority (the sign-in
    // parts import form parts: those stay in form-parts).
    client: {
      build: {
        rolldownOptions: {
          // An imported constant is written where it is used, so that a page needing one (the
          // privacy page: the notice's version) does not load the chunk it is defined in.
          optimization: { inlineConst: { mode: "all" } },
          output: {
            codeSplitting: {
              groups: [
                { name: "app", priority: 3, test: isAnyOf(EVERY_PAGE) },
                { name: "content-parts", priority: 1, test: isAnyOf(CONTENT_PARTS) },
                { name: "form-parts", priority: 2, test: isAnyOf(FORM_PARTS) },
                { name: "sign-in-parts", priority: 1, test: isAnyOf(SIGN_IN_PARTS) },
              ],
            },
          },
        },
      },
    },
  },
}));
