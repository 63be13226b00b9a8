import type {
  ChatProfile,
  ChatSettings,
  ChatStatus,
  UpdateProfileInput,
} from '@tessera/api-client';
import { chatAboutMaxLength, chatStatuses } from '@tessera/api-client/chat';
import { useErrorMessage, useFeedback } from '@tessera/ui';
import { Button, Drawer, Radio, Switch } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateProfileMutation } from '../api';
import { statusColors } from '../model/thread';
import { StatusAvatar } from './StatusAvatar';

interface ProfileDrawerProps {
  open: boolean;
  profile: ChatProfile;
  onClose: () => void;
}

const settingNames: (keyof ChatSettings)[] = [
  'isTwoStepAuthVerificationEnabled',
  'isNotificationsOn',
];

/** The user's chat profile: about, status and settings; each change saved as it is made. */
export function ProfileDrawer({ open, profile, onClose }: ProfileDrawerProps) {
  const { t } = useTranslation('chat');
  const describe = useErrorMessage();
  const { message } = useFeedback();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [about, setAbout] = useState(profile.about);
  const ids = useId();

  const save = async (change: UpdateProfileInput, done?: string) => {
    try {
      await updateProfile(change).unwrap();
      if (done) void message.success(done);
    } catch (failure) {
      void message.error(describe(failure));
    }
  };

  return (
    <Drawer open={open} onClose={onClose} title={t('profile.title')} size={360}>
      <div className="chat-profile">
        <StatusAvatar
          name={profile.fullName}
          src={profile.avatar}
          status={profile.status}
          size={72}
        />
        <p className="chat-profile__name">{profile.fullName}</p>
        <p className="chat-profile__role">{profile.role}</p>
      </div>
      <form
        className="chat-profile__about"
        onSubmit={(event) => {
          event.preventDefault();
          void save({ about }, t('profile.aboutSaved'));
        }}
      >
        <label htmlFor={`${ids}-about`} className="chat-profile__label">
          {t('profile.about')}
        </label>
        <textarea
          id={`${ids}-about`}
          className="chat-profile__textarea"
          rows={3}
          maxLength={chatAboutMaxLength}
          value={about}
          onChange={(event) => setAbout(event.target.value)}
        />
        <Button
          htmlType="submit"
          size="small"
          loading={isLoading}
          disabled={about.trim() === profile.about}
        >
          {t('profile.saveAbout')}
        </Button>
      </form>
      <fieldset className="chat-profile__group">
        <legend className="chat-profile__label">{t('profile.status')}</legend>
        <Radio.Group
          value={profile.status}
          onChange={(event) => void save({ status: event.target.value as ChatStatus })}
          className="chat-profile__statuses"
        >
          {chatStatuses.map((status) => (
            <Radio key={status} value={status}>
              <span className="chat-status-option">
                <span
                  className="chat-status-option__dot"
                  style={{ background: statusColors[status] }}
                  aria-hidden
                />
                {t(`status.${status}`)}
              </span>
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>
      <fieldset className="chat-profile__group">
        <legend className="chat-profile__label">{t('profile.settings')}</legend>
        {settingNames.map((name) => (
          <div key={name} className="chat-profile__setting">
            <span id={`${ids}-${name}`}>{t(`profile.${name}`)}</span>
            <Switch
              checked={profile.settings[name]}
              aria-labelledby={`${ids}-${name}`}
              onChange={(checked) => void save({ settings: { [name]: checked } })}
            />
          </div>
        ))}
      </fieldset>
    </Drawer>
  );
}
