/** What an anonymised lead keeps in place of the person: the row, its status and dates stay. */
export const ANONYMISED_NAME = "Anonymised";
export const ANONYMISED_EMAIL = "anonymised@invalid";

/**
 * Whether an address is the one erasure leaves: the signed links that named the person (booking,
 * manage, newsletter) and their reply addresses are refused from then on (records 093, 101),
 * though their signatures still hold.
 */
export const isErasedAddress = (email: string) => email === ANONYMISED_EMAIL;
