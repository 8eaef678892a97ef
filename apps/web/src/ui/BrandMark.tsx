/** The programme's mark: a shield with a cross, drawn inline (no request). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M32 4 8 13v17c0 15 10 26 24 30 14-4 24-15 24-30V13z" fill="var(--mantine-primary-color-filled)" />
      <path d="M28 20h8v10h10v8H36v10h-8V38H18v-8h10z" fill="#fff" />
    </svg>
  );
}
