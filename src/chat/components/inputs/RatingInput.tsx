import { useEffect, useRef, useState } from 'react'
import { toNumber } from '../../runtime/validateAnswer'
import { StarIcon } from '../icons'
import { textAnswer, type InputProps } from './inputProps'

/** A custom icon is the author's SVG: shown as an image, so nothing in it can run. */
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

/**
 * Rating input (BLOCKS.md §2.2): numbers from `startsAt` to `length`, or icons from 1 to `length`;
 * one click sends when `isOneClickSubmitEnabled`, else the choice waits for the send button.
 */
export function RatingInput({ input, onAnswer, context }: InputProps<'rating input'>) {
  const options = input.options ?? {}
  const isIcons = options.buttonType === 'Icons'
  const length = options.length ?? 10
  const start = isIcons ? 1 : Math.round(toNumber(options.startsAt) ?? 0)
  const values = Array.from({ length: Math.max(0, length - start + 1) }, (_, index) => start + index)
  const [chosen, setChosen] = useState<number>()
  const group = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (context.autoFocus) group.current?.querySelector('button')?.focus({ preventScroll: true })
  }, [context.autoFocus])

  const pick = (value: number) => (options.isOneClickSubmitEnabled ? textAnswer(onAnswer, String(value)) : setChosen(value))
  const customIcon = options.customIcon?.isEnabled && options.customIcon.svg ? svgSource(options.customIcon.svg) : undefined
  return (
    <div className="bbc-input">
      <div className="bbc-rating">
        <div
          className="bbc-rating-scale"
          role="radiogroup"
          aria-label={options.labels?.left && options.labels.right ? `Rating: ${start} ${options.labels.left}, ${length} ${options.labels.right}` : 'Rating'}
          ref={group}
        >
          {values.map((value) =>
            isIcons ? (
              <button
                key={value}
                type="button"
                role="radio"
                className="bbc-star"
                aria-checked={chosen !== undefined && value <= chosen}
                aria-label={`${value} of ${length}`}
                onClick={() => pick(value)}
              >
                {customIcon ? <img src={customIcon} alt="" /> : <StarIcon />}
              </button>
            ) : (
              <button
                key={value}
                type="button"
                role="radio"
                className={`bbc-button${chosen === value ? '' : ' bbc-button-outline'}`}
                aria-checked={chosen === value}
                onClick={() => pick(value)}
              >
                {value}
              </button>
            ),
          )}
        </div>
        {(options.labels?.left || options.labels?.right) && (
          <div className="bbc-rating-labels" aria-hidden="true">
            <span>{options.labels.left}</span>
            <span>{options.labels.right}</span>
          </div>
        )}
      </div>
      {!options.isOneClickSubmitEnabled && (
        <button type="button" className="bbc-button" disabled={chosen === undefined} onClick={() => chosen !== undefined && textAnswer(onAnswer, String(chosen))}>
          {options.labels?.button || 'Send'}
        </button>
      )}
    </div>
  )
}
