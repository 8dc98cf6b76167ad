import { createHash } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import { isLeadKind } from "~/lib/lead-kinds";
import { formatMinor } from "~/lib/proposals";
import { type Actor, recordAudit } from "../audit/audit.server";
import { config } from "../config.server";
import { siteFacts } from "../content/site-facts.server";
import type { Db } from "../db/client.server";
import { proposalVersions, users } from "../db/schema.server";
import { enqueueLeadMail, enqueueNotice } from "../mail/outbox.server";
import { issueProposalLink, revokeProposalLinks } from "./links.server";
import { proposalPdf } from "./pdf.server";
import { proposalMail } from "./proposal-mail.server";
import { proposalView, versionWithDeal } from "./version.server";

export type SendResult =
  | { ok: true; url: string }
  | { ok: false; reason: "missing" | "sent" | "no-contact" | "past-date" };

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * Sends a draft version to the deal's contact (record 115), in one transaction: fixes it
 * (sent_at, the PDF as sent and its SHA-256, `WHERE sent_at IS NULL`), revokes the links of the
 * proposal's other versions, issues this one's link, audits, and queues the mail through the
 * outbox with the lead's Reply-To (or the deal owner's address for a deal opened by hand).
 */
export async function sendProposalVersion(
  db: Db,
  input: { versionId: string; actor: NonNullable<Actor>; ip: string | null; now?: Date },
): Promise<SendResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<SendResult> => {
    const row = await versionWithDeal(tx, input.versionId, true);
    if (!row) return { ok: false, reason: "missing" };
    if (row.version.sentAt) return { ok: false, reason: "sent" };
    const to = row.deal.contactEmail;
    if (!to) return { ok: false, reason: "no-contact" };
    if (row.version.validUntil < now.toISOString().slice(0, 10))
      return { ok: false, reason: "past-date" };
    const view = await proposalView(tx, { ...row, version: { ...row.version, sentAt: now } });
    const pdf = await proposalPdf(view);
    const [sent] = await tx
      .update(proposalVersions)
      .set({ sentAt: now, documentSha256: sha256(pdf), documentPdf: pdf })
      .where(and(eq(proposalVersions.id, row.version.id), isNull(proposalVersions.sentAt)))
      .returning({ id: proposalVersions.id });
    if (!sent) return { ok: false, reason: "sent" };
    const others = await tx
      .select({ id: proposalVersions.id })
      .from(proposalVersions)
      .where(
        and(
          eq(proposalVersions.proposalId, row.proposal.id),
          ne(proposalVersions.id, row.version.id),
        ),
      );
    await revokeProposalLinks(
      tx,
      others.map((other) => other.id),
    );
    const token = await issueProposalLink(tx, row.version.id, row.version.validUntil);
    const url = new URL(`/proposals/${token}`, config().PUBLIC_URL).href;
    const content = {
      to,
      ...proposalMail({
        contactName: row.deal.contactName ?? "",
        title: view.title,
        version: view.version,
        total: formatMinor(view.totals.totalMinor, view.currency),
        validUntil: view.validUntil,
        url,
      }),
    };
    const { leadKind, leadId } = row.deal;
    if (isLeadKind(leadKind) && leadId) {
      await enqueueLeadMail(tx, { kind: leadKind, id: leadId }, { ...content, kind: "proposal" });
    } else {
      const replyTo = await ownerAddress(tx, row.deal.ownerId);
      await enqueueNotice(tx, { ...content, kind: "deal-proposal", replyTo });
    }
    await recordAudit(tx, {
      action: "proposal-sent",
      actor: input.actor,
      subject: { kind: "deal", id: row.deal.id },
      detail: { proposalVersionId: row.version.id, version: row.version.version },
      ip: input.ip,
    });
    return { ok: true, url };
  });
}

/** The Reply-To of proposal mail on a deal opened by hand: its owner, else the firm's mailbox. */
async function ownerAddress(tx: Db, ownerId: string | null): Promise<string> {
  const [owner] = ownerId
    ? await tx.select({ email: users.email }).from(users).where(eq(users.id, ownerId))
    : [];
  return owner?.email ?? siteFacts().mailboxes.info;
}
