import { Link } from "react-router";

const link = "rounded font-semibold text-brand-700 text-base underline";

/** My Account's way to its settings, two-factor sign-in and the person's own data. */
export function AccountLinks() {
  return (
    <nav aria-label="Account" className="mt-4 flex flex-wrap gap-x-5 gap-y-2">
      <Link to="/account/settings" className={link}>
        Account settings
      </Link>
      <Link to="/account/two-factor" className={link}>
        Two-factor sign-in
      </Link>
      <a href="/account/data" className={link} download>
        Download my data
      </a>
    </nav>
  );
}
