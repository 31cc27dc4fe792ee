import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/index.ts';
import { LANGUAGES, languageNames } from '../../i18n/languages.ts';

/** The four languages side by side; the console navbar has a dropdown instead. */
export function LanguageSwitch() {
  const { i18n, t } = useTranslation('navbar');
  return (
    <div className="login-language" role="group" aria-label={t('language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={i18n.language === language}
          onClick={() => void changeLanguage(language)}
        >
          {languageNames[language]}
        </button>
      ))}
    </div>
  );
}
