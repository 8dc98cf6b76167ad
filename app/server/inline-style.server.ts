import { createHash } from "node:crypto";
import criticalCss from "~/public.css?inline";

/** The CSP source that allows the stylesheet inlined by root.tsx (the same build-time string). */
export const inlineStyleHash = `'sha256-${createHash("sha256").update(criticalCss).digest("base64")}'`;
