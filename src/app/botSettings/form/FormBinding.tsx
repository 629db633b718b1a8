import { createContext, useContext, type ReactNode } from 'react'
import { jsonEqual } from '@/shared/jsonEqual'
import { useDependencyOff } from './DependentFields'

/** How the fields of a form read and write the part of the bot it edits, by dotted path. */
export type FormBinding = {
  /** The stored value (undefined when absent: the default applies). */
  valueAt: (path: string) => unknown
  /** What an absent value stands for, given everything else stored. */
  defaultAt: (path: string) => unknown
  /** Writes a value; undefined goes back to the default. */
  set: (path: string, value: unknown) => void
  /** Why the last save refused this field, if it did. */
  issueAt: (path: string) => string | undefined
  disabled: boolean
}

const FormBindingContext = createContext<FormBinding | null>(null)

export function FormBindingProvider({ binding, children }: { binding: FormBinding; children: ReactNode }) {
  return <FormBindingContext.Provider value={binding}>{children}</FormBindingContext.Provider>
}

/** The form this field belongs to. */
export function useFormBinding(): FormBinding {
  const binding = useContext(FormBindingContext)
  if (!binding) throw new Error('A form field needs a FormBindingProvider')
  return binding
}

/**
 * One field of the form: its stored value, its default, the value shown (stored, else default),
 * whether the user changed it from the default, how to change or reset it, and whether it is off
 * because an option it depends on is.
 */
export function useField<T>(path: string) {
  const binding = useFormBinding()
  const offBecause = useDependencyOff()
  const stored = binding.valueAt(path) as T | undefined
  const fallback = binding.defaultAt(path) as T
  return {
    stored,
    fallback,
    shown: stored ?? fallback,
    isCustom: stored !== undefined && !jsonEqual(stored, fallback),
    set: (value: T | undefined) => binding.set(path, value),
    reset: () => binding.set(path, undefined),
    issue: binding.issueAt(path),
    disabled: binding.disabled || offBecause !== null,
    /** Shown instead of the hint while the option this field depends on is off. */
    offBecause,
  }
}
