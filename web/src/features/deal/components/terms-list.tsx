import { splitTerms } from '@deals/shared';

/** Terms and conditions as bullets, or the five standard conditions when there are none. */
export function TermsList({ terms }: { terms: string }) {
  return (
    <section className="deal-section" aria-labelledby="deal-terms-heading">
      <h2 id="deal-terms-heading">Terms &amp; Conditions</h2>
      <ul className="terms-list">
        {splitTerms(terms).map((bullet, index) => (
          <li key={index}>{bullet}</li>
        ))}
      </ul>
    </section>
  );
}
