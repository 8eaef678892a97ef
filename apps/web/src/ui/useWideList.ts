import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether a list shows every column. Below Mantine's md breakpoint (62em) lists keep the columns
 * that matter on a phone and fold the rest into one cell per row, so that no table is wider than
 * the screen.
 */
export function useWideList(): boolean {
  return useMediaQuery('(min-width: 62em)', true);
}
