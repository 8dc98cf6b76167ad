import { Form, Link } from "react-router";
import type { Viewer } from "~/lib/viewer";
import { buttonStyles } from "./ui/button";

/** The same choices inside the mobile menu, as plain links and a form. */
export function MobileAccountLinks({ viewer }: { viewer: Viewer }) {
  return (
    <>
      <Link to="/account" className={buttonStyles({ variant: "secondary" })}>
        My Account
      </Link>
      {viewer.staff && (
        <Link to="/admin/dashboard" className={buttonStyles({ variant: "secondary" })}>
          Admin Panel
        </Link>
      )}
      <Form method="post" action="/logout">
        <button type="submit" className={buttonStyles({ variant: "ghost", className: "w-full" })}>
          Log out
        </button>
      </Form>
    </>
  );
}
