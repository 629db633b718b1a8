import type { Block, KnownBlock } from './block'
import {
  bubbleBlockTypes,
  inputBlockTypes,
  integrationBlockTypes,
  isKnownBlockType,
  logicBlockTypes,
} from './blockTypes'
import type { BubbleBlock } from './bubbles'
import type { InputBlock } from './inputs'
import type { IntegrationBlock } from './integrations'
import type { LogicBlock } from './logic'

// Membership by `type` is enough: the schema never lets an unknown block carry a known type.
const hasTypeIn = (types: readonly string[], block: Block) => types.includes(block.type)

/** Narrows a parsed block to our model (excludes unknown blocks kept verbatim). */
export const isKnownBlock = (block: Block): block is KnownBlock => isKnownBlockType(block.type)

export const isBubbleBlock = (block: Block): block is BubbleBlock => hasTypeIn(bubbleBlockTypes, block)
export const isInputBlock = (block: Block): block is InputBlock => hasTypeIn(inputBlockTypes, block)
export const isLogicBlock = (block: Block): block is LogicBlock => hasTypeIn(logicBlockTypes, block)
export const isIntegrationBlock = (block: Block): block is IntegrationBlock =>
  hasTypeIn(integrationBlockTypes, block)
