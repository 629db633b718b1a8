import { z } from 'zod'
import { blockBaseShape } from '../base'

export const elevenLabsTextToSpeechAction = 'Convert text to speech'
export const elevenLabsDefaultBaseUrl = 'https://api.elevenlabs.io'
/** ElevenLabs' text-to-speech models, offered in the form (any other id can be typed). */
export const elevenLabsModels = ['eleven_multilingual_v2', 'eleven_flash_v2_5', 'eleven_turbo_v2_5', 'eleven_v3'] as const

/**
 * `elevenlabs`: the templated text read aloud by a voice (`POST /v1/text-to-speech/{voiceId}`),
 * the MP3 stored with the chat's files and its URL saved in a variable, for an audio bubble.
 */
export const elevenLabsBlockSchema = z.looseObject({
  ...blockBaseShape,
  type: z.literal('elevenlabs'),
  options: z
    .looseObject({
      action: z.string().optional(),
      credentialsId: z.string().optional(),
      text: z.string().optional(),
      voiceId: z.string().optional(),
      modelId: z.string().optional(),
      saveUrlInVariableId: z.string().optional(),
    })
    .optional(),
})
export type ElevenLabsBlock = z.infer<typeof elevenLabsBlockSchema>
