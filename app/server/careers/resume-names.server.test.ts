import { describe, expect, it } from "vitest";
import { contentDisposition, resumeDownloadName } from "./resume-names.server";

const pdf = { storedName: "jordan.rivera-1795699481154.pdf", contentType: "application/pdf" };

describe("resumeDownloadName", () => {
  it("names the file after the candidate and the job", () => {
    expect(
      resumeDownloadName({ ...pdf, candidate: "Jordan Rivera", jobTitle: "Senior Data Engineer" }),
    ).toBe("Jordan Rivera - Senior Data Engineer.pdf");
  });

  it("leaves the job out when the application has none, and keeps the type's extension", () => {
    expect(
      resumeDownloadName({
        candidate: "Jordan Rivera",
        jobTitle: null,
        storedName: "jr-1.docx",
        contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      }),
    ).toBe("Jordan Rivera.docx");
  });

  it("drops path separators, reserved characters and controls, and keeps accents", () => {
    expect(
      resumeDownloadName({
        ...pdf,
        candidate: '../José "Pepe"\r\nNúñez',
        jobTitle: "C:\\Ops/Dev*Lead?",
      }),
    ).toBe("José Pepe Núñez - C Ops Dev Lead.pdf");
  });

  it("falls back to a plain name and caps the length", () => {
    expect(resumeDownloadName({ ...pdf, candidate: "///", jobTitle: "" })).toBe("Résumé.pdf");
    const long = resumeDownloadName({ ...pdf, candidate: "A".repeat(300), jobTitle: "Job" });
    expect(long).toBe(`${"A".repeat(120)}.pdf`);
  });
});

describe("contentDisposition", () => {
  it("gives an ASCII filename and the exact name in filename*", () => {
    expect(contentDisposition("attachment", "Jordan Rivera - Senior Data Engineer.pdf")).toBe(
      "attachment; filename=\"Jordan Rivera - Senior Data Engineer.pdf\"; filename*=UTF-8''Jordan%20Rivera%20-%20Senior%20Data%20Engineer.pdf",
    );
  });

  it("encodes accents and quotes so no header can be broken out of", () => {
    const header = contentDisposition("inline", 'José O\'Brien ("QA").pdf');
    expect(header).toBe(
      "inline; filename=\"Jose O'Brien (_QA_).pdf\"; filename*=UTF-8''Jos%C3%A9%20O%27Brien%20%28%22QA%22%29.pdf",
    );
    expect(header).not.toMatch(/[\r\n]/);
  });
});
