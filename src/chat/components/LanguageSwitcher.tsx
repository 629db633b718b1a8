import type { ChatLanguages } from '../../shared/chat/response'

/**
 * The chat's language picker (translations, issue 14): a native select, so keyboards, screen
 * readers and phones handle it as they do any other. Shown only for bots with several languages.
 */
export function LanguageSwitcher({ languages, onChange }: { languages: ChatLanguages; onChange: (code: string) => void }) {
  if (!languages.isSwitcherEnabled || languages.available.length < 2) return null
  return (
    <div className="bbc-language">
      <label className="bbc-language-label">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="12" cy="12" r="10" />
          <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
        </svg>
        <span className="bbc-sr-only">Language</span>
        <select className="bbc-language-select" value={languages.current} onChange={(event) => onChange(event.target.value)}>
          {languages.available.map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
