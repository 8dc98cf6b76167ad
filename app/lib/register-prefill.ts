/**
 * What a visitor typed into a form, carried to the registration page they go to next, so they
 * do not type their name and address twice. Kept in this tab's session storage, never in the
 * address (where logs and history would keep it), and read once.
 */
const KEY = "bd.register-prefill";

export type RegisterPrefill = { fullName: string; email: string };

export function rememberForRegistration(formData: FormData) {
  const fullName = String(formData.get("name") ?? "").trim();
  const email = String(formData.get("email") ?? "").trim();
  if (!fullName && !email) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ fullName, email }));
  } catch {
    // Storage refused (private mode, say): the registration form starts empty, as before.
  }
}

export function takeRegistrationPrefill(): RegisterPrefill | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const value = stored ? (JSON.parse(stored) as Partial<RegisterPrefill>) : null;
    return value ? { fullName: value.fullName ?? "", email: value.email ?? "" } : null;
  } catch {
    return null;
  }
}
