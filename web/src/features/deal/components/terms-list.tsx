import { DEFAULT_TERMS, splitTerms } from '@deals/shared';
import { useTranslation } from '@/lib/i18n/react';
import { deal as english } from '@/locales/en/deal';

type Standard = keyof typeof english.terms.standard;
/** The standard conditions' keys, in shared's DEFAULT_TERMS order. */
const STANDARD = Object.keys(english.terms.standard) as Standard[];

/** Terms and conditions as bullets, or the five standard conditions when there are none. */
export function TermsList({ terms }: { terms: string }) {
  const { t } = useTranslation('deal');
  // The standard conditions are ours and are translated; a deal's own terms are its data.
  const bullet = (text: string, index: number) => {
    const key = STANDARD[index];
    return key !== undefined && DEFAULT_TERMS[index] === text ? t(`terms.standard.${key}`) : text;
  };
  return (
    <section className="deal-section" aria-labelledby="deal-terms-heading">
      <h2 id="deal-terms-heading">{t('terms.title')}</h2>
      <ul className="terms-list">
        {splitTerms(terms).map((text, index) => (
          <li key={index} dir="auto">
            {bullet(text, index)}
          </li>
        ))}
      </ul>
    </section>
  );
}
