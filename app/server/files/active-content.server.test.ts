import { deflateSync } from "node:zlib";
import { strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  asciiHex,
  inflatingDocx,
  pdfOf,
  pdfWithScriptInObjectStream,
  pdfWithXfaScript,
  streamObject,
  zeroDeflate,
} from "../../../tests/support/upload-bombs";
import {
  docBytes,
  docWithMacrosBytes,
  docxBytes,
  docxWithMacrosBytes,
  pdfBytes,
  pdfWithScriptBytes,
} from "../careers/testing.server";
import { activeContent } from "./active-content.server";
import { pdfCaps } from "./pdf-filters.server";
import { zipCaps } from "./zip-entries.server";

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

  it("finds a script in an XFA form, whose XML names no PDF action (record 094)", () => {
    expect(activeContent("pdf", pdfWithXfaScript())).toBe("XFA");
    expect(activeContent("pdf", pdfWithXfaScript({ script: false }))).toBeNull();
    // An XFA form whose script tag is behind an escaped name, `/X#46A`, is still one.
    const escaped = Buffer.from(
      pdfWithXfaScript().toString("latin1").replace("/XFA", "/X#46A"),
      "latin1",
    );
    expect(activeContent("pdf", escaped)).toBe("XFA");
  });
});

describe("streams and parts read within caps (record 066)", () => {
  const MiB = 1024 * 1024;
  const jpeg = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9,
  ]);
  const content = (text: string) => streamObject(" /Filter /FlateDecode", deflateSync(text));
  const catalog = "<</Type /Catalog /Pages 2 0 R>>";
  const pages = "<</Type /Pages /Kids [] /Count 0>>";
  const objectStream = (dict: string, data: Buffer) =>
    streamObject(` /Type /ObjStm /N 1 /First 4 ${dict}`, data);
  const script = Buffer.from("4 0 <</S /JavaScript /JS (app.alert(1))>>", "latin1");
  // Data in a filter the check does not decode (what it says is not seen).
  const lzw = Buffer.from([0x80, 0x0b, 0x60, 0x50]);

  it("finds JavaScript in object streams behind ASCIIHex, ASCII85 and RunLength filters", () => {
    for (const chain of [
      ["ASCIIHexDecode", "FlateDecode"],
      ["ASCII85Decode", "FlateDecode"],
      ["ASCII85Decode"],
      ["ASCIIHexDecode"],
    ])
      expect(activeContent("pdf", pdfWithScriptInObjectStream(chain)), chain.join()).toBe(
        "JavaScript",
      );
    // Abbreviated names, as viewers accept them, and a run-length stream (128 ends it).
    const hex = objectStream("/Filter [/AHx /Fl]", asciiHex(deflateSync(script)));
    expect(activeContent("pdf", pdfOf([catalog, pages, hex]))).toBe("JavaScript");
    const runs = Buffer.concat([Buffer.from([script.length - 1]), script, Buffer.from([128])]);
    const rl = objectStream("/Filter /RunLengthDecode", runs);
    expect(activeContent("pdf", pdfOf([catalog, pages, rl]))).toBe("JavaScript");
  });

  it("reads every stream, not every other one", () => {
    const clean = objectStream("/Filter /FlateDecode", deflateSync("5 0 <</A 1>>"));
    const hidden = objectStream("/Filter /FlateDecode", deflateSync(script));
    expect(activeContent("pdf", pdfOf([catalog, pages, clean, hidden]))).toBe("JavaScript");
  });

  it("refuses an object stream it cannot read whole", () => {
    const refused = (body: Buffer) => activeContent("pdf", pdfOf([catalog, pages, body]));
    // A filter it does not decode, a predictor, a filter given by reference.
    expect(refused(objectStream("/Filter /LZWDecode", lzw))).toBe("undecodable");
    const predictor = "/Filter /FlateDecode /DecodeParms <</Predictor 12 /Columns 4>>";
    expect(refused(objectStream(predictor, deflateSync(script)))).toBe("undecodable");
    expect(refused(objectStream("/Filter 9 0 R", deflateSync(script)))).toBe("undecodable");
    // Damaged or cut short by an `endstream` inside it: not read as a shorter, harmless one.
    const cut = Buffer.concat([
      asciiHex(Buffer.from("4 0 <<>>")).subarray(0, -1),
      Buffer.from(" endstream "),
    ]);
    expect(
      refused(objectStream("/Filter /ASCIIHexDecode", Buffer.concat([cut, asciiHex(script)]))),
    ).toBe("undecodable");
    expect(refused(objectStream("/Filter /FlateDecode", Buffer.from("not flate")))).toBe(
      "undecodable",
    );
    // No /Type /ObjStm, but /First: pdf.js reads it as an object stream all the same.
    expect(refused(streamObject(" /N 1 /First 4 /Filter /LZWDecode", lzw))).toBe("undecodable");
  });

  it("is not misled by a dictionary written inside a string of the stream's own", () => {
    // `\(` is an escaped parenthesis inside the string, but a word and a string to a reader
    // that starts at the `<<` inside it: both read up to `stream`, and the object stream counts.
    const fake = " /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode /T (<</Subtype /Image /X \\()";
    expect(activeContent("pdf", pdfOf([catalog, pages, streamObject(fake, lzw)]))).toBe(
      "undecodable",
    );
  });

  it("passes an ordinary PDF: images it does not decode, a cross-reference stream, fonts", () => {
    const image = streamObject(
      " /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode",
      jpeg,
    );
    const xref = streamObject(
      " /Type /XRef /Size 6 /W [1 2 1] /Filter /FlateDecode /DecodeParms <</Columns 4 /Predictor 12>>",
      deflateSync(Buffer.alloc(30)),
    );
    const old = streamObject(" /Filter /LZWDecode", lzw);
    const page = content("BT /F1 12 Tf 72 712 Td (Mainstream stream >> stream) Tj ET");
    const font = streamObject(
      " /Length1 5000 /Filter /FlateDecode",
      deflateSync(Buffer.alloc(5000, 7)),
    );
    const objects = objectStream("/Filter /FlateDecode", deflateSync("3 0 <</Type /Page>>"));
    const pdf = pdfOf([catalog, pages, image, xref, old, page, font, objects]);
    expect(activeContent("pdf", pdf)).toBeNull();
  });

  it("refuses a PDF whose streams inflate past the caps, stopping at the first", () => {
    const big = (size: number) => streamObject(" /Filter /FlateDecode", zeroDeflate(size));
    expect(activeContent("pdf", pdfOf([catalog, pages, big(pdfCaps.streamBytes)]))).toBeNull();
    expect(activeContent("pdf", pdfOf([catalog, pages, big(pdfCaps.streamBytes + 1)]))).toBe(
      "oversized",
    );
    const many = Array.from({ length: 5 }, () => big(pdfCaps.fileBytes / 4 - MiB));
    expect(activeContent("pdf", pdfOf([catalog, pages, ...many]))).toBe("oversized");
    expect(pdfCaps).toEqual({ streamBytes: 16 * MiB, fileBytes: 64 * MiB });
  });

  it("inflates a DOCX's parts within caps, whatever their headers say", () => {
    expect(activeContent("docx", inflatingDocx(zipCaps.entryBytes + 1))).toBe("oversized");
    const lying = inflatingDocx(zipCaps.entryBytes + 1, { honestHeader: false });
    expect(activeContent("docx", lying)).toBe("oversized");
    expect(activeContent("docx", inflatingDocx(MiB))).toBeNull();
  });

  it("finds a VBA project named only in a DOCX's compressed content types", () => {
    const types =
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/></Types>';
    const docx = zipSync({
      "[Content_Types].xml": strToU8(types),
      "word/document.xml": strToU8("<w:document/>"),
      "word/code.bin": strToU8("Attribute VB_Name"),
    });
    expect(activeContent("docx", docx)).toBe("macros");
    // A picture in a Word file is a part like any other.
    const withPicture = zipSync({ ...unzipSync(docxBytes()), "word/media/photo.jpeg": jpeg });
    expect(activeContent("docx", withPicture)).toBeNull();
  });
});
