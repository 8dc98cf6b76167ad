// Sample a process's resident memory from /proc/<pid>/status (Linux only).
import { readFileSync } from "node:fs";

function readStatusKb(pid: number, field: "VmRSS" | "VmHWM"): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null; // process gone or not Linux
  }
}

export interface RssSampler {
  /** Highest VmRSS seen since the sampler started, in bytes. */
  peak(): number;
  /** Highest VmRSS seen since the previous mark() (or start), in bytes; starts a new window. */
  mark(): number;
  /** Current VmRSS in bytes. */
  current(): number | null;
  /** Kernel high-water mark (VmHWM) over the whole process life, in bytes. */
  highWaterMark(): number | null;
  stop(): void;
}

export function sampleRss(pid: number, intervalMs = 100): RssSampler {
  let peak = 0;
  let windowPeak = 0;
  const sample = () => {
    const rss = readStatusKb(pid, "VmRSS");
    if (rss === null) return;
    peak = Math.max(peak, rss);
    windowPeak = Math.max(windowPeak, rss);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    peak: () => peak,
    mark: () => {
      sample();
      const value = windowPeak;
      windowPeak = 0;
      return value;
    },
    current: () => readStatusKb(pid, "VmRSS"),
    highWaterMark: () => readStatusKb(pid, "VmHWM"),
    stop: () => clearInterval(timer),
  };
}
