import type { ChatInput } from '../../../shared/chat/response'
import { CardsInput } from './CardsInput'
import { ChoiceInput, PictureChoiceInput } from './ChoiceInput'
import { DateInput, TimeInput } from './DateInput'
import { FileInput } from './FileInput'
import type { Answer, InputContext } from './inputProps'
import { PaymentInput } from './payment/PaymentInput'
import { RatingInput } from './RatingInput'
import { EmailInput, NumberInput, PhoneInput, UrlInput } from './SimpleInputs'
import { TextInput } from './TextInput'

/** The pending input, by type (BLOCKS.md §2.2). */
export function ChatInputView({ input, onAnswer, context }: { input: ChatInput; onAnswer: Answer; context: InputContext }) {
  const props = { onAnswer, context }
  switch (input.type) {
    case 'text input':
      return <TextInput input={input} {...props} />
    case 'number input':
      return <NumberInput input={input} {...props} />
    case 'email input':
      return <EmailInput input={input} {...props} />
    case 'url input':
      return <UrlInput input={input} {...props} />
    case 'phone number input':
      return <PhoneInput input={input} {...props} />
    case 'date input':
      return <DateInput input={input} {...props} />
    case 'time input':
      return <TimeInput input={input} {...props} />
    case 'choice input':
      return <ChoiceInput input={input} {...props} />
    case 'picture choice input':
      return <PictureChoiceInput input={input} {...props} />
    case 'rating input':
      return <RatingInput input={input} {...props} />
    case 'file input':
      return <FileInput input={input} {...props} />
    case 'cards':
      return <CardsInput input={input} {...props} />
    case 'payment input':
      return <PaymentInput input={input} {...props} />
    default:
      return null
  }
}
