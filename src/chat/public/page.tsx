// The public chat page `/b/{publicId}`: the chat on a page of its own. The server renders the
// document (title, meta tags, favicon) and passes what the script needs in data attributes.
import { mountChat } from '../components/Chat'
import { addTagManager, injectHeadCode } from './headCode'
import { takeQueryVariables } from './queryVariables'

const host = document.getElementById('chat')!
const { publicId = '', apiBase = '/api', variables = '[]', hideQueryParams = 'true', tagManagerId } = host.dataset

if (tagManagerId) addTagManager(tagManagerId)
// `?lang=fr` picks the bot's language ahead of the browser's (translations, issue 14).
const lang = new URLSearchParams(location.search).get('lang')?.slice(0, 35) || undefined
mountChat(host, {
  language: lang,
  apiBase: new URL(apiBase, location.origin).href.replace(/\/$/, ''),
  source: { type: 'public', publicId },
  prefilledVariables: takeQueryVariables(JSON.parse(variables) as string[], hideQueryParams === 'true'),
  scriptContext: 'page',
  onStartProps: ({ customHeadCode }) => injectHeadCode(customHeadCode),
})
