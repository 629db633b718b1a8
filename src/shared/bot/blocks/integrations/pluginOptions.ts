import { z } from 'zod'
import { pluginKeyValueSchema } from './pluginShapes'

/** Key and value pairs of plugin blocks (properties, traits, record fields), written without ids. */
export const pluginKeyValuesSchema = z.array(pluginKeyValueSchema)

/** The options every plugin block carries: the action it runs and the workspace credentials it uses. */
export const pluginOptionsShape = {
  action: z.string().optional(),
  credentialsId: z.string().optional(),
}
