import { CommentOutlined, HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Flex, Skeleton, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProfilePerson, ProfilePost } from '@tessera/api-client';
import { Paragraph, Text, useErrorMessage, useFeedback, UserAvatar } from '@tessera/ui';
import { useLikeProfilePostMutation } from '../../api';
import { useFormatMoment } from './format';

/** A face with the person's name as its label and tooltip. */
function Face({ person, size = 32 }: { person: ProfilePerson; size?: number }) {
  return (
    <Tooltip title={person.fullName}>
      <span>
        <UserAvatar name={person.fullName} src={person.avatar} size={size} />
      </span>
    </Tooltip>
  );
}

/** The like button: it shows the new state at once; a refusal takes it back and says why. */
function LikeButton({ post }: { post: ProfilePost }) {
  const { t } = useTranslation('pages');
  const [like] = useLikeProfilePostMutation();
  const { message } = useFeedback();
  const describe = useErrorMessage();
  const toggle = async () => {
    try {
      await like({ id: post.id, liked: !post.likedByMe }).unwrap();
    } catch (failure) {
      void message.error(
        t(post.likedByMe ? 'profile.unlikeFailed' : 'profile.likeFailed', {
          reason: describe(failure),
        }),
      );
    }
  };
  return (
    <Button
      type="text"
      aria-pressed={post.likedByMe}
      icon={
        post.likedByMe ? (
          <HeartFilled aria-hidden className="profile-post__liked" />
        ) : (
          <HeartOutlined aria-hidden />
        )
      }
      onClick={() => void toggle()}
    >
      {t('profile.like')}
    </Button>
  );
}

/** A post of the feed: its author, text and picture, who liked it, and its comments. */
export function PostCard({ post }: { post: ProfilePost }) {
  const { t } = useTranslation('pages');
  const moment = useFormatMoment();
  const titleId = `post-${post.id}`;
  return (
    <Card className="profile-post" role="article" aria-labelledby={titleId}>
      <Flex gap="small" align="center">
        <UserAvatar name={post.author.fullName} src={post.author.avatar} size={40} />
        <div>
          <Text id={titleId} className="profile-strong">
            {post.author.fullName}
          </Text>
          <br />
          <Text type="secondary">{moment(post.postedAt)}</Text>
        </div>
      </Flex>
      <Paragraph className="profile-post__text">{post.text}</Paragraph>
      {post.image && (
        <img
          className="profile-post__image"
          src={post.image}
          alt={t('profile.postPicture', { name: post.author.fullName })}
          width={640}
          height={360}
        />
      )}
      <Flex gap="small" align="center" wrap justify="space-between">
        <Flex gap="small" align="center" wrap>
          <LikeButton post={post} />
          <Text data-testid={`likes-${post.id}`}>{t('profile.likes', { count: post.likes })}</Text>
        </Flex>
        {post.likedUsers.length > 0 && (
          <div role="group" aria-label={t('profile.likedBy')}>
            <Avatar.Group>
              {post.likedUsers.map((person) => (
                <Face key={person.id} person={person} size={28} />
              ))}
            </Avatar.Group>
          </div>
        )}
      </Flex>
      <section className="profile-post__comments" aria-label={t('profile.comments')}>
        <Text type="secondary">
          <CommentOutlined aria-hidden />{' '}
          {t('profile.commentCount', { count: post.comments.length })}
        </Text>
        {post.comments.length > 0 && (
          <ul className="pages-plain-list">
            {post.comments.map((comment) => (
              <li key={comment.id} className="profile-comment">
                <UserAvatar name={comment.author.fullName} src={comment.author.avatar} size={28} />
                <div>
                  <Text className="profile-strong">{comment.author.fullName}</Text>{' '}
                  <Text type="secondary">{moment(comment.postedAt)}</Text>
                  <Paragraph className="profile-comment__text">{comment.text}</Paragraph>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

/** A post's place while it loads: about its size, so the feed does not jump. */
export function PostSkeleton({ label }: { label: string }) {
  return (
    <Card className="profile-post" aria-busy="true" aria-label={label}>
      <Skeleton active avatar paragraph={{ rows: 4 }} />
    </Card>
  );
}
