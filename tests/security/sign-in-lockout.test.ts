// No stranger can lock a person out of their account: device cookies (record 098), and a lock
// that refused attempts do not push out. Run as an attacker would, over better-auth's handler.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { callAuth } from "~/server/auth/endpoint.server";
import { useProductionAuth } from "../support/auth-env";
import { databaseForThisFile, engine } from "../support/test-database";
import { addAccount } from "./privacy-support";

const ORIGIN = "http://localhost:3000";
const PASSWORD = "Quiet-Orbit-58-Lantern";
const WRONG = "Wrong-Password-123";

let addresses = 0;
const nextAddress = () => `203.0.113.${++addresses}`;

/** A browser: its own address and the cookies the server set. */
class Browser {
  readonly ip = nextAddress();
  private readonly cookies = new Map<string, string>();
  async signIn(email: string, password: string) {
    const headers: Record<string, string> = { "x-client-ip": this.ip };
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (cookie) headers.cookie = cookie;
    const answer = await callAuth(new Request(`${ORIGIN}/`, { headers }), "/sign-in/email", {
      email,
      password,
    });
    for (const line of answer.cookies) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return answer.status;
  }
}

/** One wrong password from each of `count` new addresses, no cookies. */
async function strangersGuess(email: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push(await new Browser().signIn(email, WRONG));
  return statuses;
}

describe(`sign-in lockout (${engine})`, () => {
  beforeAll(() => useProductionAuth(ORIGIN));
  const database = databaseForThisFile();
  afterEach(() => vi.useRealTimers());

  /** A person's address, whose account signs in with PASSWORD. */
  async function person() {
    const options = { factor: "none", name: "A person", password: PASSWORD } as const;
    return (await addAccount(database.db, "user", options)).email;
  }

  it("lets the owner's own browser in after ten wrong passwords from ten addresses", async () => {
    const email = await person();
    const owner = new Browser();
    expect(await owner.signIn(email, PASSWORD)).toBe(200);
    expect(await strangersGuess(email, 10)).toEqual(Array(10).fill(401));
    // Strangers are locked out, even one with the right password…
    expect(await strangersGuess(email, 1)).toEqual([429]);
    expect(await new Browser().signIn(email, PASSWORD)).toBe(429);
    // …the browser that signed in before is not.
    expect(await owner.signIn(email, PASSWORD)).toBe(200);
  });

  it("locks a known browser out by its own failures only, and only for its account", async () => {
    const email = await person();
    const other = await person();
    const owner = new Browser();
    expect(await owner.signIn(email, PASSWORD)).toBe(200);
    // The device cookie names the account: at another account it is a stranger.
    await strangersGuess(other, 10);
    expect(await owner.signIn(other, PASSWORD)).toBe(429);
    const own: number[] = [];
    for (let i = 0; i < 6; i++) own.push(await owner.signIn(email, WRONG));
    expect(own).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await owner.signIn(email, PASSWORD)).toBe(429);
    // Its failures lock only itself: a stranger with the right password still gets in.
    expect(await new Browser().signIn(email, PASSWORD)).toBe(200);
  });

  it("does not push the lock out when a locked account is tried again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // A minute before a quarter hour, so a lock kept by a clock-aligned window would end early.
    const quarter = 15 * 60_000;
    const start = Math.ceil(Date.now() / quarter) * quarter + quarter - 60_000;
    vi.setSystemTime(start);
    const email = await person();
    expect(await strangersGuess(email, 10)).toEqual(Array(10).fill(401));
    expect(await strangersGuess(email, 1)).toEqual([429]);
    for (const minutes of [5, 14]) {
      vi.setSystemTime(start + minutes * 60_000);
      expect(await strangersGuess(email, 1)).toEqual([429]);
    }
    vi.setSystemTime(start + quarter + 1_000);
    expect(await new Browser().signIn(email, PASSWORD)).toBe(200);
  });
});
