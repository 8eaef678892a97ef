import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { useCatalogueKeysForZod } from '@rds/contract';
import { translateIssue } from './i18n';

// zod's own messages become catalogue keys (decision 009). Set here, with the forms, rather than
// at start-up: every screen that validates with zod does it through this module, and zod stays out
// of the login page's bundle.
useCatalogueKeysForZod();

/**
 * A form validator from a contract schema, like @mantine/form's `schemaResolver(schema, { sync: true })`,
 * but with each message (a catalogue key) in the current language.
 */
export function schemaResolver<T>(schema: z.ZodType, _options?: { sync: true }) {
  return (values: T): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      if (!(path in errors)) errors[path] = translateIssue(issue);
    }
    return errors;
  };
}

/** Every distinct message of a failed validation, in field order, to stack as toasts; the fallback when none is text. */
export function allErrors(errors: FormErrors, fallback: string): string[] {
  const messages = Object.values(errors).filter((message): message is string => typeof message === 'string' && message !== '');
  return messages.length > 0 ? [...new Set(messages)] : [fallback];
}

/** A field's input props with its error shown as a red outline only (the message goes to a toast). */
export function outlineOnly<T extends { error?: unknown }>(props: T): T & { error: boolean } {
  return { ...props, error: !!props.error };
}
