/**
 * Sums in several currencies, one line each: they are never converted into one. `text` picks
 * the words of each (its value, its weighted value).
 */
export function AmountLines<Amount extends { currency: string }>({
  amounts,
  text,
}: {
  amounts: Amount[];
  text: (amount: Amount) => string;
}) {
  return amounts.map((amount) => (
    <span key={amount.currency} className="block">
      {text(amount)}
    </span>
  ));
}
