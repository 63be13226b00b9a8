import { Button, Card, Skeleton, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfilePageResponse } from '@tessera/api-client';
import { profilePostsPerPage } from '@tessera/api-client/pages';
import { Text } from '@tessera/ui';
import { useGetProfileQuery, useListProfilePostsQuery } from '../../api';
import { LoadFailed } from '../shared/LoadFailed';
import { useSearchParam } from '../shared/useSearchParam';
import { PollCard } from './PollCard';
import { PostCard, PostSkeleton } from './PostCard';
import { ProfileHeader } from './ProfileHeader';
import {
  AboutCard,
  PhotosCard,
  SuggestedPagesCard,
  SuggestionsCard,
  TwitterFeedCard,
} from './SideCards';
import '../shared/pages.css';
import './profile.css';

const tabs = ['feed', 'about', 'photos'] as const;
type Tab = (typeof tabs)[number];

/** A later page of posts: its own call, its own skeleton and its own retry. */
function MorePosts({ page }: { page: number }) {
  const { t } = useTranslation('pages');
  const { data, error, refetch } = useListProfilePostsQuery({ page });
  if (error) {
    return <LoadFailed title={t('profile.moreFailed')} error={error} retry={refetch} />;
  }
  if (!data) return <PostSkeleton label={t('profile.loadingPosts')} />;
  return data.posts.map((post) => <PostCard key={post.id} post={post} />);
}

/** The posts: the first page came with the page, "Load more" adds a page (kept in the URL). */
function Feed({ profile }: { profile: ProfilePageResponse }) {
  const { t } = useTranslation('pages');
  const [shownParam, setShown] = useSearchParam('posts');
  const pageCount = Math.max(1, Math.ceil(profile.postsTotal / profilePostsPerPage));
  // A hand-edited number falls back to what exists.
  const wanted = Number.parseInt(shownParam, 10);
  const shown = Number.isInteger(wanted) ? Math.min(Math.max(wanted, 1), pageCount) : 1;
  const later = Array.from({ length: shown - 1 }, (_, index) => index + 2);
  const showing = Math.min(shown * profilePostsPerPage, profile.postsTotal);
  return (
    <section className="profile-feed" aria-label={t('profile.posts')}>
      {profile.posts.length === 0 ? (
        <Card>
          <Text type="secondary">{t('profile.noPosts')}</Text>
        </Card>
      ) : (
        profile.posts.map((post) => <PostCard key={post.id} post={post} />)
      )}
      {later.map((page) => (
        <MorePosts key={page} page={page} />
      ))}
      <div className="profile-feed__more">
        <Text type="secondary" data-testid="posts-shown">
          {t('profile.showing', { shown: showing, total: profile.postsTotal })}
        </Text>
        {shown < pageCount && (
          <Button onClick={() => setShown(String(shown + 1))}>{t('profile.loadMore')}</Button>
        )}
      </div>
    </section>
  );
}

/**
 * What the page shows while it loads, in the page's own shapes (the cover, the tabs, three
 * columns of cards) and as tall: nothing below moves when the profile arrives.
 */
function ProfileSkeleton({ label }: { label: string }) {
  const side = (
    <div className="profile-column">
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    </div>
  );
  return (
    <div aria-busy="true" aria-label={label}>
      <Card className="profile-header" styles={{ body: { padding: 0 } }}>
        <div className="profile-header__cover profile-skeleton__cover" />
        <div className="profile-header__who">
          <Skeleton active avatar={{ size: 96, shape: 'square' }} paragraph={{ rows: 2 }} />
        </div>
      </Card>
      <div className="profile-skeleton__tabs" />
      <div className="profile-grid">
        {side}
        <div className="profile-feed">
          <PostSkeleton label={label} />
          <PostSkeleton label={label} />
        </div>
        {side}
      </div>
    </div>
  );
}

/**
 * `/pages/profile`: the signed-in person's header (cover, picture, tabs in the URL), then the
 * feed between what they are about and who they might follow; likes and poll votes are saved.
 */
export default function ProfilePage() {
  const { t } = useTranslation('pages');
  const { data, error, refetch } = useGetProfileQuery(undefined);
  const [tabParam, setTab] = useSearchParam('tab');
  const tab: Tab = (tabs as readonly string[]).includes(tabParam) ? (tabParam as Tab) : 'feed';

  if (error) return <LoadFailed title={t('profile.failed')} error={error} retry={refetch} />;
  if (!data) return <ProfileSkeleton label={t('profile.loading')} />;

  const content: Record<Tab, ReactNode> = {
    feed: (
      <div className="profile-grid">
        <div className="profile-column">
          <AboutCard about={data.userAbout} />
          <SuggestedPagesCard pages={data.suggestedPages} />
          <TwitterFeedCard feeds={data.twitterFeeds} />
        </div>
        <Feed profile={data} />
        <div className="profile-column">
          <PhotosCard photos={data.latestPhotos} title={t('profile.latestPhotos')} />
          <SuggestionsCard people={data.suggestions} />
          {data.polls.map((poll) => (
            <PollCard key={poll.id} poll={poll} />
          ))}
        </div>
      </div>
    ),
    about: (
      <div className="profile-narrow">
        <AboutCard about={data.userAbout} />
      </div>
    ),
    photos: <PhotosCard photos={data.latestPhotos} title={t('profile.tabs.photos')} />,
  };

  return (
    <>
      <ProfileHeader header={data.header} />
      <Tabs
        className="profile-tabs"
        activeKey={tab}
        onChange={(key) => setTab(key === 'feed' ? '' : key)}
        items={tabs.map((key) => ({
          key,
          label: t(`profile.tabs.${key}`),
          children: content[key],
        }))}
      />
    </>
  );
}
