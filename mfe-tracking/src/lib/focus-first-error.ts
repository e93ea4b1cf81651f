import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * react-hook-form's invalid-submit handler for forms of @tally/ui inputs, which take no ref (so
 * the library cannot focus them itself): focuses the first invalid field by its name (the first
 * radio of a group), and the screen reader reads its error (aria-describedby) with it.
 */
export function focusFirstError<T extends FieldValues>(errors: FieldErrors<T>, event?: { target: unknown }): void {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return;
  for (const name of Object.keys(errors)) {
    const field = form.elements.namedItem(name);
    const first = field instanceof RadioNodeList ? field[0] : field;
    if (first instanceof HTMLInputElement) {
      first.focus();
      return;
    }
  }
}
