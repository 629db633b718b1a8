// Import of exported bot files: brand-name mapping, version migration, unsupported-block report.
export * from './findUnsupportedBlocks'
export * from './mapBrandNames'
export * from './migrateToLatestVersion'
