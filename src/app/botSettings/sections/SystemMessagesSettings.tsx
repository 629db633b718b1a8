import { FieldRow, FormCard } from '../form/FormCard'
import { TextField } from '../form/TextField'
import { settingsSections } from '../settingsSections'

const path = (key: string) => `general.systemMessages.${key}`

/** Texts the chat shows outside the flow; each falls back to its default, shown in grey. */
export function SystemMessagesSettings() {
  return (
    <FormCard {...settingsSections.messages}>
      <TextField path={path('invalidMessage')} label="Answer not accepted" hint="When an answer is not what a question expects, such as an email without @." />
      <TextField path={path('botClosed')} label="Bot closed" hint="When a visitor tries to start a chat while the bot is closed." />
      <FieldRow>
        <TextField path={path('networkErrorTitle')} label="Connection lost: title" />
        <TextField path={path('networkErrorMessage')} label="Connection lost: message" />
      </FieldRow>
      <FieldRow>
        <TextField path={path('popupBlockedTitle')} label="Pop-up blocked: title" />
        <TextField path={path('popupBlockedButtonLabel')} label="Pop-up blocked: button" />
      </FieldRow>
      <TextField path={path('popupBlockedDescription')} label="Pop-up blocked: description" hint="When the visitor’s browser stops a link the bot tries to open in a new tab." />
      <FieldRow>
        <TextField path={path('fileUploadError')} label="Upload failed" />
        <TextField path={path('fileUploadSizeError')} label="File too large" hint="[[file]] and [[limit]] become the file’s name and the size limit in MB." />
      </FieldRow>
      <TextField
        path={path('messagingAppPictureChoiceSelectLabel')}
        label="Picture choice: “Select” button"
        hint="Only used when the bot runs in a messaging app such as WhatsApp; your web chat doesn’t show it."
      />
    </FormCard>
  )
}
