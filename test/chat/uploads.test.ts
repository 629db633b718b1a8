import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { results } from '../../src/server/db/schema'
import { createS3Storage } from '../../src/server/uploads/s3Storage'
import { createWorkspace } from '../support/apiFixtures'
import { continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { expectError } from '../support/expectShape'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

/** The smallest files their types' checks accept: a PDF header, a PNG signature. */
const pdf = '%PDF-1.7 hello world'
const pngSignature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

const fileBot = (options: Record<string, unknown> = {}) =>
  linearBot([{ id: 'upload', type: 'file input', options: { variableId: 'vf', ...options } }, textBlock('done', 'Got {{File}}')], [{ id: 'vf', name: 'File' }])

/** Uploads as a browser does, following the spec's rule: a form when formData has entries, else PUT. */
async function upload(target: { presignedUrl: string; formData: Record<string, string> }, file: Blob) {
  if (Object.keys(target.formData).length > 0) {
    const form = new FormData()
    for (const [key, value] of Object.entries(target.formData)) form.append(key, value)
    form.append('file', file)
    return fetch(target.presignedUrl, { method: 'POST', body: form })
  }
  return fetch(target.presignedUrl, { method: 'PUT', body: file, headers: { 'Content-Type': file.type } })
}

async function askForUrl(server: TestServer, body: Record<string, unknown> = {}, botOptions: Record<string, unknown> = {}) {
  const { publicId } = await createAndPublish(server, fileBot(botOptions))
  const chat = await startChat(server, publicId)
  const reply = await server.as(null).post('/v3/generate-upload-url', {
    sessionId: chat.body.sessionId,
    blockId: 'upload',
    fileName: 'report.pdf',
    fileType: 'application/pdf',
    fileSize: pdf.length,
    ...body,
  })
  return { chat, reply }
}

describe.each(['post', 'put'] as const)('local object store, %s mode', (mode) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { UPLOAD_MODE: mode, MAX_UPLOAD_SIZE: '1000' } })
  })
  afterAll(() => server.close())

  it('hands out an upload URL, takes the file, serves it back, and accepts its URL as the answer', async () => {
    const { chat, reply } = await askForUrl(server)
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ fileType: 'application/pdf', maxFileSize: 1000, fileUrl: expect.stringMatching(/\.pdf$/) })
    expect(Object.keys(reply.body.formData).length > 0).toBe(mode === 'post')
    expect(reply.body.fileUrl).not.toContain('report')

    const uploaded = await upload(reply.body, new Blob([pdf], { type: 'application/pdf' }))
    expect(uploaded.status).toBe(204)
    const served = await fetch(reply.body.fileUrl)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    expect(await served.text()).toBe(pdf)

    const answer = await continueChat(server, chat.body.sessionId, reply.body.fileUrl)
    expect(JSON.stringify(answer.body.messages)).toContain(`Got ${reply.body.fileUrl}`)
  })

  it('refuses a file larger than the upload allows, of another type, or with a tampered signature', async () => {
    const { reply } = await askForUrl(server)
    expect((await upload(reply.body, new Blob(['x'.repeat(1001)], { type: 'application/pdf' }))).status).toBe(413)
    expect((await upload(reply.body, new Blob(['<html>'], { type: 'text/html' }))).status).toBe(400)
    const tampered =
      mode === 'post'
        ? { ...reply.body, formData: { ...reply.body.formData, maxSize: '999999' } }
        : { ...reply.body, presignedUrl: reply.body.presignedUrl.replace(/maxSize=\d+/, 'maxSize=999999') }
    expect((await upload(tampered, new Blob([pdf], { type: 'application/pdf' }))).status).toBe(403)
  })

  it('takes a file only once per upload URL, so a leaked URL cannot replace an answered file', async () => {
    const { reply } = await askForUrl(server)
    expect((await upload(reply.body, new Blob([pdf], { type: 'application/pdf' }))).status).toBe(204)
    const again = await upload(reply.body, new Blob(['%PDF-1.7 replaced'], { type: 'application/pdf' }))
    expect(again.status).toBe(403)
    expect((await again.json()).message).toMatch(/already used/)
    expect(await (await fetch(reply.body.fileUrl)).text()).toBe(pdf)
  })

  it('checks the content against the claimed type, not only the name', async () => {
    const { reply } = await askForUrl(server)
    const page = await upload(reply.body, new Blob(['<html><script>alert(1)</script></html>'], { type: 'application/pdf' }))
    expect(page.status).toBe(400)
    expect((await page.json()).message).toBe("The file's content is not application/pdf")
    expect((await fetch(reply.body.fileUrl)).status).toBe(404)
    // Refused content does not use the URL up.
    expect((await upload(reply.body, new Blob([pdf], { type: 'application/pdf' }))).status).toBe(204)
  })

  it('serves SVG and HTML as downloads, never inline', async () => {
    const { reply } = await askForUrl(server, { fileName: 'logo.svg', fileType: 'image/svg+xml' })
    await upload(reply.body, new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }))
    const served = await fetch(reply.body.fileUrl)
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(served.headers.get('content-security-policy')).toContain('sandbox')
  })
})

