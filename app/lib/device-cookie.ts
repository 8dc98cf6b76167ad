/**
 * The sign-in device cookie (record 098): `__Host-` prefixed in production like the session
 * cookie. Only the sign-in reads it; the host drops it from page reads (host/source-cookie.ts),
 * so a signed-out visitor who once signed in still gets cached anonymous pages.
 */
export const DEVICE_COOKIE_NAMES = ["bd.device", "__Host-bd.device"] as const;

export const deviceCookieName = (production: boolean) =>
  production ? DEVICE_COOKIE_NAMES[1] : DEVICE_COOKIE_NAMES[0];
