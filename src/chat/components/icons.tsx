// A few stroke icons drawn inline: no icon library in the visitor's bundle.
const icon = (path: string) =>
  function Icon() {
    return (
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d={path} />
      </svg>
    )
  }

export const SendIcon = icon('M5 12h14M13 6l6 6-6 6')
export const PaperclipIcon = icon('m21 12-8.6 8.6a5.5 5.5 0 0 1-7.8-7.8l9.2-9.2a3.7 3.7 0 0 1 5.2 5.2l-9.2 9.2a1.8 1.8 0 0 1-2.6-2.6L15.6 7')
export const MicIcon = icon('M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM19 11a7 7 0 0 1-14 0M12 18v3')
export const StopIcon = icon('M7 7h10v10H7z')
export const UploadIcon = icon('M12 16V4M7 9l5-5 5 5M4 20h16')
export const CloseIcon = icon('M6 6l12 12M18 6 6 18')
export const StarIcon = icon('m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z')
export const BotIcon = icon('M12 4v3M5 9h14v10H5zM9 13h.01M15 13h.01M2 13v3M22 13v3')
export const UserIcon = icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0')
