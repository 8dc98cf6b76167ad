import { encode } from "uqr";

/**
 * A QR code as one SVG path (1 unit a module, with a quiet zone), drawn on the server so the
 * browser loads no QR library and the page needs no inline styles.
 */
export function qrPath(text: string): { size: number; path: string } {
  const { data, size } = encode(text, { ecc: "M", border: 4 });
  let path = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size, path };
}
