import { googleSheetsActions, totalRowsToExtractOptions, type GoogleSheetsAction, type GoogleSheetsBlock } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../../blockFormProps'
import { textOrUndefined, withOptions } from '../../blockUpdate'
import { Section } from '../../fields/Section'
import { optionsOf, SelectField } from '../../fields/SelectField'
import { TextField } from '../../fields/TextField'
import { CreateGoogleSheetsCredentials } from '../credentials/CreateGoogleSheetsCredentials'
import { CredentialsPicker } from '../credentials/CredentialsPicker'
import { RowsFilterEditor } from './RowsFilterEditor'
import { CellsToExtractEditor, SheetCellsEditor } from './SheetCellsEditor'

type Options = NonNullable<GoogleSheetsBlock['options']>

const actionOptions = [{ value: '' as const, label: 'Choose an action' }, ...optionsOf(googleSheetsActions)]

/** Google Sheets: the account, the spreadsheet and its tab, then what the action writes or reads. */
export function GoogleSheetsForm({ block, onChange }: BlockFormProps<GoogleSheetsBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  const action = options?.action
  return (
    <>
      <CredentialsPicker
        type="google sheets"
        value={options?.credentialsId}
        onChange={(credentialsId) => set({ credentialsId })}
        placeholder="Select a Google account"
        hint="A service account needs the spreadsheet shared with its email."
        renderCreate={(done) => <CreateGoogleSheetsCredentials done={done} />}
      />
      <TextField
        label="Spreadsheet ID"
        value={options?.spreadsheetId}
        onChange={(spreadsheetId) => set({ spreadsheetId })}
        placeholder="1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms"
        hint="The part of the spreadsheet’s URL between /d/ and /edit."
        withVariables
      />
      <TextField label="Sheet" value={options?.sheetId} onChange={(sheetId) => set({ sheetId })} placeholder="Sheet1" hint="The tab’s name, or the number after #gid= in its URL." withVariables />
      <SelectField<GoogleSheetsAction | ''>
        label="Action"
        value={action ?? ''}
        options={actionOptions}
        onChange={(next) => set({ action: textOrUndefined(next) as GoogleSheetsAction | undefined })}
        hint="The sheet’s first row names its columns."
      />
      {action === 'Insert a row' && (
        <Section title="Cells to insert">
          <SheetCellsEditor value={options?.cellsToInsert} onChange={(cellsToInsert) => set({ cellsToInsert })} addLabel="Add a cell" />
        </Section>
      )}
      {action === 'Update a row' && (
        <>
          <Section title="Rows to update">
            <RowsFilterEditor value={options?.filter} onChange={(filter) => set({ filter })} emptyText="Add a comparison: without one no row is updated." />
          </Section>
          <Section title="Cells to update">
            <SheetCellsEditor value={options?.cellsToUpsert} onChange={(cellsToUpsert) => set({ cellsToUpsert })} addLabel="Add a cell" />
          </Section>
        </>
      )}
      {action === 'Get data from sheet' && (
        <>
          <Section title="Rows to read">
            <RowsFilterEditor value={options?.filter} onChange={(filter) => set({ filter })} emptyText="No comparison: every row is read." />
            <SelectField
              label="Keep"
              value={options?.totalRowsToExtract ?? 'All'}
              options={totalRowsToExtractOptions.map((value) => ({ value, label: value === 'All' ? 'All matching rows' : `${value} matching row` }))}
              onChange={(totalRowsToExtract) => set({ totalRowsToExtract })}
            />
          </Section>
          <Section title="Columns to read">
            <CellsToExtractEditor value={options?.cellsToExtract} onChange={(cellsToExtract) => set({ cellsToExtract })} />
          </Section>
        </>
      )}
    </>
  )
}
