import type { Group } from '../group'
import type { Settings } from '../settings'
import { defaultSystemMessages } from '../settings/defaultSettings'
import { defaultSubmitLabel } from '../blocks/base'
import type { RichTextNode } from '../blocks/richText'
import { defaultRetryMessageContents } from '../blocks/inputs'
import { defaultDateInputOptions } from '../blocks/inputs/date'
import { defaultFileInputOptions } from '../blocks/inputs/file'
import { defaultPaymentInputOptions } from '../blocks/inputs/paymentDefaults'
import { richTextToMarkdown } from '../richText/richTextToMarkdown'

/** What a text is to the visitor: how the translations panel groups and describes it. */
export type TextKind = 'bubble' | 'label' | 'placeholder' | 'choice' | 'validation' | 'system'

/** One visitor-facing text of a bot, under its stable key. */
export type TranslatableText = {
  key: string
  /** The text in the source language: the flow's own, or the default the visitor sees when unset. */
  source: string
  /** True when the flow leaves the field unset and the visitor sees the built-in default. */
  isDefault: boolean
  kind: TextKind
  /** Where it lives, for people: "Welcome #2 · Placeholder" (group, block position, field). */
  label: string
  groupId?: string
  blockId?: string
}

type Obj = Record<string, unknown>
/** One field of a block: its key suffix, where it lives under the block, the default when unset. */
type FieldSpec = { field: string; path: string[]; fallback?: string; kind: TextKind; label: string; when?: (options: Obj) => boolean }

const placeholder = (fallback?: string): FieldSpec => ({ field: 'placeholder', path: ['options', 'labels', 'placeholder'], fallback, kind: 'placeholder', label: 'Placeholder' })
const button = (fallback: string = defaultSubmitLabel, when?: FieldSpec['when']): FieldSpec => ({ field: 'button', path: ['options', 'labels', 'button'], fallback, kind: 'label', label: 'Button label', when })
const retry = (type: keyof typeof defaultRetryMessageContents): FieldSpec => ({ field: 'retryMessage', path: ['options', 'retryMessageContent'], fallback: defaultRetryMessageContents[type], kind: 'validation', label: 'Retry message' })
const label = (field: string, path: string[], name: string, fallback?: string, when?: FieldSpec['when']): FieldSpec => ({ field, path, fallback, kind: 'label', label: name, when })
const isRange = (options: Obj) => options.isRange === true
const isMultiple = (options: Obj) => options.isMultipleChoice === true
const isSearchable = (options: Obj) => options.isSearchable === true
const fileLabel = (name: keyof typeof defaultFileInputOptions.labels & string, title: string, when?: FieldSpec['when']) =>
  label(name, ['options', 'labels', name], title, defaultFileInputOptions.labels[name] as string, when)
const search = label('searchPlaceholder', ['options', 'searchInputPlaceholder'], 'Search placeholder', 'Search options…', isSearchable)
const choiceButton = label('button', ['options', 'buttonLabel'], 'Button label', defaultSubmitLabel, isMultiple)

/** Block-level texts per block type; items are listed by `itemFields`. */
const blockFields: Record<string, FieldSpec[]> = {
  image: [label('alt', ['content', 'clickLink', 'alt'], 'Image description')],
  'text input': [placeholder('Your answer…'), button()],
  'number input': [placeholder('Enter a number…'), button()],
  'email input': [placeholder('Enter your email…'), button(), retry('email input')],
  'url input': [placeholder('Enter a link…'), button(), retry('url input')],
  'phone number input': [placeholder('Enter your phone number…'), button(), retry('phone number input')],
  'date input': [
    button(),
    label('from', ['options', 'labels', 'from'], 'From label', defaultDateInputOptions.labels.from, isRange),
    label('to', ['options', 'labels', 'to'], 'To label', defaultDateInputOptions.labels.to, isRange),
    label('separator', ['options', 'labels', 'separator'], 'Range separator', defaultDateInputOptions.labels.separator, isRange),
  ],
  'time input': [button()],
  'choice input': [choiceButton, search],
  'picture choice input': [choiceButton, search],
  'rating input': [
    label('left', ['options', 'labels', 'left'], 'Left label'),
    label('right', ['options', 'labels', 'right'], 'Right label'),
    button(defaultSubmitLabel, (options) => options.isOneClickSubmitEnabled !== true),
  ],
  'file input': [
    { ...placeholder(defaultFileInputOptions.labels.placeholder) },
    fileLabel('button', 'Button label'),
    fileLabel('clear', 'Clear label'),
    fileLabel('skip', 'Skip label', (options) => options.isRequired === false),
    label('successSingle', ['options', 'labels', 'success', 'single'], 'Upload complete', defaultFileInputOptions.labels.success.single),
    label('successMultiple', ['options', 'labels', 'success', 'multiple'], 'Files received', defaultFileInputOptions.labels.success.multiple, (o) => o.isMultipleAllowed === true),
  ],
  'payment input': [button(defaultPaymentInputOptions.labels.button), retry('payment input')],
}

