import { Button, Form } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@tessera/ui';
import { AuthFrame } from '../frame/AuthFrame';
import type { AuthPageProps } from '../frame/authPages';
import { AuthResult } from '../shared/AuthResult';
import { useSimulatedRequest } from '../shared/useSimulatedRequest';
import { CodeInput, isCompleteCode } from './CodeInput';

const CODE_LENGTH = 6;

export default function TwoStepsPage(props: AuthPageProps) {
  const { t } = useTranslation('auth');
  const { message } = useFeedback();
  const [form] = Form.useForm<{ code: string }>();
  const code = Form.useWatch('code', form);
  const labelId = useId();
  const verify = useSimulatedRequest();
  const resend = () => void message.success(t('twoSteps.resent'));
  return (
    <AuthFrame {...props} title={t('twoSteps.title')} subtitle={t('twoSteps.subtitle')}>
      {verify.done ? (
        <AuthResult title={t('twoSteps.doneTitle')} text={t('twoSteps.doneText')} />
      ) : (
        <Form form={form} layout="vertical" onFinish={verify.send}>
          <p id={labelId}>{t('twoSteps.codeLabel')}</p>
          <Form.Item name="code">
            <CodeInput length={CODE_LENGTH} labelledBy={labelId} />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            block
            disabled={!isCompleteCode(code, CODE_LENGTH)}
            loading={verify.sending}
          >
            {t('twoSteps.submit')}
          </Button>
          <p className="auth-frame__footer">
            {t('twoSteps.noCode')}{' '}
            <Button type="link" size="small" onClick={resend}>
              {t('twoSteps.resend')}
            </Button>
          </p>
        </Form>
      )}
    </AuthFrame>
  );
}
