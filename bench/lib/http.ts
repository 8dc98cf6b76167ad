// One raw HTTP GET that reports what went over the wire (no decompression).
import { request } from "node:http";

export interface Probe {
  status: number;
  contentType: string;
  encoding: string;
  wireBytes: number;
}

export function probe(url: string, headers: Record<string, string>): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let wireBytes = 0;
      res.on("data", (chunk: Buffer) => {
        wireBytes += chunk.length;
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers["content-type"] ?? ""),
          encoding: String(res.headers["content-encoding"] ?? "identity"),
          wireBytes,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
