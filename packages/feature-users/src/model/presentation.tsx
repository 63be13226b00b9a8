import {
  CrownOutlined,
  EditOutlined,
  FormOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { UserBilling, UserRole, UserStatus } from '@tessera/api-client';
import type { TagColor } from '@tessera/ui';

/** How each role shows in tags: an icon and a colour. */
export const roleLooks: Record<UserRole, { icon: ReactNode; color: TagColor }> = {
  admin: { icon: <CrownOutlined />, color: 'volcano' },
  author: { icon: <EditOutlined />, color: 'blue' },
  editor: { icon: <FormOutlined />, color: 'cyan' },
  maintainer: { icon: <ToolOutlined />, color: 'green' },
  subscriber: { icon: <UserOutlined />, color: 'purple' },
};

/** Status tag colours: green active, orange pending, neutral grey inactive. */
export const statusColors: Record<UserStatus, TagColor | null> = {
  active: 'green',
  pending: 'orange',
  inactive: null,
};

/** i18n keys (`billing.<key>`) of the billing methods, whose values are English text. */
export const billingKeys: Record<UserBilling, string> = {
  'Auto Debit': 'autoDebit',
  'Manual - Credit Card': 'creditCard',
  'Manual - Paypal': 'paypal',
  'Manual - Cash': 'cash',
};
