import { site } from "~/content/site";
import {
  formatMinor,
  formatRate,
  type ProposalAcceptance,
  type ProposalView,
} from "~/lib/proposals";

/**
 * A proposal version as a PDF, made with PDFKit (record 115). The bytes are a function of the
 * version alone: the document's dates and file ID come from the version (sent or accepted
 * time), never the clock, so rendering it again gives the same SHA-256. The unsigned document
 * is what the client accepts; the signed one adds the acceptance record and that document's hash.
 */
export async function proposalPdf(
  view: ProposalView,
  acceptance: ProposalAcceptance | null = null,
): Promise<Uint8Array> {
  // Loaded on the first proposal, not at start: PDFKit and its fonts weigh ~30 MB of memory
  // that a server which never sends a proposal should not carry (record 122).
  const { default: PDFDocument } = await import("pdfkit");
  const stamp = new Date(acceptance?.acceptedAt ?? view.sentAt ?? `${view.validUntil}T00:00:00Z`);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: winAnsi(`${view.title} (${view.reference} v${view.version})`),
      Author: site.legalName,
      // The accepted document's hash is also metadata, for a machine reading the signed copy.
      Subject: acceptance
        ? `Signed proposal; document SHA-256 ${acceptance.documentSha256}`
        : "Proposal",
      Producer: "PDFKit",
      Creator: site.brand,
      CreationDate: stamp,
      ModDate: stamp,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  header(doc, view);
  lineTable(doc, view);
  totals(doc, view);
  terms(doc, view);
  if (acceptance) acceptanceRecord(doc, view, acceptance);
  pageNumbers(doc, view);
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

type Doc = PDFKit.PDFDocument;

const MARGIN = 56;
const WIDTH = 595.28 - 2 * MARGIN;
const INK = "#0f172a";
const MUTED = "#475569";
const RULE = "#cbd5e1";
/** Column x offsets and widths: description, quantity, unit price, discount, amount. */
const COLUMNS = [
  { x: 0, width: 215, align: "left" },
  { x: 215, width: 40, align: "right" },
  { x: 255, width: 85, align: "right" },
  { x: 340, width: 50, align: "right" },
  { x: 390, width: WIDTH - 390, align: "right" },
] as const;

/**
 * The standard fonts speak WinAnsi only: other characters would print as nothing, so they
 * show as "?" and the client's page (which has them all) stays the reference (record 115).
 */
function winAnsi(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: tab and line breaks are kept
  return text.replace(/[^\u0009\u000A\u000D\u0020-\u007E\u00A0-\u00FF€–—‘’“”•…]/gu, "?");
}

function header(doc: Doc, view: ProposalView) {
  doc.font("Helvetica-Bold").fontSize(10).fillColor(MUTED).text(site.legalName.toUpperCase());
  doc.moveDown(1.2);
  doc.font("Helvetica-Bold").fontSize(20).fillColor(INK).text(winAnsi(view.title));
  doc.moveDown(0.3);
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Proposal ${view.reference}, version ${view.version}`);
  doc.moveDown(0.8);
  const client = [view.contactName, view.company].filter(Boolean).join(", ");
  doc.fillColor(INK).text(`Prepared for: ${winAnsi(client)}`);
  if (view.sentAt) doc.text(`Date: ${view.sentAt.slice(0, 10)}`);
  doc.text(`Valid until: ${view.validUntil}`);
  doc.moveDown(1.2);
}

function row(doc: Doc, cells: readonly string[], bold: boolean) {
  const top = doc.y;
  doc
    .font(bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(9.5)
    .fillColor(INK);
  let bottom = top;
  cells.forEach((cell, index) => {
    const column = COLUMNS[index];
    if (!column) return;
    doc.text(cell, MARGIN + column.x, top, { width: column.width - 6, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom + 4;
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(MARGIN + WIDTH, doc.y - 2)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
}

const HEADINGS = ["Description", "Qty", "Unit price", "Disc.", "Amount"] as const;

function lineTable(doc: Doc, view: ProposalView) {
  row(doc, HEADINGS, true);
  for (const line of view.lines) {
    // A row never splits across pages: a new page repeats the headings first.
    if (doc.y > doc.page.height - MARGIN - 60) {
      doc.addPage();
      row(doc, HEADINGS, true);
    }
    const description =
      line.productName && line.productName !== line.description
        ? `${line.productName}: ${line.description}`
        : line.description;
    row(
      doc,
      [
        winAnsi(description),
        String(line.quantity),
        formatMinor(line.unitPriceMinor, view.currency),
        line.discountBp ? formatRate(line.discountBp) : "",
        formatMinor(line.totalMinor, view.currency),
      ],
      false,
    );
  }
}

function totals(doc: Doc, view: ProposalView) {
  if (doc.y > doc.page.height - MARGIN - 90) doc.addPage();
  doc.moveDown(0.5);
  const { totals: sums, currency } = view;
  const entries: [string, string][] = [["Subtotal", formatMinor(sums.subtotalMinor, currency)]];
  if (view.discountBp)
    entries.push([
      `Discount (${formatRate(view.discountBp)})`,
      `-${formatMinor(sums.discountMinor, currency)}`,
    ]);
  entries.push([`Tax (${formatRate(view.taxRateBp)})`, formatMinor(sums.taxMinor, currency)]);
  entries.push([`Total (${currency})`, formatMinor(sums.totalMinor, currency)]);
  entries.forEach(([label, amount], index) => {
    const last = index === entries.length - 1;
    const top = doc.y;
    doc.font(last ? "Helvetica-Bold" : "Helvetica").fontSize(last ? 11 : 9.5);
    doc.text(label, MARGIN + 255, top, { width: 135, align: "right" });
    doc.text(amount, MARGIN + 390, top, { width: WIDTH - 396, align: "right" });
    doc.x = MARGIN;
  });
  doc.moveDown(1.5);
}

function terms(doc: Doc, view: ProposalView) {
  if (!view.terms.trim()) return;
  doc.font("Helvetica-Bold").fontSize(11).fillColor(INK).text("Terms", MARGIN);
  doc.moveDown(0.3);
  doc.font("Helvetica").fontSize(9.5).fillColor(INK).text(winAnsi(view.terms), { width: WIDTH });
  doc.moveDown(1.5);
}

function acceptanceRecord(doc: Doc, view: ProposalView, acceptance: ProposalAcceptance) {
  if (doc.y > doc.page.height - MARGIN - 140) doc.addPage();
  const top = doc.y;
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .fillColor(INK)
    .text("Acceptance record", MARGIN + 10, top + 10);
  doc.moveDown(0.4).font("Helvetica").fontSize(9.5);
  const lines = [
    `Accepted by: ${winAnsi(acceptance.name)}`,
    `Accepted at: ${acceptance.acceptedAt.replace("T", " ").slice(0, 19)} UTC`,
    `Version: ${view.reference} v${view.version}`,
    `From IP address: ${acceptance.ip}`,
    `SHA-256 of the proposal document: ${acceptance.documentSha256}`,
  ];
  for (const line of lines) doc.text(line, MARGIN + 10, doc.y, { width: WIDTH - 20 });
  doc
    .rect(MARGIN, top, WIDTH, doc.y - top + 10)
    .strokeColor(INK)
    .lineWidth(1)
    .stroke();
  doc.x = MARGIN;
}

function pageNumbers(doc: Doc, view: ProposalView) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Text below the bottom margin would open a new page: the footer lives in the margin.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const label = `${view.reference} v${view.version} - Page ${index + 1} of ${range.count}`;
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(MUTED)
      .text(label, MARGIN, doc.page.height - MARGIN + 20, {
        width: WIDTH,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
