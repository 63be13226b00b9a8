import { CalendarOutlined, EnvironmentOutlined, IdcardOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProfileHeader as Header } from '@tessera/api-client';
import { PageTitle, Text } from '@tessera/ui';
import { useFormatDay } from './format';

/** The cover, the picture, the name and where the person stands. */
export function ProfileHeader({ header }: { header: Header }) {
  const { t } = useTranslation('pages');
  const day = useFormatDay();
  return (
    <Card className="profile-header" styles={{ body: { padding: 0 } }}>
      <img className="profile-header__cover" src={header.cover} alt="" />
      <div className="profile-header__who">
        <img
          className="profile-header__avatar"
          src={header.avatar}
          alt={t('profile.avatarOf', { name: header.fullName })}
          width={96}
          height={96}
        />
        <div className="profile-header__text">
          <PageTitle>{header.fullName}</PageTitle>
          <ul className="profile-header__facts">
            <li>
              <IdcardOutlined aria-hidden /> <Text>{header.designation}</Text>
            </li>
            <li>
              <EnvironmentOutlined aria-hidden /> <Text>{header.location}</Text>
            </li>
            <li>
              <CalendarOutlined aria-hidden />{' '}
              <Text>{t('profile.joined', { date: day(header.joinedAt) })}</Text>
            </li>
          </ul>
        </div>
      </div>
    </Card>
  );
}
