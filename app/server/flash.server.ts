import { type Cookie, createCookie, redirect } from "react-router";
import type { ToastMessage } from "~/lib/toast";
import { config } from "./config.server";

/** One-shot cookie that carries a toast across a redirect, so server actions can raise toasts. */
let cookie: Cookie | undefined;
function flashCookie(): Cookie {
  cookie ??= createCookie("flash", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 60,
    secure: config().NODE_ENV === "production",
  });
  return cookie;
}

async function flashHeader(message: ToastMessage): Promise<string> {
  return flashCookie().serialize(message);
}

export async function redirectWithToast(url: string, message: ToastMessage, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await flashHeader(message));
  return redirect(url, { ...init, headers });
}

/** Reads and clears the pending toast, if any. */
export async function takeFlash(request: Request) {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("flash=")) return { toast: null, headers: undefined };
  const value = (await flashCookie().parse(cookieHeader)) as ToastMessage | null;
  const clear = await flashCookie().serialize("", { maxAge: 0 });
  return { toast: isToast(value) ? value : null, headers: { "Set-Cookie": clear } };
}

function isToast(value: unknown): value is ToastMessage {
  return (
    typeof value === "object" && value !== null && typeof (value as ToastMessage).title === "string"
  );
}
