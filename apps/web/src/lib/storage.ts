/**
 * The browser's local or session storage, or null where the browser refuses it (storage blocked by
 * the user's settings, a sandboxed frame): merely reading `window.localStorage` then throws, so every
 * caller asks here and treats null as "nothing stored".
 */
export function storage(area: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[area];
  } catch {
    return null;
  }
}
