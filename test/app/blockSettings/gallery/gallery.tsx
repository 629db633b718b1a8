import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from '../../../../src/app/AppProviders'
import { useConnectionStore } from '../../../../src/app/auth/connectionStore'
import { useBotQuery } from '../../../../src/app/bot/api/useBotQuery'
import { BlockSettingsPanel } from '../../../../src/app/editor/blockSettings/BlockSettingsPanel'
import { useThemeStore } from '../../../../src/app/theme/themeStore'
import type { Block } from '../../../../src/shared/bot/blocks'
import type { Bot } from '../../../../src/shared/bot/bot'
import type { Variable } from '../../../../src/shared/bot/variable'
import { sampleBlocks } from '../support/sampleBlocks'
import '../../../../src/app/styles.css'

// A test-only page (served by `npm run dev` at /test/app/blockSettings/gallery/index.html): the
// settings of every block of an imported bot, plus one block of each type it lacks, side by side.
const params = new URLSearchParams(location.search)
useConnectionStore.getState().signInWithToken({ token: params.get('token')!, builderUrl: `${location.origin}/api`, chatUrl: `${location.origin}/api` })
useThemeStore.getState().setPreference(params.get('theme') === 'dark' ? 'dark' : 'light')

const unknownBlock = { id: 'u1', type: 'Zemantic AI', options: { projectId: 'abc', action: 'Search documents' } }

function blocksToShow(bot: Bot): Block[] {
  const fromBot = bot.groups.flatMap((group) => group.blocks)
  const firstOfType = fromBot.filter((block, index) => fromBot.findIndex((other) => other.type === block.type) === index)
  const missing = Object.values(sampleBlocks).filter((sample) => !firstOfType.some((block) => block.type === sample.type))
  return [...firstOfType, ...missing, unknownBlock]
}

function Panel({ bot, initial, readOnly }: { bot: Bot; initial: Block; readOnly: boolean }) {
  const [block, setBlock] = useState(initial)
  const [variables, setVariables] = useState<Variable[]>(bot.variables)
  return (
    <div data-block-type={initial.type} className="w-[360px] self-start rounded-xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <BlockSettingsPanel
        block={block}
        botId={bot.id}
        workspaceId={bot.workspaceId}
        variables={variables}
        groups={bot.groups}
        readOnly={readOnly}
        onChange={setBlock}
        onCreateVariable={(name) => {
          const created = { id: `new-${name}`, name }
          setVariables((current) => [...current, created])
          return created
        }}
      />
    </div>
  )
}

function Gallery() {
  const bot = useBotQuery(params.get('botId')!)
  if (!bot.data) return <p className="p-8">Loading…</p>
  const readOnly = params.get('readOnly') === '1'
  return (
    <main className="flex flex-wrap gap-6 p-6">
      {blocksToShow(bot.data.bot).map((block) => (
        <Panel key={block.id} bot={bot.data.bot} initial={block} readOnly={readOnly} />
      ))}
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <Gallery />
    </AppProviders>
  </StrictMode>,
)