/** Item-level texts per block type (`<blockId>.items.<itemId>.<field>`). */
const itemFields: Record<string, { field: string; label: string }[]> = {
  'choice input': [{ field: 'content', label: 'Choice' }],
  'picture choice input': [
    { field: 'title', label: 'Picture title' },
    { field: 'description', label: 'Picture description' },
  ],
  cards: [
    { field: 'title', label: 'Card title' },
    { field: 'description', label: 'Card description' },
  ],
}

const systemLabels: Record<keyof typeof defaultSystemMessages, string> = {
  invalidMessage: 'Invalid answer',
  botClosed: 'Bot closed',
  networkErrorTitle: 'Network error title',
  networkErrorMessage: 'Network error message',
  popupBlockedTitle: 'Pop-up blocked title',
  popupBlockedDescription: 'Pop-up blocked description',
  popupBlockedButtonLabel: 'Pop-up blocked button',
  fileUploadError: 'File upload error',
  fileUploadSizeError: 'File too large',
  messagingAppPictureChoiceSelectLabel: 'Picture choice select label',
}
export const systemMessageNames = Object.keys(systemLabels) as (keyof typeof defaultSystemMessages)[]

export const readPath = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Obj)[key] : undefined), value)

/** The Markdown a translator edits for a text bubble (underline has no Markdown and is not kept). */
export const textBubbleSource = (richText: RichTextNode[] | undefined) => richTextToMarkdown(richText ?? []).trim()

type BlockLike = { id: string; type: string; content?: unknown; options?: unknown; items?: unknown }

/** The texts of one block, in reading order; `where` names the block for people. */
export function blockTexts(block: BlockLike, where: string, groupId?: string): TranslatableText[] {
  const texts: TranslatableText[] = []
  const base = { groupId, blockId: block.id }
  if (block.type === 'text' && block.content) {
    const source = textBubbleSource((block.content as { richText?: RichTextNode[] }).richText)
    if (source) texts.push({ ...base, key: `${block.id}.content`, source, isDefault: false, kind: 'bubble', label: `${where} · Text bubble` })
  }
  const options = (block.options ?? {}) as Obj
  for (const spec of blockFields[block.type] ?? []) {
    if (spec.when && !spec.when(options)) continue
    const value = readPath(block, spec.path)
    const isSet = typeof value === 'string' && value.trim() !== ''
    const source = isSet ? (value as string) : spec.fallback
    if (!source) continue
    texts.push({ ...base, key: `${block.id}.${spec.field}`, source, isDefault: !isSet, kind: spec.kind, label: `${where} · ${spec.label}` })
  }
  const items = Array.isArray(block.items) ? (block.items as Obj[]) : []
  for (const [index, item] of items.entries()) {
    if (typeof item.id !== 'string') continue
    for (const { field, label: name } of itemFields[block.type] ?? []) {
      const value = item[field]
      if (typeof value === 'string' && value.trim() !== '')
        texts.push({ ...base, key: `${block.id}.items.${item.id}.${field}`, source: value, isDefault: false, kind: 'choice', label: `${where} · ${name} ${index + 1}` })
    }
    if (block.type !== 'cards') continue
    for (const path of Array.isArray(item.paths) ? (item.paths as Obj[]) : []) {
      if (typeof path.id === 'string' && typeof path.text === 'string' && path.text.trim() !== '')
        texts.push({ ...base, key: `${block.id}.items.${item.id}.paths.${path.id}.text`, source: path.text, isDefault: false, kind: 'choice', label: `${where} · Card button` })
    }
  }
  return texts
}

/**
 * Every text a visitor can read in the bot, in flow order then the system messages, under stable
 * keys (block id + field, item id): editing a source keeps its key, so its translations are kept
 * and flagged outdated. Texts made of variables only still count: translators may reorder them.
 */
export function translatableTexts(doc: { groups: Group[]; settings: Settings }): TranslatableText[] {
  const texts: TranslatableText[] = []
  for (const group of doc.groups) {
    // "Welcome #2": the group and the block's place in it, unique and readable in the table.
    for (const [index, block] of (group.blocks as BlockLike[]).entries()) texts.push(...blockTexts(block, `${group.title || 'Untitled group'} #${index + 1}`, group.id))
  }
  const messages = doc.settings.general?.systemMessages ?? {}
  for (const name of systemMessageNames) {
    const value = messages[name]
    const isSet = typeof value === 'string' && value.trim() !== ''
    texts.push({ key: `system.${name}`, source: isSet ? value : defaultSystemMessages[name], isDefault: !isSet, kind: 'system', label: `System message · ${systemLabels[name]}` })
  }
  return texts
}

/** Block-level fields of a block type that carry text: key suffix and where it lives under the block. */
export const blockTextFields = (type: string): { field: string; path: string[] }[] =>
  (blockFields[type] ?? []).map(({ field, path }) => ({ field, path }))
