import { FieldRow, FormCard } from '../form/FormCard'
import { TextField } from '../form/TextField'

const path = (key: string) => `general.systemMessages.${key}`

/** Texts the chat shows outside the flow; each falls back to its default, shown in grey. */
export function SystemMessagesSettings() {
  return (
    <FormCard
      title="System messages"
      id="settings-messages"
      description="What the chat says outside your flow. An empty field uses the default shown in grey; {{Variables}} are replaced."
    >
      <TextField path={path('invalidMessage')} label="Invalid answer" hint="When an answer does not match what an input expects." />
      <TextField path={path('botClosed')} label="Bot closed" hint="When a visitor tries to start a chat while the bot is closed." />
      <FieldRow>
        <TextField path={path('networkErrorTitle')} label="Connection problem: title" />
        <TextField path={path('networkErrorMessage')} label="Connection problem: message" />
      </FieldRow>
      <FieldRow>
        <TextField path={path('popupBlockedTitle')} label="Pop-up blocked: title" />
        <TextField path={path('popupBlockedButtonLabel')} label="Pop-up blocked: button" />
      </FieldRow>
      <TextField path={path('popupBlockedDescription')} label="Pop-up blocked: description" hint="When the browser stops a link the bot opens in a new tab." />
      <FieldRow>
        <TextField path={path('fileUploadError')} label="Upload failed" />
        <TextField path={path('fileUploadSizeError')} label="File too large" hint="[[file]] and [[limit]] become the file's name and the limit in MB." />
      </FieldRow>
      <TextField path={path('messagingAppPictureChoiceSelectLabel')} label="Picture choice “Select” button" hint="Used by messaging-app channels only, not by the web chat." />
    </FormCard>
  )
}
