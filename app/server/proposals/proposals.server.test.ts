import { createHash } from "node:crypto";
import { eq, isNotNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ProposalInput } from "~/lib/forms/proposal";
import { addQualifiedDeal } from "../../../tests/support/deals";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import {
  auditLog,
  deals,
  emailOutbox,
  proposalLinks,
  proposalVersions,
  users,
} from "../db/schema.server";
import { acceptProposal, declineProposal } from "./answer.server";
import { awaitingProposals } from "./awaiting.server";
import { saveProposalDraft } from "./drafts.server";
import { eraseProposalsOf } from "./erasure.server";
import { exportedProposals } from "./export.server";
import { revokeProposalLinks, versionOfToken } from "./links.server";
import { sendProposalVersion } from "./send.server";
import { verifyHash, verifyUpload } from "./verify.server";

/** A draft that was saved (not refused). */
function saved(result: Awaited<ReturnType<typeof saveProposalDraft>>) {
  if (!result || result === "accepted") throw new Error("not saved");
  return result;
}
const actor = { id: "prop-admin", email: "prop-admin@example.com" };
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const draft = (price: number): ProposalInput => ({
  title: "Fiori rollout",
  currency: "EUR",
  discountBp: 250,
  taxRateBp: 2_000,
  terms: "Payment within 30 days.",
  validUntil: "2099-12-31",
  lines: [
    {
      productSlug: null,
      description: "Workshop",
      quantity: 3,
      unitPriceMinor: price,
      discountBp: 1_000,
    },
    {
      productSlug: null,
      description: "Licence",
      quantity: 1,
      unitPriceMinor: 1,
      discountBp: 5_000,
    },
  ],
});

