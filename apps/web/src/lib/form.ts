import type { FormErrors } from '@mantine/form';

/**
 * The first message of a failed validation, for forms that answer in one toast (the spec's "Please
 * fill all required fields") rather than under each field.
 */
export function firstError(errors: FormErrors, fallback: string): string {
  const first = Object.values(errors).find((message) => typeof message === 'string' && message);
  return typeof first === 'string' ? first : fallback;
}

/** A field's input props with its error shown as a red outline only (the message goes to a toast). */
export function outlineOnly<T extends { error?: unknown }>(props: T): T & { error: boolean } {
  return { ...props, error: !!props.error };
}
