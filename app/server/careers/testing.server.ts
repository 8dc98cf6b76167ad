import { deflateSync } from "node:zlib";
import { strToU8, zipSync } from "fflate";

/** The smallest files that real parsers recognise as PDF, DOC and DOCX, for tests. */
export function pdfBytes(): Uint8Array {
  return new TextEncoder().encode(
    "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
  );
}

export function docBytes(): Uint8Array {
  const bytes = new Uint8Array(1536);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return bytes;
}

/** A minimal Word document: a zip holding [Content_Types].xml and word/document.xml. */
export function docxBytes(): Uint8Array {
  return zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    "word/document.xml": strToU8(
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
    ),
  });
}

/** A Word document carrying a VBA project, as a macro-enabled file renamed to .docx would. */
export function docxWithMacrosBytes(): Uint8Array {
  return zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    "word/document.xml": strToU8(
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
    ),
    "word/vbaProject.bin": strToU8('Attribute VB_Name = "ThisDocument"'),
  });
}

/** A Word 97–2003 document whose directory lists a VBA project stream (names are UTF-16LE). */
export function docWithMacrosBytes(): Uint8Array {
  const bytes = docBytes();
  bytes.set(Buffer.from("_VBA_PROJECT", "utf16le"), 1024);
  return bytes;
}

/** A PDF that runs JavaScript when opened; `compressed` hides the action in a Flate stream. */
export function pdfWithScriptBytes(compressed = false): Uint8Array {
  const action = "<</Type /Action /S /JavaScript /JS (app.alert(1))>>";
  if (!compressed) {
    return new TextEncoder().encode(
      `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R /OpenAction 3 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n3 0 obj ${action} endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
    );
  }
  const stream = deflateSync(Buffer.from(`3 0 ${action.replace("JavaScript", "Launch")}`));
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.5\n1 0 obj <</Type /Catalog /Pages 2 0 R /OpenAction 3 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n4 0 obj <</Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${stream.length}>>\nstream\n`,
      "latin1",
    ),
    stream,
    Buffer.from("\nendstream\nendobj\ntrailer <</Root 1 0 R>>\n%%EOF\n", "latin1"),
  ]);
}
