import { Alert, Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../i18n/language.tsx';

/** The loading spinner or the refusal's message with a retry, else the content. */
export const LoadState = ({
  loading,
  error,
  reload,
  children,
}: {
  loading: boolean;
  error: string | null;
  reload: () => void;
  children: ReactNode;
}) => {
  const t = useT();
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={error}
        action={
          <Button size="small" onClick={reload}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  return (
    <Spin spinning={loading} description={t('loading')}>
      {children}
    </Spin>
  );
};
