import { isValidElement, type ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from './useDocumentTitle';

/** The words of a title for the document's title: a string, or the `title` of a CountTitle-like element. */
function titleText(title: ReactNode): string | null {
  if (typeof title === 'string') return title;
  if (isValidElement<{ title?: unknown }>(title) && typeof title.props.title === 'string') return title.props.title;
  return null;
}

/**
 * Title of a screen (the page's one h1, and the document's title: "Orders · Reserve Drug Supply"),
 * an optional line under it, and actions on the right.
 */
export function PageHeader({ title, description, actions }: { title: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(titleText(title));
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="md" wrap="wrap">
      <Stack gap={4} miw={0}>
        <Title order={1} fz={{ base: 22, sm: 26 }} fw={650} lh={1.2}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
