import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/** How many characters at the end of `text` could be the start of a split `PRELOAD`. */
function partialMatchLength(text: string): number {
  for (let n = Math.min(PRELOAD.length - 1, text.length); n > 0; n--) {
    if (PRELOAD.startsWith(text.slice(-n))) return n;
  }
  return 0;
}

/**
 * Marks React Router's `<link rel="modulepreload">` tags `fetchpriority="low"` as the HTML
 * streams out. The page is fully rendered on the server, so the hydration scripts are not needed
 * for the first paint; at the browser's default (high) priority they took the slow link from the
 * page's text and images (docs/decisions/033-low-priority-preload.md).
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carry + decoder.write(chunk);
      const held = partialMatchLength(text);
      carry = text.slice(text.length - held);
      done(null, text.slice(0, text.length - held).replaceAll(PRELOAD, LOW_PRELOAD));
    },
    flush(done) {
      done(null, (carry + decoder.end()).replaceAll(PRELOAD, LOW_PRELOAD));
    },
  });
}
