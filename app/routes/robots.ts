import { config } from "~/server/config.server";

export function loader() {
  const body = `User-agent: *
Allow: /
Disallow: /admin/
Disallow: /account

Sitemap: ${config().PUBLIC_URL}/sitemap.xml
`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
