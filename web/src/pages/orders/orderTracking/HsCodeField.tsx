import { WarningOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { tariffsQueries } from '../../../api/toolbox/tariffs.ts';
import { CodeText, formatCode, useShortName } from '../../toolbox/tariffCode/codes.tsx';
import { useDebounced } from '../../toolbox/tariffCode/useDebounced.ts';

const CODE = /^\d{6,10}$/;

/**
 * The order's HS code, searched as 海关编码 searches (a code, its start,
 * words, pinyin initials); choosing a result fills its digits. A code the
 * nomenclature and the national lines do not hold is flagged, not refused:
 * orders keep what they were entered with.
 */
export function HsCodeField({
  value,
  onChange,
  id,
}: {
  value?: string | null;
  onChange?: (value: string) => void;
  id?: string;
}) {
  const { t } = useTranslation('toolbox');
  const shortName = useShortName();
  const typed = (value ?? '').trim();
  const q = useDebounced(typed);
  const results = useQuery({ ...tariffsQueries.tariffSearch(q, 20), enabled: q !== '' });
  const code = CODE.test(typed) ? typed : '';
  const check = useQuery({ ...tariffsQueries.tariffSearch(code, 1), enabled: code !== '' });
  const subheading = code.length > 6 && check.data?.known === false ? code.slice(0, 6) : '';
  const under = useQuery({ ...tariffsQueries.tariffSearch(subheading, 1), enabled: subheading !== '' });
  const parent = under.data?.known ? under.data.hits[0] : undefined;

  return (
    <>
      <AutoComplete
        id={id}
        value={value ?? ''}
        onChange={(v: string) => onChange?.(v)}
        // An order holds 6 to 10 digits: sections, chapters and headings are not offered.
        options={(results.data?.hits ?? [])
          .filter((hit) => CODE.test(hit.code))
          .map((hit) => ({
            value: hit.code,
            label: (
              <Flex gap={8}>
                <span className="tariff-code">
                  <CodeText node={hit} matches={hit.matches} />
                </span>
                <Typography.Text ellipsis type="secondary">
                  {shortName(hit)}
                </Typography.Text>
              </Flex>
            ),
          }))}
        filterOption={false}
        maxLength={20}
        popupMatchSelectWidth={false}
      />
      {check.data?.known === false && !(subheading && under.isPending) && (
        <Typography.Text type="warning" role="alert" style={{ display: 'block', marginTop: 4 }}>
          <WarningOutlined />{' '}
          {parent
            ? t('tariffCode.hsField.underSubheading', {
                code: formatCode(code),
                subheading: formatCode(parent.code),
                name: shortName(parent),
              })
            : t('tariffCode.hsField.unknown', { code: formatCode(code) })}
        </Typography.Text>
      )}
    </>
  );
}
