/** The booking pages' answer to a visitor over the limit (record 089): the forms' own words. */
export function TooMany({ message }: { message: { title: string; description?: string } }) {
  return (
    <div role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 p-4 text-ink">
      <p className="font-semibold">{message.title}</p>
      {message.description && <p className="mt-1">{message.description}</p>}
    </div>
  );
}
