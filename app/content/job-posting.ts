import { type SiteFacts, site } from "./site";

type PostedJob = {
  id: string;
  title: string;
  location: string;
  type: string;
  description: string | null;
  expirationDate: string | null;
  createdAt: string;
  department?: string | null;
  workplaceType?: string;
  salaryMin?: number | null;
  salaryMax?: number | null;
};

/** baseSalary: a yearly range (or single figure) in US dollars, when the posting gives one. */
function baseSalary(min: number | null | undefined, max: number | null | undefined) {
  const low = min ?? max;
  const high = max ?? min;
  if (low == null || high == null) return {};
  return {
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "USD",
      value:
        low === high
          ? { "@type": "QuantitativeValue", value: low, unitText: "YEAR" }
          : { "@type": "QuantitativeValue", minValue: low, maxValue: high, unitText: "YEAR" },
    },
  };
}

const employmentTypes: Record<string, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  contractor: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
};

/** schema.org JobPosting for Google for Jobs. */
export function jobPostingJsonLd(job: PostedJob, origin: string, facts: SiteFacts) {
  const hq = facts.headquarters;
  const remote = job.workplaceType ? job.workplaceType === "remote" : /remote/i.test(job.location);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description ?? job.title,
    identifier: { "@type": "PropertyValue", name: site.brand, value: job.id },
    datePosted: job.createdAt.slice(0, 10),
    ...(job.expirationDate ? { validThrough: `${job.expirationDate}T23:59:59-06:00` } : {}),
    employmentType: employmentTypes[job.type.toLowerCase()] ?? "OTHER",
    hiringOrganization: { "@type": "Organization", name: site.brand, sameAs: `${origin}/` },
    url: `${origin}/careers?apply=${job.id}`,
    directApply: true,
    ...(job.department ? { occupationalCategory: job.department } : {}),
    ...baseSalary(job.salaryMin, job.salaryMax),
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: hq.country },
        }
      : {
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              addressLocality: job.location.split(",")[0]?.trim() ?? hq.city,
              addressRegion: hq.region,
              addressCountry: hq.countryCode,
            },
          },
        }),
  };
}
