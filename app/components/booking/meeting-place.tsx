/** Where a meeting happens: a video link to open, or a phone number to call. */
export function MeetingPlace({ location }: { location: string | null }) {
  if (!location) return null;
  const href = /^https?:\/\//i.test(location)
    ? location
    : /^\+?[\d\s().-]{6,}$/.test(location)
      ? `tel:${location.replace(/[^\d+]/g, "")}`
      : null;
  return (
    <p className="mt-2 text-slate-700">
      Where:{" "}
      {href ? (
        <a href={href} className="rounded break-all text-brand-700 underline">
          {location}
        </a>
      ) : (
        location
      )}
    </p>
  );
}
