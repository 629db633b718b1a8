import type { ResolvedSettings } from './resolveSettings'

/** Texts of BLOCKS.md §6.3 used when a bot leaves a system message empty. */
export const defaultSystemMessages = {
  invalidMessage: "That answer isn't valid. Please try again.",
  botClosed: 'This bot is no longer taking new conversations.',
  networkErrorTitle: 'Connection problem',
  networkErrorMessage: 'Check that you are online, then try again.',
  popupBlockedTitle: 'Pop-up blocked',
  popupBlockedDescription: 'The bot tried to open a new tab and your browser stopped it. Allow it to continue.',
  popupBlockedButtonLabel: 'Open in a new tab',
  fileUploadError: 'Something went wrong while uploading your files.',
  fileUploadSizeError: '[[file]] exceeds the [[limit]] MB limit.',
  messagingAppPictureChoiceSelectLabel: 'Select',
} as const satisfies ResolvedSettings['general']['systemMessages']

/**
 * What `{}` stands for (BLOCKS.md §6.2). Metadata texts are absent: the title falls back to the
 * bot's name and the rest to server-provided texts, which only the server knows.
 */
export const defaultSettings = {
  general: {
    isBrandingEnabled: false,
    isTypingEmulationEnabled: true,
    isInputPrefillEnabled: false,
    isHideQueryParamsEnabled: true,
    isNewResultOnRefreshEnabled: true,
    rememberUser: { isEnabled: false, storage: 'session' },
    systemMessages: defaultSystemMessages,
  },
  typingEmulation: {
    enabled: true,
    speed: 400,
    maxDelay: 3,
    delayBetweenBubbles: 0,
    isDisabledOnFirstMessage: true,
  },
  metadata: { allowIndexing: false },
  messagingApp: { isEnabled: false, sessionExpiryTimeout: 4 },
  publicShare: { isEnabled: false },
  security: { allowedOrigins: [] },
} as const satisfies ResolvedSettings
