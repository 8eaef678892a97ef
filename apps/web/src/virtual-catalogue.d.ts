/** The catalogue parts the build cuts from the JSON catalogues (vite.config.ts, catalogueParts). */
declare module 'virtual:catalogue/*' {
  const messages: Record<string, string>;
  export default messages;
}
