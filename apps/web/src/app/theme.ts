import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A calm clinical teal-blue, shade 7 (#068199) as the primary. */
const clinical: MantineColorsTuple = ['#e5f7fa', '#d2eef2', '#a5dbe5', '#74c7d7', '#4db6cb', '#34abc4', '#23a5c1', '#068199', '#007389', '#006377'];

export const theme = createTheme({
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
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, shadow: 'xs' } },
    Tooltip: { defaultProps: { withArrow: true } },
  },
});
