import { z } from 'zod'
import { botDocumentShape, botVersionSchema, resultsTablePreferencesSchema } from '../../shared/bot/bot'
import { findUnsupportedBlocks, mapBrandNames, migrateToLatestVersion } from '../../shared/bot/import'
import { authed } from '../api/procedures'
import { fieldsFromIssues, validationError } from '../api/validation'
import { requireWorkspace } from '../auth/access'
import { botNotes, bots } from '../db/schema'
import { newNoteRow } from '../notes/noteRows'
import { createId } from '../../shared/ids'
import { toBot } from './botRow'
import { assertDocumentIntegrity, assertFolderIn } from './botWrites'
import { newBotRow } from './newBot'

/** What an exported file contributes; ids, public id, domain and workspace are the importer's own. */
const importedBotSchema = z.object({
  ...botDocumentShape,
  version: botVersionSchema,
  name: z.string().trim().min(1).max(200).optional(),
  icon: z.string().max(2048).nullish(),
  selectedThemeTemplateId: z.string().nullish(),
  resultsTablePreferences: resultsTablePreferencesSchema.nullish(),
  riskLevel: z.number().nullish(),
})

export const importRoute = authed.bots.import.handler(async ({ context: { db, user }, input }) => {
  await requireWorkspace(db, user.id, input.workspaceId, 'write')
  const migrated = migrateToLatestVersion(mapBrandNames(input.bot))
  const parsed = importedBotSchema.safeParse(migrated)
  if (!parsed.success) throw validationError(fieldsFromIssues(parsed.error.issues, migrated, ['bot']))
  const file = parsed.data
  assertDocumentIntegrity(file)
  return db.transaction(async (tx) => {
    await assertFolderIn(tx, input.workspaceId, input.folderId)
    const row = newBotRow(input.workspaceId, {
      ...file,
      name: file.name ?? 'Imported bot',
      icon: file.icon ?? null,
      selectedThemeTemplateId: file.selectedThemeTemplateId ?? null,
      resultsTablePreferences: file.resultsTablePreferences ?? null,
      folderId: input.folderId ?? null,
    })
    const [inserted] = await tx
      .insert(bots)
      .values({ ...row, version: file.version, riskLevel: file.riskLevel ?? null })
      .returning()
    const bot = toBot(inserted)
    if (input.notes?.length) await tx.insert(botNotes).values(input.notes.map(({ id: _fileId, ...note }) => newNoteRow(bot.id, createId(), note)))
    return { bot, unsupportedBlocks: findUnsupportedBlocks(bot) }
  })
})
