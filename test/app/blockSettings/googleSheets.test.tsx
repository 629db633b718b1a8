import { screen, within } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { GoogleSheetsBlock } from '../../../src/shared/bot/blocks'
import { fakeServiceAccount } from '../../support/fakeGoogleSheets'
import { startTestServer, type TestServer } from '../../support/testServer'
import { connectTo } from '../support/renderApp'
import { renderBlockSettings } from './support/renderBlockSettings'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())
beforeEach(() => connectTo(server.baseUrl, server.owner.token))

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement
const storedGoogleAccounts = async () => (await server.as(server.owner).get(`/v1/workspaces/${server.workspaceId}/credentials`, { type: 'google sheets' })).body.credentials as { id: string; name: string }[]

describe('the Google Sheets block', () => {
  it('stores a service account from its JSON key file and picks it', async () => {
    const view = renderBlockSettings<GoogleSheetsBlock>({ id: 's1', type: 'Google Sheets' }, { workspaceId: server.workspaceId })
    await view.user.click(screen.getByRole('button', { name: 'Add an account' }))
    const form = screen.getByRole('form', { name: 'Add a Google account' })
    await view.user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Robot')
    await view.user.click(within(form).getByRole('textbox', { name: 'JSON key' }))
    await view.user.paste(JSON.stringify({ type: 'service_account', client_email: fakeServiceAccount.clientEmail, private_key: fakeServiceAccount.privateKey }))
    await view.user.click(within(form).getByRole('button', { name: 'Save account' }))
    await screen.findByRole('option', { name: 'Robot' })
    const robot = (await storedGoogleAccounts()).find((each) => each.name === 'Robot')!
    expect(view.last().options).toEqual({ credentialsId: robot.id })
  })

  it('stores a Google account’s OAuth client and refresh token', async () => {
    const view = renderBlockSettings<GoogleSheetsBlock>({ id: 's1', type: 'Google Sheets' }, { workspaceId: server.workspaceId })
    await view.user.click(screen.getByRole('button', { name: 'Add an account' }))
    const form = screen.getByRole('form', { name: 'Add a Google account' })
    await view.user.selectOptions(within(form).getByRole('combobox', { name: 'Kind' }), 'Google account (OAuth refresh token)')
    await view.user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ann’s account')
    await view.user.type(within(form).getByRole('textbox', { name: 'Client ID' }), 'client.apps.googleusercontent.com')
    await view.user.type(within(form).getByLabelText('Client secret'), 'secret')
    await view.user.type(within(form).getByLabelText('Refresh token'), '1//token')
    await view.user.click(within(form).getByRole('button', { name: 'Save account' }))
    await screen.findByRole('option', { name: 'Ann’s account' })
    expect((await storedGoogleAccounts()).map((each) => each.name)).toContain('Ann’s account')
  })

  it('sets the sheet, a filter and the columns to read into variables', async () => {
    const view = renderBlockSettings<GoogleSheetsBlock>({ id: 's1', type: 'Google Sheets' }, { workspaceId: server.workspaceId, variables: [{ id: 'vn', name: 'Name' }] })
    await view.user.type(textbox('Spreadsheet ID'), 'sheet-1')
    await view.user.type(textbox('Sheet'), 'Leads')
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Get data from sheet')
    await view.user.click(screen.getByRole('button', { name: 'Add a comparison' }))
    await view.user.type(textbox('Column of comparison 1'), 'Email')
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Operator of comparison 1' }), 'Equal to')
    await view.user.type(textbox('Value of comparison 1'), 'a@example.com')
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Keep' }), 'First')
    await view.user.click(screen.getByRole('button', { name: 'Add a column' }))
    await view.user.type(textbox('Column 1'), 'Name')
    await view.user.click(screen.getByRole('button', { name: 'Variable of column 1' }))
    await view.user.click(await screen.findByRole('option', { name: 'Name' }))
    const { filter, cellsToExtract, ...rest } = view.last().options!
    expect(rest).toEqual({ spreadsheetId: 'sheet-1', sheetId: 'Leads', action: 'Get data from sheet', totalRowsToExtract: 'First' })
    expect(filter?.comparisons).toEqual([{ id: expect.any(String), column: 'Email', comparisonOperator: 'Equal to', value: 'a@example.com' }])
    expect(cellsToExtract).toEqual([{ id: expect.any(String), column: 'Name', variableId: 'vn' }])
  })

  it('asks for the cells of a new row', async () => {
    const view = renderBlockSettings<GoogleSheetsBlock>({ id: 's1', type: 'Google Sheets', options: { action: 'Insert a row' } }, { workspaceId: server.workspaceId })
    await view.user.click(screen.getByRole('button', { name: 'Add a cell' }))
    await view.user.type(textbox('Column of cell 1'), 'Email')
    await view.user.type(textbox('Value of cell 1'), 'x')
    expect(view.last().options?.cellsToInsert).toEqual([{ id: expect.any(String), column: 'Email', value: 'x' }])
  })
})
