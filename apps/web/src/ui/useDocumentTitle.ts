import { useEffect } from 'react';

export const PROGRAMME_NAME = 'Reserve Drug Supply';

/** The document's title for a screen: "Stock Requests · Reserve Drug Supply"; the programme's name alone without one. */
export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} · ${PROGRAMME_NAME}` : PROGRAMME_NAME;
}

/** Sets the document's title while the screen is shown (null leaves it to the layout). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
