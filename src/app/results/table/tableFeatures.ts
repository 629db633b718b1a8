import { columnOrderingFeature, columnResizingFeature, columnSizingFeature, columnVisibilityFeature, tableFeatures } from '@tanstack/react-table'

/** What the results table does with its columns: order, hide and resize them (rows come sorted and filtered from the service). */
export const resultTableFeatures = tableFeatures({ columnOrderingFeature, columnVisibilityFeature, columnSizingFeature, columnResizingFeature })
export type ResultTableFeatures = typeof resultTableFeatures
