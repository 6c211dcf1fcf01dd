import { useTranslation } from '@/lib/i18n/react';
import { LANGUAGES, type Language, otherLanguage } from '@/lib/i18n/languages';
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

/** Settings' choice of language, as a labelled group of radio buttons. */
export function LanguagePicker() {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  return (
    <fieldset className="language-picker">
      <legend>{t('language.label')}</legend>
      {(Object.keys(LANGUAGES) as Language[]).map((option) => (
        <label key={option} className="language-picker__option" lang={option}>
          <input
            type="radio"
            name="language"
            value={option}
            checked={language === option}
            onChange={() => void setLanguage(option)}
          />
          {LANGUAGES[option].name}
        </label>
      ))}
    </fieldset>
  );
}
