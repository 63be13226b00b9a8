import type { Employee } from '@tessera/api-client';
import { EllipsisText, LtrText, Text, UserAvatar } from '@tessera/ui';

/** The name column: the picture, the name and, below it, the address. */
export function NameCell({ employee }: { employee: Employee }) {
  return (
    <div className="employee-name">
      <UserAvatar name={employee.full_name} src={employee.avatar} size={32} />
      <div className="employee-name__text">
        <EllipsisText>{employee.full_name}</EllipsisText>
        <Text type="secondary">
          <LtrText>{employee.email}</LtrText>
        </Text>
      </div>
    </div>
  );
}
