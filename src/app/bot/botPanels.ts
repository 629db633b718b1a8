/** The panels of a bot, in tab order; each is a route `/bots/:botId/<path>`. */
export const botPanels = [
  { path: 'flow', label: 'Flow' },
  { path: 'theme', label: 'Theme' },
  { path: 'settings', label: 'Settings' },
  { path: 'translations', label: 'Translations' },
  { path: 'share', label: 'Share' },
  { path: 'results', label: 'Results' },
  { path: 'analytics', label: 'Analytics' },
] as const
