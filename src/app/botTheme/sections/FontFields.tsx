import type { Font, ResolvedFont } from '@/shared/bot/theme'
import { defaultFontFamily } from '@/shared/bot/theme'
import { FieldShell } from '@/app/ui/FieldShell'
import { ResetToDefault } from '@/app/botSettings/form/ResetToDefault'
import { useField } from '@/app/botSettings/form/FormBinding'
import { TextField } from '@/app/botSettings/form/TextField'
import { Select } from '@/app/ui/Input'
import { fontFamilies } from '../fields/fontFamilies'

const custom = '__custom__'

/** The stored font as the chat reads it: the legacy bare string is a hosted family. */
const asFont = (font: Font | undefined): ResolvedFont =>
  typeof font === 'string' ? { type: 'Hosted', family: font || defaultFontFamily } : font?.type === 'Custom' ? font : { type: 'Hosted', family: font?.family || defaultFontFamily }

/** A hosted family from a list, or a custom font: a family name and the CSS that declares it. */
export function FontFields() {
  const field = useField<Font>('general.font')
  const font = asFont(field.stored)
  const families: string[] = [...fontFamilies]
  if (font.type === 'Hosted' && !families.includes(font.family)) families.unshift(font.family)
  return (
    <>
      <FieldShell label="Font" action={<ResetToDefault label="Font" onReset={field.isCustom && !field.disabled ? field.reset : undefined} />}>
        {(control) => (
          <Select
            {...control}
            className="w-full"
            disabled={field.disabled}
            value={font.type === 'Custom' ? custom : font.family}
            onChange={(event) => {
              const value = event.target.value
              field.set(value === custom ? { type: 'Custom', family: font.family ?? '', css: '' } : { type: 'Hosted', family: value })
            }}
          >
            {families.map((family) => (
              <option key={family} value={family}>
                {family}
                {family === defaultFontFamily ? ' (default)' : ''}
              </option>
            ))}
            <option value={custom}>Custom font (your own CSS)…</option>
          </Select>
        )}
      </FieldShell>
      {font.type === 'Custom' && (
        <>
          <TextField path="general.font.family" label="Font family name" placeholder="Brand Sans" hint="The name your CSS declares, as in font-family." />
          <TextField
            path="general.font.css"
            label="Font CSS"
            rows={4}
            code
            placeholder={'@import url("https://fonts.example.com/brand.css");'}
            hint="An @import or @font-face rules; added to the page that shows the chat."
          />
          {font.url !== undefined && <TextField path="general.font.url" label="Stylesheet URL (older bots)" type="url" hint="Replaced by the CSS above; clear it once the CSS loads the font." />}
        </>
      )}
    </>
  )
}
