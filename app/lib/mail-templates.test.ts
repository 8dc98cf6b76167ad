import { describe, expect, it } from "vitest";
import { fillTemplate, sampleValues, templateProblems } from "./mail-templates";

describe("e-mail templates", () => {
  it("accepts known placeholders, spaced or not", () => {
    expect(
      templateProblems(
        { subject: "Thanks {{ first_name }}", body: "Ref {{reference}}" },
        "auto-reply",
      ),
    ).toEqual({});
  });

  it("refuses an empty subject and names the problem", () => {
    expect(templateProblems({ subject: "  ", body: "Hi" }, "auto-reply").subject).toBe(
      "The subject is empty: write a subject.",
    );
  });

  it("refuses an unknown placeholder and names it", () => {
    const problems = templateProblems({ subject: "Hi", body: "Dear {{firstname}}" }, "auto-reply");
    expect(problems.body).toMatch(/^Unknown placeholder \{\{firstname\}\} in the message\./);
    expect(problems.body).toContain("{{first_name}}");
  });

  it("keeps {{status}} to status e-mails", () => {
    expect(templateProblems({ subject: "{{status}}", body: "x" }, "auto-reply").subject).toMatch(
      /Unknown placeholder \{\{status\}\}/,
    );
    expect(templateProblems({ subject: "{{status}}", body: "x" }, "status")).toEqual({});
  });

  it("refuses a brace left open", () => {
    expect(templateProblems({ subject: "Hi {{name", body: "x" }, "auto-reply").subject).toMatch(
      /unclosed placeholder/,
    );
  });

  it("fills placeholders in, and leaves nothing of one without a value", () => {
    const values = { ...sampleValues("quotes"), company: undefined };
    expect(fillTemplate("{{first_name}} at {{company}} ({{reference}})", values)).toBe(
      "Jordan at  (Q-24117)",
    );
  });
});
