import { opsComplaintDetail, opsComplaintImage, opsReply } from '@tz-loan/contract/complaint/calls';
import {
  App,
  Button,
  Descriptions,
  Drawer,
  Form,
  Image,
  Input,
  Space,
  Typography,
  Upload,
  type UploadFile,
} from 'antd';
import { useState } from 'react';
import { staffCall, staffUpload } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';
import { when } from '../shared/format.ts';
import { LoadState } from '../shared/load-state.tsx';
import { staffImageUrl } from '../shared/staff-image.ts';
import { useLoad } from '../shared/use-load.ts';

/** One complaint: what the borrower wrote and sent, the reply so far, and a reply (again) with photos. */
export const ComplaintDetail = ({
  problemId,
  onClose,
  onReplied,
}: {
  problemId: number;
  onClose: () => void;
  onReplied: () => void;
}) => {
  const t = useT();
  const { message } = App.useApp();
  const { data, error, loading, reload } = useLoad(
    () => staffCall(opsComplaintDetail, { problemId }),
    [problemId],
  );
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ text: string }>();

  const send = async ({ text }: { text: string }) => {
    setBusy(true);
    try {
      const images = files
        .map((file) => (file.response as { imageId?: string } | undefined)?.imageId)
        .filter(Boolean)
        .join(',');
      await staffCall(opsReply, { problemId, text, images: images || undefined });
      message.success(t('replySent'));
      form.resetFields();
      setFiles([]);
      reload();
      onReplied();
    } catch (reason) {
      message.error(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open
      size="large"
      title={data ? t('complaint', { reference: data.reference }) : t('loading')}
      onClose={onClose}
      closable={{ 'aria-label': t('close') }}
    >
      <LoadState loading={loading} error={error} reload={reload}>
        {data && (
          <>
            <Descriptions
              column={1}
              items={[
                { key: 'phone', label: t('phone'), children: data.phone },
                { key: 'type', label: t('type'), children: data.type },
                { key: 'order', label: t('order'), children: data.orderId ?? '' },
                { key: 'created', label: t('created'), children: when(data.createdAt) },
                { key: 'replyBy', label: t('replyBy'), children: data.replyBy },
                { key: 'score', label: t('score'), children: data.score ?? '' },
              ]}
            />
            <Typography.Title level={2} style={{ fontSize: 18 }}>
              {t('borrowerWrote')}
            </Typography.Title>
            <Typography.Paragraph lang={data.language} style={{ whiteSpace: 'pre-wrap' }}>
              {data.content}
            </Typography.Paragraph>
            {data.images.length > 0 && (
              <Space wrap>
                {data.images.map((path, index) => (
                  <Image
                    key={path}
                    width={120}
                    src={staffImageUrl(path)}
                    alt={t('photoOf', { n: index + 1, reference: data.reference })}
                  />
                ))}
              </Space>
            )}
            {data.reply && (
              <>
                <Typography.Title level={2} style={{ fontSize: 18 }}>
                  {t('reply')} · {data.repliedBy} · {when(data.repliedAt)}
                </Typography.Title>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{data.reply}</Typography.Paragraph>
                <Space wrap>
                  {data.replyImages.map((path, index) => (
                    <Image
                      key={path}
                      width={120}
                      src={staffImageUrl(path)}
                      alt={t('replyPhotoOf', { n: index + 1 })}
                    />
                  ))}
                </Space>
              </>
            )}
            <Typography.Title level={2} style={{ fontSize: 18 }}>
              {data.reply ? t('replyAgain') : t('reply')}
            </Typography.Title>
            <Form form={form} layout="vertical" onFinish={send} requiredMark={false}>
              <Form.Item
                label={t('replyText')}
                name="text"
                rules={[{ required: true, whitespace: true, message: t('required') }]}
              >
                <Input.TextArea rows={4} maxLength={2000} showCount />
              </Form.Item>
              <Form.Item label={t('addPhotos')}>
                <Upload
                  accept="image/*"
                  listType="picture"
                  multiple
                  fileList={files}
                  onChange={({ fileList }) => setFiles(fileList)}
                  customRequest={({ file, onSuccess, onError }) => {
                    const blob = file as File;
                    staffUpload(opsComplaintImage, 'image', blob, blob.name ?? 'photo')
                      .then((uploaded) => onSuccess?.(uploaded))
                      .catch((reason: Error) => {
                        message.error(reason.message);
                        onError?.(reason);
                      });
                  }}
                >
                  <Button>{t('addPhotos')}</Button>
                </Upload>
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('sendReply')}
              </Button>
            </Form>
          </>
        )}
      </LoadState>
    </Drawer>
  );
};
