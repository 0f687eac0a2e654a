import type { RequiredField } from '@stadio/tenants/schema';
import type { ProfileField } from './customer-fields';

/** Whether the club makes `field` mandatory (with or without later change). */
export function isMandatory(required: readonly RequiredField[], field: string): boolean {
  const mode = required.find((entry) => entry.field === field)?.mode;
  return mode === 'mandatory_with_change' || mode === 'mandatory_without_change';
}

/** Whether `field`, once filled in, may no longer be changed (mode mandatory_without_change). */
export function isLockedOnceFilled(required: readonly RequiredField[], field: ProfileField): boolean {
  return required.some((entry) => entry.field === field && entry.mode === 'mandatory_without_change');
}
