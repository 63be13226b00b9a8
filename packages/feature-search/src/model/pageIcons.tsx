import {
  AppstoreOutlined,
  ClockCircleOutlined,
  DashboardOutlined,
  EditOutlined,
  FileAddOutlined,
  FileOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  HomeOutlined,
  KeyOutlined,
  LockOutlined,
  LoginOutlined,
  MailOutlined,
  MobileOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  StopOutlined,
  TeamOutlined,
  ToolOutlined,
  UserAddOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * The icons pages name (by their @ant-design/icons name). Only these are bundled, not the whole
 * icon set; a name not listed here shows a plain page icon.
 */
const icons: Record<string, ComponentType> = {
  AppstoreOutlined,
  ClockCircleOutlined,
  DashboardOutlined,
  EditOutlined,
  FileAddOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  HomeOutlined,
  KeyOutlined,
  LockOutlined,
  LoginOutlined,
  MailOutlined,
  MobileOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  StopOutlined,
  TeamOutlined,
  ToolOutlined,
  UserAddOutlined,
  UserOutlined,
  WarningOutlined,
};

export const hasPageIcon = (name: string): boolean => name in icons;

export function PageIcon({ name }: { name: string }) {
  const Icon = icons[name] ?? FileOutlined;
  return (
    <span className="page-icon" aria-hidden>
      <Icon />
    </span>
  );
}
