import { Avatar, Card, Progress, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProfilePoll } from '@tessera/api-client';
import { Text, Title, useErrorMessage, useFeedback, UserAvatar } from '@tessera/ui';
import { useVoteProfilePollMutation } from '../../api';

/**
 * A poll: choosing an option votes at once (a later choice moves the vote); the counts follow
 * at once and go back, with the reason, if the server refuses.
 */
export function PollCard({ poll }: { poll: ProfilePoll }) {
  const { t } = useTranslation('pages');
  const [vote] = useVoteProfilePollMutation();
  const { message } = useFeedback();
  const describe = useErrorMessage();
  const questionId = `poll-${poll.id}`;
  const choose = async (optionId: number) => {
    try {
      await vote({ id: poll.id, optionId }).unwrap();
    } catch (failure) {
      void message.error(t('profile.voteFailed', { reason: describe(failure) }));
    }
  };
  const share = (votes: number) =>
    poll.totalVotes === 0 ? 0 : Math.round((votes / poll.totalVotes) * 100);
  return (
    <Card title={t('profile.poll')}>
      <Title level={3} size={5} id={questionId} style={{ marginTop: 0 }}>
        {poll.question}
      </Title>
      <Radio.Group
        aria-labelledby={questionId}
        value={poll.myVote}
        onChange={(event) => void choose(event.target.value as number)}
        className="profile-poll"
      >
        {poll.options.map((option) => (
          <div key={option.id} className="profile-poll__option">
            <Radio value={option.id}>{option.label}</Radio>
            <Progress
              percent={share(option.votes)}
              size="small"
              aria-label={t('profile.votes', { count: option.votes, label: option.label })}
              data-testid={`poll-option-${option.id}`}
              format={() => t('profile.voteCount', { count: option.votes })}
            />
            {option.voters.length > 0 && (
              <Avatar.Group>
                {option.voters.map((person) => (
                  <UserAvatar
                    key={person.id}
                    name={person.fullName}
                    src={person.avatar}
                    size={24}
                  />
                ))}
              </Avatar.Group>
            )}
          </div>
        ))}
      </Radio.Group>
      <Text type="secondary" data-testid="poll-total">
        {t('profile.totalVotes', { count: poll.totalVotes })}
      </Text>
    </Card>
  );
}
