import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ProfileAbout,
  ProfilePhoto,
  ProfileSuggestion,
  SuggestedPage,
  TwitterFeed,
} from '@tessera/api-client';
import { LtrText, Paragraph, Text, UserAvatar } from '@tessera/ui';
import { useFormatMoment } from './format';

/** Who the person is: a short bio, then the facts. */
export function AboutCard({ about }: { about: ProfileAbout }) {
  const { t } = useTranslation('pages');
  const facts: [string, ReactNode][] = [
    [t('profile.about.role'), about.role],
    [t('profile.about.country'), about.country],
    [t('profile.about.languages'), about.languages.join(', ')],
    [t('profile.about.teams'), about.teams.join(', ')],
    [t('profile.about.email'), <LtrText key="email">{about.email}</LtrText>],
    [t('profile.about.phone'), <LtrText key="phone">{about.phone}</LtrText>],
  ];
  return (
    <Card title={t('profile.about.title')}>
      <Paragraph>{about.bio}</Paragraph>
      <dl className="profile-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** Pages the person might follow. */
export function SuggestedPagesCard({ pages }: { pages: SuggestedPage[] }) {
  const { t } = useTranslation('pages');
  return (
    <Card title={t('profile.suggestedPages')}>
      <ul className="pages-plain-list profile-people">
        {pages.map((page) => (
          <li key={page.id}>
            <UserAvatar name={page.name} src={page.avatar} size={36} />
            <div>
              <Text className="profile-strong">{page.name}</Text>
              <br />
              <Text type="secondary">{page.category}</Text>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The latest short posts of people the person follows. */
export function TwitterFeedCard({ feeds }: { feeds: TwitterFeed[] }) {
  const { t } = useTranslation('pages');
  const moment = useFormatMoment();
  return (
    <Card title={t('profile.twitterFeed')}>
      <ul className="pages-plain-list profile-people">
        {feeds.map((feed) => (
          <li key={feed.id}>
            <UserAvatar name={feed.author.fullName} src={feed.author.avatar} size={36} />
            <div>
              <Text className="profile-strong">{feed.author.fullName}</Text>{' '}
              <Text type="secondary">
                <LtrText>{feed.handle}</LtrText>
              </Text>
              <Paragraph className="profile-tweet">{feed.text}</Paragraph>
              <Text type="secondary">{moment(feed.postedAt)}</Text>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The latest photos, as a grid of squares. */
export function PhotosCard({ photos, title }: { photos: ProfilePhoto[]; title: string }) {
  return (
    <Card title={title}>
      <ul className="pages-plain-list profile-photos">
        {photos.map((photo) => (
          <li key={photo.id}>
            <img src={photo.src} alt={photo.alt} width={320} height={320} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** People the person may know, with how many friends they share. */
export function SuggestionsCard({ people }: { people: ProfileSuggestion[] }) {
  const { t } = useTranslation('pages');
  return (
    <Card title={t('profile.suggestions')}>
      <ul className="pages-plain-list profile-people">
        {people.map((person) => (
          <li key={person.id}>
            <UserAvatar name={person.fullName} src={person.avatar} size={36} />
            <div>
              <Text className="profile-strong">{person.fullName}</Text>
              <br />
              <Text type="secondary">
                {t('profile.mutualFriends', { count: person.mutualFriends })}
              </Text>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
