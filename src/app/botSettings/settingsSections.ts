/** The Settings page's sections, in page order: their anchors (`#settings-typing`), titles and lines. */
export const settingsSections = {
  general: { id: 'settings-general', title: 'General', description: 'The badge under the chat, and values passed in the page’s link.' },
  remember: { id: 'settings-remember', title: 'Returning visitors', description: 'What happens when a visitor reloads the page or comes back later.' },
  typing: { id: 'settings-typing', title: 'Typing dots', description: 'Make the bot feel less abrupt by pausing before its messages.' },
  messages: {
    id: 'settings-messages',
    title: 'Chat messages',
    description: 'What the chat says outside your flow, such as when a connection drops. An empty field uses the text shown in grey; you can insert answers with {{Variable name}}.',
  },
  security: { id: 'settings-security', title: 'Access', description: 'Which websites may show your chat, and who may look at how the bot is built.' },
  metadata: { id: 'settings-metadata', title: 'Sharing and search', description: 'How your public chat page looks on the browser tab, when its link is shared, and in search engines.' },
} as const

export type SettingsSection = (typeof settingsSections)[keyof typeof settingsSections]
