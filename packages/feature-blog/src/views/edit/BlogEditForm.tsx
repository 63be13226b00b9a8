import { EditOutlined, SyncOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Form, Input, Row, Select } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BlogEdit, SaveBlogEditInput } from '@tessera/api-client';
import {
  blogCategories,
  blogExcerptMaxLength,
  blogSlugMaxLength,
  blogSlugPattern,
  blogStatuses,
  blogTitleMaxLength,
  slugify,
} from '@tessera/api-client/blog';
import { LinkButton, RichTextField, useSubmitForm, useUnsavedChanges } from '@tessera/ui';
import { SafeHtml, sanitizeHtml } from '@tessera/ui/safe-html';
import { useSaveBlogEditMutation } from '../../api';
import { blogDetailPath } from '../../paths';
import { FeaturedImagePicker } from './FeaturedImagePicker';

/** The fields the server may name in an error, so it shows under them. */
const formFields = [
  'blogTitle',
  'slug',
  'blogCategories',
  'status',
  'excerpt',
  'featuredImage',
  'content',
] as const;

type FormValues = Omit<SaveBlogEditInput, 'id'>;

/** Whether HTML says anything once its tags are left out. */
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim().length > 0;

/**
 * The content's control: the post as it reads, and the rich-text editor once asked for. The
 * editor (Tiptap, the page's heaviest part) loads then, not with the page.
 */
function ContentEditor({
  value = '',
  onChange,
  labelledBy,
}: {
  value?: string;
  onChange?: (html: string) => void;
  labelledBy: string;
}) {
  const { t } = useTranslation('blog');
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <div className="blog-content-preview" role="group" aria-labelledby={labelledBy}>
        <SafeHtml html={value} className="blog-content-preview__html" />
        <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
          {t('edit.editContent')}
        </Button>
      </div>
    );
  }
  return (
    <RichTextField
      loadingRows={6}
      value={value}
      onChange={onChange}
      labelledBy={labelledBy}
      focusAtStart
    />
  );
}

/**
 * The post's editor: title, slug (follows the title until it is edited), categories, status,
 * excerpt, featured image and content. Validates before saving; asks before leaving unsaved.
 */
export function BlogEditForm({ post }: { post: BlogEdit }) {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const contentLabel = useId();
  const unsaved = useUnsavedChanges();
  const [savePost] = useSaveBlogEditMutation();
  // A slug that is the title's own keeps following it; one written by hand stays as written.
  const [slugFollows, setSlugFollows] = useState(post.slug === slugify(post.blogTitle));
  const { form, formProps, saving } = useSubmitForm({
    name: 'blog-edit',
    fields: formFields,
    send: (values: FormValues) =>
      unsaved.saving(
        savePost({
          ...values,
          id: post.id,
          blogTitle: values.blogTitle.trim(),
          excerpt: values.excerpt.trim(),
          content: sanitizeHtml(values.content),
        }).unwrap(),
      ),
    success: (saved) => t('edit.saved', { title: saved.blogTitle }),
    onSaved: (saved) => void navigate(blogDetailPath(saved.id)),
  });

  const initialValues: FormValues = {
    blogTitle: post.blogTitle,
    slug: post.slug,
    blogCategories: post.blogCategories,
    status: post.status,
    excerpt: post.excerpt,
    featuredImage: post.featuredImage,
    content: post.content,
  };

  const onValuesChange = (changed: Partial<FormValues>) => {
    unsaved.changed();
    if (changed.slug !== undefined) setSlugFollows(false);
    if (changed.blogTitle !== undefined && slugFollows) {
      form.setFieldValue('slug', slugify(changed.blogTitle));
    }
  };

  const slugFromTitle = () => {
    form.setFieldValue('slug', slugify(form.getFieldValue('blogTitle') ?? ''));
    setSlugFollows(true);
    unsaved.changed();
    void form.validateFields(['slug']);
  };

  return (
    <Form<FormValues>
      {...formProps}
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      scrollToFirstError={{ focus: true }}
    >
      <Card>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="blogTitle"
              label={t('edit.title')}
              rules={[
                { required: true, whitespace: true, message: t('edit.required.title') },
                {
                  max: blogTitleMaxLength,
                  message: t('edit.tooLong', { max: blogTitleMaxLength }),
                },
              ]}
            >
              <Input maxLength={blogTitleMaxLength} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('edit.slug')} required>
              <Flex gap="small" align="start">
                <Form.Item
                  name="slug"
                  noStyle
                  rules={[
                    { required: true, message: t('edit.required.slug') },
                    {
                      max: blogSlugMaxLength,
                      message: t('edit.tooLong', { max: blogSlugMaxLength }),
                    },
                    { pattern: blogSlugPattern, message: t('edit.slugPattern') },
                  ]}
                >
                  <Input
                    aria-label={t('edit.slug')}
                    maxLength={blogSlugMaxLength}
                    style={{ flex: 1 }}
                  />
                </Form.Item>
                <Button icon={<SyncOutlined aria-hidden />} onClick={slugFromTitle}>
                  {t('edit.slugFromTitle')}
                </Button>
              </Flex>
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="blogCategories"
              label={t('edit.categories')}
              rules={[
                { required: true, type: 'array', min: 1, message: t('edit.required.categories') },
              ]}
            >
              <Select
                mode="multiple"
                options={blogCategories.map((category) => ({
                  value: category,
                  label: t(`categories.${category}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="status" label={t('edit.status')}>
              <Select
                options={blogStatuses.map((status) => ({
                  value: status,
                  label: t(`statuses.${status}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="excerpt"
              label={t('edit.excerpt')}
              rules={[
                {
                  max: blogExcerptMaxLength,
                  message: t('edit.tooLong', { max: blogExcerptMaxLength }),
                },
              ]}
            >
              <Input.TextArea rows={3} maxLength={blogExcerptMaxLength} showCount />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="featuredImage" label={t('edit.image.label')}>
              <FeaturedImagePicker />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              label={<span id={contentLabel}>{t('edit.content')}</span>}
              name="content"
              rules={[
                {
                  validator: (_rule, value: string | undefined) =>
                    hasText(value ?? '')
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('edit.required.content'))),
                },
              ]}
            >
              <ContentEditor labelledBy={contentLabel} />
            </Form.Item>
          </Col>
        </Row>
        <Flex gap="small" wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('edit.save')}
          </Button>
          <LinkButton to={blogDetailPath(post.id)}>{t('edit.cancel')}</LinkButton>
        </Flex>
      </Card>
    </Form>
  );
}
