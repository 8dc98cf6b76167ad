import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { pageTitle } from "~/content/site";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: pageTitle("Page Not Found") }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return <NotFound title="Page Not Found" message="We couldn't find that page." />;
}
