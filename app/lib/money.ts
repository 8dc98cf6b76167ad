// Exact money (record 113): integer minor units (cents) beside an ISO 4217 currency. Amounts are
// parsed as strings and never pass through a floating-point number.

/** The currencies a deal may be in; the first is the default. */
export const dealCurrencies = ["USD", "EUR", "GBP", "CAD", "AUD", "CHF", "JPY", "MXN"] as const;
export type DealCurrency = (typeof dealCurrencies)[number];

export function isDealCurrency(value: string): value is DealCurrency {
  return (dealCurrencies as readonly string[]).includes(value);
}

// Building an Intl.NumberFormat costs far more than using one (about a millisecond on a busy
// server: a board of 250 cards spent half a second building them), so each is built once.
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(currency: string, locale = "en-US"): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency });
    formats.set(key, format);
  }
  return format;
}

/** Digits after the decimal point of a currency's minor unit (2 for USD, 0 for JPY). */
export function minorDigits(currency: string): number {
  let known = digits.get(currency);
  if (known === undefined) {
    known = currencyFormat(currency).resolvedOptions().maximumFractionDigits ?? 2;
    digits.set(currency, known);
  }
  return known;
}

const digits = new Map<string, number>();

/** The largest amount a deal may hold, in minor units: far below bigint's limit. */
const MAX_MINOR = 10n ** 15n;

/**
 * "1,234.50" (or "1234.5", "$ 1 234") in `currency` as minor units, or the reason it is not an
 * amount. Commas and spaces group thousands; a point starts the fraction.
 */
export function parseMoney(
  input: string,
  currency: string,
): { ok: true; minor: bigint } | { ok: false; error: string } {
  const digits = minorDigits(currency);
  const cleaned = input
    .trim()
    .replace(/^[^\d.,-]+/, "")
    .replace(/[\s,\u00a0']/g, "");
  if (cleaned === "") return { ok: false, error: "Enter an amount, such as 12,500.00." };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return { ok: false, error: "Enter an amount in digits, such as 12,500.00." };
  const fraction = match[2] ?? "";
  if (fraction.length > digits) {
    return {
      ok: false,
      error:
        digits === 0
          ? `${currency} has no cents: enter a whole amount.`
          : `Enter at most ${digits} digits after the point.`,
    };
  }
  const minor =
    BigInt(match[1] ?? "0") * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, "0") || "0");
  if (minor > MAX_MINOR) return { ok: false, error: "That amount is too large." };
  return { ok: true, minor };
}

/** Minor units as a plain decimal string ("123450" USD → "1234.50"), exact. */
export function minorToDecimal(minor: bigint | string, currency: string): string {
  const digits = minorDigits(currency);
  const value = BigInt(minor);
  const negative = value < 0n;
  const units = (negative ? -value : value).toString().padStart(digits + 1, "0");
  const whole = units.slice(0, units.length - digits);
  const fraction = digits > 0 ? `.${units.slice(units.length - digits)}` : "";
  return `${negative ? "-" : ""}${whole}${fraction}`;
}

/**
 * Minor units for people: "$1,234.50". Intl formats the whole units as a bigint (exact at any
 * size) and the minor digits are put in its fraction place, so no Number ever holds the amount.
 */
export function formatMoney(minor: bigint | string, currency: string, locale = "en-US"): string {
  const value = BigInt(minor);
  if (value < 0n) return `-${formatMoney(-value, currency, locale)}`;
  const digits = minorDigits(currency);
  const scale = 10n ** BigInt(digits);
  const fraction = (value % scale).toString().padStart(digits, "0");
  return currencyFormat(currency, locale)
    .formatToParts(value / scale)
    .map((part) => (part.type === "fraction" ? fraction : part.value))
    .join("");
}

/** The amount in an input: "1234.50" as typed back, without grouping or symbol. */
export const moneyInputValue = minorToDecimal;

/** value × probability %, in minor units, rounded half up: the forecast's weighted value. */
export function weightedMinor(minor: bigint, probability: number): bigint {
  return (minor * BigInt(probability) + 50n) / 100n;
}
