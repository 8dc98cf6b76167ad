import type { ClientLogo } from "~/content/types";
import { uploadedSources } from "~/lib/content/images";

/**
 * The home page's "Trusted by" row (record 046): each logo in a fixed 160×64 box, so nothing
 * shifts as they load; absent, with no gap, when there are none.
 */
export function ClientLogos({ clients }: { clients: ClientLogo[] | undefined }) {
  if (!clients?.length) return null;
  return (
    <section aria-labelledby="clients" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <h2
        id="clients"
        className="text-center font-semibold text-slate-600 text-sm uppercase tracking-wider"
      >
        Trusted by
      </h2>
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
        {clients.map((client) => {
          const logo = <Logo client={client} />;
          return (
            <li key={client.slug}>
              {client.link ? (
                <a href={client.link} rel="noopener noreferrer" className="block rounded">
                  {logo}
                </a>
              ) : (
                logo
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Logo({ client }: { client: ClientLogo }) {
  const sources = uploadedSources(client.logo);
  const smallest = (set: string | undefined) => set?.split(", ")[0]?.split(" ")[0];
  return (
    <picture>
      {sources && <source type="image/webp" srcSet={smallest(sources.webp)} />}
      <img
        src={smallest(sources?.fallback) ?? client.logo}
        alt={client.name}
        width={160}
        height={64}
        loading="lazy"
        decoding="async"
        className="h-16 w-40 object-contain"
      />
    </picture>
  );
}
