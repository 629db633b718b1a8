import type { z } from 'zod'
import { bubbleBlockSchemas } from './bubbles'
import { inputBlockSchemas } from './inputs'
import { integrationBlockSchemas } from './integrations'
import { logicBlockSchemas } from './logic'
import { startBlockSchema } from './start'

type LiteralTypeOf<S> = S extends { shape: { type: z.ZodLiteral<infer L> } } ? L : never
type TypesOf<T extends readonly unknown[]> = { readonly [K in keyof T]: LiteralTypeOf<T[K]> }

// Derived from the schemas so a new block type cannot be forgotten in these lists.
const typesOf = <const T extends readonly { shape: { type: z.ZodLiteral<string> } }[]>(schemas: T) =>
  schemas.map((schema) => schema.shape.type.value) as unknown as TypesOf<T>

export const bubbleBlockTypes = typesOf(bubbleBlockSchemas)
export const inputBlockTypes = typesOf(inputBlockSchemas)
export const logicBlockTypes = typesOf(logicBlockSchemas)
export const integrationBlockTypes = typesOf(integrationBlockSchemas)

/** Every `type` string this product models, the compatibility `start` block included. */
export const knownBlockTypes = [
  ...bubbleBlockTypes,
  ...inputBlockTypes,
  ...logicBlockTypes,
  ...integrationBlockTypes,
  startBlockSchema.shape.type.value,
] as const
export type KnownBlockType = (typeof knownBlockTypes)[number]

const knownBlockTypeSet: ReadonlySet<string> = new Set(knownBlockTypes)

/** True when `type` names one of our block types (exact, case-sensitive). */
export const isKnownBlockType = (type: string): type is KnownBlockType => knownBlockTypeSet.has(type)
