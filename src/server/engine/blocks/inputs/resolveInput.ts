import type { CardsItem, ChoiceItem, InputBlock, PictureChoiceItem } from '../../../../shared/bot/blocks'
import type { ChatInput } from '../../../../shared/chat/response'
import { resolveNumberOrVariable } from '../../rules'
import { findVariable } from '../../session/variables'
import { templateOptional, templateStrings } from '../../walk/template'
import { currentBot, type Turn } from '../../walk/turnContext'
import { displayedItems } from './displayConditions'
import { dynamicCards, dynamicChoiceItems, dynamicPictureItems } from './dynamicItems'

/** N|V options resolved to numbers; a value that is not a number becomes absent (§0). */
function resolveNumbers<T extends object>(turn: Turn, options: T, keys: (keyof T)[]): T {
  const resolved = { ...options }
  for (const key of keys) {
    const raw = options[key]
    if (raw === undefined) continue
    const value = resolveNumberOrVariable(raw as number | string, currentBot(turn).variables)
    if (value === undefined) delete resolved[key]
    else resolved[key] = value as T[keyof T]
  }
  return resolved
}

/** Date bounds are sent cut to `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm` (§2.2 date input). */
async function dateBound(turn: Turn, bound: string | undefined, hasTime: boolean | undefined) {
  if (bound === undefined) return undefined
  const resolved = (await templateOptional(turn, bound)) ?? ''
  return resolved ? resolved.slice(0, hasTime ? 16 : 10) : undefined
}

const choiceItem = async (turn: Turn, item: ChoiceItem): Promise<ChoiceItem> => ({
  ...item,
  content: await templateOptional(turn, item.content),
})
const pictureItem = async (turn: Turn, item: PictureChoiceItem): Promise<PictureChoiceItem> => ({
  ...item,
  pictureSrc: await templateOptional(turn, item.pictureSrc),
  title: await templateOptional(turn, item.title),
  description: await templateOptional(turn, item.description),
})
const cardItem = async (turn: Turn, item: CardsItem): Promise<CardsItem> => ({
  ...item,
  imageUrl: await templateOptional(turn, item.imageUrl),
  title: await templateOptional(turn, item.title),
  description: await templateOptional(turn, item.description),
  paths: item.paths && (await Promise.all(item.paths.map(async (path) => ({ ...path, text: await templateOptional(turn, path.text) })))),
})

/** The block's own, type-specific parts resolved for display. */
async function resolveByType(turn: Turn, block: InputBlock): Promise<InputBlock> {
  const variables = currentBot(turn).variables
  switch (block.type) {
    case 'choice input': {
      const items = dynamicChoiceItems(variables, block.options?.dynamicVariableId) ?? block.items
      const shown = await displayedItems(turn, items, (item) => item.displayCondition)
      return { ...block, items: await Promise.all(shown.map((item) => choiceItem(turn, item))) }
    }
    case 'picture choice input': {
      const items = dynamicPictureItems(variables, block.options?.dynamicItems) ?? block.items
      const shown = await displayedItems(turn, items, (item) => item.displayCondition)
      return { ...block, items: await Promise.all(shown.map((item) => pictureItem(turn, item))) }
    }
    case 'cards': {
      const items = dynamicCards(variables, block.items) ?? block.items
      const shown = await displayedItems(turn, items, (item) => item.options?.displayCondition)
      return { ...block, items: await Promise.all(shown.map((item) => cardItem(turn, item))) }
    }
    case 'date input': {
      if (!block.options) return block
      const min = await dateBound(turn, block.options.min, block.options.hasTime)
      const max = await dateBound(turn, block.options.max, block.options.hasTime)
      const { min: _min, max: _max, ...rest } = block.options
      return { ...block, options: { ...rest, ...(min ? { min } : {}), ...(max ? { max } : {}) } }
    }
    case 'number input':
      return block.options ? { ...block, options: resolveNumbers(turn, block.options, ['min', 'max', 'step']) } : block
    case 'rating input':
      return block.options ? { ...block, options: resolveNumbers(turn, block.options, ['startsAt']) } : block
    default:
      return block
  }
}

/** Label-like option texts the visitor reads; resolved like any T field. */
async function resolveLabels(turn: Turn, block: InputBlock): Promise<InputBlock> {
  if (!block.options) return block
  const options: Record<string, unknown> = { ...block.options }
  for (const key of ['labels', 'buttonLabel', 'searchInputPlaceholder'])
    if (options[key] !== undefined) options[key] = await templateStrings(turn, options[key])
  return { ...block, options } as InputBlock
}

/**
 * The input as the response shows it (§2.2 step 1): T fields resolved, display conditions applied,
 * dynamic items expanded, date bounds cut, plus `prefilledValue` (the variable's current text).
 * The same object is kept in the session: answers are checked against what the visitor saw.
 */
export async function resolveInput(turn: Turn, block: InputBlock): Promise<ChatInput> {
  const resolved = await resolveLabels(turn, await resolveByType(turn, block))
  const current = findVariable(currentBot(turn).variables, block.options?.variableId)?.value
  return typeof current === 'string' && current !== '' ? { ...resolved, prefilledValue: current } : resolved
}
