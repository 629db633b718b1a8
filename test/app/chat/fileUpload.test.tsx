import { fireEvent, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { File as NodeFile } from 'node:buffer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/testServer'
import { textBlock } from '../../support/sampleBots'
import { createDraft, renderChat, waitForText } from './support/chatKit'

// The browser's File (jsdom's) for what the visitor picks. The in-process service checks uploads with
// `instanceof File`, which must mean Node's File there, as it does when the service runs on its own.
const BrowserFile = globalThis.File
let postServer: TestServer
let putServer: TestServer
beforeAll(async () => {
  globalThis.File = NodeFile as unknown as typeof File
  ;[postServer, putServer] = await Promise.all([startTestServer(), startTestServer({ env: { UPLOAD_MODE: 'put' } })])
})
afterAll(async () => {
  globalThis.File = BrowserFile
  await postServer?.close()
  await putServer?.close()
})

const variables = [
  { id: 'vf', name: 'Files' },
  { id: 'vo', name: 'Optional' },
  { id: 'vt', name: 'Note' },
  { id: 'va', name: 'Attached' },
]
const blocks = [
  {
    id: 'files',
    type: 'file input',
    options: { variableId: 'vf', isMultipleAllowed: true, allowedFileTypes: { isEnabled: true, types: ['png', 'text/plain'] } },
  },
  textBlock('got', 'Files={{Files}}'),
  { id: 'optional', type: 'file input', options: { variableId: 'vo', isRequired: false, labels: { skip: 'No thanks' } } },
  { id: 'note', type: 'text input', options: { variableId: 'vt', attachments: { isEnabled: true, saveVariableId: 'va' } } },
  textBlock('end', 'Note={{Note}} Attached={{Attached}}'),
]

const file = (name: string, type: string, content: string) => new BrowserFile([content], name, { type })
/** The service checks a file's content against its type: a PNG starts with its signature. */
const pngSignature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const png = (name: string) => new BrowserFile([pngSignature], name, { type: 'image/png' })

describe.each([
  ['a multipart POST', () => postServer],
  ['a PUT', () => putServer],
])('file answers upload through generate-upload-url with %s', (_mode, serverOf) => {
  it('uploads the chosen files, sends their URLs, skips an optional file input, and attaches files to a text answer', async () => {
    const server = serverOf()
    const botId = await createDraft(server, blocks, { variables })
    const { inside, chat } = renderChat(server, botId)
    const user = userEvent.setup()

    const picker = await waitFor(() => chat().getByTestId('file-picker'))
    expect(picker.getAttribute('accept')).toBe('.png,text/plain')
    fireEvent.change(picker, { target: { files: [file('notes.pdf', 'application/pdf', '%PDF')] } })
    expect((await waitFor(() => chat().getByRole('alert'))).textContent).toContain('notes.pdf')
    fireEvent.change(picker, { target: { files: [file('hello.txt', 'text/plain', 'hello world'), png('dot.png')] } })
    await user.click(await waitFor(() => chat().getByRole('button', { name: 'Upload' })))

    await waitForText(inside, /Files=http\S+\.txt, http\S+\.png/)
    const said = inside().querySelector('[data-block-id="got"]')!.textContent!
    const urls = said.replace('Files=', '').split(', ')
    expect(await (await fetch(urls[0])).text()).toBe('hello world')
    expect(new Uint8Array(await (await fetch(urls[1])).arrayBuffer())).toEqual(pngSignature)
    expect(chat().getByText('2 files received')).toBeTruthy()

    await user.click(await waitFor(() => chat().getByRole('button', { name: 'No thanks' })))

    const attach = await waitFor(() => chat().getByTestId('attachment-picker'))
    fireEvent.change(attach, { target: { files: [png('photo.png')] } })
    await waitFor(() => chat().getByRole('list', { name: 'Attached files' }))
    await user.type(chat().getByLabelText('Your answer…'), 'See attached')
    await user.click(chat().getByRole('button', { name: 'Send' }))
    await waitForText(inside, /Note=See attached Attached=http\S+\.png/)
  })
})
