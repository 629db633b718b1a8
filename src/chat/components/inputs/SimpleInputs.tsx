import { isEmail, isNumberInRange, isPhoneNumber, isUrl, toNumber } from '../../runtime/validateAnswer'
import { FieldForm } from './FieldForm'
import { textAnswer, type InputProps } from './inputProps'

// Defaults of BLOCKS.md §6.3, kept here: the shared module that holds them also holds zod schemas.
const retryTexts = {
  email: "That email address doesn't look right. Could you enter it again?",
  url: "That link doesn't look right. Could you enter it again?",
  phone: "That phone number doesn't look right. Could you enter it again?",
}

export function NumberInput({ input, onAnswer, context }: InputProps<'number input'>) {
  const options = input.options ?? {}
  const placeholder = options.labels?.placeholder ?? 'Enter a number…'
  const step = toNumber(options.step)
  return (
    <FieldForm
      label={placeholder}
      placeholder={placeholder}
      buttonLabel={options.labels?.button || 'Send'}
      type="number"
      inputMode="decimal"
      min={toNumber(options.min)}
      max={toNumber(options.max)}
      step={step && step > 0 ? step : 'any'}
      initialValue={context.prefill}
      autoFocus={context.autoFocus}
      validate={(value) => (isNumberInRange(value, options) ? undefined : context.systemMessages.invalidMessage)}
      onSubmit={(value) => textAnswer(onAnswer, value)}
    />
  )
}

export function EmailInput({ input, onAnswer, context }: InputProps<'email input'>) {
  const options = input.options ?? {}
  const placeholder = options.labels?.placeholder ?? 'Enter your email…'
  return (
    <FieldForm
      label={placeholder}
      placeholder={placeholder}
      buttonLabel={options.labels?.button || 'Send'}
      type="email"
      inputMode="email"
      autoComplete="email"
      initialValue={context.prefill}
      autoFocus={context.autoFocus}
      validate={(value) => (isEmail(value) ? undefined : options.retryMessageContent || retryTexts.email)}
      onSubmit={(value) => textAnswer(onAnswer, value)}
    />
  )
}

export function UrlInput({ input, onAnswer, context }: InputProps<'url input'>) {
  const options = input.options ?? {}
  const placeholder = options.labels?.placeholder ?? 'Enter a link…'
  return (
    <FieldForm
      label={placeholder}
      placeholder={placeholder}
      buttonLabel={options.labels?.button || 'Send'}
      type="url"
      inputMode="url"
      autoComplete="url"
      initialValue={context.prefill}
      autoFocus={context.autoFocus}
      validate={(value) => (isUrl(value) ? undefined : options.retryMessageContent || retryTexts.url)}
      onSubmit={(value) => textAnswer(onAnswer, value)}
    />
  )
}

export function PhoneInput({ input, onAnswer, context }: InputProps<'phone number input'>) {
  const options = input.options ?? {}
  const placeholder = options.labels?.placeholder ?? 'Enter your phone number…'
  return (
    <FieldForm
      label={placeholder}
      placeholder={placeholder}
      buttonLabel={options.labels?.button || 'Send'}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      initialValue={context.prefill}
      autoFocus={context.autoFocus}
      validate={(value) => (isPhoneNumber(value) ? undefined : options.retryMessageContent || retryTexts.phone)}
      onSubmit={(value) => textAnswer(onAnswer, value)}
    />
  )
}
