/** The catalogue parts the build cuts from the JSON catalogues (vite.config.ts, catalogueParts). */
declare module 'virtual:catalogue/*' {
  const messages: Record<string, string>;
  export default messages;
  /** The syntax tree of each message with ICU syntax, keyed by the message (src/lib/icu.ts). */
  export const compiled: Record<string, unknown>;
}
