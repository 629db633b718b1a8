import { FieldRow } from '@/app/botSettings/form/FormCard'
import { SwitchField } from '@/app/botSettings/form/SwitchField'
import { ImageUrlField } from '../fields/ImageUrlField'

/** The pictures beside the bot's messages and the visitor's answers. */
export function AvatarFields() {
  return (
    <FieldRow>
      <div className="space-y-3">
        <SwitchField path="chat.hostAvatar.isEnabled" label="Bot avatar" />
        <ImageUrlField path="chat.hostAvatar.url" label="Bot avatar image URL" placeholder="Default: a robot icon" />
      </div>
      <div className="space-y-3">
        <SwitchField path="chat.guestAvatar.isEnabled" label="Visitor avatar" />
        <ImageUrlField path="chat.guestAvatar.url" label="Visitor avatar image URL" placeholder="Default: a person icon" />
      </div>
    </FieldRow>
  )
}
