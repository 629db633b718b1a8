import { useEffect, useRef } from 'react'
import { textAnswer, type InputProps } from './inputProps'

/** Cards (BLOCKS.md §2.2): a row of cards, each path a button answering by its id. */
export function CardsInput({ input, onAnswer, context }: InputProps<'cards'>) {
  const row = useRef<HTMLUListElement>(null)
  useEffect(() => {
    if (context.autoFocus) row.current?.querySelector('button')?.focus({ preventScroll: true })
  }, [context.autoFocus])
  return (
    <ul className="bbc-cards" ref={row} role="list" aria-label="Cards">
      {input.items.map((card) => (
        <li key={card.id} className="bbc-card">
          {card.imageUrl && <img src={card.imageUrl} alt={card.title ?? ''} loading="lazy" />}
          <div className="bbc-card-body">
            {card.title && <span className="bbc-card-title">{card.title}</span>}
            {card.description && <span className="bbc-card-text">{card.description}</span>}
            {(card.paths ?? []).map((path) => (
              <button
                key={path.id}
                type="button"
                className="bbc-button"
                onClick={() => textAnswer(onAnswer, path.text || card.title || '', { replyId: path.id })}
              >
                {path.text || card.title || 'Select'}
              </button>
            ))}
          </div>
        </li>
      ))}
    </ul>
  )
}
