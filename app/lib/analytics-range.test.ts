import { describe, expect, it } from "vitest";
import { formatDayRange } from "./analytics";

describe("a period as people read it", () => {
  it("says day and month, and the year only when it is needed", () => {
    expect(formatDayRange({ from: "2026-10-30", to: "2026-11-28" })).toBe("30 Oct – 28 Nov");
    expect(formatDayRange({ from: "2026-11-28", to: "2026-11-28" })).toBe("28 Nov");
    expect(formatDayRange({ from: "2025-12-30", to: "2026-01-05" })).toBe(
      "30 Dec 2025 – 5 Jan 2026",
    );
    expect(formatDayRange({ from: "2025-03-01", to: "2025-03-07" }, "2026-11-28")).toBe(
      "1 Mar 2025 – 7 Mar 2025",
    );
    expect(formatDayRange({ from: "2026-03-01", to: "2026-03-07" }, "2026-11-28")).toBe(
      "1 Mar – 7 Mar",
    );
  });
});
