import { Avatar, Badge, Button, Divider, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMessageCircle, IconSend } from '@tabler/icons-react';
import type { Comment } from '@rds/contract';
import { DEFAULT_AVATAR, fileUrl } from '../lib/api';
import { EmptyState } from '../ui/EmptyState';
import { formatDateTime, pluralize } from '../ui/format';
import { t } from '../lib/i18n';

const SENDER_LABEL: Record<Comment['senderType'], string> = {
  MEMBER: 'userType.member',
  SUPPLIER: 'userType.supplier',
  HEALTHPRO: 'userType.healthpro',
  DISTRIBUTOR: 'userType.distributor',
};

function CommentItem({ comment }: { comment: Comment }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start" data-testid="comment">
      <Avatar src={fileUrl(comment.Sender.profilePic, DEFAULT_AVATAR)} alt="" radius="xl" size={40} />
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={650}>
            {comment.Sender.name}
          </Text>
          <Badge size="xs" variant="light" color="gray" radius="sm">
            {t(SENDER_LABEL[comment.senderType])}
          </Badge>
          <Text size="xs" c="dimmed">
            {formatDateTime(comment.date)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.comment}
        </Text>
      </Stack>
    </Group>
  );
}

export interface CommentsSectionProps {
  comments: Comment[];
  /** The record's comment count (at least the comments given). */
  commentCount: number;
  /** A comment is being sent. */
  pending: boolean;
  /** Send the comment; call `sent` once it is saved (the form then clears). */
  onSubmit: (comment: string, sent: () => void) => void;
  /** The caller may read the thread but not add to it (its record's comment ability is false). */
  readOnly?: boolean;
}

/**
 * A stock request's or a replenishment's comments, newest first, with their count, and the Add
 * New Comments form.
 */
export function CommentsSection({ comments: given, commentCount, pending, onSubmit, readOnly = false }: CommentsSectionProps) {
  const form = useForm({ initialValues: { comment: '' } });
  const comments = [...given].sort((a, b) => b.date.localeCompare(a.date));
  const count = Math.max(commentCount, comments.length);

  // No client check on a comment (the spec's rule): the server answers an empty one in a toast.
  const submit = form.onSubmit((values) => {
    if (pending) return;
    onSubmit(values.comment, () => form.reset());
  });

  return (
    <Paper withBorder shadow="xs" p="lg">
      <Stack gap="lg">
        <Group gap="sm">
          <Title order={3} fz="md">
            {t('domain.comments')}
          </Title>
          <Badge variant="light" radius="sm" data-testid="comment-count">
            {pluralize(count, 'comment')}
          </Badge>
        </Group>
        {readOnly ? null : (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Textarea
                label={t('domain.addNewComments')}
                placeholder={t('domain.writeAComment')}
                {...form.getInputProps('comment')}
                autosize
                minRows={3}
                maxRows={8}
                maxLength={5000}
              />
              <Group justify="flex-end">
                <Button type="submit" leftSection={<IconSend size={16} />} loading={pending}>
                  {t('domain.submitComment')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {readOnly ? null : <Divider />}
        {comments.length === 0 ? (
          <EmptyState
            size="sm"
            icon={<IconMessageCircle size={26} stroke={1.6} />}
            title={t('domain.noCommentsYet')}
            description={t('domain.questionsAboutTheProposedLots')}
          />
        ) : (
          <Stack gap="lg">
            {comments.map((comment) => (
              <CommentItem key={comment._id} comment={comment} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
