import { useTranslation } from '@/lib/i18n/react';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';

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
