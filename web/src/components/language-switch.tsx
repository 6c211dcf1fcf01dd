import { LANGUAGES, otherLanguage } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';

/**
 * The header's one-tap switch between English and Urdu. It names the other language in that
 * language ("اردو" on the English page), as people look for their own language's name.
 */
export function LanguageSwitch() {
  const { language, setLanguage } = useLanguage();
  const next = otherLanguage(language);
  return (
    <button
      type="button"
      className="language-switch"
      lang={next}
      aria-label={LANGUAGES[next].switchLabel}
      onClick={() => void setLanguage(next)}
    >
      {/* Short on a phone's header, where every pixel of the row counts; the name from 600 px. */}
      <span className="language-switch__short" aria-hidden="true">
        {LANGUAGES[next].short}
      </span>
      <span className="language-switch__name" aria-hidden="true">
        {LANGUAGES[next].name}
      </span>
    </button>
  );
}
