import { useId } from 'react';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '../../src/i18n/catalogue';
import { useWords } from '../../src/i18n/use-words';
import { applyLanguage, LANGUAGE_NAMES } from '../language';
import { siteWords } from '../words';

/** The footer's language switch: English or Español, for the whole page and the next visits. */
export function LanguageSwitch() {
  const { m, lang } = useWords(siteWords);
  const id = useId();
  return (
    <div className="site-language">
      <label htmlFor={id}>{m.language}</label>{' '}
      <select
        id={id}
        // Named: a choice made on a page rendered at build time carries over (prerender-takeover).
        name="language"
        className="ftc-input ftc-select"
        value={lang}
        onChange={(event) => applyLanguage(event.target.value as ShippedLanguage, true)}
      >
        {SHIPPED_LANGUAGES.map((code) => (
          // Each language is named in itself, so anyone finds their own.
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
