import { describe, expect, it } from "vitest";
import {
  applicationNotice,
  contactNotice,
  demoNotice,
  escapeHtml,
  headerSafe,
  noticeMailbox,
  quoteNotice,
} from "./templates.server";

const visitor = { name: "Ana Ruiz", email: "ana@example.com", registered: false };

describe("notice templates", () => {
  it("escapes every character that could open markup or an attribute", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });

  it("builds a quote notice with every field and the visitor line", () => {
    const notice = quoteNotice({
      ...visitor,
      company: "Acme",
      industry: "Energy",
      description: "Migrate SAP\nto the cloud",
      outcome: "Lower cost",
      timeline: "2027-03-01",
    });
    expect(notice.subject).toBe("New quote request from Ana Ruiz");
    for (const value of ["Acme", "Energy", "Lower cost", "2027-03-01", "ana@example.com"]) {
      expect(notice.html).toContain(value);
      expect(notice.text).toContain(value);
    }
    expect(notice.text).toContain("Project description:\nMigrate SAP\nto the cloud");
    expect(notice.html).toContain("Sent by a visitor without an account.");
    expect(notice.text).toContain("Sent by a visitor without an account.");
  });

  it("leaves out optional fields the visitor left empty", () => {
    const notice = quoteNotice({ ...visitor, industry: "Energy", description: "x", company: "" });
    expect(notice.html).not.toContain("Company");
    expect(notice.html).not.toContain("Timeline");
  });

  it("escapes user input in the html part but keeps it readable in the text part", () => {
    const notice = contactNotice({
      ...visitor,
      name: "<script>alert(1)</script>",
      message: `"quoted" & <b>bold</b>`,
      registered: true,
    });
    expect(notice.html).not.toContain("<script>");
    expect(notice.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(notice.html).toContain("&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;");
    expect(notice.text).toContain(`"quoted" & <b>bold</b>`);
    expect(notice.subject).toBe("New contact message from <script>alert(1)</script>");
    expect(notice.html).toContain("Sent by a registered user.");
  });

  it("keeps line breaks out of the subject", () => {
    const notice = demoNotice({ ...visitor, name: "Eve\r\nBcc: victim@example.com" });
    expect(notice.subject).toBe("New demo request from Eve Bcc: victim@example.com");
    expect(headerSafe("a\nb\rc\u0000d\te")).toBe("a b c d e");
  });

  it("names the product of a demo request when there is one", () => {
    expect(demoNotice({ ...visitor, productName: "Gatekeeper" }).subject).toBe(
      "New demo request from Ana Ruiz for Gatekeeper",
    );
    expect(demoNotice({ ...visitor, productName: null }).subject).toBe(
      "New demo request from Ana Ruiz",
    );
  });

  it("says Unknown Job when the position is gone, and names the resume", () => {
    const notice = applicationNotice({
      ...visitor,
      jobTitle: null,
      resumeFileName: "cv.pdf",
      message: "Hello",
    });
    expect(notice.subject).toBe("New application for Unknown Job from Ana Ruiz");
    expect(notice.html).toContain("cv.pdf (attached)");
    const titled = applicationNotice({
      ...visitor,
      jobTitle: "Data Engineer",
      resumeFileName: null,
    });
    expect(titled.subject).toBe("New application for Data Engineer from Ana Ruiz");
    expect(titled.text).toContain("Resume: None uploaded");
  });

  it("sends applications to HR and leads to the info mailbox", () => {
    expect(noticeMailbox("applications")).toBe("careers@brazosdigital.com");
    expect(noticeMailbox("quotes")).toBe("info@brazosdigital.com");
  });
});
