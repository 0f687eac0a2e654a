/**
 * The text inputs of a form by name, plus `checkboxes` as booleans (an unchecked box is absent
 * from FormData). Read on submit, so inputs stay uncontrolled and keep what the fan typed.
 */
export function formValues(
  form: HTMLFormElement,
  checkboxes: readonly string[] = [],
): Record<string, string | boolean> {
  const data = new FormData(form);
  const values: Record<string, string | boolean> = {};
  for (const [name, value] of data) if (typeof value === 'string') values[name] = value;
  for (const name of checkboxes) values[name] = data.has(name);
  return values;
}

/** Moves focus to the first field marked invalid, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
