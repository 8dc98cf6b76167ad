import { z } from "zod";

// The site's Content-Security-Policy forbids eval. zod compiles object parsers with
// `new Function` when it may, and probes for that once: the browser reports the probe as a CSP
// violation even though zod catches it. Every form schema imports zod from here, so this runs
// before any schema is built; the interpreted parsers are fast enough for forms.
z.config({ jitless: true });

export { z };
