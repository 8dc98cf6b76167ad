import { publicPaths } from "~/content/public-paths";
import { config } from "~/server/config.server";
import { liveSite } from "~/server/content/live.server";

export async function loader() {
  const origin = config().PUBLIC_URL;
  const urls = publicPaths(await liveSite()).map(
    (path) => `  <url><loc>${origin}${path}</loc></url>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
