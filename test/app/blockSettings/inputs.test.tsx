import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type {
  DateInputBlock,
  FileInputBlock,
  NumberInputBlock,
  PhoneNumberInputBlock,
  RatingInputBlock,
  TextInputBlock,
  TimeInputBlock,
} from '../../../src/shared/bot/blocks'
import { renderBlockSettings } from './support/renderBlockSettings'

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement
const variables = [
  { id: 'v1', name: 'Answer' },
  { id: 'v2', name: 'Clip' },
]

describe('text input', () => {
  it('shows defaults as placeholders and writes only what is changed', async () => {
    const view = renderBlockSettings<TextInputBlock>({ id: 'b', type: 'text input' }, { variables })
    expect(textbox('Placeholder').placeholder).toBe('Your answer…')
    expect(textbox('Button label').placeholder).toBe('Send')
    await view.user.type(textbox('Button label'), 'Go')
    await view.user.click(screen.getByRole('switch', { name: 'Long answer' }))
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Keyboard on phones' }), 'Email')
    expect(view.last().options).toEqual({ labels: { button: 'Go' }, isLong: true, inputMode: 'email' })
  })

  it('turns on voice messages with the variable and visibility of the files', async () => {
    const view = renderBlockSettings<TextInputBlock>({ id: 'b', type: 'text input' }, { variables })
    await view.user.click(screen.getByRole('switch', { name: 'Allow voice messages' }))
    await view.user.click(screen.getByRole('button', { name: /Save the file URLs in/ }))
    await view.user.click(screen.getByRole('option', { name: 'Clip' }))
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Files can be read by' }), 'Only members of this workspace')
    expect(view.last().options).toEqual({ audioClip: { isEnabled: true, saveVariableId: 'v2', visibility: 'Private' } })
  })
})

describe('number input', () => {
  it('takes numbers or variables as bounds and refuses what the schema refuses, naming the field', async () => {
    const view = renderBlockSettings<NumberInputBlock>({ id: 'b', type: 'number input' })
    await view.user.type(textbox('Minimum'), '0')
    await view.user.type(textbox('Maximum'), '{{{{Max}}')
    await view.user.type(textbox('Step'), '0,5')
    expect(view.last().options).toEqual({ min: 0, max: '{{Max}}', step: 0.5 })
    const count = view.sent.length
    await view.user.type(textbox('Locale'), 'EN_us')
    expect(screen.getByText('Locale must look like "en" or "en-US".')).toBeTruthy()
    expect(view.sent.length).toBe(count)
    await view.user.clear(textbox('Locale'))
    await view.user.type(textbox('Locale'), 'fr-FR')
    expect(view.last().options?.locale).toBe('fr-FR')
  })

  it('asks for a currency or a unit according to the style', async () => {
    const view = renderBlockSettings<NumberInputBlock>({ id: 'b', type: 'number input' })
    expect(screen.queryByRole('textbox', { name: 'Currency' })).toBeNull()
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Style' }), 'Currency')
    await view.user.type(textbox('Currency'), 'eur')
    expect(view.last().options).toEqual({ style: 'currency', currency: 'EUR' })
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Style' }), 'Unit')
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'kilometer')
    expect(view.last().options).toEqual({ style: 'unit', currency: 'EUR', unit: 'kilometer' })
  })
})

describe('email, website and phone inputs', () => {
  it('a phone input writes its retry message and default country, and names the country', async () => {
    const view = renderBlockSettings<PhoneNumberInputBlock>({ id: 'b', type: 'phone number input' })
    expect(textbox('Retry message').placeholder).toBe("That phone number doesn't look right. Could you enter it again?")
    await view.user.type(textbox('Retry message'), 'Try again, {{{{Name}}')
    await view.user.type(textbox('Default country'), 'fr')
    expect(view.last().options).toEqual({ retryMessageContent: 'Try again, {{Name}}', defaultCountryCode: 'FR' })
    expect(screen.getByText(/^France:/)).toBeTruthy()
  })

  it('the email and website inputs have their own default texts', () => {
    renderBlockSettings({ id: 'b', type: 'email input' })
    expect(textbox('Placeholder').placeholder).toBe('Enter your email…')
  })
})

