// Tiny flag parsing shared by the bench scripts (node:util parseArgs, no dependency).
import { parseArgs } from "node:util";

type FlagSpec = Record<string, { type: "string" | "boolean"; default?: string | boolean }>;

export function flags<T extends FlagSpec>(spec: T) {
  try {
    const { values } = parseArgs({ options: spec, allowPositionals: false, strict: true });
    return values as unknown as Record<keyof T, string | boolean | undefined>;
  } catch (error) {
    const known = Object.keys(spec).map((k) => `--${k}`);
    console.error(`${(error as Error).message}\nKnown flags: ${known.join(", ")}`);
    process.exit(2);
  }
}

export function positiveInt(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer`);
  return n;
}

export function positiveNumber(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
  return n;
}

export function routeList(value: unknown, fallback: string[]): string[] {
  if (typeof value !== "string" || value.trim() === "") return fallback;
  return value
    .split(",")
    .map((r) => r.trim())
    .filter(Boolean)
    .map((r) => (r.startsWith("/") ? r : `/${r}`));
}
