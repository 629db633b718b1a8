import { z } from 'zod'
import { blockBaseShape, numberOrVariableSchema } from './base'
import { richTextNodeSchema } from './richText'

// Bubbles carry their data in `content`; a bubble without content is skipped (BLOCKS.md §2.1).

export const textBubbleBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('text'),
  content: z
    .object({
      richText: z.array(richTextNodeSchema).optional(),
      // Legacy renderings kept for round-trips; the engine reads only `richText`.
      html: z.string().optional(),
      plainText: z.string().optional(),
    })
    .optional(),
})
export type TextBubbleBlock = z.infer<typeof textBubbleBlockSchema>

export const imageBubbleBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('image'),
  content: z
    .object({
      url: z.string().optional(),
      clickLink: z.object({ url: z.string().optional(), alt: z.string().optional() }).optional(),
    })
    .optional(),
})
export type ImageBubbleBlock = z.infer<typeof imageBubbleBlockSchema>
export const defaultImageBubbleContent = { clickLink: { alt: 'Image' } } as const

export const videoTypes = ['url', 'youtube', 'vimeo', 'tiktok', 'gumlet'] as const
export const videoBubbleBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('video'),
  content: z
    .object({
      url: z.string().optional(),
      id: z.string().optional(),
      type: z.enum(videoTypes).optional(),
      height: numberOrVariableSchema.optional(),
      aspectRatio: z.string().optional(),
      maxWidth: z.string().optional(),
      queryParamsStr: z.string().optional(),
      areControlsDisplayed: z.boolean().optional(),
      isAutoplayEnabled: z.boolean().optional(),
    })
    .optional(),
})
export type VideoBubbleBlock = z.infer<typeof videoBubbleBlockSchema>
export const defaultVideoBubbleContent = {
  height: 400,
  aspectRatio: '16/9',
  maxWidth: '100%',
  areControlsDisplayed: true,
  isAutoplayEnabled: true,
} as const

export const audioBubbleBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('audio'),
  content: z.object({ url: z.string().optional(), isAutoplayEnabled: z.boolean().optional() }).optional(),
})
export type AudioBubbleBlock = z.infer<typeof audioBubbleBlockSchema>
export const defaultAudioBubbleContent = { isAutoplayEnabled: true } as const

export const embedBubbleBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('embed'),
  content: z
    .object({
      url: z.string().optional(),
      height: numberOrVariableSchema.optional(),
      waitForEvent: z
        .object({
          isEnabled: z.boolean().optional(),
          name: z.string().optional(),
          saveDataInVariableId: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
})
export type EmbedBubbleBlock = z.infer<typeof embedBubbleBlockSchema>
export const defaultEmbedBubbleContent = { height: 400, waitForEvent: { isEnabled: false } } as const

export const bubbleBlockSchemas = [
  textBubbleBlockSchema,
  imageBubbleBlockSchema,
  videoBubbleBlockSchema,
  audioBubbleBlockSchema,
  embedBubbleBlockSchema,
] as const
export type BubbleBlock = z.infer<(typeof bubbleBlockSchemas)[number]>
