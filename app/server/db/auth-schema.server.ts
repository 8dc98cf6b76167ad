import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps, timestamptz } from "./columns.server";

/**
 * better-auth's tables (email and password, the admin plugin's role and ban fields, the
 * twoFactor plugin's secrets, the passkey plugin's credentials).
 * Named in the plural; the adapter is configured with `usePlural`.
 */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    /** The full name given at registration. */
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("user"),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestamptz("ban_expires"),
    /** Set by better-auth's twoFactor plugin once a second factor is verified. */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    ...timestamps(),
  },
  (t) => [index("users_created_at_idx").on(t.createdAt)],
);

/** A column naming the user a row belongs to (a session, a setting, a claim): it goes with them. */
export const ownedByUser = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/**
 * A column naming the user who made, changed or owns something; the row outlives their account,
 * then naming nobody.
 */
export const userOrNobody = (name: string) =>
  text(name).references(() => users.id, { onDelete: "set null" });

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    expiresAt: timestamptz("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: ownedByUser("user_id"),
    impersonatedBy: text("impersonated_by"),
    /** The second factor the session was opened or confirmed with, if any (passkeys.server). */
    signInMethod: text("sign_in_method"),
    ...timestamps(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: ownedByUser("user_id"),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamptz("access_token_expires_at"),
    refreshTokenExpiresAt: timestamptz("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    ...timestamps(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    ...timestamps(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * The twoFactor plugin's TOTP secret and recovery codes, both encrypted with the auth secret.
 * `verified` turns true once the first code from the authenticator app is accepted.
 */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: ownedByUser("user_id"),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamptz("locked_until"),
  },
  (t) => [
    index("two_factors_user_id_idx").on(t.userId),
    index("two_factors_secret_idx").on(t.secret),
  ],
);

/**
 * The passkey plugin's WebAuthn credentials: the public key and its signature counter, never a
 * secret. `credential_id` is what the browser names when it signs in.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: ownedByUser("user_id"),
    credentialID: text("credential_id").notNull().unique(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    aaguid: text("aaguid"),
    createdAt: timestamptz("created_at").defaultNow(),
  },
  (t) => [index("passkeys_user_id_idx").on(t.userId)],
);
