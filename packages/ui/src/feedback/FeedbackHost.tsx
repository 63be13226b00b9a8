import { message, Modal } from 'antd';
import { useEffect } from 'react';
import type { FeedbackApis } from './feedback';

/**
 * antd's toast area and dialog host, themed by the ConfigProvider around them. Loaded with the
 * first toast or confirmation (FeedbackProvider), not with the first page.
 */
export default function FeedbackHost({ onReady }: { onReady: (apis: FeedbackApis) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    onReady({ message: messageApi, modal: modalApi });
  }, [onReady, messageApi, modalApi]);
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}
