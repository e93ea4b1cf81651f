/**
 * Moves focus to the first field marked aria-invalid inside `root`, so after a refused submit the
 * person (and their screen reader, which then reads the field's error) lands on what to fix. A
 * marked group (a radio group) gets its first control focused.
 */
export function focusFirstInvalid(root: HTMLElement | null): void {
  const marked = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = marked?.matches('input, select, textarea') ? marked : marked?.querySelector<HTMLElement>('input, select, textarea');
  target?.focus();
}
