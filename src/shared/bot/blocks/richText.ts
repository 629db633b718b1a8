import { z } from 'zod'

/**
 * One rich-text node: an element (`{type: "p", children}`, `{type: "a", url, children}`) or a leaf
 * (`{text, bold?, italic?, underline?}`). Loose because editors add their own keys to nodes, and a
 * text bubble must round-trip untouched. Recursive: register it as a named schema when generating
 * OpenAPI, which otherwise cuts deep schemas.
 */
export const richTextNodeSchema = z.looseObject({
  type: z.string().optional(),
  text: z.string().optional(),
  url: z.string().optional(),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
  get children(): z.ZodOptional<z.ZodArray<typeof richTextNodeSchema>> {
    return z.array(richTextNodeSchema).optional()
  },
})
export type RichTextNode = z.infer<typeof richTextNodeSchema>
