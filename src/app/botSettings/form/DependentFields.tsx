import { createContext, useContext, type ReactNode } from 'react'

/** Why the fields inside are turned off, or null when the option they depend on is on. */
const DependencyContext = createContext<string | null>(null)

/**
 * Fields that only mean something while another option is on (the typing pauses while typing dots
 * are off): they are disabled and each says what to turn on, instead of silently doing nothing.
 */
export function DependentFields({ on, reason, children }: { on: boolean; reason: string; children: ReactNode }) {
  return (
    <DependencyContext.Provider value={on ? null : reason}>
      <div className="space-y-4">{children}</div>
    </DependencyContext.Provider>
  )
}

/** The reason the enclosing `DependentFields` is off, if it is. */
export const useDependencyOff = () => useContext(DependencyContext)
