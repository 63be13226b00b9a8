import {
  AppstoreAddOutlined,
  CreditCardOutlined,
  EditOutlined,
  GiftOutlined,
  SafetyOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog, PageHeader, Paragraph, Title } from '@tessera/ui';
import '../shared/pages.css';
import './modals.css';

// Each dialog's code loads when it first opens.
const ShareProjectModal = lazyDialog(() =>
  import('./ShareProjectModal').then((module) => ({ default: module.ShareProjectModal })),
);
const CreateAppModal = lazyDialog(() =>
  import('./CreateAppModal').then((module) => ({ default: module.CreateAppModal })),
);
const AddCardModal = lazyDialog(() =>
  import('./AddCardModal').then((module) => ({ default: module.AddCardModal })),
);
const EditUserModal = lazyDialog(() =>
  import('./EditUserModal').then((module) => ({ default: module.EditUserModal })),
);
const TwoFactorModal = lazyDialog(() =>
  import('./TwoFactorModal').then((module) => ({ default: module.TwoFactorModal })),
);
const ReferModal = lazyDialog(() =>
  import('./ReferModal').then((module) => ({ default: module.ReferModal })),
);

type Example = 'share' | 'app' | 'card' | 'user' | 'twoFactor' | 'refer';

const examples: { key: Example; icon: ReactNode }[] = [
  { key: 'share', icon: <ShareAltOutlined aria-hidden /> },
  { key: 'app', icon: <AppstoreAddOutlined aria-hidden /> },
  { key: 'card', icon: <CreditCardOutlined aria-hidden /> },
  { key: 'user', icon: <EditOutlined aria-hidden /> },
  { key: 'twoFactor', icon: <SafetyOutlined aria-hidden /> },
  { key: 'refer', icon: <GiftOutlined aria-hidden /> },
];

/**
 * `/pages/modal-examples`: the product's dialogs, each working. Edit user saves the account
 * through its settings' call; the others check what is typed and say so, keeping nothing.
 */
export default function ModalExamplesPage() {
  const { t } = useTranslation('pages');
  const [open, setOpen] = useState<Example | null>(null);
  const close = () => setOpen(null);
  const shown = (key: Example) => ({ open: open === key, onClose: close });
  return (
    <>
      <PageHeader title={t('modals.title')} description={t('modals.subtitle')} />
      <div className="pages-grid">
        {examples.map(({ key, icon }) => (
          <Card key={key} className="modal-example">
            <span className="modal-example__icon">{icon}</span>
            <Title level={2} size={4} id={`example-${key}`}>
              {t(`modals.${key}.title`)}
            </Title>
            <Paragraph type="secondary">{t(`modals.${key}.summary`)}</Paragraph>
            <Button type="primary" aria-describedby={`example-${key}`} onClick={() => setOpen(key)}>
              {t('modals.show')}
            </Button>
          </Card>
        ))}
      </div>
      <ShareProjectModal {...shown('share')} />
      <CreateAppModal {...shown('app')} />
      <AddCardModal {...shown('card')} />
      <EditUserModal {...shown('user')} />
      <TwoFactorModal {...shown('twoFactor')} />
      <ReferModal {...shown('refer')} />
    </>
  );
}
