import type { CardsItem, ChoiceItem, PictureChoiceBlock, PictureChoiceItem } from '../../../../shared/bot/blocks'
import { findVariableReference } from '../../rules'
import type { RuntimeVariable } from '../../rules/contracts'
import { asList, findVariable, hasValue } from '../../session/variables'

/**
 * Choice items built from a list variable (§2.2): one per distinct non-empty element, ids
 * `choice0`, `choice1`…, no item edges. Undefined when the variable has no value (items stay).
 */
export function dynamicChoiceItems(variables: RuntimeVariable[], variableId: string | undefined): ChoiceItem[] | undefined {
  const value = findVariable(variables, variableId)?.value
  if (!hasValue(value)) return undefined
  const elements = [...new Set(asList(value).filter((element): element is string => Boolean(element)))]
  return elements.map((content, index) => ({ id: `choice${index}`, content }))
}

/**
 * Picture choice items built from list variables matched by index (§2.2): ids "0", "1"…, titles
 * and descriptions `""` when missing. Undefined when dynamic items are off or have no pictures.
 */
export function dynamicPictureItems(
  variables: RuntimeVariable[],
  dynamicItems: NonNullable<PictureChoiceBlock['options']>['dynamicItems'],
): PictureChoiceItem[] | undefined {
  if (!dynamicItems?.isEnabled) return undefined
  const pictures = findVariable(variables, dynamicItems.pictureSrcsVariableId)?.value
  if (!hasValue(pictures)) return undefined
  const titles = asList(findVariable(variables, dynamicItems.titlesVariableId)?.value)
  const descriptions = asList(findVariable(variables, dynamicItems.descriptionsVariableId)?.value)
  return asList(pictures).map((pictureSrc, index) => ({
    id: String(index),
    pictureSrc: pictureSrc ?? '',
    title: titles[index] ?? '',
    description: descriptions[index] ?? '',
  }))
}

/** The list a card field names when it is exactly `{{List}}` and that variable holds a list. */
function listField(variables: RuntimeVariable[], text: string | null | undefined): (string | null)[] | undefined {
  if (!text) return undefined
  const value = findVariableReference(text, variables)?.value
  return Array.isArray(value) ? value : undefined
}

/**
 * Dynamic cards (§2.2): a single card whose title, image or description is exactly a list variable
 * becomes one card per element; scalar fields repeat; path ids become `dynamic-card-<i>-path-<j>`
 * with their edges kept. Undefined when the block is not dynamic.
 */
export function dynamicCards(variables: RuntimeVariable[], items: CardsItem[]): CardsItem[] | undefined {
  if (items.length !== 1) return undefined
  const [card] = items
  const titles = listField(variables, card.title)
  const images = listField(variables, card.imageUrl)
  const descriptions = listField(variables, card.description)
  if (!titles && !images && !descriptions) return undefined
  const internalValues = listField(variables, card.options?.internalValue)
  const length = (titles ?? images ?? descriptions ?? internalValues ?? []).length
  const pick = (list: (string | null)[] | undefined, scalar: string | null | undefined, index: number) =>
    list ? (list[index] ?? null) : scalar
  return Array.from({ length }, (_, index) => ({
    ...card,
    id: `dynamic-card-${index}`,
    title: pick(titles, card.title, index),
    imageUrl: pick(images, card.imageUrl, index),
    description: pick(descriptions, card.description, index),
    paths: card.paths?.map((path, pathIndex) => ({ ...path, id: `dynamic-card-${index}-path-${pathIndex}` })),
    options: { ...card.options, internalValue: pick(internalValues, card.options?.internalValue, index) },
  }))
}
