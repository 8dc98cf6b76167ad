import { redirect } from "react-router";
import { privateNoStore } from "../http/headers.server";

/** The page where an account sets up its authenticator app (any signed-in account). */
export const TWO_FACTOR_SETUP_PATH = "/account/two-factor";
/** The second step of signing in, after the password, when a factor is on. */
export const TWO_FACTOR_SIGN_IN_PATH = "/login/two-factor";

/** Staff without a second factor go here from every staff page; no cache may keep it. */
export const toTwoFactorSetup = () => redirect(TWO_FACTOR_SETUP_PATH, { headers: privateNoStore });
