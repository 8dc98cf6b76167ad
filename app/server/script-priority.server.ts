import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { HYDRATED_EVENT } from "~/lib/hydration-signal";
import { inlinePriorityIllustrations } from "./priority-illustrations.server";

/** React Router's preload tags, which React hoists into the head. */
const PRELOAD_TAG = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
/** React Router's inline module script: it imports the route modules and starts the client. */
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/g;
const MODULE_OPEN = /<script(?: nonce="[^"]*")? type="module" async="">/g;
/** The inert type the module script is held under until the page has painted. */
export const HELD_TYPE = "text/x-hydrate-after-paint";

/**
 * Runs in the page, right after the held module script (stringified into an inline script).
 * Once the page has painted it puts the preloads into the head and runs a copy of React Router's
 * module script with the same nonce (a cached page's CSP allows it by hash, host/page-cache.ts).
 * A hidden page paints nothing, so it starts at once (or when hidden); a browser without paint
 * timing waits two frames. Until the page has hydrated, a click on a script-driven button
 * (`type="button"`) or a form submission is held, and the last one is replayed after hydration,
 * so the first click on Get a Quote or the menu always works (for 15 s at most: a page whose code
 * never arrives gets its native links and forms back).
 */
function loadAfterPaint(hrefs: string[], hydratedEvent: string) {
  const me = document.currentScript as HTMLScriptElement;
  const held = me.previousElementSibling as HTMLScriptElement;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // React Router marks this history entry with its index as it hydrates, unless it has one. In
    // Chromium that write is a same-document navigation: 0.4 ms just after the first paint, but
    // 8-16 ms in most loads once the modules are arriving, inside hydration's first long task.
    // The same entry React Router would write (it reads a missing key as "default").
    if (history.state?.idx == null) history.replaceState({ ...history.state, idx: 0 }, "");
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = me.nonce;
    script.textContent = held.textContent;
    document.body.appendChild(script);
    // A task for each preload: each starts a fetch (about 1 ms, 4 on a slow phone), and together
    // they made one long task of 15-30 ms.
    for (const href of hrefs) {
      setTimeout(() => {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        document.head.appendChild(link);
      }, 0);
    }
  };

  let replay: (() => void) | null = null;
  const hold = (event: Event) => {
    const target = event.target as Element | null;
    if (event.type === "click") {
      const button = target?.closest?.('button[type="button"]') as HTMLButtonElement | null;
      if (!button) return;
      replay = () => button.isConnected && button.click();
    } else {
      const form = target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      replay = () => form.isConnected && form.requestSubmit(submitter);
    }
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const release = () => {
    document.removeEventListener("click", hold, true);
    document.removeEventListener("submit", hold, true);
  };
  document.addEventListener("click", hold, true);
  document.addEventListener("submit", hold, true);
  window.addEventListener(
    hydratedEvent,
    () => {
      release();
      setTimeout(() => replay?.(), 0);
    },
    { once: true },
  );
  // If the code never arrives, the page's own links and forms work without it again.
  setTimeout(release, 15_000);

  if (document.visibilityState !== "visible") return start();
  document.addEventListener("visibilitychange", start, { once: true });
  const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (!types.includes("paint")) {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
    return;
  }
  new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length) setTimeout(start, 0);
  }).observe({ type: "paint", buffered: true });
}

const json = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");
const loader = (hrefs: string[]) =>
  `(${loadAfterPaint.toString()})(${json(hrefs)},${json(HYDRATED_EVENT)});`;

/**
 * Whether a page's hydration waits for the first paint: the visitor's pages, not the work areas
 * (the dashboard and My Account), where people type and pick from lists the moment a screen
 * appears, and a keystroke or a select change made before hydration would not reach React (only
 * button clicks and submits are held and replayed). Nobody scores those screens on first paint.
 */
export function holdsHydration(request: Request): boolean {
  return !/^\/(admin|account)(\/|$)/.test(new URL(request.url).pathname);
}

/**
 * Holds React Router's hydration scripts back until the first paint, as the HTML streams out.
 * The page is complete without them (server-rendered, stylesheet inlined), so nothing it shows
 * waits for them; fetched earlier they competed with the page for the link, and Lighthouse's model
 * charged every one of them to the largest paint (docs/decisions/052-hydrate-after-paint-and-brand-typeface.md).
 * The `<link rel="modulepreload">` tags are taken out, and the inline module script is kept
 * under an inert type with a small loader after it that adds both back after the first paint.
 * The page's priority illustration comes inline for the same reason (priority-illustrations).
 */
export function hydrateAfterPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  const hrefs: string[] = [];
  let held = "";

  const rewrite = (text: string) =>
    inlinePriorityIllustrations(text)
      .replace(PRELOAD_TAG, (_tag, href: string) => {
        hrefs.push(href);
        return "";
      })
      .replace(MODULE_SCRIPT, (_script, nonce: string, body: string) => {
        return (
          `<script${nonce} type="${HELD_TYPE}">${body}</script>` +
          `<script${nonce}>${loader(hrefs)}</script>`
        );
      });

  /** Where the text stops being safe to send: an unfinished tag or module script is held back. */
  const safeEnd = (text: string) => {
    let end = text.length;
    const lastOpen = text.lastIndexOf("<");
    if (lastOpen !== -1 && !text.includes(">", lastOpen)) end = lastOpen;
    for (const open of text.matchAll(MODULE_OPEN)) {
      if (!text.includes("</script>", open.index + open[0].length)) {
        end = Math.min(end, open.index);
        break;
      }
    }
    return end;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = rewrite(held + decoder.write(chunk));
      const end = safeEnd(text);
      held = text.slice(end);
      done(null, text.slice(0, end));
    },
    flush(done) {
      done(null, rewrite(held + decoder.end()));
    },
  });
}
