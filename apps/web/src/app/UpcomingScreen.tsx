import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconTool, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/PageHeader';

export interface UpcomingScreenProps {
  title: string;
  /** What the screen is for, in one line. */
  description: string;
  /** The piece of work that delivers it, e.g. "stock requests". */
  work: string;
  icon?: Icon;
}

/** A screen that later work builds: its title, what it is for, and when it comes. Never a broken page. */
export function UpcomingScreen({ title, description, work, icon: ScreenIcon = IconTool }: UpcomingScreenProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <EmptyState
        withCard
        size="lg"
        icon={<ScreenIcon size={34} stroke={1.6} />}
        title="This screen is on its way"
        description={`This screen arrives with the ${work} work.`}
        actions={
          <Group gap="sm" justify="center">
            <Button component={Link} to="/" variant="light" leftSection={<IconArrowLeft size={16} />}>
              Back to dashboard
            </Button>
          </Group>
        }
      />
    </>
  );
}

/** Shorthand for route tables. */
export function upcoming(props: UpcomingScreenProps) {
  return <UpcomingScreen {...props} />;
}
