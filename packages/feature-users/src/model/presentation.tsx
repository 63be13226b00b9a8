import {
  CrownOutlined,
  EditOutlined,
  FormOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { UserBilling, UserRole, UserStatus } from '@tessera/api-client';
import type { TagColor } from '@tessera/ui';

type RoleLook = { icon: ReactNode; color: TagColor };

/** How the seeded roles show in tags: an icon and a colour. */
const roleLooks: Record<string, RoleLook> = {
  admin: { icon: <CrownOutlined />, color: 'volcano' },
  author: { icon: <EditOutlined />, color: 'blue' },
  editor: { icon: <FormOutlined />, color: 'cyan' },
  maintainer: { icon: <ToolOutlined />, color: 'green' },
  subscriber: { icon: <UserOutlined />, color: 'purple' },
};
/** A role added on the roles page. */
const addedRoleLook: RoleLook = { icon: <TeamOutlined />, color: 'geekblue' };

export const roleLook = (role: UserRole): RoleLook => roleLooks[role] ?? addedRoleLook;

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
