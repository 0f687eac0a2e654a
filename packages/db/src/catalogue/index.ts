export * from './catalogue-rows';
export type {
  ApplyReport,
  CatalogueChanges,
  CataloguePlan,
  CatalogueRefusal,
  FieldChange,
  RefusalCode,
  RowChange,
  TableChanges,
  TableCounts,
} from './catalogue-plan';
export { CatalogueInvalidError, CatalogueRefusedError, isCatalogueRefused } from './catalogue-errors';
export { readCatalogueRows } from './read-catalogue-rows';
export { planCatalogueChanges, type ApplyOptions, type CatalogueOptions } from './plan-catalogue-changes';
export { APPLY_LOCK_CLASS, applyCatalogue, CatalogueStockChangedError } from './apply-catalogue';
