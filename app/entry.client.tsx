import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { rememberSource } from "~/lib/source-cookie";

// React Router's default client entry, plus the first-visit source cookie (docs/decisions), in a
// task of its own: the first read of document.cookie waits on the browser process (1-12 ms), and
// here it made the long task that evaluates the modules longer.
setTimeout(rememberSource, 0);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
