import type { PartSaver, PartValue } from '../autosave/partSaver'
import { usePartState } from '../autosave/usePartAutosave'
import type { FormBinding } from './FormBinding'
import { getIn, setIn } from './objectPath'

/**
 * The form binding of one object field of a part (`theme`, `settings`): paths are read in the
 * stored object, defaults in `resolve` of the object without that path (so a default accounts for
 * what else is stored), and issues are matched on the API's spelling `bot.<field>.<path>`.
 */
export function usePartBinding<P extends PartValue, K extends keyof P & string>(
  saver: PartSaver<P>,
  field: K,
  resolve: (stored: NonNullable<P[K]>) => unknown,
  disabled: boolean,
): FormBinding {
  // Selected as is: a fresh `{}` inside the selector would be a new snapshot at every read.
  const stored = (usePartState(saver, (state) => state.value[field]) ?? {}) as NonNullable<P[K]> & object
  const issues = usePartState(saver, (state) => state.issues)
  return {
    valueAt: (path) => getIn(stored, path),
    defaultAt: (path) => getIn(resolve(setIn(stored, path, undefined)), path),
    set: (path, value) => saver.edit((current) => ({ ...current, [field]: setIn((current[field] ?? {}) as object, path, value) })),
    issueAt: (path) => issues.find((issue) => issue.path === `bot.${field}.${path}`)?.message,
    disabled,
  }
}
