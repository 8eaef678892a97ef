import { Paper, Skeleton, Stack } from '@mantine/core';

/** One grey bar of a skeleton: its height in pixels and, when narrower than the card, its width. */
export interface SkeletonLine {
  h: number;
  w?: string;
}

/** A card's outline while its list loads; each screen passes the lines that echo its own cards. */
export function CardSkeleton({ lines }: { lines: SkeletonLine[] }) {
  return (
    <Paper withBorder shadow="xs" p="lg">
      <Stack gap="md">
        {lines.map((line, index) => (
          <Skeleton key={index} h={line.h} w={line.w} />
        ))}
      </Stack>
    </Paper>
  );
}
