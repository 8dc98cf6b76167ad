import { describe, expect, it } from "vitest";
import { formatReference, referenceNumber } from "./references";

describe("submission references", () => {
  it("prefixes each kind with its letter", () => {
    expect(formatReference("quotes", 24117)).toBe("Q-24117");
    expect(formatReference("applications", 24001)).toBe("A-24001");
  });

  it("reads a reference however it is typed", () => {
    for (const typed of ["Q-24117", "q24117", " #24117 ", "24117", "D - 24117"])
      expect(referenceNumber(typed)).toBe(24117);
  });

  it("does not take words or out-of-range numbers for a reference", () => {
    for (const typed of ["Quote 24117", "X-24117", "", "24117a", "99999999999"])
      expect(referenceNumber(typed)).toBeNull();
  });
});
