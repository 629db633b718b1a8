import type { Group } from '../group'
import { isKnownBlock } from '../blocks/guards'
import { runsOpenAiTask } from '../blocks/integrations/openAi'
import { isLanguageModelBlock, runsLanguageModelAction } from '../blocks/integrations/languageModels'
import { isServiceBlock, runsServiceAction } from '../blocks/integrations/serviceBlocks'
import type { UnsupportedBlock } from '../unsupportedBlock'

/**
 * Blocks the engine will skip (BLOCKS.md §2.5): every unknown block, and OpenAI blocks asking for
 * a task the engine does not know. They stay in the document; this list is what import reports.
 */
export function findUnsupportedBlocks(bot: { groups: readonly Group[] }): UnsupportedBlock[] {
  return bot.groups.flatMap((group) =>
    group.blocks.flatMap((block) => {
      let reason: string
      if (!isKnownBlock(block)) reason = `Block type "${block.type}" is not supported`
      else if (block.type === 'OpenAI' && !runsOpenAiTask(block)) reason = `OpenAI task "${String(block.options?.task)}" is not supported`
      else if (isLanguageModelBlock(block) && !runsLanguageModelAction(block)) reason = `${block.type} action "${String(block.options?.action)}" is not supported`
      else if (isServiceBlock(block) && !runsServiceAction(block)) reason = `${block.type} action "${String(block.options?.action)}" is not supported`
      else return []
      return [{ groupId: group.id, groupTitle: group.title, blockId: block.id, type: block.type, reason }]
    }),
  )
}
