import { describe, expect, it } from "vitest";
import { activeContent } from "./active-content.server";
import {
  docBytes,
  docWithMacrosBytes,
  docxBytes,
  docxWithMacrosBytes,
  pdfBytes,
  pdfWithScriptBytes,
} from "./testing.server";

describe("active content in résumés", () => {
  it("passes plain PDF, DOC and DOCX files", () => {
    expect(activeContent("pdf", pdfBytes())).toBeNull();
    expect(activeContent("doc", docBytes())).toBeNull();
    expect(activeContent("docx", docxBytes())).toBeNull();
  });

  it("finds Word macros in DOCX and DOC files", () => {
    expect(activeContent("docx", docxWithMacrosBytes())).toBe("macros");
    expect(activeContent("doc", docWithMacrosBytes())).toBe("macros");
  });

  it("finds PDF JavaScript, also escaped or inside a compressed object stream", () => {
    expect(activeContent("pdf", pdfWithScriptBytes())).toBe("JavaScript");
    const escaped = new TextEncoder().encode("%PDF-1.4\n3 0 obj <</S /J#61vaScript>> endobj\n");
    expect(activeContent("pdf", escaped)).toBe("JavaScript");
    expect(activeContent("pdf", pdfWithScriptBytes(true))).toBe("Launch");
    // A name that only starts like one is no action.
    const json = new TextEncoder().encode("%PDF-1.4\n1 0 obj <</JSON 1 /Launcher 2>> endobj\n");
    expect(activeContent("pdf", json)).toBeNull();
  });
});
