// After `react-router build`: writes .br and .gz next to every compressible client file, so the
// server sends precompressed bytes and never compresses assets per request.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = new URL("../build/client/", import.meta.url).pathname;
const compressible = /\.(js|mjs|css|svg|html|json|txt|xml|map)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

let count = 0;
let saved = 0;
for await (const path of files(root)) {
  const data = await readFile(path);
  if (data.byteLength < 1024) continue;
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
    },
  });
  await writeFile(`${path}.br`, br);
  await writeFile(`${path}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
  saved += data.byteLength - br.byteLength;
}
console.log(`Precompressed ${count} files (brotli saves ${Math.round(saved / 1024)} KB).`);
