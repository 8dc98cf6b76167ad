import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dashboardTabs } from "./dashboard";
import { statusForm } from "./forms/status";
import { validateForm } from "./forms/validate";
import { isClosedStatus, isLeadKind, leadKindIds, leadKinds } from "./lead-kinds";
import { formatReference, referenceNumber } from "./references";

describe("the lead-kind registry", () => {
  it("gives every kind a coherent entry", () => {
    for (const kind of leadKindIds) {
      const entry = leadKinds[kind];
      expect(entry.statuses.length, kind).toBeGreaterThan(1);
      // A new record never starts closed, and every closed status is one of its statuses.
      expect(isClosedStatus(kind, entry.statuses[0] ?? ""), kind).toBe(false);
      for (const status of entry.closed) expect(entry.statuses, kind).toContain(status);
      for (const status of entry.staffSets) expect(entry.statuses, kind).toContain(status);
      expect(
        dashboardTabs.map((tab) => tab.id),
        kind,
      ).toContain(entry.tab);
      expect(entry.path, kind).toMatch(/^\/admin\//);
    }
  });

  it("keeps what must tell kinds apart unique", () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(leadKindIds.map((kind) => leadKinds[kind].prefix))).toBe(true);
    expect(unique(leadKindIds.map((kind) => leadKinds[kind].path))).toBe(true);
    expect(unique(leadKindIds.map((kind) => leadKinds[kind].notice))).toBe(true);
    expect(leadKindIds.every((kind) => /^[A-Z]$/.test(leadKinds[kind].prefix))).toBe(true);
  });

  it("reads references with any kind's letter", () => {
    for (const kind of leadKindIds) {
      expect(referenceNumber(formatReference(kind, 24117))).toBe(24117);
    }
    expect(referenceNumber("#24117")).toBe(24117);
    expect(referenceNumber("X-24117")).toBeNull();
  });

  it("lets staff confirm no newsletter address by hand (record 079)", () => {
    const refused = validateForm(statusForm("subscriptions"), {
      id: "00000000-0000-4000-8000-000000000000",
      status: "Confirmed",
    });
    expect(refused.ok).toBe(false);
    const allowed = validateForm(statusForm("subscriptions"), {
      id: "00000000-0000-4000-8000-000000000000",
      status: "Unsubscribed",
    });
    expect(allowed.ok).toBe(true);
  });

  it("knows only its own kinds", () => {
    expect(isLeadKind("quotes")).toBe(true);
    expect(isLeadKind("toString")).toBe(false);
    expect(isLeadKind(undefined)).toBe(false);
  });
});

/** Where every kind must have an entry that the compiler cannot ask for (record 079). */
describe("every kind is wired in", () => {
  type Entry = { path?: string; file: string; children?: Entry[] };
  const flatten = (entries: Entry[], base = ""): { path: string; file: string }[] =>
    entries.flatMap((entry) => {
      const path = entry.path ? `${base}/${entry.path}` : base;
      return [{ path, file: entry.file }, ...flatten(entry.children ?? [], path)];
    });

  it("has its list page at its path, and the authorization matrix lists its list", async () => {
    const { default: routes } = await import("../routes");
    const paths = flatten(routes as Entry[]).map((route) => route.path);
    const matrix = readFileSync(
      new URL("../../tests/e2e/admin-matrix.ts", import.meta.url),
      "utf8",
    );
    for (const kind of leadKindIds) {
      const { path, area } = leadKinds[kind];
      // Its own route, or the one list module at /admin/:list (record 105).
      const oneSegment = /^\/admin\/[a-z-]+$/.test(path);
      expect(paths.includes(path) || (oneSegment && paths.includes("/admin/:list")), kind).toBe(
        true,
      );
      // The matrix makes the rows of every leads-area list from the registry; others by hand.
      if (area === "leads") expect(matrix, kind).toMatch(/leadKinds\[kind\]\.area === "leads"/);
      else expect(matrix, `${kind}: its list`).toContain(`url: "${path}"`);
    }
  });
});
