import { parsePattern } from '../fields/parseField'
import { ValidatedField } from '../fields/ValidatedField'

const parseCountry = parsePattern(/^[A-Z]{2}$/, 'Default country must be a two-letter code such as FR or US.', (text) => text.trim().toUpperCase())
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })

const countryName = (code: string | undefined) => {
  if (!code) return undefined
  try {
    const name = regionNames.of(code)
    return name && name !== code ? name : undefined
  } catch {
    return undefined
  }
}

/** The ISO 3166-1 country of numbers typed without an international prefix, with its name as a check. */
export function CountryCodeField({ value, onChange }: { value: string | undefined; onChange: (value: string | undefined) => void }) {
  const name = countryName(value)
  return (
    <ValidatedField
      label="Default country"
      value={value}
      onChange={onChange}
      parse={parseCountry}
      placeholder="FR"
      hint={name ? `${name}: numbers without +… are read as from there.` : 'Two-letter code; without one, only numbers starting with + or 00 are accepted.'}
    />
  )
}
