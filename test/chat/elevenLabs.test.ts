import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { continueChat, startChat } from '../support/chatHelpers'
import { fakeElevenLabsMp3, startFakeElevenLabs } from '../support/fakeElevenLabs'
import { importExport, resultLogs, storeCredentials, typebotExport } from '../support/pluginBots'
import { textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let elevenLabs: Awaited<ReturnType<typeof startFakeElevenLabs>>
beforeAll(async () => {
  elevenLabs = await startFakeElevenLabs()
  server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1' } })
})
afterAll(async () => {
  await server.close()
  await elevenLabs.close()
})

const variables = [
  { id: 'vn', name: 'Name' },
  { id: 'vs', name: 'Speech' },
]

/** A name asked, a greeting read aloud (the block as Typebot exports it) and played by an audio bubble. */
const greetingBot = (credentialsId: string, voiceId = 'voice-rachel') =>
  typebotExport(
    [
      { id: 'ask', type: 'text input', options: { variableId: 'vn' } },
      { id: 'tts', type: 'elevenlabs', options: { action: 'Convert text to speech', credentialsId, text: 'Welcome, {{Name}}!', voiceId, modelId: 'eleven_multilingual_v2', saveUrlInVariableId: 'vs' } },
      { id: 'play', type: 'audio', content: { url: '{{Speech}}' } },
      textBlock('after', 'Enjoy.'),
    ],
    variables,
  )

describe('the ElevenLabs block', () => {
  it('imports from Typebot, reads the text aloud and an audio bubble plays the stored MP3, deleted with its result', async () => {
    const credentialsId = await storeCredentials(server, 'elevenlabs', { apiKey: 'xi-key', baseUrl: elevenLabs.origin })
    const { botId, publicId, unsupportedBlocks } = await importExport(server, greetingBot(credentialsId))
    expect(unsupportedBlocks).toEqual([])
    const chat = await startChat(server, publicId)
    const reply = await continueChat(server, chat.body.sessionId, 'Ada')
    expect(elevenLabs.requests.at(-1)).toMatchObject({
      url: '/v1/text-to-speech/voice-rachel',
      headers: { 'xi-api-key': 'xi-key', accept: 'audio/mpeg' },
      json: { text: 'Welcome, Ada!', model_id: 'eleven_multilingual_v2' },
    })
    const audio = reply.body.messages.find((message: { type: string }) => message.type === 'audio')
    expect(audio.content.url).toMatch(/\/api\/storage\/files\/.+\/tts\/.+\.mp3$/)
    const served = await fetch(audio.content.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('audio/mpeg')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(fakeElevenLabsMp3)

    await server.as(server.owner).delete(`/v1/bots/${botId}/results`, { resultIds: chat.body.resultId })
    expect((await fetch(audio.content.url)).status).toBe(404)
  })

  it('logs an unknown voice and missing credentials on the result, and the chat goes on', async () => {
    const credentialsId = await storeCredentials(server, 'elevenlabs', { apiKey: 'xi-key', baseUrl: elevenLabs.origin })
    for (const [bot, said] of [[greetingBot(credentialsId, 'no-such-voice'), ['HTTP 400', 'A voice with this id was not found']], [greetingBot('deleted-credentials'), ['ElevenLabs block has no usable credentials']]] as const) {
      const { botId, publicId } = await importExport(server, bot)
      const chat = await startChat(server, publicId)
      const reply = await continueChat(server, chat.body.sessionId, 'Ada')
      expect(JSON.stringify(reply.body.messages)).toContain('Enjoy.')
      const logs = await resultLogs(server, botId, chat.body.resultId)
      for (const words of said) expect(logs).toContain(words)
    }
  })
})
