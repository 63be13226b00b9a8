import { ToolOutlined } from '@ant-design/icons';
import { MiscPage } from './MiscPage';

export default function Maintenance() {
  return (
    <MiscPage
      messageKey="maintenance"
      status="info"
      icon={<ToolOutlined aria-hidden />}
      testId="maintenance-page"
    />
  );
}