describe('generate-upload-url checks', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { MAX_UPLOAD_SIZE: '1000' } })
  })
  afterAll(() => server.close())

  it('answers 404 for an unknown session', async () => {
    const reply = await server.as(null).post('/v3/generate-upload-url', { sessionId: 'nope', blockId: 'b', fileName: 'a.pdf', fileType: 'application/pdf', fileSize: 1 })
    expectError(reply, 404, 'NOT_FOUND')
  })

  it('refuses a block the chat is not waiting on, a file too large, and a type the block does not accept, naming the field', async () => {
    const wrongBlock = await askForUrl(server, { blockId: 'done' })
    expectError(wrongBlock.reply, 400, 'BAD_REQUEST')
    expect(wrongBlock.reply.body.data.fields[0].path).toBe('blockId')
    const tooLarge = await askForUrl(server, { fileSize: 5000 })
    expect(tooLarge.reply.body.data.fields[0].path).toBe('fileSize')
    const wrongType = await askForUrl(server, { fileName: 'a.exe', fileType: 'application/octet-stream' }, { allowedFileTypes: { isEnabled: true, types: ['pdf', 'image/*'] } })
    expect(wrongType.reply.body.data.fields[0].path).toBe('fileName')
    // The allowed types are read from the name: the claimed type may not say otherwise.
    const disguised = await askForUrl(server, { fileName: 'a.pdf', fileType: 'image/png' }, { allowedFileTypes: { isEnabled: true, types: ['pdf'] } })
    expectError(disguised.reply, 400, 'BAD_REQUEST')
    expect(disguised.reply.body.data.fields[0].path).toBe('fileType')
  })

  it('keeps private files for members of the workspace', async () => {
    const { reply } = await askForUrl(server, {}, { visibility: 'Private' })
    await upload(reply.body, new Blob([pdf], { type: 'application/pdf' }))
    expect((await fetch(reply.body.fileUrl)).status).toBe(401)
    const asOwner = await fetch(reply.body.fileUrl, { headers: { Authorization: `Bearer ${server.owner.token}` } })
    expect(await asOwner.text()).toBe(pdf)
    const outsider = await server.createActor('files-outsider@example.com')
    expect((await fetch(reply.body.fileUrl, { headers: { Authorization: `Bearer ${outsider.token}` } })).status).toBe(404)

    // The admin app's session opens it from the builder's own pages, never from elsewhere or on the chat origin.
    const signedIn = await fetch(`${server.baseUrl}/api/v1/auth/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
      body: JSON.stringify({ token: server.owner.token }),
    })
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]
    const path = new URL(reply.body.fileUrl).pathname
    const open = (base: string, site: string) => fetch(`${base}${path}`, { headers: { Cookie: cookie, 'Sec-Fetch-Site': site } })
    expect(await (await open(server.baseUrl, 'same-origin')).text()).toBe(pdf)
    expect((await open(server.baseUrl, 'cross-site')).status).toBe(401)
    expect((await open(server.chatBaseUrl, 'same-origin')).status).toBe(401)
  })

  it('removes the stored files of deleted results, of a deleted bot and of a deleted workspace', async () => {
    const uploadedAnswer = async (target: TestServer = server) => {
      const { chat, reply } = await askForUrl(target)
      await upload(reply.body, new Blob([pdf], { type: 'application/pdf' }))
      await continueChat(target, chat.body.sessionId, reply.body.fileUrl)
      expect((await fetch(reply.body.fileUrl)).status).toBe(200)
      return { resultId: chat.body.resultId as string, fileUrl: reply.body.fileUrl as string, botId: (await botOfResult(chat.body.resultId)) }
    }
    const botOfResult = async (resultId: string) => (await server.db.select({ botId: results.botId }).from(results).where(eq(results.id, resultId)))[0].botId
    const owner = server.as(server.owner)

    const kept = await uploadedAnswer()
    const gone = await uploadedAnswer()
    await owner.delete(`/v1/bots/${gone.botId}/results`, { resultIds: gone.resultId })
    expect((await fetch(gone.fileUrl)).status).toBe(404)
    expect((await fetch(kept.fileUrl)).status).toBe(200)

    await owner.delete(`/v1/bots/${kept.botId}`)
    expect((await fetch(kept.fileUrl)).status).toBe(404)

    const workspaceId = await createWorkspace(server, server.owner, 'Short-lived')
    const { body: created } = await owner.post('/v1/bots', { workspaceId, bot: fileBot() })
    await owner.post(`/v1/bots/${created.bot.id}/publish`)
    const chat = await startChat(server, created.bot.publicId)
    const { body: target } = await server.as(null).post('/v3/generate-upload-url', { sessionId: chat.body.sessionId, blockId: 'upload', fileName: 'a.pdf', fileType: 'application/pdf', fileSize: pdf.length })
    await upload(target, new Blob([pdf], { type: 'application/pdf' }))
    expect((await fetch(target.fileUrl)).status).toBe(200)
    await owner.delete(`/v1/workspaces/${workspaceId}`, {})
    expect((await fetch(target.fileUrl)).status).toBe(404)
  })
})

describe.each(['post', 'put'] as const)('S3-compatible storage (s3rver), %s mode', (mode) => {
  let s3: S3rver
  let s3Dir: string
  let server: TestServer
  let endpoint: string
  beforeAll(async () => {
    s3Dir = mkdtempSync(join(tmpdir(), 'bb-s3-'))
    s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true, configureBuckets: [{ name: 'uploads', configs: [] }] })
    const { port } = await s3.run()
    endpoint = `http://127.0.0.1:${port}`
    const storage = createS3Storage(
      { endpoint, bucket: 'uploads', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
      mode,
    )
    server = await startTestServer({ env: { MAX_UPLOAD_SIZE: '1000' }, overrides: { storage } })
  })
  afterAll(async () => {
    await server.close()
    await s3.close()
    rmSync(s3Dir, { recursive: true, force: true })
  })

  it('returns a real presigned upload bounded to the key, type and size, and the object lands in the bucket', async () => {
    const { reply } = await askForUrl(server)
    expect(reply.status).toBe(200)
    expect(reply.body.presignedUrl.startsWith(endpoint)).toBe(true)
    if (mode === 'post') {
      const policy = JSON.parse(Buffer.from(reply.body.formData.Policy, 'base64').toString())
      expect(policy.conditions).toEqual(
        expect.arrayContaining([['content-length-range', 0, 1000], ['eq', '$Content-Type', 'application/pdf'], { key: expect.any(String) }]),
      )
      expect(reply.body.formData['X-Amz-Signature']).toEqual(expect.any(String))
    } else {
      expect(new URL(reply.body.presignedUrl).searchParams.get('X-Amz-Signature')).toEqual(expect.any(String))
      expect(new URL(reply.body.presignedUrl).searchParams.get('X-Amz-Expires')).toBe('600')
    }
    const uploaded = await upload(reply.body, new Blob(['hello world'], { type: 'application/pdf' }))
    expect(uploaded.status).toBeLessThan(300)
    const stored = await fetch(reply.body.fileUrl)
    expect(await stored.text()).toBe('hello world')
  })

  it('deletes the objects of a deleted bot from the bucket', async () => {
    const { chat, reply } = await askForUrl(server)
    await upload(reply.body, new Blob(['hello world'], { type: 'application/pdf' }))
    expect((await fetch(reply.body.fileUrl)).status).toBe(200)
    const [{ botId }] = await server.db.select({ botId: results.botId }).from(results).where(eq(results.id, chat.body.resultId))
    expect((await server.as(server.owner).delete(`/v1/bots/${botId}`)).status).toBe(200)
    expect((await fetch(reply.body.fileUrl)).status).toBe(404)
  })
})

describe('builder media uploads', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { MAX_UPLOAD_SIZE: '1000' } })
  })
  afterAll(() => server.close())

  it('lets a member upload an image for the bot, served back publicly, and refuses other types', async () => {
    const created = await server.as(server.owner).post('/v1/bots', { workspaceId: server.workspaceId, bot: {} })
    const botId = created.body.bot.id
    const reply = await server.as(server.owner).post(`/v1/bots/${botId}/mediaUploadUrl`, { fileName: 'logo.png', fileType: 'image/png', fileSize: 8 })
    expect(reply.status).toBe(200)
    expect((await upload(reply.body, new Blob([pngSignature], { type: 'image/png' }))).status).toBe(204)
    const served = await fetch(reply.body.fileUrl)
    expect(served.headers.get('content-type')).toBe('image/png')
    const html = await server.as(server.owner).post(`/v1/bots/${botId}/mediaUploadUrl`, { fileName: 'x.html', fileType: 'text/html', fileSize: 4 })
    expectError(html, 400, 'BAD_REQUEST')
    expect(html.body.data.fields[0].path).toBe('fileType')
  })
})
