// Least-squares line through resident-memory samples: is memory still growing after warm-up?

export interface Sample {
  /** Seconds since the load started. */
  t: number;
  /** Resident memory, bytes. */
  rss: number;
}

/** Slope (bytes per second) and r² of the best straight line through the samples. */
export function fitLine(samples: Sample[]): { slopePerS: number; r2: number } {
  const n = samples.length;
  if (n < 2) return { slopePerS: 0, r2: 0 };
  const meanT = samples.reduce((a, s) => a + s.t, 0) / n;
  const meanY = samples.reduce((a, s) => a + s.rss, 0) / n;
  let sTT = 0;
  let sTY = 0;
  let sYY = 0;
  for (const { t, rss } of samples) {
    sTT += (t - meanT) ** 2;
    sTY += (t - meanT) * (rss - meanY);
    sYY += (rss - meanY) ** 2;
  }
  if (sTT === 0) return { slopePerS: 0, r2: 0 };
  const slopePerS = sTY / sTT;
  // r² near 0: the samples wander around a level; near 1: they climb (or fall) steadily.
  return { slopePerS, r2: sYY === 0 ? 0 : (sTY * sTY) / (sTT * sYY) };
}
