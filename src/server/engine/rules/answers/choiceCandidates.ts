import type { ChoiceInputBlock } from '../../../../shared/bot/blocks/inputs/choice'
import type { PictureChoiceBlock } from '../../../../shared/bot/blocks/inputs/pictureChoice'

/** A displayed item of a choice or picture choice input, as the answer rules see it (§5). */
export type ChoiceCandidate = {
  id: string
  /** Choice: `content`; picture choice: `title`, else `pictureSrc`. */
  text: string
  /** The internal value; an empty value is no value (builders store `""` when it is cleared). */
  value?: string
  /** 1-based place in display order. */
  position: number
}

const valueOf = (value: string | undefined) => (value?.trim() ? value : undefined)

export const toChoiceCandidates = (input: ChoiceInputBlock | PictureChoiceBlock): ChoiceCandidate[] =>
  input.type === 'choice input'
    ? input.items.map((item, index) => ({ id: item.id, text: item.content ?? '', value: valueOf(item.value), position: index + 1 }))
    : input.items.map((item, index) => ({
        id: item.id,
        text: item.title || item.pictureSrc || '',
        value: valueOf(item.value),
        position: index + 1,
      }))

/** What an item stores: its value, else its text. */
export const candidateAnswer = (candidate: ChoiceCandidate) => candidate.value ?? candidate.text

/** Longest text first, so an item whose text holds another's ("Yes please" / "Yes") is tried first. */
export const longestTextFirst = (candidates: ChoiceCandidate[]) =>
  [...candidates].sort((a, b) => b.text.length - a.text.length)
