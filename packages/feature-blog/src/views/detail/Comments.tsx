import { SendOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, Input } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlogComment } from '@tessera/api-client';
import { blogCommentMaxLength } from '@tessera/api-client/blog';
import { Paragraph, Text, Title, UserAvatar, useSubmitForm } from '@tessera/ui';
import { useAddBlogCommentMutation } from '../../api';
import { useDateFormat } from '../shared/useDateFormat';

/** A post's comments, oldest first, and the form that adds the reader's own. */
export function Comments({ postId, comments }: { postId: number; comments: BlogComment[] }) {
  const { t } = useTranslation('blog');
  const dates = useDateFormat();
  const heading = useId();
  const [addComment] = useAddBlogCommentMutation();
  const { form, formProps, saving } = useSubmitForm({
    name: 'blog-comment',
    fields: ['comment'],
    send: (values: { comment: string }) =>
      addComment({ id: postId, comment: values.comment.trim() }).unwrap(),
    success: () => t('comments.added'),
    onSaved: () => form.resetFields(),
  });

  return (
    <section id="comments" aria-labelledby={heading} className="blog-comments">
      <Title level={2} size={4} id={heading}>
        {t('comments.title', { count: comments.length })}
      </Title>
      {comments.length === 0 ? (
        <Card>
          <Empty description={t('comments.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        </Card>
      ) : (
        <ul className="blog-plain-list blog-comment-list">
          {comments.map((comment) => (
            <li key={comment.id}>
              <Card size="small">
                <div className="blog-byline">
                  <UserAvatar name={comment.userFullName} src={comment.avatar} size={32} />
                  <Text strong>{comment.userFullName}</Text>
                  <Text type="secondary">
                    <time dateTime={comment.commentedAt}>
                      {dates.format(new Date(comment.commentedAt))}
                    </time>
                  </Text>
                </div>
                <Paragraph className="blog-comment__text">{comment.comment}</Paragraph>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Card className="blog-comment-form">
        <Title level={3} size={5}>
          {t('comments.leave')}
        </Title>
        <Form {...formProps}>
          <Form.Item
            name="comment"
            label={t('comments.label')}
            rules={[
              { required: true, whitespace: true, message: t('comments.required') },
              {
                max: blogCommentMaxLength,
                message: t('comments.tooLong', { max: blogCommentMaxLength }),
              },
            ]}
          >
            <Input.TextArea rows={4} maxLength={blogCommentMaxLength} showCount />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={saving}
            icon={<SendOutlined aria-hidden />}
          >
            {t('comments.submit')}
          </Button>
        </Form>
      </Card>
    </section>
  );
}
