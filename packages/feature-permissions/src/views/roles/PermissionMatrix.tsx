import { Checkbox, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleModules } from '@tessera/api-client/roles';
import {
  accessKinds,
  emptyMatrix,
  fillMatrix,
  matrixSelection,
  toggleAccess,
  type Matrix,
} from './matrix';

/** The read/write/create boxes of every module, with "Select all"; a controlled Form field. */
export function PermissionMatrix({
  value = emptyMatrix(),
  onChange,
}: {
  value?: Matrix;
  onChange?: (matrix: Matrix) => void;
}) {
  const { t } = useTranslation('permissions');
  const { token } = theme.useToken();
  const selection = matrixSelection(value);
  const cell = {
    padding: '10px 8px',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'start' as const,
    fontWeight: 'normal' as const,
  };
  const centred = { textAlign: 'center' as const };

  return (
    <div style={{ overflowX: 'auto' }}>
      <table className="role-matrix" style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption className="sr-only">{t('roles.form.matrixCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, fontWeight: 600 }}>
              {t('roles.form.module')}
            </th>
            {accessKinds.map((kind) => (
              <th key={kind} scope="col" style={{ ...cell, ...centred, fontWeight: 600 }}>
                {t(`roles.form.${kind}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" style={{ ...cell, fontWeight: 600 }}>
              {t('roles.form.fullAccess')}
            </th>
            <td colSpan={accessKinds.length} style={cell}>
              <Checkbox
                checked={selection === 'all'}
                indeterminate={selection === 'some'}
                onChange={(event) => onChange?.(fillMatrix(event.target.checked))}
              >
                {t('roles.form.selectAll')}
              </Checkbox>
            </td>
          </tr>
          {roleModules.map((module) => (
            <tr key={module}>
              <th scope="row" style={cell}>
                {t(`modules.${module}`)}
              </th>
              {accessKinds.map((kind) => (
                <td key={kind} style={{ ...cell, ...centred }}>
                  <Checkbox
                    checked={value[module][kind]}
                    onChange={(event) =>
                      onChange?.(toggleAccess(value, module, kind, event.target.checked))
                    }
                  >
                    {/* The column header shows "Read"; the box is heard as "User Management Read". */}
                    <span className="sr-only">
                      {t(`modules.${module}`)} {t(`roles.form.${kind}`)}
                    </span>
                  </Checkbox>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
