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

/** A spec for `flags` of options that each take a value (`--name value`), as most do. */
export function valueFlags<K extends string>(names: readonly K[]) {
  return Object.fromEntries(names.map((name) => [name, { type: "string" }])) as Record<
    K,
    { type: "string" }
  >;
}

/** The flags of a bench that loads each target with autocannon for a while, in rounds. */
export const autocannonFlags = ["duration", "connections", "rounds", "warmup"] as const;

/**
 * Their values: seconds per target and round, connections, rounds (`defaultRounds` unless
 * told) and warm-up seconds per target (`--warmup 0` for none).
 */
export function autocannonSettings(
  args: Record<(typeof autocannonFlags)[number], unknown>,
  defaultRounds: number,
) {
  return {
    duration: positiveNumber(args.duration, "duration", 10),
    connections: positiveInt(args.connections, "connections", 50),
    rounds: positiveInt(args.rounds, "rounds", defaultRounds),
    warmup: args.warmup === "0" ? 0 : positiveNumber(args.warmup, "warmup", 2),
  };
}
