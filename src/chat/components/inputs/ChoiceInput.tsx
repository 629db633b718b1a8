import { useEffect, useRef, useState, type ReactNode } from 'react'
import { textAnswer, type InputProps } from './inputProps'

type Item = { id: string; label: string }

const matches = (item: Item, query: string) => item.label.toLowerCase().includes(query.trim().toLowerCase())

/** Search box, choice list and (for several answers) a send button: shared by buttons and pictures. */
export function ChoiceList(props: {
  items: Item[]
  isMultiple: boolean
  isSearchable: boolean
  searchPlaceholder: string
  showAllBeforeSearch: boolean
  buttonLabel: string
  autoFocus: boolean
  listClassName: string
  renderItem: (item: Item, state: { isSelected?: boolean; onClick: () => void }) => ReactNode
  onSubmit: (chosen: Item[]) => void
}) {
  const { items, isMultiple, isSearchable, autoFocus } = props
  const [query, setQuery] = useState('')
  const [selected, setSelected] = useState<string[]>([])
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (autoFocus) root.current?.querySelector<HTMLElement>('input,button')?.focus({ preventScroll: true })
  }, [autoFocus])

  const shown = isSearchable
    ? query.trim() || props.showAllBeforeSearch
      ? items.filter((item) => matches(item, query))
      : []
    : items
  const toggle = (id: string) => setSelected((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]))
  return (
    <div className="bbc-input" ref={root}>
      {isSearchable && (
        <input
          className="bbc-field bbc-search"
          type="search"
          value={query}
          placeholder={props.searchPlaceholder}
          aria-label={props.searchPlaceholder}
          onChange={(event) => setQuery(event.target.value)}
        />
      )}
      <ul className={props.listClassName} role="list">
        {shown.map((item) => (
          <li key={item.id}>
            {props.renderItem(
              item,
              isMultiple
                ? { isSelected: selected.includes(item.id), onClick: () => toggle(item.id) }
                : { onClick: () => props.onSubmit([item]) },
            )}
          </li>
        ))}
      </ul>
      {isMultiple && (
        <button
          type="button"
          className="bbc-button"
          disabled={selected.length === 0}
          // In display order, whatever order they were picked in (BLOCKS.md §2.2).
          onClick={() => props.onSubmit(items.filter((item) => selected.includes(item.id)))}
        >
          {props.buttonLabel}
        </button>
      )}
    </div>
  )
}

/** Choice input: one click answers (by `replyId`), or several picks joined by ", " (BLOCKS.md §2.2, §5). */
export function ChoiceInput({ input, onAnswer, context }: InputProps<'choice input'>) {
  const options = input.options ?? {}
  const items = input.items.map((item) => ({ id: item.id, label: item.content || item.value || '' })).filter((item) => item.label)
  return (
    <ChoiceList
      items={items}
      isMultiple={options.isMultipleChoice ?? false}
      isSearchable={options.isSearchable ?? false}
      searchPlaceholder={options.searchInputPlaceholder || 'Search options…'}
      showAllBeforeSearch={options.areInitialSearchButtonsVisible ?? true}
      buttonLabel={options.buttonLabel || 'Send'}
      autoFocus={context.autoFocus}
      listClassName={`bbc-choices${context.buttonsLayout === 'vertical' ? ' bbc-choices-vertical' : ''}`}
      renderItem={(item, { isSelected, onClick }) => (
        <button
          type="button"
          className={`bbc-button${isSelected === false ? ' bbc-button-outline' : ''}`}
          aria-pressed={isSelected}
          onClick={onClick}
        >
          {item.label}
        </button>
      )}
      onSubmit={(chosen) =>
        chosen.length === 1 && !options.isMultipleChoice
          ? textAnswer(onAnswer, chosen[0].label, { replyId: chosen[0].id })
          : textAnswer(onAnswer, chosen.map((item) => item.label).join(', '))
      }
    />
  )
}

/** Picture choice: the same rules with pictures, titles and descriptions. */
export function PictureChoiceInput({ input, onAnswer, context }: InputProps<'picture choice input'>) {
  const options = input.options ?? {}
  const byId = new Map(input.items.map((item) => [item.id, item]))
  const items = input.items.map((item) => ({ id: item.id, label: item.title || item.pictureSrc || '' }))
  return (
    <ChoiceList
      items={items}
      isMultiple={options.isMultipleChoice ?? false}
      isSearchable={options.isSearchable ?? false}
      searchPlaceholder={options.searchInputPlaceholder || 'Search options…'}
      showAllBeforeSearch
      buttonLabel={options.buttonLabel || 'Send'}
      autoFocus={context.autoFocus}
      listClassName="bbc-pictures"
      renderItem={(item, { isSelected, onClick }) => {
        const picture = byId.get(item.id)!
        return (
          <button type="button" className="bbc-card" aria-pressed={isSelected} onClick={onClick}>
            {picture.pictureSrc && <img src={picture.pictureSrc} alt={picture.title ? '' : item.label} loading="lazy" />}
            {(picture.title || picture.description) && (
              <span className="bbc-card-body">
                {picture.title && <span className="bbc-card-title">{picture.title}</span>}
                {picture.description && <span className="bbc-card-text">{picture.description}</span>}
              </span>
            )}
          </button>
        )
      }}
      onSubmit={(chosen) =>
        chosen.length === 1 && !options.isMultipleChoice
          ? textAnswer(onAnswer, chosen[0].label, { replyId: chosen[0].id })
          : textAnswer(onAnswer, chosen.map((item) => item.label).join(', '))
      }
    />
  )
}
