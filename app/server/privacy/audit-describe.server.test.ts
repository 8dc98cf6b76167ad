import { describe, expect, it } from "vitest";
import { describeDetail, describeSubject } from "./audit-describe.server";
import type { AuditNames } from "./audit-names.server";

const names: AuditNames = {
  users: new Map([["u1", { name: "Ada Admin", email: "ada@example.com" }]]),
  leads: new Map([["l1", { kind: "quotes", reference: "Q-24117", name: "Quinn" }]]),
  content: new Map([["c1", "Harbor case study"]]),
  jobs: new Map(),
};

describe("audit entries in words", () => {
  it("names records and people, with links only where they still exist", () => {
    expect(describeSubject(names, "quotes", "l1")).toEqual({
      label: "Q-24117 Quinn",
      href: "/admin/leads/quotes/l1",
    });
    expect(describeSubject(names, "quotes", "gone")).toEqual({
      label: "Quote Requests: deleted record",
      href: null,
    });
    expect(describeSubject(names, "user", "u1")?.href).toBe("/admin/users?q=ada%40example.com");
    expect(describeSubject(names, "person", "no-account")?.label).toBe("Person without an account");
    expect(describeSubject(names, "content", "c1")?.href).toBe("/admin/content/c1");
    expect(describeSubject(names, "list", "demos")).toEqual({
      label: "Demo Requests",
      href: "/admin/demo-requests",
    });
  });

  it("shows owners by name, changes as from → to, and leaves out what says nothing", () => {
    expect(describeDetail(names, "assigned", { ownerId: "u1", bulk: "b" })).toBe("To Ada Admin");
    expect(describeDetail(names, "assigned", { ownerId: "gone" })).toBe("To Deleted account");
    expect(describeDetail(names, "assigned", { ownerId: null })).toBe("Unassigned");
    expect(describeDetail(names, "role-changed", { from: "user", to: "hr" })).toBe("user → hr");
    // A happening that moved a lead says which (record 100).
    expect(
      describeDetail(names, "status-changed", {
        from: "Scheduled",
        to: "New",
        on: "meeting-cancelled",
      }),
    ).toBe("Scheduled → New (meeting cancelled)");
    expect(describeDetail(names, "retention-run", { quotes: 0, mails: 0 })).toBe("Nothing was due");
    expect(describeDetail(names, "retention-run", { quotes: 2, mails: 0 })).toBe("Quotes: 2");
    expect(describeDetail(names, "csv-export", { query: "view=mine&q=acme" })).toBe(
      "Filters: view mine, q acme",
    );
    expect(describeDetail(names, "two-factor-reset", { hadFactor: true, passkeysRemoved: 1 })).toBe(
      "Had factor: yes; Passkeys removed: 1",
    );
  });
});
