import { z } from 'zod';

/*
 * Apart from i18n.ts so that the sign-in pages, which read the catalogue options, do not carry zod:
 * a module lands whole in one chunk, and this function would bring zod's core with it.
 */

/**
 * Makes zod's own messages (a check without its own `error`) catalogue keys too, so that they are
 * translated like the rest. Call it once where zod runs (the API at start, the web with its forms, lib/form.ts): the
 * contract itself has no side effects.
 */
export function useCatalogueKeysForZod() {
  z.config({
    customError: (issue) => {
      if (issue.code === 'too_big' && issue.origin === 'string') return 'validation.tooLong';
      if (issue.code === 'too_small' && issue.origin === 'string') return 'validation.tooShort';
      return 'validation.invalid';
    },
  });
}
