import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { unlistedMeta } from "~/lib/seo";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => unlistedMeta("Page Not Found");

export default function NotFoundRoute() {
  return <NotFound title="Page Not Found" message="We couldn't find that page." />;
}
