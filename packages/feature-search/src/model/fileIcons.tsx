import {
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** Icons for the contract's file-type keys; an unknown key shows a plain file. */
const icons: Record<string, ComponentType> = {
  pdf: FilePdfOutlined,
  doc: FileWordOutlined,
  xls: FileExcelOutlined,
  ppt: FilePptOutlined,
  zip: FileZipOutlined,
  img: FileImageOutlined,
  txt: FileTextOutlined,
};

export function FileIcon({ type }: { type: string }) {
  const Icon = icons[type] ?? FileOutlined;
  return (
    <span className="page-icon" aria-hidden>
      <Icon />
    </span>
  );
}
