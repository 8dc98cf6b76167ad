/**
 * A process-wide queue of one: image decoding and encoding wait here for each other, so three
 * large uploads at once cost one image's memory, not three (docs/decisions/094).
 */
let tail: Promise<unknown> = Promise.resolve();

/** Runs `work` once everything queued before it has settled; answers what `work` answers. */
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = tail.then(work, work);
  // The next job waits for this one whatever its outcome; a failure is its caller's to see.
  tail = run.catch(() => undefined);
  return run;
}
