import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { blockSchema } from '../../src/shared/bot/blocks'
import { eventsSchema } from '../../src/shared/bot/event'
import { groupSchema } from '../../src/shared/bot/group'
import { findUnsupportedBlocks, mapBrandNames, migrateToLatestVersion } from '../../src/shared/bot/import'
import { settingsSchema } from '../../src/shared/bot/settings'
import { themeSchema } from '../../src/shared/bot/theme'
import { variableSchema } from '../../src/shared/bot/variable'

const fixturesDir = fileURLToPath(new URL('../fixtures/bots', import.meta.url))
const fixtureNames = readdirSync(fixturesDir).filter((name) => name.endsWith('.json'))

type ImportedDoc = {
  groups: { id: string; title: string; blocks: { id: string; type: string }[] }[]
  events: unknown
  variables: unknown[]
  theme: unknown
  settings: unknown
}

const importFixture = (name: string) =>
  migrateToLatestVersion(mapBrandNames(JSON.parse(readFileSync(join(fixturesDir, name), 'utf8')))) as ImportedDoc

describe('exported bot files', () => {
  it('are all present', () => {
    expect(fixtureNames.length).toBeGreaterThanOrEqual(12)
  })

  describe.each(fixtureNames)('%s', (name) => {
    const doc = importFixture(name)

    it('parses every group and block without dropping a field', () => {
      for (const group of doc.groups) {
        expect(groupSchema.parse(group)).toStrictEqual(group)
        for (const block of group.blocks) expect(blockSchema.parse(block)).toStrictEqual(block)
      }
    })

    it('parses its theme and settings without dropping a field', () => {
      expect(themeSchema.parse(doc.theme)).toStrictEqual(doc.theme)
      expect(settingsSchema.parse(doc.settings)).toStrictEqual(doc.settings)
    })

    it('parses its events and variables', () => {
      expect(() => eventsSchema.parse(doc.events)).not.toThrow()
      for (const variable of doc.variables) expect(variableSchema.parse(variable)).toStrictEqual(variable)
    })

    it('keeps its plugin blocks verbatim, and has none the engine would skip', () => {
      const pluginBlocks = doc.groups.flatMap((group) => group.blocks.filter((block) => block.type === 'openai'))
      for (const block of pluginBlocks) expect(blockSchema.parse(block)).toStrictEqual(block)
      const parsedDoc = { groups: doc.groups.map((group) => groupSchema.parse(group)) }
      expect(findUnsupportedBlocks(parsedDoc)).toEqual([])
    })
  })
})
