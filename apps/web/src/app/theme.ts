import {
  createTheme,
  defaultVariantColorsResolver,
  Input,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';
import classes from './theme.module.css';

/** A calm clinical teal-blue, shade 7 (#068199) as the primary. */
const clinical: MantineColorsTuple = ['#e5f7fa', '#d2eef2', '#a5dbe5', '#74c7d7', '#4db6cb', '#34abc4', '#23a5c1', '#068199', '#007389', '#006377'];

/** Light hues whose darkest shade still reads under 4.5:1 on their own tint: their text takes a fixed dark brown. */
const PALE = new Set(['yellow', 'orange', 'lime']);

/** Text on a hue's light tint, dark enough for 4.5:1 on the tint (shade 9 alone gives about 4:1 on green or teal). */
const DARK_TEXT: Record<string, string> = {
  green: '#1b5e2a',
  teal: '#0b5f55',
  red: '#a51d1d',
  pink: '#9c1d5a',
  grape: '#7a1f8f',
  violet: '#4c2a9e',
  indigo: '#2f3a9e',
  blue: '#144c99',
  cyan: '#0b6477',
  clinical: '#00505f',
};

/** Hues whose shade 8 still reads under 4.5:1 under white (green 3.5:1, teal 4.0:1, cyan 4.3:1): filled, they take their dark text colour. */
const DEEP_FILLED = new Set(['green', 'teal', 'cyan']);

/**
 * Text contrast of at least 4.5:1 on badges and buttons (WCAG 1.4.3). Mantine's light, outline and
 * subtle variants write in shade 6 of their colour on a tint of it (green or red at about 2.5:1):
 * here they write in shade 9 (dark brown for the pale hues). Filled ones put white on shade 8
 * instead of 6 (white on red.6 is 3.6:1, on red.8 4.5:1), or on the dark text colour where even
 * shade 8 is too light.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const result = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return result;
  const text = PALE.has(parsed.color) ? '#6b4200' : (DARK_TEXT[parsed.color] ?? `var(--mantine-color-${parsed.color}-9)`);
  switch (input.variant) {
    case 'light':
    case 'subtle':
      return { ...result, color: text, hoverColor: text };
    case 'outline':
      return { ...result, color: text, hoverColor: text, border: `1px solid ${text}` };
    case 'filled':
    case undefined:
      if (PALE.has(parsed.color)) return { ...result, color: '#1f1400' };
      if (DEEP_FILLED.has(parsed.color)) {
        const deep = DARK_TEXT[parsed.color]!;
        return { ...result, background: deep, hover: `color-mix(in srgb, ${deep} 85%, black)` };
      }
      return { ...result, background: `var(--mantine-color-${parsed.color}-8)`, hover: `var(--mantine-color-${parsed.color}-9)` };
    default:
      return result;
  }
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'clinical',
  primaryShade: 7,
  colors: { clinical },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '650',
  },
  components: {
    Input: Input.extend({ classNames: { input: classes.input } }),
    Button: { defaultProps: { radius: 'md' } },
    // A badge keeps its width in a row that runs short: squeezed, it shows an empty pill.
    Badge: { styles: { root: { flexShrink: 0 } } },
    // A word longer than a phone's line (French "Réapprovisionnements") breaks rather than push the page sideways.
    Title: { styles: { root: { overflowWrap: 'break-word' } } },
    TextInput: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, shadow: 'xs' } },
    Tooltip: { defaultProps: { withArrow: true } },
    Notification: { classNames: { description: classes.notificationDescription } },
  },
});

/**
 * Text contrast of at least 4.5:1 (WCAG 1.4.3) on white and on the grey page: Mantine's dimmed
 * grey (gray.6, #868e96) reads at 3.3:1, so helper text, captions and the "dimmed" colour use a
 * darker grey (#5c636a: 6.1:1 on white, 5.8:1 on gray.0); disabled text likewise. A field's error
 * message is red.9 (5.2:1 on white), not red.6 (3.3:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#5c636a',
    '--mantine-color-disabled-color': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
