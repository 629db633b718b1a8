import { type BotCreate, newBotVersion } from '../../shared/bot/bot'
import { createId } from '../../shared/ids'
import { defaultSettings } from '../../shared/bot/settings'
import { defaultTheme } from '../../shared/bot/theme'
import type { bots } from '../db/schema'
import { generatePublicId } from './publicIds'

/** The row of a new bot: what the client sent, and a start event, theme, settings and version "6" for the rest. */
export function newBotRow(workspaceId: string, input: BotCreate = {}): typeof bots.$inferInsert {
  const now = new Date()
  const name = input.name ?? 'My bot'
  return {
    id: createId(),
    workspaceId,
    version: newBotVersion,
    name,
    icon: input.icon ?? null,
    folderId: input.folderId ?? null,
    publicId: input.publicId ?? generatePublicId(name),
    customDomain: input.customDomain ?? null,
    events: input.events ?? [{ id: createId(), type: 'start', graphCoordinates: { x: 0, y: 0 } }],
    groups: input.groups ?? [],
    edges: input.edges ?? [],
    variables: input.variables ?? [],
    // Written out in full so the theme and settings panels start from concrete values.
    theme: input.theme ?? defaultTheme(newBotVersion),
    settings: input.settings ?? structuredClone(defaultSettings),
    resultsTablePreferences: input.resultsTablePreferences ?? null,
    selectedThemeTemplateId: input.selectedThemeTemplateId ?? null,
    createdAt: now,
    updatedAt: now,
  }
}
