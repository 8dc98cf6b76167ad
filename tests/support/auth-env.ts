/** The secret the settings below sign sessions with, for tests that sign a cookie themselves. */
export const TEST_AUTH_SECRET = "test-secret-test-secret-test-secret-123";

/**
 * The settings better-auth reads as a production server at `origin` would have them, for tests
 * that call it in-process: production cookies (`__Host-` prefix, Secure) and a fixed secret.
 */
export function useProductionAuth(origin: string) {
  process.env.NODE_ENV = "production";
  process.env.PUBLIC_URL = origin;
  process.env.AUTH_SECRET = TEST_AUTH_SECRET;
}