describe(`proposals (${engine})`, () => {
  let dealId = "";
  const database = ownDatabaseForThisFile(async ({ db }) => {
    await db.insert(users).values({ ...actor, name: "Ada", role: "admin" });
    const deal = await addQualifiedDeal(db, {
      title: "Fiori",
      company: "Acme",
      contactName: "Jane Roe",
      contactEmail: "jane@example.com",
      valueMinor: 100_000n,
      currency: "EUR",
      ownerId: actor.id,
    });
    dealId = deal.id;
  });

  /** Sends a fresh draft and returns its version id and the token from the queued mail. */
  async function sent(price: number, proposalId: string | null = null) {
    const { db } = database;
    const draftSaved = saved(
      await saveProposalDraft(db, { dealId, proposalId, draft: draft(price), actorId: actor.id }),
    );
    const result = await sendProposalVersion(db, {
      versionId: draftSaved.versionId,
      actor,
      ip: null,
    });
    if (!result.ok) throw new Error(result.reason);
    return { ...draftSaved, token: new URL(result.url).pathname.split("/").pop() ?? "" };
  }

  it("stores exact totals, edits a draft in place and mails the contact a signed link", async () => {
    const { db } = database;
    const first = saved(
      await saveProposalDraft(db, { dealId, proposalId: null, draft: draft(1), actorId: actor.id }),
    );
    const again = saved(
      await saveProposalDraft(db, {
        dealId,
        proposalId: first.proposalId,
        draft: draft(33_333),
        actorId: actor.id,
      }),
    );
    expect(again.versionId).toBe(first.versionId);
    const [version] = await db
      .select()
      .from(proposalVersions)
      .where(eq(proposalVersions.id, again.versionId));
    // 3 × 333.33 − 10 % = 899.99; 0.01 − 50 % rounds to 0; −2.5 % = 22.50; +20 % tax on 877.49.
    expect(version).toMatchObject({
      subtotalMinor: 89_999,
      discountMinor: 2_250,
      taxMinor: 17_550,
      totalMinor: 105_299,
    });

    const result = await sendProposalVersion(db, {
      versionId: again.versionId,
      actor,
      ip: "192.0.2.1",
    });
    expect(result.ok).toBe(true);
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "deal-proposal"));
    expect(mail?.to).toBe("jane@example.com");
    expect(mail?.replyTo).toBe(actor.email);
    expect(result.ok && mail?.text).toContain(result.ok ? result.url : "");
    expect(mail?.text).toContain("€1,052.99");
  });

  it("fixes a sent version: a direct change is refused and a new price is a new version", async () => {
    const { db } = database;
    const first = await sent(10_000);
    await expect(
      db
        .update(proposalVersions)
        .set({ totalMinor: 1 })
        .where(eq(proposalVersions.id, first.versionId)),
    ).rejects.toThrow();
    const second = await sent(12_000, first.proposalId);
    expect(second.version).toBe(2);
    expect(second.versionId).not.toBe(first.versionId);
    const [old] = await db
      .select()
      .from(proposalVersions)
      .where(eq(proposalVersions.id, first.versionId));
    expect(old?.lines[0]?.unitPriceMinor).toBe(10_000);
    // The newer version supersedes the older one's link.
    expect(await versionOfToken(db, first.token)).toBeNull();
    expect(await versionOfToken(db, second.token)).toBe(second.versionId);
  });

  it("lists sent versions awaiting an answer in the owner's My work", async () => {
    const { db } = database;
    const { versionId } = await sent(9_000);
    const section = await awaitingProposals(db, actor.id);
    expect(section.rows.map((row) => row.versionId)).toContain(versionId);
    expect(
      (await awaitingProposals(db, "someone-else")).rows.map((row) => row.versionId),
    ).not.toContain(versionId);
  });

  it("refuses forged, revoked and expired links alike", async () => {
    const { db } = database;
    const { versionId, token } = await sent(5_000);
    expect(await versionOfToken(db, "x".repeat(43))).toBeNull();
    expect(await versionOfToken(db, `${token}x`)).toBeNull();
    await db
      .update(proposalLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(proposalLinks.versionId, versionId));
    expect(await versionOfToken(db, token)).toBeNull();
    const other = await sent(6_000);
    expect(await revokeProposalLinks(db, [other.versionId])).toBe(1);
    expect(await versionOfToken(db, other.token)).toBeNull();
  });

  it("accepts twice as one acceptance, wins the deal, and verifies both PDFs by hash", async () => {
    const { db } = database;
    const { versionId } = await sent(20_000);
    const answers = await Promise.all([
      acceptProposal(db, { versionId, name: "Jane Roe", ip: "203.0.113.5" }),
      acceptProposal(db, { versionId, name: "Jane Roe", ip: "203.0.113.5" }),
    ]);
    expect(answers.filter((answer) => answer.accepted)).toHaveLength(1);
    expect(
      (await declineProposal(db, { versionId, reason: "No", ip: "203.0.113.5" })).declined,
    ).toBe(false);
    const [version] = await db
      .select()
      .from(proposalVersions)
      .where(eq(proposalVersions.id, versionId));
    expect(version).toMatchObject({
      acceptedName: "Jane Roe",
      acceptedIp: "203.0.113.5",
      declinedAt: null,
    });
    const [deal] = await db.select().from(deals).where(eq(deals.id, dealId));
    expect(deal?.wonAt).toBeInstanceOf(Date);
    // 3 × 200.00 − 10 % = 540.00; − 2.5 % = 526.50 before tax.
    expect(deal?.valueMinor).toBe(52_650n);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, "proposal-accepted"));
    expect(audits).toHaveLength(1);
    const [accepted] = await db
      .select()
      .from(proposalVersions)
      .where(eq(proposalVersions.id, versionId));
    const change = await saveProposalDraft(db, {
      dealId,
      proposalId: accepted?.proposalId ?? null,
      draft: draft(1),
      actorId: actor.id,
    });
    expect(change).toBe("accepted");

    const signed = version?.signedPdf ?? new Uint8Array();
    expect(sha256(signed)).toBe(version?.signedSha256);
    expect(Buffer.from(signed).toString("latin1")).toContain(version?.documentSha256 ?? "-");
    expect(await verifyUpload(db, "copy.pdf", signed)).toMatchObject({
      found: true,
      copy: "signed",
      acceptedName: "Jane Roe",
    });
    expect(await verifyHash(db, version?.documentSha256 ?? "")).toMatchObject({
      found: true,
      copy: "document",
    });
    expect(await verifyHash(db, "0".repeat(64))).toEqual({ found: false });
    const tampered = Buffer.from(signed);
    tampered[tampered.length - 10] = 0x20;
    expect(await verifyUpload(db, "copy.pdf", tampered)).toEqual({ found: false });
    expect(await verifyUpload(db, "copy.pdf", Buffer.from("not a pdf"))).toHaveProperty("refused");
  });

  it("exports the proposals sent on the person's deal", async () => {
    const { db } = database;
    const exported = await exportedProposals(db, [dealId]);
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.every((proposal) => proposal.sentAt && proposal.documentSha256)).toBe(true);
    expect(exported.some((proposal) => proposal.acceptedName === "Jane Roe")).toBe(true);
  });

  it("erasure revokes every link and drops unsigned copies, keeping the signed one for retention", async () => {
    const { db } = database;
    const open = await sent(7_000);
    expect(await eraseProposalsOf(db, "JANE@example.com")).toBeGreaterThan(0);
    expect(await versionOfToken(db, open.token)).toBeNull();
    const rows = await db.select().from(proposalVersions).where(isNotNull(proposalVersions.sentAt));
    const signed = rows.filter((row) => row.acceptedAt);
    expect(signed.length).toBeGreaterThan(0);
    expect(signed.every((row) => row.signedPdf && row.acceptedName === "Jane Roe")).toBe(true);
    expect(rows.filter((row) => !row.acceptedAt).every((row) => row.documentPdf === null)).toBe(
      true,
    );
    expect(rows.every((row) => row.documentSha256)).toBe(true);
  });
});
