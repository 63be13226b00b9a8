import { screen } from '@testing-library/react';
import en from '../../locales/en/common.json';
import { BackLink } from '../components/BackLink';
import { createTestI18n, renderView } from '../testing';
import { RecordSkeleton } from './RecordSkeleton';

const i18n = createTestI18n({ en: { common: en } });

it("RecordSkeleton keeps the record's columns, one busy region named by what loads", () => {
  renderView({
    i18n,
    element: (
      <RecordSkeleton
        label="Loading the user…"
        columns={[
          { span: 8, rows: 3, avatar: 96 },
          { span: 16, rows: 5, title: false },
        ]}
      />
    ),
  });
  const region = screen.getByLabelText('Loading the user…');
  expect(region).toHaveAttribute('aria-busy', 'true');
  const [first, second] = region.querySelectorAll('.ant-col');
  expect(first).toHaveClass('ant-col-lg-8');
  expect(first.querySelectorAll('.ant-skeleton-avatar')).toHaveLength(1);
  expect(first.querySelectorAll('.ant-skeleton-paragraph li')).toHaveLength(3);
  expect(second).toHaveClass('ant-col-lg-16');
  expect(second.querySelector('.ant-skeleton-title')).toBeNull();
  expect(second.querySelectorAll('.ant-skeleton-paragraph li')).toHaveLength(5);
});

it('BackLink is a link to the list', () => {
  renderView({ i18n, element: <BackLink to="/things">Back to things</BackLink> });
  expect(screen.getByRole('link', { name: 'Back to things' })).toHaveAttribute('href', '/things');
});
