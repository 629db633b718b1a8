import type { z } from 'zod'
import type {
  generalSettingsSchema,
  messagingAppSettingsSchema,
  metadataSchema,
  Settings,
  SystemMessages,
  typingEmulationSchema,
} from '../settings'
import { defaultSettings, defaultSystemMessages } from './defaultSettings'

type General = z.infer<typeof generalSettingsSchema>
type MessagingApp = z.infer<typeof messagingAppSettingsSchema>
type Metadata = z.infer<typeof metadataSchema>

/**
 * Settings with every default applied. Metadata texts stay optional (their defaults belong to the
 * server), as do the messaging-app fields that have no documented default.
 */
export type ResolvedSettings = {
  general: Required<Omit<General, 'rememberUser' | 'systemMessages'>> & {
    rememberUser: Required<NonNullable<General['rememberUser']>>
    systemMessages: Required<SystemMessages>
  }
  typingEmulation: Required<z.infer<typeof typingEmulationSchema>>
  metadata: Omit<Metadata, 'allowIndexing'> & Required<Pick<Metadata, 'allowIndexing'>>
  messagingApp: MessagingApp & Required<Pick<MessagingApp, 'isEnabled' | 'sessionExpiryTimeout'>>
  publicShare: { isEnabled: boolean }
  security: { allowedOrigins: string[] }
}

/** Copies the defined values of `stored` over `defaults` (one level deep). */
function withDefaults<T extends object>(defaults: T, stored: object | undefined): T {
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) }
  for (const [key, value] of Object.entries(stored ?? {})) if (value !== undefined) merged[key] = value
  return merged as T
}

/**
 * §4.10: remember user is on when `rememberUser.isEnabled` says so; when that is absent, the legacy
 * `isNewResultOnRefreshEnabled: false` turns it on; otherwise it is off.
 */
export function isRememberUserEnabled(settings: Settings | undefined): boolean {
  const general = settings?.general
  if (general?.rememberUser?.isEnabled !== undefined) return general.rememberUser.isEnabled
  if (general?.isNewResultOnRefreshEnabled !== undefined) return !general.isNewResultOnRefreshEnabled
  return false
}

/** The settings a stored (possibly empty) object stands for (BLOCKS.md §6.2, §6.3). */
export function resolveSettings(settings: Settings | undefined): ResolvedSettings {
  const general = settings?.general
  // An empty system message would show nothing: it falls back to the default text.
  const systemMessages = { ...defaultSystemMessages } as ResolvedSettings['general']['systemMessages']
  for (const [key, text] of Object.entries(general?.systemMessages ?? {}))
    if (text) systemMessages[key as keyof SystemMessages] = text
  return {
    general: {
      ...withDefaults<ResolvedSettings['general']>(defaultSettings.general, general),
      rememberUser: {
        isEnabled: isRememberUserEnabled(settings),
        storage: general?.rememberUser?.storage ?? defaultSettings.general.rememberUser.storage,
      },
      systemMessages,
    },
    typingEmulation: withDefaults<ResolvedSettings['typingEmulation']>(
      defaultSettings.typingEmulation,
      settings?.typingEmulation,
    ),
    metadata: withDefaults<ResolvedSettings['metadata']>(defaultSettings.metadata, settings?.metadata),
    messagingApp: withDefaults<ResolvedSettings['messagingApp']>(
      defaultSettings.messagingApp,
      settings?.messagingApp,
    ),
    publicShare: withDefaults<ResolvedSettings['publicShare']>(defaultSettings.publicShare, settings?.publicShare),
    security: {
      allowedOrigins: [...(settings?.security?.allowedOrigins ?? defaultSettings.security.allowedOrigins)],
    },
  }
}
