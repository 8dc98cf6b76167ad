import { imageVariant } from "~/server/content/images.server";
import type { Route } from "./+types/media";

/**
 * An uploaded image's stored copy. Its URL names its content, so it may be kept a year by
 * every cache; a URL that names nothing is a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const image = await imageVariant(params.file);
  if (!image)
    return new Response("Not Found", {
      status: 404,
      headers: { "Cache-Control": "public, max-age=300" },
    });
  return new Response(Buffer.from(image.data), {
    headers: {
      "Content-Type": image.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
