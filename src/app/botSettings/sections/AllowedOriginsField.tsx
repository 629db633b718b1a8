import { useId, useState } from 'react'
import { Plus, X } from 'lucide-react'
import { Button } from '@/app/ui/Button'
import { Input } from '@/app/ui/Input'
import { IconButton } from '@/app/ui/IconButton'
import { hintClass, labelClass } from '@/app/ui/FieldShell'
import { useField, useFormBinding } from '../form/FormBinding'
import { originProblem, originsLabel as label } from './originProblem'

/**
 * The web origins allowed to start chats (empty: any). An entry is checked as the API checks it
 * before it joins the list, so a typo is refused with its reason instead of blocking every visitor.
 */
export function AllowedOriginsField() {
  const id = useId()
  const binding = useFormBinding()
  const field = useField<string[]>('security.allowedOrigins')
  const origins = field.stored ?? []
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const add = () => {
    const candidate = text.trim()
    const problem = originProblem(candidate, origins)
    setError(problem)
    if (problem) return
    field.set([...origins, candidate])
    setText('')
  }
  const remove = (index: number) => {
    const next = origins.filter((_, i) => i !== index)
    field.set(next.length > 0 ? next : undefined)
  }
  return (
    <div className="space-y-2">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {origins.length > 0 && (
        <ul aria-label={label} className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {origins.map((origin, index) => {
            const issue = binding.issueAt(`security.allowedOrigins.${index}`)
            return (
              <li key={origin} className="flex items-center gap-2 py-1 pr-1 pl-3">
                <div className="min-w-0 flex-1">
                  <code className="block truncate text-sm text-zinc-800 dark:text-zinc-200">{origin}</code>
                  {issue && <p className="text-xs font-medium text-red-600 dark:text-red-400">{issue}</p>}
                </div>
                {!binding.disabled && (
                  <IconButton label={`Remove ${origin}`} onClick={() => remove(index)}>
                    <X aria-hidden className="size-4" />
                  </IconButton>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {!binding.disabled && (
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            add()
          }}
        >
          <Input
            id={id}
            value={text}
            placeholder="https://example.com"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setText(event.target.value)
              setError(null)
            }}
          />
          <Button type="submit" icon={<Plus aria-hidden className="size-4" />} disabled={!text.trim()}>
            Add
          </Button>
        </form>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className={hintClass}>
        {origins.length === 0 ? 'Empty: any website can embed your chat. ' : 'Only pages of these websites can start or continue a chat. '}
        Write a website’s address without any page after it, such as https://www.example.com or http://localhost:3000.
      </p>
    </div>
  )
}
