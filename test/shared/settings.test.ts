import { describe, expect, it } from 'vitest'
import {
  defaultSettings,
  defaultSystemMessages,
  isRememberUserEnabled,
  resolveSettings,
  settingsSchema,
} from '../../src/shared/bot/settings'

describe('settings schema', () => {
  it('accepts an empty object, which means every default', () => {
    expect(settingsSchema.parse({})).toStrictEqual({})
  })

  it('accepts web origins: scheme, host and optional port', () => {
    const allowedOrigins = ['https://example.com', 'http://localhost:3000', 'https://sub.example.co.uk:8443']
    expect(settingsSchema.parse({ security: { allowedOrigins } })).toStrictEqual({ security: { allowedOrigins } })
  })

  it('refuses entries that are not web origins with a message naming the expected form', () => {
    for (const origin of ['example.com', 'https://example.com/', 'https://example.com/path', 'ftp://example.com', '*']) {
      const result = settingsSchema.safeParse({ security: { allowedOrigins: [origin] } })
      expect(result.success, origin).toBe(false)
      expect(result.error!.issues[0].path).toEqual(['security', 'allowedOrigins', 0])
      expect(result.error!.issues[0].message).toContain('https://example.com')
    }
  })

  it('suggests the origin a browser would send for a near miss', () => {
    const result = settingsSchema.safeParse({ security: { allowedOrigins: ['https://Example.com/app'] } })
    expect(result.error!.issues[0].message).toContain('did you mean "https://example.com"')
  })

  it('bounds the delay between bubbles and the messaging session expiry', () => {
    expect(settingsSchema.safeParse({ typingEmulation: { delayBetweenBubbles: 5 } }).success).toBe(true)
    expect(settingsSchema.safeParse({ typingEmulation: { delayBetweenBubbles: 6 } }).success).toBe(false)
    expect(settingsSchema.safeParse({ messagingApp: { sessionExpiryTimeout: 0 } }).success).toBe(false)
    expect(settingsSchema.safeParse({ messagingApp: { sessionExpiryTimeout: 48 } }).success).toBe(true)
  })

  it('refuses a remember-user storage other than session or local', () => {
    expect(settingsSchema.safeParse({ general: { rememberUser: { storage: 'cookie' } } }).success).toBe(false)
  })

  it('keeps messaging-app keys it does not list, since that shape is opaque', () => {
    const settings = { messagingApp: { isEnabled: true, startCondition: { comparisons: [] } } }
    expect(settingsSchema.parse(settings)).toStrictEqual(settings)
  })
})

describe('resolveSettings', () => {
  it('gives every documented default for an empty object', () => {
    const settings = resolveSettings({})
    expect(settings.general).toMatchObject({
      isInputPrefillEnabled: false,
      isHideQueryParamsEnabled: true,
      isBrandingEnabled: false,
      rememberUser: { isEnabled: false, storage: 'session' },
    })
    expect(settings.typingEmulation).toEqual(defaultSettings.typingEmulation)
    expect(settings.general.systemMessages).toEqual(defaultSystemMessages)
    expect(settings.messagingApp).toEqual({ isEnabled: false, sessionExpiryTimeout: 4 })
    expect(settings.security.allowedOrigins).toEqual([])
    expect(settings.metadata.allowIndexing).toBe(false)
  })

  it('keeps stored values and fills the rest', () => {
    const settings = resolveSettings({
      typingEmulation: { speed: 200 },
      general: { systemMessages: { invalidMessage: 'Nope' } },
    })
    expect(settings.typingEmulation).toMatchObject({ speed: 200, maxDelay: 3, enabled: true })
    expect(settings.general.systemMessages.invalidMessage).toBe('Nope')
    expect(settings.general.systemMessages.botClosed).toBe(defaultSystemMessages.botClosed)
  })

  it('falls back to the default text for an empty system message', () => {
    expect(resolveSettings({ general: { systemMessages: { botClosed: '' } } }).general.systemMessages.botClosed).toBe(
      defaultSystemMessages.botClosed,
    )
  })

  it('has ten system messages', () => {
    expect(Object.keys(defaultSystemMessages)).toHaveLength(10)
  })
})

describe('isRememberUserEnabled', () => {
  it('is off by default', () => {
    expect(isRememberUserEnabled({})).toBe(false)
    expect(isRememberUserEnabled(undefined)).toBe(false)
  })

  it('follows rememberUser.isEnabled when it is set', () => {
    expect(isRememberUserEnabled({ general: { rememberUser: { isEnabled: true } } })).toBe(true)
    expect(
      isRememberUserEnabled({ general: { rememberUser: { isEnabled: false }, isNewResultOnRefreshEnabled: false } }),
    ).toBe(false)
  })

  it('is on when only the legacy new-result-on-refresh switch is off', () => {
    expect(isRememberUserEnabled({ general: { isNewResultOnRefreshEnabled: false } })).toBe(true)
    expect(isRememberUserEnabled({ general: { isNewResultOnRefreshEnabled: true } })).toBe(false)
    expect(resolveSettings({ general: { isNewResultOnRefreshEnabled: false } }).general.rememberUser.isEnabled).toBe(true)
  })
})
