import { z } from 'zod'

/**
 * Pieces Typebot's plugin ("forge") blocks share: a list of key and value pairs (properties, traits,
 * record fields), written without ids. Loose, like the blocks: keys of a newer Typebot are kept.
 */
export const pluginKeyValuesSchema = z.array(z.looseObject({ key: z.string().optional(), value: z.string().optional() }))
export type PluginKeyValue = z.infer<typeof pluginKeyValuesSchema>[number]

/** The options every plugin block carries: the action it runs and the workspace credentials it uses. */
export const pluginOptionsShape = {
  action: z.string().optional(),
  credentialsId: z.string().optional(),
}
