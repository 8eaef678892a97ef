import type { StockRequest } from '@rds/contract';
import { CommentsSection as Comments } from '../../../domain';
import { showSuccess } from '../../../ui/toasts';
import { useAddComment } from '../api';

/** The request's comments and the Add New Comments form. */
export function CommentsSection({ request }: { request: StockRequest }) {
  const add = useAddComment();
  return (
    <Comments
      comments={request.StockRequestComments}
      commentCount={request.commentCount}
      pending={add.isPending}
      onSubmit={(comment, sent) =>
        add.mutate(
          { id: request._id, comment },
          {
            onSuccess: (result) => {
              sent();
              showSuccess(result.message);
            },
          },
        )
      }
    />
  );
}
