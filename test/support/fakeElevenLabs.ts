import { sendJson, startFakeService } from './fakeService'

/** What the fake reads aloud: an MP3 (ID3 tag) of a few bytes, with a byte that is not valid UTF-8. */
export const fakeElevenLabsMp3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0xff, 0xfb, 0x90, 0x64, 0x00])

/**
 * ElevenLabs' API on loopback: `POST /v1/text-to-speech/{voiceId}` with the key `xi-key` (header
 * `xi-api-key`) answers the MP3; an unknown voice is a 400 with ElevenLabs' error body, a wrong key a 401.
 */
export function startFakeElevenLabs(voiceId = 'voice-rachel') {
  return startFakeService((request, res) => {
    if (request.headers['xi-api-key'] !== 'xi-key') return sendJson(res, 401, { detail: { status: 'invalid_api_key', message: 'Invalid API key' } })
    if (request.method !== 'POST' || !request.url.startsWith('/v1/text-to-speech/')) return sendJson(res, 404, { detail: 'Not Found' })
    if (request.url !== `/v1/text-to-speech/${voiceId}`) return sendJson(res, 400, { detail: { status: 'voice_not_found', message: 'A voice with this id was not found' } })
    res.writeHead(200, { 'Content-Type': 'audio/mpeg' }).end(fakeElevenLabsMp3)
  })
}