describe('date and time inputs', () => {
  it('a date input asks for range labels only for ranges and shows the format in force', async () => {
    const view = renderBlockSettings<DateInputBlock>({ id: 'b', type: 'date input' })
    expect(screen.queryByRole('textbox', { name: 'From label' })).toBeNull()
    expect(textbox('Format of the answer').placeholder).toBe('dd/MM/yyyy')
    await view.user.click(screen.getByRole('switch', { name: 'Include the time' }))
    expect(textbox('Format of the answer').placeholder).toBe('dd/MM/yyyy HH:mm')
    await view.user.click(screen.getByRole('switch', { name: 'Ask for a range' }))
    await view.user.type(textbox('Separator'), 'until')
    await view.user.type(textbox('Earliest'), '2025-01-01')
    expect(view.last().options).toEqual({ hasTime: true, isRange: true, labels: { separator: 'until' }, min: '2025-01-01' })
  })

  it('a time input writes its format', async () => {
    const view = renderBlockSettings<TimeInputBlock>({ id: 'b', type: 'time input' })
    await view.user.type(textbox('Format of the answer'), 'hh:mm a')
    expect(view.last().options).toEqual({ format: 'hh:mm a' })
  })
})

describe('rating input', () => {
  it('needs a whole length of at least 1 and hides what icons do not use', async () => {
    const view = renderBlockSettings<RatingInputBlock>({ id: 'b', type: 'rating input' })
    await view.user.type(textbox('Length'), '0')
    expect(screen.getByText('Length must be at least 1.')).toBeTruthy()
    await view.user.clear(textbox('Length'))
    await view.user.type(textbox('Length'), '2.5')
    expect(screen.getByText('Length must be a whole number.')).toBeTruthy()
    // Only valid lengths were sent ("2" on the way to "2.5").
    expect(view.sent.map((block) => (block as RatingInputBlock).options?.length)).toEqual([2])
    await view.user.clear(textbox('Length'))
    await view.user.type(textbox('Length'), '5')
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Show as' }), 'Icons (from 1)')
    expect(screen.queryByRole('textbox', { name: 'Starts at' })).toBeNull()
    await view.user.click(screen.getByRole('switch', { name: 'Custom icon' }))
    await view.user.type(textbox('Icon SVG'), '<svg/>')
    await view.user.click(screen.getByRole('switch', { name: 'Send on first click' }))
    expect(view.last().options).toEqual({ length: 5, buttonType: 'Icons', customIcon: { isEnabled: true, svg: '<svg/>' }, isOneClickSubmitEnabled: true })
    expect(screen.queryByRole('textbox', { name: 'Button label' })).toBeNull()
  })
})

describe('file input', () => {
  it('offers the skip label when not required and stores accepted types as a list', async () => {
    const view = renderBlockSettings<FileInputBlock>({ id: 'b', type: 'file input' })
    await view.user.click(screen.getByText('Labels'))
    expect(screen.queryByRole('textbox', { name: 'Skip button' })).toBeNull()
    await view.user.click(screen.getByRole('switch', { name: 'Required' }))
    await view.user.type(textbox('Skip button'), 'Later')
    await view.user.click(screen.getByRole('switch', { name: 'Only some file types' }))
    await view.user.type(textbox('Accepted types'), 'pdf, image/*,')
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Files can be read by' }), 'Only members of this workspace')
    expect(view.last().options).toEqual({
      isRequired: false,
      labels: { skip: 'Later' },
      allowedFileTypes: { isEnabled: true, types: ['pdf', 'image/*'] },
      visibility: 'Private',
    })
    // The text stays as typed (trailing comma included) while the list is stored.
    expect(textbox('Accepted types').value).toBe('pdf, image/*,')
  })
})
