// Upload bombs, built in memory for the tests and the bench (no binary fixtures): small files that
// inflate or decode to hundreds of megabytes. Record 066.
import { constants, crc32, deflateRawSync, deflateSync } from "node:zlib";

const MiB = 1024 * 1024;

/**
 * A zlib stream (the PDF FlateDecode and PNG IDAT format) that inflates to `size` zero bytes,
 * about a thousandth of that, made in milliseconds: every MiB of zeros deflates to the same
 * fully flushed block (no reference reaches into the one before), so that block is repeated,
 * then closed by an empty final block and the Adler-32 of the zeros (a = 1, b = size mod 65521).
 */
export function zeroDeflate(size: number): Buffer {
  const flushed = { level: 9, finishFlush: constants.Z_FULL_FLUSH };
  const block = deflateRawSync(Buffer.alloc(MiB), flushed);
  const rest = size % MiB;
  const parts = [Buffer.from([0x78, 0xda])];
  for (let i = 0; i < Math.floor(size / MiB); i++) parts.push(block);
  if (rest) parts.push(deflateRawSync(Buffer.alloc(rest), flushed));
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((size % 65521) * 65536 + 1) >>> 0);
  parts.push(Buffer.from([0x03, 0x00]), adler);
  return Buffer.concat(parts);
}

/** A PDF whose objects are `objects` (bodies of `n 0 obj … endobj`, numbered from 1). */
export function pdfOf(objects: (string | Buffer)[]): Buffer {
  const parts = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  objects.forEach((body, i) => {
    parts.push(
      Buffer.from(`${i + 1} 0 obj\n`, "latin1"),
      Buffer.from(body),
      Buffer.from("\nendobj\n"),
    );
  });
  parts.push(Buffer.from("trailer\n<</Root 1 0 R>>\n%%EOF\n", "latin1"));
  return Buffer.concat(parts);
}

/** A stream object's body: its dictionary (without `/Length`) and its data. */
export function streamObject(dict: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<<${dict} /Length ${data.length}>>\nstream\n`, "latin1"),
    data,
    Buffer.from("\nendstream", "latin1"),
  ]);
}

const catalog = "<</Type /Catalog /Pages 2 0 R /OpenAction 4 0 R>>";
const pages = "<</Type /Pages /Kids [] /Count 0>>";

/** The report's résumé: one FlateDecode stream of `size` zeros (512 MiB: a 0.5 MB file). */
export function inflatingPdf(size = 512 * MiB): Buffer {
  return pdfOf([catalog, pages, streamObject(" /Filter /FlateDecode", zeroDeflate(size))]);
}

/** ASCIIHexDecode's encoding. */
export const asciiHex = (data: Buffer) => Buffer.from(`${data.toString("hex")}>`, "latin1");

/** ASCII85Decode's encoding (with `z` for four zero bytes, as PDF writers do). */
export function ascii85(data: Buffer): Buffer {
  let out = "";
  for (let i = 0; i < data.length; i += 4) {
    const chunk = Buffer.alloc(4);
    data.copy(chunk, 0, i, i + 4);
    const n = Math.min(4, data.length - i);
    let value = chunk.readUInt32BE();
    if (value === 0 && n === 4) {
      out += "z";
      continue;
    }
    const digits: string[] = [];
    for (let d = 0; d < 5; d++) {
      digits.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, n + 1).join("");
  }
  return Buffer.from(`${out}~>`, "latin1");
}

/**
 * A PDF 1.5 file whose JavaScript action (object 4) sits in an object stream encoded with
 * `filters`, outermost first, e.g. `["ASCIIHexDecode", "FlateDecode"]`.
 */
export function pdfWithScriptInObjectStream(filters: string[]): Buffer {
  const action = "<</Type /Action /S /JavaScript /JS (app.alert(1))>>";
  let data: Buffer = Buffer.from(`4 0 ${action}`, "latin1");
  for (const filter of [...filters].reverse()) {
    if (filter === "FlateDecode") data = deflateSync(data);
    else if (filter === "ASCIIHexDecode") data = asciiHex(data);
    else if (filter === "ASCII85Decode") data = ascii85(data);
    else throw new Error(`no encoder for ${filter}`);
  }
  const filter = `[${filters.map((f) => `/${f}`).join(" ")}]`;
  return pdfOf([
    catalog,
    pages,
    streamObject(` /Type /ObjStm /N 1 /First 4 /Filter ${filter}`, data),
  ]);
}

/** A PNG of `width` × `height` black RGB pixels: 12000 × 12000 is 432 MB decoded, 0.4 MB here. */
export function hugePng(width = 12000, height = 12000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write(type, 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    // Each row is a filter byte (0, none) and its pixels: all zeros.
    chunk("IDAT", zeroDeflate(height * (1 + 3 * width))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A DOCX whose `word/document.xml` inflates to `size` zeros (a ZIP bomb in a Word file). */
export function inflatingDocx(size = 512 * MiB, { honestHeader = true } = {}): Buffer {
  const contentTypes = Buffer.from(
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  const bomb = zeroDeflate(size).subarray(2, -4); // raw deflate: no zlib header nor Adler-32
  const zeroCrc = crc32(Buffer.alloc(0)); // CRC of the zeros is not needed by readers that stop early
  const entries = [
    {
      name: "[Content_Types].xml",
      data: deflateRawSync(contentTypes),
      size: contentTypes.length,
      crc: crc32(contentTypes),
    },
    { name: "word/document.xml", data: bomb, size: honestHeader ? size : 1024, crc: zeroCrc },
  ];
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "latin1");
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8); // deflate
    head.writeUInt32LE(entry.crc, 14);
    head.writeUInt32LE(entry.data.length, 18);
    head.writeUInt32LE(entry.size >>> 0, 22);
    head.writeUInt16LE(name.length, 26);
    local.push(head, name, entry.data);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(entry.crc, 16);
    dir.writeUInt32LE(entry.data.length, 20);
    dir.writeUInt32LE(entry.size >>> 0, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += head.length + name.length + entry.data.length;
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, ...central, end]);
}

/**
 * A PDF with an XFA form (record 094) whose template runs JavaScript when opened: the
 * `<script>` sits in a FlateDecode stream that the AcroForm's `/XFA` names, and no PDF
 * JavaScript action is in sight.
 */
export function pdfWithXfaScript({ script = true } = {}): Buffer {
  const event = script
    ? '<event activity="initialize"><script contentType="application/x-javascript">xfa.host.messageBox("hi")</script></event>'
    : "";
  const xml = `<?xml version="1.0"?><xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template xmlns="http://www.xfa.org/schema/xfa-template/3.3/"><subform name="cv">${event}</subform></template></xdp:xdp>`;
  return pdfOf([
    "<</Type /Catalog /Pages 2 0 R /AcroForm 3 0 R>>",
    "<</Type /Pages /Kids [] /Count 0>>",
    "<</Fields [] /XFA 4 0 R>>",
    streamObject(" /Filter /FlateDecode", deflateSync(Buffer.from(xml))),
  ]);
}

/**
 * A 1 × 1 PNG whose header claims `width` × `height`: it has one pixel's data, so whatever
 * answers with its claimed size read the header and decoded nothing.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(hugePng(1, 1));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
