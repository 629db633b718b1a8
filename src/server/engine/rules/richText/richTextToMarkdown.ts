// Moved to src/shared (the translations panel and the engine read rich text the same way).
export * from '../../../../shared/bot/richText/richTextToMarkdown'
