import type { UseQueryResult } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { failureText } from './query-data.ts';

/** A data screen's query while it is not there yet: a loading dot, or what failed with Retry. */
export const QueryState = ({
  query,
  failedTitle,
}: {
  query: UseQueryResult<unknown>;
  failedTitle: string;
}) => {
  if (query.isPending) return <DotLoading color="primary" />;
  if (!query.isError) return null;
  return (
    <ErrorBlock
      className="lp-failed"
      status="default"
      title={failedTitle}
      description={failureText(query.error)}
    >
      <Button
        color="primary"
        onClick={() => {
          query.refetch();
        }}
      >
        Retry
      </Button>
    </ErrorBlock>
  );
};
