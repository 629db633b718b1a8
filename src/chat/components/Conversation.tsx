import type { ResolvedTheme } from '../../shared/bot/theme/resolvedTheme'
import type { ChatEntry, DynamicTheme } from '../runtime/chatState'
import { CalComBooking } from './bubbles/CalComBooking'
import { HostBubble } from './bubbles/HostBubble'
import { markdownToNodes, RichText } from './bubbles/RichText'
import { BotIcon, UserIcon } from './icons'

const isHostLike = (entry: ChatEntry | undefined) => entry?.kind === 'host' || entry?.kind === 'stream' || entry?.kind === 'calCom'

export function Avatar({ url, isGuest }: { url?: string; isGuest?: boolean }) {
  if (url) return <img className="bbc-avatar" src={url} alt="" />
  return <span className={`bbc-avatar${isGuest ? ' bbc-avatar-guest' : ''}`}>{isGuest ? <UserIcon /> : <BotIcon />}</span>
}

export function TypingIndicator() {
  return (
    <div className="bbc-bubble bbc-host" role="img" aria-label="Typing">
      <span className="bbc-typing">
        <span />
        <span />
        <span />
      </span>
    </div>
  )
}

type Props = {
  entries: ChatEntry[]
  isTyping: boolean
  theme: ResolvedTheme
  dynamicTheme: DynamicTheme
  onRetry: () => void
  onBooked: (key: string, date: string | null) => void
  /** Focused mode (issue 14): entries before `questionStart` are history, faded away and hidden from assistive technology. */
  focus?: { questionStart: number }
}

/** Props of one row in focused mode: history fades out and leaves the accessibility tree; the question's first row can take focus. */
function rowProps(index: number, focus: Props['focus']) {
  if (!focus) return {}
  if (index < focus.questionStart) return { 'aria-hidden': true, 'data-history': '' }
  return index === focus.questionStart ? { tabIndex: -1, 'data-question-start': '' } : {}
}

/** The conversation so far: host bubbles (avatar on the last of a run), answers, notices, typing dots. */
export function Conversation({ entries, isTyping, theme, dynamicTheme, onRetry, onBooked, focus }: Props) {
  const { hostAvatar, guestAvatar } = theme.chat
  const hostAvatarUrl = dynamicTheme.hostAvatarUrl || hostAvatar.url
  const guestAvatarUrl = dynamicTheme.guestAvatarUrl || guestAvatar.url
  const hostSide = (showAvatar: boolean) =>
    hostAvatar.isEnabled ? showAvatar ? <Avatar url={hostAvatarUrl} /> : <span className="bbc-avatar-space" /> : null

  return (
    <ol className="bbc-list" aria-label="Conversation">
      {entries.map((entry, index) => {
        const isLastOfRun = !isHostLike(entries[index + 1]) && !(index === entries.length - 1 && isTyping)
        switch (entry.kind) {
          case 'host':
            return (
              <li key={entry.key} className="bbc-row" data-block-id={entry.message.id} {...rowProps(index, focus)}>
                {hostSide(isLastOfRun)}
                <HostBubble message={entry.message} />
              </li>
            )
          case 'stream':
            return (
              <li key={entry.key} className="bbc-row" {...rowProps(index, focus)}>
                {hostSide(isLastOfRun)}
                <div className="bbc-bubble bbc-host" data-bubble="stream">
                  <RichText nodes={markdownToNodes(entry.text || '…')} />
                </div>
              </li>
            )
          case 'guest':
            return (
              <li key={entry.key} className="bbc-row bbc-row-guest" {...rowProps(index, focus)}>
                <div className="bbc-bubble bbc-guest" data-bubble="guest">
                  {entry.text}
                  {entry.files && (
                    <ul className="bbc-guest-files">
                      {entry.files.map((file) => (
                        <li key={file.url}>
                          <a href={file.url} target="_blank" rel="noopener noreferrer" style={{ color: 'inherit' }}>
                            {file.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
                {guestAvatar.isEnabled && <Avatar url={guestAvatarUrl} isGuest />}
              </li>
            )
          case 'calCom':
            return (
              <li key={entry.key} className="bbc-row" data-embed="cal-com" {...rowProps(index, focus)}>
                {hostSide(isLastOfRun)}
                <CalComBooking booking={entry.booking} inPage={entry.inPage} isDone={entry.isDone} onBooked={(date) => onBooked(entry.key, date)} />
              </li>
            )
          case 'notice':
            return (
              <li key={entry.key} className="bbc-notice" data-notice="" {...rowProps(index, focus)}>
                {entry.title && <strong>{entry.title}</strong>}
                <span>{entry.text}</span>
                {(entry.link || entry.canRetry) && (
                  <div className="bbc-actions">
                    {entry.link && (
                      <a className="bbc-button" href={entry.link.url} target="_blank" rel="noopener noreferrer">
                        {entry.link.label}
                      </a>
                    )}
                    {entry.canRetry && index === entries.length - 1 && (
                      <button type="button" className="bbc-button" onClick={onRetry}>
                        Try again
                      </button>
                    )}
                  </div>
                )}
              </li>
            )
        }
      })}
      {isTyping && (
        <li className="bbc-row">
          {hostSide(true)}
          <TypingIndicator />
        </li>
      )}
    </ol>
  )
}
