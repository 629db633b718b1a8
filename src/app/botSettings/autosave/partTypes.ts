import type { Bot, BotUpdate } from '@/shared/bot/bot'
import type { FieldIssue } from '@/shared/errors'
import { jsonEqual } from '@/shared/jsonEqual'

/** Fields of a bot that one panel edits and saves together (theme with its template id; settings). */
export type PartValue = Partial<Omit<BotUpdate, 'updatedAt'>>

/** `invalid`: the form's own check refused the value; `error`: the service refused it (400 and others). */
export type PartSaveStatus = 'saved' | 'unsaved' | 'saving' | 'offline' | 'invalid' | 'error' | 'conflict'

export type PartSaverState<P> = {
  /** The working copy the form shows and edits. */
  value: P
  /** What the service last stored, and the `updatedAt` of that version. */
  server: { value: P; updatedAt: string }
  status: PartSaveStatus
  /** The fields named by the last refusal. */
  issues: FieldIssue[]
  errorMessage: string | null
}

export type PartDefinition<P extends PartValue> = {
  /** Also the localStorage key of pending edits. */
  name: string
  pick: (bot: Bot) => P
  /** What keeps a value from being sent, named as the API names fields. */
  validate: (value: P) => FieldIssue[]
}

export type PartApi = {
  update: (input: { botId: string; bot: BotUpdate }) => Promise<{ bot: Bot }>
  get: (input: { botId: string }) => Promise<{ bot: Bot }>
}

const fieldsOf = <P extends PartValue>(value: P) => Object.keys(value) as (keyof P)[]

/** Whether two versions of a part hold the same fields with the same values. */
export const sameFields = <P extends PartValue>(a: P, b: P) => [...new Set([...fieldsOf(a), ...fieldsOf(b)])].every((field) => jsonEqual(a[field], b[field]))

/** The fields of `next` that differ from `base`: what a save sends. */
export const changedFields = <P extends PartValue>(base: P, next: P): Partial<P> =>
  Object.fromEntries(fieldsOf(next).filter((field) => !jsonEqual(base[field], next[field])).map((field) => [field, next[field]])) as Partial<P>
